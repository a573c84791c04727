import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import type { LocalDate } from '../../common/time';
import { FoodPackRow } from '../food-pack';
import { MarketerRow } from '../marketer';
import { PaymentRow } from '../payment';
import { UserRow } from '../user';
import { conversionRate } from './domain/conversion';
import { fillPeriods, growthGrouping, periodsOf, runningTotals, type Grouping } from './domain/periods';
import { lastLagosWeeks, type LagosWeek } from './domain/weeks';
import type { ReportWindow } from './domain/window';
import { byPeriod, integer, namedQuery, periodIndexSql } from './sql';

export interface WeeklyMetricsView {
  weekStart: string;
  newUsers: number;
  newMarketers: number;
  newFoodPacks: number;
  revenueKobo: number;
}

export interface DashboardMetricsView {
  totalUsers: number;
  activeMarketers: number;
  foodPacks: number;
  revenueKobo: number;
  trend: WeeklyMetricsView[];
}

export interface SalesPeriodView {
  period: LocalDate;
  /** Payments collected in the period and not reverted since. */
  payments: number;
  collectedKobo: number;
  /** Plans whose first payment came in the period (an admin's plan starts when it is created). */
  plansStarted: number;
}

export interface UserGrowthView {
  groupBy: Extract<Grouping, 'day' | 'week'>;
  periods: { period: LocalDate; newUsers: number; totalUsers: number }[];
}

export interface FoodPackFiguresView {
  foodPackId: string;
  name: string;
  plansStarted: number;
  plansCompleted: number;
  /** What payments in the window (not reverted) put into the pack's plans; overpayments excluded. */
  revenueKobo: number;
}

export interface FinancialView {
  /** Payments collected in the window, as paid, overpayments included. */
  payments: number;
  collectedKobo: number;
  /** The part of that taken back since (payment_reversals). */
  revertedKobo: number;
  netKobo: number;
  /** Paid beyond what their plans could take, on the payments not reverted: owed back to customers. */
  overpaymentsOwedKobo: number;
  /** Still to pay on Active plans now: price plus fines not waived, less paid. Not windowed. */
  outstandingKobo: number;
  /** Commission ledger lines written in the window: accruals less reversals. */
  commissionAccruedKobo: number;
}

export interface MarketerFiguresView {
  marketerId: string;
  fullName: string;
  referralCode: string;
  referredSignUps: number;
  /** Of those, the ones with money in a plan now. */
  convertedSignUps: number;
  /** Payments in the window (not reverted) by everyone the marketer ever referred. */
  payments: number;
  collectedKobo: number;
}

export interface MarketingView {
  signUps: number;
  referredSignUps: number;
  directSignUps: number;
  /** Referred sign-ups with money in a plan now (amount paid above zero, after reversals). */
  referredConverted: number;
  /** referredConverted / referredSignUps, 0 to 1. */
  conversionRate: number;
  /** At most 10, most collected first. */
  topMarketers: MarketerFiguresView[];
}

/** How many marketers the marketing report ranks. */
export const TOP_MARKETERS = 10;

/** When a payment was made: the provider's time, else when it was recorded (as the commission ledger dates it). */
const PAID_AT = 'COALESCE(x.paid_at, x.created_at)';
/** A successful payment (alias x) not taken back since. */
const KEPT_PAYMENT = `x.status = 'success' AND NOT EXISTS (SELECT 1 FROM payment_reversals rv WHERE rv.payment_id = x.id)`;
/** A referred user (alias c) of the marketer (alias k): by code as typed or lower-cased, or by user id from the original links. */
const REFERRED_BY = 'c.referral_code_used IN (k.referral_code, LOWER(k.referral_code), k.user_id)';
/** The user (alias c) has money in a plan. */
const HAS_PAID_PLAN = 'EXISTS (SELECT 1 FROM savings_plans pp WHERE pp.user_id = c.id AND pp.amount_paid_kobo > 0)';
const inWindow = (column: string) => `${column} >= :start AND ${column} < :end`;

/** One aggregate row: a total, and one figure per week (`w0` … `w7`, oldest first). */
interface Totals {
  total: number;
  weeks: number[];
}

/**
 * Read-only figures that span features, for the admin dashboard and the legacy analytics reports.
 * Each figure and its weekly trend come from one aggregate statement per table (four in all),
 * whatever the number of weeks; the week boundaries are computed here and passed as parameters,
 * so the SQL is the same on MySQL and SQLite (no date functions). The reports work the same way:
 * a few set-based statements each, whatever the window or the number of rows, periods bounded by
 * parameters (see periodIndexSql). "Collected" is what customers paid (amount_kobo); "revenue",
 * as on the dashboard, is what went into plans (applied_kobo). Admin only.
 */
export class AnalyticsService {
  async dashboard(ctx: RequestContext): Promise<DashboardMetricsView> {
    requireRole(ctx, 'Admin');
    const m = ctx.manager;
    const weeks = lastLagosWeeks(ctx.now);
    const [users, marketers, packs, revenue] = await Promise.all([
      totals(m.createQueryBuilder().from(UserRow, 'u').select('COUNT(*)', 'total'), 'u.registeredAt', weeks),
      // As the Marketers tab counts them: records whose user holds the Marketer role, with status Active;
      // new ones by when the person became a marketer.
      totals(
        m
          .createQueryBuilder()
          .from(MarketerRow, 'k')
          .where("EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = k.user_id AND r.role = 'Marketer')")
          .select("SUM(CASE WHEN k.status = 'Active' THEN 1 ELSE 0 END)", 'total'),
        'k.createdAt',
        weeks,
      ),
      // Retired packs leave the count but stay in the weeks they were added in.
      totals(m.createQueryBuilder().from(FoodPackRow, 'p').select('SUM(CASE WHEN p.retiredAt IS NULL THEN 1 ELSE 0 END)', 'total'), 'p.createdAt', weeks),
      // Revenue is what verified payments credited to plans (applied), by when they were credited;
      // an overpayment is owed back, a checkout never verified has no payments row at all, and a
      // payment reverted or refunded since is not revenue.
      totals(
        m
          .createQueryBuilder()
          .from(PaymentRow, 'pay')
          .where('pay.status = :success', { success: 'success' })
          .andWhere('NOT EXISTS (SELECT 1 FROM payment_reversals rv WHERE rv.payment_id = pay.id)')
          .select('SUM(pay.appliedKobo)', 'total'),
        'pay.createdAt',
        weeks,
        'pay.appliedKobo',
      ),
    ]);
    return {
      totalUsers: users.total,
      activeMarketers: marketers.total,
      foodPacks: packs.total,
      revenueKobo: revenue.total,
      trend: weeks.map((w, i) => ({
        weekStart: w.weekStart,
        newUsers: users.weeks[i],
        newMarketers: marketers.weeks[i],
        newFoodPacks: packs.weeks[i],
        revenueKobo: revenue.weeks[i],
      })),
    };
  }

  /** Per period: payments collected (not reverted) and plans started. Two statements. */
  async salesTrends(ctx: RequestContext, window: ReportWindow, groupBy: Grouping): Promise<SalesPeriodView[]> {
    requireRole(ctx, 'Admin');
    const periods = periodsOf(window, groupBy);
    if (!periods.length) return [];
    const paid = periodIndexSql(PAID_AT, periods);
    const started = periodIndexSql('p.activated_at', periods);
    const [payments, plans] = await Promise.all([
      namedQuery<{ i: unknown; n: unknown; kobo: unknown }>(
        ctx.manager,
        `SELECT ${paid.sql} AS i, COUNT(*) AS n, SUM(x.amount_kobo) AS kobo
           FROM payments x WHERE ${KEPT_PAYMENT} AND ${inWindow(PAID_AT)} GROUP BY i`,
        { ...paid.params, ...window },
      ),
      namedQuery<{ i: unknown; n: unknown }>(
        ctx.manager,
        `SELECT ${started.sql} AS i, COUNT(*) AS n FROM savings_plans p WHERE ${inWindow('p.activated_at')} GROUP BY i`,
        { ...started.params, ...window },
      ),
    ]);
    const byPayments = byPeriod(payments, (r) => ({ payments: integer(r.n), collectedKobo: integer(r.kobo) }));
    const byPlans = byPeriod(plans, (r) => integer(r.n));
    return fillPeriods(periods, byPayments, { payments: 0, collectedKobo: 0 }).map((p, i) => ({ ...p, plansStarted: byPlans.get(i) ?? 0 }));
  }

  /** New accounts per day (per week beyond 92 days), and how many there were by each period's end. One statement. */
  async userGrowth(ctx: RequestContext, window: ReportWindow): Promise<UserGrowthView> {
    requireRole(ctx, 'Admin');
    const groupBy = growthGrouping(window);
    const periods = periodsOf(window, groupBy);
    if (!periods.length) return { groupBy, periods: [] };
    const index = periodIndexSql('u.registered_at', periods);
    // Accounts older than the window fall in period -1: the running total's starting point.
    const rows = await namedQuery<{ i: unknown; n: unknown }>(
      ctx.manager,
      `SELECT CASE WHEN u.registered_at < :start THEN -1 ELSE ${index.sql} END AS i, COUNT(*) AS n
         FROM users u WHERE u.registered_at < :end GROUP BY i`,
      { ...index.params, ...window },
    );
    const counts = byPeriod(rows, (r) => integer(r.n));
    const newUsers = periods.map((_, i) => counts.get(i) ?? 0);
    const totals = runningTotals(counts.get(-1) ?? 0, newUsers);
    return { groupBy, periods: periods.map((p, i) => ({ period: p.period, newUsers: newUsers[i], totalUsers: totals[i] })) };
  }

  /**
   * Per pack: plans started and completed, and revenue, in the window; most plans started first.
   * Every pack in the catalogue is listed (a pack nobody chose is a figure too), retired ones only
   * when something happened. One statement.
   */
  async foodPacks(ctx: RequestContext, window: ReportWindow): Promise<FoodPackFiguresView[]> {
    requireRole(ctx, 'Admin');
    const rows = await namedQuery<{ foodPackId: string; name: string; plansStarted: unknown; plansCompleted: unknown; revenueKobo: unknown }>(
      ctx.manager,
      `SELECT f.id AS foodPackId, f.name AS name, COALESCE(s.n, 0) AS plansStarted, COALESCE(c.n, 0) AS plansCompleted, COALESCE(v.kobo, 0) AS revenueKobo
         FROM food_packs f
         LEFT JOIN (SELECT p.food_pack_id, COUNT(*) AS n FROM savings_plans p WHERE ${inWindow('p.activated_at')} GROUP BY p.food_pack_id) s ON s.food_pack_id = f.id
         LEFT JOIN (SELECT p.food_pack_id, COUNT(*) AS n FROM savings_plans p WHERE ${inWindow('p.completed_at')} GROUP BY p.food_pack_id) c ON c.food_pack_id = f.id
         LEFT JOIN (SELECT p.food_pack_id, SUM(x.applied_kobo) AS kobo FROM payments x JOIN savings_plans p ON p.id = x.plan_id
                     WHERE ${KEPT_PAYMENT} AND ${inWindow(PAID_AT)} GROUP BY p.food_pack_id) v ON v.food_pack_id = f.id
        WHERE f.retired_at IS NULL OR s.n IS NOT NULL OR c.n IS NOT NULL OR v.kobo IS NOT NULL
        ORDER BY plansStarted DESC, revenueKobo DESC, f.name, f.id`,
      { ...window },
    );
    return rows.map((r) => ({
      foodPackId: r.foodPackId,
      name: r.name,
      plansStarted: integer(r.plansStarted),
      plansCompleted: integer(r.plansCompleted),
      revenueKobo: integer(r.revenueKobo),
    }));
  }

  /** The window's money: collected, reverted, net, overpayments owed back, commission; and what Active plans still owe. Three statements. */
  async financial(ctx: RequestContext, window: ReportWindow): Promise<FinancialView> {
    requireRole(ctx, 'Admin');
    const m = ctx.manager;
    const [[money], [owed], [commission]] = await Promise.all([
      // A reversal takes back the whole payment (its amount_kobo), overpayment and all.
      namedQuery<{ n: unknown; collected: unknown; reverted: unknown; overpaid: unknown }>(
        m,
        `SELECT COUNT(*) AS n, SUM(x.amount_kobo) AS collected,
                SUM(CASE WHEN rv.id IS NULL THEN 0 ELSE rv.amount_kobo END) AS reverted,
                SUM(CASE WHEN rv.id IS NULL THEN x.overpayment_kobo ELSE 0 END) AS overpaid
           FROM payments x LEFT JOIN payment_reversals rv ON rv.payment_id = x.id
          WHERE x.status = 'success' AND ${inWindow(PAID_AT)}`,
        { ...window },
      ),
      // A plan's total is its price plus the fines not waived (as crediting reckons it).
      namedQuery<{ kobo: unknown }>(
        m,
        `SELECT SUM(p.price_kobo + COALESCE(f.kobo, 0) - p.amount_paid_kobo) AS kobo
           FROM savings_plans p
           LEFT JOIN (SELECT plan_id, SUM(amount_kobo) AS kobo FROM plan_fines WHERE waived_at IS NULL GROUP BY plan_id) f ON f.plan_id = p.id
          WHERE p.status = :active`,
        { active: 'Active' },
      ),
      // Reversal lines are negative: the sum is accruals less reversals.
      namedQuery<{ kobo: unknown }>(m, `SELECT SUM(e.amount_kobo) AS kobo FROM commission_entries e WHERE ${inWindow('e.created_at')}`, { ...window }),
    ]);
    const collectedKobo = integer(money.collected);
    const revertedKobo = integer(money.reverted);
    return {
      payments: integer(money.n),
      collectedKobo,
      revertedKobo,
      netKobo: collectedKobo - revertedKobo,
      overpaymentsOwedKobo: integer(money.overpaid),
      outstandingKobo: integer(owed.kobo),
      commissionAccruedKobo: integer(commission.kobo),
    };
  }

  /** Sign-ups in the window, referred or direct, how many referred ones paid, and the top 10 marketers by what their customers paid. Two statements. */
  async marketing(ctx: RequestContext, window: ReportWindow): Promise<MarketingView> {
    requireRole(ctx, 'Admin');
    const m = ctx.manager;
    const [[signUps], marketers] = await Promise.all([
      namedQuery<{ n: unknown; referred: unknown; converted: unknown }>(
        m,
        `SELECT COUNT(*) AS n,
                SUM(CASE WHEN c.referral_code_used IS NOT NULL THEN 1 ELSE 0 END) AS referred,
                SUM(CASE WHEN c.referral_code_used IS NOT NULL AND ${HAS_PAID_PLAN} THEN 1 ELSE 0 END) AS converted
           FROM users c WHERE ${inWindow('c.registered_at')}`,
        { ...window },
      ),
      namedQuery<{ marketerId: string; firstName: string; lastName: string; referralCode: string; signUps: unknown; converted: unknown; payments: unknown; collectedKobo: unknown }>(
        m,
        `SELECT k.user_id AS marketerId, u.first_name AS firstName, u.last_name AS lastName, k.referral_code AS referralCode,
                COALESCE(s.n, 0) AS signUps, COALESCE(s.converted, 0) AS converted, COALESCE(v.n, 0) AS payments, COALESCE(v.kobo, 0) AS collectedKobo
           FROM marketers k JOIN users u ON u.id = k.user_id
           LEFT JOIN (SELECT k.user_id AS marketer_id, COUNT(*) AS n, SUM(CASE WHEN ${HAS_PAID_PLAN} THEN 1 ELSE 0 END) AS converted
                        FROM marketers k JOIN users c ON ${REFERRED_BY}
                       WHERE ${inWindow('c.registered_at')} GROUP BY k.user_id) s ON s.marketer_id = k.user_id
           LEFT JOIN (SELECT k.user_id AS marketer_id, COUNT(*) AS n, SUM(x.amount_kobo) AS kobo
                        FROM marketers k JOIN users c ON ${REFERRED_BY} JOIN payments x ON x.user_id = c.id
                       WHERE ${KEPT_PAYMENT} AND ${inWindow(PAID_AT)} GROUP BY k.user_id) v ON v.marketer_id = k.user_id
          WHERE s.n IS NOT NULL OR v.n IS NOT NULL
          ORDER BY collectedKobo DESC, signUps DESC, k.user_id
          LIMIT ${TOP_MARKETERS}`,
        { ...window },
      ),
    ]);
    const referred = integer(signUps.referred);
    const converted = integer(signUps.converted);
    return {
      signUps: integer(signUps.n),
      referredSignUps: referred,
      directSignUps: integer(signUps.n) - referred,
      referredConverted: converted,
      conversionRate: conversionRate(converted, referred),
      topMarketers: marketers.map((r) => ({
        marketerId: r.marketerId,
        fullName: `${r.firstName} ${r.lastName}`.trim(),
        referralCode: r.referralCode,
        referredSignUps: integer(r.signUps),
        convertedSignUps: integer(r.converted),
        payments: integer(r.payments),
        collectedKobo: integer(r.collectedKobo),
      })),
    };
  }
}

/** Adds `SUM(CASE WHEN <at> in week i THEN <value> ELSE 0 END) AS w<i>` for every week to `qb`'s `total`, and reads the one row. */
async function totals<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, at: string, weeks: LagosWeek[], value = '1'): Promise<Totals> {
  weeks.forEach((w, i) => {
    qb.addSelect(`SUM(CASE WHEN ${at} >= :from${i} AND ${at} < :to${i} THEN ${value} ELSE 0 END)`, `w${i}`)
      .setParameter(`from${i}`, w.from)
      .setParameter(`to${i}`, w.to);
  });
  const row = (await qb.getRawOne<Record<string, unknown>>()) ?? {};
  return { total: integer(row.total), weeks: weeks.map((_, i) => integer(row[`w${i}`])) };
}
