import { Arg, Authorized, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { PriceChange } from './domain/pricing';
import type { GraphQLContext } from '../../graphql/context';
import { fixedListCost, pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import { DEFAULT_PAGE_SIZE, HERO_MAX, MAX_PAGE_SIZE } from './domain/filters';
import type { FoodPackPage as FoodPackPageValue, FoodPackView, PriceAdjustmentResult } from './food-pack.service';
import {
  AdjustFoodPackPricesResult,
  CreateFoodPackInput,
  DeleteFoodPackResult,
  FoodPack,
  FoodPackFilter,
  FoodPackPage,
  FoodPackPriceChange,
  FoodPackResult,
  FoodPackSort,
  UpdateFoodPackInput,
} from './food-pack.types';
import type { FoodPackService } from './food-pack.service';

/** The public catalogue: no sign-in needed; admins also see unavailable packs. */
@Resolver(() => FoodPack)
export class FoodPackResolver {
  constructor(private readonly catalogue: FoodPackService) {}

  @Query(() => FoodPackPage, {
    description: 'Available packs (admins: all packs), filtered, sorted and paged (12 a page by default, at most 100).',
    complexity: pagedCost('pageSize', { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE }),
  })
  foodPacks(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => FoodPackFilter, { nullable: true }) filter?: FoodPackFilter | null,
    @Arg('sort', () => FoodPackSort, { nullable: true }) sort?: FoodPackSort | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 12 }) pageSize?: number,
  ): Promise<FoodPackPageValue> {
    return this.catalogue.list(ctx, { filter, sort: sort && { by: sort.field, order: sort.direction }, page, pageSize });
  }

  @Query(() => FoodPack, { nullable: true, description: 'One pack; null when unknown, deleted, or unavailable (to non-admins).' })
  foodPack(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<FoodPackView | null> {
    return this.catalogue.get(ctx, id);
  }

  @Query(() => [FoodPack], { description: "The home page hero: up to 3 featured available packs, else the first 3 available.", complexity: fixedListCost(HERO_MAX) })
  featuredFoodPacks(@Ctx() ctx: GraphQLContext): Promise<FoodPackView[]> {
    return this.catalogue.featured(ctx);
  }
}

/** Managing the catalogue: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class FoodPackAdminResolver {
  constructor(private readonly catalogue: FoodPackService) {}

  @Query(() => [FoodPackPriceChange], {
    description: 'What adjustFoodPackPrices(percentage) would change now, by the same rule: only the packs whose prices would change. Changes nothing; a refused percentage is a BAD_USER_INPUT error naming `percentage`.',
  })
  previewFoodPackPriceAdjustment(@Arg('percentage', () => Float) percentage: number, @Ctx() ctx: GraphQLContext): Promise<PriceChange[]> {
    return this.catalogue.previewPriceAdjustment(ctx, percentage);
  }

  @Mutation(() => FoodPackResult, { description: 'Upload the image first (POST /api/uploads/food-pack-image) and pass its key.' })
  createFoodPack(@Arg('input') input: CreateFoodPackInput, @Ctx() ctx: GraphQLContext): Promise<FoodPackView | ErrorResult> {
    return asResult(() => this.catalogue.create(ctx, input));
  }

  @Mutation(() => FoodPackResult)
  updateFoodPack(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateFoodPackInput, @Ctx() ctx: GraphQLContext): Promise<FoodPackView | ErrorResult> {
    return asResult(() => this.catalogue.update(ctx, id, input));
  }

  @Mutation(() => DeleteFoodPackResult, { description: 'Retires the pack: it leaves the catalogue; savings plans keep referring to it.' })
  deleteFoodPack(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<{ id: string } | ErrorResult> {
    return asResult(() => this.catalogue.retire(ctx, id));
  }

  @Mutation(() => FoodPackResult)
  setFoodPackAvailable(@Arg('id', () => ID) id: string, @Arg('available') available: boolean, @Ctx() ctx: GraphQLContext): Promise<FoodPackView | ErrorResult> {
    return asResult(() => this.catalogue.setAvailable(ctx, id, available));
  }

  @Mutation(() => FoodPackResult)
  setFoodPackFeatured(@Arg('id', () => ID) id: string, @Arg('featured') featured: boolean, @Ctx() ctx: GraphQLContext): Promise<FoodPackView | ErrorResult> {
    return asResult(() => this.catalogue.setFeatured(ctx, id, featured));
  }

  @Mutation(() => AdjustFoodPackPricesResult, {
    description:
      'Changes every pack\'s price and original price by a percentage (10 = +10%, -5 = -5%; from -50 to +100), rounded to whole naira, all or nothing. Beyond ±20% the admin types the percentage again as `confirmPercentage`; without it (or with another number) a VALIDATION ErrorResult names `confirmPercentage`.',
  })
  adjustFoodPackPrices(
    @Arg('percentage', () => Float) percentage: number,
    @Arg('confirmPercentage', () => Float, { nullable: true, description: 'The percentage typed a second time: required beyond ±20%.' }) confirmPercentage: number | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PriceAdjustmentResult | ErrorResult> {
    return asResult(() => this.catalogue.adjustPrices(ctx, percentage, confirmPercentage));
  }
}
