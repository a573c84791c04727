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
