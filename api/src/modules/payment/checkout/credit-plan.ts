import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PaymentApplication } from '../../savings-plan/domain/apply-payment';
import type { PlanAccount } from '../../savings-plan';
import { PaymentRow } from '../payment.entity';

export type CreditInput = Pick<
  PaymentRow,
  'provider' | 'providerReference' | 'checkoutId' | 'amountKobo' | 'currency' | 'channel' | 'providerResponse' | 'recordedVia' | 'recordedBy' | 'paidAt' | 'note' | 'externalReference'
> & { issuedForScheduleId: string | null; contributorName?: string | null };

/**
 * The one place money goes into a plan, whoever brought it (a verified Paystack payment, an
 * admin's manual one). In the caller's transaction, on the plan's locked account: records the
 * payment row and has the account take it (instalments, amount paid, status, fulfilment). The
 * receipt and the commission are owed from the commit on.
 */
export async function creditPlan(m: EntityManager, now: Date, account: PlanAccount, input: CreditInput): Promise<{ payment: PaymentRow; applied: PaymentApplication }> {
  const id = randomUUID();
  const paidAt = input.paidAt ?? now;
  const applied = await account.credit(now, { id, amountKobo: input.amountKobo, issuedForScheduleId: input.issuedForScheduleId, paidAt });
  const { issuedForScheduleId: _issued, contributorName = null, ...fields } = input;
  const payment = m.create(PaymentRow, {
    ...fields,
    contributorName,
    id,
    userId: account.plan.userId,
    planId: account.plan.id,
    scheduleId: applied.scheduleId,
    appliedKobo: applied.appliedKobo,
    overpaymentKobo: applied.overpaymentKobo,
    status: 'success',
    cardSignature: input.provider === 'paystack' ? cardSignatureIn(input.providerResponse) : null,
    paidAt,
    receiptClaimedAt: null,
    receiptSentAt: null,
    commissionSettledAt: null,
    createdAt: now,
  });
  await m.insert(PaymentRow, payment);
  return { payment, applied };
}

/**
 * The card's signature in Paystack's verify answer (`authorization.signature`): the same card
 * gives the same signature whoever pays with it, so a referral paid with the marketer's own card
 * can be told (commission/domain/commission-ledger). Null when there is none (a transfer, USSD).
 */
export function cardSignatureIn(providerResponse: string): string | null {
  try {
    const signature = (JSON.parse(providerResponse) as { authorization?: { signature?: unknown } } | null)?.authorization?.signature;
    return typeof signature === 'string' && signature.trim() ? signature.trim().slice(0, 100) : null;
  } catch {
    return null;
  }
}
