/**
 * A savings plan's status and what changes it, as a table. Pure.
 *
 *   AwaitingFirstPayment --firstPayment--> Active --paidInFull--> Completed
 *   AwaitingFirstPayment --discardUnpaid--> Cancelled (reason "unpaid")
 *   AwaitingFirstPayment | Active --cancel--> Cancelled
 *   Cancelled (discarded unpaid) --paymentAfterDiscard--> Active
 *   Completed --paymentReverted--> Active (an admin took back a payment it needed)
 *   Completed --refund--> Cancelled (reason "refunded": every payment given back)
 *
 * The last line is why a verified payment is never dropped: a customer who pays after an unpaid
 * plan was discarded (an open checkout page, a delayed webhook) gets the plan back.
 */
export const PlanStatuses = ['AwaitingFirstPayment', 'Active', 'Completed', 'Cancelled'] as const;
export type PlanStatus = (typeof PlanStatuses)[number];

export const PlanEvents = ['firstPayment', 'instalmentPayment', 'paidInFull', 'discardUnpaid', 'cancel', 'paymentAfterDiscard', 'paymentReverted', 'refund'] as const;
export type PlanEvent = (typeof PlanEvents)[number];

export const CancelReasons = ['unpaid', 'cancelled', 'refunded'] as const;
export type CancelReason = (typeof CancelReasons)[number];

export const PLAN_TRANSITIONS: Readonly<Record<PlanStatus, Readonly<Partial<Record<PlanEvent, PlanStatus>>>>> = {
  AwaitingFirstPayment: { firstPayment: 'Active', discardUnpaid: 'Cancelled', cancel: 'Cancelled' },
  Active: { instalmentPayment: 'Active', paidInFull: 'Completed', cancel: 'Cancelled' },
  Completed: { paymentReverted: 'Active', refund: 'Cancelled' },
  Cancelled: { paymentAfterDiscard: 'Active' },
};

/** The status after `event`, or null when the event does not apply to `status`. */
export function nextStatus(status: PlanStatus, event: PlanEvent): PlanStatus | null {
  return PLAN_TRANSITIONS[status][event] ?? null;
}

/** Which event a verified payment is for a plan in this state; null when it cannot be applied (completed, or cancelled by someone). */
export function paymentEvent(plan: { status: PlanStatus; cancelReason: CancelReason | null; amountPaidKobo: number }): PlanEvent | null {
  switch (plan.status) {
    case 'AwaitingFirstPayment':
      return 'firstPayment';
    case 'Active':
      return 'instalmentPayment';
    case 'Cancelled':
      return plan.cancelReason === 'unpaid' && plan.amountPaidKobo === 0 ? 'paymentAfterDiscard' : null;
    case 'Completed':
      return null;
  }
}

/** A plan whose first payment never came is discarded one day after it was started. */
export const DISCARD_UNPAID_AFTER_MS = 24 * 60 * 60 * 1000;

export function isDiscardable(plan: { status: PlanStatus; amountPaidKobo: number; createdAt: Date }, now: Date): boolean {
  return plan.status === 'AwaitingFirstPayment' && plan.amountPaidKobo === 0 && now.getTime() - plan.createdAt.getTime() >= DISCARD_UNPAID_AFTER_MS;
}

/** The moment before which unpaid plans are old enough to discard. */
export function discardCutoff(now: Date): Date {
  return new Date(now.getTime() - DISCARD_UNPAID_AFTER_MS);
}

/** Reminders and the payment preference belong to a plan still being paid. */
export function isOpen(status: PlanStatus): boolean {
  return status === 'AwaitingFirstPayment' || status === 'Active';
}
