/**
 * What a plan's contribution link lets anyone do, and what a contribution must be. Pure.
 *
 * A contribution link pays into ONE plan and does nothing else: it shows the owner's first name,
 * the pack and the amount left, and opens a checkout for an amount from ₦500 up to what the plan
 * still needs (price plus late fines not waived, less what is paid). When less than ₦500 is left,
 * exactly what is left may be paid.
 */
import type { FieldError } from '../../../common/errors';
import { hasControlCharacters } from '../../../common/text';
import type { PlanStatus } from '../../savings-plan/domain/plan-state';

export const CONTRIBUTION_MIN_KOBO = 50_000;
export const CONTRIBUTOR_NAME_MIN = 2;
export const CONTRIBUTOR_NAME_MAX = 60;

export const ContributionLinkStatuses = ['Open', 'Off', 'Closed', 'Invalid'] as const;
/** Open: it can take a contribution. Off: its owner turned it off. Closed: the plan is paid or no longer being paid. Invalid: unknown. */
export type ContributionLinkStatus = (typeof ContributionLinkStatuses)[number];

/** Plans that take contributions: those still being paid (awaiting the first payment, or active). */
export function takesContributions(status: PlanStatus): boolean {
  return status === 'AwaitingFirstPayment' || status === 'Active';
}

export function contributionLinkStatus(link: { turnedOffAt: Date | null } | null, plan: { status: PlanStatus } | null, leftKobo: number): ContributionLinkStatus {
  if (!link || !plan) return 'Invalid';
  if (link.turnedOffAt) return 'Off';
  if (!takesContributions(plan.status) || leftKobo <= 0) return 'Closed';
  return 'Open';
}

/** The least one contribution may be: ₦500, or what is left when less. */
export function minimumContributionKobo(leftKobo: number): number {
  return Math.min(CONTRIBUTION_MIN_KOBO, Math.max(0, leftKobo));
}

/** The name as it is kept: spaces trimmed and runs of spaces made one. */
export function cleanContributorName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

function naira(kobo: number): string {
  return `₦${Math.floor(kobo / 100).toLocaleString('en-NG')}`;
}

/**
 * The problems with a contribution, each naming its field ('name', 'amountKobo'); none when it
 * may go ahead. `leftKobo`: what the plan still needs right now.
 */
export function contributionProblems(input: { name: string; amountKobo: number }, leftKobo: number): FieldError[] {
  const problems: FieldError[] = [];
  const name = cleanContributorName(input.name);
  if (name.length < CONTRIBUTOR_NAME_MIN || name.length > CONTRIBUTOR_NAME_MAX) {
    problems.push({ field: 'name', message: `Your name must be ${CONTRIBUTOR_NAME_MIN} to ${CONTRIBUTOR_NAME_MAX} characters.` });
  } else if (hasControlCharacters(name) || !/\p{L}/u.test(name)) {
    problems.push({ field: 'name', message: 'Your name must be letters (and spaces, dots or dashes), as the owner will see it.' });
  }
  const min = minimumContributionKobo(leftKobo);
  const { amountKobo } = input;
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0 || amountKobo % 100 !== 0) {
    problems.push({ field: 'amountKobo', message: 'The amount must be a whole number of naira.' });
  } else if (amountKobo > leftKobo) {
    problems.push({ field: 'amountKobo', message: `The plan needs only ${naira(leftKobo)} more. Enter ${naira(leftKobo)} or less.` });
  } else if (amountKobo < min) {
    problems.push({ field: 'amountKobo', message: `The amount must be at least ${naira(min)}.` });
  }
  return problems;
}
