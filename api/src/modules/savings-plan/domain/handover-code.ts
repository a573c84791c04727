/**
 * The 6-digit code a customer tells the rider (or the office) to receive the pack: proof that the
 * pack reached its owner. The code is not stored at all, not even hashed: a hash of one of a
 * million codes is undone by trying them all in a moment. What is stored is a random nonce per
 * pack; the code is an HMAC of it under a server secret, so the customer's page and the notice
 * can show it, the desk can check it, and a copy of the database reveals none. Guessing at the
 * door is stopped by the lock after MAX_WRONG_HANDOVER_CODES wrong codes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const HANDOVER_CODE_DIGITS = 6;
export const MAX_WRONG_HANDOVER_CODES = 5;

const CODES = 10 ** HANDOVER_CODE_DIGITS;
const CODE = /^\d{6}$/;

/** The key for handover codes, from the server's session secret (a key of its own, by its label). */
export function handoverCodeKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('food-savings/handover-code/v1').digest();
}

/** A new pack's nonce: 16 random bytes, hex. */
export function newCodeNonce(random: (n: number) => Buffer = randomBytes): string {
  return random(16).toString('hex');
}

/**
 * The pack's code: the HMAC's first 48 bits modulo a million (the bias, 2^48 mod 10^6 in 2^48, is
 * nil). Leading zeros are kept ("004217").
 */
export function handoverCode(key: Buffer, fulfilmentId: string, nonce: string): string {
  const mac = createHmac('sha256', key).update(`${fulfilmentId}:${nonce}`).digest();
  return String(mac.readUIntBE(0, 6) % CODES).padStart(HANDOVER_CODE_DIGITS, '0');
}

/** True when `typed` is the code. Spaces in it ("123 456") are ignored; anything else but 6 digits fails. */
export function handoverCodeMatches(typed: string, code: string): boolean {
  const given = typed.replace(/\s+/g, '');
  return CODE.test(given) && timingSafeEqual(Buffer.from(given), Buffer.from(code));
}

/** The count after one more wrong code: at the 5th the handover is locked (an admin's override completes it). */
export function afterWrongCode(wrongSoFar: number): { wrong: number; locked: boolean; left: number } {
  const wrong = wrongSoFar + 1;
  return { wrong, locked: wrong >= MAX_WRONG_HANDOVER_CODES, left: Math.max(0, MAX_WRONG_HANDOVER_CODES - wrong) };
}
