import { isDiscardable, nextStatus, PLAN_TRANSITIONS, PlanEvents, PlanStatuses, paymentEvent, type PlanEvent, type PlanStatus } from './plan-state';

describe('plan status transitions', () => {
  it('follow the table, and nothing else', () => {
    const allowed: [PlanStatus, PlanEvent, PlanStatus][] = [
      ['AwaitingFirstPayment', 'firstPayment', 'Active'],
      ['AwaitingFirstPayment', 'discardUnpaid', 'Cancelled'],
      ['AwaitingFirstPayment', 'cancel', 'Cancelled'],
      ['Active', 'instalmentPayment', 'Active'],
      ['Active', 'paidInFull', 'Completed'],
      ['Active', 'cancel', 'Cancelled'],
      ['Cancelled', 'paymentAfterDiscard', 'Active'],
      ['Completed', 'paymentReverted', 'Active'],
      ['Completed', 'refund', 'Cancelled'],
      // Ending early with the money given a destination (issue 26); the services allow a Cancelled
      // plan only when an admin cancelled it with its money kept.
      ['AwaitingFirstPayment', 'refund', 'Cancelled'],
      ['AwaitingFirstPayment', 'moveOut', 'Cancelled'],
      ['Active', 'refund', 'Cancelled'],
      ['Active', 'moveOut', 'Cancelled'],
      ['Cancelled', 'refund', 'Cancelled'],
      ['Cancelled', 'moveOut', 'Cancelled'],
    ];
    for (const status of PlanStatuses) {
      for (const event of PlanEvents) {
        const expected = allowed.find(([s, e]) => s === status && e === event)?.[2] ?? null;
        expect([status, event, nextStatus(status, event)]).toEqual([status, event, expected]);
      }
    }
    // A completed plan is final, unless an admin takes back a payment it needed or refunds it.
    expect(PLAN_TRANSITIONS.Completed).toEqual({ paymentReverted: 'Active', refund: 'Cancelled' });
  });

  it('names the event a verified payment is', () => {
    expect(paymentEvent({ status: 'AwaitingFirstPayment', cancelReason: null, amountPaidKobo: 0 })).toBe('firstPayment');
    expect(paymentEvent({ status: 'Active', cancelReason: null, amountPaidKobo: 100 })).toBe('instalmentPayment');
    expect(paymentEvent({ status: 'Cancelled', cancelReason: 'unpaid', amountPaidKobo: 0 })).toBe('paymentAfterDiscard');
    expect(paymentEvent({ status: 'Cancelled', cancelReason: 'cancelled', amountPaidKobo: 0 })).toBeNull();
    expect(paymentEvent({ status: 'Completed', cancelReason: null, amountPaidKobo: 100 })).toBeNull();
  });
});

describe('discarding unpaid plans', () => {
  const created = new Date('2026-11-21T10:00:00Z');
  it('discards a plan still awaiting its first payment a day after it started', () => {
    const plan = { status: 'AwaitingFirstPayment' as const, amountPaidKobo: 0, createdAt: created };
    expect(isDiscardable(plan, new Date('2026-11-22T09:59:59Z'))).toBe(false);
    expect(isDiscardable(plan, new Date('2026-11-22T10:00:00Z'))).toBe(true);
  });

  it('never discards a plan with money in it', () => {
    const now = new Date('2026-12-30T00:00:00Z');
    expect(isDiscardable({ status: 'Active', amountPaidKobo: 100, createdAt: created }, now)).toBe(false);
    expect(isDiscardable({ status: 'AwaitingFirstPayment', amountPaidKobo: 100, createdAt: created }, now)).toBe(false);
    expect(isDiscardable({ status: 'Completed', amountPaidKobo: 100, createdAt: created }, now)).toBe(false);
  });
});
