import { normalizeProfile, profileProblems } from '@api/modules/user/domain/profile-rules';
import type { CreateMarketerInput, MarketerFieldsFragment, ReferralStatus, UpdateMarketerInput } from '../../../gql/admin/graphql';

export const MARKETERS_PAGE_SIZE = 10;
export const CUSTOMERS_PAGE_SIZE = 10;

/** Section 5 and 9: 0 to 25 % in steps of 0.1 %, 10 % unless set; the API takes a fraction (0.1 = 10 %). */
export const MIN_RATE_PERCENT = 0;
export const MAX_RATE_PERCENT = 25;
export const RATE_STEP_PERCENT = 0.1;
export const DEFAULT_RATE_PERCENT = 10;
export const RATE_RANGE_MESSAGE = 'Commission rate must be from 0% to 25%';
export const RATE_STEP_MESSAGE = 'Commission rate must be in steps of 0.1%';

/** The problem with a typed percentage, or null when it is a rate an admin may set. */
export function ratePercentProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Commission rate is required';
  const percent = Number(trimmed);
  if (!Number.isFinite(percent) || percent < MIN_RATE_PERCENT || percent > MAX_RATE_PERCENT) return RATE_RANGE_MESSAGE;
  // Tenths of a percent, allowing for floating-point noise (12.3 × 10 = 123.00000000000001).
  if (Math.abs(percent * 10 - Math.round(percent * 10)) > 1e-9) return RATE_STEP_MESSAGE;
  return null;
}

/** A valid percentage as the fraction the API stores: '12.5' → 0.125 (exact to a tenth of a percent). */
export function percentToFraction(text: string): number {
  return Math.round(Number(text.trim()) * 10) / 1000;
}

/** 0.125 → '12.5': what the form shows for a stored rate. */
export function fractionToPercentText(rate: number): string {
  return String(Math.round(rate * 1000) / 10);
}

/** 0.125 → '12.5%' */
export function formatRate(rate: number): string {
  return `${fractionToPercentText(rate)}%`;
}

export interface MarketerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  website: string;
  socialMediaHandle: string;
  /** A percentage as typed, e.g. '10' (Add Marketer only; a rate change has its own dialog). */
  commissionRate: string;
}

/** The form's fields in screen order (errors focus the first; server field errors land on these). */
export const MARKETER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'companyName',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'website',
  'socialMediaHandle',
  'commissionRate',
] as const;

const DETAILS = ['companyName', 'address', 'city', 'state', 'postalCode', 'country', 'website', 'socialMediaHandle'] as const;

export const EMPTY_MARKETER: MarketerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  website: '',
  socialMediaHandle: '',
  commissionRate: String(DEFAULT_RATE_PERCENT),
};

export function marketerFormValues(m: MarketerFieldsFragment): MarketerFormValues {
  const values = { ...EMPTY_MARKETER, firstName: m.firstName, lastName: m.lastName, email: m.email, phoneNumber: m.phoneNumber, commissionRate: fractionToPercentText(m.commissionRate) };
  for (const field of DETAILS) values[field] = m[field] ?? '';
  return values;
}

/**
 * The person's fields by the rules sign-up uses (shared with the server); the rate on Add
 * Marketer. The business details are checked by the server, whose messages land on the fields.
 */
export function validateMarketerForm(values: MarketerFormValues, opts: { withRate: boolean }): Partial<Record<keyof MarketerFormValues, string>> {
  const errors: Partial<Record<keyof MarketerFormValues, string>> = Object.fromEntries(profileProblems(normalizeProfile(values)).map((p) => [p.field, p.message]));
  if (opts.withRate) {
    const rate = ratePercentProblem(values.commissionRate);
    if (rate) errors.commissionRate = rate;
  }
  return errors;
}

/** UpdateMarketerInput: the person normalised as on sign-up; a blank detail is sent as null (cleared). */
export function toUpdateMarketerInput(values: MarketerFormValues): UpdateMarketerInput {
  const p = normalizeProfile(values);
  const input: UpdateMarketerInput = { firstName: p.firstName, lastName: p.lastName, email: p.email, phoneNumber: p.phoneNumber };
  for (const field of DETAILS) input[field] = values[field].trim() || null;
  return input;
}

export function toCreateMarketerInput(values: MarketerFormValues): CreateMarketerInput {
  return { ...toUpdateMarketerInput(values), commissionRate: percentToFraction(values.commissionRate) };
}

/** Referral status colours: Completed green, Active blue, Pending grey (antd Tag presets). */
export function referralStatusColor(status: ReferralStatus): string {
  return status === 'Completed' ? 'green' : status === 'Active' ? 'blue' : 'default';
}
