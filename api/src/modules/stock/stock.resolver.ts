import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { PackStockView, StockMovementPage as StockMovementPageView, StockService } from './stock.service';
import { AdjustStockInput, PackStock, PackStockResult, RecordStockReceivedInput, StockMovementPage } from './stock.types';

const paged = pagedCost('pageSize', { default: 20, max: 100 });

/** The console's Stock section: Admin only (the service checks again). */
@Authorized('Admin')
@Resolver()
export class StockAdminResolver {
  constructor(private readonly stock: StockService) {}

  @Query(() => [PackStock], { description: 'Each pack in the catalogue (or the one named) with its stock on hand, reserved and available.' })
  stockLevels(@Ctx() ctx: GraphQLContext, @Arg('foodPackId', () => ID, { nullable: true }) foodPackId?: string | null): Promise<PackStockView[]> {
    return this.stock.levels(ctx, foodPackId);
  }

  @Query(() => StockMovementPage, { description: "A pack's stock movements, newest first.", complexity: paged })
  stockMovements(
    @Arg('foodPackId', () => ID) foodPackId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 20 }) pageSize?: number,
  ): Promise<StockMovementPageView> {
    return this.stock.movements(ctx, foodPackId, page, pageSize);
  }

  @Mutation(() => PackStockResult, { description: 'Packs delivered by a supplier; answers the pack’s figures after it.' })
  recordStockReceived(@Arg('input') input: RecordStockReceivedInput, @Ctx() ctx: GraphQLContext): Promise<PackStockView | ErrorResult> {
    return asResult(() => this.stock.recordReceived(ctx, input));
  }

  @Mutation(() => PackStockResult, { description: 'A correction with its reason (audited); answers the pack’s figures after it.' })
  adjustStock(@Arg('input') input: AdjustStockInput, @Ctx() ctx: GraphQLContext): Promise<PackStockView | ErrorResult> {
    return asResult(() => this.stock.adjust(ctx, input));
  }
}
