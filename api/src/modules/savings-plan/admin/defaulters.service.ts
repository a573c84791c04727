import { requireRole, type RequestContext } from '../../../common/context';
import { rawDate } from '../../../common/db';
import { readListPage } from '../../../common/list-query';
import { daysBetween, lagosDate, type LocalDate } from '../../../common/time';
import { UserRow } from '../../user';
import { csvCell } from '../../../common/csv';
import { pageWindow } from '../../user/domain/user-admin-rules';
import { ARREARS_BUCKETS } from '../domain/arrears';
import { BUCKET_COLUMNS, type CustomerArrears } from '../account/customer-arrears';
import { CustomerArrearsRow } from '../account/customer-arrears.entity';

export interface DefaulterView {
  userId: string;
  fullName: string;
  phoneNumber: string;
  amountOwedKobo: number;
  duePayments: number;
  maxDaysOverdue: number;
  lastPaymentAt: Date | null;
}

export interface DefaulterPageView {
  items: DefaulterView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface ArrearsBucketView {
  label: string;
  fromDays: number;
  toDays: number | null;
  customers: number;
  amountKobo: number;
}

export interface DefaulterDetailsView {
  userId: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  address: string | null;
  totalOwedKobo: number;
  duePayments: { scheduleId: string; planId: string; foodPackName: string; dueDate: LocalDate; amountKobo: number; daysOverdue: number }[];
}

/** Instalments past due and unpaid, on plans still being paid: what makes a defaulter. `?` is today (Lagos). */
const PAST_DUE = `FROM payment_schedules s JOIN savings_plans p ON p.id = s.plan_id
                 WHERE p.status = 'Active' AND s.status <> 'Paid' AND s.due_date < ?`;

/** Every defaulter the CSV export writes at most (the list's whole length, in practice). */
export const EXPORT_LIMIT = 50_000;

/**
 * The console's Defaulters tab (spec section 2): customers with instalments past due, most owed
 * first, with the arrears' ageing and a CSV export. Admin only. The list, ageing and export read the
 * per-customer summary (CustomerArrears, made true for today first), so a page is a few index
 * entries whatever the number of instalments; a customer's details read their instalments.
 */
export class DefaulterService {
  constructor(private readonly arrears: CustomerArrears) {}

  /** One page, most owed first (ties by customer id, newest id first): the summary's count, the page along its index, then names. */
  async list(ctx: RequestContext, query: { page?: number; pageSize?: number }): Promise<DefaulterPageView> {
    requireRole(ctx, 'Admin');
    const { page, pageSize, offset } = readListPage(query.page, query.pageSize);
    await this.arrears.ensureFresh(ctx);
    const totalCount = await ctx.manager.count(CustomerArrearsRow);
    const window = pageWindow(totalCount, offset, pageSize);
    if (!window) return { items: [], totalCount, page, pageSize };
    const rows = await ctx.manager.find(CustomerArrearsRow, { order: { owedKobo: window.order, userId: window.order }, skip: window.offset, take: window.limit });
    if (window.order === 'ASC') rows.reverse();
    return { items: await this.withNames(ctx, rows), totalCount, page, pageSize };
  }

  /** Every defaulter, most owed first, as CSV (the export button): one header line, then one line per customer. */
  async csv(ctx: RequestContext): Promise<string> {
    requireRole(ctx, 'Admin');
    await this.arrears.ensureFresh(ctx);
    const owed = await ctx.manager.find(CustomerArrearsRow, { order: { owedKobo: 'DESC', userId: 'DESC' }, take: EXPORT_LIMIT });
    const rows = await this.withNames(ctx, owed);
    const lines = rows.map((r) => [r.fullName, r.phoneNumber, (r.amountOwedKobo / 100).toFixed(2), r.duePayments, r.maxDaysOverdue, r.lastPaymentAt ? r.lastPaymentAt.toISOString() : 'Never']);
    return [['Name', 'Phone Number', 'Amount Owed (NGN)', 'Due Payments', 'Days Overdue (oldest)', 'Last Payment'], ...lines].map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  /** Customers and amounts by age of arrears: one pass over the summary. */
  async ageing(ctx: RequestContext): Promise<ArrearsBucketView[]> {
    requireRole(ctx, 'Admin');
    await this.arrears.ensureFresh(ctx);
    const sums = BUCKET_COLUMNS.map((column, i) => `SUM(CASE WHEN ${column} > 0 THEN 1 ELSE 0 END) AS customers${i}, SUM(${column}) AS amount${i}`);
    const [row] = (await ctx.manager.query(`SELECT ${sums.join(', ')} FROM customer_arrears`)) as Record<string, number | string | null>[];
    return ARREARS_BUCKETS.map((b, i) => ({ ...b, customers: Number(row?.[`customers${i}`] ?? 0), amountKobo: Number(row?.[`amount${i}`] ?? 0) }));
  }

  async details(ctx: RequestContext, userId: string): Promise<DefaulterDetailsView | null> {
    requireRole(ctx, 'Admin');
    const today = lagosDate(ctx.now);
    const [user, due] = await Promise.all([
      ctx.manager.findOne(UserRow, { where: { id: userId } }),
      ctx.manager.query(`SELECT s.id, s.plan_id AS planId, p.pack_name AS packName, s.due_date AS dueDate, s.amount_kobo AS amountKobo ${PAST_DUE} AND p.user_id = ? ORDER BY s.due_date, s.sequence`, [today, userId]) as Promise<
        { id: string; planId: string; packName: string; dueDate: LocalDate; amountKobo: number | string }[]
      >,
    ]);
    if (!user || !due.length) return null;
    const duePayments = due.map((d) => ({ scheduleId: d.id, planId: d.planId, foodPackName: d.packName, dueDate: d.dueDate, amountKobo: Number(d.amountKobo), daysOverdue: daysBetween(d.dueDate, today) }));
    return {
      userId: user.id,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      phoneNumber: user.phoneNumber,
      email: user.email,
      address: user.address,
      totalOwedKobo: duePayments.reduce((sum, d) => sum + d.amountKobo, 0),
      duePayments,
    };
  }

  /** The summary's rows with the customers' names, phones and last payments not reverted: one statement. */
  private async withNames(ctx: RequestContext, owed: CustomerArrearsRow[]): Promise<DefaulterView[]> {
    if (!owed.length) return [];
    const today = lagosDate(ctx.now);
    const people = (await ctx.manager.query(
      `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.phone_number AS phone,
              (SELECT MAX(COALESCE(x.paid_at, x.created_at)) FROM payments x
                WHERE x.user_id = u.id AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)) AS lastPaymentAt
         FROM users u WHERE u.id IN (${owed.map(() => '?').join(', ')})`,
      owed.map((o) => o.userId),
    )) as { id: string; firstName: string; lastName: string; phone: string; lastPaymentAt: Date | string | null }[];
    const byId = new Map(people.map((p) => [p.id, p]));
    return owed.map((o) => {
      const u = byId.get(o.userId);
      return {
        userId: o.userId,
        fullName: u ? `${u.firstName} ${u.lastName}`.trim() : '',
        phoneNumber: u?.phone ?? '',
        amountOwedKobo: o.owedKobo,
        duePayments: o.dueCount,
        maxDaysOverdue: daysBetween(o.oldestDue, today),
        lastPaymentAt: u?.lastPaymentAt ? rawDate(u.lastPaymentAt) : null,
      };
    });
  }
}
