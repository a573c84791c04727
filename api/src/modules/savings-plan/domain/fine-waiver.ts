/**
 * Waiving a late fine (an admin's decision, audited). Pure.
 *
 * - The reason is required: 3 to 300 characters once trimmed, one line, no control characters
 *   (it is shown to other admins and written to the logs).
 * - A waived fine is no longer owed: its parts come off the instalments that carry them (a fine's
 *   own instalment goes). Money already paid towards those parts becomes the plan's credit, so
 *   the plan may be fully paid once the fine is gone; anything paid beyond the new total is owed
 *   back (recorded on the fine as `refundKobo`).
 */
import { controlCharactersMessage, hasControlCharacters } from '../../../common/text';

export const WAIVE_REASON_MIN = 3;
export const WAIVE_REASON_MAX = 300;

/** The trimmed reason, or the message saying why it cannot be used. */
export function waiveReason(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (hasControlCharacters(value)) return { ok: false, message: controlCharactersMessage('Reason') };
  if (value.length < WAIVE_REASON_MIN || value.length > WAIVE_REASON_MAX) {
    return { ok: false, message: `Reason must be ${WAIVE_REASON_MIN} to ${WAIVE_REASON_MAX} characters` };
  }
  return { ok: true, value };
}

/** What a schedule row carrying part of the waived fine becomes: a smaller amount, or gone when it was all fine. */
export function withoutFinePart(row: { amountKobo: number; fineKobo: number }): { amountKobo: number } | 'delete' {
  const amountKobo = row.amountKobo - row.fineKobo;
  if (amountKobo < 0) throw new RangeError('a fine part larger than its instalment');
  return amountKobo === 0 ? 'delete' : { amountKobo };
}
