/**
 * When a plan may be refunded (spec section 1: "refund requests within 48 hours of delivery,
 * processed in 7 to 14 business days"; issue 14). Pure.
 */
export const REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * Why a plan cannot be refunded now, or null when it can: it must be completed (paid in full),
 * and if its pack was handed over (Delivered or Collected), at most 48 hours ago. A pack not yet
 * handed over can always be refunded.
 */
export function refundProblem(plan: { status: string }, fulfilment: { status: string; updatedAt: Date } | null, now: Date): string | null {
  if (plan.status !== 'Completed') return 'Only a completed (fully paid) plan can be refunded';
  const handedOver = fulfilment && (fulfilment.status === 'Delivered' || fulfilment.status === 'Collected');
  if (handedOver && now.getTime() - fulfilment.updatedAt.getTime() > REFUND_WINDOW_MS) return 'Refunds are possible within 48 hours of delivery only';
  return null;
}
