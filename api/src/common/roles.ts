/** Who a signed-in person may act as; a person may hold several. A Dispatcher (a rider) sees only the deliveries given to them. */
export const Roles = ['Customer', 'Dispatcher', 'Marketer', 'Admin'] as const;
export type Role = (typeof Roles)[number];
