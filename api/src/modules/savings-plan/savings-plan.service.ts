import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, MoreThan, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { requireActor, type RequestContext } from '../../common/context';
import { forUpdate, moneyTransaction } from '../../common/db';
import { AppError, validationError } from '../../common/errors';
import { readListPage } from '../../common/list-query';
import { lagosDate, type LocalDate } from '../../common/time';
import { FoodPackRow } from '../food-pack/food-pack.entity';
import { PaymentCheckoutRow } from '../payment/payment.entity';
import type { CheckoutView, PaymentService } from '../payment/payment.service';
import { UserRow } from '../user/user.entity';
import { nextDue, type ScheduleStatus } from './domain/apply-payment';
import { discardCutoff, isOpen, type PlanStatus } from './domain/plan-state';
import { pendingPlansProblem, pendingSince } from './domain/plan-limits';
import {
  chooseFulfilment,
  NO_PENDING_PAYMENTS_MESSAGE,
  PaymentPreferences,
  PLAN_NOT_FOUND_MESSAGE,
  preferenceProblem,
  type PaymentPreference,
} from './domain/plan-rules';
import { buildSchedule } from './domain/schedule';
import { PlanAccount } from './account/plan-account';
import { FulfilmentRow, SavingsPlanRow } from './account/savings-plan.entity';
import { planView, planViews, type SavingsPlanView } from './savings-plan.views';

export interface StartPlanInput {
  foodPackId: string;
  frequency: string;
  preference: string;
  fulfilment: { method: string; address?: string | null };
}

/** A checkout to open in the browser, with the plan it pays into. */
export interface PlanCheckout extends CheckoutView {
  plan: SavingsPlanView;
}

export interface UpcomingPaymentView {
  planId: string;
  foodPackName: string;
  scheduleId: string;
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
  /** What paying it now costs (less any credit on the plan). */
  amountDueKobo: number;
  status: ScheduleStatus;
}

/** Which plans a customer's list shows: those under way or done. */
export const LISTED_STATUSES: PlanStatus[] = ['Active', 'Completed'];
/** The customer's plans a page by default (GraphQL); at most MAX_ADMIN_PAGE_SIZE. */
export const MY_PLANS_PAGE_SIZE = 10;

export interface MyPlansQuery {
  page?: number | string | null;
  pageSize?: number | string | null;
}

export interface SavingsPlanPage {
  items: SavingsPlanView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

function planNotFound(): AppError {
  return new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE, [{ field: 'planId', message: PLAN_NOT_FOUND_MESSAGE }]);
}

/**
 * A customer's savings plans. Everything about money is computed here from the server's own
 * records (the pack's current price, the locked plan), never taken from the client. A plan of
 * another customer is "not found", whatever the caller tries.
 */
export class SavingsPlanService {
  constructor(private readonly deps: { payments: PaymentService }) {}

  /**
   * Starts a plan on a pack at today's price: the plan (awaiting its first payment), its
   * schedule, and a checkout for the first instalment opened at Paystack. A customer with
   * MAX_PENDING_PLANS plans still awaiting their first payment is refused (TOO_MANY_PENDING_PLANS);
   * their user row is locked while counting, so concurrent starts cannot pass the cap together.
   */
  async start(ctx: RequestContext, input: StartPlanInput): Promise<PlanCheckout> {
    const actor = requireActor(ctx);
    if (!(PaymentPreferences as readonly string[]).includes(input.preference)) {
      const message = `Payment preference must be one of ${PaymentPreferences.join(', ')}`;
      throw validationError(message, [{ field: 'preference', message }]);
    }
    const [user, pack] = await Promise.all([
      ctx.manager.findOneByOrFail(UserRow, { id: actor.userId }),
      ctx.manager.findOne(FoodPackRow, { where: { id: input.foodPackId, retiredAt: IsNull() } }),
    ]);
    if (!pack) throw new AppError('NOT_FOUND', 'Food pack not found', [{ field: 'foodPackId', message: 'Food pack not found' }]);
    if (!pack.available) throw new AppError('PACK_UNAVAILABLE', 'This food pack is not available at the moment', [{ field: 'foodPackId', message: 'This food pack is not available at the moment' }]);
    const fulfilment = chooseFulfilment(input.fulfilment, user.address);
    if (!fulfilment.ok) throw validationError(fulfilment.message, [{ field: fulfilment.field, message: fulfilment.message }]);
    const schedule = buildSchedule({ priceKobo: pack.priceKobo, frequency: input.frequency, durationMonths: pack.durationMonths, startDate: lagosDate(ctx.now) });
    if (!schedule.ok) throw validationError(schedule.problems.map((p) => p.message).join('. '), schedule.problems);

    const { plan, checkout } = await moneyTransaction(ctx.manager, async (m) => {
      await m.findOne(UserRow, { where: { id: actor.userId }, select: { id: true }, lock: forUpdate(m) });
      const pending = await m.find(SavingsPlanRow, {
        where: { userId: actor.userId, status: 'AwaitingFirstPayment', createdAt: MoreThan(pendingSince(ctx.now)) },
        select: { id: true, createdAt: true },
      });
      const tooMany = pendingPlansProblem(pending.map((p) => p.createdAt), ctx.now);
      if (tooMany) throw new AppError('TOO_MANY_PENDING_PLANS', tooMany);

      const plan = m.create(SavingsPlanRow, {
        id: randomUUID(),
        userId: actor.userId,
        foodPackId: pack.id,
        packName: pack.name,
        priceKobo: pack.priceKobo,
        instalmentKobo: schedule.instalments[0].amountKobo,
        frequency: input.frequency as SavingsPlanRow['frequency'],
        durationMonths: pack.durationMonths,
        instalmentCount: schedule.instalments.length,
        startDate: schedule.instalments[0].dueDate,
        paymentPreference: input.preference as PaymentPreference,
        remindersEnabled: false,
        status: 'AwaitingFirstPayment',
        cancelReason: null,
        amountPaidKobo: 0,
        fulfilmentMethod: fulfilment.value.method,
        deliveryAddress: fulfilment.value.address,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        activatedAt: null,
        completedAt: null,
        cancelledAt: null,
      });
      const { instalments } = await PlanAccount.open(m, plan, schedule.instalments);
      const checkout = await this.deps.payments.newCheckout(m, ctx.now, plan, instalments[0].id, instalments[0].amountKobo, 'first');
      return { plan, checkout };
    });
    ctx.log.info({ planId: plan.id, foodPackId: pack.id, priceKobo: pack.priceKobo, frequency: plan.frequency }, 'savings plan started');

    try {
      const opened = await this.deps.payments.openCheckout(ctx, checkout, user.email);
      return { ...opened, plan: await planView(ctx.manager, plan, ctx.now) };
    } catch (err) {
      // No transaction exists at the provider, so nothing can ever pay this plan: discard it now.
      await PlanAccount.abandon(ctx.manager, plan.id, ctx.now);
      throw err;
    }
  }

  /**
   * A checkout for the next unpaid instalment of an active plan (its amount less any credit).
   * The instalment's open checkout is handed out again while it is valid (payment/domain/
   * checkout-reuse): with the plan's row locked for a moment, so that of concurrent requests one
   * opens a transaction at Paystack and the others get the same one. Paystack is called after
   * the lock is released.
   */
  async payNext(ctx: RequestContext, planId: string): Promise<PlanCheckout> {
    const actor = requireActor(ctx);
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: actor.userId });
    const { plan, claim } = await moneyTransaction(ctx.manager, async (m) => {
      const account = await this.own(m, actor.userId, planId);
      const plan = account.plan;
      const schedules = await account.schedules();
      const due = plan.status === 'Active' ? nextDue({ amountPaidKobo: plan.amountPaidKobo, schedules }, lagosDate(ctx.now)) : null;
      if (!due || due.amountDueKobo <= 0) throw new AppError('NO_PENDING_PAYMENTS', NO_PENDING_PAYMENTS_MESSAGE);
      return { plan, claim: await this.deps.payments.claimCheckout(m, ctx.now, plan, due.scheduleId, due.amountDueKobo, 'instalment') };
    });
    const opened = await this.deps.payments.handOutCheckout(ctx, claim, user.email);
    return { ...opened, plan: await planView(ctx.manager, plan, ctx.now) };
  }

  /**
   * A page of the customer's active and completed plans, newest first (the id breaks ties), with
   * schedules, payments, fulfilments and fines: four statements whatever the page size (the page
   * with its count and fulfilments, then schedules, payments and fines), one more to count when
   * the page asked for lies past the end. Read on ix_savings_plans_user (user_id, created_at).
   */
  async mine(ctx: RequestContext, query: MyPlansQuery = {}): Promise<SavingsPlanPage> {
    const actor = requireActor(ctx);
    const paging = readListPage(query.page, query.pageSize, MY_PLANS_PAGE_SIZE);
    const listed = (qb: SelectQueryBuilder<SavingsPlanRow>, alias: string) =>
      qb.where(`${alias}.userId = :userId`, { userId: actor.userId }).andWhere(`${alias}.status IN (:...statuses)`, { statuses: LISTED_STATUSES });
    const { entities, raw } = await listed(ctx.manager.createQueryBuilder(SavingsPlanRow, 'p'), 'p')
      .leftJoinAndMapOne('p.fulfilment', FulfilmentRow, 'f', 'f.planId = p.id')
      .addSelect((sub) => listed(sub.select('COUNT(*)').from(SavingsPlanRow, 'c'), 'c'), 'total_count')
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .offset(paging.offset)
      .limit(paging.pageSize)
      .getRawAndEntities<{ total_count: string | number }>();
    const rows = entities as (SavingsPlanRow & { fulfilment?: FulfilmentRow })[];
    const totalCount = raw.length ? Number(raw[0].total_count) : paging.offset ? await listed(ctx.manager.createQueryBuilder(SavingsPlanRow, 'c'), 'c').getCount() : 0;
    const fulfilments = rows.flatMap((r) => (r.fulfilment ? [r.fulfilment] : []));
    return { items: await planViews(ctx.manager, rows, ctx.now, fulfilments), totalCount, page: paging.page, pageSize: paging.pageSize };
  }

  /** One of the customer's own plans; null for an unknown id and for anyone else's plan alike. */
  async one(ctx: RequestContext, planId: string): Promise<SavingsPlanView | null> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(SavingsPlanRow, { where: { id: planId, userId: actor.userId } });
    return row ? planView(ctx.manager, row, ctx.now) : null;
  }

  async setReminders(ctx: RequestContext, planId: string, enabled: boolean): Promise<SavingsPlanView> {
    return this.changeOpenPlan(ctx, planId, async () => ({ remindersEnabled: enabled }));
  }

  /** Automatic payment needs a saved reusable card; manual is always allowed. */
  async setPreference(ctx: RequestContext, planId: string, preference: string): Promise<SavingsPlanView> {
    if (!(PaymentPreferences as readonly string[]).includes(preference)) {
      const message = `Payment preference must be one of ${PaymentPreferences.join(', ')}`;
      throw validationError(message, [{ field: 'preference', message }]);
    }
    return this.changeOpenPlan(ctx, planId, async (m, plan) => {
      const problem = preferenceProblem(preference as PaymentPreference, await this.deps.payments.hasReusableCard(m, plan.userId));
      if (problem) throw new AppError('NO_SAVED_CARD', problem, [{ field: 'preference', message: problem }]);
      return { paymentPreference: preference as PaymentPreference };
    });
  }

  /** The next instalment of each of the customer's active plans, soonest first. */
  async upcoming(ctx: RequestContext): Promise<UpcomingPaymentView[]> {
    const actor = requireActor(ctx);
    const rows = await ctx.manager.find(SavingsPlanRow, { where: { userId: actor.userId, status: 'Active' } });
    const plans = await planViews(ctx.manager, rows, ctx.now);
    return plans
      .flatMap((p) => {
        const due = p.nextDue;
        if (!due) return [];
        const schedule = p.schedules.find((s) => s.id === due.scheduleId)!;
        return [{ planId: p.id, foodPackName: p.foodPackName, scheduleId: due.scheduleId, sequence: due.sequence, dueDate: due.dueDate, amountKobo: schedule.amountKobo, amountDueKobo: due.amountDueKobo, status: due.status }];
      })
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.planId.localeCompare(b.planId));
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
        if (err instanceof AppError && err.code === 'PAYMENT_NOT_SUCCESSFUL') continue;
        ctx.log.warn({ err, reference: checkout.reference }, 'could not check an unpaid plan with the provider; keeping it for now');
        return 'unknown';
      }
    }
    return 'unpaid';
  }

  /** Changes a plan still being paid, with its row locked; a completed or cancelled plan refuses. */
  private async changeOpenPlan(
    ctx: RequestContext,
    planId: string,
    change: (m: EntityManager, plan: Readonly<SavingsPlanRow>) => Promise<{ remindersEnabled?: boolean; paymentPreference?: PaymentPreference }>,
  ): Promise<SavingsPlanView> {
    const actor = requireActor(ctx);
    return ctx.manager.transaction(async (m) => {
      const account = await this.own(m, actor.userId, planId);
      const { plan } = account;
      if (!isOpen(plan.status)) throw new AppError('PLAN_CLOSED', `This plan is ${plan.status.toLowerCase()}: it can no longer be changed`);
      await account.configure(ctx.now, await change(m, plan));
      return planView(m, account.plan, ctx.now);
    });
  }

  /** The customer's own plan, locked; anyone else's is "not found". */
  private async own(m: EntityManager, userId: string, planId: string): Promise<PlanAccount> {
    const account = await PlanAccount.lock(m, planId, userId);
    if (!account) throw planNotFound();
    return account;
  }
}
