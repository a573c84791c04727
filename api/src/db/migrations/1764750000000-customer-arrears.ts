import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The Defaulters tab's per-customer summary (issue 14's scale bar): customer_arrears, kept true by
 * arrears_stale marks written with each change and a daily rebuild recorded in arrears_rebuilds.
 * Filled by the first rebuild (the nightly job, or the first read of a day), not here.
 */
export class CustomerArrears1764750000000 implements MigrationInterface {
  name = 'CustomerArrears1764750000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'customer_arrears',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'owed_kobo', type: 'bigint' },
          { name: 'due_count', type: 'int' },
          { name: 'oldest_due', type: 'varchar', length: '10' },
          ...['days_1_7_kobo', 'days_8_30_kobo', 'days_31_60_kobo', 'days_61_plus_kobo'].map((name) => ({ name, type: 'bigint' })),
        ],
        // Most owed first, the customer's id breaking ties: any page is a few index entries.
        indices: [{ name: 'ix_customer_arrears_owed', columnNames: ['owed_kobo', 'user_id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'arrears_stale',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'arrears_rebuilds',
        columns: [
          { name: 'as_of', type: 'varchar', length: '10', isPrimary: true },
          { name: 'rebuilt_at', type: 'datetime', precision: 3 },
          { name: 'customers', type: 'int' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('arrears_rebuilds');
    await q.dropTable('arrears_stale');
    await q.dropTable('customer_arrears');
  }
}
