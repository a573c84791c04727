import { DEFAULT_LATE_FINE_CAP_PERCENT, FINE_WINDOW_MONTHS, LATE_FINE_KOBO } from '@api/modules/savings-plan/domain/late-fines';
import { PACK_CHANGE_MAX_PAID_PERCENT, REFUND_MAX_WORKING_DAYS, REFUND_MIN_WORKING_DAYS } from '@api/modules/savings-plan/domain/plan-changes';
import { REFUND_WINDOW_MS } from '@api/modules/savings-plan/domain/refund-eligibility';
import { graphql } from '../gql';
import { formatNaira } from '../modules/ui/naira';
import { usePublicQuery } from './public-data';

/**
 * One refund and plan-change policy (issue 26), written once and shown as it is in the start
 * dialog, the FAQ and the Terms, so they cannot drift apart. Its figures are the server's own
 * rules (the api's domain files), and the late-fine cap is what the server states
 * (`lateFinePolicy.capPercent`, LATE_FINE_CAP_PERCENT) where a page reads it, else the rule's
 * default, DEFAULT_LATE_FINE_CAP_PERCENT.
 */

const REFUND_DAYS = `${REFUND_MIN_WORKING_DAYS} to ${REFUND_MAX_WORKING_DAYS} business days`;
const REFUND_REQUEST_HOURS = REFUND_WINDOW_MS / (60 * 60 * 1000);
/** Disputes are answered within this many business days (specification section 1). */
export const DISPUTE_WORKING_DAYS = 14;
export { DEFAULT_LATE_FINE_CAP_PERCENT };

/** The policy's lines, each a sentence or two a customer reads as it is. */
export const PLAN_POLICY = {
  cancel:
    `Before your plan is complete, you may cancel it. What you have paid is refunded within ${REFUND_DAYS} ` +
    '(card payments back to your card through Paystack; cash, bank transfer and POS payments paid back the same way), ' +
    'or moved to another of your plans.',
  changePack:
    `Before you have paid ${PACK_CHANGE_MAX_PAID_PERCENT}% of your savings goal, you may change your plan’s pack. ` +
    `What you have paid carries over to the new pack at today’s price, within the same ${FINE_WINDOW_MONTHS}-month window.`,
  afterDelivery:
    `After delivery, you may request a refund within ${REFUND_REQUEST_HOURS} hours if you return the pack unused. ` +
    `Refunds are processed within ${REFUND_DAYS}.`,
  disputes: `We answer every dispute within ${DISPUTE_WORKING_DAYS} business days.`,
  payments: 'Confirmed payments stay in your plan; they are refunded or moved only as this policy says (cancelling a plan, changing its pack, or a refund after delivery).',
} as const;

/** The late-fine rule with its cap: `capPercent` from the server where the page has it. */
export function lateFineRule(capPercent: number = DEFAULT_LATE_FINE_CAP_PERCENT): string {
  return (
    `All instalments are due within ${FINE_WINDOW_MONTHS} months of your plan’s start. If your plan runs longer, a late fine of ` +
    `${formatNaira(LATE_FINE_KOBO)} applies for each month beyond the ${ordinal(FINE_WINDOW_MONTHS)}, and the late fines on a plan ` +
    `never total more than ${capPercent}% of its pack’s price.`
  );
}

/** The start dialog's short list: the fine rule, changing the pack, cancelling, and refunds after delivery. */
export function planPolicyLines(capPercent: number = DEFAULT_LATE_FINE_CAP_PERCENT): string[] {
  return [lateFineRule(capPercent), PLAN_POLICY.changePack, PLAN_POLICY.cancel, PLAN_POLICY.afterDelivery];
}

function ordinal(n: number): string {
  return ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth'][n] ?? `${n}th`;
}

/** The late-fine rule's figures as the server states them (LATE_FINE_CAP_PERCENT): public, no session needed. */
export const LateFinePolicyQuery = graphql(`
  query LateFinePolicy {
    lateFinePolicy {
      capPercent
    }
  }
`);

/** The cap a public page states: the server's once read, the default until then (or if it cannot be read). */
export function usePublicLateFineCap(): number {
  const { data } = usePublicQuery(LateFinePolicyQuery);
  return data?.lateFinePolicy.capPercent ?? DEFAULT_LATE_FINE_CAP_PERCENT;
}
