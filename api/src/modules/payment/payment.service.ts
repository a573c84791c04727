import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IsNull, LessThan, MoreThan, Not, Or, type EntityManager } from 'typeorm';
import { requireActor, requireRole, withManager, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation, moneyTransaction } from '../../common/db';
import { AppError } from '../../common/errors';
import { PaystackError, type PaystackAuthorization, type PaystackGateway, type PaystackTransaction } from '../../integrations/paystack/paystack-client';
import { verifyPaystackSignature } from '../../integrations/paystack/signature';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobQueue } from '../../jobs/queue';
import { PlanAccount } from '../savings-plan/account/plan-account';
import { SavingsPlanRow } from '../savings-plan/account/savings-plan.entity';
import { paymentView, planView, type PlanPaymentView, type SavingsPlanView } from '../savings-plan/savings-plan.views';
import { UserRow } from '../user/user.entity';
import type { CardCipher } from './card-cipher';
import { CHECKOUT_CLAIM_MS, reusableCheckout, reuseCutoff } from './domain/checkout-reuse';
import { CURRENCY, judgePayment, NOT_SUCCESSFUL_MESSAGE } from './domain/verification';
import { creditPlan } from './credit-plan';
import { applyRefundEvent } from './refund.service';
import { receiptEmail } from './payment.emails';
import { PaymentCheckoutRow, PaymentMethodRow, PaymentRow, WebhookEventRow, type CheckoutPurpose, type PaymentVia } from './payment.entity';

export interface CheckoutView {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  amountKobo: number;
  purpose: CheckoutPurpose;
  planId: string;
  scheduleId: string | null;
}

/** A checkout for an instalment: one just created (to open at the provider), or one already handed out. */
export interface CheckoutClaim {
  checkout: PaymentCheckoutRow;
  reused: boolean;
}

export interface PaymentConfirmation {
  reference: string;
  /** True when this reference had been credited before (by the webhook, another tab…): nothing changed now. */
  alreadyCredited: boolean;
  payment: PlanPaymentView;
  plan: SavingsPlanView;
}

export interface PaymentMethodView {
  id: string;
  provider: 'paystack';
  type: 'card';
  cardType: string;
  bank: string | null;
  lastFourDigits: string;
  expMonth: string;
  expYear: string;
  isDefault: boolean;
}

export interface PaymentsConfigView {
  provider: 'paystack';
  publicKey: string;
  /** True in development and tests: open `authorizationUrl` (the local stand-in's page) instead of Paystack's popup. */
  useStandIn: boolean;
  currency: string;
}

export type WebhookReceipt = { outcome: 'accepted' | 'duplicate'; eventId: string } | { outcome: 'bad-signature' };

const REFERENCE_NOT_FOUND = 'Payment reference not found';
const PROVIDER_UNAVAILABLE = "We couldn't start the payment process. Please try again or contact support if the issue persists.";
const PROVIDER_UNREACHABLE = "We couldn't check this payment with the payment provider. Please try again in a moment.";
/** Refusals a webhook's processing retries: the provider may answer differently in a moment. */
const TRANSIENT: ReadonlySet<string> = new Set(['PAYMENT_PROVIDER_ERROR', 'PAYMENT_NOT_SUCCESSFUL']);
/**
 * A receipt being sent is left to its sender this long (a send ends within about 50 s); after
 * that a crashed sender's claim lapses. The job's retries (5, 10, 20, 40 s apart) outlast it.
 */
export const RECEIPT_CLAIM_MS = 60_000;
/** When the reconciliation first asks the provider about a checkout nobody confirmed. */
export const FIRST_CHECK_DELAY_MS = 2 * 60_000;
/** How often a request handed a checkout still being opened by another looks for its access code. */
const CLAIM_POLL_MS = 100;

/** A reference Paystack accepts (letters, digits, dashes), unguessable and never reused. */
export function newReference(): string {
  return `fs-${randomBytes(12).toString('hex')}`;
}

/**
 * Payments through Paystack. Every credit follows the same path, whoever asks (the browser after
 * the popup, the webhook, the legacy update-payment, the discard job): the reference must be one
 * this server issued, the provider must confirm it succeeded with exactly the issued amount in
 * NGN, and then ONE transaction, with the plan's row locked, records the payment under its
 * unique reference and applies it. A reference already recorded returns what was recorded.
 */
/** The profile's savings tab confirms the reference it comes back with (?reference=…&trxref=…). */
const PROFILE_RETURN_PATH = '/profile?tab=savings';

export class PaymentService {
  constructor(
    private readonly deps: {
      paystack: PaystackGateway;
      jobs: JobQueue;
      mailer: Mailer;
      cipher: CardCipher;
      secretKey: string;
      publicKey: string;
      standIn: boolean;
      /** The web app's address (PUBLIC_URL), where a checkout opened without a browser's address returns. */
      publicUrl: string;
    },
  ) {}

  config(ctx: RequestContext): PaymentsConfigView {
    requireActor(ctx);
    return { provider: 'paystack', publicKey: this.deps.publicKey, useStandIn: this.deps.standIn, currency: CURRENCY };
  }

  /** In the caller's transaction: a new reference that must pay `amountKobo` towards `scheduleId` of the plan. */
  async newCheckout(m: EntityManager, now: Date, plan: { id: string; userId: string }, scheduleId: string, amountKobo: number, purpose: CheckoutPurpose, reference = newReference()): Promise<PaymentCheckoutRow> {
    const row = m.create(PaymentCheckoutRow, {
      id: randomUUID(),
      reference,
      userId: plan.userId,
      planId: plan.id,
      scheduleId,
      amountKobo,
      currency: CURRENCY,
      purpose,
      status: 'Open',
      accessCode: null,
      authorizationUrl: null,
      paymentId: null,
      checks: 0,
      nextCheckAt: new Date(now.getTime() + FIRST_CHECK_DELAY_MS),
      createdAt: now,
      updatedAt: now,
    });
    await m.insert(PaymentCheckoutRow, row);
    return row;
  }

  /**
   * In the caller's transaction, with the plan's row locked (so that concurrent requests for one
   * plan take turns here): the instalment's checkout already handed out, while it can be reused
   * (see domain/checkout-reuse), else a new one. Of 25 requests at once, one creates and opens a
   * checkout and 24 are handed the same reference.
   */
  async claimCheckout(m: EntityManager, now: Date, plan: { id: string; userId: string }, scheduleId: string, amountKobo: number, purpose: CheckoutPurpose): Promise<CheckoutClaim> {
    const recent = await m.find(PaymentCheckoutRow, { where: { planId: plan.id, status: 'Open', createdAt: MoreThan(reuseCutoff(now)) } });
    const reused = reusableCheckout(recent, { scheduleId, amountKobo, purpose }, now);
    if (!reused) return { checkout: await this.newCheckout(m, now, plan, scheduleId, amountKobo, purpose), reused: false };
    // Handed out again, so it may be paid soon: the reconciliation asks about it within the usual delay.
    const soon = new Date(now.getTime() + FIRST_CHECK_DELAY_MS);
    await m.update(PaymentCheckoutRow, { id: reused.id, status: 'Open', nextCheckAt: MoreThan(soon) }, { nextCheckAt: soon });
    return { checkout: reused, reused: true };
  }

  /**
   * Outside any transaction: opens a new claim at Paystack, or gives back the reused one once it is open.
   * `returnPath`: where a redirect checkout returns, when not the profile (a pay link's public page).
   */
  async handOutCheckout(ctx: RequestContext, claim: CheckoutClaim, email: string, returnPath?: string): Promise<CheckoutView> {
    return claim.reused ? this.whenOpened(ctx, claim.checkout) : this.openCheckout(ctx, claim.checkout, email, returnPath);
  }

  /**
   * A reused checkout, once its opener (maybe another request, maybe another process) has its
   * access code from Paystack. Waits at most until the claim lapses (CHECKOUT_CLAIM_MS after it
   * was created); if the opener failed or vanished, the customer is asked to try again.
   */
  private async whenOpened(ctx: RequestContext, claimed: PaymentCheckoutRow): Promise<CheckoutView> {
    const waitMs = claimed.createdAt.getTime() + CHECKOUT_CLAIM_MS - ctx.now.getTime();
    let row: PaymentCheckoutRow | null = claimed;
    for (let waited = 0; row; waited += CLAIM_POLL_MS) {
      if (row.accessCode && row.authorizationUrl) return this.checkoutView(row, row.accessCode, row.authorizationUrl);
      if (row.status !== 'Open' || waited >= waitMs) break;
      await sleep(CLAIM_POLL_MS);
      row = await ctx.manager.findOneBy(PaymentCheckoutRow, { id: claimed.id });
    }
    throw new AppError('PAYMENT_PROVIDER_ERROR', PROVIDER_UNAVAILABLE);
  }

  private checkoutView(checkout: PaymentCheckoutRow, accessCode: string, authorizationUrl: string): CheckoutView {
    return {
      reference: checkout.reference,
      accessCode,
      authorizationUrl,
      amountKobo: checkout.amountKobo,
      purpose: checkout.purpose,
      planId: checkout.planId,
      scheduleId: checkout.scheduleId,
    };
  }

  /**
   * Outside any transaction (it is an HTTP call): initializes the transaction at Paystack. A
   * redirect checkout returns to `returnPath` on the address the customer is on (PUBLIC_URL when
   * no browser asked: an automatic debit), so a customer who opened the app at another address
   * than PUBLIC_URL comes back signed in.
   */
  async openCheckout(ctx: RequestContext, checkout: PaymentCheckoutRow, email: string, returnPath = PROFILE_RETURN_PATH): Promise<CheckoutView> {
    try {
      const opened = await this.deps.paystack.initialize({
        email,
        amountKobo: checkout.amountKobo,
        reference: checkout.reference,
        callbackUrl: `${ctx.webOrigin ?? this.deps.publicUrl}${returnPath}`,
        metadata: { planId: checkout.planId, scheduleId: checkout.scheduleId, purpose: checkout.purpose },
      });
      await ctx.manager.update(PaymentCheckoutRow, { id: checkout.id }, { accessCode: opened.accessCode, authorizationUrl: opened.authorizationUrl, updatedAt: ctx.now });
      return this.checkoutView(checkout, opened.accessCode, opened.authorizationUrl);
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      ctx.log.error({ err, reference: checkout.reference }, 'Paystack refused to initialize a transaction');
      await ctx.manager.update(PaymentCheckoutRow, { id: checkout.id }, { status: 'Failed', updatedAt: ctx.now });
      throw new AppError('PAYMENT_PROVIDER_ERROR', PROVIDER_UNAVAILABLE);
    }
  }

  /**
   * The signed-in customer confirms a reference after the popup (or the legacy paths do): it must
   * be one issued for their own plan (another customer's reference is "not found").
   */
  async confirmPayment(ctx: RequestContext, reference: string, opts: { via?: 'browser' | 'legacy'; planId?: string; purpose?: CheckoutPurpose } = {}): Promise<PaymentConfirmation> {
    const actor = requireActor(ctx);
    return this.confirm(ctx, reference.trim(), { ownerId: actor.userId, planId: opts.planId, purpose: opts.purpose, via: opts.via ?? 'browser' });
  }

  /** The provider told us (webhook) or a job asks: same checks, any owner. */
  confirmFromProvider(ctx: RequestContext, reference: string, via: 'webhook' | 'reconciliation' | 'auto-debit'): Promise<PaymentConfirmation> {
    return this.confirm(ctx, reference, { via });
  }

  private async confirm(
    ctx: RequestContext,
    reference: string,
    opts: { ownerId?: string; planId?: string; purpose?: CheckoutPurpose; via: PaymentVia },
  ): Promise<PaymentConfirmation> {
    const checkout = reference ? await ctx.manager.findOne(PaymentCheckoutRow, { where: { reference } }) : null;
    if (
      !checkout ||
      (opts.ownerId !== undefined && checkout.userId !== opts.ownerId) ||
      (opts.planId !== undefined && checkout.planId !== opts.planId) ||
      (opts.purpose !== undefined && checkout.purpose !== opts.purpose)
    ) {
      throw new AppError('NOT_FOUND', REFERENCE_NOT_FOUND, [{ field: 'reference', message: REFERENCE_NOT_FOUND }]);
    }
    const recorded = await ctx.manager.findOne(PaymentRow, { where: { providerReference: reference } });
    if (recorded) return this.confirmation(ctx, recorded, true);

    const transaction = await this.verifyWithProvider(ctx, reference);
    const verdict = judgePayment({ reference: checkout.reference, amountKobo: checkout.amountKobo, currency: checkout.currency }, transaction);
    if (!verdict.ok) {
      if (verdict.code === 'PAYMENT_MISMATCH') {
        ctx.log.error({ reference, problems: verdict.problems, via: opts.via }, 'payment does not match what was issued: NOT credited');
      } else if (verdict.providerStatus === 'failed' || verdict.providerStatus === 'abandoned') {
        await ctx.manager.update(PaymentCheckoutRow, { id: checkout.id, status: 'Open' }, { status: 'Failed', updatedAt: ctx.now });
      }
      throw new AppError(verdict.code, verdict.message);
    }

    let credited: { payment: PaymentRow; already: boolean };
    try {
      credited = await moneyTransaction(ctx.manager, (m) => this.credit(withManager(ctx, m), checkout, transaction, opts));
    } catch (err) {
      // Recorded meanwhile under the same reference by a path that did not wait on the plan's lock.
      const winner = isUniqueViolation(err) ? await ctx.manager.findOne(PaymentRow, { where: { providerReference: reference } }) : null;
      if (!winner) throw err;
      credited = { payment: winner, already: true };
    }
    if (!credited.already) {
      ctx.log.info({ reference, planId: checkout.planId, paymentId: credited.payment.id, via: opts.via }, 'payment credited');
      // The receipt and the commission are owed from the commit on (receipt_sent_at and
      // commission_settled_at are NULL); asking for the jobs now only makes them quick.
      await this.requestReceipt(ctx, credited.payment.id);
      await this.requestAccrual(ctx, credited.payment.id);
    }
    return this.confirmation(ctx, credited.payment, credited.already);
  }

  private async verifyWithProvider(ctx: RequestContext, reference: string): Promise<PaystackTransaction> {
    try {
      return await this.deps.paystack.verify(reference);
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      // Issued here but never reached Paystack (initialize failed, or the customer never opened it).
      if (err.notFound) throw new AppError('PAYMENT_NOT_SUCCESSFUL', NOT_SUCCESSFUL_MESSAGE);
      ctx.log.warn({ err, reference }, 'Paystack verify failed');
      throw new AppError('PAYMENT_PROVIDER_ERROR', PROVIDER_UNREACHABLE);
    }
  }

  /** The one transaction that moves money. The plan's row is locked first, so confirmations of one plan queue here. */
  private async credit(
    ctx: RequestContext,
    checkout: PaymentCheckoutRow,
    transaction: PaystackTransaction,
    opts: { ownerId?: string; via: PaymentVia },
  ): Promise<{ payment: PaymentRow; already: boolean }> {
    const m = ctx.manager;
    const account = await PlanAccount.lock(m, checkout.planId);
    if (!account) throw new Error(`checkout ${checkout.reference} is for a plan that does not exist`);
    // Read committed: this sees a payment that whoever held the plan's lock before us recorded.
    // (No locking read here: on a reference not recorded yet it would take a gap lock.)
    const already = await m.findOne(PaymentRow, { where: { providerReference: checkout.reference } });
    if (already) return { payment: already, already: true };

    const { payment, applied } = await creditPlan(m, ctx.now, account, {
      provider: 'paystack',
      providerReference: checkout.reference,
      checkoutId: checkout.id,
      issuedForScheduleId: checkout.scheduleId,
      amountKobo: transaction.amountKobo,
      currency: transaction.currency,
      channel: transaction.channel?.slice(0, 32) ?? null,
      providerResponse: JSON.stringify(transaction.raw),
      recordedVia: opts.via,
      recordedBy: opts.ownerId ?? null,
      paidAt: transaction.paidAt ?? ctx.now,
      note: null,
      externalReference: null,
    });
    await m.update(PaymentCheckoutRow, { id: checkout.id }, { status: 'Paid', paymentId: payment.id, updatedAt: ctx.now });
    if (applied.overpaymentKobo > 0) ctx.log.warn({ reference: checkout.reference, overpaymentKobo: applied.overpaymentKobo, planId: checkout.planId }, 'overpayment recorded: refund due');
    if (transaction.authorization?.reusable) await this.saveCard(m, checkout.userId, transaction.authorization, ctx.now);
    return { payment, already: false };
  }

  /** Keeps a reusable card as the customer's default (one row per card, by its signature). */
  private async saveCard(m: EntityManager, userId: string, auth: PaystackAuthorization, now: Date): Promise<void> {
    // Two plans of one customer paid at once would race for the same card row: take turns per customer.
    await m.findOne(UserRow, { where: { id: userId }, select: { id: true }, lock: forUpdate(m) });
    const signature = (auth.signature ?? `code:${createHash('sha256').update(auth.authorizationCode).digest('hex').slice(0, 32)}`).slice(0, 100);
    const fields = {
      provider: 'paystack' as const,
      authorizationEncrypted: this.deps.cipher.encrypt(auth.authorizationCode, userId),
      cardType: auth.cardType.slice(0, 32) || 'card',
      bank: auth.bank?.slice(0, 100) ?? null,
      last4: auth.last4.slice(-4),
      expMonth: auth.expMonth.slice(0, 2),
      expYear: auth.expYear.slice(0, 4),
      reusable: true,
      defaultForUser: userId,
      updatedAt: now,
    };
    await m.update(PaymentMethodRow, { defaultForUser: userId, signature: Not(signature) }, { defaultForUser: null });
    const existing = await m.findOne(PaymentMethodRow, { where: { userId, signature } });
    if (existing) await m.update(PaymentMethodRow, { id: existing.id }, fields);
    else await m.insert(PaymentMethodRow, { id: randomUUID(), userId, signature, createdAt: now, ...fields });
  }

  /** What the caller gets back. */
  private async confirmation(ctx: RequestContext, payment: PaymentRow, alreadyCredited: boolean): Promise<PaymentConfirmation> {
    const plan = await planView(ctx.manager, await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: payment.planId }), ctx.now);
    // A payment an admin reverted is no longer among the plan's: described from its own row.
    const view = plan.payments.find((p) => p.id === payment.id) ?? paymentView(payment);
    return { reference: payment.providerReference, alreadyCredited, payment: view, plan };
  }

  /** Asks for the commission accrual now. Best effort: if the queue is down, the reconciliation accrues it. */
  private async requestAccrual(ctx: RequestContext, paymentId: string): Promise<void> {
    try {
      await this.deps.jobs.enqueue('commissions.accrue', { paymentId }, { jobId: `accrue-${paymentId}` });
    } catch (err) {
      ctx.log.warn({ err, paymentId }, 'could not queue the commission accrual now; the reconciliation will do it');
    }
  }

  /** Asks for the receipt job now. Best effort: if the queue is down, the reconciliation sends it. */
  private async requestReceipt(ctx: RequestContext, paymentId: string): Promise<void> {
    try {
      await this.deps.jobs.enqueue('payments.send-receipt', { paymentId }, { jobId: `receipt-${paymentId}` });
    } catch (err) {
      ctx.log.warn({ err, paymentId }, 'could not queue a receipt now; the reconciliation will send it');
    }
  }

  /**
   * The `payments.send-receipt` job (and the reconciliation): e-mails the receipt of a payment
   * once. The sender claims it with a conditional update, so of concurrent senders one sends;
   * a sender that crashed leaves a claim that lapses after RECEIPT_CLAIM_MS ('being-sent' until
   * then: the job retries with backoff past that, the sweep comes back later). The message carries
   * an idempotency key, so a send repeated after a crash between sending and recording it is
   * the same message (one outbox file; the same Message-ID over SMTP).
   */
  async sendReceipt(ctx: RequestContext, paymentId: string): Promise<'sent' | 'already-sent' | 'being-sent'> {
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
      const plan = await planView(ctx.manager, await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: payment.planId }), ctx.now);
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

  async myPaymentMethod(ctx: RequestContext): Promise<PaymentMethodView | null> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(PaymentMethodRow, { where: { userId: actor.userId, defaultForUser: actor.userId, reusable: true } });
    if (!row) return null;
    return {
      id: row.id,
      provider: row.provider,
      type: 'card',
      cardType: row.cardType,
      bank: row.bank,
      lastFourDigits: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
      isDefault: true,
    };
  }

  async hasReusableCard(m: EntityManager, userId: string): Promise<boolean> {
    return m.exists(PaymentMethodRow, { where: { userId, reusable: true } });
  }

  /**
   * A webhook delivery: refused (and nothing stored) unless signed with our secret; otherwise
   * stored first, then processed by a job. The same body again is the same event.
   */
  async receiveWebhook(ctx: RequestContext, rawBody: Buffer, signature: string | string[] | undefined): Promise<WebhookReceipt> {
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
  private async queueProcessing(ctx: RequestContext, event: WebhookEventRow): Promise<void> {
    try {
      await this.deps.jobs.enqueue('payments.process-webhook', { eventId: event.id }, { jobId: `webhook-${event.id}-${event.attempts}` });
    } catch (err) {
      ctx.log.warn({ err, eventId: event.id }, 'webhook stored but not queued; the reconciliation will process it');
    }
  }

  /**
   * The `payments.process-webhook` job. `charge.success` goes through the same confirmation as
   * the browser's; a reference already credited is a no-op. Failures are kept on the event: a
   * transient one is thrown so the queue retries; a permanent one (unknown reference, mismatch)
   * is not retried by the queue. Either way the reconciliation tries the event again, up to
   * MAX_WEBHOOK_ATTEMPTS, and after that it waits for support, who can retry it.
   */
  async processWebhookEvent(ctx: RequestContext, eventId: string): Promise<void> {
    const event = await ctx.manager.findOneBy(WebhookEventRow, { id: eventId });
    if (!event || event.processedAt) return;
    await ctx.manager.increment(WebhookEventRow, { id: event.id }, 'attempts', 1);
    try {
      if (event.event === 'charge.success') {
        const reference = (JSON.parse(event.rawBody) as { data?: { reference?: unknown } }).data?.reference;
        if (typeof reference !== 'string' || !reference) throw new AppError('VALIDATION', 'charge.success without a reference');
        await this.confirmFromProvider(ctx, reference, 'webhook');
      } else if (event.event.startsWith('refund.')) {
        const { data } = JSON.parse(event.rawBody) as { data?: Record<string, unknown> };
        await applyRefundEvent(ctx, this.deps.jobs, event.event, data ?? {});
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
  async retryWebhookEvent(ctx: RequestContext, eventId: string): Promise<void> {
    requireRole(ctx, 'Admin');
    const event = await ctx.manager.findOneBy(WebhookEventRow, { id: eventId });
    if (!event) throw new AppError('NOT_FOUND', 'Webhook event not found');
    if (!event.processedAt) await this.queueProcessing(ctx, event);
  }
}

const MANUAL_CHANNEL_NAMES: Record<string, string> = { cash: 'Cash', bank_transfer: 'Bank transfer', pos: 'POS' };

/** What the receipt calls the payment: Paystack's reference, or for money our team recorded, how it came and its own reference. */
function receiptReference(payment: PaymentRow): string {
  if (payment.provider !== 'manual') return payment.providerReference;
  const how = `${MANUAL_CHANNEL_NAMES[payment.channel ?? ''] ?? 'Payment'} recorded by our team`;
  return payment.externalReference ? `${payment.externalReference} (${how})` : how;
}
