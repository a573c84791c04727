/**
 * Business days are calendar days in Lagos (Africa/Lagos: UTC+1 all year, no daylight saving).
 * A calendar date is a 'YYYY-MM-DD' string; the arithmetic below is plain Y-M-D arithmetic on
 * UTC dates, so it is the same on every server whatever its own time zone. Pure: no clock is read.
 */
export type LocalDate = string;

export const LAGOS_UTC_OFFSET_MINUTES = 60;
const DAY_MS = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Lagos calendar date at an instant: 23:30 UTC on 31 December is already 1 January in Lagos. */
export function lagosDate(instant: Date): LocalDate {
  return formatUtcDate(new Date(instant.getTime() + LAGOS_UTC_OFFSET_MINUTES * 60_000));
}

/** The instant a Lagos calendar day starts (00:00 in Lagos is 23:00 UTC the day before). */
export function lagosStartOfDay(date: LocalDate): Date {
  return new Date(toUtcMs(date) - LAGOS_UTC_OFFSET_MINUTES * 60_000);
}

export function isLocalDate(value: string): boolean {
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return formatUtcDate(new Date(toUtcMs(date) + days * DAY_MS));
}

/**
 * The same day `months` later, or the last day of that month when it is shorter:
 * 31 January + 1 month = 28 (or 29) February; 31 January + 2 months = 31 March.
 */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const { year, month, day } = parts(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return formatYmd(y, m, Math.min(day, daysInMonth(y, m)));
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: LocalDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

function parts(date: LocalDate): { year: number; month: number; day: number } {
  const m = LOCAL_DATE.exec(date);
  if (!m || !isLocalDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function toUtcMs(date: LocalDate): number {
  const { year, month, day } = parts(date);
  return Date.UTC(year, month - 1, day);
}

function formatUtcDate(d: Date): LocalDate {
  return formatYmd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

function formatYmd(y: number, m: number, d: number): LocalDate {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
