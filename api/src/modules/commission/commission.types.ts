import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { PageOf } from '../../graphql/page';
import { CommissionKinds, type CommissionKind as CommissionKindValue } from './commission.entity';
import { CommissionStatuses, type CommissionStatus as CommissionStatusValue } from './domain/commission-ledger';

export const CommissionStatus = Object.fromEntries(CommissionStatuses.map((s) => [s, s])) as { [K in CommissionStatusValue]: K };
registerEnumType(CommissionStatus, {
  name: 'CommissionStatus',
  description:
    'Pending: the money can still go back (the plan is not completed, or its 48-hour refund window after delivery is open). Approved: in the next payout (a Reversal of a paid commission is Approved too: deducted from it). Paid: in a payout. Reversed: its payment was reverted or refunded before it was paid.',
});

export const CommissionKind = Object.fromEntries(CommissionKinds.map((k) => [k, k])) as { [K in CommissionKindValue]: K };
registerEnumType(CommissionKind, { name: 'CommissionKind', description: 'Accrual: earned on a collected payment. Reversal: cancels the accrual of a payment reverted or refunded (a negative amount).' });

@ObjectType({ description: 'One line of the commission ledger; never edited.' })
export class Commission {
  @Field(() => ID)
  id!: string;

  @Field(() => CommissionKind)
  kind!: CommissionKindValue;

  @Field(() => GraphQLSafeInt, { description: 'Kobo, rounded down; negative on a Reversal.' })
  amountKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'The part of the payment that went into the plan, which the rate applies to.' })
  baseKobo!: number;

  @Field(() => Float, { description: 'The rate when the payment was made, a fraction (0.1 = 10 %).' })
  rate!: number;

  @Field(() => CommissionStatus)
  status!: CommissionStatusValue;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the payout that included it was recorded.' })
  paidAt!: Date | null;
}

@ObjectType({ description: "A referred customer's commission for the marketer." })
export class CustomerCommissions {
  @Field(() => ID)
  customerId!: string;

  @Field()
  customerName!: string;

  @Field(() => String, { nullable: true, description: "The customer's phone number, else e-mail address, mostly hidden ('0812 *** 8908', 'ad***@gmail.com'): enough to tell two customers of one name apart." })
  customerContact!: string | null;

  @Field(() => GraphQLSafeInt, { description: 'Net of reversals.' })
  totalKobo!: number;

  @Field(() => Int, { description: 'How many payments earned commission.' })
  count!: number;
}

@ObjectType()
export class CustomerCommissionsPage extends PageOf(CustomerCommissions) {}

@ObjectType()
export class MonthlyCommission {
  @Field({ description: 'A Lagos month, e.g. "2026-11".' })
  month!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;
}

@ObjectType({ description: "A marketer's commission figures, computed from the ledger." })
export class CommissionSummary {
  @Field(() => GraphQLSafeInt, { description: 'Lifetime earnings, net of reversals.' })
  totalKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Earned this Lagos month, net of reversals.' })
  thisMonthKobo!: number;

  @Field(() => GraphQLSafeInt)
  pendingKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'What the next payout pays: approved commission less paid commission reversed since.' })
  approvedKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Paid out, net of amounts recovered.' })
  paidKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Commission cancelled before it was paid.' })
  reversedKobo!: number;

  @Field(() => [MonthlyCommission], { description: 'The last 6 Lagos months, oldest first, months without commission included.' })
  byMonth!: MonthlyCommission[];
}

@ObjectType({ description: 'A payment to a marketer of every Approved line at the time.' })
export class CommissionPayout {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  marketerId!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field()
  reference!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Int, { description: 'How many ledger lines it settled.' })
  entryCount!: number;

  @Field()
  createdAt!: Date;
}

export const CommissionPayoutResult = orErrorResult('CommissionPayoutResult', CommissionPayout);
