import { isResetTokenUsable, resetTokenExpiry, formatResetCode, readResetCode, isResetCodeUsable, MAX_CODE_ATTEMPTS } from './reset-token';

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

describe('the 6-digit reset code (issue 28)', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const fresh = { expiresAt: new Date(now.getTime() + 60_000), usedAt: null, codeHash: 'h', codeAttempts: 0 };

  it('is always six digits', () => {
    expect(formatResetCode(0)).toBe('000000');
    expect(formatResetCode(4217)).toBe('004217');
    expect(formatResetCode(999_999)).toBe('999999');
    expect(() => formatResetCode(1_000_000)).toThrow(RangeError);
  });

  it('reads what was typed, spaces dropped, and nothing else', () => {
    expect(readResetCode(' 004 217 ')).toBe('004217');
    expect(readResetCode('12345')).toBeNull();
    expect(readResetCode('12345a')).toBeNull();
  });

  it('is spent by the fifth wrong try, by use, by time, and absent on set-up links', () => {
    expect(isResetCodeUsable(fresh, now)).toBe(true);
    expect(isResetCodeUsable({ ...fresh, codeAttempts: MAX_CODE_ATTEMPTS - 1 }, now)).toBe(true);
    expect(isResetCodeUsable({ ...fresh, codeAttempts: MAX_CODE_ATTEMPTS }, now)).toBe(false);
    expect(isResetCodeUsable({ ...fresh, usedAt: now }, now)).toBe(false);
    expect(isResetCodeUsable({ ...fresh, expiresAt: now }, now)).toBe(false);
    expect(isResetCodeUsable({ ...fresh, codeHash: null }, now)).toBe(false);
  });
});
