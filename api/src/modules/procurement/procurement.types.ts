import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One pack in the procurement forecast: the plans due to receive it and the packs to buy, per horizon.' })
export class ProcurementPackForecast {
  @Field(() => ID)
  foodPackId!: string;

  @Field({ description: "The pack's name in the catalogue." })
  name!: string;

  @Field(() => [Int], { description: 'Open plans whose pack is due to be handed over within each horizon (cumulative), in horizonWeeks order.' })
  completions!: number[];

  @Field(() => Int, { description: 'On hand less reserved, today; negative when packs reserved for completed plans are not in the store.' })
  available!: number;

  @Field(() => [Int], { description: 'Packs to buy within each horizon: completions less available, never below 0.' })
  needed!: number[];
}

@ObjectType({ description: "A line of the packs' contents across packs (the same text, spaces and case aside), and how many are needed." })
export class ProcurementItemLine {
  @Field({ description: 'The line as the packs spell it, e.g. "50kg bag of rice".' })
  text!: string;

  @Field(() => [Int], { description: 'Per horizon: the sum of the needs of the packs listing it (twice for a pack listing it twice).' })
  needed!: number[];

  @Field(() => [String], { description: 'The names of the packs listing it.' })
  packs!: string[];
}

@ObjectType({ description: 'How many packs, and item lines, the open plans will need over the next 1, 2, 4 and 8 weeks, at each plan’s own pace.' })
export class ProcurementForecast {
  @Field({ description: 'Today (Lagos), YYYY-MM-DD: the horizons run from it.' })
  asOf!: string;

  @Field(() => [Int], { description: 'The horizons, in weeks: 1, 2, 4, 8.' })
  horizonWeeks!: number[];

  @Field(() => [String], { description: 'The last day each horizon covers (today + 7 × weeks), YYYY-MM-DD.' })
  horizonEnds!: string[];

  @Field(() => [ProcurementPackForecast], { description: 'Packs with plans due within 8 weeks or short of stock today; most needed first.' })
  packs!: ProcurementPackForecast[];

  @Field(() => [ProcurementItemLine], { description: "Those packs' item lines; most needed first." })
  itemLines!: ProcurementItemLine[];
}
