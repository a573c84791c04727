/**
 * Refunds (spec section 1: "refund requests within 48 hours of delivery, processed in 7 to 14
 * business days"; issue 14). Pure.
 */
import type { RefundStatus } from '../payment-reversal.entity';

export const REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;
export const REFUND_PROCESSING = '7 to 14 business days';

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

/** The order a refund moves in; failed and needs-attention can come after any earlier state. */
const ORDER: Record<RefundStatus, number> = { requested: 0, pending: 1, processing: 2, processed: 3, failed: 3, 'needs-attention': 3 };

/**
 * The status a refund takes on an event from Paystack: events arrive late, twice or out of
 * order, so one never moves a refund backwards; null when it changes nothing.
 */
export function nextRefundStatus(current: RefundStatus, incoming: string): RefundStatus | null {
  if (!(incoming in ORDER)) return null;
  const next = incoming as RefundStatus;
  if (current === next || ORDER[next] < ORDER[current]) return null;
  // Processed is final; failed or needs-attention may still end processed (Paystack retried it).
  if (current === 'processed') return null;
  return next;
}
