/**
 * Moments as people in Lagos read them (Africa/Lagos, UTC+1 all year), whatever the server's or
 * the phone's own time zone: the one formatter of the web's screens and the api's e-mails and
 * SMS, shared through the web's `@api/common/lagos-format` entry. Pure: no clock is read unless
 * a caller passes `new Date()`.
 *
 * A bare calendar day ('2026-11-28', a due date) is that day, never shifted; an instant (a Date,
 * an ISO time, epoch milliseconds) is shown on the Lagos clock, so 23:30 UTC on 27 November reads
 * as 28 November, 00:30.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

export const LAGOS_TIME_ZONE = 'Africa/Lagos';

/** 'Nov 28, 2026' (the specification's 'MMM d, yyyy'). */
export const LAGOS_DAY = 'MMM D, YYYY';
/** 'Nov 28, 2026, 14:05'. */
export const LAGOS_DAY_TIME = 'MMM D, YYYY, HH:mm';
/** '28 Nov, 14:05' (a time this year, where space is short). */
export const LAGOS_SHORT_DAY_TIME = 'D MMM, HH:mm';
/** '14:05'. */
export const LAGOS_TIME = 'HH:mm';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
let extended = false;

export type { Moment } from './lagos-day';
import type { Moment } from './lagos-day';

/**
 * `value` in `pattern` (dayjs tokens) on the Lagos clock; '' for a missing or invalid value.
 * The plugins are added on first use, so importing this costs a page nothing until a time is shown.
 */
export function formatLagos(value: Moment, pattern: string = LAGOS_DAY): string {
  if (value === null || value === undefined || value === '') return '';
  if (!extended) {
    dayjs.extend(utc);
    dayjs.extend(timezone);
    extended = true;
  }
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const day = dayjs.utc(value);
    return day.isValid() && day.format('YYYY-MM-DD') === value ? day.format(pattern) : '';
  }
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(LAGOS_TIME_ZONE).format(pattern) : '';
}

/** 'Nov 28, 2026': the Lagos day of an instant, or a calendar day as it is (without dayjs, for the web's first screens). */
export { formatLagosDay } from './lagos-day';
/** 'Nov 28, 2026, 14:05' on the Lagos clock. */
export const formatLagosDayTime = (value: Moment): string => formatLagos(value, LAGOS_DAY_TIME);
