import { IsNull, LessThan, Not, Or } from 'typeorm';
import type { RequestContext } from '../../../common/context';
import type { Mailer } from '../../../integrations/mail/mailer';
import { type PlanViews, SavingsPlanRow } from '../../savings-plan';
import { UserRow } from '../../user';
import { PaymentRow } from '../payment.entity';
import { receiptEmail } from './receipt.emails';

/**
 * A receipt being sent is left to its sender this long (a send ends within about 50 s); after
 * that a crashed sender's claim lapses. The job's retries (5, 10, 20, 40 s apart) outlast it.
 */
export const RECEIPT_CLAIM_MS = 60_000;

/** The e-mailed receipt of every payment, owed from the commit that recorded it (receipt_sent_at). */
export class ReceiptService {
  constructor(private readonly deps: { mailer: Mailer; views: PlanViews }) {}

  /**
   * The `payments.send-receipt` job (and the reconciliation): e-mails the receipt of a payment
   * once. The sender claims it with a conditional update, so of concurrent senders one sends;
   * a sender that crashed leaves a claim that lapses after RECEIPT_CLAIM_MS ('being-sent' until
   * then: the job retries with backoff past that, the sweep comes back later). The message carries
   * an idempotency key, so a send repeated after a crash between sending and recording it is
   * the same message (one outbox file; the same Message-ID over SMTP).
   */
  async send(ctx: RequestContext, paymentId: string): Promise<'sent' | 'already-sent' | 'being-sent'> {
    const lapsed = new Date(ctx.now.getTime() - RECEIPT_CLAIM_MS);
    const claim = await ctx.manager.update(
      PaymentRow,
      { id: paymentId, receiptSentAt: IsNull(), receiptClaimedAt: Or(IsNull(), LessThan(lapsed)) },
      { receiptClaimedAt: ctx.now },
    );
    if (claim.affected !== 1) {
      const sent = await ctx.manager.exists(PaymentRow, { where: { id: paymentId, receiptSentAt: Not(IsNull()) } });
      return sent ? 'already-sent' : 'being-sent';
    }
    const payment = await ctx.manager.findOneByOrFail(PaymentRow, { id: paymentId });
    try {
      const plan = await this.deps.views.one(ctx.manager, await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: payment.planId }), ctx.now);
      const user = await ctx.manager.findOneByOrFail(UserRow, { id: payment.userId });
      const mail = receiptEmail(user, plan, { ...payment, reference: receiptReference(payment) });
      await this.deps.mailer.send({ ...mail, idempotencyKey: `receipt-${payment.id}` });
    } catch (err) {
      // Release the claim so the job's retry (or the sweep) can try again at once.
      await ctx.manager.update(PaymentRow, { id: paymentId }, { receiptClaimedAt: null });
      throw err;
    }
    await ctx.manager.update(PaymentRow, { id: paymentId }, { receiptSentAt: new Date() });
    return 'sent';
  }
}

const MANUAL_CHANNEL_NAMES: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank transfer', pos: 'POS' };

/** What the receipt calls the payment: Paystack's reference, or for money our team recorded, how it came and its own reference. */
function receiptReference(payment: PaymentRow): string {
  // Issue 27: a bank transfer's share is named by the transfer; one paid from the customer's credit says so.
  if (payment.provider === 'transfer') return payment.externalReference ? `${payment.externalReference} (bank transfer)` : 'From your credit (earlier bank transfers)';
  if (payment.provider !== 'manual') return payment.providerReference;
  const how = `${MANUAL_CHANNEL_NAMES[payment.channel ?? ''] ?? 'Payment'} recorded by our team`;
  return payment.externalReference ? `${payment.externalReference} (${how})` : how;
}
