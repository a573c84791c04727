/**
 * A refund's progress at Paystack (issue 14). Pure. Whether a plan may be refunded at all is the
 * plan's rule: savings-plan/domain/refund-eligibility.
 */
import type { RefundStatus } from '../../payment-reversal.entity';

/** How long a card refund takes to reach the customer (spec section 1). */
export const REFUND_PROCESSING = '7 to 14 business days';

/** The order a refund moves in; failed and needs-attention can come after any earlier state. */
const ORDER: Record<RefundStatus, number> = { requested: 0, owed: 0, pending: 1, processing: 2, processed: 3, failed: 3, 'needs-attention': 3 };

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

/** How a refund owed is paid back by hand, and the admin's reference for it (their receipt, the transfer's session id). */
export const PayoutChannels = ['cash', 'bank_transfer', 'pos'] as const;

/** What is wrong with a refund payout's details (the field and why), or null. */
export function payoutProblem(input: { channel: string; reference: string }): { field: string; message: string } | null {
  if (!(PayoutChannels as readonly string[]).includes(input.channel)) return { field: 'channel', message: `channel must be one of ${PayoutChannels.join(', ')}` };
  const reference = input.reference.trim();
  if (reference.length < 3 || reference.length > 100) return { field: 'reference', message: 'reference must be 3 to 100 characters: the receipt number or transfer reference of the refund' };
  return null;
}
