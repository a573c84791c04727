/** The food-pack feature's public entry: what other features and the composition root may use. */
export { FoodPackItemRow, FoodPackRow } from './food-pack.entity';
export { FoodPackAdminResolver, FoodPackResolver } from './food-pack.resolver';
export { foodPackPricingRoutes } from './food-pack-pricing.legacy';
export { foodPackRoutes } from './food-pack.routes';
export { FoodPackService } from './food-pack.service';
export type { PackStock } from './pack-stock';
