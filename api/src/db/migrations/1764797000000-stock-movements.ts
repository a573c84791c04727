import { randomUUID } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Fulfilments whose pack is owed and still in the store: each holds a reservation. */
const OPEN_STATES = ['AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup'];
const OPENING_REASON = 'Opening stock from the pack form';
const CHUNK = 500;

/**
 * Issue 25: `stock_movements`, each pack's stock as rows written once (received, adjusted,
 * reserved, released, handedOver), the figures summed from them. The pack's stored counter
 * (`food_packs.inventory`, kept and never used) becomes an opening 'received' row, every pack
 * already owed to a completed plan an opening 'reserved' row (so its handover ends a reservation
 * the rows explain), and the column goes: nothing reads a counter any more.
 */
export class StockMovements1764797000000 implements MigrationInterface {
  name = 'StockMovements1764797000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'stock_movements',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'food_pack_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'quantity', type: 'int' },
          { name: 'plan_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'reason', type: 'varchar', length: '200', isNullable: true },
          { name: 'actor_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'ix_stock_movements_pack', columnNames: ['food_pack_id', 'at'] },
          // Covers the figures' GROUP BY (readStockFigures), read from the index alone, and walks a
          // pack's reservations newest first, in (at, id) order (the deliveries queue's short flag).
          { name: 'ix_stock_movements_figures', columnNames: ['food_pack_id', 'kind', 'at', 'id', 'quantity'] },
          { name: 'ix_stock_movements_plan', columnNames: ['plan_id'] },
        ],
      }),
    );
    const mysql = q.connection.options.type === 'mysql';
    const now = new Date();
    const at = mysql ? now : now.toISOString().replace('T', ' ').slice(0, 23);

    const packs = (await q.query('SELECT id, inventory FROM food_packs WHERE inventory > 0')) as { id: string; inventory: number | string }[];
    const owed = (await q.query(
      `SELECT f.plan_id AS planId, p.food_pack_id AS packId FROM fulfilments f JOIN savings_plans p ON p.id = f.plan_id WHERE f.status IN (${OPEN_STATES.map(() => '?').join(', ')})`,
      OPEN_STATES,
    )) as { planId: string; packId: string }[];
    const rows = [
      ...packs.map((p) => [randomUUID(), p.id, 'received', Number(p.inventory), null, OPENING_REASON, null, at]),
      ...owed.map((o) => [randomUUID(), o.packId, 'reserved', 1, o.planId, null, null, at]),
    ];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      await q.query(
        `INSERT INTO stock_movements (id, food_pack_id, kind, quantity, plan_id, reason, actor_id, at) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        chunk.flat(),
      );
    }
    // Plain ALTER TABLE on both databases: TypeORM's dropColumn rebuilds an SQLite table, which would lose its legacy-number trigger.
    await q.query('ALTER TABLE food_packs DROP COLUMN inventory');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE food_packs ADD COLUMN inventory int NOT NULL DEFAULT 0');
    const onHand = (await q.query(
      "SELECT food_pack_id AS packId, SUM(CASE WHEN kind IN ('received', 'adjusted') THEN quantity WHEN kind = 'handedOver' THEN -quantity ELSE 0 END) AS n FROM stock_movements GROUP BY food_pack_id",
    )) as { packId: string; n: number | string }[];
    for (const { packId, n } of onHand) await q.query('UPDATE food_packs SET inventory = ? WHERE id = ?', [Math.max(0, Number(n)), packId]);
    await q.dropTable('stock_movements');
  }
}
