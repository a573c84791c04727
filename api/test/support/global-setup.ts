import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import mysql from 'mysql2/promise';
import { dropDeadRuns, POOL_ENV, poolDir, runLock, TEST_MYSQL_URL } from './databases';

/**
 * Once per Jest run, before any worker starts: names this run's pool of MariaDB databases (the
 * workers inherit process.env), holds a lock that says the run is alive for as long as Jest is,
 * and drops the pools of runs that died without their teardown (their lock is free).
 */
export default async function globalSetup(): Promise<void> {
  // Time first, so that names sort by age; then enough randomness for runs started together.
  const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const admin = await mysql.createConnection(TEST_MYSQL_URL);
  const [[row]] = (await admin.query('SELECT GET_LOCK(?, 0) AS taken', [runLock(run)])) as unknown as [{ taken: number | string }[]];
  if (Number(row.taken) !== 1) throw new Error(`could not take ${runLock(run)}`);
  await dropDeadRuns(admin);
  mkdirSync(poolDir(run), { recursive: true });
  // TEST_DB_POOL=off: every test system migrates a fresh database of its own, as before the pool.
  if (process.env.TEST_DB_POOL !== 'off') process.env[POOL_ENV] = run;
  // globalTeardown runs in this process and sees this global (Jest's documented way to hand over).
  (globalThis as { fsTestPoolRun?: { run: string; admin: mysql.Connection } }).fsTestPoolRun = { run, admin };
}
