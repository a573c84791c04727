import { performance } from 'node:perf_hooks';
import { IsNull, LessThan, LessThanOrEqual, Not, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../common/context';
import { forEachConcurrently } from '../../common/concurrency';
import { AppError } from '../../common/errors';
import { PaymentCheckoutRow, PaymentRow, WebhookEventRow } from './payment.entity';
import type { CommissionService } from '../commission/commission.service';
import type { PaymentService } from './payment.service';
import type { RefundService } from './refund.service';

/** Work younger than this is left to the job that was queued for it. */
export const RECONCILE_GRACE_MS = 60_000;
/** A webhook event that failed this often is left to support (its `error` says why). */
export const MAX_WEBHOOK_ATTEMPTS = 10;
/** Open checkouts are asked about after 5, 10, 20 … minutes: 8 checks cover about a day. */
export const MAX_CHECKOUT_CHECKS = 8;
const CHECK_BACKOFF_MS = 5 * 60_000;
const BATCH = 200;
const CONCURRENCY = 4;

export interface ReconciliationReport {
  webhooksProcessed: number;
  webhooksFailed: number;
  checkoutsCredited: number;
  checkoutsStillOpen: number;
  receiptsSent: number;
  receiptsFailed: number;
  commissionsSettled: number;
  commissionsFailed: number;
  refundsSent: number;
  refundsFailed: number;
}

/** When to ask the provider again about a checkout that has been checked `checks` times, or null to stop. */
export function nextCheckoutCheck(now: Date, checks: number): Date | null {
  return checks >= MAX_CHECKOUT_CHECKS ? null : new Date(now.getTime() + CHECK_BACKOFF_MS * 2 ** (checks - 1));
}

/**
 * The sweep behind every job that must not be lost. Whatever a crash, a Redis outage or an
 * exhausted retry left undone is still recorded in the database, and this finds it:
 * stored webhook events not processed, checkouts the provider may have been paid for that
 * nobody confirmed, receipts owed, commission accruals not made, and card refunds not yet sent. Everything it calls is idempotent, so it may run
 * alongside the jobs, twice at once, or again after a crash.
 */
export class PaymentReconciliation {
  constructor(
    private readonly payments: PaymentService,
    private readonly commissions: CommissionService,
    private readonly refunds: RefundService,
  ) {}

  async run(ctx: RequestContext): Promise<ReconciliationReport> {
    const started = performance.now();
    const report: ReconciliationReport = { webhooksProcessed: 0, webhooksFailed: 0, checkoutsCredited: 0, checkoutsStillOpen: 0, receiptsSent: 0, receiptsFailed: 0, commissionsSettled: 0, commissionsFailed: 0, refundsSent: 0, refundsFailed: 0 };
    const cutoff = new Date(ctx.now.getTime() - RECONCILE_GRACE_MS);

    for await (const ids of pages(ctx.manager, 'webhook_events', 'received_at', cutoff, 'processed_at IS NULL AND attempts < :max', { max: MAX_WEBHOOK_ATTEMPTS })) {
      await forEachConcurrently(ids, CONCURRENCY, async (id) => {
        try {
          await this.payments.processWebhookEvent(ctx, id);
          const done = await ctx.manager.exists(WebhookEventRow, { where: { id, processedAt: Not(IsNull()) } });
          report[done ? 'webhooksProcessed' : 'webhooksFailed']++;
        } catch (err) {
          report.webhooksFailed++;
          ctx.log.warn({ err, eventId: id }, 'reconciliation: webhook event still not applied');
        }
      });
    }

    // One batch a run: each is a call to the provider, and open checkouts are mostly abandoned ones.
    const open = await ctx.manager.find(PaymentCheckoutRow, {
      where: { status: 'Open', nextCheckAt: LessThanOrEqual(ctx.now) },
      order: { nextCheckAt: 'ASC' },
      take: BATCH,
    });
    await forEachConcurrently(open, CONCURRENCY, async (checkout) => {
      try {
        const confirmation = await this.payments.confirmFromProvider(ctx, checkout.reference, 'reconciliation');
        if (!confirmation.alreadyCredited) report.checkoutsCredited++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Still open unless the provider's answer just closed it (failed or abandoned).
        const checks = checkout.checks + 1;
        const kept = await ctx.manager.update(PaymentCheckoutRow, { id: checkout.id, status: 'Open' }, { checks, nextCheckAt: nextCheckoutCheck(ctx.now, checks), updatedAt: ctx.now });
        if (kept.affected) report.checkoutsStillOpen++;
      }
    });

    for await (const ids of pages(ctx.manager, 'payments', 'created_at', cutoff, 'receipt_sent_at IS NULL', {})) {
      await forEachConcurrently(ids, CONCURRENCY, async (id) => {
        try {
          if ((await this.payments.sendReceipt(ctx, id)) === 'sent') report.receiptsSent++;
        } catch (err) {
          report.receiptsFailed++;
          ctx.log.warn({ err, paymentId: id }, 'reconciliation: receipt still not sent');
        }
      });
    }

    // After the checkouts, so a payment credited just now by this run is accrued by its own job.
    for await (const ids of pages(ctx.manager, 'payments', 'created_at', cutoff, 'commission_settled_at IS NULL', {})) {
      await forEachConcurrently(ids, CONCURRENCY, async (id) => {
        try {
          if ((await this.commissions.accrue(ctx, id)) !== 'already-settled') report.commissionsSettled++;
        } catch (err) {
          report.commissionsFailed++;
          ctx.log.warn({ err, paymentId: id }, 'reconciliation: commission accrual still not made');
        }
      });
    }

    // Card refunds recorded but never accepted by Paystack (the job lost, or Paystack down then).
    for await (const ids of pages(ctx.manager, 'payment_reversals', 'created_at', cutoff, "kind = 'Refund' AND refund_sent_at IS NULL", {})) {
      await forEachConcurrently(ids, CONCURRENCY, async (id) => {
        try {
          if ((await this.refunds.sendRefund(ctx, id)) === 'sent') report.refundsSent++;
        } catch (err) {
          report.refundsFailed++;
          ctx.log.warn({ err, reversalId: id }, 'reconciliation: refund still not accepted by Paystack');
        }
      });
    }

    const repaired = report.webhooksProcessed + report.checkoutsCredited + report.receiptsSent + report.commissionsSettled + report.refundsSent;
    const failed = report.webhooksFailed + report.receiptsFailed + report.commissionsFailed + report.refundsFailed;
    const ms = Math.round(performance.now() - started);
    if (repaired || failed) ctx.log.warn({ ...report, ms }, 'reconciliation repaired work left behind');
    else ctx.log.info({ ...report, ms }, 'reconciliation found nothing to repair');
    return report;
  }

  /** What the sweep would pick up now, for /readyz-style monitoring and tests. */
  async backlog(ctx: RequestContext): Promise<{ webhooks: number; receipts: number }> {
    const cutoff = new Date(ctx.now.getTime() - RECONCILE_GRACE_MS);
    const [webhooks, receipts] = await Promise.all([
      ctx.manager.count(WebhookEventRow, { where: { processedAt: IsNull(), receivedAt: LessThan(cutoff), attempts: LessThan(MAX_WEBHOOK_ATTEMPTS) } }),
      ctx.manager.count(PaymentRow, { where: { receiptSentAt: IsNull(), createdAt: LessThan(cutoff) } }),
    ]);
    return { webhooks, receipts };
  }
}

/**
 * Ids of the rows matching `where` older than `cutoff`, oldest first, a page at a time. Keyset
 * paging, so rows that stay unmatched-but-failing are not read again in the same run.
 */
async function* pages(m: EntityManager, table: string, timeColumn: string, cutoff: Date, where: string, params: Record<string, unknown>): AsyncGenerator<string[]> {
  let after: { at: Date | string; id: string } | undefined;
  for (;;) {
    const qb = m
      .createQueryBuilder()
      .select(['t.id AS id', `t.${timeColumn} AS at`])
      .from(table, 't')
      .where(where, params)
      .andWhere(`t.${timeColumn} < :cutoff`, { cutoff });
    if (after) qb.andWhere(`(t.${timeColumn} > :afterAt OR (t.${timeColumn} = :afterAt AND t.id > :afterId))`, { afterAt: after.at, afterId: after.id });
    const rows: { id: string; at: Date | string }[] = await qb.orderBy(`t.${timeColumn}`, 'ASC').addOrderBy('t.id', 'ASC').limit(BATCH).getRawMany();
    if (!rows.length) return;
    yield rows.map((r) => r.id);
    // Passed back as the driver gave it (a Date on MySQL, SQLite's text), so it compares exactly.
    after = rows[rows.length - 1];
  }
}
