import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { SavingsPlanResult } from '../plans/savings-plan.types';
import type { SavingsPlanView } from '../plans/savings-plan.views';
import { CancelSavingsPlanInput, CancelSavingsPlanResult, ChangePlanPackInput, PackChangePreviewResult } from './plan-changes.types';
import type { PackChangePreviewView, PackChangeService } from './pack-change.service';
import type { PlanCancellationService, PlanCancellationView } from './plan-cancellation.service';

/** Changing a plan's pack and cancelling it: the plan's owner, or an admin for them (reason required); enforced in the services. */
@Authorized()
@Resolver()
export class PlanChangesResolver {
  constructor(private readonly cancellations: PlanCancellationService, private readonly packChanges: PackChangeService) {}

  @Mutation(() => CancelSavingsPlanResult, {
    description:
      "Cancels a plan before it completes, choosing where its money goes: refunded (card payments through Paystack; cash, transfer and POS paid back by hand; promised within 7 to 14 working days) or moved into another of the customer's plans. Another customer's plan is NOT_FOUND. Audited.",
  })
  cancelSavingsPlan(@Arg('input') input: CancelSavingsPlanInput, @Ctx() ctx: GraphQLContext): Promise<PlanCancellationView | ErrorResult> {
    return asResult(() => this.cancellations.cancel(ctx, input));
  }

  @Query(() => PackChangePreviewResult, { description: "What changing the plan's pack would make: the new pack at today's price, what is carried over, the new instalments and end date. Before 50 % of the goal is paid only." })
  packChangePreview(@Arg('planId', () => ID) planId: string, @Arg('foodPackId', () => ID) foodPackId: string, @Ctx() ctx: GraphQLContext): Promise<PackChangePreviewView | ErrorResult> {
    return asResult(() => this.packChanges.preview(ctx, planId, foodPackId));
  }

  @Mutation(() => SavingsPlanResult, { description: 'Changes the plan’s pack as packChangePreview showed: the old plan is Cancelled (changed), the new one holds what was paid. Audited.' })
  changePlanPack(@Arg('input') input: ChangePlanPackInput, @Ctx() ctx: GraphQLContext): Promise<SavingsPlanView | ErrorResult> {
    return asResult(() => this.packChanges.change(ctx, input));
  }
}
