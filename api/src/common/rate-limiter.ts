import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A limiter counted in Redis when configured (shared by every API process), else in memory.
 * While Redis is unreachable the Redis limiter falls back to an in-memory one of the same
 * limits (its "insurance"): the count is per process for a while, but sign-in keeps working.
 */
export function createLimiter(redis: Redis | undefined, opts: IRateLimiterOptions): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) });
}
