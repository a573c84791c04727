import { Field, ID, ObjectType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { PlanPayment, SavingsPlan } from '../savings-plan/savings-plan.types';

@ObjectType({ description: 'A verified payment, credited now or before.' })
export class PaymentConfirmation {
  @Field()
  reference!: string;

  @Field({ description: 'True when this reference had already been credited (by the webhook, another tab…); nothing changed now.' })
  alreadyCredited!: boolean;

  @Field(() => PlanPayment)
  payment!: PlanPayment;

  @Field(() => SavingsPlan)
  plan!: SavingsPlan;
}

export const ConfirmPaymentResult = orErrorResult('ConfirmPaymentResult', PaymentConfirmation);

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

@ObjectType({ description: 'What the web needs to open a payment.' })
export class PaymentsConfig {
  @Field()
  provider!: string;

  @Field({ description: "Paystack public key (pk_…), for InlineJS." })
  publicKey!: string;

  @Field({ description: 'True in development and tests: send the browser to a checkout\'s authorizationUrl (the local stand-in) instead of opening Paystack\'s popup.' })
  useStandIn!: boolean;

  @Field()
  currency!: string;
}
