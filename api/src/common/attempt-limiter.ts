import type Redis from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './errors';
import { createLimiter } from './rate-limiter';

export interface AttemptLimit {
  points: number;
  durationSec: number;
}

/**
 * Counts attempts per key (an action and an address, an account) in a fixed window, in Redis
 * when configured (shared by every API process), else in memory.
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: Redis | undefined, limit: AttemptLimit, prefix: string) {
    this.limiter = createLimiter(redis, { keyPrefix: prefix, points: limit.points, duration: limit.durationSec });
  }

  /** Counts one attempt: 0 when it may go ahead, else the seconds until one may. */
  async take(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw e;
    }
  }

  /** Gives back the attempt `take` counted, for work that then failed and will be retried. */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}

/** "Too many attempts. Please try again in 7 minutes." */
export function tryAgainMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Register, password reset and profile e-mail changes from one network address: each costs a
 * password hash or says whether an e-mail has an account, so one client may not repeat them
 * without end. Keyed per action, so a sign-up does not use up a reset.
 */
export type AddressAction = 'register' | 'reset-password' | 'reset-request' | 'profile-email';

export class AddressLimits {
  constructor(private readonly limiter: AttemptLimiter) {}

  /** Throws RATE_LIMITED (HTTP 429 on the legacy API) past the limit. Without an address (a job), nothing is counted. */
  async take(action: AddressAction, ip: string | undefined): Promise<void> {
    const wait = await this.count(action, ip);
    if (wait > 0) throw new AppError('RATE_LIMITED', tryAgainMessage(wait));
  }

  /** The same count, for callers that must not tell (a reset request answers the same either way). */
  async count(action: AddressAction, ip: string | undefined): Promise<number> {
    return ip ? this.limiter.take(`${action}:${ip}`) : 0;
  }
}
