/** Who a signed-in person may act as; a person may hold several. */
export const Roles = ['Customer', 'Marketer', 'Admin'] as const;
export type Role = (typeof Roles)[number];
