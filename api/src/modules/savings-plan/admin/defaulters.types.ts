import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { PageOf } from '../../../graphql/page';

@ObjectType({ description: 'A customer with instalments unpaid past their due date, on plans still being paid.' })
export class Defaulter {
  @Field(() => ID)
  userId!: string;

  @Field()
  fullName!: string;

  @Field()
  phoneNumber!: string;

  @Field(() => GraphQLSafeInt, { description: 'The sum of the instalments past due and unpaid.' })
  amountOwedKobo!: number;

  @Field(() => Int, { description: 'How many instalments are past due.' })
  duePayments!: number;

  @Field(() => Int, { description: 'Days since the oldest of them fell due.' })
  maxDaysOverdue!: number;

  @Field(() => Date, { nullable: true, description: 'The latest payment not reverted, on any plan; null: never.' })
  lastPaymentAt!: Date | null;
}

@ObjectType()
export class DefaulterPage extends PageOf(Defaulter) {}

@ObjectType({ description: 'Arrears by age: past-due instalments whose due date is fromDays to toDays days ago.' })
export class ArrearsBucket {
  @Field({ description: "'1-7', '8-30', '31-60' or '61+'." })
  label!: string;

  @Field(() => Int)
  fromDays!: number;

  @Field(() => Int, { nullable: true, description: 'Null: no upper bound.' })
  toDays!: number | null;

  @Field(() => Int, { description: 'Customers with at least one instalment in this bucket.' })
  customers!: number;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;
}

@ObjectType({ description: 'One instalment past due.' })
export class DuePayment {
  @Field(() => ID)
  scheduleId!: string;

  @Field(() => ID)
  planId!: string;

  @Field()
  foodPackName!: string;

  @Field({ description: 'YYYY-MM-DD.' })
  dueDate!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => Int)
  daysOverdue!: number;
}

@ObjectType({ description: "The console's 'View Details' of a defaulter." })
export class DefaulterDetails {
  @Field(() => ID)
  userId!: string;

  @Field()
  fullName!: string;

  @Field()
  phoneNumber!: string;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => GraphQLSafeInt)
  totalOwedKobo!: number;

  @Field(() => [DuePayment], { description: 'Oldest first.' })
  duePayments!: DuePayment[];
}
