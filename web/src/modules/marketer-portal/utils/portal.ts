import { normalizeProfile, profileProblems } from '@api/modules/user/domain/profile-rules';
import type { CommissionStatus, ReferralStatus, RegisterReferredCustomerInput } from '../../../gql/marketer/graphql';

export const CUSTOMERS_PAGE_SIZE = 10;
export const COMMISSIONS_PAGE_SIZE = 10;

/** The portal's tabs, kept in the address as `/marketer?tab=…`; Customers unless another is named. */
export const PORTAL_TABS = ['customers', 'commissions'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

export function asPortalTab(value: string | null): PortalTab {
  return (PORTAL_TABS as readonly string[]).includes(value ?? '') ? (value as PortalTab) : 'customers';
}

/** 'Tunde Bakare' → 'TB'; one name → its first letter; nothing → '?'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const letters = parts.length === 1 ? parts[0].charAt(0) : parts[0].charAt(0) + parts[parts.length - 1].charAt(0);
  return letters.toUpperCase();
}


const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11' → 'Nov' (the chart's axis); `long` → 'November 2026' (what a screen reader hears). */
export function monthLabel(month: string, long = false): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const index = m ? Number(m[2]) - 1 : -1;
  if (!m || index < 0 || index > 11) return month;
  return long ? `${LONG_MONTHS[index]} ${m[1]}` : MONTHS[index];
}

/** 0.1 → '10%', 0.125 → '12.5%'. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}

/** Referral status colours: Completed green, Active blue, Pending grey (antd Tag presets). */
export function referralStatusColor(status: ReferralStatus): string {
  return status === 'Completed' ? 'green' : status === 'Active' ? 'blue' : 'default';
}

/** Commission status colours: Paid green, Approved blue, Pending gold, Reversed red. */
export function commissionStatusColor(status: CommissionStatus): string {
  return { Paid: 'green', Approved: 'blue', Pending: 'gold', Reversed: 'red' }[status] ?? 'default';
}

export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
}

/** The form's fields in screen order (a refused submit focuses the first; server field errors land on these). */
export const CUSTOMER_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'address'] as const satisfies readonly (keyof CustomerFormValues)[];

export const EMPTY_CUSTOMER: CustomerFormValues = { firstName: '', lastName: '', email: '', phoneNumber: '', address: '' };

/** Spec section 5: all five are required, by the rules sign-up uses (shared with the server); the address too. */
export function validateCustomerForm(values: CustomerFormValues): Partial<Record<keyof CustomerFormValues, string>> {
  const errors: Partial<Record<keyof CustomerFormValues, string>> = Object.fromEntries(profileProblems(normalizeProfile(values)).map((p) => [p.field, p.message]));
  if (!values.address.trim()) errors.address = 'Address is required';
  return errors;
}

export function toRegisterCustomerInput(values: CustomerFormValues): RegisterReferredCustomerInput {
  const p = normalizeProfile(values);
  return { firstName: p.firstName, lastName: p.lastName, email: p.email, phoneNumber: p.phoneNumber, address: p.address ?? '' };
}
