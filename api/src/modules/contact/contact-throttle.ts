import type Redis from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '../../common/rate-limiter';

export interface ContactLimits {
  points: number;
  durationSec: number;
}

/** Five messages an hour from one network address, and five an hour from one e-mail address. */
export const defaultContactLimits: ContactLimits = { points: 5, durationSec: 60 * 60 };

/**
 * Counts contact messages per sending address (IP) and per e-mail address, in Redis when
 * configured (shared by every API process), else in memory. The same pattern as the login throttle.
 */
export class ContactThrottle {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;

  constructor(redis?: Redis, limits: ContactLimits = defaultContactLimits, prefix = 'contact') {
    const make = (name: string) =>
      createLimiter(redis, { keyPrefix: `${prefix}:${name}`, points: limits.points, duration: limits.durationSec });
    this.byAddress = make('address');
    this.byEmail = make('email');
  }

  /** Counts one message; returns 0 when it may go, else the seconds until one may. */
  async take(email: string, ip: string | undefined): Promise<number> {
    const results = await Promise.all([consume(this.byEmail, email), ip ? consume(this.byAddress, ip) : 0]);
    return Math.max(...results);
  }
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (e) {
    if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
    throw e;
  }
}
