import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { DashboardMetricsView } from './analytics.service';
import { DashboardMetrics } from './analytics.types';
import type { AnalyticsService } from './analytics.service';

/** Read-only figures for the admin dashboard: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Query(() => DashboardMetrics)
  dashboardMetrics(@Ctx() ctx: GraphQLContext): Promise<DashboardMetricsView> {
    return this.analytics.dashboard(ctx);
  }
}
