import { addToTotals, commissionKobo, commissionStatus, settledIfHandedOverBefore, recentMonths, whyNoCommission, type LineFacts, type StatusTotals } from './commission-ledger';

const accrual = (facts: Partial<LineFacts> = {}): LineFacts => ({ kind: 'Accrual', paid: false, reversed: false, accrualPaid: false, settled: false, ...facts });
const reversal = (facts: Partial<LineFacts> = {}): LineFacts => ({ kind: 'Reversal', paid: false, reversed: false, accrualPaid: false, settled: false, ...facts });
const ZERO: StatusTotals = { pendingKobo: 0, approvedKobo: 0, paidKobo: 0, reversedKobo: 0 };

describe('commissionKobo', () => {
  it("is the rate's share in whole kobo, rounded down", () => {
    expect(commissionKobo(3_333_300, 1_000)).toBe(333_330); // ₦33,333 at 10 %
    expect(commissionKobo(3_333_300, 1_250)).toBe(416_662); // 416,662.5 → down
    expect(commissionKobo(999, 10)).toBe(0); // 0.999 kobo earns nothing
    expect(commissionKobo(12_000_000, 2_500)).toBe(3_000_000); // the 25 % cap
  });

  it('is nothing for nothing paid, a zero rate or a non-integer amount', () => {
    expect(commissionKobo(0, 1_000)).toBe(0);
    expect(commissionKobo(-100, 1_000)).toBe(0);
    expect(commissionKobo(5_000, 0)).toBe(0);
    expect(commissionKobo(10.5, 1_000)).toBe(0);
  });
});

describe('whyNoCommission', () => {
  const marketer = { userId: 'm1', active: true, holdsRole: true };
  it('earns for an active marketer who referred someone else', () => {
    expect(whyNoCommission({ customerId: 'c1', marketer })).toBeNull();
  });
  it('earns nothing without a referrer, for a former marketer, for oneself or while inactive', () => {
    expect(whyNoCommission({ customerId: 'c1', marketer: null })).toBe('no-referrer');
    expect(whyNoCommission({ customerId: 'c1', marketer: { ...marketer, holdsRole: false } })).toBe('no-referrer');
    expect(whyNoCommission({ customerId: 'm1', marketer })).toBe('self-referral');
    expect(whyNoCommission({ customerId: 'c1', marketer: { ...marketer, active: false } })).toBe('marketer-inactive');
  });
  it("earns nothing on the marketer's second account: the same phone number or the same card", () => {
    const honest = { customerId: 'c1', marketer, customerPhone: '2348031112222', marketerPhone: '2348032223333', customerCards: ['SIG_a'], marketerCards: ['SIG_b'] };
    expect(whyNoCommission(honest)).toBeNull();
    expect(whyNoCommission({ ...honest, customerPhone: '2348032223333' })).toBe('shared-phone');
    expect(whyNoCommission({ ...honest, customerCards: ['SIG_a', 'SIG_b'] })).toBe('shared-card');
    // No number on either side (an erased account) is not a shared number.
    expect(whyNoCommission({ ...honest, customerPhone: '', marketerPhone: '' })).toBeNull();
    expect(whyNoCommission({ ...honest, customerCards: [], marketerCards: [] })).toBeNull();
  });

});

describe('commissionStatus', () => {
  it('takes an accrual from Pending to Approved once its plan is settled, then Paid', () => {
    expect(commissionStatus(accrual())).toBe('Pending');
    expect(commissionStatus(accrual({ settled: true }))).toBe('Approved');
    expect(commissionStatus(accrual({ settled: true, paid: true }))).toBe('Paid');
  });

  it('cancels an unpaid accrual and its reversal: both Reversed', () => {
    expect(commissionStatus(accrual({ reversed: true }))).toBe('Reversed');
    expect(commissionStatus(accrual({ reversed: true, settled: true }))).toBe('Reversed');
    expect(commissionStatus(reversal())).toBe('Reversed');
  });

  it('keeps a paid accrual Paid when reversed, and its reversal is owed back until a payout deducts it', () => {
    expect(commissionStatus(accrual({ paid: true, reversed: true }))).toBe('Paid');
    expect(commissionStatus(reversal({ accrualPaid: true }))).toBe('Approved');
    expect(commissionStatus(reversal({ accrualPaid: true, paid: true }))).toBe('Paid');
  });
});

describe('addToTotals', () => {
  it('adds each group to its state; a cancelled pair counts once, as Reversed', () => {
    const totals = [
      { ...accrual(), amountKobo: 100 },
      { ...accrual({ settled: true }), amountKobo: 200 },
      { ...accrual({ paid: true }), amountKobo: 400 },
      { ...accrual({ reversed: true }), amountKobo: 800 },
      { ...reversal(), amountKobo: -800 },
      { ...reversal({ accrualPaid: true }), amountKobo: -50 },
    ].reduce(addToTotals, ZERO);
    expect(totals).toEqual({ pendingKobo: 100, approvedKobo: 150, paidKobo: 400, reversedKobo: 800 });
    // What the marketer is owed, all told, is every line's sum.
    expect(totals.pendingKobo + totals.approvedKobo + totals.paidKobo).toBe(100 + 200 + 400 + 800 - 800 - 50);
  });
});

describe('dates', () => {
  it('settles plans handed over more than 48 hours ago', () => {
    expect(settledIfHandedOverBefore(new Date('2026-11-23T21:30:00Z'))).toEqual(new Date('2026-11-21T21:30:00Z'));
  });

  it('lists the last months oldest first, across a year end', () => {
    expect(recentMonths(new Date('2027-02-10T12:00:00Z'), 6)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
  });
});
