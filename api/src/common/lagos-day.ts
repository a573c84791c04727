/**
 * 'Nov 28, 2026': the Lagos day of an instant, or a calendar day as it is (see lagos-format.ts,
 * which re-exports it). Plain arithmetic, without dayjs: Lagos is UTC+1 all year, and the web's
 * plan cards, on the profile's first screen, show days but no times (issue 31: a phone's first
 * visit downloads as little script as it can).
 */
export type Moment = string | number | Date | null | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LAGOS_OFFSET_MS = 3_600_000;

/** A UTC date's day as the specification writes it ('MMM d, yyyy'). */
const dayText = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;

export function formatLagosDay(value: Moment): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? dayText(day) : '';
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? '' : dayText(new Date(ms + LAGOS_OFFSET_MS));
}
