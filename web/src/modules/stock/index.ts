// The Stock tab of the admin console: admin only. The admin page loads it lazily from its own file.
export { StockTab } from './StockTab';
export { STOCK_SECTIONS, type StockSection } from './sections';
