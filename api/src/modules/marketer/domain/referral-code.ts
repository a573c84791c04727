import { randomInt } from 'node:crypto';

/**
 * Referral codes: what a marketer reads out, texts or prints, and a customer types into the sign-up
 * form (or gets in the link /register?ref=CODE). Upper-case letters and digits without the ones
 * people confuse (0/O, 1/I/L) and without U (no accidental words), as in Crockford's base 32.
 */
export const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 30^8 ≈ 6.6 × 10^11 codes: short enough to type, far too many to guess a marketer's. */
export const REFERRAL_CODE_LENGTH = 8;

/**
 * A new code, each character drawn uniformly with the operating system's CSPRNG (`randomInt` has
 * no modulo bias). `pick(n)` returns a whole number in [0, n); tests pass their own.
 */
export function generateReferralCode(pick: (n: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_ALPHABET[pick(REFERRAL_ALPHABET.length)];
  return code;
}

/** The link a marketer shares: the sign-up page with the code filled in. */
export function referralLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/register?ref=${encodeURIComponent(code)}`;
}
