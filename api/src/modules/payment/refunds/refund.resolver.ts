import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { RefundPlanResult } from './refund.types';
import type { PlanRefundView, RefundService } from './refund.service';

/** Refunding a plan: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class RefundResolver {
  constructor(private readonly refunds: RefundService) {}

  @Mutation(() => RefundPlanResult, {
    description:
      'Refunds a completed plan (within 48 hours of delivery): every payment not taken back, card ones through Paystack (their status follows its refund events), manual ones marked refunded by their channel. The plan is Cancelled; the customer is e-mailed. Reason required; audited.',
  })
  refundPlan(@Arg('planId', () => ID) planId: string, @Arg('reason') reason: string, @Ctx() ctx: GraphQLContext): Promise<PlanRefundView | ErrorResult> {
    return asResult(() => this.refunds.refundPlan(ctx, planId, reason));
  }
}
