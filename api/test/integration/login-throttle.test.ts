import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { LoginThrottle } from '../../src/modules/auth/login-throttle';
import { TEST_REDIS_URL } from '../support/databases';

/** The throttle on Redis, as several API processes share it in production. */
describe('login throttle on Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(() => redis.quit());
  const limits = {
    perAccount: { points: 3, durationSec: 60, blockSec: 120 },
    perAddress: { points: 5, durationSec: 60, blockSec: 300 },
  };

  it('blocks an account past its limit, across throttle instances, and a success clears it', async () => {
    const prefix = `t-${randomBytes(4).toString('hex')}`;
    const a = new LoginThrottle(redis, limits, prefix);
    const b = new LoginThrottle(redis, limits, prefix);
    for (let i = 0; i < 2; i++) await a.recordFailure('ada@example.ng', '10.1.1.1');
    expect(await b.retryAfterSeconds('ada@example.ng', '10.1.1.2')).toBe(0);
    await b.recordFailure('ada@example.ng', '10.1.1.2');
    const windowWait = await a.retryAfterSeconds('ada@example.ng', '10.1.1.3');
    expect(windowWait).toBeGreaterThan(50);
    expect(windowWait).toBeLessThanOrEqual(60);
    await b.recordFailure('ada@example.ng', '10.1.1.2'); // trying on while blocked earns the longer block
    const wait = await a.retryAfterSeconds('ada@example.ng', '10.1.1.3');
    expect(wait).toBeGreaterThan(100);
    expect(wait).toBeLessThanOrEqual(120);
    await a.recordSuccess('ada@example.ng');
    expect(await b.retryAfterSeconds('ada@example.ng', '10.1.1.3')).toBe(0);
  });

  it('blocks an address that tries many accounts', async () => {
    const t = new LoginThrottle(redis, limits, `t-${randomBytes(4).toString('hex')}`);
    for (let i = 0; i < 6; i++) await t.recordFailure(`user${i}@example.ng`, '10.9.9.9'); // one past the 5 allowed
    expect(await t.retryAfterSeconds('fresh@example.ng', '10.9.9.9')).toBeGreaterThan(250);
    expect(await t.retryAfterSeconds('fresh@example.ng', '10.9.9.10')).toBe(0);
  });
});
