import { IsNull, Not } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Duty } from '../../jobs/owed-work';
import type { PaymentService } from './checkout/payment.service';
import { PaymentCheckoutRow, WebhookEventRow } from './payment.entity';
import type { ReversalNoticeService } from './notices/reversal-notice.service';
import type { ReceiptService } from './receipts/receipt.service';
import type { RefundService } from './refunds/refund.service';
import type { WebhookService } from './webhooks/webhook.service';

/** A webhook event that failed this often is left to support (its `error` says why). */
export const MAX_WEBHOOK_ATTEMPTS = 10;
/** Open checkouts are asked about after 5, 10, 20 … minutes: 8 checks cover about a day. */
export const MAX_CHECKOUT_CHECKS = 8;
const CHECK_BACKOFF_MS = 5 * 60_000;

/** When to ask the provider again about a checkout that has been checked `checks` times, or null to stop. */
export function nextCheckoutCheck(now: Date, checks: number): Date | null {
  return checks >= MAX_CHECKOUT_CHECKS ? null : new Date(now.getTime() + CHECK_BACKOFF_MS * 2 ** (checks - 1));
}

/**
 * What the payment feature owes after a commit (see jobs/owed-work), in the order the sweep
 * takes them: stored webhooks to apply, open checkouts the provider may have been paid for that
 * nobody confirmed, receipts to e-mail, card refunds to send to Paystack, the customer's notice
 * of a payment reverted or refunded.
 */
export function paymentDuties(s: { webhooks: WebhookService; payments: PaymentService; receipts: ReceiptService; refunds: RefundService; reversalNotices: ReversalNoticeService }): Duty[] {
  const webhooks: Duty<'payments.process-webhook'> = {
    name: 'webhooks',
    owed: { table: 'webhook_events', where: 'processed_at IS NULL AND attempts < :max', params: { max: MAX_WEBHOOK_ATTEMPTS }, since: 'received_at', from: 'after-grace' },
    job: { name: 'payments.process-webhook', payload: (eventId) => ({ eventId }), idOf: (d) => d.eventId, jobId: (id, attempt) => `webhook-${id}-${attempt ?? 0}` },
    report: { done: 'webhooksProcessed', failed: 'webhooksFailed' },
    async perform(ctx, id) {
      await s.webhooks.process(ctx, id);
      return (await ctx.manager.exists(WebhookEventRow, { where: { id, processedAt: Not(IsNull()) } })) ? 'done' : 'failed';
    },
  };
  const checkouts: Duty = {
    name: 'checkouts',
    owed: { table: 'payment_checkouts', where: "status = 'Open'", since: 'next_check_at', from: 'when-due' },
    // Each one is a call to the provider, and open checkouts are mostly abandoned ones.
    batchesPerRun: 1,
    report: { done: 'checkoutsCredited', failed: 'checkoutsStillOpen' },
    async perform(ctx, id) {
      const checkout = await ctx.manager.findOneByOrFail(PaymentCheckoutRow, { id });
      try {
        return (await s.payments.confirmFromProvider(ctx, checkout.reference, 'reconciliation')).alreadyCredited ? 'nothing' : 'done';
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Still open unless the provider's answer just closed it (failed or abandoned).
        const checks = checkout.checks + 1;
        const kept = await ctx.manager.update(PaymentCheckoutRow, { id, status: 'Open' }, { checks, nextCheckAt: nextCheckoutCheck(ctx.now, checks), updatedAt: ctx.now });
        return kept.affected ? 'failed' : 'nothing';
      }
    },
  };
  const receipts: Duty<'payments.send-receipt'> = {
    name: 'receipts',
    owed: { table: 'payments', where: 'receipt_sent_at IS NULL', since: 'created_at', from: 'after-grace' },
    job: { name: 'payments.send-receipt', payload: (paymentId) => ({ paymentId }), idOf: (d) => d.paymentId, jobId: (id) => `receipt-${id}` },
    report: { done: 'receiptsSent', failed: 'receiptsFailed' },
    async perform(ctx, id) {
      const outcome = await s.receipts.send(ctx, id);
      // Claimed by a sender that may have died (the job's own earlier run, killed): its claim lapses, the job retries.
      return outcome === 'sent' ? 'done' : outcome === 'being-sent' ? 'retry' : 'nothing';
    },
  };
  const refunds: Duty<'payments.send-refund'> = {
    name: 'refunds',
    // Card refunds recorded but never accepted by Paystack (the job lost, or Paystack down then):
    // a payment's (payment_reversals) or a stray charge's (issue 28: paid, but for no plan of the customer's).
    owed: {
      table: "(SELECT id, created_at FROM payment_reversals WHERE kind = 'Refund' AND refund_sent_at IS NULL UNION ALL SELECT id, created_at FROM stray_charges WHERE refund_sent_at IS NULL)",
      where: '1 = 1',
      since: 'created_at',
      from: 'after-grace',
    },
    job: { name: 'payments.send-refund', payload: (reversalId) => ({ reversalId }), idOf: (d) => d.reversalId, jobId: (id) => `refund-${id}` },
    report: { done: 'refundsSent', failed: 'refundsFailed' },
    async perform(ctx, id) {
      return (await s.refunds.sendRefund(ctx, id)) === 'sent' ? 'done' : 'nothing';
    },
  };
  const reversalNotices: Duty<'payments.notify-reversal'> = {
    name: 'reversal-notices',
    // A payment an admin reverted or refunded: the customer's e-mail and SMS (what happened, what they owe now); a stray charge's refund too.
    owed: {
      table: '(SELECT id, created_at FROM payment_reversals WHERE notice_sent_at IS NULL UNION ALL SELECT id, created_at FROM stray_charges WHERE notice_sent_at IS NULL)',
      where: '1 = 1',
      since: 'created_at',
      from: 'after-grace',
    },
    job: { name: 'payments.notify-reversal', payload: (reversalId) => ({ reversalId }), idOf: (d) => d.reversalId, jobId: (id) => `reversal-notice-${id}` },
    report: { done: 'reversalNoticesSent', failed: 'reversalNoticesFailed' },
    async perform(ctx, id) {
      return (await s.reversalNotices.notify(ctx, id)) === 'sent' ? 'done' : 'nothing';
    },
  };
  return [webhooks, checkouts, receipts, refunds, reversalNotices];
}
