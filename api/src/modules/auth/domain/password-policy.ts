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

/** A sentence naming the unmet rules, for an API error. Empty when the password is valid. */
export function describePasswordProblems(password: string): string {
  const unmet = checkPassword(password).filter((c) => !c.met).map((c) => c.label.toLowerCase());
  return unmet.length ? `Password needs: ${unmet.join('; ')}.` : '';
}
