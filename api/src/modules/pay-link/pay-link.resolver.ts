import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { PayLinkCheckoutView, PayLinkView } from './pay-link.service';
import { ConfirmPayLinkResult, PayLink, PayWithLinkResult } from './pay-link.types';
import type { PayLinkService } from './pay-link.service';

/** A reminder's one-tap pay link. Public on purpose: the token is the only key, and it opens one instalment's checkout, nothing else. */
@Resolver()
export class PayLinkResolver {
  constructor(private readonly payLinks: PayLinkService) {}

  @Query(() => PayLink, { description: 'What a pay link is for (no session needed). Rate-limited per address.' })
  payLink(@Arg('token') token: string, @Ctx() ctx: GraphQLContext): Promise<PayLinkView> {
    return this.payLinks.view(ctx, token);
  }

  @Mutation(() => PayWithLinkResult, { description: "Opens (or hands out again) the checkout for the link's instalment, without signing in. Issues no session." })
  payWithLink(@Arg('token') token: string, @Ctx() ctx: GraphQLContext): Promise<PayLinkCheckoutView | ErrorResult> {
    return asResult(() => this.payLinks.pay(ctx, token));
  }

  @Mutation(() => ConfirmPayLinkResult, { description: "After the checkout: verifies a reference issued for this link's instalment and credits it once." })
  confirmPayLink(@Arg('token') token: string, @Arg('reference') reference: string, @Ctx() ctx: GraphQLContext): Promise<PayLinkView | ErrorResult> {
    return asResult(() => this.payLinks.confirm(ctx, token, reference));
  }
}
