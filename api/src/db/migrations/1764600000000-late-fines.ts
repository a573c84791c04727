import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Late fines (issue 12, the 4-month rule): one row per plan and fine month, the UNIQUE
 * (plan_id, month_index) keeping it at one even when two workers run the job at once. On the
 * schedule, `fine_kobo` is the part of an instalment's amount that is a fine and `fine_id` the
 * fine it belongs to: a spread fine raises existing instalments by their parts, a fine with no
 * instalment left in its month is a row of its own (fine_kobo = amount_kobo).
 */
export class LateFines1764600000000 implements MigrationInterface {
  name = 'LateFines1764600000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string, nullable = false) => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
    await q.createTable(
      new Table({
        name: 'plan_fines',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'month_index', type: 'int' },
          { name: 'amount_kobo', type: 'bigint' },
          at('applied_at'),
          at('waived_at', true),
          { name: 'waived_by', type: 'varchar', length: '36', isNullable: true },
          { name: 'waive_reason', type: 'varchar', length: '300', isNullable: true },
          { name: 'refund_kobo', type: 'bigint', default: 0 },
        ],
        indices: [{ name: 'uq_plan_fines_month', columnNames: ['plan_id', 'month_index'], isUnique: true }],
        foreignKeys: [{ name: 'fk_plan_fines_plan', columnNames: ['plan_id'], referencedTableName: 'savings_plans', referencedColumnNames: ['id'] }],
      }),
    );
    await q.addColumn('payment_schedules', new TableColumn({ name: 'fine_kobo', type: 'bigint', default: 0 }));
    await q.addColumn('payment_schedules', new TableColumn({ name: 'fine_id', type: 'varchar', length: '36', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('payment_schedules', 'fine_id');
    await q.dropColumn('payment_schedules', 'fine_kobo');
    await q.dropTable('plan_fines');
  }
}
