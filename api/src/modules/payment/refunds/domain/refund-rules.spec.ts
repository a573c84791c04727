import { nextRefundStatus } from './refund-rules';

describe("a refund's status from Paystack's events", () => {
  it('moves forward only, whatever order the events come in', () => {
    expect(nextRefundStatus('requested', 'pending')).toBe('pending');
    expect(nextRefundStatus('pending', 'processed')).toBe('processed');
    expect(nextRefundStatus('processing', 'pending')).toBeNull();
    expect(nextRefundStatus('processed', 'processing')).toBeNull();
    expect(nextRefundStatus('processed', 'failed')).toBeNull();
    expect(nextRefundStatus('pending', 'pending')).toBeNull();
    expect(nextRefundStatus('failed', 'processed')).toBe('processed');
    expect(nextRefundStatus('pending', 'reversed')).toBeNull();
  });
});
