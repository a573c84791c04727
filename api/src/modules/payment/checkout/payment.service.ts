import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { requireActor, withManager, type RequestContext } from '../../../common/context';
import { isUniqueViolation, moneyTransaction } from '../../../common/db';
import { AppError } from '../../../common/errors';
import { countPaymentCredited } from '../../../common/metrics';
import { PaystackError, type PaystackGateway, type PaystackTransaction } from '../../../integrations/paystack/paystack-client';
import { PlanAccount, type PlanPaymentView, type PlanViews, SavingsPlanRow, type SavingsPlanView } from '../../savings-plan';
import { CHECKOUT_CLAIM_MS, reusableCheckout, reuseCutoff } from './domain/checkout-reuse';
import { CURRENCY, judgeClientPayment, judgePayment, NOT_SUCCESSFUL_MESSAGE, NOT_YOURS_MESSAGE } from './domain/verification';
import { creditPlan } from './credit-plan';
import { PaymentCheckoutRow, PaymentRow, type CheckoutPurpose, type PaymentVia } from '../payment.entity';
import { PaymentReversalRow } from '../payment-reversal.entity';
import { refundUnappliedPayment } from '../refunds/plan-refunds';
import { StrayChargeRow } from '../refunds/stray-charge.entity';
import { lockCustomer, recordStrayCharge, strayChargeMessage } from '../refunds/stray-charges';
import { PaymentScheduleRow } from '../../savings-plan';
import { planNotFound } from '../../savings-plan/domain/plan-rules';
import { UserRow } from '../../user';
import { koboToNaira } from '../../../common/money';
import { type OwedWork } from '../../../jobs/owed-work';
import { type CardService } from '../cards/card.service';
import { paymentView } from '../plan-payments';

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

export interface PaymentsConfigView {
  provider: 'paystack';
  publicKey: string;
  /** True in development and tests: open `authorizationUrl` (the local stand-in's page) instead of Paystack's popup. */
  useStandIn: boolean;
  currency: string;
}

const REFERENCE_NOT_FOUND = 'Payment reference not found';
const PROVIDER_UNAVAILABLE = "We couldn't start the payment process. Please try again or contact support if the issue persists.";
const PROVIDER_UNREACHABLE = "We couldn't check this payment with the payment provider. Please try again in a moment.";
const CLAIM_KEPT = "We couldn't check this payment with Paystack just now. It is noted: it will be credited as soon as Paystack confirms it, or try again in a moment.";
const NOT_AT_PAYSTACK = 'Paystack has no payment with this reference for Food Savings, so nothing was credited.';
const REFERENCE_USED_MESSAGE = 'This payment reference has already been used.';
/** What Paystack accepts as a reference; the app's own references are UUIDs. */
const CLIENT_REFERENCE = /^[A-Za-z0-9.=_-]{6,64}$/;
/** When the reconciliation first asks the provider about a checkout nobody confirmed. */
export const FIRST_CHECK_DELAY_MS = 2 * 60_000;
/** How often a request handed a checkout still being opened by another looks for its access code. */
const CLAIM_POLL_MS = 100;

/** A reference Paystack accepts (letters, digits, dashes), unguessable and never reused. */
export function newReference(): string {
  return `fs-${randomBytes(12).toString('hex')}`;
}

/** The profile's savings tab confirms the reference it comes back with (?reference=…&trxref=…). */
const PROFILE_RETURN_PATH = '/profile?tab=savings';

/**
 * Card payments through Paystack: checkouts opened for instalments, and their confirmation. Every
 * credit follows the same path, whoever asks (the browser after the popup, the webhook, the legacy
 * update-payment, the discard job, the sweep): the reference must be one this server issued, the
 * provider must confirm it succeeded with exactly the issued amount in NGN, and then ONE
 * transaction, with the plan's account locked, records the payment under its unique reference
 * and credits it. A reference already recorded returns what was recorded.
 */
export class PaymentService {
  constructor(
    private readonly deps: {
      paystack: PaystackGateway;
      owed: OwedWork;
      cards: CardService;
      views: PlanViews;
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
    const row = openCheckout(now, { reference, userId: plan.userId, planId: plan.id, scheduleId, amountKobo, purpose, origin: 'server', contributorName: null });
    await m.insert(PaymentCheckoutRow, row);
    return row;
  }

  /**
   * In the caller's transaction: a new checkout for a contribution through the plan's contribution
   * link, paying `amountKobo` towards the plan (issued for its next unpaid instalment), with the
   * payer's name. Never reused: each payer's checkout is their own.
   */
  async newContributionCheckout(m: EntityManager, now: Date, plan: { id: string; userId: string }, scheduleId: string | null, amountKobo: number, contributorName: string): Promise<PaymentCheckoutRow> {
    const row = openCheckout(now, { reference: newReference(), userId: plan.userId, planId: plan.id, scheduleId, amountKobo, purpose: 'contribution', origin: 'server', contributorName });
    await m.insert(PaymentCheckoutRow, row);
    return row;
  }

  /**
   * A contribution's checkout confirmed from its public page (no session): the same verification
   * and single credit as every checkout, for a contribution reference of this plan only.
   */
  confirmContribution(ctx: RequestContext, reference: string, planId: string): Promise<PaymentConfirmation> {
    return this.confirm(ctx, reference.trim(), { planId, purpose: 'contribution', via: 'browser' });
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
    if (recorded) {
      if (checkout.origin === 'client' && opts.ownerId !== undefined) await this.refusedIfRefunded(ctx, recorded);
      return this.confirmation(ctx, recorded, true);
    }

    if (checkout.origin === 'client') return this.confirmClaim(ctx, checkout, opts);
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

    return this.creditVerified(ctx, checkout, transaction, opts);
  }

  /** Verified: the one money transaction, then the work owed after it. */
  private async creditVerified(
    ctx: RequestContext,
    checkout: PaymentCheckoutRow,
    transaction: PaystackTransaction,
    opts: { ownerId?: string; via: PaymentVia },
  ): Promise<PaymentConfirmation> {
    const { reference } = checkout;
    let credited: { payment: PaymentRow; already: boolean; refundId?: string };
    try {
      credited = await moneyTransaction(ctx.manager, (m) => this.credit(withManager(ctx, m), checkout, transaction, opts));
    } catch (err) {
      // Recorded meanwhile under the same reference by a path that did not wait on the plan's lock.
      const winner = isUniqueViolation(err) ? await ctx.manager.findOne(PaymentRow, { where: { providerReference: reference } }) : null;
      if (!winner) throw err;
      credited = { payment: winner, already: true };
    }
    if (credited.refundId) {
      await this.deps.owed.request(ctx, 'refunds', credited.refundId);
      await this.deps.owed.request(ctx, 'reversal-notices', credited.refundId);
      if (opts.ownerId !== undefined) await this.refusedIfRefunded(ctx, credited.payment);
      return this.confirmation(ctx, credited.payment, false);
    }
    if (credited.already && checkout.origin === 'client' && opts.ownerId !== undefined) await this.refusedIfRefunded(ctx, credited.payment);
    if (!credited.already) {
      ctx.log.info({ reference, planId: checkout.planId, paymentId: credited.payment.id, via: opts.via }, 'payment credited');
      countPaymentCredited(credited.payment);
      // The receipt and the commission are owed from the commit on (receipt_sent_at and
      // commission_settled_at are NULL); asking for the jobs now only makes them quick.
      await this.deps.owed.request(ctx, 'receipts', credited.payment.id);
      await this.deps.owed.request(ctx, 'commissions', credited.payment.id);
    }
    return this.confirmation(ctx, credited.payment, credited.already);
  }

  /**
   * Issue 28: the original web client and app make their own reference, pay in Paystack's popup,
   * and then tell us which plan (and instalment) it paid. A reference this server issued is
   * confirmed as always (it must be for this plan). Any other is recorded as the customer's claim
   * first (so that if Paystack cannot be reached now, the sweep asks again), then verified with
   * Paystack and credited only when Paystack says it succeeded, in NGN, paid by this customer's
   * e-mail; a reference is credited once, whoever reports it how often. The plan must be the
   * customer's own: against anyone else's plan, or none, a reference Paystack confirms this
   * customer paid is a stray charge, refunded whole (refundStrayCharge); anything else is "not
   * found" and nothing is recorded.
   */
  async confirmClientReference(ctx: RequestContext, report: { reference: string; planId: string; scheduleId?: string }): Promise<PaymentConfirmation> {
    const actor = requireActor(ctx);
    const reference = report.reference.trim();
    const existing = reference ? await ctx.manager.findOne(PaymentCheckoutRow, { where: { reference } }) : null;
    if (existing?.origin === 'server' || (!existing && !CLIENT_REFERENCE.test(reference))) {
      return this.confirmPayment(ctx, reference, { via: 'legacy', planId: report.planId });
    }
    if (!existing) {
      if (!(await ctx.manager.exists(SavingsPlanRow, { where: { id: report.planId, userId: actor.userId } }))) return this.refundStrayCharge(ctx, reference, report.planId);
      await moneyTransaction(ctx.manager, (m) => this.recordClaim(m, ctx.now, { reference, userId: actor.userId, planId: report.planId, scheduleId: report.scheduleId }));
    } else if (existing.userId !== actor.userId && !(await ctx.manager.exists(SavingsPlanRow, { where: { id: report.planId, userId: actor.userId } }))) {
      // Someone else's reference against a plan that is not theirs either: as for any plan not theirs.
      throw planNotFound();
    }
    return this.confirmClaimOf(ctx, reference);
  }

  /**
   * Issue 28: the customer's own reference reported against a plan that is not theirs (another
   * customer's, or none). Nothing is recorded, and the answer is "not found" as for any plan not
   * theirs, unless Paystack confirms the customer paid it (success, NGN, their e-mail; asked with
   * this merchant's key): that money is theirs and pays no plan, so it becomes a stray charge,
   * written once per reference, refunded whole through Paystack by the 'refunds' duty after the
   * commit (the sweep sends it after a crash), the customer's notice owed. The caller is told
   * (PAYMENT_REFUNDED, 409) however often they report it. The named plan is never read beyond
   * "is it the caller's", so another customer's plan and a missing one answer alike.
   */
  private async refundStrayCharge(ctx: RequestContext, reference: string, reportedPlan: string): Promise<PaymentConfirmation> {
    const actor = requireActor(ctx);
    const before = await ctx.manager.findOne(StrayChargeRow, { where: { reference } });
    if (before) {
      if (before.userId !== actor.userId) throw planNotFound();
      throw strayRefunded(before);
    }
    let transaction: PaystackTransaction;
    try {
      transaction = await this.deps.paystack.verify(reference);
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      if (err.notFound) throw planNotFound();
      ctx.log.warn({ err, reference }, 'Paystack verify failed for a reference reported against a plan not the customer\'s; nothing recorded');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', PROVIDER_UNREACHABLE);
    }
    const owner = await ctx.manager.findOneByOrFail(UserRow, { id: actor.userId });
    const verdict = judgeClientPayment({ reference, customerEmail: owner.email }, transaction);
    if (!verdict.ok) {
      ctx.log.warn({ reference, verdict: verdict.code }, 'client reference against a plan not the customer\'s, not their verified payment: refused, nothing recorded');
      throw planNotFound();
    }
    let recorded: Awaited<ReturnType<typeof recordStrayCharge>>;
    try {
      recorded = await moneyTransaction(ctx.manager, (m) => recordStrayCharge(m, { reference, userId: actor.userId, reportedPlan, transaction, now: ctx.now }));
    } catch (err) {
      // The same report at once (retries, both clients): one stray charge, the others find it.
      const winner = isUniqueViolation(err) ? await ctx.manager.findOne(StrayChargeRow, { where: { reference } }) : null;
      if (!winner) throw err;
      recorded = { charge: winner, written: false };
    }
    // Claimed meanwhile for one of their own plans (another report): that claim decides.
    if (recorded === 'claimed') return this.confirmClaimOf(ctx, reference);
    if (recorded.written) {
      ctx.log.warn({ reference, strayChargeId: recorded.charge.id, amountKobo: recorded.charge.amountKobo }, 'client-reported payment for a plan not the customer\'s: stray charge, refund owed');
      await this.deps.owed.request(ctx, 'refunds', recorded.charge.id);
      await this.deps.owed.request(ctx, 'reversal-notices', recorded.charge.id);
    }
    if (recorded.charge.userId !== actor.userId) throw planNotFound();
    throw strayRefunded(recorded.charge);
  }

  /** A client reference already claimed (maybe just now): confirmed for the customer who claimed it, else refused. */
  async confirmClaimOf(ctx: RequestContext, reference: string): Promise<PaymentConfirmation> {
    const actor = requireActor(ctx);
    const claim = await ctx.manager.findOne(PaymentCheckoutRow, { where: { reference } });
    if (!claim) throw new AppError('NOT_FOUND', REFERENCE_NOT_FOUND, [{ field: 'paymentReference', message: REFERENCE_NOT_FOUND }]);
    if (claim.userId !== actor.userId) throw new AppError('REFERENCE_USED', REFERENCE_USED_MESSAGE, [{ field: 'paymentReference', message: REFERENCE_USED_MESSAGE }]);
    return this.confirm(ctx, reference, { ownerId: actor.userId, via: 'legacy' });
  }

  /** Whether this server issued the reference (a checkout of origin 'server'). */
  isIssuedReference(ctx: RequestContext, reference: string): Promise<boolean> {
    return ctx.manager.exists(PaymentCheckoutRow, { where: { reference: reference.trim(), origin: 'server' } });
  }

  /** Whether a reference is one the customer's client made (not issued here). */
  static isClientReference(reference: string): boolean {
    return CLIENT_REFERENCE.test(reference.trim());
  }

  /**
   * In the caller's transaction: the customer's claim that `reference` (their client's own, paid
   * at Paystack) pays their plan `planId`, for `scheduleId` when it is one of the plan's unpaid
   * instalments, else the plan's next unpaid one. Recorded before Paystack is asked, as a
   * checkout of origin 'client', so the sweep asks about it like any open checkout. A reference
   * already claimed or recorded is REFERENCE_USED (another customer's) or left as it is.
   */
  async recordClaim(m: EntityManager, now: Date, claim: { reference: string; userId: string; planId: string; scheduleId?: string }, opts: { mustBeNew?: boolean } = {}): Promise<void> {
    const plan = await m.findOne(SavingsPlanRow, { where: { id: claim.planId, userId: claim.userId } });
    if (!plan) throw planNotFound();
    // A stray charge (reported against a plan not theirs, being refunded) pays no plan; the customer's row orders the two (stray-charges.ts).
    await lockCustomer(m, claim.userId);
    const stray = await m.findOne(StrayChargeRow, { where: { reference: claim.reference } });
    if (stray && stray.userId === claim.userId) throw strayRefunded(stray);
    if (stray || (await m.exists(PaymentRow, { where: { providerReference: claim.reference } }))) {
      throw new AppError('REFERENCE_USED', REFERENCE_USED_MESSAGE, [{ field: 'paymentReference', message: REFERENCE_USED_MESSAGE }]);
    }
    const unpaid = (await m.find(PaymentScheduleRow, { where: { planId: plan.id }, order: { sequence: 'ASC' } })).filter((s) => s.status !== 'Paid');
    const schedule = unpaid.find((s) => s.id === claim.scheduleId) ?? unpaid[0] ?? null;
    try {
      await m.insert(
        PaymentCheckoutRow,
        openCheckout(now, {
          reference: claim.reference,
          userId: claim.userId,
          planId: plan.id,
          scheduleId: schedule?.id ?? null,
          amountKobo: schedule?.amountKobo ?? 0,
          purpose: plan.status === 'AwaitingFirstPayment' ? 'first' : 'instalment',
          origin: 'client',
          contributorName: null,
        }),
      );
    } catch (err) {
      // Reported twice at once (the web and the app, a retry): one claim; the caller confirms it.
      if (!isUniqueViolation(err) || opts.mustBeNew) throw err;
    }
  }

  /**
   * A client reference's claim, asked about with Paystack (by the customer, the webhook or the
   * sweep). Refused, and the claim dropped so it blocks nobody, when it is not this customer's
   * payment in naira (or Paystack has no such payment for this merchant); marked Failed when
   * Paystack says it failed or was abandoned; kept open while Paystack cannot be reached.
   */
  private async confirmClaim(ctx: RequestContext, claim: PaymentCheckoutRow, opts: { ownerId?: string; via: PaymentVia }): Promise<PaymentConfirmation> {
    let transaction: PaystackTransaction;
    try {
      transaction = await this.deps.paystack.verify(claim.reference);
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      if (err.notFound) {
        ctx.log.warn({ reference: claim.reference, via: opts.via }, 'client-reported reference unknown to Paystack: NOT credited');
        await this.dropClaim(ctx, claim);
        throw new AppError('PAYMENT_NOT_YOURS', NOT_AT_PAYSTACK, [{ field: 'paymentReference', message: NOT_AT_PAYSTACK }]);
      }
      ctx.log.warn({ err, reference: claim.reference }, 'Paystack verify failed; the claim stays for the sweep');
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', CLAIM_KEPT);
    }
    const owner = await ctx.manager.findOneByOrFail(UserRow, { id: claim.userId });
    const verdict = judgeClientPayment({ reference: claim.reference, customerEmail: owner.email }, transaction);
    if (!verdict.ok) {
      if (verdict.code === 'PAYMENT_NOT_YOURS') {
        ctx.log.warn({ reference: claim.reference, problems: verdict.problems, via: opts.via }, 'client-reported reference is not this customer\'s payment in naira: NOT credited');
        await this.dropClaim(ctx, claim);
        throw new AppError('PAYMENT_NOT_YOURS', NOT_YOURS_MESSAGE, [{ field: 'paymentReference', message: NOT_YOURS_MESSAGE }]);
      }
      if (verdict.providerStatus === 'failed' || verdict.providerStatus === 'abandoned') {
        await ctx.manager.update(PaymentCheckoutRow, { id: claim.id, status: 'Open' }, { status: 'Failed', updatedAt: ctx.now });
      }
      throw new AppError(verdict.code, verdict.message);
    }
    if (transaction.amountKobo !== claim.amountKobo) {
      ctx.log.info({ reference: claim.reference, paidKobo: transaction.amountKobo, instalmentKobo: claim.amountKobo }, 'client-reported payment is not the instalment\'s amount: the plan takes what was paid');
    }
    return this.creditVerified(ctx, claim, transaction, opts);
  }

  /** A claim that turned out not to be the customer's payment: removed unless something was recorded under it. */
  private async dropClaim(ctx: RequestContext, claim: PaymentCheckoutRow): Promise<void> {
    await ctx.manager.delete(PaymentCheckoutRow, { id: claim.id, paymentId: IsNull() });
  }

  /** A person reporting a client reference whose money was refunded (its plan closed) is told so. */
  private async refusedIfRefunded(ctx: RequestContext, payment: PaymentRow): Promise<void> {
    if (payment.appliedKobo !== 0) return;
    const refund = await ctx.manager.findOne(PaymentReversalRow, { where: { paymentId: payment.id, kind: 'Refund' } });
    if (!refund) return;
    const message = `This plan can no longer take payments, so your payment of ₦${koboToNaira(payment.amountKobo).toLocaleString('en-NG')} is being refunded${refund.refundChannel === 'card' ? ' to your card' : ''} (by ${refund.refundDueBy ?? 'within 14 business days'}).`;
    throw new AppError('PAYMENT_REFUNDED', message, [{ field: 'paymentReference', message }]);
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
  ): Promise<{ payment: PaymentRow; already: boolean; refundId?: string }> {
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
      contributorName: checkout.contributorName,
    });
    await m.update(PaymentCheckoutRow, { id: checkout.id }, { status: 'Paid', paymentId: payment.id, updatedAt: ctx.now });
    if (checkout.origin === 'client' && applied.appliedKobo === 0) {
      // The customer's own reference, for a plan that can no longer take money (cancelled, complete): refunded whole.
      const refund = await refundUnappliedPayment(m, { payment, actorId: checkout.userId, reason: 'Paid to a plan that could no longer take payments (reported by the original app or web client)', now: ctx.now });
      ctx.log.warn({ reference: checkout.reference, planId: checkout.planId, refundId: refund.id, amountKobo: payment.amountKobo }, 'client-reported payment for a closed plan: refund owed');
      return { payment, already: false, refundId: refund.id };
    }
    if (applied.overpaymentKobo > 0) ctx.log.warn({ reference: checkout.reference, overpaymentKobo: applied.overpaymentKobo, planId: checkout.planId }, 'overpayment recorded: refund due');
    // A contributor's card is theirs, never saved to the plan owner's account.
    if (transaction.authorization?.reusable && checkout.purpose !== 'contribution') await this.deps.cards.save(m, checkout.userId, transaction.authorization, ctx.now);
    return { payment, already: false };
  }

  /** What the caller gets back. */
  private async confirmation(ctx: RequestContext, payment: PaymentRow, alreadyCredited: boolean): Promise<PaymentConfirmation> {
    const plan = await this.deps.views.one(ctx.manager, await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: payment.planId }), ctx.now);
    // A payment an admin reverted is no longer among the plan's: described from its own row.
    const view = plan.payments.find((p) => p.id === payment.id) ?? paymentView(payment);
    return { reference: payment.providerReference, alreadyCredited, payment: view, plan };
  }
}

/** The answer to a reference that is a stray charge of the caller's: refunded, never credited. */
function strayRefunded(charge: StrayChargeRow): AppError {
  const message = strayChargeMessage(charge);
  return new AppError('PAYMENT_REFUNDED', message, [{ field: 'paymentReference', message }]);
}

/** A new open checkout in naira, first asked about with Paystack FIRST_CHECK_DELAY_MS from now. */
function openCheckout(
  now: Date,
  f: Pick<PaymentCheckoutRow, 'reference' | 'userId' | 'planId' | 'scheduleId' | 'amountKobo' | 'purpose' | 'origin' | 'contributorName'>,
): PaymentCheckoutRow {
  return {
    id: randomUUID(),
    ...f,
    currency: CURRENCY,
    status: 'Open',
    accessCode: null,
    authorizationUrl: null,
    paymentId: null,
    checks: 0,
    nextCheckAt: new Date(now.getTime() + FIRST_CHECK_DELAY_MS),
    createdAt: now,
    updatedAt: now,
  };
}
