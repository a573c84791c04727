import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createDataSource, migrations } from '../../src/db/data-source';
import { StockMovements1764797000000 } from '../../src/db/migrations/1764797000000-stock-movements';
import { readStockFigures, StockMovementRow } from '../../src/modules/stock';
import { adminPlans } from '../support/admin-plans';

/**
 * The stock-movements migration (issue 25): each pack's stored count becomes an opening 'received'
 * row, each pack owed to a completed plan an open reservation, and the column goes; on SQLite the
 * catalogue's legacy-number trigger survives the dropped column.
 */
const MINE = migrations.findIndex((m) => m.name === 'StockMovements1764797000000');
/** The figures read through the stock closings too: the migration that adds them comes next. */
const WITH_CLOSINGS = migrations.findIndex((m) => m.name === 'StockClosings1764797500000') + 1;

describe('stock movements (migration 1764797000000)', () => {
  it('on SQLite: an opening row per pack with stock, the column gone, new packs still numbered', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stock-migration-'));
    const file = path.join(dir, 'db.sqlite');
    const open = async (upTo: number) => {
      const base = createDataSource({ kind: 'sqlite', file });
      const ds = new DataSource({ ...base.options, migrations: migrations.slice(0, upTo) } as typeof base.options);
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      return ds;
    };
    try {
      const before = await open(MINE);
      const insert = (name: string, inventory: number) =>
        before.query(
          "INSERT INTO food_packs (id, name, description, price_kobo, original_price_kobo, duration_months, category, featured, available, inventory, created_at, updated_at) VALUES (?, ?, 'd', 100, 100, 1, 'provision', 0, 1, ?, '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000')",
          [randomUUID(), name, inventory],
        );
      await insert('stocked', 7);
      await insert('empty', 0);
      await before.destroy();

      const ds = await open(WITH_CLOSINGS);
      try {
        const rows = await ds.manager.find(StockMovementRow);
        const packs = (await ds.query('SELECT id, name FROM food_packs')) as { id: string; name: string }[];
        const stocked = packs.find((p) => p.name === 'stocked')!.id;
        expect(rows.map((r) => [r.foodPackId, r.kind, r.quantity, r.planId, r.reason])).toEqual([[stocked, 'received', 7, null, 'Opening stock from the pack form']]);
        expect((await readStockFigures(ds.manager, packs.map((p) => p.id))).get(stocked)).toEqual({ onHand: 7, reserved: 0, available: 7 });
        const columns = (await ds.query('PRAGMA table_info(food_packs)')) as { name: string }[];
        expect(columns.map((c) => c.name)).not.toContain('inventory');
        await ds.query(
          "INSERT INTO food_packs (id, name, description, price_kobo, original_price_kobo, duration_months, category, featured, available, created_at, updated_at) VALUES (?, 'later', 'd', 100, 100, 1, 'provision', 0, 1, '2026-02-01 10:00:00.000', '2026-02-01 10:00:00.000')",
          [randomUUID()],
        );
        const numbers = (await ds.query('SELECT legacy_id FROM food_packs ORDER BY legacy_id')) as { legacy_id: number }[];
        expect(numbers.map((n) => Number(n.legacy_id))).toEqual([1, 2, 3]);
      } finally {
        await ds.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('on MariaDB: a pack owed to a completed plan is reserved, and the migration goes down and up again', async () => {
    const fx = adminPlans(new Date());
    const { t } = await fx.start();
    try {
      const u = await fx.customer();
      const plan = await fx.planFor(u, 0);
      for (let i = 0; i < 3; i++) await fx.payFirstUnpaid(plan.id);
      const packId = (await t.system.dataSource.manager.findOneByOrFail(StockMovementRow, { planId: plan.id })).foodPackId;
      const q = t.system.dataSource.createQueryRunner();
      try {
        // Back to the stored counter (the down migration writes each pack's stock on hand into it), then set it as before the issue.
        await new StockMovements1764797000000().down(q);
        await q.query('UPDATE food_packs SET inventory = 12 WHERE id = ?', [packId]);
        await new StockMovements1764797000000().up(q);
      } finally {
        await q.release();
      }
      const rows = await t.system.dataSource.manager.find(StockMovementRow, { where: { foodPackId: packId } });
      expect(rows.map((r) => [r.kind, r.quantity, r.planId]).sort()).toEqual([
        ['received', 12, null],
        ['reserved', 1, plan.id],
      ]);
      expect((await readStockFigures(t.system.dataSource.manager, [packId])).get(packId)).toEqual({ onHand: 12, reserved: 1, available: 11 });
    } finally {
      await fx.stop();
    }
  }, 120_000);
});
