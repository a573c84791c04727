/**
 * When a fully paid pack arrives: 3 to 5 working days after the last payment (section 1), in the
 * Lagos calendar. Working days are Monday to Friday (section 1's working hours) minus any public
 * holidays given. Pure.
 */
import { addDays, dayOfWeek, type LocalDate } from '../../../common/time';

export const DELIVERY_MIN_WORKING_DAYS = 3;
export const DELIVERY_MAX_WORKING_DAYS = 5;

export function isWorkingDay(date: LocalDate, holidays: ReadonlySet<LocalDate> = new Set()): boolean {
  const dow = dayOfWeek(date);
  return dow !== 0 && dow !== 6 && !holidays.has(date);
}

/** The `n`th working day after `date` (n ≥ 1): a Friday + 1 working day is the Monday. */
export function addWorkingDays(date: LocalDate, n: number, holidays: ReadonlySet<LocalDate> = new Set()): LocalDate {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a whole number of at least 1: ${n}`);
  let d = date;
  for (let left = n; left > 0; ) {
    d = addDays(d, 1);
    if (isWorkingDay(d, holidays)) left--;
  }
  return d;
}

export function deliveryWindow(lastPaymentDate: LocalDate, holidays: ReadonlySet<LocalDate> = new Set()): { from: LocalDate; to: LocalDate } {
  return {
    from: addWorkingDays(lastPaymentDate, DELIVERY_MIN_WORKING_DAYS, holidays),
    to: addWorkingDays(lastPaymentDate, DELIVERY_MAX_WORKING_DAYS, holidays),
  };
}
