import { controlCharactersMessage, hasControlCharacters } from '../../common/text';

export const REASON_MIN = 3;
export const REASON_MAX = 300;

/**
 * The reason an admin gives for a money action (waiving a fine, cancelling a plan, reverting a
 * payment): 3 to 300 characters once trimmed, one line, no control characters (it is shown to
 * other admins and written to the logs). The trimmed reason, or why it cannot be used.
 */
export function adminReason(raw: string): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (hasControlCharacters(value)) return { ok: false, message: controlCharactersMessage('Reason') };
  if (value.length < REASON_MIN || value.length > REASON_MAX) {
    return { ok: false, message: `Reason must be ${REASON_MIN} to ${REASON_MAX} characters` };
  }
  return { ok: true, value };
}
