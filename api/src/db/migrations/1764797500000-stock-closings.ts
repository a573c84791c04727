import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Stock closings (after issue 25): `stock_closings`, a pack's movements summed up to a movement id
 * and written once, so a pack's figures are its latest closing plus the movements after it
 * (modules/stock/stock-closings.ts), not a sum over its whole history. A pack's closings are
 * numbered; (food_pack_id, number) is unique, so two runs closing a pack at once write one.
 * `ix_stock_movements_since` reads a pack's movements from a closing's bound on, by id, with their
 * kind and quantity, from the index alone.
 */
export class StockClosings1764797500000 implements MigrationInterface {
  name = 'StockClosings1764797500000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'stock_closings',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'food_pack_id', type: 'varchar', length: '36' },
          { name: 'number', type: 'int' },
          { name: 'before_id', type: 'varchar', length: '36' },
          { name: 'movements', type: 'int' },
          { name: 'received', type: 'int' },
          { name: 'adjusted', type: 'int' },
          { name: 'reserved', type: 'int' },
          { name: 'released', type: 'int' },
          { name: 'handed_over', type: 'int' },
          { name: 'closed_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'ux_stock_closings_pack_number', columnNames: ['food_pack_id', 'number'], isUnique: true }],
      }),
    );
    await q.createIndex('stock_movements', new TableIndex({ name: 'ix_stock_movements_since', columnNames: ['food_pack_id', 'id', 'kind', 'quantity'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('stock_movements', 'ix_stock_movements_since');
    await q.dropTable('stock_closings');
  }
}
