import { randomBytes } from 'node:crypto';
import { linkSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

/** The test machine's MariaDB (root, no password); override with TEST_MYSQL_URL. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

const urlOf = (name: string) => `${TEST_MYSQL_URL.replace(/\/$/, '')}/${name}`;
const CREATE = 'CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci';

/**
 * A fresh, empty database, dropped by `drop()`. The reliability tests' own processes use these;
 * test systems take theirs from the run's pool (takeTestDatabase).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `fs_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection(TEST_MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` ${CREATE}`);
  await admin.end();
  return {
    name,
    url: urlOf(name),
    async drop() {
      const c = await mysql.createConnection(TEST_MYSQL_URL);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/*
 * The run's pool. Migrating a fresh database takes seconds on a busy machine, emptying a migrated
 * one some milliseconds, so a test system takes a database this Jest run has already migrated,
 * emptied, when one is free:
 *
 * - A run (one `jest` command; global-setup.ts) has an id, in process.env for the workers, and
 *   holds the lock `fs_pool_run:<id>` for as long as it lives. Its databases are `fs_pool_<id>_<n>`:
 *   never another run's, which may be another branch with other migrations. global-teardown.ts drops
 *   them; the next run's set-up drops those of runs that died (their lock is free).
 * - A database is in use while a connection holds the lock `fs_pool:<name>`: the test system's own
 *   admin connection, from taking the database until stop(). A test file may hold several systems
 *   at once; each has its own database. If its Jest worker dies, MariaDB lets the lock go.
 * - Before it is handed out again, a database's schema must still be the one the run's migrations
 *   make (its fingerprint in the run's folder, written by the first system that migrated a fresh
 *   one): a test that dropped a table, or a worker that died mid-migration, leaves one that is
 *   dropped instead. Then every table but TypeORM's `migrations` is emptied, so the system's
 *   migration run finds nothing to do and its data is a fresh database's: none.
 */
export const POOL_ENV = 'FS_TEST_DB_POOL_RUN';
const POOL = 'fs_pool_';
export const runLock = (run: string) => `fs_pool_run:${run}`;
const useLock = (name: string) => `fs_pool:${name}`;
export const poolDir = (run: string) => path.join(tmpdir(), `fs-test-pool-${run}`);
const schemaFile = (run: string) => path.join(poolDir(run), 'schema');
const runOf = (name: string) => name.slice(POOL.length).split('_')[0];

type Rows<T> = [T[], unknown];
const rows = async <T>(c: mysql.Connection, sql: string, params: unknown[] = []) => ((await c.query(sql, params)) as unknown as Rows<T>)[0];
const taken = async (c: mysql.Connection, lock: string) => Number((await rows<{ taken: number | string | null }>(c, 'SELECT GET_LOCK(?, 0) AS taken', [lock]))[0].taken) === 1;
const free = async (c: mysql.Connection, lock: string) => Number((await rows<{ free: number | string | null }>(c, 'SELECT IS_FREE_LOCK(?) AS free', [lock]))[0].free) === 1;
const poolDatabases = async (c: mysql.Connection) =>
  (await rows<{ name: string }>(c, "SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE 'fs\\_pool\\_%'")).map((r) => r.name);

/** Drops every database of the run. */
export async function dropRun(admin: mysql.Connection, run: string): Promise<void> {
  for (const name of await poolDatabases(admin)) {
    if (runOf(name) === run) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  }
}

/** Drops the databases (and folders) of runs whose lock nobody holds: they ended without their teardown. */
export async function dropDeadRuns(admin: mysql.Connection): Promise<void> {
  const runs = new Set((await poolDatabases(admin)).map(runOf));
  for (const dir of readdirSync(tmpdir())) if (dir.startsWith('fs-test-pool-')) runs.add(dir.slice('fs-test-pool-'.length));
  for (const run of runs) {
    if (!(await free(admin, runLock(run)))) continue;
    await dropRun(admin, run);
    rmSync(poolDir(run), { recursive: true, force: true });
  }
}

/** Tables, columns, indexes, foreign keys and the migrations recorded: equal when the schema is. */
async function fingerprint(c: mysql.Connection, name: string): Promise<string> {
  try {
    const [row] = await rows<{ fp: string }>(
      c,
      `SELECT MD5(CONCAT_WS('|',
         (SELECT GROUP_CONCAT(CONCAT_WS(',', table_name, column_name, ordinal_position, column_type, is_nullable, IFNULL(column_default, '~'), extra)
            ORDER BY table_name, ordinal_position SEPARATOR ';') FROM information_schema.columns WHERE table_schema = ?),
         (SELECT GROUP_CONCAT(CONCAT_WS(',', table_name, index_name, seq_in_index, column_name, non_unique)
            ORDER BY table_name, index_name, seq_in_index SEPARATOR ';') FROM information_schema.statistics WHERE table_schema = ?),
         (SELECT GROUP_CONCAT(CONCAT_WS(',', table_name, constraint_name, column_name, IFNULL(referenced_table_name, '~'), IFNULL(referenced_column_name, '~'))
            ORDER BY table_name, constraint_name, ordinal_position SEPARATOR ';') FROM information_schema.key_column_usage WHERE table_schema = ?),
         (SELECT GROUP_CONCAT(name ORDER BY id SEPARATOR ';') FROM \`${name}\`.migrations)
       )) AS fp`,
      [name, name, name],
    );
    return row.fp;
  } catch {
    return 'unreadable'; // no migrations table: never migrated to the end
  }
}

function readSchema(run: string): string | undefined {
  try {
    return readFileSync(schemaFile(run), 'utf8');
  } catch {
    return undefined;
  }
}

/** The first writer wins, whole: written aside, then linked into place (which fails if it is there). */
function writeSchema(run: string, fp: string): void {
  const aside = `${schemaFile(run)}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, fp);
  try {
    linkSync(aside, schemaFile(run));
  } catch {
    // already recorded (by a system that migrated another fresh database: the same migrations)
  } finally {
    unlinkSync(aside);
  }
}

export interface LeasedDatabase {
  url: string;
  name: string;
  /** Call once the system's migrations have run on it. */
  migrated(): Promise<void>;
  /** The system is stopped: the database goes back to the pool (or is dropped, outside a pooled run). */
  release(): Promise<void>;
}

/**
 * A database for one test system: from the run's pool (see above), or, outside a Jest run with the
 * global set-up, a fresh one dropped on release.
 */
export async function takeTestDatabase(): Promise<LeasedDatabase> {
  const run = process.env[POOL_ENV];
  if (!run) {
    const db = await createTestDatabase();
    return { url: db.url, name: db.name, migrated: async () => {}, release: () => db.drop() };
  }
  const admin = await mysql.createConnection({ uri: TEST_MYSQL_URL, multipleStatements: true });
  try {
    await admin.query('SET SESSION group_concat_max_len = 1048576');
    for (const name of await poolDatabases(admin)) {
      if (runOf(name) !== run || !(await taken(admin, useLock(name)))) continue;
      const reference = readSchema(run);
      if (reference && (await fingerprint(admin, name)) === reference) {
        await empty(admin, name);
        return lease(admin, run, name, false);
      }
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.query('SELECT RELEASE_LOCK(?)', [useLock(name)]);
    }
    const name = `${POOL}${run}_${randomBytes(4).toString('hex')}`;
    if (!(await taken(admin, useLock(name)))) throw new Error(`${useLock(name)} is taken`);
    await admin.query(`CREATE DATABASE \`${name}\` ${CREATE}`);
    return lease(admin, run, name, true);
  } catch (e) {
    await admin.end();
    throw e;
  }
}

/** Every table but TypeORM's record of the migrations run. */
async function empty(admin: mysql.Connection, name: string): Promise<void> {
  const tables = (
    await rows<{ t: string }>(admin, "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' AND table_name <> 'migrations'", [name])
  ).map((r) => r.t);
  if (tables.length === 0) return;
  await admin.query(['SET FOREIGN_KEY_CHECKS = 0', ...tables.map((t) => `DELETE FROM \`${name}\`.\`${t}\``), 'SET FOREIGN_KEY_CHECKS = 1'].join(';\n'));
}

function lease(admin: mysql.Connection, run: string, name: string, fresh: boolean): LeasedDatabase {
  // The lock lives as long as this connection: an error on it (the server gone) must not crash the worker.
  admin.on('error', () => {});
  return {
    name,
    url: urlOf(name),
    async migrated() {
      if (!fresh || readSchema(run) !== undefined) return;
      const fp = await fingerprint(admin, name);
      if (fp !== 'unreadable') writeSchema(run, fp);
    },
    async release() {
      try {
        await admin.query('SELECT RELEASE_LOCK(?)', [useLock(name)]);
      } finally {
        await admin.end();
      }
    },
  };
}
