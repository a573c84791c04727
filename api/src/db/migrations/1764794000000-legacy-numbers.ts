import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: the original clients parse ids as whole numbers (the mobile app's Dart models declare
 * `int id`), so packs, items, plans, instalments and payments get a numeric key beside their
 * UUID: `legacy_id`, unique, assigned by the database on every insert and never reused. GraphQL
 * keeps the UUIDs; only the legacy /api paths speak these numbers (api/src/rest/legacy-ids.ts).
 *
 * Existing rows are numbered 1, 2, 3… in a stable order (creation time, then the UUID; an item or
 * an instalment in its parent's order, then by position or sequence). Then:
 * - MySQL/MariaDB: the column becomes AUTO_INCREMENT (allowed on a non-primary column that is the
 *   first column of a unique index); the counter starts after the highest number.
 * - SQLite (one writer at a time): an AFTER INSERT trigger takes the next number from
 *   `legacy_id_counters`, inside the inserting statement, so two inserts never share a number
 *   and a deleted row's number is not handed out again.
 */
const TABLES: { table: string; order: string; from?: string }[] = [
  { table: 'food_packs', order: 't.created_at, t.id' },
  { table: 'food_pack_items', from: 'food_pack_items t JOIN food_packs p ON p.id = t.food_pack_id', order: 'p.created_at, p.id, t.position, t.id' },
  { table: 'savings_plans', order: 't.created_at, t.id' },
  { table: 'payment_schedules', from: 'payment_schedules t JOIN savings_plans p ON p.id = t.plan_id', order: 'p.created_at, p.id, t.sequence, t.id' },
  { table: 'payments', order: 't.created_at, t.id' },
];

export class LegacyNumbers1764794000000 implements MigrationInterface {
  name = 'LegacyNumbers1764794000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    if (!mysql) await q.query('CREATE TABLE legacy_id_counters (table_name varchar(40) PRIMARY KEY NOT NULL, last_id integer NOT NULL)');
    for (const { table, order, from } of TABLES) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN legacy_id integer NULL`);
      // Numbered through a scratch table: a correlated UPDATE reading the same table is refused by MySQL.
      await q.query('CREATE TABLE legacy_id_fill (id varchar(36) PRIMARY KEY NOT NULL, n integer NOT NULL)');
      await q.query(`INSERT INTO legacy_id_fill (id, n) SELECT t.id, ROW_NUMBER() OVER (ORDER BY ${order}) FROM ${from ?? `${table} t`}`);
      await q.query(`UPDATE ${table} SET legacy_id = (SELECT f.n FROM legacy_id_fill f WHERE f.id = ${table}.id)`);
      await q.query('DROP TABLE legacy_id_fill');
      if (mysql) {
        await q.query(`ALTER TABLE ${table} MODIFY legacy_id integer NOT NULL AUTO_INCREMENT, ADD UNIQUE INDEX uq_${table}_legacy_id (legacy_id)`);
      } else {
        await q.query(`CREATE UNIQUE INDEX uq_${table}_legacy_id ON ${table} (legacy_id)`);
        await q.query(`INSERT INTO legacy_id_counters (table_name, last_id) SELECT '${table}', COALESCE(MAX(legacy_id), 0) FROM ${table}`);
        await q.query(
          `CREATE TRIGGER trg_${table}_legacy_id AFTER INSERT ON ${table} FOR EACH ROW WHEN NEW.legacy_id IS NULL BEGIN ` +
            `UPDATE legacy_id_counters SET last_id = last_id + 1 WHERE table_name = '${table}'; ` +
            `UPDATE ${table} SET legacy_id = (SELECT last_id FROM legacy_id_counters WHERE table_name = '${table}') WHERE rowid = NEW.rowid; ` +
            'END',
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    for (const { table } of [...TABLES].reverse()) {
      if (mysql) {
        await q.query(`ALTER TABLE ${table} DROP INDEX uq_${table}_legacy_id, DROP COLUMN legacy_id`);
      } else {
        await q.query(`DROP TRIGGER trg_${table}_legacy_id`);
        await q.query(`DROP INDEX uq_${table}_legacy_id`);
        await q.query(`ALTER TABLE ${table} DROP COLUMN legacy_id`);
      }
    }
    if (!mysql) await q.query('DROP TABLE legacy_id_counters');
  }
}
