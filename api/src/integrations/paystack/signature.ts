import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Paystack signs each webhook with `x-paystack-signature`: the hex HMAC-SHA512 of the raw request
 * body keyed with the secret key. This is the ONE place that checks it, so a change of scheme
 * (a timestamped `t=…,v1=…` header appears in some documentation, unconfirmed) is made here only.
 */
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export function signPaystackBody(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** True only for the exact signature of these bytes; compared in constant time. */
export function verifyPaystackSignature(rawBody: Buffer, header: string | string[] | undefined, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signPaystackBody(rawBody, secretKey), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
