import { In, Not, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation } from '../../common/db';
import { AppError, validationError, type FieldError } from '../../common/errors';
import { likePattern, readListPage, readSearch } from '../../common/list-query';
import { type AuditAction, changedFields, recordAudit } from '../audit';
import { type AuthService } from '../auth';
import { PaymentRow } from '../payment';
import { SavingsPlanRow } from '../savings-plan';
import { profileFieldsOf, type ProfileFields } from '../user/domain/profile-rules';
import { readPersonSort, type PersonSortField } from '../user/domain/user-admin-rules';
import type { AdminUserQuery } from '../user/domain/user-admin-rules';
import { checkedProfile, UserRoleRow, UserRow } from '../user';
import { basisPointsToRate, DEFAULT_RATE_BP, rateToBasisPoints } from './domain/commission-rate';
import { marketerDetailProblems, normalizeMarketerDetails, type MarketerDetails, type MarketerDetailsInput } from './domain/marketer-rules';
import { generateReferralCode, referralLink } from './domain/referral-code';
import { referralStatus, type ReferralStatus } from './domain/referral-status';
import { MarketerRateChangeRow } from './marketer-rate-change.entity';
import { MarketerRow, MarketerStatuses, type MarketerStatus } from './marketer.entity';

export interface RateChangeView {
  rate: number;
  changedAt: Date;
  changedByName: string | null;
}

export interface MarketerView extends MarketerDetails {
  /** The marketer's user id. */
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  /** A fraction: 0.1 = 10 %. */
  commissionRate: number;
  status: MarketerStatus;
  referralCode: string;
  referralLink: string;
  totalCustomers: number;
  /** Money the referred customers paid into their plans (payments' applied_kobo), less any payment reverted or refunded. */
  totalSalesKobo: number;
  /** The commission ledger's lifetime total, reversals netted. */
  totalCommissionKobo: number;
  /** The ledger's lines earned in the current Lagos month, reversals netted. */
  currentMonthCommissionKobo: number;
  /** When the person became a marketer. */
  registeredAt: Date;
  /** Newest first. */
  rateHistory: RateChangeView[];
}

export interface MarketerPage {
  items: MarketerView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface ReferredCustomerView {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  dateJoined: Date;
  referralStatus: ReferralStatus;
  hasActivePlan: boolean;
}

export interface ReferredCustomerPageView {
  items: ReferredCustomerView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export type UpdateMarketerFields = ProfileFields & MarketerDetailsInput;
export type CreateMarketerFields = UpdateMarketerFields & { commissionRate?: number | null };

/** Each sort's columns, the user id last so rows never tie (indexes: ix_marketers_created, ix_users_name, uq_users_email). */
const SORT_COLUMNS: Record<PersonSortField, string[]> = { registeredAt: ['k.createdAt', 'k.userId'], name: ['u.firstName', 'u.lastName', 'k.userId'], email: ['u.email'] };

const NOT_FOUND_MESSAGE = 'Marketer not found';
const ALREADY_MESSAGE = 'This person is already a marketer';
const EMAIL_TAKEN_MESSAGE = 'Another account already uses this email address';

const notFound = () => new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, [{ field: 'id', message: NOT_FOUND_MESSAGE }]);
const emailTaken = () => new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);

function refuse(problems: FieldError[]): void {
  if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
}

/** The rate as basis points, or a refusal naming `field`. */
function checkedRate(rate: number, field: string): number {
  const check = rateToBasisPoints(rate);
  if (!check.ok) throw validationError(check.message, [{ field, message: check.message }]);
  return check.basisPoints;
}

/** The person's fields by the user module's rules (phone stored as 234…), then the business details. */
function checkedFields(input: UpdateMarketerFields): { person: ProfileFields; details: MarketerDetails; problems: FieldError[] } {
  const { fields: person, problems } = checkedProfile(input);
  const details = normalizeMarketerDetails(input);
  return { person, details, problems: [...problems, ...marketerDetailProblems(details)] };
}

function pickDetails(row: MarketerRow): MarketerDetails {
  const { companyName, city, state, postalCode, country, website, socialMediaHandle } = row;
  return { companyName, city, state, postalCode, country, website, socialMediaHandle };
}

/**
 * Gives a user a marketer record with a fresh referral code, at `rateBp` (10 % unless said),
 * Active, with its first rate-history row. Used by createMarketer and by the demo seed. The code
 * is checked against the existing ones; the unique index settles the (30^8-to-1) rest.
 */
export async function insertMarketerRecord(
  m: EntityManager,
  args: { userId: string; now: Date; rateBp?: number; details?: MarketerDetails; changedBy?: string | null },
): Promise<MarketerRow> {
  let referralCode = generateReferralCode();
  while (await m.exists(MarketerRow, { where: { referralCode } })) referralCode = generateReferralCode();
  const row = m.create(MarketerRow, {
    userId: args.userId,
    referralCode,
    ...(args.details ?? normalizeMarketerDetails({})),
    commissionRateBp: args.rateBp ?? DEFAULT_RATE_BP,
    status: 'Active',
    createdAt: args.now,
    updatedAt: args.now,
  });
  await m.insert(MarketerRow, row);
  await m.insert(MarketerRateChangeRow, { marketerId: row.userId, rateBp: row.commissionRateBp, changedBy: args.changedBy ?? null, changedAt: args.now });
  return row;
}

/**
 * The admin's management of marketers: their records, commission rates (with history) and
 * status, and the customers they referred. Every method needs the Admin role (the resolver says
 * so too); every change is one transaction with its audit row.
 */
/**
 * What marketers earned, all told and in the Lagos month of `now`, by marketer id: the
 * commission feature keeps the ledger and implements this (wired in services.ts).
 */
export type MarketerEarnings = (m: EntityManager, marketerIds: string[], now: Date) => Promise<Map<string, { totalKobo: number; monthKobo: number }>>;

export class MarketerService {
  constructor(private readonly deps: { auth: Pick<AuthService, 'inviteToSetPassword' | 'unusablePasswordHash'>; publicUrl: string; earnings: MarketerEarnings }) {}

  /**
   * Newest marketers first unless sorted otherwise (by name or e-mail; see readPersonSort); search
   * matches name, e-mail, phone (0803… or 234803…), company and referral code.
   */
  async list(ctx: RequestContext, query: AdminUserQuery = {}): Promise<MarketerPage> {
    requireRole(ctx, 'Admin');
    const { sort, problems } = readPersonSort(query.sort, query.direction);
    refuse(problems);
    const paging = readListPage(query.page, query.pageSize);
    const terms = searchTerms(query.search);
    const qb = ctx.manager.createQueryBuilder(MarketerRow, 'k').innerJoin(UserRow, 'u', 'u.id = k.userId').where(HOLDS_ROLE);
    terms.forEach((term, i) => {
      qb.andWhere(
        `(LOWER(u.firstName) LIKE :t${i} ESCAPE '!' OR LOWER(u.lastName) LIKE :t${i} ESCAPE '!' OR u.email LIKE :t${i} ESCAPE '!' OR u.phoneNumber LIKE :p${i} ESCAPE '!'` +
          ` OR LOWER(k.companyName) LIKE :t${i} ESCAPE '!' OR LOWER(k.referralCode) LIKE :t${i} ESCAPE '!')`,
        { [`t${i}`]: likePattern(term), [`p${i}`]: likePattern(phoneTerm(term)) },
      );
    });
    const order = sort.direction === 'asc' ? 'ASC' : 'DESC';
    SORT_COLUMNS[sort.field].forEach((column) => qb.addOrderBy(column, order));
    const [rows, totalCount] = await qb.offset(paging.offset).limit(paging.pageSize).getManyAndCount();
    return { items: await this.views(ctx.manager, rows, ctx.now), totalCount, page: paging.page, pageSize: paging.pageSize };
  }

  /** One marketer by user id; null when there is none. */
  async get(ctx: RequestContext, id: string): Promise<MarketerView | null> {
    requireRole(ctx, 'Admin');
    return this.viewOf(ctx.manager, id, ctx.now);
  }

  /** A marketer by user id, for whoever the caller has allowed to see it; null when there is none. */
  async viewOf(m: EntityManager, id: string, now: Date): Promise<MarketerView | null> {
    const row = await findMarketer(m, id);
    return row ? (await this.views(m, [row], now))[0] : null;
  }

  /** Whether the user's marketer portal is open: their record's status is Active; null when they are no marketer. */
  async portalOpen(m: EntityManager, userId: string): Promise<boolean | null> {
    const row = await findMarketer(m, userId);
    return row ? row.status === 'Active' : null;
  }

  /** How many of the marketer's referred customers have a plan being paid. */
  async activeCustomerCount(m: EntityManager, marketer: Pick<MarketerView, 'userId' | 'referralCode'>): Promise<number> {
    return m
      .createQueryBuilder(UserRow, 'u')
      .where('u.referralCodeUsed IN (:...refs)', { refs: referenceValues(marketer) })
      .andWhere("EXISTS (SELECT 1 FROM savings_plans p WHERE p.user_id = u.id AND p.status = 'Active')")
      .getCount();
  }

  /**
   * Makes someone a marketer. An account with that e-mail is promoted: it gains the Marketer role
   * and keeps its password, roles and personal details (a former marketer also keeps their
   * referral code). Otherwise a new account (Marketer role, no usable password) is created and,
   * once committed, its owner is e-mailed a link to set a password.
   */
  async create(ctx: RequestContext, input: CreateMarketerFields): Promise<MarketerView> {
    const actor = requireRole(ctx, 'Admin');
    const { person, details, problems } = checkedFields(input);
    const rate = rateToBasisPoints(input.commissionRate ?? basisPointsToRate(DEFAULT_RATE_BP));
    if (!rate.ok) problems.push({ field: 'commissionRate', message: rate.message });
    refuse(problems);
    const rateBp = rate.ok ? rate.basisPoints : DEFAULT_RATE_BP;
    // The slow hash outside the transaction, and only when the account looks new.
    let passwordHash = (await ctx.manager.exists(UserRow, { where: { email: person.email } })) ? null : await this.deps.auth.unusablePasswordHash();

    const created = await ctx.manager
      .transaction(async (m) => {
        let user = await m.findOne(UserRow, { where: { email: person.email }, lock: forUpdate(m) });
        const promoted = !!user;
        if (!user) {
          passwordHash ??= await this.deps.auth.unusablePasswordHash();
          user = m.create(UserRow, { ...person, status: 'Active', tokenVersion: 0, passwordHash, referralCodeUsed: null, registeredAt: ctx.now, updatedAt: ctx.now });
          await m.save(user);
        }
        const hasRole = await m.exists(UserRoleRow, { where: { userId: user.id, role: 'Marketer' } });
        const former = await m.findOne(MarketerRow, { where: { userId: user.id }, lock: forUpdate(m) });
        if (former && hasRole) throw new AppError('ALREADY_MARKETER', ALREADY_MESSAGE, [{ field: 'email', message: ALREADY_MESSAGE }]);
        if (!hasRole) await m.insert(UserRoleRow, { userId: user.id, role: 'Marketer', grantedAt: ctx.now });
        const row = former ? await rejoin(m, ctx, former, { details, rateBp, changedBy: actor.userId }) : await insertMarketerRecord(m, { userId: user.id, now: ctx.now, rateBp, details, changedBy: actor.userId });
        await recordAudit(m, ctx, {
          action: 'marketer.created',
          targetType: 'Marketer',
          targetId: user.id,
          before: null,
          after: { email: user.email, promoted, rejoined: !!former, referralCode: row.referralCode, commissionRate: basisPointsToRate(rateBp), status: row.status, ...details },
        });
        return { userId: user.id, promoted };
      })
      .catch((err: unknown) => {
        // A concurrent sign-up or creation with the same e-mail committed first.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      });
    ctx.log.info({ marketerId: created.userId, promoted: created.promoted }, 'marketer created');
    if (!created.promoted) await this.deps.auth.inviteToSetPassword(ctx, created.userId);
    return (await this.get(ctx, created.userId))!;
  }

  /**
   * Replaces the marketer's details with the form's: the person's name, e-mail, phone and
   * address (the user module's rules) and the business details; an optional field left out is
   * cleared. Audited with the fields that changed; saving the form unchanged changes nothing.
   */
  async update(ctx: RequestContext, id: string, input: UpdateMarketerFields): Promise<MarketerView> {
    requireRole(ctx, 'Admin');
    const { person, details, problems } = checkedFields(input);
    refuse(problems);
    await ctx.manager
      .transaction(async (m) => {
        const row = await lockMarketer(m, id);
        const user = await m.findOneOrFail(UserRow, { where: { id }, lock: forUpdate(m) });
        if (person.email !== user.email && (await m.exists(UserRow, { where: { email: person.email, id: Not(id) } }))) throw emailTaken();
        const change = changedFields({ ...profileFieldsOf(user), ...pickDetails(row) }, { ...person, ...details });
        if (!Object.keys(change.after).length) return;
        await m.update(UserRow, { id }, { ...person, updatedAt: ctx.now });
        await m.update(MarketerRow, { userId: id }, { ...details, updatedAt: ctx.now });
        await audit(m, ctx, 'marketer.updated', id, change);
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      });
    return (await this.get(ctx, id))!;
  }

  /**
   * A new commission rate (a fraction, 0 to 0.25 in steps of 0.001) from now on: earlier
   * commissions keep the rate in effect when they were earned, so each change is kept as a
   * history row. Setting the rate it already has changes nothing.
   */
  async setCommissionRate(ctx: RequestContext, id: string, rate: number): Promise<MarketerView> {
    const actor = requireRole(ctx, 'Admin');
    const rateBp = checkedRate(rate, 'rate');
    await ctx.manager.transaction(async (m) => {
      const row = await lockMarketer(m, id);
      if (row.commissionRateBp === rateBp) return;
      await m.update(MarketerRow, { userId: id }, { commissionRateBp: rateBp, updatedAt: ctx.now });
      await m.insert(MarketerRateChangeRow, { marketerId: id, rateBp, changedBy: actor.userId, changedAt: ctx.now });
      await audit(m, ctx, 'marketer.rate-changed', id, { before: { commissionRate: basisPointsToRate(row.commissionRateBp) }, after: { commissionRate: basisPointsToRate(rateBp) } });
    });
    ctx.log.info({ marketerId: id, rateBp }, 'marketer commission rate set');
    return (await this.get(ctx, id))!;
  }

  /**
   * Active or Inactive. An inactive marketer earns no commission (the accrual checks it) and
   * cannot use the portal (it checks on every request, so this applies at once); their account
   * and its customer side are untouched.
   */
  async setStatus(ctx: RequestContext, id: string, status: MarketerStatus): Promise<MarketerView> {
    requireRole(ctx, 'Admin');
    if (!MarketerStatuses.includes(status)) throw validationError('Status must be Active or Inactive', [{ field: 'status', message: 'Status must be Active or Inactive' }]);
    await ctx.manager.transaction(async (m) => {
      const row = await lockMarketer(m, id);
      if (row.status === status) return;
      await m.update(MarketerRow, { userId: id }, { status, updatedAt: ctx.now });
      await audit(m, ctx, 'marketer.status-changed', id, { before: { status: row.status }, after: { status } });
    });
    return (await this.get(ctx, id))!;
  }

  /**
   * The customers a marketer referred: accounts registered with the marketer's referral code, or
   * with their user id (the original referral links carried it). Newest first, searchable by
   * name, e-mail and phone; each with a referral status from their savings plans.
   */
  async customers(ctx: RequestContext, id: string, search?: string | null, page?: number | string | null, pageSize?: number | string | null): Promise<ReferredCustomerPageView> {
    requireRole(ctx, 'Admin');
    return this.customersOf(ctx.manager, id, search, page, pageSize);
  }

  /** A marketer's referred customers, for whoever the caller has allowed to see them (the admin, or the marketer themself). */
  async customersOf(m: EntityManager, id: string, search?: string | null, page?: number | string | null, pageSize?: number | string | null): Promise<ReferredCustomerPageView> {
    const paging = readListPage(page, pageSize);
    const terms = searchTerms(search);
    const marketer = await findMarketer(m, id);
    if (!marketer) throw notFound();
    const qb = m.createQueryBuilder(UserRow, 'u').where('u.referralCodeUsed IN (:...refs)', { refs: referenceValues(marketer) });
    terms.forEach((term, i) => {
      qb.andWhere(`(LOWER(u.firstName) LIKE :t${i} ESCAPE '!' OR LOWER(u.lastName) LIKE :t${i} ESCAPE '!' OR u.email LIKE :t${i} ESCAPE '!' OR u.phoneNumber LIKE :p${i} ESCAPE '!')`, {
        [`t${i}`]: likePattern(term),
        [`p${i}`]: likePattern(phoneTerm(term)),
      });
    });
    const [users, totalCount] = await qb.orderBy('u.registeredAt', 'DESC').addOrderBy('u.id', 'DESC').offset(paging.offset).limit(paging.pageSize).getManyAndCount();
    const plans = users.length
      ? await m.find(SavingsPlanRow, { where: { userId: In(users.map((u) => u.id)) }, select: { userId: true, status: true } })
      : [];
    const items = users.map((u) => ({
      id: u.id,
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      phoneNumber: u.phoneNumber,
      dateJoined: u.registeredAt,
      ...referralStatus(plans.filter((p) => p.userId === u.id).map((p) => p.status)),
    }));
    return { items, totalCount, page: paging.page, pageSize: paging.pageSize };
  }

  /**
   * Views of many marketers in four statements, however many: rate histories, the people (and who
   * set the rates), customer counts with their sales, and the ledger's commission figures.
   */
  private async views(m: EntityManager, rows: MarketerRow[], now: Date): Promise<MarketerView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.userId);
    const history = await m.find(MarketerRateChangeRow, { where: { marketerId: In(ids) }, order: { changedAt: 'DESC', id: 'ASC' } });
    const people = await m.find(UserRow, { where: { id: In([...new Set([...ids, ...history.flatMap((h) => (h.changedBy ? [h.changedBy] : []))])]) } });
    const byId = new Map(people.map((u) => [u.id, u]));
    const [customers, commission] = await Promise.all([customerFigures(m, ids), this.deps.earnings(m, ids, now)]);
    return rows.map((row) => {
      const user = byId.get(row.userId)!;
      const changer = (h: MarketerRateChangeRow) => (h.changedBy && byId.has(h.changedBy) ? fullName(byId.get(h.changedBy)!) : null);
      return {
        id: row.userId,
        userId: row.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        name: fullName(user),
        email: user.email,
        phoneNumber: user.phoneNumber,
        address: user.address,
        ...pickDetails(row),
        commissionRate: basisPointsToRate(row.commissionRateBp),
        status: row.status,
        referralCode: row.referralCode,
        referralLink: referralLink(this.deps.publicUrl, row.referralCode),
        totalCustomers: customers.get(row.userId)?.count ?? 0,
        totalSalesKobo: customers.get(row.userId)?.salesKobo ?? 0,
        totalCommissionKobo: commission.get(row.userId)?.totalKobo ?? 0,
        currentMonthCommissionKobo: commission.get(row.userId)?.monthKobo ?? 0,
        registeredAt: row.createdAt,
        rateHistory: history.filter((h) => h.marketerId === row.userId).map((h) => ({ rate: basisPointsToRate(h.rateBp), changedAt: h.changedAt, changedByName: changer(h) })),
      };
    });
  }
}

function fullName(u: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

/**
 * What a referred customer's users.referral_code_used holds: the code (as typed: MySQL compares
 * case-insensitively, and the lower-case spelling covers SQLite) or, from the original links, the
 * marketer's user id. Equalities, so the column's index serves them.
 */
function referenceValues(marketer: Pick<MarketerRow, 'referralCode' | 'userId'>): string[] {
  return [marketer.referralCode, marketer.referralCode.toLowerCase(), marketer.userId];
}

/**
 * Per marketer, their referred customers and what those paid into plans: payments' applied_kobo
 * (an overpayment, owed back, is not a sale), leaving out any payment reverted or refunded.
 */
async function customerFigures(m: EntityManager, ids: string[]): Promise<Map<string, { count: number; salesKobo: number }>> {
  const rows = await m
    .createQueryBuilder(MarketerRow, 'k')
    .innerJoin(UserRow, 'u', 'u.referralCodeUsed IN (k.referralCode, LOWER(k.referralCode), k.userId)')
    .leftJoin(PaymentRow, 'p', "p.userId = u.id AND p.status = 'success' AND NOT EXISTS (SELECT 1 FROM payment_reversals rv WHERE rv.payment_id = p.id)")
    .select('k.userId', 'id')
    .addSelect('COUNT(DISTINCT u.id)', 'n')
    .addSelect('COALESCE(SUM(p.appliedKobo), 0)', 'sales')
    .where('k.userId IN (:...ids)', { ids })
    .groupBy('k.userId')
    .getRawMany<{ id: string; n: string | number; sales: string | number }>();
  return new Map(rows.map((r) => [r.id, { count: Number(r.n), salesKobo: Number(r.sales) }]));
}

/**
 * The search box's words (at most 5), each of which must match some field: "tunde bakare" finds
 * Tunde Bakare although no one field holds both.
 */
function searchTerms(search?: string | null): string[] {
  return readSearch(search)?.split(' ').slice(0, 5) ?? [];
}

/** Phones are stored as 234XXXXXXXXXX: a typed 0803… or +234… is looked for in that form. */
function phoneTerm(term: string): string {
  if (/^0\d+$/.test(term)) return `234${term.slice(1)}`;
  if (/^\+\d+$/.test(term)) return term.slice(1);
  return term;
}

/**
 * A former marketer (role taken away, record kept) made a marketer again: same referral code,
 * so earlier referrals stay theirs; the form's details, the rate (a history row when it
 * differs) and Active status.
 */
async function rejoin(m: EntityManager, ctx: RequestContext, row: MarketerRow, args: { details: MarketerDetails; rateBp: number; changedBy: string }): Promise<MarketerRow> {
  if (row.commissionRateBp !== args.rateBp) await m.insert(MarketerRateChangeRow, { marketerId: row.userId, rateBp: args.rateBp, changedBy: args.changedBy, changedAt: ctx.now });
  const values = { ...args.details, commissionRateBp: args.rateBp, status: 'Active' as const, updatedAt: ctx.now };
  await m.update(MarketerRow, { userId: row.userId }, values);
  return Object.assign(row, values);
}

/**
 * A marketer is a record whose user holds the Marketer role. Taking the role away (the users
 * admin) keeps the record, so referrals and rate history survive, but ends the marketer;
 * createMarketer brings them back.
 */
const HOLDS_ROLE = "EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = k.userId AND r.role = 'Marketer')";

/** The marketer with that user id, or null; `lock`ed on MySQL until the transaction ends. */
function findMarketer(m: EntityManager, id: string, opts: { lock?: boolean } = {}): Promise<MarketerRow | null> {
  const qb = m.createQueryBuilder(MarketerRow, 'k').where('k.userId = :id', { id }).andWhere(HOLDS_ROLE);
  if (opts.lock && forUpdate(m)) qb.setLock('pessimistic_write');
  return qb.getOne();
}

/** The marketer to change, locked; NOT_FOUND when there is none. */
async function lockMarketer(m: EntityManager, id: string): Promise<MarketerRow> {
  const row = await findMarketer(m, id, { lock: true });
  if (!row) throw notFound();
  return row;
}

async function audit(m: EntityManager, ctx: RequestContext, action: AuditAction, id: string, change: { before: object; after: object }): Promise<void> {
  await recordAudit(m, ctx, { action, targetType: 'Marketer', targetId: id, before: change.before, after: change.after });
}
