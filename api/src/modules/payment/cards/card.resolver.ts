import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Ack, AckResult } from '../../../graphql/ack';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { PaymentMethod } from './card.types';
import type { CardService, PaymentMethodView } from './card.service';

/** The customer's saved card. */
@Authorized()
@Resolver()
export class CardResolver {
  constructor(private readonly cards: CardService) {}

  @Query(() => PaymentMethod, { nullable: true, description: 'Your saved card; null when none (cards are saved after a card payment).' })
  myPaymentMethod(@Ctx() ctx: GraphQLContext): Promise<PaymentMethodView | null> {
    return this.cards.myPaymentMethod(ctx);
  }

  @Mutation(() => AckResult, {
    description: 'Removes one of your saved cards. Your plans on automatic payment then switch to manual payment with reminders and pay links.',
  })
  removeMyPaymentMethod(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Ack | ErrorResult> {
    return asResult(async () => ({ ok: true, message: removedMessage((await this.cards.removeMyPaymentMethod(ctx, id)).plansSwitched) }));
  }
}

export function removedMessage(plansSwitched: number): string {
  if (!plansSwitched) return 'Your card has been removed.';
  const plans = plansSwitched === 1 ? 'Your plan on automatic payment is' : `Your ${plansSwitched} plans on automatic payment are`;
  return `Your card has been removed. ${plans} now on manual payment: we will remind you before each instalment with a link to pay.`;
}
