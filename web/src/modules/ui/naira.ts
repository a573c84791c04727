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
