// A MariaDB database of a benchmark's own, created empty and dropped at the end.
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

export const MYSQL_URL = (process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/$/, '');

export async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection(`${MYSQL_URL}/`);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
  await admin.end();
  return { name, url: `${MYSQL_URL}/${name}` };
}

export async function dropDatabase(name) {
  const admin = await mysql.createConnection(`${MYSQL_URL}/`);
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
}

/** Bulk-inserts `rows` (arrays of values) with `INSERT … VALUES ?`, `batch` rows a statement. */
export async function insertAll(db, sql, rows, batch = 5_000) {
  for (let i = 0; i < rows.length; i += batch) await db.query(sql, [rows.slice(i, i + batch)]);
}
