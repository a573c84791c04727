import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';
import { PageOf } from '../../../graphql/page';
import { ScheduleStatuses, type ScheduleStatus as ScheduleStatusValue } from '../domain/apply-payment';
import { PlanStatuses, type PlanStatus } from '../domain/plan-state';
import { FulfilmentMethods, PaymentPreferences, type FulfilmentMethod as FulfilmentMethodValue, type PaymentPreference as PaymentPreferenceValue } from '../domain/plan-rules';
import { PaymentFrequencies, type PaymentFrequency as PaymentFrequencyValue } from '../domain/schedule';
import { FulfilmentStates } from '../domain/fulfilment-moves';
import { LateFine, LateFineWarning } from '../late-fines/late-fines.types';
import { PriceLockCertificate } from './price-lock.types';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const PaymentFrequency = enumOf(PaymentFrequencies);
export const PaymentPreference = enumOf(PaymentPreferences);
export const SavingsPlanStatus = enumOf(PlanStatuses);
export const PaymentScheduleStatus = enumOf(ScheduleStatuses);
export const FulfilmentMethod = enumOf(FulfilmentMethods);
export const FulfilmentStatus = enumOf([...FulfilmentStates, 'AwaitingPayment'] as const);
registerEnumType(PaymentFrequency, { name: 'PaymentFrequency', description: 'How often an instalment falls due.' });
registerEnumType(PaymentPreference, { name: 'PaymentPreference', description: 'automatic: the saved card is charged on due dates; manual: the customer pays, with reminders.' });
registerEnumType(SavingsPlanStatus, { name: 'SavingsPlanStatus', description: 'AwaitingFirstPayment until the first verified payment; Completed when fully paid.' });
registerEnumType(PaymentScheduleStatus, { name: 'PaymentScheduleStatus', description: 'Overdue: unpaid after its due date.' });
registerEnumType(FulfilmentMethod, { name: 'FulfilmentMethod', description: 'delivery: free within Lagos; pickup: from the office.' });
registerEnumType(FulfilmentStatus, { name: 'FulfilmentStatus', description: 'AwaitingPayment until fully paid; then the pack on its way (myPackHandover has its timeline).' });
export const ScheduleKind = enumOf(['instalment', 'fine'] as const);
registerEnumType(ScheduleKind, { name: 'ScheduleKind', description: "instalment: one of the plan's own; fine: added for a late fine." });

export const MoneyFateKind = enumOf(['refunded', 'moved', 'changed', 'kept', 'none'] as const);
registerEnumType(MoneyFateKind, {
  name: 'MoneyFateKind',
  description: "refunded: given back (see refunds); moved: into another plan; changed: into the plan for a new pack; kept: still on the plan (cancelled by an admin before refunds existed: support settles it); none: nothing was paid.",
});

@ObjectType({ description: 'A payment given back to the customer.' })
export class PlanRefundLine {
  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field({ description: "'card' (through Paystack), or cash / bank_transfer / pos (paid back by hand)." })
  channel!: string;

  @Field({ description: 'requested, owed (to be paid back by hand), pending, processing, processed, failed, needs-attention.' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD (Lagos): the refund is promised between dueFrom and dueBy (7 to 14 working days).' })
  dueFrom!: string | null;

  @Field(() => String, { nullable: true })
  dueBy!: string | null;
}

@ObjectType({ description: "Where a cancelled plan's money went." })
export class PlanMoneyFate {
  @Field(() => MoneyFateKind)
  kind!: keyof typeof MoneyFateKind;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => ID, { nullable: true, description: 'moved or changed: the plan that holds the money now.' })
  toPlanId!: string | null;

  @Field(() => String, { nullable: true })
  toPackName!: string | null;

  @Field(() => [PlanRefundLine])
  refunds!: PlanRefundLine[];
}

@ObjectType({ description: 'One instalment of a plan.' })
export class PaymentSchedule {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: '1-based, in due order.' })
  sequence!: number;

  @Field({ description: 'Lagos calendar date, YYYY-MM-DD.' })
  dueDate!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => PaymentScheduleStatus)
  status!: ScheduleStatusValue;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => GraphQLSafeInt, { description: 'The part of amountKobo that is a late fine ("₦X + ₦Y fine"); all of it when kind is fine.' })
  fineKobo!: number;

  @Field(() => ScheduleKind, { description: 'fine: an instalment added for a late fine.' })
  kind!: 'instalment' | 'fine';
}

@ObjectType({ description: 'A verified payment into a plan.' })
export class PlanPayment {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'The payment reference (Paystack reference).' })
  reference!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'What went into the plan.' })
  appliedKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Paid beyond the plan total: owed back to the customer.' })
  overpaymentKobo!: number;

  @Field()
  currency!: string;

  @Field(() => String, { nullable: true })
  channel!: string | null;

  @Field(() => ID, { nullable: true, description: 'The first schedule it paid (else the one it was issued for).' })
  scheduleId!: string | null;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "Who paid it through the plan's contribution link (the name they gave); null for the owner's own payments." })
  contributorName!: string | null;
}

@ObjectType({ description: 'How the pack reaches the customer once the plan is fully paid.' })
export class PlanFulfilment {
  @Field(() => FulfilmentMethod)
  method!: FulfilmentMethodValue;

  @Field(() => String, { nullable: true, description: 'For delivery: the street (or the whole address, on plans started with one line).' })
  address!: string | null;

  @Field(() => String, { nullable: true })
  landmark!: string | null;

  @Field(() => String, { nullable: true, description: 'The Lagos area.' })
  area!: string | null;

  @Field(() => String, { nullable: true, description: '3 working days after the last payment (YYYY-MM-DD); null until fully paid.' })
  expectedFrom!: string | null;

  @Field(() => String, { nullable: true, description: '5 working days after the last payment (YYYY-MM-DD); null until fully paid.' })
  expectedTo!: string | null;

  @Field(() => String, { nullable: true, description: 'The Lagos working day the pack is promised by (public holidays and closure days skipped); null until fully paid.' })
  promisedDate!: string | null;

  @Field(() => FulfilmentStatus)
  status!: string;
}

@ObjectType({ description: 'The next instalment to pay.' })
export class NextDuePayment {
  @Field(() => ID)
  scheduleId!: string;

  @Field(() => Int)
  sequence!: number;

  @Field()
  dueDate!: string;

  @Field(() => GraphQLSafeInt, { description: 'What paying it now costs: its amount less any credit on the plan.' })
  amountDueKobo!: number;

  @Field(() => PaymentScheduleStatus)
  status!: ScheduleStatusValue;
}

@ObjectType({ description: 'Every instalment of a plan unpaid past its due date, payable at once (payAllOverdue).' })
export class OverduePayments {
  @Field(() => ID, { description: 'The oldest overdue instalment: the payment is credited from it on, oldest first.' })
  scheduleId!: string;

  @Field(() => Int, { description: 'How many instalments are overdue.' })
  count!: number;

  @Field(() => GraphQLSafeInt, { description: "What paying them all now costs: their amounts less any credit on the plan." })
  amountDueKobo!: number;
}

@ObjectType({ description: "A customer's plan to pay for a pack in instalments. The pack's name and price are locked when the plan starts." })
export class SavingsPlan {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  foodPackId!: string;

  @Field()
  foodPackName!: string;

  @Field(() => GraphQLSafeInt, { description: 'The locked price.' })
  totalAmountKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'The regular instalment; the last one also carries the rounding remainder.' })
  instalmentAmountKobo!: number;

  @Field(() => GraphQLSafeInt)
  amountPaidKobo!: number;

  @Field(() => GraphQLSafeInt)
  remainingKobo!: number;

  @Field(() => Int, { description: 'amountPaid / total, rounded, 0 to 100.' })
  progressPercent!: number;

  @Field(() => PaymentFrequency)
  frequency!: PaymentFrequencyValue;

  @Field(() => Int)
  durationMonths!: number;

  @Field(() => Int)
  instalmentCount!: number;

  @Field({ description: 'YYYY-MM-DD (Lagos): the first due date.' })
  startDate!: string;

  @Field({ description: 'YYYY-MM-DD (Lagos): the last due date.' })
  endDate!: string;

  @Field(() => PaymentPreference)
  paymentPreference!: PaymentPreferenceValue;

  @Field()
  remindersEnabled!: boolean;

  @Field(() => SavingsPlanStatus)
  status!: PlanStatus;

  @Field(() => PlanFulfilment)
  fulfilment!: PlanFulfilment;

  @Field(() => [PaymentSchedule], { description: 'In due order.' })
  schedules!: PaymentSchedule[];

  @Field(() => [PlanPayment], { description: 'Oldest first.' })
  payments!: PlanPayment[];

  @Field(() => NextDuePayment, { nullable: true, description: 'Null when nothing is left to pay or the plan is closed.' })
  nextDue!: NextDuePayment | null;

  @Field(() => OverduePayments, { nullable: true, description: 'Every instalment unpaid past its due date and their total; null when none is overdue or the plan is not Active.' })
  overdue!: OverduePayments | null;

  @Field(() => GraphQLSafeInt, { description: 'Late fines not waived, owed on top of the price (remainingKobo includes them).' })
  finesKobo!: number;

  @Field(() => [LateFine], { description: 'Late fines applied, oldest first (waived ones included, marked).' })
  fines!: LateFine[];

  @Field(() => LateFineWarning, { nullable: true, description: 'From 14 days before a late fine applies; null otherwise.' })
  fineWarning!: LateFineWarning | null;

  @Field(() => Date, { nullable: true })
  lastPaymentAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  completedAt!: Date | null;

  @Field(() => PlanMoneyFate, { nullable: true, description: 'A cancelled plan: where its money went. Null while the plan is not cancelled.' })
  moneyFate!: PlanMoneyFate | null;

  @Field(() => PriceLockCertificate, {
    nullable: true,
    description: "A plan still being paid (AwaitingFirstPayment or Active) whose pack costs more today than it locked: \"You locked ₦X; this pack costs ₦Y today; you save ₦Z\". Null otherwise.",
  })
  priceLock!: PriceLockCertificate | null;
}

@ObjectType({ description: 'A page of your plans, newest first.' })
export class SavingsPlanPage extends PageOf(SavingsPlan) {}

@ObjectType({ description: "The next instalment of one of the customer's active plans." })
export class UpcomingPayment {
  @Field(() => ID)
  planId!: string;

  @Field()
  foodPackName!: string;

  @Field(() => ID)
  scheduleId!: string;

  @Field(() => Int)
  sequence!: number;

  @Field()
  dueDate!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => GraphQLSafeInt)
  amountDueKobo!: number;

  @Field(() => PaymentScheduleStatus)
  status!: ScheduleStatusValue;
}

export const SavingsPlanResult = orErrorResult('SavingsPlanResult', SavingsPlan);
