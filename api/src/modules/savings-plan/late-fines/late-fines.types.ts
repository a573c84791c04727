import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';

@ObjectType({ description: 'A late fine (the 4-month rule): a line of its own on the plan, owed on top of the price unless waived.' })
export class LateFine {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: '1 for the first month after the 4-month window, 2 for the next…' })
  monthIndex!: number;

  @Field({ description: 'YYYY-MM-DD (Lagos): the day it applied.' })
  fineDate!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field({ description: 'When the fine was added to the plan.' })
  appliedAt!: Date;

  @Field({ description: 'Waived by an admin: no longer owed.' })
  waived!: boolean;

  @Field(() => Date, { nullable: true })
  waivedAt!: Date | null;
}

@ObjectType({ description: 'Shown from 14 days before a late fine applies: pay amountToAvoidKobo by payBy and it does not.' })
export class LateFineWarning {
  @Field({ description: 'YYYY-MM-DD: the end of the 4-month window (the first fine date).' })
  windowEnd!: string;

  @Field(() => Int)
  monthIndex!: number;

  @Field({ description: 'YYYY-MM-DD: the day the fine applies.' })
  fineDate!: string;

  @Field({ description: 'YYYY-MM-DD: the last day on which paying avoids it.' })
  payBy!: string;

  @Field(() => GraphQLSafeInt)
  fineKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Everything left to pay (fines already due included).' })
  amountToAvoidKobo!: number;

  @Field(() => Int, { description: 'Days until fineDate: 14 down to 1.' })
  daysLeft!: number;

  @Field(() => GraphQLSafeInt, { description: "The most this plan's late fines (not waived) can total: capPercent % of its pack price, in whole naira." })
  capKobo!: number;

  @Field(() => Int, { description: 'The cap as a share of the pack price (LATE_FINE_CAP_PERCENT).' })
  capPercent!: number;
}

@ObjectType({ description: 'The 4-month rule, the same for every plan: what the Terms and the start dialog state.' })
export class LateFinePolicy {
  @Field(() => Int, { description: 'Instalments are due within this many months of the start.' })
  windowMonths!: number;

  @Field(() => GraphQLSafeInt, { description: 'The fine for each month (or part) beyond the window.' })
  fineKobo!: number;

  @Field(() => Int, { description: "A plan's late fines never total more than this percentage of its pack price." })
  capPercent!: number;
}

@ObjectType({ description: 'A fine after an admin waived it.' })
export class WaivedLateFine extends LateFine {
  @Field(() => ID)
  planId!: string;

  @Field(() => GraphQLSafeInt, { description: 'Paid into the plan beyond its new total: owed back to the customer.' })
  refundKobo!: number;
}

@ObjectType({ description: "A late fine as the console shows it: with who waived it, when and why." })
export class AdminLateFine extends LateFine {
  @Field(() => String, { nullable: true, description: 'The admin who waived it (first and last name); null if not waived.' })
  waivedByName!: string | null;

  @Field(() => String, { nullable: true, description: "The admin's reason; null if not waived." })
  waiveReason!: string | null;

  @Field(() => GraphQLSafeInt, { description: 'Paid into the plan beyond its new total when the fine was waived: owed back to the customer (0 if none).' })
  refundKobo!: number;
}

export const WaiveLateFineResult = orErrorResult('WaiveLateFineResult', WaivedLateFine);
