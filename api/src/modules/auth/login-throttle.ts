import type Redis from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '../../common/rate-limiter';

/**
 * Failed sign-ins (and wrong current passwords when changing it) are counted per account and per
 * address. Past the limit, the password is not even checked for a while, right or wrong, which
 * stops guessing without locking anyone out for long. Counters live in Redis when configured
 * (shared by every API process), else in memory.
 *
 * The account is keyed by what the database found, not by what was typed: MySQL's `_ci`
 * collations match `ţhr…` to `thr…`, so a key on the typed e-mail gave every look-alike spelling
 * fresh guesses. Callers pass `accountKey(user, email)`: the user's id, or the normalised e-mail
 * when no account has it.
 */
export function accountKey(user: { id: string } | null | undefined, normalisedEmail: string): string {
  return user ? `user:${user.id}` : `email:${normalisedEmail}`;
}

/** `points` tries are allowed per window; the next waits out the window, and a burst past it blocks for `blockSec`. */
export interface ThrottleLimits {
  perAccount: { points: number; durationSec: number; blockSec: number };
  perAddress: { points: number; durationSec: number; blockSec: number };
}

export const defaultThrottleLimits: ThrottleLimits = {
  perAccount: { points: 5, durationSec: 15 * 60, blockSec: 15 * 60 },
  perAddress: { points: 30, durationSec: 60 * 60, blockSec: 30 * 60 },
};

export class LoginThrottle {
  private readonly account: RateLimiterAbstract;
  private readonly address: RateLimiterAbstract;

  constructor(redis?: Redis, limits: ThrottleLimits = defaultThrottleLimits, prefix = 'login-fail') {
    const make = (name: string, l: ThrottleLimits['perAccount']) =>
      createLimiter(redis, { keyPrefix: `${prefix}:${name}`, points: l.points, duration: l.durationSec, blockDuration: l.blockSec });
    this.account = make('account', limits.perAccount);
    this.address = make('address', limits.perAddress);
  }

  /** Seconds until sign-in may be tried again, or 0 when it may be tried now. */
  async retryAfterSeconds(account: string, ip: string | undefined): Promise<number> {
    const [a, b] = await Promise.all([this.account.get(account), ip ? this.address.get(ip) : null]);
    const wait = (r: RateLimiterRes | null, limiter: RateLimiterAbstract) =>
      r && r.consumedPoints >= limiter.points ? Math.ceil(r.msBeforeNext / 1000) : 0;
    return Math.max(wait(a, this.account), wait(b, this.address));
  }

  /**
   * Counts one try before the password is checked, so tries running in parallel (many requests
   * or aliases at once) cannot all pass a check made before any of them failed. Returns 0 when
   * the password may be checked, else the seconds to wait. The try stays counted as a failure
   * unless `recordSuccess` follows.
   */
  async tryAttempt(account: string, ip: string | undefined): Promise<number> {
    const wait = await this.retryAfterSeconds(account, ip);
    if (wait > 0) return wait;
    // The account first: tries refused for it do not use up the address's allowance.
    const accountWait = await consumeOrWait(this.account, account);
    if (accountWait > 0 || !ip) return accountWait;
    const addressWait = await consumeOrWait(this.address, ip);
    if (addressWait > 0) await this.account.reward(account, 1); // not tried after all
    return addressWait;
  }

  /**
   * The right password clears the account's count, and gives the address back the try
   * `tryAttempt` took (an address counts failures only: many people share one behind a carrier's NAT).
   */
  async recordSuccess(account: string, ip?: string): Promise<void> {
    await Promise.all([this.account.delete(account), ip ? this.address.reward(ip, 1) : undefined]);
  }
}

/** Takes one point; 0 when it was there, else the seconds until one is. */
async function consumeOrWait(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}
