/**
 * The Deliveries tab's sections, as kept in the console's address (`/admin?tab=deliveries&section=desk`).
 * A file of its own: the admin page reads it without downloading the tab.
 */
export const DELIVERY_SECTIONS = [
  { key: 'queue', label: 'Queue' },
  { key: 'desk', label: 'Pickup desk' },
  { key: 'runsheet', label: 'Run sheet' },
  { key: 'closures', label: 'Closure days' },
] as const;

export type DeliverySection = (typeof DELIVERY_SECTIONS)[number]['key'];

/** The section named, or the queue for none or an unknown one. */
export function asDeliverySection(value: string | null | undefined): DeliverySection {
  return DELIVERY_SECTIONS.find((s) => s.key === value)?.key ?? 'queue';
}

/** The printable run sheet's place in the console's address: `/admin?view=run-sheet&date=…&rider=…`. */
export const RUN_SHEET_VIEW = 'run-sheet';
