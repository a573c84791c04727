import { createHash, randomUUID } from 'node:crypto';
import { requireRole, type RequestContext } from '../../../common/context';
import { isUniqueViolation } from '../../../common/db';
import { AppError } from '../../../common/errors';
import { verifyPaystackSignature } from '../../../integrations/paystack/signature';
import type { OwedWork } from '../../../jobs/owed-work';
import type { JobQueue } from '../../../jobs/queue';
import type { PaymentService } from '../checkout/payment.service';
import type { DedicatedAccountService } from '../transfers/dedicated-account.service';
import { DEDICATED_NUBAN, type TransferService } from '../transfers/transfer.service';
import { WebhookEventRow } from '../payment.entity';
import { applyRefundEvent } from '../refunds/refund.service';

export type WebhookReceipt = { outcome: 'accepted' | 'duplicate'; eventId: string } | { outcome: 'bad-signature' };

/** Refusals a webhook's processing retries: the provider may answer differently in a moment. */
const TRANSIENT: ReadonlySet<string> = new Set(['PAYMENT_PROVIDER_ERROR', 'PAYMENT_PROVIDER_UNAVAILABLE', 'PAYMENT_NOT_SUCCESSFUL', 'PAYMENT_DECLINED']);

/** Paystack's webhooks: stored once signed, then applied by a job (charge.success credits through the same confirmation as the browser's). */
export class WebhookService {
  constructor(
    private readonly deps: {
      secretKey: string;
      owed: OwedWork;
      jobs: JobQueue;
      payments: Pick<PaymentService, 'confirmFromProvider'>;
      transfers?: Pick<TransferService, 'receive'>;
      dedicatedAccounts?: Pick<DedicatedAccountService, 'applyAssignmentEvent'>;
    },
  ) {}

  /**
   * A webhook delivery: refused (and nothing stored) unless signed with our secret; otherwise
   * stored first, then processed by a job. The same body again is the same event.
   */
  async receive(ctx: RequestContext, rawBody: Buffer, signature: string | string[] | undefined): Promise<WebhookReceipt> {
    if (!verifyPaystackSignature(rawBody, signature, this.deps.secretKey)) return { outcome: 'bad-signature' };
    const text = rawBody.toString('utf8');
    let body: { event?: unknown; data?: { reference?: unknown; transaction_reference?: unknown } } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Signed but not JSON: kept for support; processing records why it did nothing.
    }
    const row = ctx.manager.create(WebhookEventRow, {
      id: randomUUID(),
      provider: 'paystack',
      event: typeof body.event === 'string' ? body.event.slice(0, 64) : 'unknown',
      // A refund event names the transaction it refunds.
      reference: [body.data?.reference, body.data?.transaction_reference].find((r): r is string => typeof r === 'string')?.slice(0, 100) ?? null,
      rawBody: text,
      bodySha256: createHash('sha256').update(rawBody).digest('hex'),
      signatureVerified: true,
      receivedAt: ctx.now,
      processedAt: null,
      attempts: 0,
      error: null,
    });
    try {
      await ctx.manager.insert(WebhookEventRow, row);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const existing = await ctx.manager.findOneByOrFail(WebhookEventRow, { bodySha256: row.bodySha256 });
      if (!existing.processedAt) await this.queueProcessing(ctx, existing);
      return { outcome: 'duplicate', eventId: existing.id };
    }
    await this.queueProcessing(ctx, row);
    return { outcome: 'accepted', eventId: row.id };
  }

  /** Best effort: the event is stored, so if the queue is down the reconciliation processes it. */
  private queueProcessing(ctx: RequestContext, event: WebhookEventRow): Promise<void> {
    return this.deps.owed.request(ctx, 'webhooks', event.id, event.attempts);
  }

  /**
   * The `payments.process-webhook` job. `charge.success` goes through the same confirmation as
   * the browser's; a reference already credited is a no-op. Failures are kept on the event: a
   * transient one is thrown so the queue retries; a permanent one (unknown reference, mismatch)
   * is not retried by the queue. Either way the reconciliation tries the event again, up to
   * MAX_WEBHOOK_ATTEMPTS, and after that it waits for support, who can retry it.
   */
  async process(ctx: RequestContext, eventId: string): Promise<void> {
    const event = await ctx.manager.findOneBy(WebhookEventRow, { id: eventId });
    if (!event || event.processedAt) return;
    await ctx.manager.increment(WebhookEventRow, { id: event.id }, 'attempts', 1);
    try {
      if (event.event === 'charge.success') {
        const data = (JSON.parse(event.rawBody) as { data?: { reference?: unknown; channel?: unknown } }).data;
        const reference = data?.reference;
        if (typeof reference !== 'string' || !reference) throw new AppError('VALIDATION', 'charge.success without a reference');
        // A bank transfer into a customer's own account number (issue 27): verified and applied by the transfers.
        if (data?.channel === DEDICATED_NUBAN && this.deps.transfers) await this.deps.transfers.receive(ctx, reference, 'webhook');
        else await this.deps.payments.confirmFromProvider(ctx, reference, 'webhook');
      } else if (event.event.startsWith('refund.')) {
        const { data } = JSON.parse(event.rawBody) as { data?: Record<string, unknown> };
        await applyRefundEvent(ctx, this.deps.jobs, event.event, data ?? {});
      } else if (event.event.startsWith('dedicated_account.assign.') && this.deps.dedicatedAccounts) {
        const { data } = JSON.parse(event.rawBody) as { data?: Record<string, unknown> };
        await this.deps.dedicatedAccounts.applyAssignmentEvent(ctx, event.event, data ?? {});
      }
      // Other events are kept for support.
      await ctx.manager.update(WebhookEventRow, { id: event.id }, { processedAt: ctx.now, error: null });
    } catch (err) {
      const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      await ctx.manager.update(WebhookEventRow, { id: event.id }, { error: message.slice(0, 2000) });
      if (err instanceof AppError && !TRANSIENT.has(err.code)) {
        ctx.log.warn({ eventId, reference: event.reference, err: message }, 'webhook event not applied');
        return;
      }
      throw err;
    }
  }

  /** Support: run an unprocessed event again (after fixing whatever made it fail). */
  async retry(ctx: RequestContext, eventId: string): Promise<void> {
    requireRole(ctx, 'Admin');
    const event = await ctx.manager.findOneBy(WebhookEventRow, { id: eventId });
    if (!event) throw new AppError('NOT_FOUND', 'Webhook event not found');
    if (!event.processedAt) await this.queueProcessing(ctx, event);
  }
}
