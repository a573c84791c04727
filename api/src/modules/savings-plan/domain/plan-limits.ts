/**
 * How many plans a customer may have waiting for their first payment. Pure.
 *
 * Each plan started opens a transaction at Paystack and writes a schedule of up to 120 rows, so
 * one customer may not start plans without paying for them: at most MAX_PENDING_PLANS wait for
 * their first payment at once. An unpaid plan lapses DISCARD_UNPAID_AFTER_MS after it started
 * (the discard job cancels it; a payment that arrives later still revives it), and from then on
 * it no longer counts, whether or not the job has run.
 */
import { DISCARD_UNPAID_AFTER_MS } from './plan-state';

export const MAX_PENDING_PLANS = 3;

/** From when on a plan still awaiting its first payment no longer counts. */
export function pendingSince(now: Date): Date {
  return new Date(now.getTime() - DISCARD_UNPAID_AFTER_MS);
}

/** "45 minutes", "1 hour", "23 hours": rounded up, never "0". */
function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Why another plan may not be started, given when the customer's plans awaiting their first
 * payment (those that still count) were started; null when it may. The message says where those
 * plans are (the profile lists them, with Resume payment and Cancel; a cancelled one stops counting
 * at once) and when one lapses by itself.
 */
export function pendingPlansProblem(pendingStartedAt: readonly Date[], now: Date): string | null {
  if (pendingStartedAt.length < MAX_PENDING_PLANS) return null;
  // The one whose lapse brings the count below the cap.
  const lapsing = [...pendingStartedAt].sort((a, b) => a.getTime() - b.getTime())[pendingStartedAt.length - MAX_PENDING_PLANS];
  // A concurrent request may have started a plan a few ms after `now` was read: never more than a day.
  const wait = Math.min(DISCARD_UNPAID_AFTER_MS, lapsing.getTime() + DISCARD_UNPAID_AFTER_MS - now.getTime());
  return (
    `You already have ${pendingStartedAt.length} plans waiting for their first payment. ` +
    `Pay or cancel one under Your Savings Plans on your profile, or start another in ${waitText(wait)}.`
  );
}
