import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';

@ObjectType({ description: 'One payment refunded.' })
export class RefundLine {
  @Field(() => ID, { description: 'The refund (recordRefundPayout takes it).' })
  id!: string;

  @Field(() => ID)
  paymentId!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field({ description: "'card' (through Paystack), or cash / bank_transfer / pos (paid back by hand)." })
  channel!: string;

  @Field({ description: 'requested (a card refund not yet accepted by Paystack), owed (to be paid back by hand), pending, processing, processed, failed, needs-attention.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (Lagos): promised between dueFrom and dueBy (the 7th and 14th working day).' })
  dueFrom!: string | null;

  @Field(() => String, { nullable: true })
  dueBy!: string | null;
}

@ObjectType({ description: 'A refund not yet processed, for the console: owed by hand, or a card refund still with Paystack.' })
export class RefundOwed {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  planId!: string;

  @Field()
  packName!: string;

  @Field(() => ID)
  customerId!: string;

  @Field()
  customerName!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field()
  channel!: string;

  @Field()
  status!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (Lagos): the last promised day.' })
  dueBy!: string | null;

  @Field({ description: 'Past its last promised day and not processed.' })
  overdue!: boolean;

  @Field()
  requestedAt!: Date;

  @Field(() => String, { nullable: true })
  paidOutChannel!: string | null;

  @Field(() => String, { nullable: true })
  paidOutReference!: string | null;
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

export const RefundPayoutResult = orErrorResult('RefundPayoutResult', RefundOwed);
