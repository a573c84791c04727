/**
 * The window an analytics report covers, read from the legacy query string. Pure: the clock is an
 * argument. A window is [start, end): instants, so a report is the same whatever the server's own
 * time zone; calendar dates are Lagos days.
 */
import type { FieldError } from '../../../common/errors';
import { addDays, isLocalDate, lagosDate, lagosStartOfDay } from '../../../common/time';
import { Groupings, type Grouping } from './periods';

export interface ReportWindow {
  start: Date;
  /** Exclusive. */
  end: Date;
}

export type Read<T> = { ok: true; value: T } | { ok: false; problems: FieldError[] };

/** With no dates given, a report covers the last 30 Lagos days, today included. */
export const DEFAULT_WINDOW_DAYS = 30;
/** A leap year: a year's report by day stays a few hundred rows. */
export const MAX_WINDOW_DAYS = 366;
const DAY_MS = 86_400_000;

/** YYYY-MM-DDTHH:MM[:SS[.fff]] with an optional Z or ±HH:MM. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * `startDate` and `endDate`, each a Lagos calendar date (YYYY-MM-DD; an end date counts whole) or
 * an ISO date-time (without a zone, Lagos wall-clock time). A missing end is the end of today in
 * Lagos; a missing start is 30 days before the end. Refused, naming the field: text that is no
 * such date, an end before the start, a window longer than 366 days.
 */
export function readWindow(query: { startDate?: string; endDate?: string }, now: Date): Read<ReportWindow> {
  const problems: FieldError[] = [];
  const start = readInstant(query.startDate, 'startDate', problems);
  const end = readInstant(query.endDate, 'endDate', problems);
  if (problems.length) return { ok: false, problems };
  // "Not before" compares what was given: an end date is its day's first instant, so 1 to 1 September is that whole day.
  if (start && end && end.at < start.at) return { ok: false, problems: [{ field: 'endDate', message: 'endDate must not be before startDate' }] };

  const windowEnd = end ? (end.wholeDay ? lagosStartOfDay(addDays(lagosDate(end.at), 1)) : end.at) : lagosStartOfDay(addDays(lagosDate(now), 1));
  const windowStart = start?.at ?? new Date(windowEnd.getTime() - DEFAULT_WINDOW_DAYS * DAY_MS);
  if (windowEnd < windowStart) return { ok: false, problems: [{ field: 'startDate', message: 'startDate must not be after the end of the window' }] };
  if (windowEnd.getTime() - windowStart.getTime() > MAX_WINDOW_DAYS * DAY_MS) {
    // The field the caller gave is the one to change (a lone far-back startDate, say).
    const field = query.endDate ? 'endDate' : 'startDate';
    return { ok: false, problems: [{ field, message: `The window from startDate to endDate must be at most ${MAX_WINDOW_DAYS} days` }] };
  }
  return { ok: true, value: { start: windowStart, end: windowEnd } };
}

/** `groupBy`: day (the default), week or month, in any letter case. */
export function readGrouping(text: string | undefined): Read<Grouping> {
  const value = (text ?? 'day').trim().toLowerCase();
  if ((Groupings as readonly string[]).includes(value)) return { ok: true, value: value as Grouping };
  return { ok: false, problems: [{ field: 'groupBy', message: `groupBy must be one of ${Groupings.join(', ')}` }] };
}

/** The instant given (a date's first, in Lagos), and whether it was a date, which counts whole. */
function readInstant(text: string | undefined, field: 'startDate' | 'endDate', problems: FieldError[]): { at: Date; wholeDay: boolean } | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  if (isLocalDate(value)) return { at: lagosStartOfDay(value), wholeDay: true };
  const m = DATE_TIME.exec(value);
  // The date part checked on its own: Date.parse would roll 30 February over into March.
  if (m && isLocalDate(m[1]) && Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60) {
    const at = new Date(m[5] ? value : `${value}+01:00`);
    if (!Number.isNaN(at.getTime())) return { at, wholeDay: false };
  }
  problems.push({ field, message: `${field} must be a date (YYYY-MM-DD) or an ISO date-time` });
  return undefined;
}
