import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { SavingsPlanResult } from '../plans/savings-plan.types';
import type { SavingsPlanView } from '../plans/savings-plan.views';
import type { CatchUpPreviewView, CatchUpService } from './catch-up.service';
import { CatchUpChoiceInput, CatchUpPreviewResult } from './catch-up.types';

const WHO = "Your own plan (any plan as an admin); anyone else's is NOT_FOUND.";

/** Catching up on a plan that is behind (issue 26): preview, then confirm. Ownership is the service's. */
@Authorized()
@Resolver()
export class CatchUpResolver {
  constructor(private readonly catchUps: CatchUpService) {}

  @Query(() => CatchUpPreviewResult, {
    description: `The new instalments and end date if the plan caught up this way; nothing changes. ${WHO} NOT_BEHIND when nothing is overdue, CATCH_UP_TOO_SOON within 30 days of the last catch-up, CATCH_UP_UNAVAILABLE when the choice cannot be made (no instalment left to spread over, beyond the 4-month window).`,
  })
  catchUpPreview(
    @Arg('planId', () => ID) planId: string,
    @Arg('choice', () => CatchUpChoiceInput) choice: CatchUpChoiceInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CatchUpPreviewView | ErrorResult> {
    return asResult(() => this.catchUps.preview(ctx, planId, choice));
  }

  @Mutation(() => SavingsPlanResult, {
    description: `Catches the plan up as previewed (catchUpPreview's previewToken): the plan with its new instalments. ${WHO} CATCH_UP_STALE when the plan changed since the preview; the preview's refusals otherwise. Audited.`,
  })
  confirmCatchUp(
    @Arg('planId', () => ID) planId: string,
    @Arg('choice', () => CatchUpChoiceInput) choice: CatchUpChoiceInput,
    @Arg('previewToken') previewToken: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavingsPlanView | ErrorResult> {
    return asResult(() => this.catchUps.confirm(ctx, planId, choice, previewToken));
  }
}
