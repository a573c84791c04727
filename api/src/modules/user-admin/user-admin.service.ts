import { In, MoreThan, Not, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { requireActor, requireRole, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation, rawDate } from '../../common/db';
import { AppError } from '../../common/errors';
import { likePattern, readListPage, readSearch, type ListPage } from '../../common/list-query';
import { changedFields, recordAudit } from '../audit';
import { type AuthService, PasswordResetTokenRow } from '../auth';
import { insertMarketerRecord, MarketerRow } from '../marketer';
import { BankTransferRow, PaymentMethodRow, PaymentReversalRow, PaymentRow } from '../payment';
import { FulfilmentRow, PlanAccount, SavingsPlanRow } from '../savings-plan';
import { formatKobo } from '../../common/money';
import { profileFieldsOf, type ProfileFields } from '../user/domain/profile-rules';
import { adminGuard, deactivatedIdentity, deletionOutcome, isDeactivated, pageWindow, readingDirection, readPersonSort, rolesWithPrimary, sortRoles, userSearch, type DeletionOutcome, type GuardedAction, type PersonOrder, type PersonSortField, type AdminUserQuery } from '../user/domain/user-admin-rules';
import { checkedProfile, throwIfProblems, UserRoleRow, UserRow, type UserStatusValue as UserStatus } from '../user';
import type { Role } from '../../common/roles';

/** A user as the admin console shows them. */
export interface AdminUserView {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  /** Highest first: the first is the primary role. */
  roles: Role[];
  status: UserStatus;
  registeredAt: Date;
  /** An Active savings plan. */
  hasPlanUnderWay: boolean;
  /** Any savings plan or payment: deleting deactivates the account instead (deletionOutcome). */
  hasMoneyOnRecord: boolean;
}

export interface AdminUserPage {
  items: AdminUserView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** Each sort's columns, id last so rows never tie; each has an index in that order (migrations 1764720000000, 1764760000000). */
const SORT_COLUMNS: Record<PersonSortField, string[]> = { registeredAt: ['registered_at', 'id'], name: ['first_name', 'last_name', 'id'], email: ['email'] };

/** The edit form: the profile fields and the primary role. */
export interface AdminUserFields extends ProfileFields {
  role: Role;
}

export interface NewUserFields extends ProfileFields {
  role?: Role | null;
  status?: UserStatus | null;
}

export interface DeletedUserView {
  id: string;
  outcome: DeletionOutcome;
}

const NOT_FOUND_MESSAGE = 'User not found';
const EMAIL_TAKEN_MESSAGE = 'Another account already uses this email address';
/** The field a guard's refusal is shown on, in the console's forms. */
const GUARD_FIELD: Record<GuardedAction, string> = { suspend: 'status', delete: 'id', demote: 'role' };

interface RawUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  status: UserStatus;
  registeredAt: Date | string;
  roles: string | null;
  planUnderWay: number | string;
  moneyOnRecord: number | string;
}

/**
 * The admin's management of user accounts: lists and search, create (with a set-password e-mail),
 * edit, suspend, delete. Every method needs the Admin role (the resolver says so too); every
 * change is one transaction with its audit row.
 */
export class UserAdminService {
  constructor(private readonly deps: { auth: Pick<AuthService, 'inviteToSetPassword' | 'unusablePasswordHash'> }) {}

  /** Newest first unless sorted otherwise; search matches first, last and full name, e-mail, phone (0803… or 234803…) and role name. */
  async list(ctx: RequestContext, query: AdminUserQuery = {}): Promise<AdminUserPage> {
    requireRole(ctx, 'Admin');
    const { paging, sort } = readQuery(query);
    const search = readSearch(query.search);
    return readPage(ctx.manager, paging, sort, (qb, a) => {
      if (search) matchSearch(qb, a, search);
    });
  }

  /**
   * Customers to win back: active accounts that are neither admins nor marketers (every account
   * holds a role, so these hold Customer alone) and have no plan under way (no Active plan),
   * newest first unless sorted otherwise, with the same search and sorts as the full list.
   */
  async withoutPlans(ctx: RequestContext, query: AdminUserQuery = {}): Promise<AdminUserPage> {
    requireRole(ctx, 'Admin');
    const { paging, sort } = readQuery(query);
    const search = readSearch(query.search);
    const filter = (qb: SelectQueryBuilder<UserRow>, a: string) => {
      // Both anti-joins read an index alone (migration 1764720000000): the few admins and marketers, the Active plans.
      qb.andWhere(`${a}.status = 'Active'`)
        .andWhere(`NOT EXISTS (SELECT 1 FROM user_roles ${a}o WHERE ${a}o.user_id = ${a}.id AND ${a}o.role IN ('Admin', 'Marketer'))`)
        .andWhere(`NOT EXISTS (SELECT 1 FROM savings_plans ${a}p WHERE ${a}p.user_id = ${a}.id AND ${a}p.status = 'Active')`);
      if (search) matchSearch(qb, a, search);
    };
    return readPage(ctx.manager, paging, sort, filter, search ? undefined : countWithoutPlans);
  }

  /**
   * An account made by an admin. Its password is random and forgotten; once committed, an Active
   * account's owner is e-mailed a link to set their own (a suspended one can use Forgot password
   * once reactivated).
   */
  async create(ctx: RequestContext, input: NewUserFields): Promise<AdminUserView> {
    requireRole(ctx, 'Admin');
    const { fields, problems } = checkedProfile(input);
    throwIfProblems(problems);
    const roles: Role[] = [input.role ?? 'Customer'];
    const status = input.status ?? 'Active';
    // The slow hash before the transaction, so it holds no locks meanwhile.
    const passwordHash = await this.deps.auth.unusablePasswordHash();
    const id = await ctx.manager
      .transaction(async (m) => {
        if (await m.exists(UserRow, { where: { email: fields.email } })) throw emailTaken();
        const user = m.create(UserRow, { ...fields, status, tokenVersion: 0, passwordHash, referralCodeUsed: null, registeredAt: ctx.now, updatedAt: ctx.now });
        await m.save(user);
        await grantRoles(m, ctx, user.id, roles);
        await recordAudit(m, ctx, { action: 'user.created', targetType: 'User', targetId: user.id, before: null, after: { ...fields, roles, status } });
        return user.id;
      })
      .catch(rethrowEmailTaken);
    ctx.log.info({ userId: id }, 'user created by an admin');
    if (status === 'Active') await this.deps.auth.inviteToSetPassword(ctx, id);
    return (await viewOf(ctx.manager, id))!;
  }

  /**
   * Replaces the user's details with the form's and makes `role` their primary role. Profile
   * changes and a role change are audited apart (user.updated, user.role-changed); saving the
   * form unchanged changes nothing. A role change applies to the user's next request.
   */
  async update(ctx: RequestContext, id: string, input: AdminUserFields): Promise<AdminUserView> {
    const actor = requireRole(ctx, 'Admin');
    const { fields, problems } = checkedProfile(input);
    throwIfProblems(problems);
    await ctx.manager
      .transaction(async (m) => {
        const row = await findUser(m, id);
        const current = await rolesOf(m, id);
        const roles = rolesWithPrimary(current, input.role);
        if (current.includes('Admin') && !roles.includes('Admin')) await guard(m, actor.userId, 'demote', id);
        if (fields.email !== row.email && (await m.exists(UserRow, { where: { email: fields.email, id: Not(id) } }))) throw emailTaken();
        // No address in the input (the original console's form sends none): the address is kept, not erased.
        const next = input.address === undefined ? { ...fields, address: row.address } : fields;
        const change = changedFields<ProfileFields>(profileFieldsOf(row), next);
        if (Object.keys(change.after).length) {
          await m.update(UserRow, { id }, { ...next, updatedAt: ctx.now });
          await recordAudit(m, ctx, { action: 'user.updated', targetType: 'User', targetId: id, ...change });
        }
        const removed = current.filter((r) => !roles.includes(r));
        const added = roles.filter((r) => !current.includes(r));
        if (removed.length) await m.delete(UserRoleRow, { userId: id, role: In(removed) });
        await grantRoles(m, ctx, id, added);
        if (removed.length || added.length) {
          await recordAudit(m, ctx, { action: 'user.role-changed', targetType: 'User', targetId: id, before: { roles: sortRoles(current) }, after: { roles } });
        }
      })
      .catch(rethrowEmailTaken);
    return (await viewOf(ctx.manager, id))!;
  }

  /** Suspending signs the user out everywhere at once (every token is revoked) and stops them signing in. */
  async setStatus(ctx: RequestContext, id: string, status: UserStatus): Promise<AdminUserView> {
    const actor = requireRole(ctx, 'Admin');
    await ctx.manager.transaction(async (m) => {
      const row = await findUser(m, id);
      if (status === 'Suspended') await guard(m, actor.userId, 'suspend', id);
      if (row.status === status) return;
      await m.update(UserRow, { id }, { status, updatedAt: ctx.now, ...(status === 'Suspended' ? { tokenVersion: () => 'token_version + 1' } : {}) });
      await recordAudit(m, ctx, { action: 'user.status-changed', targetType: 'User', targetId: id, before: { status: row.status }, after: { status } });
    });
    ctx.log.info({ userId: id, status }, 'user status set by an admin');
    return (await viewOf(ctx.manager, id))!;
  }

  /**
   * Deletes the account, or, when savings plans or payments are on record, deactivates it: signed
   * out and suspended, personal details replaced, saved cards removed (no more automatic debits),
   * reminders off; plans and payments are kept. The audit row holds no personal details.
   */
  async remove(ctx: RequestContext, id: string): Promise<DeletedUserView> {
    const actor = requireRole(ctx, 'Admin');
    const outcome = await ctx.manager.transaction(async (m) => {
      // The admins first, as every guarded change locks them: in one order, so no deadlock.
      await guard(m, actor.userId, 'delete', id);
      // A plan the user starts meanwhile waits for this decision (its foreign key check reads this row).
      const row = await findUser(m, id, { lock: true });
      const before = { roles: await rolesOf(m, id), status: row.status };
      const outcome = deletionOutcome({ plans: await m.count(SavingsPlanRow, { where: { userId: id } }), payments: (await m.count(PaymentRow, { where: { userId: id } })) + (await m.count(BankTransferRow, { where: { userId: id } })) });
      if (outcome === 'Deleted') {
        // Roles, reset tokens, saved cards and a marketer record go with it (ON DELETE CASCADE).
        await m.delete(UserRow, { id });
        await recordAudit(m, ctx, { action: 'user.deleted', targetType: 'User', targetId: id, before, after: null });
      } else if (!isDeactivated(row)) {
        await m.update(UserRow, { id }, { ...deactivatedIdentity(id), status: 'Suspended', emailReminders: false, smsReminders: false, tokenVersion: () => 'token_version + 1', updatedAt: ctx.now });
        await m.delete(PasswordResetTokenRow, { userId: id });
        await m.delete(PaymentMethodRow, { userId: id });
        await recordAudit(m, ctx, { action: 'user.deactivated', targetType: 'User', targetId: id, before, after: { status: 'Suspended', personalDetails: 'removed' } });
      }
      return outcome;
    });
    ctx.log.info({ userId: id, outcome }, 'user deleted by an admin');
    return { id, outcome };
  }

  /**
   * A person deleting their own account (issue 28: the app's 'Delete Account', DELETE
   * /api/Authentication/users/{their own id}; Nigeria Data Protection Act 2023, the right to
   * erasure). Refused while a plan of theirs holds money (ACCOUNT_HOLDS_MONEY, saying what to do
   * first). Otherwise, in one transaction: plans still waiting for a first payment are discarded,
   * the name, e-mail, phone, address and device token are erased, the password can no longer be
   * used, saved cards and reset links go, reminders stop, every session ends; plans and payments
   * (money records the law requires us to keep) stay, under the erased identity. Audited, with no
   * personal details in the audit row. An account with no plans and no payments is deleted outright.
   */
  async removeOwn(ctx: RequestContext): Promise<DeletedUserView> {
    const actor = requireActor(ctx);
    const id = actor.userId;
    const outcome = await ctx.manager.transaction(async (m) => {
      const row = await findUser(m, id, { lock: true });
      const holding = await moneyHeldFor(m, id);
      if (holding) throw new AppError('ACCOUNT_HOLDS_MONEY', holding);
      const before = { roles: await rolesOf(m, id), status: row.status };
      const outcome = deletionOutcome({ plans: await m.count(SavingsPlanRow, { where: { userId: id } }), payments: (await m.count(PaymentRow, { where: { userId: id } })) + (await m.count(BankTransferRow, { where: { userId: id } })) });
      if (outcome === 'Deleted') {
        await m.delete(UserRow, { id });
      } else {
        for (const plan of await m.find(SavingsPlanRow, { where: { userId: id, status: 'AwaitingFirstPayment' }, select: { id: true } })) await PlanAccount.abandon(m, plan.id, ctx.now);
        await m.update(UserRow, { id }, {
          ...deactivatedIdentity(id),
          passwordHash: DELETED_PASSWORD_HASH,
          deviceToken: null,
          deviceTokenAt: null,
          deletedAt: ctx.now,
          status: 'Suspended',
          emailReminders: false,
          smsReminders: false,
          tokenVersion: () => 'token_version + 1',
          updatedAt: ctx.now,
        });
        await m.delete(PasswordResetTokenRow, { userId: id });
        await m.delete(PaymentMethodRow, { userId: id });
      }
      await recordAudit(m, ctx, { action: 'user.self-deleted', targetType: 'User', targetId: id, before, after: { outcome, personalDetails: 'erased' } });
      return outcome;
    });
    ctx.log.info({ userId: id, outcome }, 'user deleted their own account');
    return { id, outcome };
  }
}

/** The page and the sort asked for; VALIDATION naming the field when either is wrong. */
function readQuery(query: AdminUserQuery): { paging: ListPage; sort: PersonOrder } {
  const { sort, problems } = readPersonSort(query.sort, query.direction);
  throwIfProblems(problems);
  return { paging: readListPage(query.page, query.pageSize), sort };
}

/**
 * One page of users in the asked order, in two statements whatever the page size: the count, then
 * the page. The page's ids are picked on the sort's index from the nearer end (pageWindow), then
 * only those rows get their roles and plan status.
 */
async function readPage(
  m: EntityManager,
  paging: ListPage,
  sort: PersonOrder,
  filter: (qb: SelectQueryBuilder<UserRow>, alias: string) => void,
  /** The filter's count by a cheaper road, when there is one. */
  countOf?: (m: EntityManager) => Promise<number>,
): Promise<AdminUserPage> {
  const totalCount = await (countOf ?? countMatching(filter))(m);
  const window = pageWindow(totalCount, paging.offset, paging.pageSize);
  const page = { totalCount, page: paging.page, pageSize: paging.pageSize };
  if (!window) return { items: [], ...page };
  const columns = SORT_COLUMNS[sort.field];
  const reading = readingDirection(sort.direction, window) === 'asc' ? 'ASC' : 'DESC';
  const shown = sort.direction === 'asc' ? 'ASC' : 'DESC';
  const query = details(m).innerJoin(
    (sub) => {
      const ids = sub.select('w.id', 'id').from(UserRow, 'w');
      filter(ids as SelectQueryBuilder<UserRow>, 'w');
      columns.forEach((c) => ids.addOrderBy(`w.${c}`, reading));
      return ids.offset(window.offset).limit(window.limit);
    },
    'pg',
    'pg.id = u.id',
  );
  columns.forEach((c) => query.addOrderBy(`u.${c}`, shown));
  return { items: (await query.getRawMany<RawUser>()).map(toView), ...page };
}

function countMatching(filter: (qb: SelectQueryBuilder<UserRow>, alias: string) => void) {
  return async (m: EntityManager): Promise<number> => {
    const qb = m.createQueryBuilder(UserRow, 'u').select('COUNT(*)', 'n');
    filter(qb, 'u');
    return Number((await qb.getRawOne<{ n: string | number }>())?.n ?? 0);
  };
}

/**
 * How many customers have no plan under way, counted from the small sets rather than with two
 * look-ups per user (twice as fast at 100,000 users, bench/admin-users.mjs): the active accounts,
 * less the active admins and marketers, less the other active accounts with an Active plan.
 */
async function countWithoutPlans(m: EntityManager): Promise<number> {
  const [row] = (await m.query(
    `SELECT (SELECT COUNT(*) FROM users WHERE status = 'Active')
       - (SELECT COUNT(DISTINCT r.user_id) FROM user_roles r JOIN users u ON u.id = r.user_id WHERE r.role IN ('Admin', 'Marketer') AND u.status = 'Active')
       - (SELECT COUNT(*) FROM (SELECT DISTINCT p.user_id FROM savings_plans p WHERE p.status = 'Active') ap JOIN users u ON u.id = ap.user_id
           WHERE u.status = 'Active' AND NOT EXISTS (SELECT 1 FROM user_roles o WHERE o.user_id = ap.user_id AND o.role IN ('Admin', 'Marketer'))) AS n`,
  )) as { n: string | number }[];
  return Number(row.n);
}

/** A user's row with their roles, whether a plan is under way and whether money is on record, in one statement. */
function details(m: EntityManager): SelectQueryBuilder<UserRow> {
  return m
    .createQueryBuilder(UserRow, 'u')
    .select(['u.id AS id', 'u.first_name AS firstName', 'u.last_name AS lastName', 'u.email AS email', 'u.phone_number AS phoneNumber'])
    .addSelect(['u.address AS address', 'u.status AS status', 'u.registered_at AS registeredAt'])
    .addSelect('(SELECT GROUP_CONCAT(r.role) FROM user_roles r WHERE r.user_id = u.id)', 'roles')
    .addSelect("CASE WHEN EXISTS (SELECT 1 FROM savings_plans p WHERE p.user_id = u.id AND p.status = 'Active') THEN 1 ELSE 0 END", 'planUnderWay')
    .addSelect('CASE WHEN EXISTS (SELECT 1 FROM savings_plans sp WHERE sp.user_id = u.id) OR EXISTS (SELECT 1 FROM payments y WHERE y.user_id = u.id) THEN 1 ELSE 0 END', 'moneyOnRecord');
}

async function viewOf(m: EntityManager, id: string): Promise<AdminUserView | null> {
  const row = await details(m).where('u.id = :id', { id }).getRawOne<RawUser>();
  return row ? toView(row) : null;
}

function toView(r: RawUser): AdminUserView {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phoneNumber: r.phoneNumber,
    address: r.address,
    roles: sortRoles((r.roles ?? '').split(',').filter(Boolean) as Role[]),
    status: r.status,
    registeredAt: rawDate(r.registeredAt),
    hasPlanUnderWay: Number(r.planUnderWay) === 1,
    hasMoneyOnRecord: Number(r.moneyOnRecord) === 1,
  };
}

/** The search box (see userSearch): substrings of names, e-mail, phone and role names, any letter case. */
function matchSearch(qb: SelectQueryBuilder<UserRow>, a: string, text: string): void {
  const s = userSearch(text);
  // Both databases compare LIKE without regard to letter case (MySQL's _ci collation, SQLite for ASCII).
  const like = (column: string) => `${column} LIKE :q ESCAPE '!'`;
  const any = [like(`${a}.first_name`), like(`${a}.last_name`), like(`${a}.email`)];
  if (s.spansNames) any.push(like(fullNameSql(qb, a)));
  if (s.phoneDigits) any.push(`${a}.phone_number LIKE :phone ESCAPE '!'`);
  if (s.roles.length) any.push(`EXISTS (SELECT 1 FROM user_roles ${a}s WHERE ${a}s.user_id = ${a}.id AND ${a}s.role IN (:...searchRoles))`);
  qb.andWhere(`(${any.join(' OR ')})`, { q: likePattern(s.text), phone: likePattern(s.phoneDigits ?? ''), searchRoles: s.roles });
}

function fullNameSql(qb: SelectQueryBuilder<UserRow>, a: string): string {
  return qb.connection.options.type === 'mysql' ? `CONCAT(${a}.first_name, ' ', ${a}.last_name)` : `(${a}.first_name || ' ' || ${a}.last_name)`;
}

async function findUser(m: EntityManager, id: string, opts: { lock?: boolean } = {}): Promise<UserRow> {
  const row = await m.findOne(UserRow, { where: { id }, lock: opts.lock ? forUpdate(m) : undefined });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, [{ field: 'id', message: NOT_FOUND_MESSAGE }]);
  return row;
}

async function rolesOf(m: EntityManager, userId: string): Promise<Role[]> {
  return sortRoles((await m.find(UserRoleRow, { where: { userId } })).map((r) => r.role));
}

/** Adds roles; a new marketer also gets their marketer record (referral code, default rate) unless they kept one. */
async function grantRoles(m: EntityManager, ctx: RequestContext, userId: string, roles: Role[]): Promise<void> {
  if (!roles.length) return;
  await m.insert(UserRoleRow, roles.map((role) => ({ userId, role, grantedAt: ctx.now })));
  if (roles.includes('Marketer') && !(await m.exists(MarketerRow, { where: { userId } }))) {
    await insertMarketerRecord(m, { userId, now: ctx.now, changedBy: ctx.actor?.userId ?? null });
  }
}

/**
 * Refuses self-suspension and self-deletion, and taking away the last active admin. The admins'
 * role rows are locked first, so two admins demoting or suspending each other at once are
 * decided one after the other and cannot both succeed.
 */
async function guard(m: EntityManager, actorId: string, action: GuardedAction, targetId: string): Promise<void> {
  const qb = m
    .createQueryBuilder(UserRoleRow, 'r')
    .innerJoin(UserRow, 'u', 'u.id = r.user_id')
    .select('r.user_id', 'userId')
    .addSelect('u.status', 'status')
    .where("r.role = 'Admin'")
    .orderBy('r.user_id');
  if (m.connection.options.type === 'mysql') qb.setLock('pessimistic_write');
  const active = (await qb.getRawMany<{ userId: string; status: UserStatus }>()).filter((a) => a.status === 'Active').map((a) => a.userId);
  const refusal = adminGuard(action, { actorId, targetId, targetIsActiveAdmin: active.includes(targetId), activeAdmins: active.length });
  if (refusal) throw new AppError(refusal.code, refusal.message, [{ field: GUARD_FIELD[action], message: refusal.message }]);
}

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
}

/** A concurrent sign-up or change to the same e-mail committed first: the unique index says so. */
function rethrowEmailTaken(err: unknown): never {
  throw isUniqueViolation(err) ? emailTaken() : err;
}

/** Not an argon2 hash: no password ever verifies against it, so nobody signs in as a deleted account. */
const DELETED_PASSWORD_HASH = '!deleted';

/**
 * Why the customer cannot delete their account yet, or null: a plan still open with money on it,
 * a completed plan whose pack they have not received, or a refund we still owe them by hand.
 */
async function moneyHeldFor(m: EntityManager, userId: string): Promise<string | null> {
  const open = await m.findOne(SavingsPlanRow, { where: { userId, status: In(['Active', 'AwaitingFirstPayment']), amountPaidKobo: MoreThan(0) } });
  if (open) {
    return `Your savings plan for ${open.packName} holds ${formatKobo(open.amountPaidKobo)}. Cancel it with a refund first (Your Savings Plans on your profile, or ask support), then delete your account.`;
  }
  const awaiting = await m
    .createQueryBuilder(SavingsPlanRow, 'p')
    .innerJoin(FulfilmentRow, 'f', 'f.plan_id = p.id')
    .where('p.user_id = :userId', { userId })
    .andWhere("p.status = 'Completed'")
    .andWhere("f.status NOT IN ('Delivered', 'Collected', 'Cancelled')")
    .getOne();
  if (awaiting) return `Your ${awaiting.packName} has not been delivered yet. Delete your account once you have received it (or ask support for a refund).`;
  const owed = await m
    .createQueryBuilder(PaymentReversalRow, 'r')
    .innerJoin(PaymentRow, 'x', 'x.id = r.payment_id')
    .where('x.user_id = :userId', { userId })
    .andWhere("r.kind = 'Refund' AND r.refund_status = 'owed'")
    .getCount();
  if (owed) return 'We still owe you a refund that support pays back by hand. Delete your account once you have received it.';
  // Issue 27: money a bank transfer left as credit is the customer's.
  const [credit] = (await m.query('SELECT COALESCE(SUM(amount_kobo), 0) AS balance FROM customer_credits WHERE user_id = ?', [userId])) as { balance: string | number }[];
  if (Number(credit?.balance ?? 0) > 0) return `You have ${formatKobo(Number(credit.balance))} of credit from your bank transfers. Ask support to refund it first, then delete your account.`;
  return null;
}
