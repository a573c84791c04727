/** Every kind of admin change the audit trail records (issue 11; part 2 adds the money actions). */
export const AuditActions = [
  'user.created',
  'user.updated',
  'user.role-changed',
  'user.status-changed',
  'user.deleted',
  'user.deactivated',
  'food-pack.created',
  'food-pack.updated',
  'food-pack.retired',
  'food-pack.availability-changed',
  'food-pack.featured-changed',
  'food-pack.prices-adjusted',
  'marketer.created',
  'marketer.updated',
  'marketer.rate-changed',
  'marketer.status-changed',
  'marketer.application-approved',
  'marketer.application-declined',
  'commission.payout-recorded',
  'late-fine.waived',
  'plan.created-for-user',
  'plan.cancelled',
  'plan.deleted',
  'payment.manual-recorded',
  'payment.reverted',
  'plan.refunded',
  'fulfilment.moved',
  'fulfilment.handover-overridden',
  'closure-day.added',
  'closure-day.removed',
] as const;
export type AuditAction = (typeof AuditActions)[number];

export const AuditTargets = ['User', 'FoodPack', 'Catalogue', 'Marketer', 'LateFine', 'SavingsPlan', 'Payment', 'Fulfilment', 'Calendar'] as const;
export type AuditTarget = (typeof AuditTargets)[number];
