import { rmSync } from 'node:fs';
import type mysql from 'mysql2/promise';
import { dropRun, poolDir, runLock } from './databases';

/** After the last test file: drops this run's databases and lets go of its lock. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { fsTestPoolRun?: { run: string; admin: mysql.Connection } }).fsTestPoolRun;
  if (!state) return;
  const { run, admin } = state;
  try {
    await dropRun(admin, run);
    await admin.query('SELECT RELEASE_LOCK(?)', [runLock(run)]);
  } finally {
    await admin.end();
    rmSync(poolDir(run), { recursive: true, force: true });
  }
}
