import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { RefundOwed, RefundPayoutResult, RefundPlanResult } from './refund.types';
import type { PlanRefundView, RefundOwedView, RefundService } from './refund.service';

/** Refunding a plan: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class RefundResolver {
  constructor(private readonly refunds: RefundService) {}

  @Mutation(() => RefundPlanResult, {
    description:
      'Refunds a completed plan (within 48 hours of delivery): every payment not taken back, card ones through Paystack (their status follows its refund events), manual ones owed until recordRefundPayout. The plan is Cancelled; the customer is e-mailed. Reason required; audited.',
  })
  refundPlan(@Arg('planId', () => ID) planId: string, @Arg('reason') reason: string, @Ctx() ctx: GraphQLContext): Promise<PlanRefundView | ErrorResult> {
    return asResult(() => this.refunds.refundPlan(ctx, planId, reason));
  }

  @Query(() => [RefundOwed], { description: 'Refunds not yet processed, the longest waiting first (at most 500): owed by hand, or card refunds still with Paystack; overdueOnly: past their promised day.' })
  refundsOwed(@Arg('overdueOnly', { nullable: true, defaultValue: false }) overdueOnly: boolean, @Ctx() ctx: GraphQLContext): Promise<RefundOwedView[]> {
    return this.refunds.refundsOwed(ctx, { overdueOnly });
  }

  @Mutation(() => RefundPayoutResult, { description: 'Records how a refund owed was paid back by hand (channel cash, bank_transfer or pos, and its reference): processed, the customer e-mailed. Audited.' })
  recordRefundPayout(@Arg('refundId', () => ID) refundId: string, @Arg('channel') channel: string, @Arg('reference') reference: string, @Ctx() ctx: GraphQLContext): Promise<RefundOwedView | ErrorResult> {
    return asResult(() => this.refunds.recordPayout(ctx, refundId, { channel, reference }));
  }
}
