/**
 * The delivery promise in the Lagos working calendar: weekends, Nigerian public holidays and the
 * days an admin closes the office (a holiday moved or added at short notice, a stock-take) are not
 * working days. Pure: the caller loads the closure days.
 */
import type { LocalDate } from '../../../common/time';
import { addWorkingDays, DELIVERY_MAX_WORKING_DAYS, deliveryWindow } from './delivery';
import { nigerianHolidays } from './nigerian-holidays';

function nonWorkingDays(closures: Iterable<LocalDate>): ReadonlySet<LocalDate> {
  return new Set([...nigerianHolidays(), ...closures]);
}

/** The day a pack paid for on `paidOn` is promised by: the last day of the delivery window. */
export function promisedDate(paidOn: LocalDate, closures: Iterable<LocalDate>): LocalDate {
  return addWorkingDays(paidOn, DELIVERY_MAX_WORKING_DAYS, nonWorkingDays(closures));
}

/** The days the pack may arrive: the 3rd to the 5th working day after `paidOn`. */
export function promisedWindow(paidOn: LocalDate, closures: Iterable<LocalDate>): { from: LocalDate; to: LocalDate } {
  return deliveryWindow(paidOn, nonWorkingDays(closures));
}

/** Late from the day after the promised date until the pack is handed over; the promised day itself is on time. */
export function isLate(promised: LocalDate, today: LocalDate, handedOver: boolean): boolean {
  return !handedOver && today > promised;
}
