import { addDays, dayOfWeek, isLocalDate, lagosDate } from '@api/common/time';
import { FULFILMENT_STATE_LABELS, nextFulfilment } from '@api/modules/savings-plan/domain/fulfilment-moves';
import { LAGOS_LGAS } from '@api/modules/savings-plan/domain/lagos-address';
import type { DeliveryFieldsFragment, DeliveryQueueFilter, FulfilmentMethod, FulfilmentState } from '../../../gql/admin/graphql';

export type Delivery = DeliveryFieldsFragment;

/** A dispatcher's day is planned from this page: more rows a page than the other lists. */
export const DELIVERIES_PAGE_SIZE = 20;
/** The pickup desk lists the packs waiting at the office, a few at a time. */
export const PICKUP_DESK_PAGE_SIZE = 10;
/** How far ahead a delivery may be scheduled (the API's rule). */
export const SCHEDULE_AHEAD_DAYS = 60;
/** The customer's handover code: six digits. */
export const HANDOVER_CODE_DIGITS = 6;
/** A reason the API accepts: 3 characters or more once trimmed; kept short enough to read in the audit trail. */
export const REASON_MIN = 3;
export const REASON_MAX = 300;

export { LAGOS_LGAS };

/** The state in words: 'Ready for pickup'. */
export function stateLabel(state: FulfilmentState): string {
  return FULFILMENT_STATE_LABELS[state];
}

export const METHOD_LABELS: Readonly<Record<FulfilmentMethod, string>> = { delivery: 'Delivery', pickup: 'Pickup' };

/** The queue's state filter: '' is every pack not yet handed over (the API's default). */
export const STATE_FILTER_OPTIONS: readonly { value: FulfilmentState | ''; label: string }[] = [
  { value: '', label: 'Not yet handed over' },
  ...(['AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup', 'Delivered', 'Collected', 'Cancelled'] as const).map((s) => ({ value: s, label: stateLabel(s) })),
];

export const METHOD_FILTER_OPTIONS: readonly { value: FulfilmentMethod | ''; label: string }[] = [
  { value: '', label: 'Delivery and pickup' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
];

export interface QueueFilterValues {
  state: FulfilmentState | '';
  method: FulfilmentMethod | '';
  /** One of LAGOS_LGAS, or '' for every area. */
  area: string;
  lateOnly: boolean;
}

export const NO_QUEUE_FILTER: QueueFilterValues = { state: '', method: '', area: '', lateOnly: false };

export function isFiltered(values: QueueFilterValues, search: string): boolean {
  return !!search || values.state !== '' || values.method !== '' || values.area !== '' || values.lateOnly;
}

/** The filter as the API takes it: blanks (and 'late only' unticked) are null, meaning no condition. */
export function toQueueFilter(values: QueueFilterValues, search: string): DeliveryQueueFilter {
  return {
    state: values.state || null,
    method: values.method || null,
    area: values.area || null,
    lateOnly: values.lateOnly || null,
    search: search || null,
  };
}

/** The pickup desk's list: the pickups waiting at the office, found by name or phone. */
export function pickupDeskFilter(search: string): DeliveryQueueFilter {
  return toQueueFilter({ ...NO_QUEUE_FILTER, state: 'ReadyForPickup', method: 'pickup' }, search);
}

type Movable = Pick<Delivery, 'state' | 'method'>;

/** A delivery awaiting dispatch, or scheduled (it may be moved to another day). */
export function canSchedule(d: Movable): boolean {
  return nextFulfilment(d, 'schedule').ok;
}

/** A pickup awaiting dispatch: it can be made ready at the office. */
export function canMarkReady(d: Movable): boolean {
  return nextFulfilment(d, 'readyForPickup').ok;
}

/** A rider is given (or changed) on a scheduled delivery, before it leaves. */
export function canAssignRider(d: Movable): boolean {
  return d.method === 'delivery' && d.state === 'Scheduled';
}

/** Only a handover locked by wrong codes, and not yet handed over, is overridden. */
export function canOverride(d: Pick<Delivery, 'handoverLocked' | 'state'>): boolean {
  return d.handoverLocked && (d.state === 'OutForDelivery' || d.state === 'ReadyForPickup');
}

/** What the selection allows: the deliveries that can be scheduled and the pickups that can be made ready. */
export function selectionActions(selected: readonly Delivery[]): { toSchedule: Delivery[]; toMarkReady: Delivery[] } {
  return { toSchedule: selected.filter(canSchedule), toMarkReady: selected.filter(canMarkReady) };
}

/** 'a delivery' / '3 deliveries'. */
export function count(n: number, one: string, many: string): string {
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

/** Today in Lagos, where the business days are. */
export function lagosToday(now: Date = new Date()): string {
  return lagosDate(now);
}

/** The days a delivery may be scheduled for: today to 60 days ahead. */
export function scheduleWindow(today: string): { min: string; max: string } {
  return { min: today, max: addDays(today, SCHEDULE_AHEAD_DAYS) };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Wednesday' for a YYYY-MM-DD day (a calendar day, whatever the browser's time zone). */
export function weekdayOf(day: string): string {
  return isLocalDate(day) ? WEEKDAYS[dayOfWeek(day)] : '';
}

export function isWeekend(day: string): boolean {
  const d = dayOfWeek(day);
  return d === 0 || d === 6;
}

export interface ScheduleValues {
  date: string;
  /** A dispatcher's id, or '' for none yet. */
  riderId: string;
}

/** The checks the browser can make (the API also refuses holidays and closure days, and says so). */
export function validateSchedule(values: ScheduleValues, today: string): Partial<Record<keyof ScheduleValues, string>> {
  const { min, max } = scheduleWindow(today);
  if (!values.date) return { date: 'Choose the delivery day' };
  if (!isLocalDate(values.date)) return { date: 'Give the day as YYYY-MM-DD' };
  if (values.date < min || values.date > max) return { date: `Choose a day from today to ${SCHEDULE_AHEAD_DAYS} days ahead` };
  if (isWeekend(values.date)) return { date: `${weekdayOf(values.date)} is not a working day: choose a weekday` };
  return {};
}

export function toScheduleInput(values: ScheduleValues, ids: readonly string[]) {
  return { fulfilmentIds: [...ids], date: values.date, riderId: values.riderId || null };
}

/** A reason for the audit trail, as the API reads it: trimmed, 3 characters or more. */
export function reasonProblem(reason: string): string | undefined {
  const why = reason.trim();
  if (!why) return 'Give a reason';
  if (why.length < REASON_MIN) return 'Say why, in a few words';
  if (why.length > REASON_MAX) return `At most ${REASON_MAX} characters`;
  return undefined;
}

/** The code as typed, without spaces or dashes ('123 456' → '123456'). */
export function normaliseCode(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function codeProblem(typed: string): string | undefined {
  const code = normaliseCode(typed);
  if (!code) return "Enter the customer's code";
  if (!new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`).test(code)) return `The code is ${HANDOVER_CODE_DIGITS} digits`;
  return undefined;
}

export interface ClosureDayValues {
  day: string;
  reason: string;
}

export function validateClosureDay(values: ClosureDayValues, today: string): Partial<Record<keyof ClosureDayValues, string>> {
  const errors: Partial<Record<keyof ClosureDayValues, string>> = {};
  if (!values.day) errors.day = 'Choose the day';
  else if (!isLocalDate(values.day)) errors.day = 'Give the day as YYYY-MM-DD';
  else if (values.day < today) errors.day = 'Closure days are for today or later';
  const reason = reasonProblem(values.reason);
  if (reason) errors.reason = reason;
  return errors;
}

/** An address as lines a rider reads: the street, 'Near …' the landmark, the area. */
export function addressLines(d: Pick<Delivery, 'street' | 'landmark' | 'area'>): string[] {
  return [d.street, d.landmark ? `Near ${d.landmark}` : null, d.area].filter((l): l is string => !!l);
}
