import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Forecast } from './domain/forecast';
import type { ProcurementService } from './procurement.service';
import { ProcurementForecast } from './procurement.types';

/** The console's procurement forecast: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class ProcurementResolver {
  constructor(private readonly procurement: ProcurementService) {}

  @Query(() => ProcurementForecast, { description: 'Packs and item lines the open plans will need within 1, 2, 4 and 8 weeks, less the available stock. Admin only.' })
  procurementForecast(@Ctx() ctx: GraphQLContext): Promise<Forecast> {
    return this.procurement.forecast(ctx);
  }
}
