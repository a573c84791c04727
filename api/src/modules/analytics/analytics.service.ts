import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { FoodPackRow } from '../food-pack/food-pack.entity';
import { MarketerRow } from '../marketer/marketer.entity';
import { PaymentRow } from '../payment/payment.entity';
import { UserRow } from '../user/user.entity';
import { lastLagosWeeks, type LagosWeek } from './domain/weeks';

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

/** One aggregate row: a total, and one figure per week (`w0` … `w7`, oldest first). */
interface Totals {
  total: number;
  weeks: number[];
}

/**
 * Read-only figures that span features, for the admin dashboard. Each figure and its weekly trend
 * come from one aggregate statement per table (four in all), whatever the number of weeks; the
 * week boundaries are computed here and passed as parameters, so the SQL is the same on MySQL
 * and SQLite (no date functions).
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
      // an overpayment is owed back, and a checkout never verified has no payments row at all.
      totals(
        m.createQueryBuilder().from(PaymentRow, 'pay').where('pay.status = :success', { success: 'success' }).select('SUM(pay.appliedKobo)', 'total'),
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
}

/** Adds `SUM(CASE WHEN <at> in week i THEN <value> ELSE 0 END) AS w<i>` for every week to `qb`'s `total`, and reads the one row. */
async function totals<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, at: string, weeks: LagosWeek[], value = '1'): Promise<Totals> {
  weeks.forEach((w, i) => {
    qb.addSelect(`SUM(CASE WHEN ${at} >= :from${i} AND ${at} < :to${i} THEN ${value} ELSE 0 END)`, `w${i}`)
      .setParameter(`from${i}`, w.from)
      .setParameter(`to${i}`, w.to);
  });
  const row = (await qb.getRawOne<Record<string, unknown>>()) ?? {};
  return { total: count(row.total), weeks: weeks.map((_, i) => count(row[`w${i}`])) };
}

/** SUM over no rows is NULL; MySQL answers SUM and COUNT of BIGINTs as decimal strings. */
function count(value: unknown): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return n;
}
