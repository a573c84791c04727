/**
 * The periods a report's window is cut into (Lagos days, Monday-to-Sunday weeks, calendar
 * months), and the small arithmetic on their figures. Pure.
 */
import { addDays, addMonths, dayOfWeek, lagosDate, lagosStartOfDay, type LocalDate } from '../../../common/time';

export const Groupings = ['day', 'week', 'month'] as const;
export type Grouping = (typeof Groupings)[number];

export interface Period {
  /** The period's first calendar day in Lagos (the Monday of a week, the 1st of a month), even when the window starts later. */
  period: LocalDate;
  /** The part of the period inside the window: [from, to). */
  from: Date;
  to: Date;
}

/** Users growth goes day by day up to this many days, and by week beyond. */
export const DAILY_GROWTH_MAX_DAYS = 92;
const DAY_MS = 86_400_000;

/** The window cut at Lagos midnights (and Mondays, and 1sts): consecutive, no gap, the first and last clipped to the window. */
export function periodsOf(window: { start: Date; end: Date }, groupBy: Grouping): Period[] {
  const periods: Period[] = [];
  for (let from = window.start; from.getTime() < window.end.getTime(); ) {
    const first = firstDayOf(lagosDate(from), groupBy);
    const next = lagosStartOfDay(firstDayAfter(first, groupBy));
    const to = next.getTime() < window.end.getTime() ? next : window.end;
    periods.push({ period: first, from, to });
    from = to;
  }
  return periods;
}

/** Day by day, unless the window is longer than 92 days. */
export function growthGrouping(window: { start: Date; end: Date }): Extract<Grouping, 'day' | 'week'> {
  return window.end.getTime() - window.start.getTime() > DAILY_GROWTH_MAX_DAYS * DAY_MS ? 'week' : 'day';
}

/** One row per period, in order: the figures found for period i, or zeros where nothing happened. */
export function fillPeriods<T extends object>(periods: readonly Period[], found: ReadonlyMap<number, T>, zero: T): (T & { period: LocalDate })[] {
  return periods.map((p, i) => ({ period: p.period, ...(found.get(i) ?? zero) }));
}

/** The total after each period: what came before the first, plus each period's count in turn. */
export function runningTotals(before: number, counts: readonly number[]): number[] {
  let total = before;
  return counts.map((n) => (total += n));
}

function firstDayOf(date: LocalDate, groupBy: Grouping): LocalDate {
  switch (groupBy) {
    case 'day':
      return date;
    case 'week':
      return addDays(date, -((dayOfWeek(date) + 6) % 7));
    case 'month':
      return `${date.slice(0, 8)}01`;
  }
}

function firstDayAfter(first: LocalDate, groupBy: Grouping): LocalDate {
  switch (groupBy) {
    case 'day':
      return addDays(first, 1);
    case 'week':
      return addDays(first, 7);
    case 'month':
      return addMonths(first, 1);
  }
}
