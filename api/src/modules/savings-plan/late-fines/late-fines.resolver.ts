import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import type { AdminLateFineView, LateFineView } from './late-fines.service';
import { AdminLateFine, WaiveLateFineResult } from './late-fines.types';
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
