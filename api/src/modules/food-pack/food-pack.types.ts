import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../graphql/error-result';
import { IMAGE_KEY } from '../../integrations/storage/image-storage';
import { SEARCH_MAX } from './domain/filters';
import { DESCRIPTION_MAX, FoodPackCategories, ITEM_MAX, NAME_MAX, type FoodPackCategory as FoodPackCategoryValue } from './domain/pack-rules';
import { PageOf } from '../../graphql/page';
import { SortDirection } from '../../graphql/sort-direction';

export const FoodPackCategory = Object.fromEntries(FoodPackCategories.map((c) => [c, c])) as { [K in FoodPackCategoryValue]: K };
registerEnumType(FoodPackCategory, { name: 'FoodPackCategory', description: 'What kind of food a pack holds.' });

export enum FoodPackSortField {
  NAME = 'name',
  PRICE = 'price',
  DURATION = 'duration',
  CREATED_AT = 'createdAt',
}
registerEnumType(FoodPackSortField, { name: 'FoodPackSortField' });

@ObjectType({ description: 'One line of what a pack contains, e.g. "50kg bag of rice".' })
export class FoodPackItem {
  @Field(() => ID)
  id!: string;

  @Field()
  text!: string;
}

@ObjectType({ description: 'A food pack in the catalogue. Amounts are in kobo (₦1 = 100 kobo) and always whole naira.' })
export class FoodPack {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field(() => String, { nullable: true, description: 'Path of the image on this server, e.g. /images/3f…c1.png (cached for a year).' })
  imageUrl!: string | null;

  @Field(() => GraphQLSafeInt)
  priceKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'The price before the discount; at least priceKobo.' })
  originalPriceKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'originalPriceKobo - priceKobo, never negative.' })
  savingsKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'priceKobo / (durationMonths × 30), rounded to whole naira.' })
  dailyRateKobo!: number;

  @Field(() => Int, { description: '1 to 4.' })
  durationMonths!: number;

  @Field(() => FoodPackCategory)
  category!: FoodPackCategoryValue;

  @Field()
  featured!: boolean;

  @Field({ description: 'Unavailable packs are shown to admins only.' })
  available!: boolean;

  @Field(() => Int, { description: "The stock on hand, summed from the pack's stock movements (stockLevels has reserved and available too)." })
  inventory!: number;

  @Field(() => [FoodPackItem], { description: 'In display order.' })
  items!: FoodPackItem[];

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType({ description: 'One page of packs and how many match in all.' })
export class FoodPackPage extends PageOf(FoodPack) {}

@ObjectType()
export class DeletedFoodPack {
  @Field(() => ID, { description: 'The retired pack: gone from the catalogue, kept for the savings plans that refer to it.' })
  id!: string;
}

@ObjectType()
export class AdjustedFoodPackPrices {
  @Field(() => Float)
  percentage!: number;

  @Field(() => Int, { description: 'How many packs changed price (rounding can leave a cheap pack as it was).' })
  changedCount!: number;

  @Field(() => [FoodPack], { description: 'Every pack in the catalogue, available or not, after the adjustment.' })
  items!: FoodPack[];
}

@ObjectType({ description: "One pack's prices before and after a price adjustment." })
export class FoodPackPriceChange {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field(() => GraphQLSafeInt)
  oldPriceKobo!: number;

  @Field(() => GraphQLSafeInt)
  newPriceKobo!: number;

  @Field(() => GraphQLSafeInt)
  oldOriginalPriceKobo!: number;

  @Field(() => GraphQLSafeInt)
  newOriginalPriceKobo!: number;
}

export const FoodPackResult = orErrorResult('FoodPackResult', FoodPack);

export const DeleteFoodPackResult = orErrorResult('DeleteFoodPackResult', DeletedFoodPack);

export const AdjustFoodPackPricesResult = orErrorResult('AdjustFoodPackPricesResult', AdjustedFoodPackPrices);

@InputType({ description: "Every field is optional; 'all' is simply leaving a field out." })
export class FoodPackFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive, anywhere in the name, description or an item.' })
  @MaxLength(SEARCH_MAX)
  @IsString()
  @IsOptional()
  search?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  durationMonths?: number | null;

  @Field(() => FoodPackCategory, { nullable: true })
  @IsOptional()
  category?: FoodPackCategoryValue | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Admins only: the public always sees available packs.' })
  @IsOptional()
  available?: boolean | null;

  @Field(() => GraphQLSafeInt, { nullable: true })
  @IsOptional()
  minPriceKobo?: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true })
  @IsOptional()
  maxPriceKobo?: number | null;
}

@InputType()
export class FoodPackSort {
  @Field(() => FoodPackSortField, { defaultValue: FoodPackSortField.CREATED_AT })
  field!: FoodPackSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction!: SortDirection;
}

/** Shape only; the rules (required, ranges, whole naira, original ≥ price) are the domain's, shared with the legacy paths. */
@InputType()
abstract class FoodPackOptionalFields {
  @Field(() => String, { nullable: true, description: 'The key from POST /api/uploads/food-pack-image (required on create; on update, replaces the image).' })
  @Matches(IMAGE_KEY, { message: 'Upload the image first and send the key it returns' })
  @IsOptional()
  imageKey?: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'On create, defaults to priceKobo (no saving shown).' })
  @IsOptional()
  originalPriceKobo?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  durationMonths?: number | null;

  @Field(() => FoodPackCategory, { nullable: true })
  @IsOptional()
  category?: FoodPackCategoryValue | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  available?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: "The stock on hand wanted: on create, an opening 'received' movement; on update, an 'adjusted' movement of the difference ('Set in the pack form'). Prefer recordStockReceived and adjustStock.",
  })
  @Min(0, { message: 'Inventory must not be negative' })
  @Max(1_000_000)
  @IsInt()
  @IsOptional()
  inventory?: number | null;

  @Field(() => [String], { nullable: true, description: 'In display order; blank lines are dropped.' })
  @MaxLength(ITEM_MAX, { each: true, message: `Each item must be at most ${ITEM_MAX} characters` })
  @IsString({ each: true })
  @IsOptional()
  items?: string[] | null;
}

@InputType({ description: 'Fields left out take the defaults: 1 month, provision, available, not featured, inventory 0.' })
export class CreateFoodPackInput extends FoodPackOptionalFields {
  @Field()
  @MaxLength(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  @IsString()
  name!: string;

  @Field()
  @MaxLength(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters` })
  @IsString()
  description!: string;

  @Field(() => GraphQLSafeInt, { description: 'Whole naira in kobo, at least ₦1.' })
  priceKobo!: number;
}

@InputType({ description: 'Only the fields sent change. `items`, when sent, replace the list; `imageKey`, when sent, replaces the image.' })
export class UpdateFoodPackInput extends FoodPackOptionalFields {
  @Field(() => String, { nullable: true })
  @MaxLength(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
  @IsString()
  @IsOptional()
  name?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(DESCRIPTION_MAX, { message: `Description must be at most ${DESCRIPTION_MAX} characters` })
  @IsString()
  @IsOptional()
  description?: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true })
  @IsOptional()
  priceKobo?: number | null;
}
