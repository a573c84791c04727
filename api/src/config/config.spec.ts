import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'fs-config-'));

describe('configuration', () => {
  it('runs with nothing configured: SQLite in the data folder, demo data, jobs in process', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'food-savings.sqlite') });
    expect(c.seedDemo).toBe(true);
    expect(c.redisUrl).toBeUndefined();
    expect(c.port).toBe(4000);
    expect(c.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret); // kept across restarts
  });

  it('uses MySQL without demo data unless SEED_DEMO=true', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://u:p@db:3306/fs' });
    expect(c.database).toEqual({ kind: 'mysql', url: 'mysql://u:p@db:3306/fs' });
    expect(c.seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://u:p@db/fs', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL: must be a mysql://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL: must be a redis:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('stops on %j naming the variable', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });

  it('caps late fines at LATE_FINE_CAP_PERCENT of a plan\'s price: unset leaves the rule\'s default, a bad value stops start-up', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).lateFineCapPercent).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), LATE_FINE_CAP_PERCENT: '10' }).lateFineCapPercent).toBe(10);
    expect(loadConfig({ DATA_DIR: dataDir(), LATE_FINE_CAP_PERCENT: '0' }).lateFineCapPercent).toBe(0);
    for (const bad of ['101', '-1', '12.5', 'lots']) expect(() => loadConfig({ DATA_DIR: dataDir(), LATE_FINE_CAP_PERCENT: bad })).toThrow('LATE_FINE_CAP_PERCENT');
  });

  it('drains for 5 s on a stop in production, not at all elsewhere, unless SHUTDOWN_DRAIN_MS says', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainMs).toBe(0);
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_METHOD_KEY: 'k'.repeat(32), PAYSTACK_SECRET_KEY: 'sk_live_a', PAYSTACK_PUBLIC_KEY: 'pk_live_a', TERMII_API_KEY: 'termii-key', TERMII_SENDER_ID: 'FoodSave' };
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: '1000' }).shutdownDrainMs).toBe(1_000);
    for (const bad of ['-1', '20001', 'soon']) expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_MS: bad })).toThrow('SHUTDOWN_DRAIN_MS');
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow('JWT_SECRET: required in production');
  });
});

describe('payments configuration', () => {
  const live = { PAYSTACK_SECRET_KEY: 'sk_live_abc123', PAYSTACK_PUBLIC_KEY: 'pk_live_abc123' };
  const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), PAYMENT_METHOD_KEY: 'k'.repeat(32) };

  it('uses the local Paystack stand-in without keys, with a test secret kept in the data folder', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:5000/' });
    expect(c.paystack).toEqual({ standIn: true, secretKey: expect.stringMatching(/^sk_test_[0-9a-f]{40}$/), publicKey: expect.stringMatching(/^pk_test_/), baseUrl: 'http://127.0.0.1:5000/fake-paystack', dedicatedAccountBank: 'test-bank' });
    expect(loadConfig({ DATA_DIR: dir }).paystack.secretKey).toBe(c.paystack.secretKey);
    expect(c.paymentMethodKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).paymentMethodKey).toBe(c.paymentMethodKey);
  });

  it('uses the real Paystack when both keys are set', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), ...live });
    expect(c.paystack).toEqual({ standIn: false, secretKey: 'sk_live_abc123', publicKey: 'pk_live_abc123', baseUrl: 'https://api.paystack.co', dedicatedAccountBank: 'wema-bank' });
    expect(loadConfig({ DATA_DIR: dataDir(), ...live, PAYSTACK_BASE_URL: 'http://10.0.0.5:9000/' }).paystack.baseUrl).toBe('http://10.0.0.5:9000');
  });

  it.each([
    [{ PAYSTACK_SECRET_KEY: 'sk_test_abc' }, 'set both'],
    [{ PAYSTACK_SECRET_KEY: 'pk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }, 'PAYSTACK_SECRET_KEY: must be a Paystack secret key'],
    [{ PAYMENT_METHOD_KEY: 'too-short' }, 'PAYMENT_METHOD_KEY: must be at least 32 characters'],
  ])('stops on %j', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });

  it('never uses the stand-in or a generated card key in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production })).toThrow('PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY: required in production');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...live, PAYMENT_METHOD_KEY: undefined })).toThrow('PAYMENT_METHOD_KEY: required in production');
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...live, TERMII_API_KEY: 'tl_live_abc123', TERMII_SENDER_ID: 'FoodSavings' }).paystack.standIn).toBe(false);
  });
});

describe('SMS configuration', () => {
  const termii = { TERMII_API_KEY: 'tl_live_abc123', TERMII_SENDER_ID: 'FoodSavings' };
  const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(32), PAYMENT_METHOD_KEY: 'k'.repeat(32), PAYSTACK_SECRET_KEY: 'sk_live_abc123', PAYSTACK_PUBLIC_KEY: 'pk_live_abc123' };

  it('uses the local Termii stand-in without settings, writing to DATA_DIR/sms-outbox with a key kept in the data folder', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://127.0.0.1:5000/' });
    expect(c.sms).toEqual({ standIn: true, apiKey: expect.stringMatching(/^tl_test_[0-9a-f]{40}$/), senderId: 'FoodSavings', baseUrl: 'http://127.0.0.1:5000/fake-termii', outboxDir: path.join(dir, 'sms-outbox') });
    expect(loadConfig({ DATA_DIR: dir }).sms.apiKey).toBe(c.sms.apiKey);
  });

  it('uses the real Termii when both are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...termii }).sms).toMatchObject({ standIn: false, apiKey: 'tl_live_abc123', senderId: 'FoodSavings', baseUrl: 'https://api.ng.termii.com' });
  });

  it.each([
    [{ TERMII_API_KEY: 'tl_live_abc123' }, 'set both'],
    [{ TERMII_SENDER_ID: 'FoodSavings' }, 'set both'],
    [{ ...termii, TERMII_SENDER_ID: 'Food-Savings-Nigeria' }, 'TERMII_SENDER_ID: must be the sender ID registered with Termii'],
  ])('stops on %j', (env, expected) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(expected);
  });

  it('never uses the stand-in in production, where reminders would go nowhere', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production })).toThrow('TERMII_API_KEY and TERMII_SENDER_ID: required in production');
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, ...termii }).sms.standIn).toBe(false);
  });
});

describe('password hashing cost', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(32),
    PAYMENT_METHOD_KEY: 'k'.repeat(32),
    PAYSTACK_SECRET_KEY: 'sk_live_abc123',
    PAYSTACK_PUBLIC_KEY: 'pk_live_abc123',
    TERMII_API_KEY: 'tl_live_abc123',
    TERMII_SENDER_ID: 'FoodSavings',
  };

  it("is argon2id's 64 MiB and 3 passes in production, and refuses less there", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).passwordHashing).toEqual({ memoryKiB: 65_536, passes: 3 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow('PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES: at least 65536 KiB and 3 passes in production');
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, PASSWORD_HASH_PASSES: '1' })).toThrow(ConfigError);
  });

  it('may be cheaper elsewhere (the tests hash thousands of passwords)', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }).passwordHashing).toEqual({ memoryKiB: 1024, passes: 1 });
    expect(loadConfig({ DATA_DIR: dataDir() }).passwordHashing).toEqual({ memoryKiB: 65_536, passes: 3 });
  });
});
