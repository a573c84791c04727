import { randomUUID } from 'node:crypto';
import { IsNull, MoreThan, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { forUpdate } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { readListPage } from '../../../common/list-query';
import { lagosDate, type LocalDate } from '../../../common/time';
import { FoodPackRow } from '../../food-pack';
import { UserRow } from '../../user';
import { nextDue, overdueDue, type ScheduleStatus, type NextDue, type OverdueDue } from '../domain/apply-payment';
import { isOpen, type PlanStatus } from '../domain/plan-state';
import { MAX_PENDING_PLANS, pendingPlansProblem, pendingSince } from '../domain/plan-limits';
import { recordAudit } from '../../audit';
import {
  chooseFulfilment,
  type FulfilmentInput,
  NO_PENDING_PAYMENTS_MESSAGE,
  PaymentPreferences,
  planNotFound,
  preferenceProblem,
  type PaymentPreference,
} from '../domain/plan-rules';
import { buildSchedule, type Instalment } from '../domain/schedule';
import { PlanAccount } from '../account/plan-account';
import { FulfilmentRow, SavingsPlanRow } from '../account/savings-plan.entity';
import { type SavingsPlanView, PlanViews } from './savings-plan.views';
import { type SavedCards } from './plan-payments';

export interface StartPlanInput {
  foodPackId: string;
  frequency: string;
  preference: string;
  fulfilment: FulfilmentInput;
}

/** A customer's new plan, checked and ready to open (SavingsPlanService.draft). */
export interface PlanDraft {
  customerEmail: string;
  plan: SavingsPlanRow;
  instalments: Instalment[];
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

/**
 * Which plans a customer's list shows: those under way, done, or cancelled after money came in
 * (with where that money went); a plan discarded before its first payment is not listed (the
 * profile's pending plans cover those).
 */
export const LISTED_STATUSES: PlanStatus[] = ['Active', 'Completed', 'Cancelled'];
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


/**
 * A customer's savings plans. Everything about money is computed here from the server's own
 * records (the pack's current price, the locked plan), never taken from the client. A plan of
 * another customer is "not found", whatever the caller tries.
 */
export class SavingsPlanService {
  constructor(private readonly deps: { views: PlanViews; cards: SavedCards }) {}

  /**
   * A new plan for the signed-in customer on a pack at today's price, checked but not written:
   * the price, instalments and dates come from the pack and the server's clock, never the client.
   * The payment feature opens it (openDraft) together with the checkout of its first instalment.
   */
  async draft(ctx: RequestContext, input: StartPlanInput): Promise<PlanDraft> {
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
    const plan: SavingsPlanRow = {
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
      // On from the start, as the set-up dialog promises; the customer's e-mail and SMS switches decide the channels.
      remindersEnabled: true,
      status: 'AwaitingFirstPayment',
      cancelReason: null,
      amountPaidKobo: 0,
      fulfilmentMethod: fulfilment.value.method,
      deliveryAddress: fulfilment.value.address,
      deliveryLandmark: fulfilment.value.landmark,
      deliveryArea: fulfilment.value.area,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      activatedAt: null,
      completedAt: null,
      cancelledAt: null,
    };
    return { customerEmail: user.email, plan, instalments: schedule.instalments };
  }

  /**
   * In the caller's transaction: opens a drafted plan, unless the customer already has
   * MAX_PENDING_PLANS plans still awaiting their first payment (TOO_MANY_PENDING_PLANS). Their
   * user row is locked while counting, so concurrent starts cannot pass the cap together.
   */
  async openDraft(m: EntityManager, now: Date, draft: PlanDraft): Promise<{ account: PlanAccount; instalments: { id: string; amountKobo: number }[] }> {
    const { userId } = draft.plan;
    await m.findOne(UserRow, { where: { id: userId }, select: { id: true }, lock: forUpdate(m) });
    const pending = await m.find(SavingsPlanRow, {
      where: { userId, status: 'AwaitingFirstPayment', createdAt: MoreThan(pendingSince(now)) },
      select: { id: true, createdAt: true },
    });
    const tooMany = pendingPlansProblem(pending.map((p) => p.createdAt), now);
    if (tooMany) throw new AppError('TOO_MANY_PENDING_PLANS', tooMany);
    return PlanAccount.open(m, m.create(SavingsPlanRow, draft.plan), draft.instalments);
  }

  /**
   * In the caller's transaction: the customer's own Active plan, locked, with its next unpaid
   * instalment and what it costs now (less the plan's credit); NO_PENDING_PAYMENTS when nothing
   * is left to pay, NOT_FOUND for anyone else's plan.
   */
  async nextToPay(m: EntityManager, ctx: RequestContext, planId: string): Promise<{ plan: Readonly<SavingsPlanRow>; due: NextDue }> {
    const actor = requireActor(ctx);
    const account = await this.own(m, actor.userId, planId);
    const plan = account.plan;
    const due = plan.status === 'Active' ? nextDue({ amountPaidKobo: plan.amountPaidKobo, schedules: await account.schedules() }, lagosDate(ctx.now)) : null;
    if (!due || due.amountDueKobo <= 0) throw new AppError('NO_PENDING_PAYMENTS', NO_PENDING_PAYMENTS_MESSAGE);
    return { plan, due };
  }

  /**
   * In the caller's transaction: the customer's own plan still awaiting its first payment (and
   * still counting: not lapsed), locked, with its first instalment; NOT_FOUND for anyone else's
   * plan, NO_PENDING_PAYMENTS for one no longer waiting (paid, cancelled or lapsed).
   */
  async firstToPay(m: EntityManager, ctx: RequestContext, planId: string): Promise<{ plan: Readonly<SavingsPlanRow>; due: NextDue }> {
    const actor = requireActor(ctx);
    const account = await this.own(m, actor.userId, planId);
    const plan = account.plan;
    const waiting = plan.status === 'AwaitingFirstPayment' && plan.createdAt > pendingSince(ctx.now);
    const due = waiting ? nextDue({ amountPaidKobo: plan.amountPaidKobo, schedules: await account.schedules() }, lagosDate(ctx.now)) : null;
    if (!due || due.amountDueKobo <= 0) throw new AppError('NO_PENDING_PAYMENTS', 'This plan is no longer waiting for its first payment');
    return { plan, due };
  }

  /**
   * In the caller's transaction: the customer's own Active plan, locked, with every instalment
   * unpaid past its due date and what paying them all costs now (less the plan's credit);
   * NO_PENDING_PAYMENTS when none is overdue, NOT_FOUND for anyone else's plan.
   */
  async overdueToPay(m: EntityManager, ctx: RequestContext, planId: string): Promise<{ plan: Readonly<SavingsPlanRow>; due: OverdueDue }> {
    const actor = requireActor(ctx);
    const account = await this.own(m, actor.userId, planId);
    const plan = account.plan;
    const due = plan.status === 'Active' ? overdueDue({ amountPaidKobo: plan.amountPaidKobo, schedules: await account.schedules() }, lagosDate(ctx.now)) : null;
    if (!due || due.amountDueKobo <= 0) throw new AppError('NO_PENDING_PAYMENTS', 'No instalment of this plan is overdue');
    return { plan, due };
  }

  /**
   * The customer's plans still awaiting their first payment that count towards the cap (started
   * within the last day), newest first: the profile offers to resume or cancel each.
   */
  async pending(ctx: RequestContext): Promise<SavingsPlanView[]> {
    const actor = requireActor(ctx);
    const rows = await ctx.manager.find(SavingsPlanRow, {
      where: { userId: actor.userId, status: 'AwaitingFirstPayment', createdAt: MoreThan(pendingSince(ctx.now)) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: MAX_PENDING_PLANS * 2,
    });
    return this.deps.views.many(ctx.manager, rows, ctx.now);
  }

  /**
   * Cancels a plan still awaiting its first payment (PlanAccount.withdrawUnpaid): its owner, or an
   * admin (audited). Anyone else's plan is NOT_FOUND; a plan with money on it is refused. The
   * plan stops counting towards the cap at once.
   */
  async cancelPending(ctx: RequestContext, planId: string): Promise<SavingsPlanView> {
    const actor = requireActor(ctx);
    const admin = actor.roles.includes('Admin');
    const view = await ctx.manager.transaction(async (m) => {
      const account = await PlanAccount.lock(m, planId, admin ? undefined : actor.userId);
      if (!account) throw planNotFound();
      const before = account.plan.status;
      await account.withdrawUnpaid(ctx.now);
      if (admin && account.plan.userId !== actor.userId) {
        await recordAudit(m, ctx, { action: 'plan.cancelled', targetType: 'SavingsPlan', targetId: planId, before: { status: before }, after: { status: 'Cancelled', cancelReason: 'unpaid' }, reason: 'Cancelled while waiting for its first payment' });
      }
      return this.deps.views.one(m, account.plan as SavingsPlanRow, ctx.now);
    });
    ctx.log.info({ planId, by: admin ? 'admin' : 'customer' }, 'plan awaiting its first payment cancelled');
    return view;
  }

  /**
   * A page of the customer's active and completed plans, newest first (the id breaks ties), with
   * schedules, payments, fulfilments, fines and price-lock certificates: four statements whatever
   * the page size (the page with its count, fulfilments and packs' prices today, then schedules,
   * payments and fines), one more to count when the page asked for lies past the end. Read on
   * ix_savings_plans_user (user_id, created_at).
   */
  async mine(ctx: RequestContext, query: MyPlansQuery = {}): Promise<SavingsPlanPage> {
    const actor = requireActor(ctx);
    const paging = readListPage(query.page, query.pageSize, MY_PLANS_PAGE_SIZE);
    const listed = (qb: SelectQueryBuilder<SavingsPlanRow>, alias: string) =>
      qb
        .where(`${alias}.userId = :userId`, { userId: actor.userId })
        .andWhere(`${alias}.status IN (:...statuses)`, { statuses: LISTED_STATUSES })
        .andWhere(`(${alias}.cancelReason IS NULL OR ${alias}.cancelReason <> 'unpaid')`);
    const { entities, raw } = await listed(ctx.manager.createQueryBuilder(SavingsPlanRow, 'p'), 'p')
      .leftJoinAndMapOne('p.fulfilment', FulfilmentRow, 'f', 'f.planId = p.id')
      // The pack's price today, for the price-lock certificate (a retired pack has none).
      .leftJoin(FoodPackRow, 'fp', 'fp.id = p.foodPackId AND fp.retiredAt IS NULL')
      .addSelect('fp.priceKobo', 'pack_price_kobo')
      .addSelect((sub) => listed(sub.select('COUNT(*)').from(SavingsPlanRow, 'c'), 'c'), 'total_count')
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .offset(paging.offset)
      .limit(paging.pageSize)
      .getRawAndEntities<{ total_count: string | number; p_food_pack_id: string; pack_price_kobo: string | number | null }>();
    const rows = entities as (SavingsPlanRow & { fulfilment?: FulfilmentRow })[];
    const totalCount = raw.length ? Number(raw[0].total_count) : paging.offset ? await listed(ctx.manager.createQueryBuilder(SavingsPlanRow, 'c'), 'c').getCount() : 0;
    const fulfilments = rows.flatMap((r) => (r.fulfilment ? [r.fulfilment] : []));
    const packPrices = new Map(raw.flatMap((r) => (r.pack_price_kobo === null ? [] : [[r.p_food_pack_id, Number(r.pack_price_kobo)] as const])));
    return { items: await this.deps.views.many(ctx.manager, rows, ctx.now, fulfilments, packPrices), totalCount, page: paging.page, pageSize: paging.pageSize };
  }

  /** One of the customer's own plans; null for an unknown id and for anyone else's plan alike. */
  async one(ctx: RequestContext, planId: string): Promise<SavingsPlanView | null> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(SavingsPlanRow, { where: { id: planId, userId: actor.userId } });
    return row ? this.deps.views.one(ctx.manager, row, ctx.now) : null;
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
      const problem = preferenceProblem(preference as PaymentPreference, await this.deps.cards.hasReusableCard(m, plan.userId));
      if (problem) throw new AppError('NO_SAVED_CARD', problem, [{ field: 'preference', message: problem }]);
      return { paymentPreference: preference as PaymentPreference };
    });
  }

  /** The next instalment of each of the customer's active plans, soonest first. */
  async upcoming(ctx: RequestContext): Promise<UpcomingPaymentView[]> {
    const actor = requireActor(ctx);
    const rows = await ctx.manager.find(SavingsPlanRow, { where: { userId: actor.userId, status: 'Active' } });
    const plans = await this.deps.views.many(ctx.manager, rows, ctx.now);
    return plans
      .flatMap((p) => {
        const due = p.nextDue;
        if (!due) return [];
        const schedule = p.schedules.find((s) => s.id === due.scheduleId)!;
        return [{ planId: p.id, foodPackName: p.foodPackName, scheduleId: due.scheduleId, sequence: due.sequence, dueDate: due.dueDate, amountKobo: schedule.amountKobo, amountDueKobo: due.amountDueKobo, status: due.status }];
      })
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.planId.localeCompare(b.planId));
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
      return this.deps.views.one(m, account.plan, ctx.now);
    });
  }

  /** The customer's own plan, locked; anyone else's is "not found". */
  private async own(m: EntityManager, userId: string, planId: string): Promise<PlanAccount> {
    const account = await PlanAccount.lock(m, planId, userId);
    if (!account) throw planNotFound();
    return account;
  }
}
