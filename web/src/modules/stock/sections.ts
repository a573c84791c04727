/**
 * The Stock tab's sections. A file of its own, like the deliveries' (sections.ts): the forecast's
 * view is one more entry here and one more panel in StockTab.
 */
export const STOCK_SECTIONS = [
  { key: 'levels', label: 'Stock levels' },
  { key: 'forecast', label: 'Procurement forecast' },
] as const;

export type StockSection = (typeof STOCK_SECTIONS)[number]['key'];
