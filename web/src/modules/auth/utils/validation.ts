import { isPasswordValid } from '@api/modules/auth/domain/password-policy';
import { ADULT_REQUIRED_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@api/modules/auth/domain/terms';
import { normalizeProfile, profileProblems } from '@api/modules/user/domain/profile-rules';

/**
 * The auth forms' checks (spec section 5). Each returns the inline error per field and the one
 * toast to show for a refused submit: the specification's 'Title' / message, in its order.
 */
export interface Problem {
  title: string;
  message: string;
}

export interface Validation<K extends string> {
  errors: Partial<Record<K, string>>;
  problem: Problem | null;
}

const blank = (s: string | undefined) => !s || !s.trim();

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(v: LoginValues): Validation<keyof LoginValues> {
  const errors: Validation<keyof LoginValues>['errors'] = {};
  if (blank(v.email)) errors.email = 'Email is required';
  if (!v.password) errors.password = 'Password is required';
  const problem = errors.email || errors.password ? { title: 'Missing information', message: 'Please enter both email and password' } : null;
  return { errors, problem };
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  password: string;
  confirmPassword: string;
  /** "I am 18 or older" (the Terms' minimum age; the server refuses sign-up without it). */
  confirmedAdult: boolean;
  acceptTerms: boolean;
  referralCode: string;
}

export const registerFieldOrder = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'address',
  'referralCode',
  'password',
  'confirmPassword',
  'confirmedAdult',
  'acceptTerms',
] as const satisfies readonly (keyof RegisterValues)[];

const REQUIRED_LABELS = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phoneNumber: 'Phone number is required',
  address: 'Address is required',
  password: 'Password is required',
} as const;

export function validateRegister(v: RegisterValues): Validation<keyof RegisterValues> {
  const errors: Validation<keyof RegisterValues>['errors'] = {};
  let missing = false;
  for (const [field, message] of Object.entries(REQUIRED_LABELS) as [keyof typeof REQUIRED_LABELS, string][]) {
    if (blank(v[field])) {
      errors[field] = message;
      missing = true;
    }
  }
  // Format checks shared with the server, for the fields that are filled in.
  for (const p of profileProblems(normalizeProfile(v))) {
    if (!errors[p.field]) errors[p.field] = p.message;
  }
  if (v.referralCode.trim().length > 64) errors.referralCode = 'Referral code must be at most 64 characters';
  const passwordInvalid = !!v.password && !isPasswordValid(v.password);
  if (passwordInvalid) errors.password = 'Password does not meet all the requirements below';
  const mismatch = v.password !== v.confirmPassword;
  if (mismatch) errors.confirmPassword = v.confirmPassword ? "The passwords you entered don't match" : 'Please confirm your password';
  if (!v.confirmedAdult) errors.confirmedAdult = ADULT_REQUIRED_MESSAGE;
  if (!v.acceptTerms) errors.acceptTerms = TERMS_REQUIRED_MESSAGE;

  let problem: Problem | null = null;
  if (missing) problem = { title: 'Missing information', message: 'Please fill in all required fields' };
  else if (!v.confirmedAdult) problem = { title: 'Age confirmation', message: ADULT_REQUIRED_MESSAGE };
  else if (!v.acceptTerms) problem = { title: 'Terms and Conditions', message: TERMS_REQUIRED_MESSAGE };
  else if (passwordInvalid) problem = { title: 'Invalid password', message: 'Please ensure your password meets all requirements' };
  else if (mismatch) problem = { title: 'Password mismatch', message: "The passwords you entered don't match" };
  return { errors, problem };
}

export interface ForgotValues {
  email: string;
}

export function validateForgot(v: ForgotValues): Validation<keyof ForgotValues> {
  if (blank(v.email)) return { errors: { email: 'Email is required' }, problem: { title: 'Email required', message: 'Please enter your email address' } };
  return { errors: {}, problem: null };
}

export interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

export function validateReset(v: ResetValues): Validation<keyof ResetValues> {
  const errors: Validation<keyof ResetValues>['errors'] = {};
  if (!v.newPassword) errors.newPassword = 'New password is required';
  else if (!isPasswordValid(v.newPassword)) errors.newPassword = 'Password does not meet all the requirements below';
  const mismatch = v.newPassword !== v.confirmPassword;
  if (mismatch) errors.confirmPassword = v.confirmPassword ? "Passwords don't match" : 'Please confirm your password';
  let problem: Problem | null = null;
  if (errors.newPassword) problem = { title: 'Invalid password', message: 'Please ensure your password meets all requirements' };
  else if (mismatch) problem = { title: "Passwords don't match", message: 'Please make sure your passwords match.' };
  return { errors, problem };
}
