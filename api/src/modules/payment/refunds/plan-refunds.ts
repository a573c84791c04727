import { randomUUID } from 'node:crypto';
import { In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { forUpdate } from '../../../common/db';
import { lagosDate } from '../../../common/time';
import { ClosureDayRow, CreditEntryRow } from '../../savings-plan';
import { refundPromise } from '../../savings-plan/domain/plan-changes';
import type { ReverseCommission } from '../commission-reversal';
import { PaymentRow } from '../payment.entity';
import { PaymentReversalRow, type RefundStatus } from '../payment-reversal.entity';

export interface RefundLineView {
  id: string;
  paymentId: string;
  amountKobo: number;
  channel: string;
  status: RefundStatus;
  dueFrom: string | null;
  dueBy: string | null;
}

/**
 * Gives back every payment that put money into a plan, in the caller's transaction, with the
 * plan's row locked (issue 14 for a completed plan; issue 26 for a plan ended early): a Refund
 * row per payment, written once, promised within 7 to 14 Lagos working days; the marketers'
 * commissions on them reversed. The payments are the plan's own and those of the plans whose money
 * moved into it (a changed pack, a cancelled plan's credit), each whole, since money only ever
 * moves whole from plan to plan. A card payment goes back through Paystack (the 'refunds' duty
 * sends it after the commit); a cash, transfer or POS payment is a refund 'owed' until an admin
 * records how it was paid back.
 */
export async function writePlanRefunds(
  m: EntityManager,
  args: { planId: string; actorId: string; reason: string; now: Date; reverseCommission: ReverseCommission },
): Promise<RefundLineView[]> {
  const { planId, now } = args;
  const promise = await promisedRefundDays(m, now);
  const lines: RefundLineView[] = [];
  for (const live of await livePayments(m, await fundingPlanIds(m, planId))) {
    // Locked as the commission accrual locks it: an accrual running now either finishes first
    // (and is reversed below) or finds the payment settled.
    const p = await m.findOneOrFail(PaymentRow, { where: { id: live.id }, lock: forUpdate(m) });
    // The customer's notice (one for the plan's refund rows) is owed from this commit.
    const line = await insertRefund(m, p, { planId, appliedKobo: p.appliedKobo, reason: args.reason, actorId: args.actorId, now, promise });
    await args.reverseCommission(m, { paymentId: p.id, reason: `Plan refunded: ${args.reason}`, now });
    if (!p.commissionSettledAt) await m.update(PaymentRow, { id: p.id }, { commissionSettledAt: now });
    lines.push(line);
  }
  return lines;
}

/** The plan and, through the credit rows that put money into it, every plan whose money it holds. */
async function fundingPlanIds(m: EntityManager, planId: string): Promise<string[]> {
  const ids = [planId];
  for (let i = 0; i < ids.length; i++) {
    const ins = await m.find(CreditEntryRow, { where: { planId: ids[i] }, select: { amountKobo: true, counterpartId: true } });
    const outs = ins.filter((e) => e.amountKobo < 0 && e.counterpartId).map((e) => e.counterpartId!);
    if (!outs.length) continue;
    for (const source of await m.find(CreditEntryRow, { where: { id: In(outs) }, select: { planId: true } })) {
      if (!ids.includes(source.planId)) ids.push(source.planId);
    }
  }
  return ids;
}

/** The payments into these plans not yet reverted or refunded, oldest first. */
function livePayments(m: EntityManager, planIds: string[]): Promise<PaymentRow[]> {
  return m
    .createQueryBuilder(PaymentRow, 'x')
    .where('x.planId IN (:...planIds)', { planIds })
    .andWhere("x.status = 'success'")
    .andWhere('NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)')
    .orderBy('x.createdAt', 'ASC')
    .getMany();
}

/**
 * Issue 28: a verified payment its plan could not take at all (the plan cancelled or complete
 * when the customer's own client reported it): the whole payment is refunded, in the caller's
 * transaction, as a Refund row like a plan's (promised within 7 to 14 Lagos working days; a card
 * refund is sent to Paystack by the 'refunds' duty after the commit, and the customer's notice is
 * owed). Nothing went into the plan, so no commission was earned on it.
 */
export async function refundUnappliedPayment(m: EntityManager, args: { payment: PaymentRow; actorId: string; reason: string; now: Date }): Promise<RefundLineView> {
  const { payment: p, now } = args;
  if (p.appliedKobo !== 0) throw new Error(`payment ${p.id} put money into its plan: refund the plan instead`);
  const line = await insertRefund(m, p, { planId: p.planId, appliedKobo: 0, reason: args.reason, actorId: args.actorId, now, promise: await promisedRefundDays(m, now) });
  // No commission on money that never went into a plan; the refund notice stands for the receipt.
  await m.update(PaymentRow, { id: p.id }, { commissionSettledAt: now, receiptSentAt: now });
  return line;
}

/** The refund's promised window: 7 to 14 Lagos working days from today, closure days skipped. */
export async function promisedRefundDays(m: EntityManager, now: Date): Promise<{ from: string; by: string }> {
  const today = lagosDate(now);
  const closures = await m.find(ClosureDayRow, { where: { day: MoreThanOrEqual(today) }, select: { day: true } });
  return refundPromise(today, closures.map((c) => c.day));
}

/**
 * One payment's Refund row, written once. A card refund is sent to Paystack by the 'refunds' duty
 * after the commit; one paid by hand is 'owed' until an admin records the payout, with nothing to
 * send. The customer's notice is owed from the commit.
 */
async function insertRefund(
  m: EntityManager,
  p: PaymentRow,
  args: { planId: string; appliedKobo: number; reason: string; actorId: string; now: Date; promise: { from: string; by: string } },
): Promise<RefundLineView> {
  const { now, promise } = args;
  const card = p.provider === 'paystack';
  const line: RefundLineView = { id: randomUUID(), paymentId: p.id, amountKobo: p.amountKobo, channel: card ? 'card' : p.provider === 'transfer' ? 'bank_transfer' : (p.channel ?? 'cash'), status: card ? 'requested' : 'owed', dueFrom: promise.from, dueBy: promise.by };
  await m.insert(PaymentReversalRow, {
    id: line.id,
    paymentId: p.id,
    planId: args.planId,
    kind: 'Refund',
    amountKobo: p.amountKobo,
    appliedKobo: args.appliedKobo,
    reason: args.reason,
    actorId: args.actorId,
    createdAt: now,
    refundChannel: line.channel,
    refundStatus: line.status,
    refundStatusAt: now,
    refundSentAt: card ? null : now,
    refundDueFrom: promise.from,
    refundDueBy: promise.by,
    paidOutBy: null,
    paidOutChannel: null,
    paidOutReference: null,
    paidOutAt: null,
    noticeSentAt: null,
  });
  return line;
}
