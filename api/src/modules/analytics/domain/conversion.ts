/** The share of `of` that `part` is, 0 to 1 to four decimals (12.34 %); 0 when there is nothing to share. Pure. */
export function conversionRate(part: number, of: number): number {
  if (of <= 0) return 0;
  return Math.round((part / of) * 10_000) / 10_000;
}
