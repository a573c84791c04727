/** The analytics feature's public entry: what other features and the composition root may use. */
export { AnalyticsResolver } from './analytics.resolver';
export { analyticsRoutes } from './analytics.routes';
export { AnalyticsService } from './analytics.service';
