import { normalizeProfile, profileProblems } from '@api/modules/user/domain/profile-rules';
import type { Role, UserStatus } from '../../../gql/admin/graphql';

export const ROLES: readonly Role[] = ['Customer', 'Dispatcher', 'Marketer', 'Admin'];
export const STATUSES: readonly UserStatus[] = ['Active', 'Suspended'];
export const USERS_PAGE_SIZE = 10;

/** Each role's tag in the list: words on a colour (antd's preset tags keep their text at AA contrast). */
export const ROLE_TAG_COLORS: Readonly<Record<Role, string>> = { Admin: 'gold', Marketer: 'blue', Dispatcher: 'purple', Customer: 'default' };

/** What a role lets someone do, said under the form's Role field. */
export const ROLE_NOTES: Readonly<Partial<Record<Role, string>>> = {
  Dispatcher: 'A dispatcher is a rider: they can be given deliveries in the Deliveries tab, and see only those.',
};

/** A user's primary role, the one the form edits: Admin wins, then Marketer, then Dispatcher, else Customer. */
export function primaryRole(roles: readonly Role[]): Role {
  if (roles.includes('Admin')) return 'Admin';
  if (roles.includes('Marketer')) return 'Marketer';
  if (roles.includes('Dispatcher')) return 'Dispatcher';
  return 'Customer';
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  role: Role;
  status: UserStatus;
}

export const USER_FORM_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'address', 'role', 'status'] as const;

export const EMPTY_USER: UserFormValues = { firstName: '', lastName: '', email: '', phoneNumber: '', address: '', role: 'Customer', status: 'Active' };

export function userFormValues(u: { firstName: string; lastName: string; email: string; phoneNumber: string; address?: string | null; roles: readonly Role[]; status: UserStatus }): UserFormValues {
  return { firstName: u.firstName, lastName: u.lastName, email: u.email, phoneNumber: u.phoneNumber, address: u.address ?? '', role: primaryRole(u.roles), status: u.status };
}

/** The same rules as sign-up and the profile (shared with the server), so most mistakes show before sending. */
export function validateUserForm(values: UserFormValues): Partial<Record<keyof UserFormValues, string>> {
  const errors: Partial<Record<keyof UserFormValues, string>> = Object.fromEntries(profileProblems(normalizeProfile(values)).map((p) => [p.field, p.message]));
  if (!ROLES.includes(values.role)) errors.role = 'Choose a role';
  if (!STATUSES.includes(values.status)) errors.status = 'Choose a status';
  return errors;
}

/** The fields of UpdateUserInput (contract): trimmed, e-mail lower-cased, phone digits only, no address as null. */
export function toUpdateUserInput(values: UserFormValues) {
  const p = normalizeProfile(values);
  return { firstName: p.firstName, lastName: p.lastName, email: p.email, phoneNumber: p.phoneNumber, address: p.address ?? null, role: values.role };
}

/** CreateUserInput: the update fields plus the starting status. */
export function toCreateUserInput(values: UserFormValues) {
  return { ...toUpdateUserInput(values), status: values.status };
}
