import { requireRole, type RequestContext } from '../../common/context';
import { rawDate } from '../../common/db';
import { readListPage } from '../../common/list-query';
import { addDays, daysBetween, lagosDate, type LocalDate } from '../../common/time';
import { UserRow } from '../user/user.entity';
import { csvCell } from '../../common/csv';
import { ARREARS_BUCKETS } from './domain/arrears';
import type { EntityManager } from 'typeorm';

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
 * first, with the arrears' ageing and a CSV export. Admin only. Set-based: each call is a couple
 * of aggregate statements whatever the number of instalments.
 */
export class DefaulterService {
  async list(ctx: RequestContext, query: { page?: number; pageSize?: number }): Promise<DefaulterPageView> {
    requireRole(ctx, 'Admin');
    const { page, pageSize, offset } = readListPage(query.page, query.pageSize);
    const today = lagosDate(ctx.now);
    const [{ total }] = (await ctx.manager.query(`SELECT COUNT(DISTINCT p.user_id) AS total ${PAST_DUE}`, [today])) as { total: number | string }[];
    const totalCount = Number(total);
    const items = offset < totalCount ? await this.rows(ctx.manager, today, pageSize, offset) : [];
    return { items, totalCount, page, pageSize };
  }

  /** Every defaulter, most owed first, as CSV (the export button): one header line, then one line per customer. */
  async csv(ctx: RequestContext): Promise<string> {
    requireRole(ctx, 'Admin');
    const today = lagosDate(ctx.now);
    const rows = await this.rows(ctx.manager, today, EXPORT_LIMIT, 0);
    const lines = rows.map((r) => [r.fullName, r.phoneNumber, (r.amountOwedKobo / 100).toFixed(2), r.duePayments, r.maxDaysOverdue, r.lastPaymentAt ? r.lastPaymentAt.toISOString() : 'Never']);
    return [['Name', 'Phone Number', 'Amount Owed (NGN)', 'Due Payments', 'Days Overdue (oldest)', 'Last Payment'], ...lines].map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
  }

  async ageing(ctx: RequestContext): Promise<ArrearsBucketView[]> {
    requireRole(ctx, 'Admin');
    const today = lagosDate(ctx.now);
    // Buckets by due date (dates compare as text on both databases): ≥ today−7 is 1-7 days, and so on.
    const bounds = ARREARS_BUCKETS.map((b) => addDays(today, -b.fromDays));
    const bucketSql = `CASE ${bounds.map((_, i) => `WHEN s.due_date <= ? AND s.due_date > ? THEN ${i}`).join(' ')} END`;
    const bucketArgs = ARREARS_BUCKETS.flatMap((b, i) => [bounds[i], b.toDays === null ? '0000-00-00' : addDays(today, -b.toDays - 1)]);
    const rows = (await ctx.manager.query(
      `SELECT x.bucket, COUNT(DISTINCT x.user_id) AS customers, SUM(x.amount_kobo) AS amount
         FROM (SELECT ${bucketSql} AS bucket, p.user_id, s.amount_kobo ${PAST_DUE}) x
        GROUP BY x.bucket`,
      [...bucketArgs, today],
    )) as { bucket: number | string | null; customers: number | string; amount: number | string }[];
    return ARREARS_BUCKETS.map((b, i) => {
      const row = rows.find((r) => r.bucket !== null && Number(r.bucket) === i);
      return { ...b, customers: Number(row?.customers ?? 0), amountKobo: Number(row?.amount ?? 0) };
    });
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

  /** A page of defaulters: the aggregate, then their names and last payments (two statements). */
  private async rows(m: EntityManager, today: LocalDate, limit: number, offset: number): Promise<DefaulterView[]> {
    const owed = (await m.query(
      `SELECT p.user_id AS userId, SUM(s.amount_kobo) AS owed, COUNT(*) AS due, MIN(s.due_date) AS oldest ${PAST_DUE}
        GROUP BY p.user_id ORDER BY owed DESC, p.user_id LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
      [today],
    )) as { userId: string; owed: number | string; due: number | string; oldest: LocalDate }[];
    if (!owed.length) return [];
    const people = (await m.query(
      `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.phone_number AS phone,
              (SELECT MAX(COALESCE(x.paid_at, x.created_at)) FROM payments x
                WHERE x.user_id = u.id AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)) AS lastPaymentAt
         FROM users u WHERE u.id IN (${owed.map(() => '?').join(', ')})`,
      owed.map((o) => o.userId),
    )) as { id: string; firstName: string; lastName: string; phone: string; lastPaymentAt: Date | string | null }[];
    return owed.map((o) => {
      const u = people.find((p) => p.id === o.userId);
      return {
        userId: o.userId,
        fullName: u ? `${u.firstName} ${u.lastName}`.trim() : '',
        phoneNumber: u?.phone ?? '',
        amountOwedKobo: Number(o.owed),
        duePayments: Number(o.due),
        maxDaysOverdue: daysBetween(o.oldest, today),
        lastPaymentAt: u?.lastPaymentAt ? rawDate(u.lastPaymentAt) : null,
      };
    });
  }
}
