import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { MarketerApplicationStatus as MarketerApplicationStatusValue } from './marketer-application.entity';
import type { MarketerApplicationPage as MarketerApplicationPageValue, MarketerApplicationView } from './marketer-application.service';
import { MarketerApplication, MarketerApplicationInput, MarketerApplicationPage, MarketerApplicationResult, MarketerApplicationStatus } from './marketer-application.types';
import type { MarketerApplicationService } from './marketer-application.service';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** Applying to become a marketer: any signed-in user. */
@Authorized()
@Resolver()
export class MarketerApplicationResolver {
  constructor(private readonly applications: MarketerApplicationService) {}

  @Query(() => MarketerApplication, { nullable: true, description: "The signed-in user's latest application, or null." })
  myMarketerApplication(@Ctx() ctx: GraphQLContext): Promise<MarketerApplicationView | null> {
    return this.applications.mine(ctx);
  }

  @Mutation(() => MarketerApplicationResult, { description: 'Refused to a marketer (ALREADY_MARKETER) and while an application is open (APPLICATION_PENDING).' })
  applyToBecomeMarketer(@Arg('input') input: MarketerApplicationInput, @Ctx() ctx: GraphQLContext): Promise<MarketerApplicationView | ErrorResult> {
    return asResult(() => this.applications.apply(ctx, input));
  }
}

/** Deciding applications: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class MarketerApplicationAdminResolver {
  constructor(private readonly applications: MarketerApplicationService) {}

  @Query(() => MarketerApplicationPage, { description: 'Applications in one state: Pending (oldest first) by default, else newest first.', complexity: paged })
  marketerApplications(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => MarketerApplicationStatus, { nullable: true, defaultValue: 'Pending' }) status?: MarketerApplicationStatusValue,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<MarketerApplicationPageValue> {
    return this.applications.list(ctx, status, page, pageSize);
  }

  @Mutation(() => MarketerApplicationResult, {
    description: 'Approve: the Marketer role and a marketer record at 10 % with a referral code. Decline: a reason is required. The applicant is e-mailed either way; a decided application is APPLICATION_DECIDED.',
  })
  decideMarketerApplication(
    @Arg('id', () => ID) id: string,
    @Arg('approve') approve: boolean,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MarketerApplicationView | ErrorResult> {
    return asResult(() => this.applications.decide(ctx, id, approve, reason));
  }
}
