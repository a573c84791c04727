/** Password-reset token rules: one hour, single use. Pure, with an explicit `now`. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ResetTokenState {
  expiresAt: Date;
  usedAt: Date | null;
}

export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS);
}

export function isResetTokenUsable(token: ResetTokenState, now: Date): boolean {
  return token.usedAt === null && now.getTime() < token.expiresAt.getTime();
}
