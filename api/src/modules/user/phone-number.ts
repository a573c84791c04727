/**
 * The phone number of a profile, checked on the server (common/nigerian-mobile). The web shares
 * profile-rules.ts, whose light check keeps libphonenumber's metadata out of the customers'
 * bundle; the server's answer is shown on the phone field.
 */
import { toNigerianMobile } from '../../common/nigerian-mobile';
import { normalizeProfile, PHONE_MESSAGE, profileProblems, type FieldProblem, type ProfileFields } from './domain/profile-rules';

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
