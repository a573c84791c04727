import { CHECKOUT_CLAIM_MS, CHECKOUT_REUSE_MS, isReusable, reusableCheckout, type CheckoutCandidate } from './checkout-reuse';

const now = new Date('2026-03-02T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const want = { scheduleId: 's2', amountKobo: 30_000_00, purpose: 'instalment' };
const open = (extra: Partial<CheckoutCandidate> = {}): CheckoutCandidate => ({ scheduleId: 's2', amountKobo: 30_000_00, purpose: 'instalment', status: 'Open', accessCode: 'ac1', createdAt: ago(60_000), ...extra });

describe('checkout reuse', () => {
  it('hands out an open checkout of the same instalment and amount, younger than 30 minutes', () => {
    expect(isReusable(open(), want, now)).toBe(true);
    expect(isReusable(open({ createdAt: ago(CHECKOUT_REUSE_MS - 1) }), want, now)).toBe(true);
  });

  it.each<[string, Partial<CheckoutCandidate>]>([
    ['30 minutes old', { createdAt: ago(CHECKOUT_REUSE_MS) }],
    ['paid', { status: 'Paid' }],
    ['failed or abandoned at the provider', { status: 'Failed' }],
    ['for another instalment', { scheduleId: 's3' }],
    ['for another amount (a credit changed what is due)', { amountKobo: 29_000_00 }],
    ['for a first payment', { purpose: 'first' }],
    ['claimed but never opened, its opener long gone', { accessCode: null, createdAt: ago(CHECKOUT_CLAIM_MS) }],
  ])('opens a new one when the last is %s', (_label, change) => {
    expect(isReusable(open(change), want, now)).toBe(false);
  });

  it('waits for one claimed a moment ago and still being opened', () => {
    expect(isReusable(open({ accessCode: null, createdAt: ago(CHECKOUT_CLAIM_MS - 1) }), want, now)).toBe(true);
  });

  it('picks the newest reusable one', () => {
    const older = open({ accessCode: 'old', createdAt: ago(10 * 60_000) });
    const newer = open({ accessCode: 'new', createdAt: ago(5 * 60_000) });
    const failed = open({ accessCode: 'failed', createdAt: ago(1_000), status: 'Failed' });
    expect(reusableCheckout([older, failed, newer], want, now)?.accessCode).toBe('new');
    expect(reusableCheckout([failed], want, now)).toBeUndefined();
  });
});
