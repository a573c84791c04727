import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MAX_ADMIN_PAGE_SIZE } from '../../../common/list-query';
import { pagedCost } from '../../../graphql/complexity';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import type { PaymentPreference as PaymentPreferenceValue } from '../domain/plan-rules';
import { MY_PLANS_PAGE_SIZE, type SavingsPlanPage as SavingsPlanPageValue, type UpcomingPaymentView } from './savings-plan.service';
import { PaymentPreference, SavingsPlan, SavingsPlanPage, SavingsPlanResult, UpcomingPayment } from './savings-plan.types';
import type { SavingsPlanView } from './savings-plan.views';
import type { SavingsPlanService } from './savings-plan.service';

/** The customer's savings plans and their settings. Every field needs a session; ownership is the service's. */
@Authorized()
@Resolver()
export class SavingsPlanResolver {
  constructor(private readonly savingsPlans: SavingsPlanService) {}

  @Query(() => SavingsPlanPage, {
    description: `Your active and completed plans, newest first (the id breaks ties), with schedules and payments; ${MY_PLANS_PAGE_SIZE} a page by default, at most ${MAX_ADMIN_PAGE_SIZE}.`,
    complexity: pagedCost('pageSize', { default: MY_PLANS_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE }),
  })
  mySavingsPlans(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: MY_PLANS_PAGE_SIZE }) pageSize?: number,
  ): Promise<SavingsPlanPageValue> {
    return this.savingsPlans.mine(ctx, { page, pageSize });
  }

  @Query(() => SavingsPlan, { nullable: true, description: 'One of your plans; null when unknown or not yours.' })
  savingsPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<SavingsPlanView | null> {
    return this.savingsPlans.one(ctx, id);
  }

  @Query(() => [UpcomingPayment], { description: 'The next instalment of each of your active plans, soonest first.' })
  myUpcomingPayments(@Ctx() ctx: GraphQLContext): Promise<UpcomingPaymentView[]> {
    return this.savingsPlans.upcoming(ctx);
  }

  @Query(() => [SavingsPlan], {
    description: 'Your plans still waiting for their first payment that count towards the cap of 3 (started in the last day), newest first: resume (resumePlanPayment) or cancel (cancelPendingPlan) each.',
  })
  myPendingPlans(@Ctx() ctx: GraphQLContext): Promise<SavingsPlanView[]> {
    return this.savingsPlans.pending(ctx);
  }

  @Mutation(() => SavingsPlanResult, {
    description: "Cancels a plan still waiting for its first payment (yours, or any as an admin): it stops counting towards the cap at once. NOT_FOUND for anyone else's plan; PLAN_HAS_PAYMENTS once anything is paid; PLAN_CLOSED when already cancelled.",
  })
  cancelPendingPlan(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<SavingsPlanView | ErrorResult> {
    return asResult(() => this.savingsPlans.cancelPending(ctx, planId));
  }

  @Mutation(() => SavingsPlanResult)
  setPlanReminders(@Arg('planId', () => ID) planId: string, @Arg('enabled') enabled: boolean, @Ctx() ctx: GraphQLContext): Promise<SavingsPlanView | ErrorResult> {
    return asResult(() => this.savingsPlans.setReminders(ctx, planId, enabled));
  }

  @Mutation(() => SavingsPlanResult, { description: 'automatic needs a saved card (NO_SAVED_CARD otherwise).' })
  setPaymentPreference(
    @Arg('planId', () => ID) planId: string,
    @Arg('preference', () => PaymentPreference) preference: PaymentPreferenceValue,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavingsPlanView | ErrorResult> {
    return asResult(() => this.savingsPlans.setPreference(ctx, planId, preference));
  }
}
