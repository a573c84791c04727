import { createHmac } from 'node:crypto';
import { base62, payLinkTokenHash, purposeKey } from '../pay-link';

/**
 * Contribution-link tokens: 16 characters of [A-Za-z0-9] (62^16 ≈ 2^95), derived from the link's
 * random id with a key of their own (HMAC-SHA256 of the id), so the owner can be shown their link
 * again while the database keeps only a keyed hash of the token, as for pay links: a database
 * reader can neither show nor forge a working link without the key, which is derived from
 * JWT_SECRET for this one purpose. Turning a link off and on again makes a new row, a new id and so
 * a new token: the old one matches nothing.
 */
export const CONTRIBUTION_TOKEN_LENGTH = 16;
const WELL_FORMED = new RegExp(`^[A-Za-z0-9]{${CONTRIBUTION_TOKEN_LENGTH}}$`);

export interface ContributionKeys {
  /** Derives a link's token from its id. */
  token: Buffer;
  /** Hashes a token for storage and lookup. */
  hash: Buffer;
}

export function contributionKeys(jwtSecret: string): ContributionKeys {
  return { token: purposeKey(jwtSecret, 'food-savings/contribution-link/token/v1'), hash: purposeKey(jwtSecret, 'food-savings/contribution-link/hash/v1') };
}

export function contributionToken(keys: ContributionKeys, linkId: string): string {
  let token = '';
  // 32 bytes give 16 usable characters all but always (each byte is usable with p = 248/256); another round if not.
  for (let round = 0; token.length < CONTRIBUTION_TOKEN_LENGTH; round++) {
    token += base62(createHmac('sha256', keys.token).update(`${linkId}:${round}`).digest(), CONTRIBUTION_TOKEN_LENGTH - token.length);
  }
  return token;
}

export function contributionTokenHash(keys: ContributionKeys, token: string): string {
  return payLinkTokenHash(keys.hash, token);
}

export function isWellFormedContributionToken(token: string): boolean {
  return WELL_FORMED.test(token);
}

/** A contribution link's page, on whatever address serves the web app. */
export function contributionPath(token: string): string {
  return `/c/${token}`;
}
