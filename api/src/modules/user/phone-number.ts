/**
 * Nigerian mobile numbers, checked with libphonenumber-js's full metadata (the default, smaller
 * metadata cannot tell a mobile from a landline). Server-side only: the web shares profile-rules.ts,
 * and its light check keeps this 150 kB of metadata out of the customers' bundle; the server's
 * answer is shown on the phone field.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normalizeProfile, PHONE_MESSAGE, profileProblems, type FieldProblem, type ProfileFields } from './domain/profile-rules';

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

/**
 * The profile rules shared with the web, then the phone number as the server stores it
 * (234XXXXXXXXXX), or the phone field's problem. Used by sign-up and profile edits.
 */
export function checkedProfile(input: ProfileFields): { fields: ProfileFields; problems: FieldProblem[] } {
  const fields = normalizeProfile(input);
  const problems = profileProblems(fields);
  if (problems.some((p) => p.field === 'phoneNumber')) return { fields, problems };
  const mobile = toNigerianMobile(input.phoneNumber);
  if (mobile) return { fields: { ...fields, phoneNumber: mobile }, problems };
  // Kept in the fields' order (phone before address), as the forms list them.
  const at = problems.findIndex((p) => p.field === 'address');
  const problem: FieldProblem = { field: 'phoneNumber', message: PHONE_MESSAGE };
  return { fields, problems: at === -1 ? [...problems, problem] : [...problems.slice(0, at), problem, ...problems.slice(at)] };
}
