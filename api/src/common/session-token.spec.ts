import jwt from 'jsonwebtoken';
import { SessionTokens } from './session-token';

const secret = 'a-test-secret-that-is-at-least-32-characters';
const day = 24 * 3600;
const t0 = new Date('2026-11-23T08:00:00Z');
const hours = (h: number) => new Date(t0.getTime() + h * 3600_000);

describe('session tokens', () => {
  const tokens = new SessionTokens(secret, day);

  it('carries the user, roles and token version, and expires after its lifetime', () => {
    const { token, expiresAt } = tokens.sign({ sub: 'u-1', roles: ['Customer'], ver: 3 }, t0);
    expect(expiresAt).toEqual(hours(24));
    expect(tokens.verify(token, hours(23.9))).toMatchObject({ sub: 'u-1', roles: ['Customer'], ver: 3, issuedAt: t0, expiresAt: hours(24) });
    expect(tokens.verify(token, hours(24.01))).toBeUndefined();
  });

  it('is renewed only once more than half of its life has passed', () => {
    const session = tokens.verify(tokens.sign({ sub: 'u-1', roles: [], ver: 0 }, t0).token, t0)!;
    expect(tokens.isPastHalfLife(session, hours(12))).toBe(false);
    expect(tokens.isPastHalfLife(session, hours(12.1))).toBe(true);
  });

  it('refuses tokens from before versions existed, another secret, or another algorithm', () => {
    const iat = Math.floor(t0.getTime() / 1000);
    const unversioned = jwt.sign({ roles: ['Customer'], iat, exp: iat + day }, secret, { algorithm: 'HS256', subject: 'u-1' });
    expect(tokens.verify(unversioned, t0)).toBeUndefined();
    const forged = jwt.sign({ roles: ['Admin'], ver: 0, iat, exp: iat + day }, 'another-secret-that-is-at-least-32-chars', { algorithm: 'HS256', subject: 'u-1' });
    expect(tokens.verify(forged, t0)).toBeUndefined();
    const unsigned = jwt.sign({ roles: ['Admin'], ver: 0, iat, exp: iat + day }, '', { algorithm: 'none', subject: 'u-1' });
    expect(tokens.verify(unsigned, t0)).toBeUndefined();
  });
});
