import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { CustomerNudgeView, MarketerNudgeService, NudgeLogPageView, NudgeSentView } from './marketer-nudge.service';
import { CustomerNudge, MarketerNudgePage, NudgeResult } from './marketer-nudge.types';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** A marketer's nudges to the customers they referred: Marketer role only, here and again in the service (which also refuses an Inactive marketer). */
@Authorized('Marketer')
@Resolver()
export class MarketerNudgeResolver {
  constructor(private readonly nudges: MarketerNudgeService) {}

  @Query(() => [CustomerNudge], { description: "For the signed-in marketer's referred customers among `customerIds` (at most 50; others are left out): may each be sent a reminder now, and if not, why and when." })
  myCustomerNudges(@Arg('customerIds', () => [ID]) customerIds: string[], @Ctx() ctx: GraphQLContext): Promise<CustomerNudgeView[]> {
    return this.nudges.statuses(ctx, customerIds);
  }

  @Mutation(() => NudgeResult, {
    description:
      'Texts a referred customer who is overdue one pre-written reminder with a pay link: one per customer every 3 days (by any marketer), 50 a Lagos day per marketer, 08:00-20:00 Lagos. Another marketer\'s customer is NOT_FOUND.',
  })
  sendCustomerNudge(@Arg('customerId', () => ID) customerId: string, @Ctx() ctx: GraphQLContext): Promise<NudgeSentView | ErrorResult> {
    return asResult(() => this.nudges.send(ctx, customerId));
  }
}

/** The log of every nudge: Admin only. */
@Authorized('Admin')
@Resolver()
export class MarketerNudgeAdminResolver {
  constructor(private readonly nudges: MarketerNudgeService) {}

  @Query(() => MarketerNudgePage, { description: "Marketers' reminders to their customers, newest first; marketerId narrows it to one marketer.", complexity: paged })
  marketerNudges(
    @Ctx() ctx: GraphQLContext,
    @Arg('marketerId', () => ID, { nullable: true }) marketerId?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<NudgeLogPageView> {
    return this.nudges.list(ctx, { marketerId, page, pageSize });
  }
}
