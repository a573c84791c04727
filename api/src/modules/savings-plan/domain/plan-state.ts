/**
 * A savings plan's status and what changes it, as a table. Pure.
 *
 *   AwaitingFirstPayment --firstPayment--> Active --paidInFull--> Completed
 *   AwaitingFirstPayment --discardUnpaid--> Cancelled (reason "unpaid")
 *   AwaitingFirstPayment | Active --cancel--> Cancelled
 *   Cancelled (discarded unpaid) --paymentAfterDiscard--> Active
 *   Completed --paymentReverted--> Active (an admin took back a payment it needed)
 *   Completed --refund--> Cancelled (reason "refunded": every payment given back)
 *   AwaitingFirstPayment | Active --refund--> Cancelled (reason "refunded": cancelled, money given back)
 *   AwaitingFirstPayment | Active --moveOut--> Cancelled (reason "changed": a new pack; "moved": into another plan)
 *   Cancelled (by an admin, money kept) --refund | moveOut--> Cancelled (its money given a destination)
 *
 * The last line is why a verified payment is never dropped: a customer who pays after an unpaid
 * plan was discarded (an open checkout page, a delayed webhook) gets the plan back.
 */
export const PlanStatuses = ['AwaitingFirstPayment', 'Active', 'Completed', 'Cancelled'] as const;
export type PlanStatus = (typeof PlanStatuses)[number];

export const PlanEvents = ['firstPayment', 'instalmentPayment', 'paidInFull', 'discardUnpaid', 'cancel', 'paymentAfterDiscard', 'paymentReverted', 'refund', 'moveOut'] as const;
export type PlanEvent = (typeof PlanEvents)[number];

/** 'cancelled': by an admin before issue 26, money kept on the plan (it can still be refunded or moved). */
export const CancelReasons = ['unpaid', 'cancelled', 'refunded', 'changed', 'moved'] as const;
export type CancelReason = (typeof CancelReasons)[number];

export const PLAN_TRANSITIONS: Readonly<Record<PlanStatus, Readonly<Partial<Record<PlanEvent, PlanStatus>>>>> = {
  AwaitingFirstPayment: { firstPayment: 'Active', discardUnpaid: 'Cancelled', cancel: 'Cancelled', refund: 'Cancelled', moveOut: 'Cancelled' },
  Active: { instalmentPayment: 'Active', paidInFull: 'Completed', cancel: 'Cancelled', refund: 'Cancelled', moveOut: 'Cancelled' },
  Completed: { paymentReverted: 'Active', refund: 'Cancelled' },
  Cancelled: { paymentAfterDiscard: 'Active', refund: 'Cancelled', moveOut: 'Cancelled' },
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
