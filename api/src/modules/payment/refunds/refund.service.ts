import { IsNull } from 'typeorm';
import { requireRole, type RequestContext } from '../../../common/context';
import { forUpdate, moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { lagosDate } from '../../../common/time';
import { PaystackError, type PaystackGateway } from '../../../integrations/paystack/paystack-client';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit';
import { adminReason } from '../../audit/domain/admin-reason';
import { planNotFound } from '../../savings-plan/domain/plan-rules';
import { PlanAccount, SavingsPlanRow } from '../../savings-plan';
import { UserRow } from '../../user';
import { nextRefundStatus, payoutProblem } from './domain/refund-rules';
import { PaymentRow } from '../payment.entity';
import { PaymentReversalRow, type RefundStatus } from '../payment-reversal.entity';
import { refundProcessedEmail, strayRefundProcessedEmail } from './refund.emails';
import { refundProblem } from '../../savings-plan/domain/refund-eligibility';
import { writePlanRefunds, type RefundLineView } from './plan-refunds';
import { StrayChargeRow } from './stray-charge.entity';
import { type OwedWork } from '../../../jobs/owed-work';
import { type ReverseCommission } from '../commission-reversal';

export type { RefundLineView };

export interface RefundOwedView {
  id: string;
  planId: string;
  packName: string;
  customerId: string;
  customerName: string;
  amountKobo: number;
  channel: string;
  status: RefundStatus;
  dueBy: string | null;
  overdue: boolean;
  requestedAt: Date;
  paidOutChannel: string | null;
  paidOutReference: string | null;
}

/** The owed list shows at most this many (the oldest first: those are the ones to act on). */
const OWED_LIST_LIMIT = 500;

export interface PlanRefundView {
  planId: string;
  totalKobo: number;
  refunds: RefundLineView[];
}

/**
 * Refunds (issue 14; spec section 1's terms). Refunding a completed plan: every payment not
 * already taken back is refunded (plan-refunds), in one transaction with the plan's row locked,
 * and the plan Cancelled ('refunded') with nothing paid. Card payments go back to the card through
 * Paystack (POST /refund) after the commit, by the `payments.send-refund` job, which the
 * reconciliation sweep repeats for any refund not yet accepted; their status then follows
 * Paystack's refund events. A manual payment's refund is owed until an admin records how it was
 * paid back (issue 26). The customer is told (the 'reversal-notices' duty).
 */
export class RefundService {
  constructor(private readonly deps: { paystack: PaystackGateway; jobs: JobQueue; owed: OwedWork; reverseCommission: ReverseCommission }) {}

  async refundPlan(ctx: RequestContext, planId: string, reason: string): Promise<PlanRefundView> {
    const admin = requireRole(ctx, 'Admin');
    const why = adminReason(reason);
    if (!why.ok) throw validationError(why.message, [{ field: 'reason', message: why.message }]);
    const view = await moneyTransaction(ctx.manager, async (m) => {
      const account = await PlanAccount.lock(m, planId);
      if (!account) throw planNotFound();
      const plan = account.plan;
      const problem = refundProblem(plan, (await account.fulfilment())?.fulfilment ?? null, ctx.now);
      if (problem) throw new AppError('NOT_REFUNDABLE', problem);

      const refunds = await writePlanRefunds(m, { planId, actorId: admin.userId, reason: why.value, now: ctx.now, reverseCommission: this.deps.reverseCommission });
      await account.refund(ctx.now, admin.userId);
      const totalKobo = refunds.reduce((sum, r) => sum + r.amountKobo, 0);
      await recordAudit(m, ctx, { action: 'plan.refunded', targetType: 'SavingsPlan', targetId: planId, before: { status: plan.status, amountPaidKobo: plan.amountPaidKobo }, after: { status: 'Cancelled', refunds }, reason: why.value });
      return { planId, totalKobo, refunds };
    });
    ctx.log.info({ planId, totalKobo: view.totalKobo, refunds: view.refunds.length }, 'plan refunded by an admin');
    await this.requestRefundWork(ctx, planId);
    return view;
  }

  /**
   * An admin records how a refund owed (a cash, transfer or POS payment's) was paid back: the
   * channel and its reference, by whom and when; the refund is then processed and the customer
   * e-mailed. Once only: a refund not owed (a card's, or one already paid out) is REFUND_NOT_OWED.
   */
  async recordPayout(ctx: RequestContext, refundId: string, input: { channel: string; reference: string }): Promise<RefundOwedView> {
    const admin = requireRole(ctx, 'Admin');
    const problem = payoutProblem(input);
    if (problem) throw validationError(problem.message, [problem]);
    const reference = input.reference.trim();
    await moneyTransaction(ctx.manager, async (m) => {
      const refund = await m.findOne(PaymentReversalRow, { where: { id: refundId, kind: 'Refund' }, lock: forUpdate(m) });
      if (!refund) throw new AppError('NOT_FOUND', 'Refund not found', [{ field: 'refundId', message: 'Refund not found' }]);
      if (refund.refundStatus !== 'owed') throw new AppError('REFUND_NOT_OWED', refund.refundChannel === 'card' ? 'A card refund is paid back by Paystack, not by hand' : 'This refund was already paid out');
      const paid = { refundStatus: 'processed' as const, refundStatusAt: ctx.now, paidOutBy: admin.userId, paidOutChannel: input.channel, paidOutReference: reference, paidOutAt: ctx.now };
      await m.update(PaymentReversalRow, { id: refundId }, paid);
      await recordAudit(m, ctx, { action: 'refund.paid-out', targetType: 'Refund', targetId: refundId, before: { status: 'owed' }, after: { status: 'processed', channel: input.channel, reference }, reason: `Paid back by ${input.channel}, reference ${reference}` });
    });
    const view = (await this.owedRows(ctx, { id: refundId }))[0];
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: view.customerId });
    await this.deps.jobs.enqueue('mail.send', { ...refundProcessedEmail(user, view.packName, view.amountKobo), idempotencyKey: `refund-processed-${refundId}` }, { jobId: `refund-processed-${refundId}` });
    return view;
  }

  /**
   * Refunds not yet processed (owed by hand, or a card's still with Paystack), the longest waiting
   * first; `overdue`: past their promised day. Stray charges' refunds (issue 28: a payment reported
   * against a plan not the customer's) are among them, with no plan: `planId` empty and `packName`
   * saying so.
   */
  async refundsOwed(ctx: RequestContext, filter: { overdueOnly?: boolean }): Promise<RefundOwedView[]> {
    requireRole(ctx, 'Admin');
    const rows = [...(await this.owedRows(ctx, { open: true })), ...(await this.strayRows(ctx))]
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
      .slice(0, OWED_LIST_LIMIT);
    return filter.overdueOnly ? rows.filter((r) => r.overdue) : rows;
  }

  /** Stray charges whose refund is not yet processed, as refunds owed (no plan). */
  private async strayRows(ctx: RequestContext): Promise<RefundOwedView[]> {
    const rows = await ctx.manager
      .createQueryBuilder(StrayChargeRow, 's')
      .innerJoin(UserRow, 'u', 'u.id = s.user_id')
      .where("s.refund_status NOT IN ('processed')")
      .select(['s.id AS id', 's.reference AS reference', 'u.id AS customerId', 'u.first_name AS firstName', 'u.last_name AS lastName', 's.amount_kobo AS amountKobo', 's.refund_status AS status', 's.refund_due_by AS dueBy', 's.created_at AS requestedAt'])
      .orderBy('s.created_at', 'ASC')
      .limit(OWED_LIST_LIMIT)
      .getRawMany<Record<string, unknown>>();
    const today = lagosDate(ctx.now);
    return rows.map((r) => ({
      id: String(r.id),
      planId: '',
      packName: `No plan: a payment (${String(r.reference)}) reported for a plan not theirs`,
      customerId: String(r.customerId),
      customerName: `${String(r.firstName)} ${String(r.lastName)}`.trim(),
      amountKobo: Number(r.amountKobo),
      channel: 'card',
      status: String(r.status) as RefundStatus,
      dueBy: String(r.dueBy),
      overdue: today > String(r.dueBy),
      requestedAt: rawRequestedAt(r.requestedAt),
      paidOutChannel: null,
      paidOutReference: null,
    }));
  }

  /** Refunds not yet processed, counted and summed by channel and status (for the metrics; no role: the system reads it). */
  async openTotals(ctx: RequestContext): Promise<{ channel: string; status: string; count: number; amountKobo: number }[]> {
    const rows: { channel: string | null; status: string | null; n: number | string; kobo: number | string | null }[] = await ctx.manager
      .createQueryBuilder(PaymentReversalRow, 'r')
      .select(['r.refund_channel AS channel', 'r.refund_status AS status', 'COUNT(*) AS n', 'SUM(r.amount_kobo) AS kobo'])
      .where("r.kind = 'Refund' AND r.refund_status NOT IN ('processed')")
      .groupBy('r.refund_channel')
      .addGroupBy('r.refund_status')
      .getRawMany();
    // Stray charges' refunds (issue 28) are card refunds like any other.
    const strays: { status: string; n: number | string; kobo: number | string | null }[] = await ctx.manager
      .createQueryBuilder(StrayChargeRow, 's')
      .select(['s.refund_status AS status', 'COUNT(*) AS n', 'SUM(s.amount_kobo) AS kobo'])
      .where("s.refund_status NOT IN ('processed')")
      .groupBy('s.refund_status')
      .getRawMany();
    const totals = new Map<string, { channel: string; status: string; count: number; amountKobo: number }>();
    for (const r of [...rows, ...strays.map((x) => ({ ...x, channel: 'card' }))]) {
      const channel = r.channel ?? 'card';
      const status = r.status ?? 'requested';
      const line = totals.get(`${channel}/${status}`) ?? { channel, status, count: 0, amountKobo: 0 };
      line.count += Number(r.n);
      line.amountKobo += Number(r.kobo ?? 0);
      totals.set(`${channel}/${status}`, line);
    }
    return [...totals.values()];
  }

  private async owedRows(ctx: RequestContext, where: { id?: string; open?: boolean }): Promise<RefundOwedView[]> {
    const qb = ctx.manager
      .createQueryBuilder(PaymentReversalRow, 'r')
      .innerJoin(SavingsPlanRow, 'p', 'p.id = r.plan_id')
      .innerJoin(UserRow, 'u', 'u.id = p.user_id')
      .where("r.kind = 'Refund'")
      .select(['r.id AS id', 'r.plan_id AS planId', 'p.pack_name AS packName', 'u.id AS customerId', 'u.first_name AS firstName', 'u.last_name AS lastName', 'r.amount_kobo AS amountKobo', 'r.refund_channel AS channel', 'r.refund_status AS status', 'r.refund_due_by AS dueBy', 'r.created_at AS requestedAt', 'r.paid_out_channel AS paidOutChannel', 'r.paid_out_reference AS paidOutReference', 'r.paid_out_at AS paidOutAt'])
      .orderBy('r.created_at', 'ASC')
      .limit(OWED_LIST_LIMIT);
    if (where.id) qb.andWhere('r.id = :id', { id: where.id });
    if (where.open) qb.andWhere("r.refund_status NOT IN ('processed')");
    const today = lagosDate(ctx.now);
    const raw = await qb.getRawMany<Record<string, unknown>>();
    return raw.map((r) => ({
      id: String(r.id),
      planId: String(r.planId),
      packName: String(r.packName),
      customerId: String(r.customerId),
      customerName: `${String(r.firstName)} ${String(r.lastName)}`.trim(),
      amountKobo: Number(r.amountKobo),
      channel: String(r.channel ?? 'card'),
      status: String(r.status) as RefundStatus,
      dueBy: (r.dueBy as string | null) ?? null,
      overdue: r.status !== 'processed' && typeof r.dueBy === 'string' && today > r.dueBy,
      requestedAt: new Date(r.requestedAt as string),
      paidOutChannel: (r.paidOutChannel as string | null) ?? null,
      paidOutReference: (r.paidOutReference as string | null) ?? null,
    }));
  }

  /**
   * The `payments.send-refund` job (and the sweep): asks Paystack to refund a card payment, once
   * accepted never again. Paystack refuses a second refund of an already refunded transaction,
   * which is taken as accepted (a crash between Paystack's answer and our write).
   */
  async sendRefund(ctx: RequestContext, reversalId: string): Promise<'sent' | 'already-sent'> {
    const refund = await ctx.manager.findOne(PaymentReversalRow, { where: { id: reversalId, kind: 'Refund' } });
    if (!refund) return this.sendStrayRefund(ctx, reversalId);
    if (refund.refundSentAt) return 'already-sent';
    const payment = await ctx.manager.findOneByOrFail(PaymentRow, { id: refund.paymentId });
    const status = await this.askPaystack(ctx, reversalId, payment.providerReference, refund.amountKobo);
    // Only forward from 'requested': an event that arrived first (pending, processed) is kept.
    await ctx.manager.update(PaymentReversalRow, { id: reversalId, refundSentAt: IsNull() }, { refundSentAt: ctx.now });
    await ctx.manager.update(PaymentReversalRow, { id: reversalId, refundStatus: 'requested' }, { refundStatus: status, refundStatusAt: ctx.now });
    return 'sent';
  }

  /** The same for a stray charge (issue 28: refunded whole, by its reference); the 'refunds' duty hands both kinds of id here. */
  private async sendStrayRefund(ctx: RequestContext, strayId: string): Promise<'sent' | 'already-sent'> {
    const stray = await ctx.manager.findOne(StrayChargeRow, { where: { id: strayId } });
    if (!stray || stray.refundSentAt) return 'already-sent';
    const status = await this.askPaystack(ctx, strayId, stray.reference, stray.amountKobo);
    await ctx.manager.update(StrayChargeRow, { id: strayId, refundSentAt: IsNull() }, { refundSentAt: ctx.now });
    await ctx.manager.update(StrayChargeRow, { id: strayId, refundStatus: 'requested' }, { refundStatus: status, refundStatusAt: ctx.now });
    return 'sent';
  }

  /** POST /refund for a transaction; Paystack refusing a second refund of it counts as accepted. */
  private async askPaystack(ctx: RequestContext, refundId: string, reference: string, amountKobo: number): Promise<RefundStatus> {
    try {
      const answer = await this.deps.paystack.refund({ reference, amountKobo });
      return (nextRefundStatus('requested', answer.status) ?? 'pending') as RefundStatus;
    } catch (err) {
      if (!(err instanceof PaystackError) || !/greater than|fully refunded|already/i.test(err.message)) throw err;
      ctx.log.warn({ reversalId: refundId, err: err.message }, 'Paystack says this transaction was already refunded: taken as sent');
      return 'pending';
    }
  }

  /** After the commit that wrote a plan's refund rows: sends the card refunds to Paystack and the customer's notice (owed work, done once even after a crash). */
  async requestRefundWork(ctx: RequestContext, planId: string): Promise<void> {
    const m = ctx.manager;
    const cards = await m.find(PaymentReversalRow, { where: { planId, kind: 'Refund', refundSentAt: IsNull() }, select: { id: true } });
    for (const r of cards) await this.deps.owed.request(ctx, 'refunds', r.id);
    // The customer's e-mail and SMS ('Refund started', what they owe now): owed work, sent once even after a crash.
    const first = await m.findOne(PaymentReversalRow, { where: { planId, kind: 'Refund', noticeSentAt: IsNull() }, select: { id: true } });
    if (first) await this.deps.owed.request(ctx, 'reversal-notices', first.id);
  }
}

/**
 * A `refund.*` webhook event (stored and signature-checked by the webhook path): moves the
 * refund of that transaction forward (never back) and, when it is processed, e-mails the customer.
 * An event about a transaction we never refunded changes nothing.
 */
export async function applyRefundEvent(ctx: RequestContext, jobs: JobQueue, event: string, data: Record<string, unknown>): Promise<void> {
  // Paystack names the refunded transaction `transaction_reference` (older events: `transaction.reference`, or `reference`).
  const reference = [data.transaction_reference, (data.transaction as { reference?: unknown } | undefined)?.reference, data.reference].find((r): r is string => typeof r === 'string' && r !== '');
  if (!reference) throw new AppError('VALIDATION', `${event} without a transaction reference`);
  const payment = await ctx.manager.findOne(PaymentRow, { where: { providerReference: reference } });
  const refund = payment ? await ctx.manager.findOne(PaymentReversalRow, { where: { paymentId: payment.id, kind: 'Refund' } }) : null;
  if (!payment) return applyStrayRefundEvent(ctx, jobs, event, reference);
  if (!refund) {
    ctx.log.warn({ event, reference }, 'a refund event for a transaction this server did not refund');
    return;
  }
  const next = nextRefundStatus(refund.refundStatus ?? 'requested', event.replace(/^refund\./, ''));
  if (!next) return;
  const moved = await ctx.manager.update(PaymentReversalRow, { id: refund.id, refundStatus: refund.refundStatus ?? IsNull() }, { refundStatus: next, refundStatusAt: ctx.now });
  if (!moved.affected) return; // another delivery moved it meanwhile
  ctx.log.info({ reference, from: refund.refundStatus, to: next }, 'refund status from Paystack');
  if (next === 'failed' || next === 'needs-attention') ctx.log.error({ reference, status: next }, 'a card refund did not go through: support must act (the plan view shows it)');
  if (next === 'processed') {
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: payment.userId });
    const plan = await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: payment.planId });
    await jobs.enqueue('mail.send', { ...refundProcessedEmail(user, plan.packName, refund.amountKobo), idempotencyKey: `refund-processed-${refund.id}` }, { jobId: `refund-processed-${refund.id}` });
  }
}

/** A refund event about a stray charge (issue 28): its status moves forward the same way; processed, the customer is e-mailed. */
async function applyStrayRefundEvent(ctx: RequestContext, jobs: JobQueue, event: string, reference: string): Promise<void> {
  const stray = await ctx.manager.findOne(StrayChargeRow, { where: { reference } });
  if (!stray) {
    ctx.log.warn({ event, reference }, 'a refund event for a transaction this server did not refund');
    return;
  }
  const next = nextRefundStatus(stray.refundStatus, event.replace(/^refund\./, ''));
  if (!next) return;
  const moved = await ctx.manager.update(StrayChargeRow, { id: stray.id, refundStatus: stray.refundStatus }, { refundStatus: next, refundStatusAt: ctx.now });
  if (!moved.affected) return;
  ctx.log.info({ reference, from: stray.refundStatus, to: next }, 'stray charge refund status from Paystack');
  if (next === 'failed' || next === 'needs-attention') ctx.log.error({ reference, status: next }, 'a stray charge\'s card refund did not go through: support must act (refundsOwed lists it)');
  if (next === 'processed') {
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: stray.userId });
    await jobs.enqueue('mail.send', { ...strayRefundProcessedEmail(user, stray.reference, stray.amountKobo), idempotencyKey: `refund-processed-${stray.id}` }, { jobId: `refund-processed-${stray.id}` });
  }
}

/** A datetime read raw: MySQL's driver gives a Date, SQLite the stored UTC text. */
function rawRequestedAt(value: unknown): Date {
  return value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
}
