/** Normalising and checking the personal details a user types. Pure; shared by sign-up and profile edits. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address?: string | null;
}

export interface FieldProblem {
  field: keyof ProfileFields;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME_MAX = 100;

/** A plausible e-mail address: something@domain.tld, no spaces, at most 254 characters. */
export function isEmailAddress(email: string): boolean {
  return EMAIL.test(email) && email.length <= 254;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Keeps digits and a leading +: "0803 123 4567" -> "08031234567". */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

export function normalizeProfile(f: ProfileFields): ProfileFields {
  const address = f.address?.trim();
  return {
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    email: normalizeEmail(f.email),
    phoneNumber: normalizePhone(f.phoneNumber),
    address: address ? address : null,
  };
}

/** Problems with already-normalised fields; empty when all is well. */
export function profileProblems(f: ProfileFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!f.firstName) problems.push({ field: 'firstName', message: 'First name is required' });
  else if (f.firstName.length > NAME_MAX) problems.push({ field: 'firstName', message: `First name must be at most ${NAME_MAX} characters` });
  if (!f.lastName) problems.push({ field: 'lastName', message: 'Last name is required' });
  else if (f.lastName.length > NAME_MAX) problems.push({ field: 'lastName', message: `Last name must be at most ${NAME_MAX} characters` });
  if (!f.email) problems.push({ field: 'email', message: 'Email is required' });
  else if (!isEmailAddress(f.email)) problems.push({ field: 'email', message: 'Enter a valid email address' });
  const digits = f.phoneNumber.replace(/^\+/, '');
  if (!digits) problems.push({ field: 'phoneNumber', message: 'Phone number is required' });
  else if (digits.length < 10 || digits.length > 14) problems.push({ field: 'phoneNumber', message: 'Enter a valid phone number, e.g. 08031234567' });
  if (f.address && f.address.length > 300) problems.push({ field: 'address', message: 'Address must be at most 300 characters' });
  return problems;
}
