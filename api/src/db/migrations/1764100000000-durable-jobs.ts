import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * What the reconciliation sweep reads: a receipt owed until `receipt_sent_at` is set (with a
 * lapsing claim for whoever is sending it), when to next ask the provider about a checkout
 * nobody confirmed, and an index for webhook events not processed yet.
 */
export class DurableJobs1764100000000 implements MigrationInterface {
  name = 'DurableJobs1764100000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string) => new TableColumn({ name, type: 'datetime', precision: 3, isNullable: true });
    // Plain SQL that MySQL 8, MariaDB 10.5+ and SQLite 3.25+ all speak (TypeORM's renameColumn
    // rewrites the whole column on MySQL and trips over the datetime's default).
    await q.query('ALTER TABLE payments RENAME COLUMN receipt_queued_at TO receipt_claimed_at');
    await q.addColumn('payments', at('receipt_sent_at'));
    // Receipts queued before this release went out through the old mail job.
    await q.query('UPDATE payments SET receipt_sent_at = receipt_claimed_at WHERE receipt_claimed_at IS NOT NULL');
    await q.createIndex('payments', new TableIndex({ name: 'ix_payments_receipt_owed', columnNames: ['receipt_sent_at', 'created_at'] }));

    await q.addColumn('payment_checkouts', new TableColumn({ name: 'checks', type: 'int', default: 0 }));
    await q.addColumn('payment_checkouts', at('next_check_at'));
    await q.query("UPDATE payment_checkouts SET next_check_at = updated_at WHERE status = 'Open'");
    await q.createIndex('payment_checkouts', new TableIndex({ name: 'ix_payment_checkouts_next_check', columnNames: ['status', 'next_check_at'] }));

    await q.createIndex('webhook_events', new TableIndex({ name: 'ix_webhook_events_unprocessed', columnNames: ['processed_at', 'received_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('webhook_events', 'ix_webhook_events_unprocessed');
    await q.dropIndex('payment_checkouts', 'ix_payment_checkouts_next_check');
    await q.dropColumn('payment_checkouts', 'next_check_at');
    await q.dropColumn('payment_checkouts', 'checks');
    await q.dropIndex('payments', 'ix_payments_receipt_owed');
    await q.dropColumn('payments', 'receipt_sent_at');
    await q.query('ALTER TABLE payments RENAME COLUMN receipt_claimed_at TO receipt_queued_at');
  }
}
