import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { ContributionCheckoutView, ContributionLinkShareView, ContributionPageView, ContributionReceiptView, ContributionService } from './contribution.service';
import { ConfirmContributionResult, ContributeInput, ContributeResult, ContributionLinkShare, ContributionLinkShareResult, ContributionPage } from './contribution.types';

/**
 * Family and diaspora contributions. The owner's calls need their session and their own plan; the
 * public ones are open on purpose: the token is the only key, and it pays into one plan, nothing else.
 */
@Resolver()
export class ContributionResolver {
  constructor(private readonly contributions: ContributionService) {}

  @Authorized()
  @Query(() => ContributionLinkShare, { description: "The caller's contribution link for their plan, as it stands (another's plan: NOT_FOUND)." })
  contributionLink(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<ContributionLinkShareView> {
    return this.contributions.current(ctx, planId);
  }

  @Authorized()
  @Mutation(() => ContributionLinkShareResult, { description: 'Turns the plan’s contribution link on (or gives the one already on). Own open plans only.' })
  shareContributionLink(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<ContributionLinkShareView | ErrorResult> {
    return asResult(() => this.contributions.share(ctx, planId));
  }

  @Authorized()
  @Mutation(() => ContributionLinkShareResult, { description: 'Turns the plan’s contribution link off: it never works again (turning on again makes a new link).' })
  turnOffContributionLink(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<ContributionLinkShareView | ErrorResult> {
    return asResult(() => this.contributions.turnOff(ctx, planId));
  }

  @Query(() => ContributionPage, { description: 'What a contribution link shows (no session needed). Rate-limited per address and per link.' })
  contributionPage(@Arg('token') token: string, @Ctx() ctx: GraphQLContext): Promise<ContributionPageView> {
    return this.contributions.view(ctx, token);
  }

  @Mutation(() => ContributeResult, { description: 'Opens a checkout for a contribution through the link, without an account. Issues no session.' })
  contribute(@Arg('token') token: string, @Arg('input', () => ContributeInput) input: ContributeInput, @Ctx() ctx: GraphQLContext): Promise<ContributionCheckoutView | ErrorResult> {
    return asResult(() => this.contributions.pay(ctx, token, input));
  }

  @Mutation(() => ConfirmContributionResult, { description: "After the checkout: verifies a contribution reference of this link's plan and credits it once." })
  confirmContribution(@Arg('token') token: string, @Arg('reference') reference: string, @Ctx() ctx: GraphQLContext): Promise<ContributionReceiptView | ErrorResult> {
    return asResult(() => this.contributions.confirm(ctx, token, reference));
  }
}
