import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../graphql/error-result';
import { PayLinkStatuses, type PayLinkStatus as PayLinkStatusValue } from './domain/pay-link-rules';

export const PayLinkStatus = Object.fromEntries(PayLinkStatuses.map((s) => [s, s])) as { [K in PayLinkStatusValue]: K };
registerEnumType(PayLinkStatus, {
  name: 'PayLinkStatus',
  description: 'Open: it can open a checkout. Paid: its instalment is paid. Expired: 7 days old. Invalid: unknown, or its plan is no longer being paid.',
});

@ObjectType({ description: "What a reminder's pay link shows without signing in: the first name, the pack, the amount and the due date (only while Open or Paid)." })
export class PayLink {
  @Field(() => PayLinkStatus)
  status!: PayLinkStatusValue;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  packName!: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'What paying the instalment costs now (its amount less any credit on the plan).' })
  amountKobo!: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, Lagos calendar.' })
  dueDate!: string | null;
}

@ObjectType({ description: "A checkout for the pay link's instalment, with what the browser needs to open it." })
export class PayLinkCheckout {
  @Field()
  reference!: string;

  @Field()
  accessCode!: string;

  @Field()
  authorizationUrl!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field({ description: "Paystack public key (pk_…), for InlineJS." })
  publicKey!: string;

  @Field({ description: "True in development and tests: open authorizationUrl (the local stand-in's page) instead of Paystack's popup." })
  useStandIn!: boolean;
}

export const PayWithLinkResult = orErrorResult('PayWithLinkResult', PayLinkCheckout);

export const ConfirmPayLinkResult = orErrorResult('ConfirmPayLinkResult', PayLink);
