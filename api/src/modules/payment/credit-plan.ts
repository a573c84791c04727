import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager } from 'typeorm';
import { lagosDate } from '../../common/time';
import { applyPayment, type PaymentApplication } from '../savings-plan/domain/apply-payment';
import { deliveryWindow } from '../savings-plan/domain/delivery';
import { planFinesOwedKobo } from '../savings-plan/late-fines.service';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../savings-plan/savings-plan.entity';
import { PaymentRow } from './payment.entity';
import { markArrearsChanged } from '../savings-plan/customer-arrears';

export type CreditInput = Pick<
  PaymentRow,
  'provider' | 'providerReference' | 'checkoutId' | 'amountKobo' | 'currency' | 'channel' | 'providerResponse' | 'recordedVia' | 'recordedBy' | 'paidAt' | 'note' | 'externalReference'
> & { issuedForScheduleId: string | null };

/**
 * The one place money goes into a plan, whoever brought it (a verified Paystack payment, an
 * admin's manual one). In the caller's transaction, with the plan's row already locked: records
 * the payment row and applies it (instalments Paid, the plan's amount paid and status, the
 * fulfilment when it completes). The receipt and the commission are owed from the commit on.
 */
export async function creditPlan(m: EntityManager, now: Date, plan: SavingsPlanRow, input: CreditInput): Promise<{ payment: PaymentRow; applied: PaymentApplication }> {
  const schedules = await m.find(PaymentScheduleRow, { where: { planId: plan.id }, order: { sequence: 'ASC' } });
  // The plan's total is its price plus the late fines not waived (read under the plan's lock, as the fines job writes them).
  const finesKobo = await planFinesOwedKobo(m, plan.id);
  const applied = applyPayment({ ...plan, finesKobo, schedules }, { amountKobo: input.amountKobo, issuedForScheduleId: input.issuedForScheduleId });
  const paidAt = input.paidAt ?? now;
  const { issuedForScheduleId: _issued, ...fields } = input;

  const payment = m.create(PaymentRow, {
    ...fields,
    id: randomUUID(),
    userId: plan.userId,
    planId: plan.id,
    scheduleId: applied.scheduleId,
    appliedKobo: applied.appliedKobo,
    overpaymentKobo: applied.overpaymentKobo,
    status: 'success',
    paidAt,
    receiptClaimedAt: null,
    receiptSentAt: null,
    commissionSettledAt: null,
    createdAt: now,
  });
  await m.insert(PaymentRow, payment);
  await markArrearsChanged(m, plan.userId, now);

  if (applied.paidScheduleIds.length) {
    await m.update(PaymentScheduleRow, { id: In(applied.paidScheduleIds), status: Not('Paid') }, { status: 'Paid', paidAt, paymentId: payment.id });
  }
  const revived = applied.events.includes('paymentAfterDiscard');
  await m.update(
    SavingsPlanRow,
    { id: plan.id },
    {
      amountPaidKobo: applied.amountPaidKobo,
      status: applied.status,
      updatedAt: now,
      ...(plan.activatedAt === null && applied.events.length ? { activatedAt: now } : {}),
      ...(applied.events.includes('paidInFull') ? { completedAt: now } : {}),
      ...(revived ? { cancelReason: null, cancelledAt: null } : {}),
    },
  );
  if (applied.events.includes('paidInFull')) {
    const window = deliveryWindow(lagosDate(paidAt));
    await m.insert(FulfilmentRow, {
      id: randomUUID(),
      planId: plan.id,
      method: plan.fulfilmentMethod,
      address: plan.deliveryAddress,
      expectedFrom: window.from,
      expectedTo: window.to,
      status: 'Pending',
      createdAt: now,
      updatedAt: now,
    });
  }
  return { payment, applied };
}
