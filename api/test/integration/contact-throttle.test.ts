import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { ContactThrottle } from '../../src/modules/contact/contact-throttle';
import { TEST_REDIS_URL } from '../support/databases';

/** The contact-form limit on Redis, shared by every API process. */
describe('contact throttle on Redis', () => {
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(() => redis.quit());

  it('counts per e-mail and per address across instances, and says how long to wait', async () => {
    const prefix = `t-${randomBytes(4).toString('hex')}:contact`;
    const a = new ContactThrottle(redis, { points: 2, durationSec: 600 }, prefix);
    const b = new ContactThrottle(redis, { points: 2, durationSec: 600 }, prefix);
    expect(await a.take('ada@example.ng', '10.0.0.1')).toBe(0);
    expect(await b.take('ada@example.ng', '10.0.0.2')).toBe(0);
    const wait = await a.take('ada@example.ng', '10.0.0.3'); // third from this e-mail
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await b.take('bola@example.ng', '10.0.0.1')).toBe(0); // second from 10.0.0.1
    expect(await a.take('chidi@example.ng', '10.0.0.1')).toBeGreaterThan(0); // third from 10.0.0.1
    expect(await a.take('chidi@example.ng', '10.0.0.9')).toBe(0);
  });
});
