import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * The console's plans, defaulters and manual payments (issue 14). Table API, so it runs on MySQL
 * and SQLite.
 *
 * - payments: a manual payment's note and own reference; indexes for Recent Payments and for a
 *   customer's last payment (the defaulters list).
 * - payment_reversals: a payment taken back (reverted in the books, or refunded), once (unique
 *   payment_id); a refund's status columns follow Paystack's refund events.
 * - ledger_checks: the nightly check of the books, one row per business day.
 * - savings_plans: one index per sort of the admin list (id breaks ties), and status + start date
 *   for the default sort under a status filter, so any page reads a few index entries.
 */
export class PlanAdministration1764740000000 implements MigrationInterface {
  name = 'PlanAdministration1764740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('payments', [
      new TableColumn({ name: 'note', type: 'varchar', length: '500', isNullable: true }),
      new TableColumn({ name: 'external_reference', type: 'varchar', length: '100', isNullable: true }),
    ]);
    await q.createIndex('payments', new TableIndex({ name: 'ix_payments_recorded_via', columnNames: ['recorded_via', 'created_at'] }));
    await q.createIndex('payments', new TableIndex({ name: 'ix_payments_user', columnNames: ['user_id', 'created_at'] }));
    await q.createTable(
      new Table({
        name: 'payment_reversals',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'payment_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'applied_kobo', type: 'bigint' },
          { name: 'reason', type: 'varchar', length: '500' },
          { name: 'actor_id', type: 'varchar', length: '36' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'refund_channel', type: 'varchar', length: '16', isNullable: true },
          { name: 'refund_status', type: 'varchar', length: '20', isNullable: true },
          { name: 'refund_status_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'refund_sent_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'uq_payment_reversals_payment', columnNames: ['payment_id'], isUnique: true },
          { name: 'ix_payment_reversals_plan', columnNames: ['plan_id', 'created_at'] },
          { name: 'ix_payment_reversals_refund_owed', columnNames: ['refund_sent_at', 'created_at'] },
        ],
        foreignKeys: [{ name: 'fk_payment_reversals_payment', columnNames: ['payment_id'], referencedTableName: 'payments', referencedColumnNames: ['id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ledger_checks',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'business_date', type: 'varchar', length: '10' },
          { name: 'checked_at', type: 'datetime', precision: 3 },
          ...['collected_kobo', 'reversed_kobo', 'plans_paid_kobo', 'overpaid_kobo', 'difference_kobo'].map((name) => ({ name, type: 'bigint' })),
          { name: 'missing_count', type: 'int' },
          { name: 'missing_references', type: 'text' },
          { name: 'provider_error', type: 'varchar', length: '300', isNullable: true },
          { name: 'balanced', type: 'boolean' },
        ],
        indices: [{ name: 'uq_ledger_checks_date', columnNames: ['business_date'], isUnique: true }],
      }),
    );
    for (const [name, columnNames] of PLAN_LIST_INDEXES) await q.createIndex('savings_plans', new TableIndex({ name, columnNames }));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of PLAN_LIST_INDEXES) await q.dropIndex('savings_plans', name);
    await q.dropTable('ledger_checks');
    await q.dropTable('payment_reversals');
    await q.dropIndex('payments', 'ix_payments_user');
    await q.dropIndex('payments', 'ix_payments_recorded_via');
    await q.dropColumns('payments', ['note', 'external_reference']);
  }
}

const PLAN_LIST_INDEXES: [string, string[]][] = [
  ['ix_savings_plans_start', ['start_date', 'id']],
  ['ix_savings_plans_status_start', ['status', 'start_date', 'id']],
  ['ix_savings_plans_created', ['created_at', 'id']],
  ['ix_savings_plans_price', ['price_kobo', 'id']],
  ['ix_savings_plans_paid', ['amount_paid_kobo', 'id']],
];
