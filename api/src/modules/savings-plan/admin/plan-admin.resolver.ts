import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../../common/list-query';
import type { GraphQLContext } from '../../../graphql/context';
import { pagedCost } from '../../../graphql/complexity';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { SortDirection } from '../../../graphql/sort-direction';
import { DefaulterDetails, DefaulterPage, ArrearsBucket } from './defaulters.types';
import type { AdminPlanPage, AdminPlanRow, PlanScheduleDetails } from './plan-admin.service';
import type { ArrearsBucketView, DefaulterDetailsView, DefaulterPageView } from './defaulters.service';
import { AdminPlanFilter, AdminPlanSort, AdminSavingsPlanPage, AdminSavingsPlanResult, CreatePlanForUserInput, DeletePlanResult, PlanScheduleView } from './plan-admin.types';
import type { DefaulterService } from './defaulters.service';
import type { PlanAdminService } from './plan-admin.service';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** The console's Savings Plans and Defaulters tabs: Admin only, here and again in the services. */
@Authorized('Admin')
@Resolver()
export class PlanAdminResolver {
  constructor(private readonly defaulterService: DefaulterService, private readonly planAdmin: PlanAdminService) {}

  @Query(() => AdminSavingsPlanPage, { description: 'Every plan, filtered and sorted (by start date, newest first, unless asked), 10 a page by default (at most 100).', complexity: paged })
  adminSavingsPlans(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => AdminPlanFilter, { nullable: true }) filter?: AdminPlanFilter | null,
    @Arg('sort', () => AdminPlanSort, { nullable: true, defaultValue: AdminPlanSort.START_DATE }) sort?: AdminPlanSort,
    @Arg('direction', () => SortDirection, { nullable: true, defaultValue: SortDirection.DESC }) direction?: SortDirection,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<AdminPlanPage> {
    return this.planAdmin.list(ctx, { filter: filter ?? {}, sort, direction, page, pageSize });
  }

  @Query(() => PlanScheduleView, { nullable: true, description: "A plan's customer, totals, instalments and payments (with reversals); null if there is no such plan." })
  planSchedule(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<PlanScheduleDetails | null> {
    return this.planAdmin.schedule(ctx, planId);
  }

  @Mutation(() => AdminSavingsPlanResult, {
    description: 'Starts a plan for a customer: Active at once (the admin vouches for it), manual payments, on the pack’s current price. Audited.',
  })
  createPlanForUser(@Arg('input') input: CreatePlanForUserInput, @Ctx() ctx: GraphQLContext): Promise<AdminPlanRow | ErrorResult> {
    return asResult(() => this.planAdmin.createForUser(ctx, input));
  }

  @Mutation(() => DeletePlanResult, { description: 'Deletes a plan that never received money, with its instalments. A plan with any payment is refused (PLAN_HAS_PAYMENTS): cancel it. Audited.' })
  deletePlan(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<{ id: string } | ErrorResult> {
    return asResult(() => this.planAdmin.remove(ctx, planId));
  }

  @Query(() => DefaulterPage, { description: 'Customers with instalments past due on Active plans, most owed first, 10 a page by default.', complexity: paged })
  defaulters(
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<DefaulterPageView> {
    return this.defaulterService.list(ctx, { page, pageSize });
  }

  @Query(() => [ArrearsBucket], { description: 'Arrears by age (1-7, 8-30, 31-60, 61+ days past due): customers and amounts.' })
  arrearsAgeing(@Ctx() ctx: GraphQLContext): Promise<ArrearsBucketView[]> {
    return this.defaulterService.ageing(ctx);
  }

  @Query(() => DefaulterDetails, { nullable: true, description: "A defaulter's details and past-due instalments; null when the user owes nothing past due." })
  defaulterDetails(@Arg('userId', () => ID) userId: string, @Ctx() ctx: GraphQLContext): Promise<DefaulterDetailsView | null> {
    return this.defaulterService.details(ctx, userId);
  }
}
