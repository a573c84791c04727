import { signPaystackBody, verifyPaystackSignature } from '../../../integrations/paystack/signature';
import { CardCipher } from './card-cipher';

describe('saved card encryption', () => {
  const cipher = new CardCipher('k'.repeat(32));

  it('round-trips, with a fresh IV each time', () => {
    const a = cipher.encrypt('AUTH_abc123', 'user-1');
    const b = cipher.encrypt('AUTH_abc123', 'user-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('AUTH_abc123');
    expect(cipher.decrypt(a, 'user-1')).toBe('AUTH_abc123');
  });

  it('refuses another owner, another key, or altered bytes', () => {
    const stored = cipher.encrypt('AUTH_abc123', 'user-1');
    expect(() => cipher.decrypt(stored, 'user-2')).toThrow();
    expect(() => new CardCipher('z'.repeat(32)).decrypt(stored, 'user-1')).toThrow();
    const [v, iv, tag, body] = stored.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'), 'user-1')).toThrow();
  });
});

describe('Paystack webhook signatures', () => {
  const body = Buffer.from('{"event":"charge.success","data":{"reference":"fs-1"}}');
  const secret = 'sk_test_secret';

  it('accepts the HMAC-SHA512 hex of the raw body', () => {
    expect(verifyPaystackSignature(body, signPaystackBody(body, secret), secret)).toBe(true);
    expect(verifyPaystackSignature(body, signPaystackBody(body, secret).toUpperCase(), secret)).toBe(true);
  });

  it('refuses another body, another key, a missing, short or malformed header', () => {
    const sig = signPaystackBody(body, secret);
    expect(verifyPaystackSignature(Buffer.from(body.toString().replace('fs-1', 'fs-2')), sig, secret)).toBe(false);
    expect(verifyPaystackSignature(body, signPaystackBody(body, 'sk_test_other'), secret)).toBe(false);
    expect(verifyPaystackSignature(body, undefined, secret)).toBe(false);
    expect(verifyPaystackSignature(body, sig.slice(0, 64), secret)).toBe(false);
    expect(verifyPaystackSignature(body, `${sig.slice(0, 127)}z`, secret)).toBe(false);
    expect(verifyPaystackSignature(body, [sig, sig], secret)).toBe(false);
  });
});
