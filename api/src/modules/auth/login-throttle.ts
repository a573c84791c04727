import type Redis from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '../../common/rate-limiter';

/**
 * Failed sign-ins are counted per account and per address. Past the limit, sign-in is refused
 * for a while even with the right password, which stops guessing without locking anyone out
 * for long. Counters live in Redis when configured (shared by every API process), else in memory.
 */
/** `points` failures are allowed per window; the next try waits out the window, and going on blocks for `blockSec`. */
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
  async retryAfterSeconds(email: string, ip: string | undefined): Promise<number> {
    const [a, b] = await Promise.all([this.account.get(email), ip ? this.address.get(ip) : null]);
    const wait = (r: RateLimiterRes | null, limiter: RateLimiterAbstract) =>
      r && r.consumedPoints >= limiter.points ? Math.ceil(r.msBeforeNext / 1000) : 0;
    return Math.max(wait(a, this.account), wait(b, this.address));
  }

  async recordFailure(email: string, ip: string | undefined): Promise<void> {
    await Promise.all([swallowLimit(this.account.consume(email)), ip ? swallowLimit(this.address.consume(ip)) : undefined]);
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.account.delete(email);
  }
}

/** consume() rejects with a RateLimiterRes once over the limit: that is the expected outcome here. */
async function swallowLimit(p: Promise<unknown>): Promise<void> {
  try {
    await p;
  } catch (e) {
    if (!(e instanceof RateLimiterRes)) throw e;
  }
}
