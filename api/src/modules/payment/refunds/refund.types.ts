import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';

@ObjectType({ description: 'One payment refunded.' })
export class RefundLine {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field({ description: "'card' (through Paystack), or cash / bank_transfer / pos (paid back by hand)." })
  channel!: string;

  @Field({ description: 'requested (a card refund not yet accepted by Paystack), pending, processing, processed, failed, needs-attention.' })
  status!: string;
}

@ObjectType({ description: 'What refundPlan did.' })
export class PlanRefund {
  @Field(() => ID)
  planId!: string;

  @Field(() => GraphQLSafeInt)
  totalKobo!: number;

  @Field(() => [RefundLine])
  refunds!: RefundLine[];
}

export const RefundPlanResult = orErrorResult('RefundPlanResult', PlanRefund);
