/**
 * Nigerian mobile numbers, checked with libphonenumber-js's full metadata (the default, smaller
 * metadata cannot tell a mobile from a landline). Server-side only.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What a person may type: digits, spaces, dashes, dots, brackets and one leading +. No letters, so "call 0803…" or "0803… ext 2" is refused rather than mined for a number. */
const TYPED = /^\+?[\d\s().-]{1,30}$/;

/**
 * "0803 123 4567", "+234 803-123-4567", "2348031234567" and "8031234567" all give "2348031234567"
 * (international form without the +, as Termii takes it); null for anything that is not a valid
 * Nigerian mobile number: landlines, toll-free numbers, other countries, garbage.
 */
export function toNigerianMobile(typed: string): string | null {
  const trimmed = typed.trim();
  if (!TYPED.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, 'NG');
  if (!parsed || parsed.country !== 'NG' || !parsed.isValid() || parsed.getType() !== 'MOBILE') return null;
  return parsed.number.slice(1);
}
