import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/** The test machine's MariaDB (root, no password); override with TEST_MYSQL_URL. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per test file, so files can run in parallel and leave nothing behind. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `fs_test_${randomBytes(6).toString('hex')}`;
  const admin = await mysql.createConnection(TEST_MYSQL_URL);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  return {
    name,
    url: `${TEST_MYSQL_URL.replace(/\/$/, '')}/${name}`,
    async drop() {
      const c = await mysql.createConnection(TEST_MYSQL_URL);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
