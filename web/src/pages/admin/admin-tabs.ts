/** The console's sections, in order, as kept in the address (`/admin?tab=…`, spec section 2). */
export const ADMIN_TABS = [
  { key: 'users', label: 'Users', short: 'Users' },
  { key: 'marketers', label: 'Marketers', short: 'Marketers' },
  { key: 'foodpacks', label: 'Food Packs', short: 'Packs' },
  { key: 'savingsplans', label: 'Savings Plans', short: 'Plans' },
  { key: 'manualpayments', label: 'Manual Payments', short: 'Payments' },
  { key: 'defaulters', label: 'Defaulters', short: 'Defaulters' },
  { key: 'deliveries', label: 'Deliveries', short: 'Deliveries' },
  { key: 'stock', label: 'Stock', short: 'Stock' },
  { key: 'activity', label: 'Activity', short: 'Activity' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['key'];
export const DEFAULT_ADMIN_TAB: AdminTab = 'users';

/** The tab named in the address, or Users for none or an unknown one. */
export function asAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.some((t) => t.key === value) ? (value as AdminTab) : DEFAULT_ADMIN_TAB;
}
