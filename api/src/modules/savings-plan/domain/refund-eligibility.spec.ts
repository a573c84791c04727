import { refundProblem } from './refund-eligibility';

const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('when a plan may be refunded', () => {
  it('only once completed, and within 48 hours of the pack being handed over', () => {
    expect(refundProblem({ status: 'Active' }, null, now)).toBe('Only a completed (fully paid) plan can be refunded');
    expect(refundProblem({ status: 'Completed' }, { status: 'Pending', updatedAt: hoursAgo(500) }, now)).toBeNull();
    expect(refundProblem({ status: 'Completed' }, { status: 'Delivered', updatedAt: hoursAgo(47.9) }, now)).toBeNull();
    expect(refundProblem({ status: 'Completed' }, { status: 'Collected', updatedAt: hoursAgo(48.1) }, now)).toBe('Refunds are possible within 48 hours of delivery only');
  });
});
