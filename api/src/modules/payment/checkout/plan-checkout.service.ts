import { LessThan, type EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { isUniqueViolation, moneyTransaction } from '../../../common/db';
import { AppError } from '../../../common/errors';
import { PlanAccount, type PlanViews, SavingsPlanRow, type SavingsPlanService, type SavingsPlanView, type StartPlanInput } from '../../savings-plan';
import { discardCutoff } from '../../savings-plan/domain/plan-state';
import { UserRow } from '../../user';
import { PaymentCheckoutRow, type CheckoutPurpose } from '../payment.entity';
import type { CheckoutView, PaymentConfirmation, PaymentService } from './payment.service';

/** A checkout to open in the browser, with the plan it pays into. */
export interface PlanCheckout extends CheckoutView {
  plan: SavingsPlanView;
}

/**
 * The checkouts a customer opens for their plans: the first instalment of a new plan, and the
 * next one of an active plan; and the discarding of plans whose first checkout was never paid.
 * The plans' rules are the savings-plan feature's (draft, openDraft, nextToPay); this adds the
 * checkout, in the same transaction, and opens it at Paystack after the commit.
 */
export class PlanCheckoutService {
  constructor(private readonly deps: { plans: SavingsPlanService; payments: PaymentService; views: PlanViews }) {}

  /**
   * Starts a plan on a pack at today's price: the plan (awaiting its first payment), its
   * schedule, and a checkout for the first instalment opened at Paystack.
   */
  async start(ctx: RequestContext, input: StartPlanInput): Promise<PlanCheckout> {
    const draft = await this.deps.plans.draft(ctx, input);
    const { plan, checkout } = await moneyTransaction(ctx.manager, async (m) => {
      const { account, instalments } = await this.deps.plans.openDraft(m, ctx.now, draft);
      const checkout = await this.deps.payments.newCheckout(m, ctx.now, account.plan, instalments[0].id, instalments[0].amountKobo, 'first');
      return { plan: account.plan, checkout };
    });
    ctx.log.info({ planId: plan.id, foodPackId: plan.foodPackId, priceKobo: plan.priceKobo, frequency: plan.frequency }, 'savings plan started');

    try {
      const opened = await this.deps.payments.openCheckout(ctx, checkout, draft.customerEmail);
      return { ...opened, plan: await this.deps.views.one(ctx.manager, plan, ctx.now) };
    } catch (err) {
      // No transaction exists at the provider, so nothing can ever pay this plan: discard it now.
      await PlanAccount.abandon(ctx.manager, plan.id, ctx.now);
      throw err;
    }
  }

  /**
   * Issue 28: the original web client and app pay first, in Paystack's popup with their own
   * reference, and then ask for the plan (POST /api/SavingsPlan with `paymentReference`). The
   * plan is opened as `start` opens it (the pack's current price, the same rules) together with
   * the customer's claim on the reference, in one transaction, so a reference reported twice (a
   * retry, both clients) finds the plan it made and credits once. Then the claim is verified
   * with Paystack. Refused as not the customer's payment, the plan is discarded at once; with
   * Paystack unreachable the plan waits, and the sweep credits it once Paystack answers.
   */
  async startPaid(ctx: RequestContext, input: StartPlanInput, reference: string): Promise<PaymentConfirmation> {
    const actor = requireActor(ctx);
    const claimed = await ctx.manager.findOne(PaymentCheckoutRow, { where: { reference } });
    if (claimed) return this.deps.payments.confirmClaimOf(ctx, reference);
    const draft = await this.deps.plans.draft(ctx, input);
    let planId: string;
    try {
      planId = await moneyTransaction(ctx.manager, async (m) => {
        const { account } = await this.deps.plans.openDraft(m, ctx.now, draft);
        await this.deps.payments.recordClaim(m, ctx.now, { reference, userId: actor.userId, planId: account.plan.id }, { mustBeNew: true });
        return account.plan.id;
      });
    } catch (err) {
      // The same reference claimed meanwhile (both clients at once): no second plan, the first one's claim is confirmed.
      if (!isUniqueViolation(err)) throw err;
      return this.deps.payments.confirmClaimOf(ctx, reference);
    }
    ctx.log.info({ planId, reference }, 'savings plan started from a payment the customer\'s client made');
    try {
      return await this.deps.payments.confirmClaimOf(ctx, reference);
    } catch (err) {
      if (err instanceof AppError && (err.code === 'PAYMENT_NOT_YOURS' || err.code === 'PAYMENT_DECLINED' || (err.code === 'PAYMENT_NOT_SUCCESSFUL' && !(await this.stillOpen(ctx, reference))))) {
        await PlanAccount.abandon(ctx.manager, planId, ctx.now);
      }
      throw err;
    }
  }

  private async stillOpen(ctx: RequestContext, reference: string): Promise<boolean> {
    return ctx.manager.exists(PaymentCheckoutRow, { where: { reference, status: 'Open' } });
  }

  /**
   * A checkout for the next unpaid instalment of an active plan (its amount less any credit).
   * The instalment's open checkout is handed out again while it is valid (checkout/domain/
   * checkout-reuse): with the plan's row locked for a moment, so that of concurrent requests one
   * opens a transaction at Paystack and the others get the same one. Paystack is called after
   * the lock is released.
   */
  payNext(ctx: RequestContext, planId: string): Promise<PlanCheckout> {
    return this.checkoutFor(ctx, 'instalment', (m) => this.deps.plans.nextToPay(m, ctx, planId));
  }

  /**
   * The checkout of a plan still awaiting its first payment, opened again from the profile
   * ('Resume payment'): the same rules as payNext, for the first instalment.
   */
  resumeFirst(ctx: RequestContext, planId: string): Promise<PlanCheckout> {
    return this.checkoutFor(ctx, 'first', (m) => this.deps.plans.firstToPay(m, ctx, planId));
  }

  /**
   * ONE checkout for every overdue instalment of an active plan (their sum less the plan's
   * credit), issued for the oldest of them: confirmed like any other (verified with Paystack for
   * exactly this amount, recorded once under its reference), it is one payment, credited oldest
   * first by the plan account, with one receipt.
   */
  payOverdue(ctx: RequestContext, planId: string): Promise<PlanCheckout> {
    return this.checkoutFor(ctx, 'arrears', (m) => this.deps.plans.overdueToPay(m, ctx, planId));
  }

  /**
   * The customer's checkout for what `due` finds on their plan (locked in the transaction): the
   * instalment's open checkout is handed out again while valid, else a new one is opened at
   * Paystack after the lock is released.
   */
  private async checkoutFor(
    ctx: RequestContext,
    purpose: CheckoutPurpose,
    due: (m: EntityManager) => Promise<{ plan: Readonly<SavingsPlanRow>; due: { scheduleId: string; amountDueKobo: number } }>,
  ): Promise<PlanCheckout> {
    const actor = requireActor(ctx);
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: actor.userId });
    const { plan, claim } = await moneyTransaction(ctx.manager, async (m) => {
      const found = await due(m);
      return { plan: found.plan, claim: await this.deps.payments.claimCheckout(m, ctx.now, found.plan, found.due.scheduleId, found.due.amountDueKobo, purpose) };
    });
    const opened = await this.deps.payments.handOutCheckout(ctx, claim, user.email);
    return { ...opened, plan: await this.deps.views.one(ctx.manager, plan, ctx.now) };
  }

  /**
   * The `plans.discard-unpaid` job: plans still awaiting their first payment a day after they
   * started are cancelled. Their open checkouts are checked with the provider first, so a
   * customer who paid without our hearing of it is credited instead. A provider that cannot be
   * reached leaves the plan for the next run.
   */
  async discardUnpaid(ctx: RequestContext, limit = 200): Promise<{ discarded: number; credited: number; skipped: number }> {
    const candidates = await ctx.manager.find(SavingsPlanRow, {
      where: { status: 'AwaitingFirstPayment', createdAt: LessThan(discardCutoff(ctx.now)) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    const result = { discarded: 0, credited: 0, skipped: 0 };
    for (const candidate of candidates) {
      const verdict = await this.paidMeanwhile(ctx, candidate.id);
      if (verdict !== 'unpaid') {
        result[verdict === 'paid' ? 'credited' : 'skipped']++;
        continue;
      }
      const discarded = await ctx.manager.transaction(async (m) => {
        const account = await PlanAccount.lock(m, candidate.id);
        return account ? account.discardUnpaid(ctx.now) : false;
      });
      if (discarded) result.discarded++;
    }
    if (candidates.length) ctx.log.info(result, 'unpaid savings plans discarded');
    return result;
  }

  private async paidMeanwhile(ctx: RequestContext, planId: string): Promise<'paid' | 'unpaid' | 'unknown'> {
    const open = await ctx.manager.find(PaymentCheckoutRow, { where: { planId, status: 'Open' } });
    for (const checkout of open) {
      try {
        await this.deps.payments.confirmFromProvider(ctx, checkout.reference, 'reconciliation');
        return 'paid';
      } catch (err) {
        if (err instanceof AppError && (err.code === 'PAYMENT_NOT_SUCCESSFUL' || err.code === 'PAYMENT_DECLINED')) continue;
        ctx.log.warn({ err, reference: checkout.reference }, 'could not check an unpaid plan with the provider; keeping it for now');
        return 'unknown';
      }
    }
    return 'unpaid';
  }
}
