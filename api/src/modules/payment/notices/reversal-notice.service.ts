import { In, IsNull } from 'typeorm';
import type { RequestContext } from '../../../common/context';
import { formatLagos, LAGOS_DAY_TIME } from '../../../common/lagos-format';
import type { JobQueue } from '../../../jobs/queue';
import { type PlanViews, SavingsPlanRow } from '../../savings-plan';
import { UserRow } from '../../user';
import { PaymentRow } from '../payment.entity';
import { PaymentReversalRow } from '../payment-reversal.entity';
import { reversalNotice, strayChargeNotice } from './reversal-notice';
import { StrayChargeRow } from '../refunds/stray-charge.entity';

/**
 * The customer's notice of a payment an admin reverted or refunded (issue 29): an e-mail and an
 * SMS saying what happened and what they owe now. Owed from the commit that writes the reversal
 * (payment_reversals.notice_sent_at NULL: the 'reversal-notices' duty); the reversal is claimed
 * before its messages are queued under ids of its own, and released if queueing fails, so the job
 * and the sweep racing send it once. A plan's refund is one notice for all its refund rows.
 */
export class ReversalNoticeService {
  constructor(private readonly deps: { jobs: JobQueue; views: PlanViews; publicUrl: string }) {}

  async notify(ctx: RequestContext, reversalId: string): Promise<'sent' | 'nothing'> {
    const m = ctx.manager;
    const reversal = await m.findOneBy(PaymentReversalRow, { id: reversalId });
    if (!reversal) return this.notifyStray(ctx, reversalId);
    if (reversal.noticeSentAt) return 'nothing';
    // A refund's rows (one per payment, written together) are told in one notice, claimed together.
    const group = reversal.kind === 'Refund' ? await m.find(PaymentReversalRow, { where: { planId: reversal.planId, kind: 'Refund' } }) : [reversal];
    const ids = group.map((r) => r.id);
    const claim = await m.update(PaymentReversalRow, { id: In(ids), noticeSentAt: IsNull() }, { noticeSentAt: ctx.now });
    if (!claim.affected) return 'nothing';
    try {
      const planRow = await m.findOneByOrFail(SavingsPlanRow, { id: reversal.planId });
      const plan = await this.deps.views.one(m, planRow, ctx.now);
      const user = await m.findOneByOrFail(UserRow, { id: planRow.userId });
      const payment = reversal.kind === 'Reversal' ? await m.findOneBy(PaymentRow, { id: reversal.paymentId }) : null;
      const notice = reversalNotice({
        kind: reversal.kind,
        firstName: user.firstName,
        packName: planRow.packName,
        amountKobo: group.reduce((sum, r) => sum + r.amountKobo, 0),
        payments: group.length,
        reference: payment ? (payment.provider === 'manual' ? (payment.externalReference ?? null) : payment.provider === 'transfer' ? (payment.externalReference ?? payment.providerReference) : payment.providerReference) : null,
        paidAt: payment ? formatLagos(payment.paidAt ?? payment.createdAt, LAGOS_DAY_TIME) : null,
        reason: reversal.reason,
        plan: {
          status: plan.status,
          totalKobo: plan.totalAmountKobo + plan.finesKobo,
          amountPaidKobo: plan.amountPaidKobo,
          remainingKobo: plan.remainingKobo,
          nextDue: plan.nextDue,
          overdue: plan.overdue,
        },
        profileUrl: `${this.deps.publicUrl}/profile?tab=savings`,
      });
      const key = reversal.kind === 'Refund' ? `refund-notice-${reversal.planId}` : `reversal-notice-${reversal.id}`;
      await this.deps.jobs.enqueue('mail.send', { to: user.email, subject: notice.subject, text: notice.text, idempotencyKey: key }, { jobId: `${key}-mail` });
      await this.deps.jobs.enqueue('sms.send', { to: user.phoneNumber, text: notice.sms, key }, { jobId: `${key}-sms` });
      return 'sent';
    } catch (err) {
      await m.update(PaymentReversalRow, { id: In(ids), noticeSentAt: ctx.now }, { noticeSentAt: null });
      throw err;
    }
  }

  /** A stray charge's refund (issue 28; the 'reversal-notices' duty hands its id here too): claimed, then queued, released if queueing fails. */
  private async notifyStray(ctx: RequestContext, strayId: string): Promise<'sent' | 'nothing'> {
    const m = ctx.manager;
    const claim = await m.update(StrayChargeRow, { id: strayId, noticeSentAt: IsNull() }, { noticeSentAt: ctx.now });
    if (!claim.affected) return 'nothing';
    try {
      const stray = await m.findOneByOrFail(StrayChargeRow, { id: strayId });
      const user = await m.findOneByOrFail(UserRow, { id: stray.userId });
      const notice = strayChargeNotice({ firstName: user.firstName, amountKobo: stray.amountKobo, reference: stray.reference, dueFrom: stray.refundDueFrom, dueBy: stray.refundDueBy, profileUrl: `${this.deps.publicUrl}/profile?tab=savings` });
      const key = `stray-refund-notice-${strayId}`;
      await this.deps.jobs.enqueue('mail.send', { to: user.email, subject: notice.subject, text: notice.text, idempotencyKey: key }, { jobId: `${key}-mail` });
      await this.deps.jobs.enqueue('sms.send', { to: user.phoneNumber, text: notice.sms, key }, { jobId: `${key}-sms` });
      return 'sent';
    } catch (err) {
      await m.update(StrayChargeRow, { id: strayId, noticeSentAt: ctx.now }, { noticeSentAt: null });
      throw err;
    }
  }
}
