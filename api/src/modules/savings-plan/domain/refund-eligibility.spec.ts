import { refundProblem } from './refund-eligibility';

const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('when a plan may be refunded', () => {
  it('only once completed', () => {
    expect(refundProblem({ status: 'Active' }, null, now)).toBe('Only a completed (fully paid) plan can be refunded');
    expect(refundProblem({ status: 'Cancelled' }, { handedOverAt: hoursAgo(1) }, now)).toBe('Only a completed (fully paid) plan can be refunded');
  });

  it('at any time before the handover, however long ago the plan was paid', () => {
    expect(refundProblem({ status: 'Completed' }, null, now)).toBeNull();
    expect(refundProblem({ status: 'Completed' }, { handedOverAt: null }, now)).toBeNull();
  });

  it('within 48 hours of the recorded handover, and not after', () => {
    expect(refundProblem({ status: 'Completed' }, { handedOverAt: hoursAgo(47) }, now)).toBeNull();
    expect(refundProblem({ status: 'Completed' }, { handedOverAt: hoursAgo(48) }, now)).toBeNull();
    expect(refundProblem({ status: 'Completed' }, { handedOverAt: hoursAgo(48.01) }, now)).toBe('Refunds are possible within 48 hours of delivery only');
    expect(refundProblem({ status: 'Completed' }, { handedOverAt: hoursAgo(49) }, now)).toBe('Refunds are possible within 48 hours of delivery only');
  });
});
