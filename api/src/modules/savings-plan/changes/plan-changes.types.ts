import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';
import { CancelDestinations, type CancelDestination as CancelDestinationValue } from '../domain/plan-changes';
import { PlanRefundLine, SavingsPlanStatus } from '../plans/savings-plan.types';
import type { PlanStatus } from '../domain/plan-state';

export const CancelDestination = Object.fromEntries(CancelDestinations.map((v) => [v, v])) as { [K in CancelDestinationValue]: K };
registerEnumType(CancelDestination, { name: 'CancelDestination', description: "refund: every payment given back (7 to 14 working days); plan: the money moves into another of the customer's plans." });

@InputType()
export class CancelSavingsPlanInput {
  @Field(() => ID)
  planId!: string;

  @Field(() => CancelDestination, { description: 'Where the money paid goes (ignored when nothing was paid).' })
  destination!: CancelDestinationValue;

  @Field(() => ID, { nullable: true, description: "destination plan: the customer's other plan, still being paid and needing at least the amount." })
  targetPlanId?: string | null;

  @Field(() => String, { nullable: true, description: "Required from an admin (3 to 300 characters, audited); the customer's own is optional." })
  reason?: string | null;
}

@ObjectType({ description: 'What cancelling a plan did with its money.' })
export class PlanCancellation {
  @Field(() => ID)
  planId!: string;

  @Field(() => SavingsPlanStatus)
  status!: PlanStatus;

  @Field(() => String, { nullable: true, description: 'refunded, moved, or unpaid / cancelled when nothing was paid.' })
  cancelReason!: string | null;

  @Field(() => GraphQLSafeInt, { description: 'What the plan held.' })
  amountKobo!: number;

  @Field(() => [PlanRefundLine])
  refunds!: PlanRefundLine[];

  @Field(() => ID, { nullable: true })
  movedToPlanId!: string | null;
}

@ObjectType({ description: 'One instalment of the plan a pack change would make.' })
export class PreviewInstalment {
  @Field(() => Int)
  sequence!: number;

  @Field()
  dueDate!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;
}

@ObjectType({ description: "What changing a plan's pack would do: nothing changes until changePlanPack." })
export class PackChangePreview {
  @Field(() => ID)
  planId!: string;

  @Field()
  currentPackName!: string;

  @Field(() => ID)
  foodPackId!: string;

  @Field()
  foodPackName!: string;

  @Field(() => GraphQLSafeInt, { description: "The new pack's price today." })
  priceKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'What was paid, carried over as the first instalment.' })
  carriedKobo!: number;

  @Field(() => GraphQLSafeInt)
  remainingKobo!: number;

  @Field(() => [PreviewInstalment], { description: 'Every instalment of the new plan (the first is what was carried over, when anything was paid).' })
  instalments!: PreviewInstalment[];

  @Field({ description: 'YYYY-MM-DD (Lagos): the last due date.' })
  endDate!: string;
}

@InputType()
export class ChangePlanPackInput {
  @Field(() => ID)
  planId!: string;

  @Field(() => ID)
  foodPackId!: string;

  @Field(() => String, { nullable: true, description: 'Required from an admin (3 to 300 characters, audited).' })
  reason?: string | null;
}

export const CancelSavingsPlanResult = orErrorResult('CancelSavingsPlanResult', PlanCancellation);
export const PackChangePreviewResult = orErrorResult('PackChangePreviewResult', PackChangePreview);
