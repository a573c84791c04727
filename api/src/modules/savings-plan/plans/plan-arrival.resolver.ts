import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import type { PaceProjection } from '../domain/pace';
import type { ArrivalPreviewView, PacedPlan, PlanArrivalService } from './plan-arrival';
import { ArrivalPreviewResult, PlanArrival } from './plan-arrival.types';
import { SavingsPlan } from './savings-plan.types';

/** The pack's arrival at the customer's pace (issue 25): on each open plan, and before and after a payment. */
@Resolver(() => SavingsPlan)
export class PlanArrivalResolver {
  constructor(private readonly arrivals: PlanArrivalService) {}

  @FieldResolver(() => PlanArrival, {
    nullable: true,
    description: 'A plan still being paid (AwaitingFirstPayment or Active): when its pack arrives at your pace so far. Null otherwise (a paid plan: see fulfilment.promisedDate).',
  })
  arrival(@Root() plan: PacedPlan, @Ctx() ctx: GraphQLContext): Promise<PaceProjection | null> {
    return this.arrivals.of(ctx, plan);
  }

  @Authorized()
  @Query(() => ArrivalPreviewResult, {
    description:
      "Your own open plan's arrival before and after paying amountKobo today (what Make Payment would pay: the next instalment, or all overdue); nothing changes. Anyone else's plan is NOT_FOUND, whatever your role; VALIDATION for an amount not above 0 or beyond what is left to pay; NO_PENDING_PAYMENTS when nothing is.",
  })
  arrivalIfPaid(
    @Arg('planId', () => ID) planId: string,
    @Arg('amountKobo', () => GraphQLSafeInt) amountKobo: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ArrivalPreviewView | ErrorResult> {
    return asResult(() => this.arrivals.ifPaid(ctx, planId, amountKobo));
  }
}
