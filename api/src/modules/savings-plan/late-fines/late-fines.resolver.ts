import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import type { AdminLateFineView, LateFinePolicy as LateFinePolicyView, LateFineView } from './late-fines.service';
import { AdminLateFine, LateFinePolicy, WaiveLateFineResult } from './late-fines.types';
import type { PlanScheduleDetails } from '../admin/plan-admin.service';
import { PlanScheduleView } from '../admin/plan-admin.types';
import type { LateFineService } from './late-fines.service';

/** Late fines in the console: the schedule's fines and waiving one. Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver(() => PlanScheduleView)
export class LateFineAdminResolver {
  constructor(private readonly lateFines: LateFineService) {}

  @FieldResolver(() => [AdminLateFine], { description: 'Late fines applied, oldest month first; waived ones with who waived them, when and why.' })
  fines(@Root() schedule: PlanScheduleDetails, @Ctx() ctx: GraphQLContext): Promise<AdminLateFineView[]> {
    return this.lateFines.forAdmin(ctx, schedule.planId);
  }

  @Mutation(() => WaiveLateFineResult, { description: 'Admin: the fine is no longer owed. Reason required (3-300 characters, one line); audited.' })
  waiveLateFine(@Arg('fineId', () => ID) fineId: string, @Arg('reason') reason: string, @Ctx() ctx: GraphQLContext): Promise<LateFineView | ErrorResult> {
    return asResult(() => this.lateFines.waive(ctx, fineId, reason));
  }
}

/** The 4-month rule's figures, for anyone (the Terms page is public). */
@Resolver()
export class LateFinePolicyResolver {
  constructor(private readonly lateFines: LateFineService) {}

  @Query(() => LateFinePolicy, { description: 'The late-fine rule: the window, the monthly fine and the cap on a plan (LATE_FINE_CAP_PERCENT).' })
  lateFinePolicy(): LateFinePolicyView {
    return this.lateFines.policy;
  }
}
