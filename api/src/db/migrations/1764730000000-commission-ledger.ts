import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * The commission ledger and marketer applications (issue 13). Table API, so it runs on MySQL and
 * SQLite.
 *
 * payments.commission_settled_at is the accrual's outbox column: NULL from the payment's commit
 * until the accrual job has written its line (or found that it earns nothing). Payments recorded
 * before the ledger existed are marked settled: the ledger starts now and pays nothing backdated.
 */
export class CommissionLedger1764730000000 implements MigrationInterface {
  name = 'CommissionLedger1764730000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });
    const id = (name: string, isNullable = false) => ({ name, type: 'varchar', length: '36', isNullable });
    const text = (name: string, length: number, isNullable = true) => ({ name, type: 'varchar', length: String(length), isNullable });
    await q.createTable(
      new Table({
        name: 'commission_entries',
        columns: [
          { ...id('id'), isPrimary: true },
          id('marketer_id'),
          id('customer_id'),
          id('plan_id'),
          id('payment_id'),
          text('kind', 8, false),
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'base_kobo', type: 'bigint' },
          { name: 'rate_bp', type: 'int' },
          text('earned_month', 7, false),
          text('reason', 300),
          at('created_at'),
        ],
        indices: [
          { name: 'uq_commission_entries_payment_kind', columnNames: ['payment_id', 'kind'], isUnique: true },
          { name: 'ix_commission_entries_marketer', columnNames: ['marketer_id', 'created_at'] },
          { name: 'ix_commission_entries_customer', columnNames: ['marketer_id', 'customer_id'] },
        ],
        foreignKeys: [{ name: 'fk_commission_entries_payment', columnNames: ['payment_id'], referencedTableName: 'payments', referencedColumnNames: ['id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'commission_payouts',
        columns: [
          { ...id('id'), isPrimary: true },
          id('marketer_id'),
          { name: 'amount_kobo', type: 'bigint' },
          text('reference', 100, false),
          text('note', 500),
          id('recorded_by'),
          at('created_at'),
        ],
        indices: [{ name: 'ix_commission_payouts_marketer', columnNames: ['marketer_id', 'created_at'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'commission_payout_items',
        columns: [{ ...id('entry_id'), isPrimary: true }, id('payout_id')],
        indices: [{ name: 'ix_commission_payout_items_payout', columnNames: ['payout_id'] }],
        foreignKeys: [
          { name: 'fk_commission_payout_items_entry', columnNames: ['entry_id'], referencedTableName: 'commission_entries', referencedColumnNames: ['id'] },
          { name: 'fk_commission_payout_items_payout', columnNames: ['payout_id'], referencedTableName: 'commission_payouts', referencedColumnNames: ['id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'marketer_applications',
        columns: [
          { ...id('id'), isPrimary: true },
          id('user_id'),
          id('pending_user_id', true),
          text('company_name', 150, false),
          text('address', 300),
          text('city', 100),
          text('state', 100),
          text('postal_code', 20),
          text('country', 100),
          text('website', 300),
          text('social_media_handle', 100),
          text('status', 16, false),
          id('decided_by', true),
          at('decided_at', true),
          text('decision_reason', 500),
          at('created_at'),
        ],
        indices: [
          { name: 'uq_marketer_applications_pending', columnNames: ['pending_user_id'], isUnique: true },
          { name: 'ix_marketer_applications_status', columnNames: ['status', 'created_at'] },
          { name: 'ix_marketer_applications_user', columnNames: ['user_id', 'created_at'] },
        ],
        foreignKeys: [{ name: 'fk_marketer_applications_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await q.addColumn('payments', new TableColumn({ name: 'commission_settled_at', type: 'datetime', precision: 3, isNullable: true }));
    await q.query('UPDATE payments SET commission_settled_at = created_at');
    await q.createIndex('payments', new TableIndex({ name: 'ix_payments_commission_owed', columnNames: ['commission_settled_at', 'created_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payments', 'ix_payments_commission_owed');
    await q.dropColumn('payments', 'commission_settled_at');
    await q.dropTable('marketer_applications');
    await q.dropTable('commission_payout_items');
    await q.dropTable('commission_payouts');
    await q.dropTable('commission_entries');
  }
}
