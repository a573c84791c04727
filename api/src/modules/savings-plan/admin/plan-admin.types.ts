import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';
import { PageOf } from '../../../graphql/page';
import type { PlanStatus } from '../domain/plan-state';
import type { PaymentFrequency as PaymentFrequencyValue } from '../domain/schedule';
import { PaymentFrequency, PaymentSchedule, SavingsPlanStatus } from '../plans/savings-plan.types';
import { PriceLockCertificate } from '../plans/price-lock.types';

export enum AdminPlanSort {
  START_DATE = 'startDate',
  CREATED_AT = 'createdAt',
  TOTAL_AMOUNT = 'totalAmount',
  AMOUNT_PAID = 'amountPaid',
}
registerEnumType(AdminPlanSort, { name: 'AdminPlanSort', description: 'What the admin plan list is ordered by (each has an index that fits it).' });

@InputType({ description: 'Filters of the admin plan list; all optional.' })
export class AdminPlanFilter {
  @Field(() => String, { nullable: true, description: 'Plans starting on or after this Lagos date (YYYY-MM-DD).' })
  startFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Plans starting on or before this Lagos date (YYYY-MM-DD).' })
  startTo?: string | null;

  @Field(() => SavingsPlanStatus, { nullable: true, description: 'Absent: every status.' })
  status?: PlanStatus | null;

  @Field(() => String, { nullable: true, description: "The customer's name (first, last or full) or phone number (0803…, 234803… or part of it)." })
  search?: string | null;
}

@ObjectType({ description: "A row of the console's Savings Plans list." })
export class AdminSavingsPlan {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field()
  userFullName!: string;

  @Field()
  userPhoneNumber!: string;

  @Field(() => String, { nullable: true })
  userAddress!: string | null;

  @Field(() => ID)
  foodPackId!: string;

  @Field()
  foodPackName!: string;

  @Field(() => GraphQLSafeInt, { description: 'The locked pack price.' })
  totalAmountKobo!: number;

  @Field(() => GraphQLSafeInt)
  amountPaidKobo!: number;

  @Field(() => SavingsPlanStatus)
  status!: PlanStatus;

  @Field({ description: 'YYYY-MM-DD.' })
  startDate!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'The latest payment not reverted; null if none.' })
  lastPaymentAt!: Date | null;

  @Field({ description: 'True once any payment was recorded (reverted ones too): such a plan is cancelled, never deleted.' })
  hasPayments!: boolean;

  @Field(() => PriceLockCertificate, { nullable: true, description: 'A plan still being paid whose pack costs more today than it locked: the saving. Null otherwise.' })
  priceLock!: PriceLockCertificate | null;
}

@ObjectType()
export class AdminSavingsPlanPage extends PageOf(AdminSavingsPlan) {}

@ObjectType({ description: 'A payment into a plan as the admin sees it, with its reversal if taken back.' })
export class LedgerPayment {
  @Field(() => ID)
  id!: string;

  @Field({ description: "'paystack' or 'manual'." })
  provider!: string;

  @Field({ description: "Paystack's reference, or the manual payment's own (manual-…)." })
  reference!: string;

  @Field(() => String, { nullable: true, description: "A manual payment's transfer or POS reference." })
  externalReference!: string | null;

  @Field(() => String, { nullable: true, description: 'card, bank, … for Paystack; cash, bank_transfer or pos for a manual payment.' })
  channel!: string | null;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => GraphQLSafeInt)
  appliedKobo!: number;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => String, { nullable: true, description: 'Who recorded a manual payment.' })
  recordedByName!: string | null;

  @Field(() => String, { nullable: true, description: "Who paid it through the plan's contribution link (the name they gave)." })
  contributorName!: string | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revertedAt!: Date | null;

  @Field(() => String, { nullable: true })
  revertReason!: string | null;

  @Field(() => String, { nullable: true, description: "How it was taken back: 'Reversal' (in the books only) or 'Refund' (money given back); null if not." })
  revertKind!: string | null;

  @Field(() => String, { nullable: true, description: "A refund's way back: 'card', or cash / bank_transfer / pos." })
  refundChannel!: string | null;

  @Field(() => String, { nullable: true, description: 'A refund’s state: requested, pending, processing, processed, failed or needs-attention (from Paystack’s refund events).' })
  refundStatus!: string | null;
}

@ObjectType({ description: "A plan's schedule, for the console's schedule dialog." })
export class PlanScheduleView {
  @Field(() => ID)
  planId!: string;

  @Field(() => ID)
  userId!: string;

  @Field()
  customerName!: string;

  @Field()
  customerPhoneNumber!: string;

  @Field()
  foodPackName!: string;

  @Field(() => SavingsPlanStatus)
  status!: PlanStatus;

  @Field(() => GraphQLSafeInt)
  totalAmountKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Late fines not waived, owed on top of the price.' })
  finesKobo!: number;

  @Field(() => GraphQLSafeInt)
  amountPaidKobo!: number;

  @Field(() => [PaymentSchedule], { description: 'In due order; a Pending one past its due date shows as Overdue.' })
  schedules!: PaymentSchedule[];

  @Field(() => [LedgerPayment], { description: 'Oldest first.' })
  payments!: LedgerPayment[];

  @Field(() => String, { nullable: true, description: "'unpaid', 'cancelled' or 'refunded' for a Cancelled plan." })
  cancelReason!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the plan cannot be refunded now; null when it can (completed, and within 48 hours of delivery).' })
  refundProblem!: string | null;
}

@InputType({ description: 'An admin starts a plan for a customer (a customer who saves in cash, or paid before).' })
export class CreatePlanForUserInput {
  @Field(() => ID)
  userId!: string;

  @Field(() => ID)
  foodPackId!: string;

  @Field(() => PaymentFrequency, { defaultValue: 'monthly' })
  frequency!: PaymentFrequencyValue;

  @Field(() => Int, { defaultValue: 1, description: '1 to 4 months.' })
  durationMonths!: number;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, Lagos; today when absent. May be in the past (at most a year), or up to 90 days ahead.' })
  startDate?: string | null;
}

@ObjectType({ description: 'What deletePlan did.' })
export class DeletedPlan {
  @Field(() => ID)
  id!: string;
}

export const AdminSavingsPlanResult = orErrorResult('AdminSavingsPlanResult', AdminSavingsPlan);
export const DeletePlanResult = orErrorResult('DeletePlanResult', DeletedPlan);
