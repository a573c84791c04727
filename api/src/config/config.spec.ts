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

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow('JWT_SECRET: required in production');
  });
});
