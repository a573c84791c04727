import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ErrorCode } from '../../graphql/error-result';
import { orErrorResult } from '../../graphql/error-result';
import { PageOf } from '../../graphql/page';
import type { ErrorCode as ErrorCodeValue } from '../../common/errors';
import { NudgeStatuses, type NudgeStatus as NudgeStatusValue } from './marketer-nudge.entity';

export const NudgeStatus = Object.fromEntries(NudgeStatuses.map((s) => [s, s])) as { [K in NudgeStatusValue]: K };
registerEnumType(NudgeStatus, {
  name: 'NudgeStatus',
  description: "Pending: its SMS is owed. Queued: the SMS was handed to the SMS job. Skipped: by then nothing was overdue (or the customer turned SMS reminders off), so nothing was sent.",
});

@ObjectType({ description: "Whether the signed-in marketer may send a referred customer a reminder now: only the customer's first name and what is overdue, nothing else of theirs." })
export class CustomerNudge {
  @Field(() => ID)
  customerId!: string;

  @Field()
  firstName!: string;

  @Field(() => GraphQLSafeInt, { description: 'Kobo past due on their Active plans (0: not overdue).' })
  overdueKobo!: number;

  @Field({ description: 'True when a reminder may be sent now.' })
  canNudge!: boolean;

  @Field(() => ErrorCode, { nullable: true, description: 'Why not: NOT_OVERDUE, REMINDERS_OFF, NUDGE_TOO_SOON, NUDGE_DAILY_LIMIT or OUTSIDE_SENDING_HOURS.' })
  reasonCode!: ErrorCodeValue | null;

  @Field(() => String, { nullable: true, description: 'Why not, in words, with when the next is possible.' })
  reason!: string | null;

  @Field(() => Date, { nullable: true, description: 'The earliest time a reminder may be sent (null: when it is now, or not a matter of time).' })
  nextPossibleAt!: Date | null;

  @Field(() => Date, { nullable: true, description: "The customer's latest reminder by any marketer." })
  lastNudgedAt!: Date | null;
}

@ObjectType({ description: 'A reminder recorded; its SMS, with a pay link, goes out at once.' })
export class NudgeSent {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  customerId!: string;

  @Field()
  firstName!: string;

  @Field(() => GraphQLSafeInt, { description: 'Kobo overdue when it was sent.' })
  amountKobo!: number;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => Date, { description: 'When this customer may be reminded again.' })
  nextPossibleAt!: Date;
}

export const NudgeResult = orErrorResult('NudgeResult', NudgeSent);

@ObjectType({ description: "One marketer's reminder, for admins." })
export class MarketerNudge {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  marketerId!: string;

  @Field()
  marketerName!: string;

  @Field(() => ID)
  customerId!: string;

  @Field()
  customerName!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => String, { nullable: true })
  packName!: string | null;

  @Field(() => GraphQLSafeInt, { description: 'Kobo overdue when the marketer asked.' })
  amountKobo!: number;

  @Field(() => NudgeStatus)
  status!: NudgeStatusValue;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the SMS was handed to the SMS job (or found not owed).' })
  sentAt!: Date | null;
}

@ObjectType()
export class MarketerNudgePage extends PageOf(MarketerNudge) {}
