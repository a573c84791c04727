import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { forUpdate } from '../../../common/db';
import { koboToNaira } from '../../../common/money';
import type { PaystackTransaction } from '../../../integrations/paystack/paystack-client';
import { UserRow } from '../../user';
import { PaymentCheckoutRow, PaymentRow } from '../payment.entity';
import { promisedRefundDays } from './plan-refunds';
import { StrayChargeRow } from './stray-charge.entity';

/**
 * Issue 28: a verified charge reported against a plan that is not the customer's (or none) is a
 * stray charge, refunded whole (docs/money.md). Written in the caller's transaction with the
 * customer's row locked: a claim on the same reference (recordClaim, for one of their own plans)
 * takes the same lock and looks here first, so a reference becomes a claim or a stray charge,
 * never both. Answers what was there already: the stray charge (written now or before), or
 * 'claimed' when the reference is already one of the customer's claims or payments.
 */
export async function recordStrayCharge(
  m: EntityManager,
  args: { reference: string; userId: string; reportedPlan: string; transaction: PaystackTransaction; now: Date },
): Promise<{ charge: StrayChargeRow; written: boolean } | 'claimed'> {
  const { reference, now, transaction } = args;
  await lockCustomer(m, args.userId);
  const before = await m.findOne(StrayChargeRow, { where: { reference } });
  if (before) return { charge: before, written: false };
  if ((await m.exists(PaymentCheckoutRow, { where: { reference } })) || (await m.exists(PaymentRow, { where: { providerReference: reference } }))) return 'claimed';
  const promise = await promisedRefundDays(m, now);
  const charge: StrayChargeRow = {
    id: randomUUID(),
    reference,
    userId: args.userId,
    reportedPlan: args.reportedPlan.slice(0, 100),
    amountKobo: transaction.amountKobo,
    currency: transaction.currency,
    channel: transaction.channel?.slice(0, 32) ?? null,
    providerResponse: JSON.stringify(transaction.raw),
    paidAt: transaction.paidAt ?? now,
    createdAt: now,
    refundStatus: 'requested',
    refundStatusAt: now,
    refundSentAt: null,
    refundDueFrom: promise.from,
    refundDueBy: promise.by,
    noticeSentAt: null,
  };
  await m.insert(StrayChargeRow, charge);
  return { charge, written: true };
}

/** The customer's row, locked (MySQL): claims and stray charges of one customer's references queue here. */
export async function lockCustomer(m: EntityManager, userId: string): Promise<void> {
  await m.findOne(UserRow, { where: { id: userId }, select: { id: true }, lock: forUpdate(m) });
}

/** What the customer is told when their reference is (or already was) a stray charge. */
export function strayChargeMessage(charge: Pick<StrayChargeRow, 'amountKobo' | 'refundDueBy'>): string {
  return `This payment was not for one of your savings plans, so your payment of ₦${koboToNaira(charge.amountKobo).toLocaleString('en-NG')} is being refunded to your card within 7 to 14 working days (by ${charge.refundDueBy}).`;
}
