import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
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
}
