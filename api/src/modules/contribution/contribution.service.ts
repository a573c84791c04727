import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { tryAgainMessage, type AttemptLimiter } from '../../common/attempt-limiter';
import { requireActor, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation, moneyTransaction } from '../../common/db';
import { AppError, validationError } from '../../common/errors';
import { PaymentCheckoutRow, type PaymentService } from '../payment';
import { type PlanDependents, type PlanViews, SavingsPlanRow } from '../savings-plan';
import { planNotFound } from '../savings-plan/domain/plan-rules';
import { UserRow } from '../user';
import { ContributionLinkRow } from './contribution-link.entity';
import { contributionPath, contributionToken, contributionTokenHash, isWellFormedContributionToken, type ContributionKeys } from './contribution-token';
import { cleanContributorName, contributionLinkStatus, contributionProblems, minimumContributionKobo, takesContributions, type ContributionLinkStatus } from './domain/contribution-rules';

/** The owner's view of their plan's link: on (with its address) or off. */
export interface ContributionLinkShareView {
  planId: string;
  active: boolean;
  url: string | null;
  createdAt: Date | null;
}

/** What the public contribution page shows: the owner's first name, the pack and the amount left, nothing more. */
export interface ContributionPageView {
  status: ContributionLinkStatus;
  firstName: string | null;
  packName: string | null;
  amountLeftKobo: number | null;
  minimumKobo: number | null;
}

export interface ContributionCheckoutView {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  amountKobo: number;
  publicKey: string;
  useStandIn: boolean;
}

export interface ContributionReceiptView {
  reference: string;
  amountKobo: number;
  contributorName: string;
  /** True when this reference had been credited before (the webhook, the other tab): nothing changed now. */
  alreadyCredited: boolean;
  page: ContributionPageView;
}

const NOTHING: ContributionPageView = { status: 'Invalid', firstName: null, packName: null, amountLeftKobo: null, minimumKobo: null };
const INVALID = 'This contribution link is not valid. Check the link you were sent.';
const OFF = 'This contribution link has been turned off by the plan’s owner.';
const CLOSED = 'This savings plan is not taking contributions any more: it is fully paid or closed.';
const REFERENCE_NOT_FOUND = 'Payment reference not found';

interface Found {
  link: ContributionLinkRow;
  plan: SavingsPlanRow;
}

/**
 * Family and diaspora contributions (issue 27). A plan's owner shares a link, `<PUBLIC_URL>/c/<token>`;
 * anyone with it, without an account, sees the owner's first name, the pack and the amount left,
 * and pays from ₦500 up to what remains through the Paystack checkout, under their own name. The
 * link opens checkouts for that plan only and answers nothing else; the payment is verified and
 * credited once by PaymentService like every checkout, and the name is written on the checkout and
 * copied to the payment. Every public call counts per address and per link.
 */
export class ContributionService {
  constructor(
    private readonly deps: {
      payments: PaymentService;
      views: PlanViews;
      keys: ContributionKeys;
      publicUrl: string;
      publicKey: string;
      standIn: boolean;
      /** Per network address, every public call (look, pay, confirm). */
      perAddress: AttemptLimiter;
      /** Per link (its token), every public call, whoever makes it. */
      perLink: AttemptLimiter;
    },
  ) {}

  /** The owner's link for their plan, as it stands (nothing created). */
  async current(ctx: RequestContext, planId: string): Promise<ContributionLinkShareView> {
    const plan = await this.ownPlan(ctx, ctx.manager, planId);
    const link = await ctx.manager.findOne(ContributionLinkRow, { where: { activePlanId: plan.id } });
    return this.shareView(plan.id, link);
  }

  /** The owner's live link for their open plan: the one already on, else a new one (a new token). */
  async share(ctx: RequestContext, planId: string): Promise<ContributionLinkShareView> {
    const actor = requireActor(ctx);
    try {
      return await moneyTransaction(ctx.manager, async (m) => {
        const plan = await this.ownPlan(ctx, m, planId, true);
        if (!takesContributions(plan.status)) throw new AppError('PLAN_CLOSED', CLOSED, [{ field: 'planId', message: CLOSED }]);
        const live = await m.findOne(ContributionLinkRow, { where: { activePlanId: plan.id } });
        if (live) return this.shareView(plan.id, live);
        const id = randomUUID();
        const row: ContributionLinkRow = { id, planId: plan.id, userId: actor.userId, tokenHash: contributionTokenHash(this.deps.keys, contributionToken(this.deps.keys, id)), activePlanId: plan.id, createdAt: ctx.now, turnedOffAt: null };
        await m.insert(ContributionLinkRow, row);
        ctx.log.info({ planId: plan.id, linkId: id }, 'contribution link turned on');
        return this.shareView(plan.id, row);
      });
    } catch (err) {
      // Turned on twice at once (two taps): the one that won is the link.
      if (!isUniqueViolation(err)) throw err;
      return this.current(ctx, planId);
    }
  }

  /** Turns the plan's link off for good: its token never works again (turning on again makes a new one). */
  async turnOff(ctx: RequestContext, planId: string): Promise<ContributionLinkShareView> {
    const plan = await this.ownPlan(ctx, ctx.manager, planId);
    const done = await ctx.manager.update(ContributionLinkRow, { activePlanId: plan.id }, { activePlanId: null, turnedOffAt: ctx.now });
    if (done.affected) ctx.log.info({ planId: plan.id }, 'contribution link turned off');
    return this.shareView(plan.id, null);
  }

  /** The public page's facts. */
  async view(ctx: RequestContext, token: string): Promise<ContributionPageView> {
    await this.limit(ctx, token);
    const found = await this.find(ctx.manager, token);
    if (!found) return NOTHING;
    return this.pageView(ctx, ctx.manager, found);
  }

  /**
   * Opens a checkout for a contribution: the name (2–60 characters) and an amount from ₦500 up to
   * what the plan still needs, checked with the plan's row locked. Each payer gets a checkout of
   * their own (never handed out again); Paystack is called after the commit, with the owner's
   * e-mail (Paystack needs one; the page never sees it).
   */
  async pay(ctx: RequestContext, token: string, input: { name: string; amountKobo: number }): Promise<ContributionCheckoutView> {
    await this.limit(ctx, token);
    const found = await this.find(ctx.manager, token);
    if (!found) throw new AppError('NOT_FOUND', INVALID);
    const checkout = await moneyTransaction(ctx.manager, async (m) => {
      const plan = await m.findOneOrFail(SavingsPlanRow, { where: { id: found.plan.id }, lock: forUpdate(m) });
      const page = await this.pageView(ctx, m, { ...found, plan });
      this.refuseUnlessOpen(page.status);
      const problems = contributionProblems(input, page.amountLeftKobo ?? 0);
      if (problems.length) throw validationError(problems[0].message, problems);
      const view = await this.deps.views.one(m, plan, ctx.now);
      return this.deps.payments.newContributionCheckout(m, ctx.now, plan, view.nextDue?.scheduleId ?? null, input.amountKobo, cleanContributorName(input.name));
    });
    const owner = await ctx.manager.findOneByOrFail(UserRow, { id: found.plan.userId });
    const opened = await this.deps.payments.handOutCheckout(ctx, { checkout, reused: false }, owner.email, contributionPath(token));
    ctx.log.info({ planId: found.plan.id, reference: opened.reference, amountKobo: opened.amountKobo }, 'checkout opened through a contribution link');
    return { reference: opened.reference, accessCode: opened.accessCode, authorizationUrl: opened.authorizationUrl, amountKobo: opened.amountKobo, publicKey: this.deps.publicKey, useStandIn: this.deps.standIn };
  }

  /**
   * After the checkout: verifies a contribution reference of THIS link's plan with Paystack and
   * credits it once (PaymentService). Works after the link was turned off or the plan completed
   * meanwhile: it only ever credits money Paystack says was paid (a plan that can no longer take
   * it records it as an overpayment, to refund).
   */
  async confirm(ctx: RequestContext, token: string, reference: string): Promise<ContributionReceiptView> {
    await this.limit(ctx, token);
    const found = await this.find(ctx.manager, token);
    const checkout = found && reference.trim() ? await ctx.manager.findOne(PaymentCheckoutRow, { where: { reference: reference.trim() } }) : null;
    if (!found || !checkout || checkout.planId !== found.plan.id || checkout.purpose !== 'contribution') {
      throw new AppError('NOT_FOUND', REFERENCE_NOT_FOUND, [{ field: 'reference', message: REFERENCE_NOT_FOUND }]);
    }
    const confirmed = await this.deps.payments.confirmContribution(ctx, checkout.reference, found.plan.id);
    const plan = await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: found.plan.id });
    return {
      reference: confirmed.reference,
      amountKobo: confirmed.payment.amountKobo,
      contributorName: checkout.contributorName ?? '',
      alreadyCredited: confirmed.alreadyCredited,
      page: await this.pageView(ctx, ctx.manager, { ...found, plan }),
    };
  }

  private refuseUnlessOpen(status: ContributionLinkStatus): void {
    if (status === 'Invalid') throw new AppError('NOT_FOUND', INVALID);
    if (status === 'Off') throw new AppError('CONTRIBUTION_LINK_OFF', OFF);
    if (status === 'Closed') throw new AppError('PLAN_CLOSED', CLOSED);
  }

  private async pageView(ctx: RequestContext, m: EntityManager, found: Found): Promise<ContributionPageView> {
    const view = await this.deps.views.one(m, found.plan, ctx.now);
    const left = view.remainingKobo;
    const status = contributionLinkStatus(found.link, found.plan, left);
    if (status !== 'Open') return { ...NOTHING, status };
    const owner = await m.findOneOrFail(UserRow, { where: { id: found.plan.userId }, select: { id: true, firstName: true } });
    return { status, firstName: owner.firstName, packName: found.plan.packName, amountLeftKobo: left, minimumKobo: minimumContributionKobo(left) };
  }

  private shareView(planId: string, link: ContributionLinkRow | null): ContributionLinkShareView {
    if (!link) return { planId, active: false, url: null, createdAt: null };
    return { planId, active: true, url: `${this.deps.publicUrl}${contributionPath(contributionToken(this.deps.keys, link.id))}`, createdAt: link.createdAt };
  }

  /** The caller's own plan (another's, or none: NOT_FOUND alike). */
  private async ownPlan(ctx: RequestContext, m: EntityManager, planId: string, lock = false): Promise<SavingsPlanRow> {
    const actor = requireActor(ctx);
    const plan = await m.findOne(SavingsPlanRow, { where: { id: planId, userId: actor.userId }, ...(lock ? { lock: forUpdate(m) } : {}) });
    if (!plan) throw planNotFound();
    return plan;
  }

  private async find(m: EntityManager, token: string): Promise<Found | null> {
    if (!isWellFormedContributionToken(token)) return null;
    const link = await m.findOne(ContributionLinkRow, { where: { tokenHash: contributionTokenHash(this.deps.keys, token) } });
    if (!link) return null;
    const plan = await m.findOneBy(SavingsPlanRow, { id: link.planId });
    return plan ? { link, plan } : null;
  }

  /** Per address, then per link: RATE_LIMITED past either. Without an address (a job, a test's service call) only the link counts. */
  private async limit(ctx: RequestContext, token: string): Promise<void> {
    const waits = await Promise.all([
      ctx.ip ? this.deps.perAddress.take(`contribution:${ctx.ip}`) : 0,
      isWellFormedContributionToken(token) ? this.deps.perLink.take(`contribution-link:${contributionTokenHash(this.deps.keys, token)}`) : 0,
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppError('RATE_LIMITED', tryAgainMessage(wait));
  }
}

/** A deleted plan's links go with it (a cancelled plan's link answers Closed by itself). */
export const contributionPlanDependents: PlanDependents = {
  async planRemoved(m, planId) {
    await m.delete(ContributionLinkRow, { planId });
  },
};
