import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The Defaulters tab's per-customer summary (issue 14's scale bar): customer_arrears, kept true by
 * arrears_stale marks written with each change and a daily rebuild recorded in arrears_rebuilds.
 * Filled by the first rebuild (the nightly job, or the first read of a day), not here. The
 * instalments' (status, due_date) index also carries plan_id and amount_kobo, so the rebuild's
 * aggregate reads the index alone. And an index on users' phones, so an admin's search by a number
 * as typed (0803…, 234803…) is a range.
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
    await q.createIndex('users', new TableIndex({ name: 'ix_users_phone', columnNames: ['phone_number'] }));
    await q.dropIndex('payment_schedules', 'ix_payment_schedules_due');
    await q.createIndex('payment_schedules', new TableIndex({ name: 'ix_payment_schedules_due', columnNames: ['status', 'due_date', 'plan_id', 'amount_kobo'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_schedules', 'ix_payment_schedules_due');
    await q.createIndex('payment_schedules', new TableIndex({ name: 'ix_payment_schedules_due', columnNames: ['status', 'due_date'] }));
    await q.dropIndex('users', 'ix_users_phone');
    await q.dropTable('arrears_rebuilds');
    await q.dropTable('arrears_stale');
    await q.dropTable('customer_arrears');
  }
}
