import { parseSorting, paymentSource, removalOf, toPlanFilter } from './plans';

describe('savings plans admin rules', () => {
  it('offers Delete only for a plan without payments, Cancel for one still running, nothing for one that is over', () => {
    expect(removalOf({ hasPayments: false, status: 'Cancelled' })).toBe('delete');
    expect(removalOf({ hasPayments: true, status: 'Active' })).toBe('cancel');
    expect(removalOf({ hasPayments: true, status: 'AwaitingFirstPayment' })).toBe('cancel');
    expect(removalOf({ hasPayments: true, status: 'Completed' })).toBeNull();
    expect(removalOf({ hasPayments: true, status: 'Cancelled' })).toBeNull();
  });

  it('sends blank filters as null and reads a sort choice, falling back to the default', () => {
    expect(toPlanFilter({ startFrom: '', startTo: '2025-03-31', status: '' }, '')).toEqual({ startFrom: null, startTo: '2025-03-31', status: null, search: null });
    expect(parseSorting('AMOUNT_PAID:ASC')).toEqual({ sort: 'AMOUNT_PAID', direction: 'ASC' });
    expect(parseSorting('nonsense:DESC')).toEqual({ sort: 'START_DATE', direction: 'DESC' });
  });

  it('names a payment by its channel and the reference worth quoting', () => {
    expect(paymentSource({ provider: 'paystack', channel: 'card', reference: 'PSK-1', externalReference: null })).toBe('Card · PSK-1');
    expect(paymentSource({ provider: 'manual', channel: 'pos', reference: 'manual-1', externalReference: 'POS-77' })).toBe('POS · POS-77');
    expect(paymentSource({ provider: 'manual', channel: 'cash', reference: 'manual-2', externalReference: null })).toBe('Cash');
  });
});
