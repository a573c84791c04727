import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { fixedListCost } from '../../graphql/complexity';
import { TREND_WEEKS } from './domain/weeks';

@ObjectType({ description: 'What happened in one Lagos week (Monday to Sunday).' })
export class WeeklyMetrics {
  @Field({ description: 'The Monday the week starts on, YYYY-MM-DD (Lagos calendar).' })
  weekStart!: string;

  @Field(() => Int, { description: 'Accounts registered that week.' })
  newUsers!: number;

  @Field(() => Int, { description: 'Marketers created (or accounts promoted to marketer) that week.' })
  newMarketers!: number;

  @Field(() => Int, { description: 'Packs added that week (including any retired since).' })
  newFoodPacks!: number;

  @Field(() => GraphQLSafeInt, { description: 'Money credited to savings plans by payments verified that week.' })
  revenueKobo!: number;
}

@ObjectType({ description: "The admin dashboard's figures, as of now." })
export class DashboardMetrics {
  @Field(() => Int, { description: 'Every account, whatever its role or status.' })
  totalUsers!: number;

  @Field(() => Int, { description: 'Marketers whose status is Active.' })
  activeMarketers!: number;

  @Field(() => Int, { description: 'Packs in the catalogue (available or not; retired packs excluded).' })
  foodPacks!: number;

  @Field(() => GraphQLSafeInt, { description: 'Money credited to savings plans by verified payments, all time; overpayments (owed back) excluded.' })
  revenueKobo!: number;

  @Field(() => [WeeklyMetrics], { description: `The last ${TREND_WEEKS} Lagos weeks, oldest first; the last is the week under way.`, complexity: fixedListCost(TREND_WEEKS) })
  trend!: WeeklyMetrics[];
}
