import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { accountKey, LoginThrottle } from '../../src/modules/auth/login-throttle';
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
    for (let i = 0; i < 2; i++) expect(await a.tryAttempt('user:ada', '10.1.1.1')).toBe(0);
    expect(await b.retryAfterSeconds('user:ada', '10.1.1.2')).toBe(0);
    expect(await b.tryAttempt('user:ada', '10.1.1.2')).toBe(0);
    const windowWait = await a.retryAfterSeconds('user:ada', '10.1.1.3');
    expect(windowWait).toBeGreaterThan(50);
    expect(windowWait).toBeLessThanOrEqual(60);
    expect(await b.tryAttempt('user:ada', '10.1.1.4')).toBeGreaterThan(50); // refused, from any address
    await a.recordSuccess('user:ada');
    expect(await b.retryAfterSeconds('user:ada', '10.1.1.3')).toBe(0);
  });

  it('blocks an address that tries many accounts', async () => {
    const t = new LoginThrottle(redis, limits, `t-${randomBytes(4).toString('hex')}`);
    for (let i = 0; i < 5; i++) expect(await t.tryAttempt(`user:${i}`, '10.9.9.9')).toBe(0);
    expect(await t.tryAttempt('user:5', '10.9.9.9')).toBeGreaterThan(50); // the sixth account waits out the window
    expect(await t.retryAfterSeconds('user:fresh', '10.9.9.9')).toBeGreaterThan(50);
    expect(await t.retryAfterSeconds('user:fresh', '10.9.9.10')).toBe(0);
  });

  it('lets only the allowed number of tries through when they all arrive at once, on two instances', async () => {
    const prefix = `t-${randomBytes(4).toString('hex')}`;
    const [a, b] = [new LoginThrottle(redis, limits, prefix), new LoginThrottle(redis, limits, prefix)];
    const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).tryAttempt('user:42', `10.2.2.${i}`)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w > 0)).toHaveLength(7);
  });

  it('counts an address\'s failures only: a right password gives back its try', async () => {
    const t = new LoginThrottle(redis, limits, `t-${randomBytes(4).toString('hex')}`);
    for (let i = 0; i < 10; i++) {
      expect(await t.tryAttempt(`user:${i}`, '10.3.3.3')).toBe(0);
      await t.recordSuccess(`user:${i}`, '10.3.3.3');
    }
    expect(await t.retryAfterSeconds('user:99', '10.3.3.3')).toBe(0);
  });

  it('keys an account by the user found, else by the normalised e-mail', () => {
    expect(accountKey({ id: 'u-1' }, 'ţhr@example.ng')).toBe(accountKey({ id: 'u-1' }, 'thr@example.ng'));
    expect(accountKey(null, 'thr@example.ng')).toBe('email:thr@example.ng');
  });
});
