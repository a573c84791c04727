import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';
import { PaymentScheduleStatus, SavingsPlanStatus } from '../../savings-plan';
import type { ScheduleStatus } from '../../savings-plan/domain/apply-payment';
import type { PlanStatus } from '../../savings-plan/domain/plan-state';
import { ManualChannels, type ManualChannel as ManualChannelValue } from '../payment.entity';

export const ManualPaymentChannel = Object.fromEntries(ManualChannels.map((c) => [c, c])) as { [K in ManualChannelValue]: K };
registerEnumType(ManualPaymentChannel, { name: 'ManualPaymentChannel', description: 'How money came in outside Paystack.' });

@InputType({ description: 'Money an admin received for an instalment (cash, a bank transfer, a POS payment).' })
export class RecordManualPaymentInput {
  @Field(() => ID)
  planId!: string;

  @Field(() => ID, { description: 'One of the plan’s unpaid instalments; the amount is what it costs now (its amount less any credit).' })
  scheduleId!: string;

  @Field(() => ManualPaymentChannel)
  channel!: ManualChannelValue;

  @Field(() => String, { nullable: true, description: 'The transfer or POS slip reference, if any (at most 100 characters).' })
  reference?: string | null;

  @Field({ description: 'Required: 3 to 300 characters, one line.' })
  note!: string;
}

@ObjectType({ description: 'A payment in the console’s Recent Payments.' })
export class RecentPayment {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => ID, { nullable: true })
  scheduleId!: string | null;

  @Field()
  userFullName!: string;

  @Field()
  foodPackName!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => String, { nullable: true })
  channel!: string | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => String, { nullable: true })
  recordedByName!: string | null;
}

@ObjectType({ description: 'An unpaid instalment an admin may record a payment for.' })
export class UnpaidInstalment {
  @Field(() => ID)
  scheduleId!: string;

  @Field({ description: 'YYYY-MM-DD.' })
  dueDate!: string;

  @Field(() => GraphQLSafeInt, { description: 'What recording it now takes: its amount less the plan’s credit.' })
  amountDueKobo!: number;

  @Field(() => PaymentScheduleStatus)
  status!: ScheduleStatus;
}

@ObjectType({ description: 'A plan still being paid, for the Update Payment picker.' })
export class PayablePlan {
  @Field(() => ID)
  planId!: string;

  @Field()
  userFullName!: string;

  @Field()
  userEmail!: string;

  @Field()
  foodPackName!: string;

  @Field(() => SavingsPlanStatus)
  status!: PlanStatus;

  @Field(() => [UnpaidInstalment], { description: 'In due order.' })
  unpaid!: UnpaidInstalment[];
}

@ObjectType({ description: 'What revertPayment did.' })
export class RevertedPayment {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => SavingsPlanStatus)
  planStatus!: PlanStatus;

  @Field(() => GraphQLSafeInt)
  amountPaidKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'The marketer commission taken back with it; 0 if none.' })
  commissionReversedKobo!: number;
}

export const RecordManualPaymentResult = orErrorResult('RecordManualPaymentResult', RecentPayment);
export const RevertPaymentResult = orErrorResult('RevertPaymentResult', RevertedPayment);
