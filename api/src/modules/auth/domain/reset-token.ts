/** Password-reset token rules: one hour, single use. Pure, with an explicit `now`. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** An account made by an admin or a marketer: its owner has 72 hours to set a password (then 'Forgot password'). */
export const ACCOUNT_SETUP_TTL_MS = 72 * 60 * 60 * 1000;

export interface ResetTokenState {
  expiresAt: Date;
  usedAt: Date | null;
}

export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS);
}

export function accountSetupExpiry(now: Date): Date {
  return new Date(now.getTime() + ACCOUNT_SETUP_TTL_MS);
}

export function isResetTokenUsable(token: ResetTokenState, now: Date): boolean {
  return token.usedAt === null && now.getTime() < token.expiresAt.getTime();
}

/** Wrong codes a reset code survives: the fifth wrong one spends it. */
export const MAX_CODE_ATTEMPTS = 5;

/** A 6-digit code ("004217"), from a uniform random number below a million. */
export function formatResetCode(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new RangeError(`a reset code is below a million: ${n}`);
  return String(n).padStart(6, '0');
}

/** What a person typed, as a code to compare: six digits once spaces are dropped, else null. */
export function readResetCode(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function isResetCodeUsable(token: ResetTokenState & { codeHash: string | null; codeAttempts: number }, now: Date): boolean {
  return token.codeHash !== null && token.codeAttempts < MAX_CODE_ATTEMPTS && isResetTokenUsable(token, now);
}
