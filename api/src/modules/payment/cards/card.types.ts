import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: "The customer's saved card, kept from a card payment. The authorization itself never leaves the server." })
export class PaymentMethod {
  @Field(() => ID)
  id!: string;

  @Field()
  provider!: string;

  @Field({ description: 'Always "card" for now.' })
  type!: string;

  @Field({ description: 'e.g. visa, mastercard, verve.' })
  cardType!: string;

  @Field(() => String, { nullable: true })
  bank!: string | null;

  @Field()
  lastFourDigits!: string;

  @Field()
  expMonth!: string;

  @Field()
  expYear!: string;

  @Field()
  isDefault!: boolean;
}
