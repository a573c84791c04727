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
  while (token.length < PAY_LINK_TOKEN_LENGTH) {
    for (const byte of randomBytes(PAY_LINK_TOKEN_LENGTH * 2)) {
      // 248 = 4 × 62: bytes above it are dropped so every character is equally likely.
      if (byte < 248 && token.length < PAY_LINK_TOKEN_LENGTH) token += ALPHABET[byte % 62];
    }
  }
  return token;
}

export function isWellFormedPayLinkToken(token: string): boolean {
  return WELL_FORMED.test(token);
}

/** The pay-link key: derived from the session secret with a purpose label, never the secret itself. */
export function payLinkKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('food-savings/pay-link/v1').digest();
}

export function payLinkTokenHash(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token).digest('hex');
}
