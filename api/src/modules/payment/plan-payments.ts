import { In, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context';
import type { LedgerPaymentView, PlanDependents, PlanPayments, PlanPaymentView, PlanRefundView } from '../savings-plan';
import type { ReverseCommission } from './commission-reversal';
import { writePlanRefunds } from './refunds/plan-refunds';
import type { RefundService } from './refunds/refund.service';
import { namesOf } from '../user';
import { PaymentCheckoutRow, PaymentRow } from './payment.entity';
import { AutoDebitAttemptRow } from './auto-debit/auto-debit.entity';
import { PaymentReversalRow } from './payment-reversal.entity';

/** A payment row as a plan's views show it. */
export function paymentView(p: PaymentRow): PlanPaymentView {
  return {
    id: p.id,
    // A bank transfer's share is shown by the transfer's Paystack reference.
    reference: p.provider === 'transfer' && p.externalReference ? p.externalReference : p.providerReference,
    amountKobo: p.amountKobo,
    appliedKobo: p.appliedKobo,
    overpaymentKobo: p.overpaymentKobo,
    currency: p.currency,
    channel: p.channel,
    scheduleId: p.scheduleId,
    paidAt: p.paidAt,
    createdAt: p.createdAt,
    contributorName: p.contributorName,
  };
}

/** The payments into plans, as the plans' views and admin operations read them. */
export class PaymentsOfPlans implements PlanPayments {
  constructor(private readonly deps: { reverseCommission: ReverseCommission; refunds: RefundService }) {}

  refundAll(m: EntityManager, args: { planId: string; actorId: string; reason: string; now: Date }): Promise<PlanRefundView[]> {
    return writePlanRefunds(m, { ...args, reverseCommission: this.deps.reverseCommission });
  }

  afterRefund(ctx: RequestContext, planId: string): Promise<void> {
    return this.deps.refunds.requestRefundWork(ctx, planId);
  }

  async refundsOf(m: EntityManager, planIds: string[]): Promise<(PlanRefundView & { planId: string })[]> {
    if (!planIds.length) return [];
    const rows = await m.find(PaymentReversalRow, { where: { planId: In(planIds), kind: 'Refund' }, order: { createdAt: 'ASC' } });
    return rows.map((r) => ({ planId: r.planId, amountKobo: r.amountKobo, channel: r.refundChannel ?? 'card', status: r.refundStatus ?? 'requested', dueFrom: r.refundDueFrom, dueBy: r.refundDueBy }));
  }

  async liveOf(m: EntityManager, planIds: string[]): Promise<(PlanPaymentView & { planId: string })[]> {
    if (!planIds.length) return [];
    const rows = await m
      .createQueryBuilder(PaymentRow, 'x')
      .where('x.planId IN (:...ids)', { ids: planIds })
      .andWhere('NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)')
      .orderBy('x.createdAt', 'ASC')
      .getMany();
    return rows.map((p) => ({ ...paymentView(p), planId: p.planId }));
  }

  anyOn(m: EntityManager, planId: string): Promise<boolean> {
    return m.exists(PaymentRow, { where: { planId } });
  }

  async ledgerOf(m: EntityManager, planId: string): Promise<LedgerPaymentView[]> {
    const [payments, reversals] = await Promise.all([m.find(PaymentRow, { where: { planId }, order: { createdAt: 'ASC' } }), m.find(PaymentReversalRow, { where: { planId } })]);
    const recorders = await namesOf(m, payments.map((p) => (p.provider === 'manual' ? p.recordedBy : null)));
    return payments.map((p) => {
      const reversal = reversals.find((r) => r.paymentId === p.id);
      return {
        id: p.id,
        provider: p.provider,
        reference: p.providerReference,
        externalReference: p.externalReference,
        channel: p.channel,
        amountKobo: p.amountKobo,
        appliedKobo: p.appliedKobo,
        note: p.note,
        recordedByName: p.recordedBy ? (recorders.get(p.recordedBy) ?? null) : null,
        contributorName: p.contributorName,
        paidAt: p.paidAt,
        revertedAt: reversal?.createdAt ?? null,
        revertReason: reversal?.reason ?? null,
        revertKind: reversal?.kind ?? null,
        refundChannel: reversal?.refundChannel ?? null,
        refundStatus: reversal?.refundStatus ?? null,
      };
    });
  }
}

/** What the payment feature keeps about a plan, following an admin's cancelling or deleting it. */
export const paymentPlanDependents: PlanDependents = {
  // Checkouts still open can no longer pay into it: a late payment is recorded as an overpayment to refund.
  async planCancelled(m, planId, now) {
    await m.update(PaymentCheckoutRow, { planId, status: 'Open' }, { status: 'Failed', nextCheckAt: null, updatedAt: now });
  },
  async planRemoved(m, planId) {
    for (const table of [AutoDebitAttemptRow, PaymentCheckoutRow]) await m.delete(table, { planId });
  },
};
