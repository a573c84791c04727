/**
 * The dashboard's weeks: Monday to Sunday as calendar days in Lagos (UTC+1 all year, no daylight
 * saving). Pure: the clock is an argument.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { LAGOS_UTC_OFFSET_MINUTES, type LocalDate } from '../../../common/time';

dayjs.extend(utc);

export const TREND_WEEKS = 8;

export interface LagosWeek {
  /** The Monday the week starts on, as a Lagos calendar date. */
  weekStart: LocalDate;
  /** Monday 00:00 in Lagos, as an instant (23:00 UTC on the Sunday before). */
  from: Date;
  /** The next Monday 00:00 in Lagos: the week is [from, to). */
  to: Date;
}

/** The `count` weeks ending with the one `now` falls in (which is still under way), oldest first. */
export function lastLagosWeeks(now: Date, count: number = TREND_WEEKS): LagosWeek[] {
  // Lagos wall-clock time held in a UTC dayjs, so day() and startOf('day') are Lagos's.
  const lagos = dayjs.utc(now).add(LAGOS_UTC_OFFSET_MINUTES, 'minute');
  const monday = lagos.startOf('day').subtract((lagos.day() + 6) % 7, 'day');
  const instant = (wallClock: dayjs.Dayjs) => wallClock.subtract(LAGOS_UTC_OFFSET_MINUTES, 'minute').toDate();
  return Array.from({ length: count }, (_, i) => {
    const start = monday.subtract(count - 1 - i, 'week');
    return { weekStart: start.format('YYYY-MM-DD'), from: instant(start), to: instant(start.add(1, 'week')) };
  });
}
