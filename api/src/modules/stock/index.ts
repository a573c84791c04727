/** The stock feature's public entry: what other features and the composition root may use. */
export { catalogueStock } from './catalogue-stock';
export { StockMovementRow } from './stock-movement.entity';
export { StockClosingRow } from './stock-closing.entity';
export { checkStockClosings, closeStock, CLOSING_SETTLE_MS } from './stock-closings';
export { readStockFigures, type StockFigures } from './stock-figures';
export { handOverForPlan, openReservation, releaseForPlan, reserveForPlan } from './plan-stock';
export { shortPlans } from './stock-shortage';
export { StockAdminResolver } from './stock.resolver';
export { StockService } from './stock.service';
