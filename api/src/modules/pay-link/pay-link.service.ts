import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { tryAgainMessage, type AttemptLimiter } from '../../common/attempt-limiter';
import type { RequestContext } from '../../common/context';
import { forUpdate, moneyTransaction } from '../../common/db';
import { AppError } from '../../common/errors';
import type { LocalDate } from '../../common/time';
import { PaymentCheckoutRow, type PaymentService } from '../payment';
import { creditKobo } from '../savings-plan/domain/apply-payment';
import { PaymentScheduleRow, type PlanDependents, SavingsPlanRow } from '../savings-plan';
import { UserRow } from '../user';
import { payLinkExpiry, payLinkStatus, type PayLinkStatus } from './domain/pay-link-rules';
import { PayLinkRow } from './pay-link.entity';
import { isWellFormedPayLinkToken, newPayLinkToken, payLinkTokenHash } from './pay-link-token';

/** What the public pay page shows: the first name, the pack, the amount and the due date, nothing more. */
export interface PayLinkView {
  status: PayLinkStatus;
  firstName: string | null;
  packName: string | null;
  amountKobo: number | null;
  dueDate: LocalDate | null;
}

/** A checkout opened through a pay link, with what the browser needs to open it (no session, so no paymentsConfig). */
export interface PayLinkCheckoutView {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  amountKobo: number;
  publicKey: string;
  useStandIn: boolean;
}

export interface IssuedPayLink {
  row: PayLinkRow;
  token: string;
  url: string;
}

const INVALID = 'This payment link is not valid. Sign in to pay from your profile.';
const REFUSALS: Record<Exclude<PayLinkStatus, 'Open'>, () => AppError> = {
  Invalid: () => new AppError('NOT_FOUND', INVALID),
  Expired: () => new AppError('PAY_LINK_EXPIRED', 'This payment link has expired. Sign in to pay from your profile.'),
  Paid: () => new AppError('NO_PENDING_PAYMENTS', 'This payment has already been made. Thank you!'),
};
const NOTHING: PayLinkView = { status: 'Invalid', firstName: null, packName: null, amountKobo: null, dueDate: null };

interface Found {
  link: PayLinkRow;
  plan: SavingsPlanRow;
  instalment: PaymentScheduleRow;
  schedules: PaymentScheduleRow[];
}

/**
 * One-tap pay links (issue 12): `<PUBLIC_URL>/p/<token>` opens the checkout for one instalment
 * without signing in. The service acts as the plan's owner internally for that checkout (and for
 * confirming its reference) but never issues a session, and answers nothing else: not the plan,
 * not other instalments, not the customer's details beyond the first name.
 * Every call counts against the caller's address (PAY_LINK_LIMIT).
 */
export class PayLinkService {
  constructor(
    private readonly deps: {
      payments: PaymentService;
      key: Buffer;
      publicUrl: string;
      publicKey: string;
      standIn: boolean;
      /** Per network address, every pay-link call (look, pay, confirm). */
      limiter: AttemptLimiter;
    },
  ) {}

  /** A new link for an instalment (not yet stored: insert `row`, e.g. with other rows in one statement). */
  build(now: Date, ref: { planId: string; scheduleId: string }): IssuedPayLink {
    const token = newPayLinkToken();
    const row = Object.assign(new PayLinkRow(), {
      id: randomUUID(),
      tokenHash: payLinkTokenHash(this.deps.key, token),
      scheduleId: ref.scheduleId,
      planId: ref.planId,
      createdAt: now,
      expiresAt: payLinkExpiry(now),
      openedAt: null,
    });
    return { row, token, url: this.url(token) };
  }

  /** Stores a new link in the caller's transaction (for messages sent one at a time, e.g. a paused automatic debit). */
  async issue(m: EntityManager, now: Date, ref: { planId: string; scheduleId: string }): Promise<IssuedPayLink> {
    const issued = this.build(now, ref);
    await m.insert(PayLinkRow, issued.row);
    return issued;
  }

  url(token: string): string {
    return `${this.deps.publicUrl}${payLinkPath(token)}`;
  }

  async view(ctx: RequestContext, token: string): Promise<PayLinkView> {
    await this.limit(ctx);
    const found = await this.find(ctx.manager, token);
    if (!found) return NOTHING;
    const status = payLinkStatus(found.link, found.instalment, found.plan, ctx.now);
    if (status === 'Expired' || status === 'Invalid') return { ...NOTHING, status };
    const user = await ctx.manager.findOneOrFail(UserRow, { where: { id: found.plan.userId }, select: { id: true, firstName: true } });
    return {
      status,
      firstName: user.firstName,
      packName: found.plan.packName,
      amountKobo: status === 'Open' ? this.amountDue(found) : found.instalment.amountKobo,
      dueDate: found.instalment.dueDate,
    };
  }

  /**
   * Opens (or hands out again) the checkout for the link's instalment, with the plan's row locked
   * as payNextInstalment does, so concurrent taps share one checkout. The provider is called after
   * the lock is released, with the plan owner's e-mail (Paystack needs one; the page never sees it).
   */
  async pay(ctx: RequestContext, token: string): Promise<PayLinkCheckoutView> {
    await this.limit(ctx);
    const found = await this.find(ctx.manager, token);
    if (!found) throw REFUSALS.Invalid();
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: found.plan.userId });
    const claim = await moneyTransaction(ctx.manager, async (m) => {
      const plan = await m.findOneOrFail(SavingsPlanRow, { where: { id: found.link.planId }, lock: forUpdate(m) });
      const schedules = await m.find(PaymentScheduleRow, { where: { planId: plan.id } });
      const instalment = schedules.find((s) => s.id === found.link.scheduleId)!;
      const status = payLinkStatus(found.link, instalment, plan, ctx.now);
      if (status !== 'Open') throw REFUSALS[status]();
      const amountKobo = this.amountDue({ ...found, plan, instalment, schedules });
      if (amountKobo <= 0) throw REFUSALS.Paid();
      if (!found.link.openedAt) await m.update(PayLinkRow, { id: found.link.id }, { openedAt: ctx.now });
      return this.deps.payments.claimCheckout(m, ctx.now, plan, instalment.id, amountKobo, 'instalment');
    });
    // The stand-in (and a redirect checkout) comes back to this pay page, not to the profile, which needs a session.
    const opened = await this.deps.payments.handOutCheckout(ctx, claim, user.email, payLinkPath(token));
    ctx.log.info({ planId: found.plan.id, scheduleId: found.instalment.id, reference: opened.reference }, 'checkout opened through a pay link');
    return { reference: opened.reference, accessCode: opened.accessCode, authorizationUrl: opened.authorizationUrl, amountKobo: opened.amountKobo, publicKey: this.deps.publicKey, useStandIn: this.deps.standIn };
  }

  /**
   * After the checkout: verifies the reference with the provider and credits it, exactly as the
   * signed-in confirmPayment does, for a reference issued for THIS link's instalment only. Works
   * after expiry too (a payment made in time, confirmed late, still counts: it only ever credits
   * money the provider says was paid).
   */
  async confirm(ctx: RequestContext, token: string, reference: string): Promise<PayLinkView> {
    await this.limit(ctx);
    const found = await this.find(ctx.manager, token);
    const checkout = found && reference.trim() ? await ctx.manager.findOne(PaymentCheckoutRow, { where: { reference: reference.trim() } }) : null;
    if (!found || !checkout || checkout.planId !== found.link.planId || checkout.scheduleId !== found.link.scheduleId) {
      throw new AppError('NOT_FOUND', 'Payment reference not found', [{ field: 'reference', message: 'Payment reference not found' }]);
    }
    const owner = { ...ctx, actor: { userId: found.plan.userId, roles: ['Customer' as const] }, issueSession: undefined };
    await this.deps.payments.confirmPayment(owner, checkout.reference, { planId: found.link.planId });
    return this.view({ ...ctx, ip: undefined }, token); // counted once above
  }

  private amountDue(f: Pick<Found, 'plan' | 'instalment' | 'schedules'>): number {
    return Math.max(0, f.instalment.amountKobo - creditKobo({ amountPaidKobo: f.plan.amountPaidKobo, schedules: f.schedules }));
  }

  private async find(m: EntityManager, token: string): Promise<Found | null> {
    if (!isWellFormedPayLinkToken(token)) return null;
    const link = await m.findOne(PayLinkRow, { where: { tokenHash: payLinkTokenHash(this.deps.key, token) } });
    if (!link) return null;
    const [plan, schedules] = await Promise.all([m.findOneBy(SavingsPlanRow, { id: link.planId }), m.find(PaymentScheduleRow, { where: { planId: link.planId } })]);
    const instalment = schedules.find((s) => s.id === link.scheduleId);
    return plan && instalment ? { link, plan, instalment, schedules } : null;
  }

  private async limit(ctx: RequestContext): Promise<void> {
    if (!ctx.ip) return;
    const wait = await this.deps.limiter.take(`pay-link:${ctx.ip}`);
    if (wait > 0) throw new AppError('RATE_LIMITED', tryAgainMessage(wait));
  }
}

/** A pay link's page, on whatever address serves the web app. */
function payLinkPath(token: string): string {
  return `/p/${token}`;
}

/** A deleted plan's pay links go with it. */
export const payLinkPlanDependents: PlanDependents = {
  async planRemoved(m, planId) {
    await m.delete(PayLinkRow, { planId });
  },
};
