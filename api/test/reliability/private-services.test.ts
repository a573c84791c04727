import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import { startPrivateMariaDb, startPrivateRedis, type PrivateMariaDb, type PrivateRedis } from '../support/private-services';

jest.setTimeout(60_000);

/** The harness itself: private servers that a test may kill and bring back, leaving 3306 and 6379 alone. */
describe('private MariaDB and Redis for reliability tests', () => {
  let db: PrivateMariaDb | undefined;
  let redis: PrivateRedis | undefined;

  afterAll(async () => {
    await Promise.all([db?.destroy(), redis?.destroy()]);
  });

  it('starts both on their own ports', async () => {
    [db, redis] = await Promise.all([startPrivateMariaDb(), startPrivateRedis()]);
    for (const port of [db.port, redis.port]) expect([3306, 6379]).not.toContain(port);
    expect(db.url).toBe(`mysql://root@127.0.0.1:${db.port}`);
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
  });

  it('keeps committed rows across a SIGKILL of MariaDB and a restart on the same port', async () => {
    const url = await db!.createDatabase();
    const c = await mysql.createConnection(url);
    await c.query('CREATE TABLE t (id INT PRIMARY KEY, note VARCHAR(20)) ENGINE=InnoDB');
    await c.query("INSERT INTO t VALUES (1, 'kept')");
    await c.end();

    await db!.stop();
    await expect(mysql.createConnection(url)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    await db!.start();
    const again = await mysql.createConnection(url);
    const [rows] = await again.query('SELECT id, note FROM t');
    await again.end();
    expect(rows).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('answers again after a SIGKILL of Redis and a restart on the same port', async () => {
    const client = (): Redis =>
      new Redis(redis!.url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    const before = client();
    await before.connect();
    expect(await before.set('k', 'v')).toBe('OK');
    await before.quit();

    await redis!.stop();
    const down = client();
    const errors: unknown[] = [];
    down.on('error', (e) => errors.push(e));
    const started = Date.now();
    await expect(down.connect()).rejects.toThrow(); // ioredis says "Connection is closed."; the cause is below
    expect(errors[0]).toMatchObject({ code: 'ECONNREFUSED' });
    expect(Date.now() - started).toBeLessThan(1_000);
    // `down` has ended by itself; its disconnect() would leave a 2 s timer behind and delay Jest's exit.

    await redis!.start();
    const after = client();
    await after.connect();
    expect(await after.ping()).toBe('PONG');
    expect(await after.get('k')).toBeNull(); // --save "": nothing survives the kill
    await after.quit();
  });
});
