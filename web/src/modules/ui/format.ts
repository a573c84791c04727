/**
 * Money is kept in kobo (ARCHITECTURE.md, Money and time); people see whole naira:
 * 3_600_000 kobo -> '₦36,000'. Rounded to the nearest naira; negatives keep their sign.
 */
export function formatNaira(kobo: number): string {
  const whole = Math.round(kobo / 100);
  const sign = whole < 0 ? '-' : '';
  // Grouped by hand: the first Intl formatter a page makes loads its locale's data, some 35 ms
  // of a phone's main thread on the home page, for commas.
  return `${sign}₦${String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

let shortDate: Intl.DateTimeFormat | undefined;

/**
 * A calendar date as the specification shows it: 'Mar 5, 2025'. Empty for a missing or bad value.
 * Intl rather than dayjs: formatNaira shares this module, and it is on the home page's first
 * download; the formatter is made on first use, as the public pages show no dates.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // A bare 'YYYY-MM-DD' is a calendar day here, not midnight UTC.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : value instanceof Date ? value : new Date(value);
  shortDate ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return Number.isNaN(d.getTime()) ? '' : shortDate.format(d);
}
