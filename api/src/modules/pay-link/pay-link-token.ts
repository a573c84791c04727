import { createHmac, randomBytes } from 'node:crypto';

/**
 * Pay-link tokens: 12 characters of [A-Za-z0-9] from the system's CSPRNG (62^12 ≈ 2^71), short
 * enough for a one-part SMS. The database keeps HMAC-SHA256(key, token) only, with a key derived
 * from JWT_SECRET for this one purpose (so it signs nothing else, and a session key never
 * verifies a pay link): a database reader cannot turn a stored row into a working link, and a row
 * inserted without the key matches no token.
 */
export const PAY_LINK_TOKEN_LENGTH = 12;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const WELL_FORMED = new RegExp(`^[A-Za-z0-9]{${PAY_LINK_TOKEN_LENGTH}}$`);

export function newPayLinkToken(): string {
  let token = '';
  while (token.length < PAY_LINK_TOKEN_LENGTH) token += base62(randomBytes(PAY_LINK_TOKEN_LENGTH * 2), PAY_LINK_TOKEN_LENGTH - token.length);
  return token;
}

/**
 * Up to `length` characters of [A-Za-z0-9] from `bytes`, each equally likely: 248 = 4 × 62, so
 * bytes from 248 up are dropped. Shared with the contribution links' tokens (modules/contribution).
 */
export function base62(bytes: Uint8Array, length: number): string {
  let out = '';
  for (const byte of bytes) {
    if (out.length >= length) break;
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out;
}

export function isWellFormedPayLinkToken(token: string): boolean {
  return WELL_FORMED.test(token);
}

/** The pay-link key: derived from the session secret with a purpose label, never the secret itself. */
export function payLinkKey(jwtSecret: string): Buffer {
  return purposeKey(jwtSecret, 'food-savings/pay-link/v1');
}

/** A key for one purpose, derived from the session secret with its label (so it signs nothing else). */
export function purposeKey(jwtSecret: string, label: string): Buffer {
  return createHmac('sha256', jwtSecret).update(label).digest();
}

export function payLinkTokenHash(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('hex');
}
