import { randomUUID } from 'node:crypto';
import { In, IsNull, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { requireRole, type RequestContext } from '../../../common/context';
import { moneyTransaction, rawDate } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { likePattern, readListPage, readSearch } from '../../../common/list-query';
import { addDays, isLocalDate, lagosDate } from '../../../common/time';
import { recordAudit } from '../../audit';
import { FoodPackRow } from '../../food-pack';
import { pageWindow, userSearch } from '../../user/domain/user-admin-rules';
import { UserRow } from '../../user';
import { nextStatus, PlanStatuses, type PlanStatus } from '../domain/plan-state';
import { chooseFulfilment, planNotFound } from '../domain/plan-rules';
import { buildSchedule, PaymentFrequencies, type PaymentFrequency } from '../domain/schedule';
import { PlanFineRow } from '../account/plan-fine.entity';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../account/savings-plan.entity';
import { scheduleView, type ScheduleView } from '../plans/savings-plan.views';
import { PlanAccount } from '../account/plan-account';
import { finesOwedKobo } from '../domain/late-fines';
import { priceLock, type PriceLock } from '../domain/price-lock';
import { refundProblem } from '../domain/refund-eligibility';
import { type LedgerPaymentView, type PlanPayments } from '../plans/plan-payments';
import { type PlanDependents } from './plan-dependents';

export type AdminPlanSortField = 'startDate' | 'createdAt' | 'totalAmount' | 'amountPaid';

export interface AdminPlanQuery {
  filter: { startFrom?: string | null; startTo?: string | null; status?: PlanStatus | null; search?: string | null };
  sort?: AdminPlanSortField;
  direction?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface AdminPlanRow {
  id: string;
  userId: string;
  userFullName: string;
  userPhoneNumber: string;
  userAddress: string | null;
  foodPackId: string;
  foodPackName: string;
  totalAmountKobo: number;
  amountPaidKobo: number;
  status: PlanStatus;
  startDate: string;
  createdAt: Date;
  lastPaymentAt: Date | null;
  hasPayments: boolean;
  /** The price-lock certificate (domain/price-lock): a plan still being paid whose pack costs more today; null otherwise. */
  priceLock: PriceLock | null;
}

export interface AdminPlanPage {
  items: AdminPlanRow[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface PlanScheduleDetails {
  planId: string;
  userId: string;
  customerName: string;
  customerPhoneNumber: string;
  foodPackName: string;
  status: PlanStatus;
  totalAmountKobo: number;
  finesKobo: number;
  amountPaidKobo: number;
  schedules: ScheduleView[];
  payments: LedgerPaymentView[];
  cancelReason: string | null;
  refundProblem: string | null;
}

export interface CreatePlanForUserInput {
  userId: string;
  foodPackId: string;
  frequency: string;
  durationMonths: number;
  startDate?: string | null;
}

/** Each sort has an index that fits it (with id as the tie-break), so any page reads a few index entries. */
const SORT_COLUMNS: Record<AdminPlanSortField, string> = {
  startDate: 'p.start_date',
  createdAt: 'p.created_at',
  totalAmount: 'p.price_kobo',
  amountPaid: 'p.amount_paid_kobo',
};

/** How far back an admin may start a plan (a customer who saved in cash before) and how far ahead. */
export const BACKDATE_LIMIT_DAYS = 366;
export const FORWARD_LIMIT_DAYS = 90;


/**
 * The console's Savings Plans tab (spec section 2): the list, a plan's schedule, starting a plan
 * for a customer, cancelling and deleting. Admin only. Money is never destroyed: a plan that ever
 * received a payment is cancelled (with a reason, audited), and only one that never did is deleted.
 */
export class PlanAdminService {
  constructor(private readonly deps: { payments: PlanPayments; dependents: PlanDependents[] }) {}

  /**
   * One page: a count, the page's ids read along the sort's index (from the nearer end, so the
   * last page costs what the first does), then those rows with their customer and last payment.
   * Three statements whatever the page size.
   */
  async list(ctx: RequestContext, query: AdminPlanQuery): Promise<AdminPlanPage> {
    requireRole(ctx, 'Admin');
    const { page, pageSize, offset } = readListPage(query.page, query.pageSize);
    const filter = readFilter(query.filter);
    const m = ctx.manager;
    const customers = filter.search ? await matchingCustomers(m, filter.search) : undefined;
    if (customers?.length === 0) return { items: [], totalCount: 0, page, pageSize };
    const filtered = () => applyFilter(m.createQueryBuilder(SavingsPlanRow, 'p'), filter, customers);

    const totalCount = await filtered().getCount();
    const window = pageWindow(totalCount, offset, pageSize);
    if (!window) return { items: [], totalCount, page, pageSize };
    const column = SORT_COLUMNS[query.sort ?? 'startDate'];
    const asked = (query.direction ?? 'desc').toUpperCase() as 'ASC' | 'DESC';
    const direction = window.order === 'DESC' ? asked : asked === 'DESC' ? 'ASC' : 'DESC';
    const ids = await filtered().select('p.id', 'id').orderBy(column, direction).addOrderBy('p.id', direction).offset(window.offset).limit(window.limit).getRawMany<{ id: string }>();
    const order = ids.map((r) => r.id);
    if (window.order === 'ASC') order.reverse();
    const rows = await planRows(m, order);
    return { items: order.map((id) => rows.get(id)!).filter(Boolean), totalCount, page, pageSize };
  }

  async schedule(ctx: RequestContext, planId: string): Promise<PlanScheduleDetails | null> {
    requireRole(ctx, 'Admin');
    const m = ctx.manager;
    const plan = await m.findOne(SavingsPlanRow, { where: { id: planId } });
    if (!plan) return null;
    const [user, schedules, payments, fines, fulfilment] = await Promise.all([
      m.findOneOrFail(UserRow, { where: { id: plan.userId } }),
      m.find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } }),
      this.deps.payments.ledgerOf(m, planId),
      m.find(PlanFineRow, { where: { planId } }),
      m.findOne(FulfilmentRow, { where: { planId } }),
    ]);
    const today = lagosDate(ctx.now);
    return {
      planId: plan.id,
      userId: plan.userId,
      customerName: `${user.firstName} ${user.lastName}`.trim(),
      customerPhoneNumber: user.phoneNumber,
      foodPackName: plan.packName,
      status: plan.status,
      totalAmountKobo: plan.priceKobo,
      finesKobo: finesOwedKobo(fines),
      amountPaidKobo: plan.amountPaidKobo,
      schedules: schedules.map((s) => scheduleView(s, today)),
      payments,
      cancelReason: plan.cancelReason,
      refundProblem: refundProblem(plan, fulfilment, ctx.now),
    };
  }

  /**
   * A plan for a customer, on the pack's current price, Active at once: the admin vouches for it,
   * so it is not discarded for want of a first card payment. Manual payments; delivery to the
   * customer's address when it is in Lagos, else pickup (the customer can change either until the
   * pack leaves). The start date may be in the past (a
   * customer who saved in cash before): its instalments already due show as Overdue until recorded.
   */
  async createForUser(ctx: RequestContext, input: CreatePlanForUserInput): Promise<AdminPlanRow> {
    requireRole(ctx, 'Admin');
    const today = lagosDate(ctx.now);
    const startDate = input.startDate?.trim() || today;
    const problems = [];
    if (!(PaymentFrequencies as readonly string[]).includes(input.frequency)) problems.push({ field: 'frequency', message: `Frequency must be one of ${PaymentFrequencies.join(', ')}` });
    if (!isLocalDate(startDate)) problems.push({ field: 'startDate', message: 'Start date must be a calendar date (YYYY-MM-DD)' });
    else if (startDate < addDays(today, -BACKDATE_LIMIT_DAYS) || startDate > addDays(today, FORWARD_LIMIT_DAYS)) {
      problems.push({ field: 'startDate', message: `Start date must be within a year before today and ${FORWARD_LIMIT_DAYS} days after it` });
    }
    if (problems.length) throw validationError(problems[0].message, problems);

    const [user, pack] = await Promise.all([
      ctx.manager.findOne(UserRow, { where: { id: input.userId } }),
      ctx.manager.findOne(FoodPackRow, { where: { id: input.foodPackId, retiredAt: IsNull() } }),
    ]);
    if (!user || user.status !== 'Active') throw new AppError('NOT_FOUND', 'User not found', [{ field: 'userId', message: 'User not found' }]);
    if (!pack) throw new AppError('NOT_FOUND', 'Food pack not found', [{ field: 'foodPackId', message: 'Food pack not found' }]);
    const schedule = buildSchedule({ priceKobo: pack.priceKobo, frequency: input.frequency, durationMonths: input.durationMonths, startDate });
    if (!schedule.ok) throw validationError(schedule.problems.map((p) => p.message).join('. '), schedule.problems);

    const plan = await moneyTransaction(ctx.manager, async (m) => {
      const row = m.create(SavingsPlanRow, {
        id: randomUUID(),
        userId: user.id,
        foodPackId: pack.id,
        packName: pack.name,
        priceKobo: pack.priceKobo,
        instalmentKobo: schedule.instalments[0].amountKobo,
        frequency: input.frequency as PaymentFrequency,
        durationMonths: input.durationMonths,
        instalmentCount: schedule.instalments.length,
        startDate,
        paymentPreference: 'manual',
        // On by default, as for a plan the customer starts (issue 29); the customer's channels decide how.
        remindersEnabled: true,
        status: nextStatus('AwaitingFirstPayment', 'firstPayment')!,
        cancelReason: null,
        amountPaidKobo: 0,
        ...deliveryTo(user.address),
        createdAt: ctx.now,
        updatedAt: ctx.now,
        activatedAt: ctx.now,
        completedAt: null,
        cancelledAt: null,
      });
      await PlanAccount.open(m, row, schedule.instalments);
      await recordAudit(m, ctx, {
        action: 'plan.created-for-user',
        targetType: 'SavingsPlan',
        targetId: row.id,
        after: { userId: user.id, foodPackId: pack.id, priceKobo: pack.priceKobo, frequency: row.frequency, durationMonths: row.durationMonths, startDate },
      });
      return row;
    });
    ctx.log.info({ planId: plan.id, userId: user.id, foodPackId: pack.id }, 'plan created for a customer by an admin');
    return (await planRows(ctx.manager, [plan.id])).get(plan.id)!;
  }

  /** The instalments of a page of plans, in sequence order, by plan id: one query whatever the page size. */
  async schedulesOf(ctx: RequestContext, planIds: readonly string[]): Promise<Map<string, ScheduleView[]>> {
    requireRole(ctx, 'Admin');
    const bySchedule = new Map<string, ScheduleView[]>(planIds.map((id) => [id, []]));
    if (!planIds.length) return bySchedule;
    const today = lagosDate(ctx.now);
    const rows = await ctx.manager.find(PaymentScheduleRow, { where: { planId: In([...planIds]) }, order: { planId: 'ASC', sequence: 'ASC' } });
    for (const row of rows) bySchedule.get(row.planId)?.push(scheduleView(row, today));
    return bySchedule;
  }

  /** One plan as the console's list shows it (after a change made elsewhere, e.g. a cancellation). */
  async row(ctx: RequestContext, planId: string): Promise<AdminPlanRow> {
    requireRole(ctx, 'Admin');
    const row = (await planRows(ctx.manager, [planId])).get(planId);
    if (!row) throw planNotFound();
    return row;
  }

  /** Deleted with its instalments and what hung on them, only if no payment was ever recorded on it. */
  async remove(ctx: RequestContext, planId: string): Promise<{ id: string }> {
    requireRole(ctx, 'Admin');
    await moneyTransaction(ctx.manager, async (m) => {
      const account = await PlanAccount.lock(m, planId);
      if (!account) throw planNotFound();
      const plan = account.plan;
      if (await this.deps.payments.anyOn(m, planId)) {
        throw new AppError('PLAN_HAS_PAYMENTS', 'This plan has received money, so it cannot be deleted: cancel it instead (its payments are kept).');
      }
      for (const dependent of this.deps.dependents) await dependent.planRemoved?.(m, planId);
      await account.remove(ctx.now);
      await recordAudit(m, ctx, {
        action: 'plan.deleted',
        targetType: 'SavingsPlan',
        targetId: planId,
        before: { userId: plan.userId, foodPackName: plan.packName, priceKobo: plan.priceKobo, status: plan.status, startDate: plan.startDate },
      });
    });
    ctx.log.info({ planId }, 'plan deleted by an admin');
    return { id: planId };
  }
}

interface PlanFilter {
  startFrom?: string;
  startTo?: string;
  status?: PlanStatus;
  search?: string;
}

function readFilter(raw: AdminPlanQuery['filter']): PlanFilter {
  const problems = [];
  const date = (value: string | null | undefined, field: string) => {
    const v = value?.trim();
    if (!v) return undefined;
    if (!isLocalDate(v)) problems.push({ field, message: 'Dates must be calendar dates (YYYY-MM-DD)' });
    return v;
  };
  const filter: PlanFilter = { startFrom: date(raw.startFrom, 'startFrom'), startTo: date(raw.startTo, 'startTo'), search: readSearch(raw.search) };
  if (raw.status) {
    if (!(PlanStatuses as readonly string[]).includes(raw.status)) problems.push({ field: 'status', message: `Status must be one of ${PlanStatuses.join(', ')}` });
    filter.status = raw.status;
  }
  if (filter.startFrom && filter.startTo && filter.startFrom > filter.startTo) problems.push({ field: 'startTo', message: 'The end date must not be before the start date' });
  if (problems.length) throw validationError(problems[0].message, problems);
  return filter;
}

/** Past this many matching customers a search is broad, and walking the sort's index with a join finds a page sooner. */
const NARROW_SEARCH = 1000;

/**
 * The customers a search matches (name, or phone digits as typed with 0 or 234), when there are
 * few: then the plans are looked up by customer (indexed) instead of walking every plan in sort
 * order and joining its customer, which a rare name made a scan (bench/admin-plans.mjs).
 * 'broad' when there are more than NARROW_SEARCH.
 */
async function matchingCustomers(m: EntityManager, search: string): Promise<string[] | 'broad'> {
  const qb = m.createQueryBuilder(UserRow, 'u').select('u.id', 'id');
  matchUser(qb, search);
  const rows = await qb.limit(NARROW_SEARCH + 1).getRawMany<{ id: string }>();
  return rows.length > NARROW_SEARCH ? 'broad' : rows.map((r) => r.id);
}

/**
 * A name (first, last or both) or phone digits. A number typed from its start (0803…, +234 803…)
 * matches phones by prefix only, a range of ix_users_phone; anything else is a substring match.
 */
function matchUser<T extends object>(qb: SelectQueryBuilder<T>, search: string): void {
  const s = userSearch(search);
  if (s.phoneDigits?.startsWith('234')) {
    qb.andWhere("u.phone_number LIKE :phone ESCAPE '!'", { phone: `${s.phoneDigits}%` });
    return;
  }
  const fullName = qb.connection.options.type === 'mysql' ? "CONCAT(u.first_name, ' ', u.last_name)" : "(u.first_name || ' ' || u.last_name)";
  const any = ["u.first_name LIKE :q ESCAPE '!'", "u.last_name LIKE :q ESCAPE '!'"];
  if (s.spansNames) any.push(`${fullName} LIKE :q ESCAPE '!'`);
  if (s.phoneDigits) any.push("u.phone_number LIKE :phone ESCAPE '!'");
  qb.andWhere(`(${any.join(' OR ')})`, { q: likePattern(s.text), phone: likePattern(s.phoneDigits ?? '') });
}

function applyFilter(qb: SelectQueryBuilder<SavingsPlanRow>, f: PlanFilter, customers?: string[] | 'broad'): SelectQueryBuilder<SavingsPlanRow> {
  if (f.status) qb.andWhere('p.status = :status', { status: f.status });
  if (f.startFrom) qb.andWhere('p.start_date >= :startFrom', { startFrom: f.startFrom });
  if (f.startTo) qb.andWhere('p.start_date <= :startTo', { startTo: f.startTo });
  if (customers === 'broad') {
    qb.innerJoin(UserRow, 'u', 'u.id = p.user_id');
    matchUser(qb, f.search!);
  } else if (customers) {
    qb.andWhere('p.user_id IN (:...customers)', { customers });
  }
  return qb;
}

/** The list's rows for these plan ids, with customer, last payment not reverted, whether any payment exists and the pack's price today: one statement. */
async function planRows(m: EntityManager, ids: string[]): Promise<Map<string, AdminPlanRow>> {
  if (!ids.length) return new Map();
  const rows = (await m.query(
    `SELECT p.id, p.user_id AS userId, u.first_name AS firstName, u.last_name AS lastName, u.phone_number AS phone, u.address,
            p.food_pack_id AS foodPackId, p.pack_name AS packName, p.price_kobo AS priceKobo, p.amount_paid_kobo AS amountPaidKobo, p.status, p.start_date AS startDate, p.created_at AS createdAt,
            (SELECT MAX(COALESCE(x.paid_at, x.created_at)) FROM payments x WHERE x.plan_id = p.id
                AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)) AS lastPaymentAt,
            CASE WHEN EXISTS (SELECT 1 FROM payments y WHERE y.plan_id = p.id) THEN 1 ELSE 0 END AS hasPayments,
            fp.price_kobo AS packPriceKobo
       FROM savings_plans p JOIN users u ON u.id = p.user_id
       LEFT JOIN food_packs fp ON fp.id = p.food_pack_id AND fp.retired_at IS NULL
      WHERE p.id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  )) as Record<string, string | number | Date | null>[];
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        userId: String(r.userId),
        userFullName: `${r.firstName} ${r.lastName}`.trim(),
        userPhoneNumber: String(r.phone ?? ''),
        userAddress: (r.address as string | null) ?? null,
        foodPackId: String(r.foodPackId),
        foodPackName: String(r.packName),
        totalAmountKobo: Number(r.priceKobo),
        amountPaidKobo: Number(r.amountPaidKobo),
        status: r.status as PlanStatus,
        startDate: String(r.startDate),
        createdAt: rawDate(r.createdAt as Date | string),
        lastPaymentAt: r.lastPaymentAt ? rawDate(r.lastPaymentAt as Date | string) : null,
        hasPayments: Number(r.hasPayments) === 1,
        priceLock: priceLock({ status: r.status as PlanStatus, priceKobo: Number(r.priceKobo) }, r.packPriceKobo === null ? null : Number(r.packPriceKobo)),
      },
    ]),
  );
}

/** The profile's one-line address as a Lagos delivery, or pickup when it names no Lagos area. */
function deliveryTo(address: string | null): Pick<SavingsPlanRow, 'fulfilmentMethod' | 'deliveryAddress' | 'deliveryLandmark' | 'deliveryArea'> {
  const choice = chooseFulfilment({ method: 'delivery' }, address);
  return choice.ok
    ? { fulfilmentMethod: 'delivery', deliveryAddress: choice.value.address, deliveryLandmark: null, deliveryArea: choice.value.area }
    : { fulfilmentMethod: 'pickup', deliveryAddress: null, deliveryLandmark: null, deliveryArea: null };
}
