import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';
import { CATCH_UP_EVERY_DAYS, CATCH_UP_MAX_WEEKS, CatchUpKinds, type CatchUpKind as CatchUpKindValue } from '../domain/catch-up';

export const CatchUpKind = Object.fromEntries(CatchUpKinds.map((k) => [k, k])) as { [K in CatchUpKindValue]: K };
registerEnumType(CatchUpKind, {
  name: 'CatchUpKind',
  description: `spread: what is overdue goes onto the instalments due after today; extend: the plan ends 1 to ${CATCH_UP_MAX_WEEKS} weeks later (within its 4-month window) and what is left is shared over the new dates.`,
});

@InputType({ description: 'How to catch up on a plan that is behind.' })
export class CatchUpChoiceInput {
  @Field(() => CatchUpKind)
  kind!: CatchUpKindValue;

  @Field(() => Int, { nullable: true, description: `For extend: 1 to ${CATCH_UP_MAX_WEEKS} weeks.` })
  weeks?: number | null;
}

@ObjectType({ description: 'One instalment as it would be after catching up.' })
export class CatchUpInstalment {
  @Field(() => Int)
  sequence!: number;

  @Field({ description: 'YYYY-MM-DD (Lagos).' })
  dueDate!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;
}

@ObjectType({ description: `What catching up would do, shown before confirming (confirmCatchUp with previewToken). Once per ${CATCH_UP_EVERY_DAYS} days per plan.` })
export class CatchUpPreview {
  @Field(() => ID)
  planId!: string;

  @Field(() => CatchUpKind)
  kind!: CatchUpKindValue;

  @Field(() => Int, { nullable: true })
  weeks!: number | null;

  @Field(() => GraphQLSafeInt, { description: 'The overdue instalments being caught up.' })
  overdueKobo!: number;

  @Field(() => Int)
  overdueCount!: number;

  @Field(() => [CatchUpInstalment], { description: 'The new instalments, replacing the overdue ones and those due after today (paid ones and the one due today stay).' })
  instalments!: CatchUpInstalment[];

  @Field(() => GraphQLSafeInt, { description: 'Their sum: exactly that of the instalments they replace.' })
  totalKobo!: number;

  @Field({ description: 'YYYY-MM-DD: the plan ends on this day now.' })
  previousEndDate!: string;

  @Field({ description: 'YYYY-MM-DD: the plan would end on this day.' })
  endDate!: string;

  @Field({ description: 'YYYY-MM-DD: the last day of the 4-month window, beyond which no instalment may fall.' })
  lastDayOfWindow!: string;

  @Field({ description: 'Whether spreading is possible (an instalment is due after today).' })
  canSpread!: boolean;

  @Field(() => Int, { description: 'The most weeks the plan can be extended by (0: none).' })
  maxExtensionWeeks!: number;

  @Field({ description: 'Give it back to confirmCatchUp: a plan changed since is refused (CATCH_UP_STALE).' })
  previewToken!: string;
}

export const CatchUpPreviewResult = orErrorResult('CatchUpPreviewResult', CatchUpPreview);
