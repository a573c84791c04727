import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { forUpdate, moneyTransaction, rawDate } from '../../common/db';
import { AppError, ForbiddenError } from '../../common/errors';
import { readListPage } from '../../common/list-query';
import { lagosDate, type LocalDate } from '../../common/time';
import type { OwedWork } from '../../jobs/owed-work';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit';
import { MarketerRow } from '../marketer';
import { INACTIVE_MESSAGE } from '../marketer-portal';
import type { PayLinkService } from '../pay-link';
import { PaymentScheduleRow, SavingsPlanRow } from '../savings-plan';
import { UserRow } from '../user';
import { inSendingWindow } from '../reminders/domain/reminder-rules';
import { customerOverdue, nextPossibleAt, nudgeRefusal, nudgeSms, type CustomerOverdue, type NudgeFacts, type NudgeRefusalCode } from './domain/nudge-rules';
import { MarketerNudgeRow, type NudgeStatus } from './marketer-nudge.entity';

/** What the portal shows about nudging one referred customer: their first name and what is overdue, nothing else of theirs. */
export interface CustomerNudgeView {
  customerId: string;
  firstName: string;
  overdueKobo: number;
  canNudge: boolean;
  reasonCode: NudgeRefusalCode | null;
  reason: string | null;
  nextPossibleAt: Date | null;
  lastNudgedAt: Date | null;
}

export interface NudgeSentView {
  id: string;
  customerId: string;
  firstName: string;
  amountKobo: number;
  requestedAt: Date;
  nextPossibleAt: Date;
}

/** One row of the admins' log. */
export interface NudgeLogView {
  id: string;
  marketerId: string;
  marketerName: string;
  customerId: string;
  customerName: string;
  planId: string;
  packName: string | null;
  amountKobo: number;
  status: NudgeStatus;
  requestedAt: Date;
  sentAt: Date | null;
}

export interface NudgeLogPageView {
  items: NudgeLogView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** At most this many customers per status question (the portal asks for its page of 10). */
export const MAX_NUDGE_STATUS_IDS = 50;
const CUSTOMER_NOT_FOUND = 'Customer not found';

type Customer = Pick<UserRow, 'id' | 'firstName' | 'smsReminders'>;

/**
 * A marketer's nudge (issue 27): a referred customer who is overdue gets one pre-written SMS with
 * a pay link, at the marketer's request (domain/nudge-rules says when). The request is decided and
 * recorded in one transaction holding the marketer's row and then the customer's row locked, in
 * that order everywhere: two requests for one customer (by any marketers) or by one marketer wait
 * for each other and the second sees the first's row, so two clicks at once send one SMS and the
 * daily count cannot be overrun. The SMS is owed work (the 'marketer-nudges' duty): its job right
 * after the commit, the sweep for whatever a crash or a queue outage left.
 */
export class MarketerNudgeService {
  constructor(private readonly deps: { jobs: JobQueue; payLinks: Pick<PayLinkService, 'issue'>; owed: Pick<OwedWork, 'request'> }) {}

  /** For the caller's referred customers among `customerIds` (others are left out, as if unknown): may each be nudged now, and if not, why and when. */
  async statuses(ctx: RequestContext, customerIds: string[]): Promise<CustomerNudgeView[]> {
    const marketer = await activeMarketer(ctx.manager, requireRole(ctx, 'Marketer').userId);
    const ids = [...new Set(customerIds)].slice(0, MAX_NUDGE_STATUS_IDS);
    if (!ids.length) return [];
    const customers = await ctx.manager.find(UserRow, { where: { id: In(ids), referralCodeUsed: In(referenceValues(marketer)) }, select: { id: true, firstName: true, smsReminders: true } });
    const facts = await this.facts(ctx.manager, marketer.userId, customers, ctx.now);
    return customers.map((c) => {
      const f = facts.get(c.id)!;
      const refusal = nudgeRefusal(f, ctx.now);
      return {
        customerId: c.id,
        firstName: c.firstName,
        overdueKobo: f.overdueKobo,
        canNudge: !refusal,
        reasonCode: refusal?.code ?? null,
        reason: refusal?.message ?? null,
        nextPossibleAt: refusal ? refusal.nextAt : null,
        lastNudgedAt: f.lastNudgeAt,
      };
    });
  }

  /** Sends the customer the nudge, or refuses with why (and when the next is possible, in the message). */
  async send(ctx: RequestContext, customerId: string): Promise<NudgeSentView> {
    const actor = requireRole(ctx, 'Marketer');
    const sent = await moneyTransaction(ctx.manager, async (m) => {
      // Locks in one order: the marketer, then the customer.
      const marketer = await m.findOne(MarketerRow, { where: { userId: actor.userId }, lock: forUpdate(m) });
      if (!marketer) throw new AppError('NOT_FOUND', 'Marketer not found');
      if (marketer.status !== 'Active') throw new ForbiddenError(INACTIVE_MESSAGE, 'MARKETER_INACTIVE');
      const customer = await m.findOne(UserRow, { where: { id: customerId, referralCodeUsed: In(referenceValues(marketer)) }, select: { id: true, firstName: true, smsReminders: true }, lock: forUpdate(m) });
      if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND, [{ field: 'customerId', message: CUSTOMER_NOT_FOUND }]);
      const f = (await this.facts(m, marketer.userId, [customer], ctx.now)).get(customer.id)!;
      const refusal = nudgeRefusal(f, ctx.now);
      if (refusal) throw new AppError(refusal.code, refusal.message);
      const row: MarketerNudgeRow = {
        id: randomUUID(),
        marketerId: marketer.userId,
        customerId: customer.id,
        planId: f.overdue.target!.planId,
        amountKobo: f.overdueKobo,
        sentOn: lagosDate(ctx.now),
        status: 'Pending',
        createdAt: ctx.now,
        sentAt: null,
        payLinkId: null,
      };
      await m.insert(MarketerNudgeRow, row);
      await recordAudit(m, ctx, { action: 'marketer.nudge-sent', targetType: 'User', targetId: customer.id, after: { nudgeId: row.id, planId: row.planId, amountKobo: row.amountKobo } });
      return { row, customer, next: nextPossibleAt({ lastNudgeAt: ctx.now, sentTodayByMarketer: f.sentTodayByMarketer + 1 }, ctx.now) };
    });
    ctx.log.info({ nudgeId: sent.row.id, marketerId: actor.userId, customerId }, 'marketer nudge recorded');
    await this.deps.owed.request(ctx, 'marketer-nudges', sent.row.id);
    return { id: sent.row.id, customerId, firstName: sent.customer.firstName, amountKobo: sent.row.amountKobo, requestedAt: sent.row.createdAt, nextPossibleAt: sent.next };
  }

  /**
   * The owed SMS of one nudge: claimed (Pending → Queued) with a conditional update, so the job and
   * sweeps racing send it once; then a pay link for the oldest overdue instalment (issued now, so
   * no token is ever stored) and the `sms.send` job under the nudge's own id. A failure to queue
   * gives the claim back for the sweep. A customer who paid (or turned SMS reminders off) in the
   * meantime gets nothing: Skipped. Outside 08:00-20:00 Lagos it waits for the morning's sweep,
   * unless it was asked for minutes ago (at 19:59, its job running at 20:00): see mayTextNow.
   */
  async deliver(ctx: RequestContext, nudgeId: string): Promise<'sent' | 'nothing'> {
    const m = ctx.manager;
    const pending = await m.findOne(MarketerNudgeRow, { where: { id: nudgeId, status: 'Pending' }, select: { id: true, createdAt: true } });
    if (!pending || !mayTextNow(pending.createdAt, ctx.now)) return 'nothing';
    const claim = await m.update(MarketerNudgeRow, { id: nudgeId, status: 'Pending' }, { status: 'Queued', sentAt: ctx.now });
    if (!claim.affected) return 'nothing';
    try {
      const nudge = await m.findOneByOrFail(MarketerNudgeRow, { id: nudgeId });
      const customer = await m.findOneOrFail(UserRow, { where: { id: nudge.customerId }, select: { id: true, firstName: true, phoneNumber: true, smsReminders: true } });
      const marketer = await m.findOneOrFail(UserRow, { where: { id: nudge.marketerId }, select: { id: true, firstName: true } });
      const overdue = (await overdueOf(m, [customer.id], lagosDate(ctx.now))).get(customer.id)!;
      if (!customer.smsReminders || !overdue.target) {
        await m.update(MarketerNudgeRow, { id: nudgeId }, { status: 'Skipped' });
        ctx.log.info({ nudgeId }, 'marketer nudge not sent: nothing overdue any more, or SMS reminders off');
        return 'nothing';
      }
      const link = await this.deps.payLinks.issue(m, ctx.now, { planId: overdue.target.planId, scheduleId: overdue.target.scheduleId });
      await m.update(MarketerNudgeRow, { id: nudgeId }, { payLinkId: link.row.id });
      const text = nudgeSms({ firstName: customer.firstName, marketerFirstName: marketer.firstName, overdueKobo: overdue.overdueKobo, linkKobo: overdue.target.linkKobo, payUrl: link.url });
      const key = `nudge-${nudgeId}`;
      await this.deps.jobs.enqueue('sms.send', { to: customer.phoneNumber, text, key }, { jobId: key });
      return 'sent';
    } catch (err) {
      await m.update(MarketerNudgeRow, { id: nudgeId, status: 'Queued' }, { status: 'Pending', sentAt: null });
      throw err;
    }
  }

  /** The admins' log, newest first, of every marketer or one. */
  async list(ctx: RequestContext, opts: { marketerId?: string | null; page?: number | null; pageSize?: number | null }): Promise<NudgeLogPageView> {
    requireRole(ctx, 'Admin');
    const paging = readListPage(opts.page, opts.pageSize);
    const qb = ctx.manager
      .createQueryBuilder(MarketerNudgeRow, 'n')
      .leftJoin(UserRow, 'mu', 'mu.id = n.marketer_id')
      .leftJoin(UserRow, 'cu', 'cu.id = n.customer_id')
      .leftJoin(SavingsPlanRow, 'p', 'p.id = n.plan_id')
      .select(['n.id AS id', 'n.marketer_id AS marketerId', 'n.customer_id AS customerId', 'n.plan_id AS planId', 'n.amount_kobo AS amountKobo', 'n.status AS status', 'n.created_at AS requestedAt', 'n.sent_at AS sentAt'])
      .addSelect(['mu.first_name AS mFirst', 'mu.last_name AS mLast', 'cu.first_name AS cFirst', 'cu.last_name AS cLast', 'p.pack_name AS packName']);
    if (opts.marketerId) qb.where('n.marketer_id = :marketerId', { marketerId: opts.marketerId });
    const countQb = ctx.manager.createQueryBuilder(MarketerNudgeRow, 'n');
    if (opts.marketerId) countQb.where('n.marketer_id = :marketerId', { marketerId: opts.marketerId });
    const [rows, totalCount] = await Promise.all([
      qb.orderBy('n.created_at', 'DESC').addOrderBy('n.id', 'DESC').offset(paging.offset).limit(paging.pageSize).getRawMany<Record<string, unknown>>(),
      countQb.getCount(),
    ]);
    const name = (first: unknown, last: unknown) => `${String(first ?? '')} ${String(last ?? '')}`.trim() || 'Deleted user';
    const items = rows.map((r) => ({
      id: String(r.id),
      marketerId: String(r.marketerId),
      marketerName: name(r.mFirst, r.mLast),
      customerId: String(r.customerId),
      customerName: name(r.cFirst, r.cLast),
      planId: String(r.planId),
      packName: r.packName == null ? null : String(r.packName),
      amountKobo: Number(r.amountKobo),
      status: r.status as NudgeStatus,
      requestedAt: asDate(r.requestedAt)!,
      sentAt: asDate(r.sentAt),
    }));
    return { items, totalCount, page: paging.page, pageSize: paging.pageSize };
  }

  /** The facts nudgeRefusal needs, for customers of one marketer, as of `now`: four statements however many customers. */
  private async facts(m: EntityManager, marketerId: string, customers: Customer[], now: Date): Promise<Map<string, NudgeFacts & { overdue: CustomerOverdue }>> {
    const ids = customers.map((c) => c.id);
    const today = lagosDate(now);
    const [overdue, last, sentToday] = await Promise.all([
      overdueOf(m, ids, today),
      ids.length
        ? m
            .createQueryBuilder(MarketerNudgeRow, 'n')
            .select('n.customer_id', 'customerId')
            .addSelect('MAX(n.created_at)', 'at')
            .where('n.customer_id IN (:...ids)', { ids })
            .andWhere("n.status <> 'Skipped'")
            .groupBy('n.customer_id')
            .getRawMany<{ customerId: string; at: Date | string }>()
        : [],
      m.count(MarketerNudgeRow, { where: { marketerId, sentOn: today, status: Not('Skipped') } }),
    ]);
    const lastOf = new Map(last.map((r) => [r.customerId, asDate(r.at)]));
    return new Map(
      customers.map((c) => {
        const o = overdue.get(c.id)!;
        return [
          c.id,
          {
            overdue: o,
            overdueKobo: o.overdueKobo,
            remindersOn: c.smsReminders && o.planRemindersOn,
            remindersOffBy: c.smsReminders ? 'plan' : 'sms',
            lastNudgeAt: lastOf.get(c.id) ?? null,
            sentTodayByMarketer: sentToday,
          },
        ];
      }),
    );
  }
}

/** A nudge's SMS goes out in the sending hours, or within LATE_GRACE_MS of being asked for (so one asked at 19:59 is not held overnight). */
const LATE_GRACE_MS = 10 * 60_000;
function mayTextNow(askedAt: Date, now: Date): boolean {
  return inSendingWindow(now) || (now.getTime() - askedAt.getTime() <= LATE_GRACE_MS && inSendingWindow(askedAt));
}

/** The caller's marketer record, Active (FORBIDDEN with MARKETER_INACTIVE otherwise, as every portal operation). */
async function activeMarketer(m: EntityManager, userId: string): Promise<MarketerRow> {
  const marketer = await m.findOneBy(MarketerRow, { userId });
  if (!marketer) throw new AppError('NOT_FOUND', 'Marketer not found');
  if (marketer.status !== 'Active') throw new ForbiddenError(INACTIVE_MESSAGE, 'MARKETER_INACTIVE');
  return marketer;
}

/** What a referred customer's users.referral_code_used holds: the code (any case) or, from the original links, the marketer's user id. */
function referenceValues(marketer: Pick<MarketerRow, 'referralCode' | 'userId'>): string[] {
  return [marketer.referralCode, marketer.referralCode.toLowerCase(), marketer.userId];
}

/** Each customer's overdue on their Active plans (every customer asked about has an entry). */
async function overdueOf(m: EntityManager, customerIds: string[], today: LocalDate): Promise<Map<string, CustomerOverdue>> {
  const plans = customerIds.length
    ? await m.find(SavingsPlanRow, { where: { userId: In(customerIds), status: 'Active' }, select: { id: true, userId: true, remindersEnabled: true, amountPaidKobo: true } })
    : [];
  const schedules = plans.length
    ? await m.find(PaymentScheduleRow, { where: { planId: In(plans.map((p) => p.id)) }, select: { id: true, planId: true, sequence: true, dueDate: true, amountKobo: true, status: true } })
    : [];
  return new Map(
    customerIds.map((id) => [
      id,
      customerOverdue(
        plans.filter((p) => p.userId === id).map((p) => ({ ...p, schedules: schedules.filter((s) => s.planId === p.id) })),
        today,
      ),
    ]),
  );
}

/** A datetime read with raw SQL (a Date on MySQL, text on SQLite), or null. */
function asDate(value: unknown): Date | null {
  return value == null ? null : rawDate(value as Date | string);
}
