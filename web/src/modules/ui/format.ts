import dayjs from 'dayjs';

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/**
 * Money is kept in kobo (ARCHITECTURE.md, Money and time); people see whole naira:
 * 3_600_000 kobo -> '₦36,000'. Rounded to the nearest naira; negatives keep their sign.
 */
export function formatNaira(kobo: number): string {
  const whole = Math.round(kobo / 100);
  const sign = whole < 0 ? '-' : '';
  return `${sign}₦${naira.format(Math.abs(whole))}`;
}

/** A calendar date as the specification shows it: 'Mar 5, 2025'. Empty for a missing or bad value. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('MMM D, YYYY') : '';
}
