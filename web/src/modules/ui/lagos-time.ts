/**
 * Moments as people in Lagos read them, whatever the phone's own time zone: '2 Dec, 14:05'.
 * Kept apart from format.ts, which every public page downloads; only the signed-in pages show times.
 */
let dayAndTime: Intl.DateTimeFormat | undefined;
let timeOnly: Intl.DateTimeFormat | undefined;

const valid = (value: string | Date) => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '2 Dec, 14:05' (Lagos time); empty for a bad value. */
export function formatLagosDateTime(value: string | Date): string {
  const d = valid(value);
  dayAndTime ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return d ? dayAndTime.format(d) : '';
}

/** '14:05' (Lagos time); empty for a bad value. */
export function formatLagosTime(value: string | Date): string {
  const d = valid(value);
  timeOnly ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return d ? timeOnly.format(d) : '';
}
