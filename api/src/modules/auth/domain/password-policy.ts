/**
 * The password rules of the specification (section 5), in one place for the server, which
 * enforces them, and the web, which shows them as a live checklist. Pure: no imports.
 */
export interface PasswordRule {
  id: 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const passwordRules: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'digit', label: 'At least one number', test: (p) => /\d/.test(p) },
  { id: 'lowercase', label: 'At least one lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'At least one uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'special', label: 'At least one special character (e.g. @, #, !)', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

export interface PasswordCheck {
  id: PasswordRule['id'];
  label: string;
  met: boolean;
}

export function checkPassword(password: string): PasswordCheck[] {
  return passwordRules.map((r) => ({ id: r.id, label: r.label, met: r.test(password) }));
}

export function isPasswordValid(password: string): boolean {
  return passwordRules.every((r) => r.test(password));
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
/**
 * The same rule in the web's checklist. The list itself stays on the server (about 200 kB
 * gzipped, too heavy for customers on mobile data), so the web marks it unmet only once the
 * server has refused a password with COMMON_PASSWORD_MESSAGE.
 */
export const COMMON_PASSWORD_RULE = 'Not a common password such as Password1! (checked when you submit)';

/** Symbols people put in place of letters ("P@ssw0rd"); 1 is read both as i and as l. */
const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '3': 'e', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't' };
/**
 * A trailing run of digits and symbols with at most this many digits is the usual way to make a
 * word pass the rules ("Welcome1!", "Qwerty123!"): it is dropped before the look-up. A longer run
 * of digits (a year, as in "Lagos#2026") is kept: the list has no such words and it is not refused.
 */
const MAX_DROPPED_SUFFIX_DIGITS = 3;

function readAsLetters(s: string): string[] {
  const mapped = [...s].map((c) => LOOK_ALIKES[c] ?? c).join('');
  return [mapped.replace(/1/g, 'i'), mapped.replace(/1/g, 'l')];
}

/**
 * The forms of a password to look up in a list of common ones (lower-case words): the password
 * lower-cased, without its trailing digits and symbols, and with look-alike symbols read as
 * letters. "P@ssw0rd" and "Password1!" both give "password"; "Welcome1!" gives "welcome".
 */
export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase();
  const suffix = /[^\p{L}]+$/u.exec(lower)?.[0] ?? '';
  const digits = suffix.replace(/\D/g, '').length;
  const stem = digits <= MAX_DROPPED_SUFFIX_DIGITS ? lower.slice(0, lower.length - suffix.length) : lower;
  const forms = new Set([lower, stem, ...readAsLetters(lower), ...readAsLetters(stem)]);
  forms.delete('');
  return [...forms];
}

/** Whether any form of the password is on the list; `isListed` looks one lower-case form up. */
export function isCommonPassword(password: string, isListed: (form: string) => boolean): boolean {
  return commonPasswordForms(password).some(isListed);
}

/**
 * A sentence naming the unmet rules, for an API error, or saying the password is too common when
 * `isListed` (the server's list of common passwords) finds it. Empty when the password is valid.
 */
export function describePasswordProblems(password: string, isListed?: (form: string) => boolean): string {
  const unmet = checkPassword(password).filter((c) => !c.met).map((c) => c.label.toLowerCase());
  if (unmet.length) return `Password needs: ${unmet.join('; ')}.`;
  return isListed && isCommonPassword(password, isListed) ? COMMON_PASSWORD_MESSAGE : '';
}
