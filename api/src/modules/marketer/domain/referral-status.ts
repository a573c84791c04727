import type { PlanStatus } from '../../savings-plan/domain/plan-state';

/** Where a referred customer stands, from their savings plans (specification section 3's referral status). */
export const ReferralStatuses = ['Pending', 'Active', 'Completed'] as const;
export type ReferralStatus = (typeof ReferralStatuses)[number];

/**
 * Active while any plan is being paid; else Completed once a plan has been paid in full; else
 * Pending (signed up, nothing paid yet: no plan, one awaiting its first payment, or cancelled).
 */
export function referralStatus(plans: readonly PlanStatus[]): { referralStatus: ReferralStatus; hasActivePlan: boolean } {
  const hasActivePlan = plans.includes('Active');
  if (hasActivePlan) return { referralStatus: 'Active', hasActivePlan };
  return { referralStatus: plans.includes('Completed') ? 'Completed' : 'Pending', hasActivePlan };
}
