/**
 * When a plan may be refunded (spec section 1: "refund requests within 48 hours of delivery,
 * processed in 7 to 14 business days"; issue 14). Pure.
 */
export const REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * Why a plan cannot be refunded now, or null when it can: it must be completed (paid in full),
 * and if its pack was handed over, at most 48 hours after the recorded handover. A pack not yet
 * handed over can always be refunded (its fulfilment is cancelled with it).
 */
export function refundProblem(plan: { status: string }, fulfilment: { handedOverAt: Date | null } | null, now: Date): string | null {
  if (plan.status !== 'Completed') return 'Only a completed (fully paid) plan can be refunded';
  const handedOverAt = fulfilment?.handedOverAt;
  if (handedOverAt && now.getTime() - handedOverAt.getTime() > REFUND_WINDOW_MS) return 'Refunds are possible within 48 hours of delivery only';
  return null;
}
