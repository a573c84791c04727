import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { orErrorResult } from '../../../graphql/error-result';
import type { PaceKind } from '../domain/pace';

export const PlanPace = { onTime: 'onTime', behind: 'behind', ahead: 'ahead' } as const satisfies { [K in PaceKind]: K };
registerEnumType(PlanPace, { name: 'PlanPace', description: "The customer's pace against the plan's schedule: onTime, behind (late on an instalment, or late by habit) or ahead (instalments paid before they fall due)." });

@ObjectType({ description: "When the pack arrives if the customer keeps paying as they have (issue 25): the schedule's last due date moved by their pace, then the delivery promise (5 Lagos working days, holidays and closure days skipped). An estimate, never before today." })
export class PlanArrival {
  @Field({ description: 'YYYY-MM-DD (Lagos): the day the pack is expected, at the latest ("At your pace, your pack arrives around …").' })
  arrivesAround!: string;

  @Field({ description: 'YYYY-MM-DD (Lagos): the day the plan is expected to be paid up.' })
  paidUpOn!: string;

  @Field(() => PlanPace)
  pace!: PaceKind;

  @Field(() => Int, { description: "Days behind (positive) or ahead (negative) of the schedule's last due date; 0 on time." })
  shiftDays!: number;
}

@ObjectType({ description: "The plan's arrival as it stands and were the amount paid today (the Make Payment modal's before and after)." })
export class ArrivalPreview {
  @Field(() => PlanArrival)
  before!: PlanArrival;

  @Field(() => PlanArrival, { description: 'Equal to before when the amount pays no instalment in full, or paying it moves nothing.' })
  after!: PlanArrival;
}

export const ArrivalPreviewResult = orErrorResult('ArrivalPreviewResult', ArrivalPreview);
