import { GraphQLSafeInt } from 'graphql-scalars';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { CommissionPayout as CommissionPayoutValue, CommissionSummaryView } from './commission.service';
import { CommissionPayoutResult, CommissionSummary } from './commission.types';
import type { CommissionService } from './commission.service';

/** Paying marketers: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class CommissionAdminResolver {
  constructor(private readonly commissions: CommissionService) {}

  @Query(() => CommissionSummary, { description: "A marketer's commission balance: approvedKobo is what a payout would pay now. An unknown marketer is a BAD_USER_INPUT error with errorCode NOT_FOUND." })
  marketerCommissions(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CommissionSummaryView> {
    return this.commissions.marketerSummary(ctx, id);
  }

  @Mutation(() => CommissionPayoutResult, {
    description:
      'Records a payment to the marketer of every Approved line. amountKobo is the approvedKobo the admin saw: if it moved meanwhile, nothing is recorded (AMOUNT_CHANGED); NOTHING_TO_PAY when it is not above zero.',
  })
  recordCommissionPayout(
    @Arg('marketerId', () => ID) marketerId: string,
    @Arg('amountKobo', () => GraphQLSafeInt) amountKobo: number,
    @Arg('reference') reference: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CommissionPayoutValue | ErrorResult> {
    return asResult(() => this.commissions.recordPayout(ctx, { marketerId, amountKobo, reference, note }));
  }
}
