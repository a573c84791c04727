import { isResetTokenUsable, resetTokenExpiry } from './reset-token';

describe('reset token rules', () => {
  const issued = new Date('2026-11-22T10:00:00Z');
  const expiresAt = resetTokenExpiry(issued);

  it('expires one hour after it is issued', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
  });

  it('is usable until the hour is up', () => {
    expect(isResetTokenUsable({ expiresAt, usedAt: null }, new Date('2026-11-22T10:59:59Z'))).toBe(true);
    expect(isResetTokenUsable({ expiresAt, usedAt: null }, new Date('2026-11-22T11:00:00Z'))).toBe(false);
  });

  it('is single use', () => {
    expect(isResetTokenUsable({ expiresAt, usedAt: new Date('2026-11-22T10:05:00Z') }, new Date('2026-11-22T10:06:00Z'))).toBe(false);
  });
});
