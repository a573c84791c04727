// The Deliveries tab of the admin console and its printable run sheet: admin only. The admin page
// loads each lazily from its own file (this entry would bring both); it reads the sections from sections.ts.
export { DeliveriesTab } from './DeliveriesTab';
export { RunSheetView } from './components/RunSheetView';
export { asDeliverySection, DELIVERY_SECTIONS, RUN_SHEET_VIEW, type DeliverySection } from './sections';
