import { controlCharactersMessage, hasControlCharacters } from '../../../common/text';

export const REASON_MIN = 3;
export const REASON_MAX = 300;

/**
 * The reason an admin gives for a money action (waiving a fine, cancelling a plan, reverting a
 * payment, refunding), or the note on a manual payment: 3 to 300 characters once trimmed, one
 * line, no control characters (it is shown to other admins and written to the logs). The trimmed
 * text, or why it cannot be used. Pure: the console checks the same rule (`@domain/admin-reason`).
 */
export function adminReason(raw: string, label: 'Reason' | 'Note' = 'Reason'): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (hasControlCharacters(value)) return { ok: false, message: controlCharactersMessage(label) };
  if (value.length < REASON_MIN || value.length > REASON_MAX) {
    return { ok: false, message: `${label} must be ${REASON_MIN} to ${REASON_MAX} characters` };
  }
  return { ok: true, value };
}
