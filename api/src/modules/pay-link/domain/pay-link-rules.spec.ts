import { isWellFormedPayLinkToken, newPayLinkToken, payLinkKey, payLinkTokenHash, PAY_LINK_TOKEN_LENGTH } from '../pay-link-token';
import { payLinkExpiry, payLinkStatus } from './pay-link-rules';

describe('pay link status', () => {
  const sent = new Date('2026-03-10T08:00:00Z');
  const link = { expiresAt: payLinkExpiry(sent) };
  const active = { status: 'Active' as const };

  it('is open for 7 days from sending while the instalment is unpaid (Pending or Overdue)', () => {
    expect(link.expiresAt.toISOString()).toBe('2026-03-17T08:00:00.000Z');
    expect(payLinkStatus(link, { status: 'Pending' }, active, sent)).toBe('Open');
    expect(payLinkStatus(link, { status: 'Overdue' }, active, new Date('2026-03-17T07:59:59Z'))).toBe('Open');
    expect(payLinkStatus(link, { status: 'Pending' }, active, new Date('2026-03-17T08:00:00Z'))).toBe('Expired');
  });

  it('is used up once its instalment is paid, and expired after 7 days whatever happened', () => {
    expect(payLinkStatus(link, { status: 'Paid' }, active, sent)).toBe('Paid');
    expect(payLinkStatus(link, { status: 'Pending' }, { status: 'Completed' }, sent)).toBe('Paid');
    expect(payLinkStatus(link, { status: 'Paid' }, active, new Date('2026-03-18T00:00:00Z'))).toBe('Expired');
  });

  it('is invalid once its plan is no longer being paid', () => {
    expect(payLinkStatus(link, { status: 'Pending' }, { status: 'Cancelled' }, sent)).toBe('Invalid');
  });
});

describe('pay link tokens', () => {
  it('are 12 letters and digits, different every time', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newPayLinkToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(PAY_LINK_TOKEN_LENGTH).toBe(12);
  });

  it('are stored as a keyed hash, with a key of its own derived from the session secret', () => {
    const key = payLinkKey('a-session-secret-of-at-least-32-characters');
    expect(key.equals(Buffer.from('a-session-secret-of-at-least-32-characters'))).toBe(false);
    const hash = payLinkTokenHash(key, 'Ab3dE5gH7jK9');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(payLinkTokenHash(payLinkKey('another-session-secret-of-32-characters!'), 'Ab3dE5gH7jK9')).not.toBe(hash);
  });

  it('refuses anything else before looking it up', () => {
    for (const bad of ['', 'short', 'Ab3dE5gH7jK9x', 'Ab3dE5gH7jK!', '../../admin', 'Ab3dE5gH7jK ']) expect(isWellFormedPayLinkToken(bad)).toBe(false);
    expect(isWellFormedPayLinkToken('Ab3dE5gH7jK9')).toBe(true);
  });
});
