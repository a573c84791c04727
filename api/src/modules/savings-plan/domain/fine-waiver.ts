/**
 * Waiving a late fine (an admin's decision, audited). Pure.
 *
 * - The reason is required (audit/domain/admin-reason.ts).
 * - A waived fine is no longer owed: its parts come off the instalments that carry them (a fine's
 *   own instalment goes). Money already paid towards those parts becomes the plan's credit, so
 *   the plan may be fully paid once the fine is gone; anything paid beyond the new total is owed
 *   back (recorded on the fine as `refundKobo`).
 */
/** What a schedule row carrying part of the waived fine becomes: a smaller amount, or gone when it was all fine. */
export function withoutFinePart(row: { amountKobo: number; fineKobo: number }): { amountKobo: number } | 'delete' {
  const amountKobo = row.amountKobo - row.fineKobo;
  if (amountKobo < 0) throw new RangeError('a fine part larger than its instalment');
  return amountKobo === 0 ? 'delete' : { amountKobo };
}
