import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../../common/context';
import { forUpdate, moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { PaystackError, type PaystackGateway } from '../../../integrations/paystack/paystack-client';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit';
import { adminReason } from '../../audit/domain/admin-reason';
import { PLAN_NOT_FOUND_MESSAGE } from '../../savings-plan/domain/plan-rules';
import { PlanAccount, SavingsPlanRow } from '../../savings-plan';
import { UserRow } from '../../user';
import { nextRefundStatus } from './domain/refund-rules';
import { PaymentRow } from '../payment.entity';
import { PaymentReversalRow, type RefundStatus } from '../payment-reversal.entity';
import { refundProcessedEmail } from './refund.emails';
import { refundProblem } from '../../savings-plan/domain/refund-eligibility';
import { type OwedWork } from '../../../jobs/owed-work';
import { type ReverseCommission } from '../commission-reversal';

export interface RefundLineView {
  paymentId: string;
  amountKobo: number;
  channel: string;
  status: RefundStatus;
}

export interface PlanRefundView {
  planId: string;
  totalKobo: number;
  refunds: RefundLineView[];
}

/**
 * Refunding a completed plan (issue 14; spec section 1's terms): every payment not already taken
 * back is refunded, in one transaction with the plan's row locked: a Refund row per payment, the
 * plan Cancelled ('refunded') with nothing paid, the marketers' commissions reversed. Card
 * payments go back to the card through Paystack (POST /refund) after the commit, by the
 * `payments.send-refund` job, which the reconciliation sweep repeats for any refund not yet
 * accepted; their status then follows Paystack's refund events. A manual payment's refund is
 * paid back by hand with its channel and is processed at once. The customer is e-mailed.
 */
export class RefundService {
  constructor(private readonly deps: { paystack: PaystackGateway; jobs: JobQueue; owed: OwedWork; reverseCommission: ReverseCommission }) {}

  async refundPlan(ctx: RequestContext, planId: string, reason: string): Promise<PlanRefundView> {
    const admin = requireRole(ctx, 'Admin');
    const why = adminReason(reason);
    if (!why.ok) throw validationError(why.message, [{ field: 'reason', message: why.message }]);
    const view = await moneyTransaction(ctx.manager, async (m) => {
      const account = await PlanAccount.lock(m, planId);
      if (!account) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE, [{ field: 'planId', message: PLAN_NOT_FOUND_MESSAGE }]);
      const plan = account.plan;
      const problem = refundProblem(plan, (await account.fulfilment())?.fulfilment ?? null, ctx.now);
      if (problem) throw new AppError('NOT_REFUNDABLE', problem);

      const payments = await livePayments(m, planId);
      const refunds: RefundLineView[] = [];
      for (const live of payments) {
        // Locked as the commission accrual locks it: an accrual running now either finishes first
        // (and is reversed below) or finds the payment settled.
        const p = await m.findOneOrFail(PaymentRow, { where: { id: live.id }, lock: forUpdate(m) });
        const card = p.provider === 'paystack';
        const line: RefundLineView = { paymentId: p.id, amountKobo: p.amountKobo, channel: card ? 'card' : (p.channel ?? 'cash'), status: card ? 'requested' : 'processed' };
        await m.insert(PaymentReversalRow, {
          id: randomUUID(),
          paymentId: p.id,
          planId,
          kind: 'Refund',
          amountKobo: p.amountKobo,
          appliedKobo: p.appliedKobo,
          reason: why.value,
          actorId: admin.userId,
          createdAt: ctx.now,
          refundChannel: line.channel,
          refundStatus: line.status,
          refundStatusAt: ctx.now,
          refundSentAt: card ? null : ctx.now,
          // The customer's notice (one for the plan's refund rows) is owed from this commit.
          noticeSentAt: null,
        });
        await this.deps.reverseCommission(m, { paymentId: p.id, reason: `Plan refunded: ${why.value}`, now: ctx.now });
        if (!p.commissionSettledAt) await m.update(PaymentRow, { id: p.id }, { commissionSettledAt: ctx.now });
        refunds.push(line);
      }
      await account.refund(ctx.now, admin.userId);
      const totalKobo = refunds.reduce((sum, r) => sum + r.amountKobo, 0);
      await recordAudit(m, ctx, { action: 'plan.refunded', targetType: 'SavingsPlan', targetId: planId, before: { status: plan.status, amountPaidKobo: plan.amountPaidKobo }, after: { status: 'Cancelled', refunds }, reason: why.value });
      return { planId, totalKobo, refunds };
    });
    ctx.log.info({ planId, totalKobo: view.totalKobo, refunds: view.refunds.length }, 'plan refunded by an admin');
    await this.afterCommit(ctx, view);
    return view;
  }

  /**
   * The `payments.send-refund` job (and the sweep): asks Paystack to refund a card payment, once
   * accepted never again. Paystack refuses a second refund of an already refunded transaction,
   * which is taken as accepted (a crash between Paystack's answer and our write).
   */
  async sendRefund(ctx: RequestContext, reversalId: string): Promise<'sent' | 'already-sent'> {
    const refund = await ctx.manager.findOne(PaymentReversalRow, { where: { id: reversalId, kind: 'Refund' } });
    if (!refund || refund.refundSentAt) return 'already-sent';
    const payment = await ctx.manager.findOneByOrFail(PaymentRow, { id: refund.paymentId });
    let status: RefundStatus = 'pending';
    try {
      const answer = await this.deps.paystack.refund({ reference: payment.providerReference, amountKobo: refund.amountKobo });
      status = (nextRefundStatus('requested', answer.status) ?? 'pending') as RefundStatus;
    } catch (err) {
      if (!(err instanceof PaystackError) || !/greater than|fully refunded|already/i.test(err.message)) throw err;
      ctx.log.warn({ reversalId, err: err.message }, 'Paystack says this transaction was already refunded: taken as sent');
    }
    // Only forward from 'requested': an event that arrived first (pending, processed) is kept.
    await ctx.manager.update(PaymentReversalRow, { id: reversalId, refundSentAt: IsNull() }, { refundSentAt: ctx.now });
    await ctx.manager.update(PaymentReversalRow, { id: reversalId, refundStatus: 'requested' }, { refundStatus: status, refundStatusAt: ctx.now });
    return 'sent';
  }

  private async afterCommit(ctx: RequestContext, view: PlanRefundView): Promise<void> {
    const m = ctx.manager;
    const cards = await m.find(PaymentReversalRow, { where: { planId: view.planId, kind: 'Refund', refundSentAt: IsNull() }, select: { id: true } });
    for (const r of cards) await this.deps.owed.request(ctx, 'refunds', r.id);
    // The customer's e-mail and SMS ('Refund started', what they owe now): owed work, sent once even after a crash.
    const first = await m.findOne(PaymentReversalRow, { where: { planId: view.planId, kind: 'Refund', noticeSentAt: IsNull() }, select: { id: true } });
    if (first) await this.deps.owed.request(ctx, 'reversal-notices', first.id);
  }
}

/** The plan's payments not yet reverted or refunded. */
function livePayments(m: EntityManager, planId: string): Promise<PaymentRow[]> {
  return m
    .createQueryBuilder(PaymentRow, 'x')
    .where('x.planId = :planId', { planId })
    .andWhere('NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)')
    .orderBy('x.createdAt', 'ASC')
    .getMany();
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
  if (!payment || !refund) {
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
