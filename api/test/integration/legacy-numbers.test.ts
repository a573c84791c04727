import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createDataSource, migrations } from '../../src/db/data-source';
import { FoodPackRow } from '../../src/modules/food-pack';
import { createTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The legacy-numbers migration (issue 28) on both databases: existing rows numbered 1, 2, 3… in
 * creation order, every later insert numbered by the database (also concurrent ones), never reused.
 */
/** Up to, and without, the legacy-numbers migration (later migrations are not run here). */
const LAST = migrations.findIndex((m) => m.name === 'LegacyNumbers1764794000000');

async function migrate(kind: 'mysql' | 'sqlite', where: string, upTo: number): Promise<DataSource> {
  const base = createDataSource(kind === 'mysql' ? { kind, url: where } : { kind, file: where });
  const ds = new DataSource({ ...base.options, migrations: migrations.slice(0, upTo) } as typeof base.options);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}

const insertPack = (ds: DataSource, createdAt: string, name: string) =>
  ds.query(
    'INSERT INTO food_packs (id, name, description, price_kobo, original_price_kobo, duration_months, category, featured, available, inventory, created_at, updated_at) VALUES (?, ?, ?, 100, 100, 1, ?, 0, 1, 1, ?, ?)',
    [randomUUID(), name, 'd', 'provision', createdAt, createdAt],
  );

async function exercise(kind: 'mysql' | 'sqlite', where: string) {
  // Before the migration: three packs, inserted out of creation order.
  const before = await migrate(kind, where, LAST);
  await insertPack(before, '2025-01-03 10:00:00.000', 'third');
  await insertPack(before, '2025-01-01 10:00:00.000', 'first');
  await insertPack(before, '2025-01-02 10:00:00.000', 'second');
  await before.destroy();

  const ds = await migrate(kind, where, LAST + 1);
  try {
    const numbered = (await ds.query('SELECT name, legacy_id FROM food_packs ORDER BY legacy_id')) as { name: string; legacy_id: number }[];
    expect(numbered.map((r) => [r.name, Number(r.legacy_id)])).toEqual([
      ['first', 1],
      ['second', 2],
      ['third', 3],
    ]);

    // Ten at once, none naming the number. As statements: the schema here is this migration's (with
    // the inventory column a later migration drops), no longer the entity's.
    const now = kind === 'mysql' ? new Date() : new Date().toISOString().replace('T', ' ').slice(0, 23);
    const ids = Array.from({ length: 10 }, () => randomUUID());
    await Promise.all(
      ids.map((id, i) =>
        ds.query(
          'INSERT INTO food_packs (id, name, description, price_kobo, original_price_kobo, duration_months, category, featured, available, inventory, created_at, updated_at) VALUES (?, ?, ?, 100, 100, 1, ?, 0, 1, 1, ?, ?)',
          [id, `p${i}`, 'd', 'provision', now, now],
        ),
      ),
    );
    const fresh = await ds.manager.findBy(FoodPackRow, {});
    const numbers = fresh.map((p) => Number(p.legacyId)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));

    // The highest one deleted: its number is not handed out again.
    await ds.query('DELETE FROM food_packs WHERE legacy_id = 13');
    await insertPack(ds, '2025-02-01 10:00:00.000', 'after delete');
    const [last] = (await ds.query("SELECT legacy_id FROM food_packs WHERE name = 'after delete'")) as { legacy_id: number }[];
    expect(Number(last.legacy_id)).toBe(14);

    // A number is unique.
    await expect(ds.query('UPDATE food_packs SET legacy_id = 1 WHERE legacy_id = 2')).rejects.toThrow();

    // And the migration goes down and up again.
    await ds.undoLastMigration({ transaction: 'each' });
    await ds.runMigrations({ transaction: 'each' });
    const again = (await ds.query('SELECT COUNT(*) AS n, COUNT(DISTINCT legacy_id) AS d, MIN(legacy_id) AS lo FROM food_packs')) as { n: number; d: number; lo: number }[];
    expect([Number(again[0].n), Number(again[0].d), Number(again[0].lo)]).toEqual([13, 13, 1]);
  } finally {
    await ds.destroy();
  }
}

describe('legacy numbers (migration 1764794000000)', () => {
  it('works on MariaDB', async () => {
    const db: TestDatabase = await createTestDatabase();
    try {
      await exercise('mysql', db.url);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('works on SQLite', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legacy-numbers-'));
    try {
      await exercise('sqlite', path.join(dir, 'db.sqlite'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
