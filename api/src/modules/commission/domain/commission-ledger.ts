import { addMonths, lagosDate } from '../../../common/time';
import { REFUND_WINDOW_MS } from '../../savings-plan/domain/refund-eligibility';
import { BASIS_POINTS } from '../../marketer/domain/commission-rate';
import type { CommissionKind } from '../commission.entity';

/**
 * The rules of the commission ledger, pure: what a payment earns, and the state of a line from
 * the facts around it. The service asks SQL for the facts (grouped, for the figures) and these
 * functions for what they mean, so the rules are written once.
 */

export const CommissionStatuses = ['Pending', 'Approved', 'Paid', 'Reversed'] as const;
export type CommissionStatus = (typeof CommissionStatuses)[number];


/** The marketer's share of `baseKobo` at `rateBp`, in whole kobo, rounded down (the business never pays a fraction it did not earn). */
export function commissionKobo(baseKobo: number, rateBp: number): number {
  if (!Number.isSafeInteger(baseKobo) || baseKobo <= 0 || rateBp <= 0) return 0;
  // Integer arithmetic: baseKobo × rateBp stays far below 2^53 for any plan price.
  return Math.floor((baseKobo * rateBp) / BASIS_POINTS);
}

/** Who, if anyone, earns on a customer's payment. */
export interface ReferrerFacts {
  customerId: string;
  /** The marketer the customer's referral code (or the original user-id link) names, if any. */
  marketer: { userId: string; active: boolean; holdsRole: boolean } | null;
  /** The customer's and the marketer's phone numbers in one form (a marketer's second account shares one). */
  customerPhone?: string | null;
  marketerPhone?: string | null;
  /** Paystack authorization signatures of the cards each has paid with or saved (the same card, the same signature). */
  customerCards?: readonly string[];
  marketerCards?: readonly string[];
}

export type NoCommissionReason = 'no-referrer' | 'self-referral' | 'shared-phone' | 'shared-card' | 'marketer-inactive';

/**
 * Why a payment earns nothing, or null when it earns. A referral is the marketer's own when it
 * is their account, or an account with their phone number or paying with (or saving) one of
 * their cards: a second account of theirs (issue 26).
 */
export function whyNoCommission(facts: ReferrerFacts): NoCommissionReason | null {
  if (!facts.marketer || !facts.marketer.holdsRole) return 'no-referrer';
  if (facts.marketer.userId === facts.customerId) return 'self-referral';
  if (samePhone(facts.customerPhone, facts.marketerPhone)) return 'shared-phone';
  if (shareACard(facts.customerCards ?? [], facts.marketerCards ?? [])) return 'shared-card';
  if (!facts.marketer.active) return 'marketer-inactive';
  return null;
}

/** The same line: both numbers present and equal (the service gives them in one form, common/nigerian-mobile). */
function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && a === b;
}

function shareACard(a: readonly string[], b: readonly string[]): boolean {
  const mine = new Set(b.map((s) => s.trim()).filter(Boolean));
  return a.some((s) => mine.has(s.trim()));
}

/** The facts that decide a line's state (SQL computes them per line or per group of lines). */
export interface LineFacts {
  kind: CommissionKind;
  /** A payout includes this line. */
  paid: boolean;
  /** Accrual: a Reversal of its payment exists. */
  reversed: boolean;
  /** Reversal: the accrual it cancels was already paid out (so this line is owed back). */
  accrualPaid: boolean;
  /** Accrual: its plan is completed and the refund window after delivery has passed. */
  settled: boolean;
}

/**
 * - An Accrual is Paid once a payout includes it; else Reversed when its payment was reverted or
 *   refunded; else Approved once its plan is settled (nothing can go back any more); else Pending.
 * - A Reversal of an unpaid accrual cancels it: both read Reversed and neither is paid. A Reversal
 *   of an accrual already paid is owed back: Approved (a negative line the next payout deducts),
 *   then Paid once a payout has deducted it.
 */
export function commissionStatus(line: LineFacts): CommissionStatus {
  if (line.paid) return 'Paid';
  if (line.kind === 'Reversal') return line.accrualPaid ? 'Approved' : 'Reversed';
  if (line.reversed) return 'Reversed';
  return line.settled ? 'Approved' : 'Pending';
}

/**
 * A plan's commissions are settled when the plan is completed and the refund window after the
 * recorded handover of its pack has passed (48 hours, savings-plan/domain/refund-eligibility):
 * lines of plans handed over before this instant are settled.
 */
export function settledIfHandedOverBefore(now: Date): Date {
  return new Date(now.getTime() - REFUND_WINDOW_MS);
}

/** The Lagos month of an instant, '2026-11'. */
export function lagosMonth(instant: Date): string {
  return lagosDate(instant).slice(0, 7);
}

/** The last `count` Lagos months up to the one of `now`, oldest first. */
export function recentMonths(now: Date, count: number): string[] {
  const first = `${lagosMonth(now)}-01`;
  return Array.from({ length: count }, (_, i) => addMonths(first, i - count + 1).slice(0, 7));
}

export interface StatusTotals {
  pendingKobo: number;
  approvedKobo: number;
  paidKobo: number;
  reversedKobo: number;
}

/** Adds grouped sums to the totals by the state their facts give. Reversed totals the cancelled accruals (a positive amount). */
export function addToTotals(totals: StatusTotals, group: LineFacts & { amountKobo: number }): StatusTotals {
  const status = commissionStatus(group);
  if (status === 'Reversed') return group.kind === 'Accrual' ? { ...totals, reversedKobo: totals.reversedKobo + group.amountKobo } : totals;
  const key = `${status.toLowerCase()}Kobo` as keyof StatusTotals;
  return { ...totals, [key]: totals[key] + group.amountKobo };
}
