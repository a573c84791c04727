/**
 * What a pay link may do. Pure.
 *
 * A pay link opens a checkout for ONE instalment of one plan, without a session, and nothing
 * else. "Single use, valid until the instalment is paid or 7 days": it can open checkouts for its
 * instalment (again after a closed popup, handed the same open checkout while it lasts) until the
 * instalment is Paid or PAY_LINK_DAYS have passed since it was sent, whichever comes first; once
 * either happens it never opens anything again. Its one use is paying that one instalment.
 */
import type { ScheduleStatus } from '../../savings-plan/domain/apply-payment';
import type { PlanStatus } from '../../savings-plan/domain/plan-state';

export const PAY_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export const PayLinkStatuses = ['Open', 'Paid', 'Expired', 'Invalid'] as const;
export type PayLinkStatus = (typeof PayLinkStatuses)[number];

export function payLinkExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAY_LINK_DAYS * DAY_MS);
}

/**
 * - Expired: 7 days after it was sent, whatever else (an old link tells nothing any more).
 * - Paid: its instalment is paid (by this link or any other way).
 * - Invalid: the plan is no longer being paid (cancelled), so nothing can be paid.
 * - Open: it may open a checkout.
 */
export function payLinkStatus(link: { expiresAt: Date }, instalment: { status: ScheduleStatus }, plan: { status: PlanStatus }, now: Date): PayLinkStatus {
  if (now.getTime() >= link.expiresAt.getTime()) return 'Expired';
  if (instalment.status === 'Paid' || plan.status === 'Completed') return 'Paid';
  if (plan.status !== 'Active') return 'Invalid';
  return 'Open';
}
