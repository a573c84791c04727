import { Field, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';

@ObjectType({ description: "The price-lock certificate: the pack costs more today than the plan locked. Words only: what the customer owes is unchanged." })
export class PriceLockCertificate {
  @Field(() => GraphQLSafeInt, { description: "The plan's locked price (totalAmountKobo)." })
  lockedKobo!: number;

  @Field(() => GraphQLSafeInt, { description: "The pack's price today." })
  todayKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'todayKobo - lockedKobo: more than 0.' })
  savingKobo!: number;
}
