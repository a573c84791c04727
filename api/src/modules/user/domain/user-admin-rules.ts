/**
 * The rules of managing users from the admin console: which role is a user's main one, who may be
 * suspended, demoted or deleted, whether a deletion keeps the account (deactivated) or removes it,
 * how a search box's text is read, and which window of rows a page is. Pure.
 */
import type { Role, UserStatus } from '../user.entity';

/** Highest first: a user's primary role is the highest one they hold. */
const ROLE_RANK: Readonly<Record<Role, number>> = { Customer: 0, Dispatcher: 1, Marketer: 2, Admin: 3 };
const ROLES = Object.keys(ROLE_RANK) as Role[];
const STATUSES: readonly UserStatus[] = ['Active', 'Suspended'];

/** Admin, then Marketer, then Dispatcher, then Customer. */
export function sortRoles(roles: readonly Role[]): Role[] {
  return [...new Set(roles)].sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a]);
}

/** The role the console shows and edits: the highest held (Customer for none). */
export function primaryRole(roles: readonly Role[]): Role {
  return sortRoles(roles)[0] ?? 'Customer';
}

/**
 * The roles after making `primary` the primary role: roles above it are taken away, it is added,
 * lower ones stay (a marketer who also saves keeps Customer). Admin+Customer made Marketer is
 * Marketer+Customer; Customer made Admin is Admin+Customer; Marketer made Customer is Customer.
 */
export function rolesWithPrimary(current: readonly Role[], primary: Role): Role[] {
  return sortRoles([...current.filter((r) => ROLE_RANK[r] < ROLE_RANK[primary]), primary]);
}

/** A role or status as the legacy API sends it: any letter case ('suspended'), else null. */
export function parseRole(value: unknown): Role | null {
  return typeof value === 'string' ? (ROLES.find((r) => r.toLowerCase() === value.trim().toLowerCase()) ?? null) : null;
}

export function parseStatus(value: unknown): UserStatus | null {
  return typeof value === 'string' ? (STATUSES.find((s) => s.toLowerCase() === value.trim().toLowerCase()) ?? null) : null;
}

export type GuardedAction = 'suspend' | 'delete' | 'demote';

export interface GuardFacts {
  actorId: string;
  targetId: string;
  /** The target holds Admin and is Active (before the change). */
  targetIsActiveAdmin: boolean;
  /** Active admins before the change, the target included. */
  activeAdmins: number;
}

export interface GuardRefusal {
  code: 'SELF_ACTION' | 'LAST_ADMIN';
  message: string;
}

const SELF_MESSAGE: Record<Exclude<GuardedAction, 'demote'>, string> = {
  suspend: 'You cannot suspend your own account',
  delete: 'You cannot delete your own account',
};
const LAST_ADMIN_MESSAGE: Record<GuardedAction, string> = {
  suspend: 'This is the last active admin: make someone else an admin before suspending them',
  delete: 'This is the last active admin: make someone else an admin before deleting them',
  demote: 'This is the last active admin: make someone else an admin before changing their role',
};

/**
 * Why an action on a user must not happen, or null. An admin never suspends or deletes themself
 * (they would lock themself out mid-session); nobody takes away the last active admin, so the
 * console always has someone to run it. Demoting oneself is allowed while another admin remains.
 */
export function adminGuard(action: GuardedAction, facts: GuardFacts): GuardRefusal | null {
  if (action !== 'demote' && facts.actorId === facts.targetId) return { code: 'SELF_ACTION', message: SELF_MESSAGE[action] };
  if (facts.targetIsActiveAdmin && facts.activeAdmins <= 1) return { code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE[action] };
  return null;
}

export type DeletionOutcome = 'Deleted' | 'Deactivated';

/**
 * A user with any savings plan or payment is deactivated, not deleted: payments are a ledger that
 * is never deleted, and a plan's issued checkout may still be paid and must find its plan and
 * customer. Anyone else is deleted outright.
 */
export function deletionOutcome(record: { plans: number; payments: number }): DeletionOutcome {
  return record.plans > 0 || record.payments > 0 ? 'Deactivated' : 'Deleted';
}

/** What a deactivated user's personal details become: nothing that identifies the person. */
export function deactivatedIdentity(userId: string) {
  return { firstName: 'Deleted', lastName: 'user', email: `deleted+${userId}@invalid`, phoneNumber: '', address: null };
}

export function isDeactivated(user: { id: string; email: string }): boolean {
  return user.email === deactivatedIdentity(user.id).email;
}

export interface UserSearch {
  /** The text as typed (already trimmed, spaces collapsed, lower-cased), matched as a substring. */
  text: string;
  /** Only when the text spans a space: matched against "first last" as well. */
  spansNames: boolean;
  /** Digits to find in stored phone numbers (234XXXXXXXXXX), when the text looks like a phone number. */
  phoneDigits: string | null;
  /** The roles whose names contain the text ("admin" → Admin, "er" → Marketer and Customer). */
  roles: Role[];
}

/** Digits, spaces, dashes, dots, brackets and one leading +: something typed as (part of) a phone number. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * How the users list reads its search box (the text comes from readSearch). A phone number is
 * stored as 234XXXXXXXXXX, so "0803 123" is looked for as "234803123" and "+234 803" as
 * "234803"; digits without the leading 0 ("803 12") are matched as they are.
 */
export function userSearch(text: string): UserSearch {
  let phoneDigits: string | null = null;
  if (PHONE_LIKE.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits) phoneDigits = digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
  }
  return { text, spansNames: text.includes(' '), phoneDigits, roles: ROLES.filter((r) => r.toLowerCase().includes(text)) };
}

/**
 * Which rows a page is, read from the nearer end: a page past the middle is read oldest-first and
 * reversed, so the last page costs what the first does instead of skipping every row before it.
 * Null when the page is past the end (no rows to read).
 */
export function pageWindow(total: number, offset: number, pageSize: number): { order: 'DESC' | 'ASC'; offset: number; limit: number } | null {
  if (offset >= total) return null;
  const limit = Math.min(pageSize, total - offset);
  const fromEnd = total - offset - limit;
  return fromEnd < offset ? { order: 'ASC', offset: fromEnd, limit } : { order: 'DESC', offset, limit };
}

/**
 * The legacy form's single `name` as first and last name: the first word, then the rest. One
 * word gives no last name (and the profile rules then ask for one).
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** What the admin's people lists (users, users without plans, marketers) can be ordered by. */
export const PERSON_SORTS = ['registeredAt', 'name', 'email'] as const;
export type PersonSortField = (typeof PERSON_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
export interface PersonOrder {
  field: PersonSortField;
  direction: SortOrder;
}

const SORT_ALIASES: Readonly<Record<string, PersonSortField>> = { registeredat: 'registeredAt', registrationdate: 'registeredAt', name: 'name', email: 'email' };

/**
 * The sort asked for, by name in any letter case (the legacy `registrationDate` too). By default
 * the newest registration first (spec section 9); name and e-mail run A to Z unless asked.
 */
export function readPersonSort(field?: string | null, direction?: string | null): { sort: PersonOrder; problems: { field: string; message: string }[] } {
  const problems: { field: string; message: string }[] = [];
  const asked = field?.trim() ? SORT_ALIASES[field.trim().toLowerCase()] : 'registeredAt';
  if (!asked) problems.push({ field: 'sortBy', message: `sortBy must be one of ${PERSON_SORTS.join(', ')}` });
  const sortField = asked ?? 'registeredAt';
  const order = direction?.trim().toLowerCase() || (sortField === 'registeredAt' ? 'desc' : 'asc');
  if (order !== 'asc' && order !== 'desc') problems.push({ field: 'sortOrder', message: 'sortOrder must be asc or desc' });
  return { sort: { field: sortField, direction: order === 'asc' ? 'asc' : 'desc' }, problems };
}

/** The direction a page's ids are read in: the sort's own from the start, the reverse from the end (pageWindow's 'ASC'). */
export function readingDirection(sort: SortOrder, window: { order: 'DESC' | 'ASC' }): SortOrder {
  if (window.order === 'DESC') return sort;
  return sort === 'asc' ? 'desc' : 'asc';
}

/** What the admin's people lists (users, users without plans, marketers) take: a search, a page, a sort. */
export interface AdminUserQuery {
  search?: string | null;
  page?: number | string | null;
  pageSize?: number | string | null;
  /** registeredAt (default), name or email; see readPersonSort. */
  sort?: string | null;
  /** asc or desc; by default desc for registeredAt, asc otherwise. */
  direction?: string | null;
}
