import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Issue 29: the customer is told when an admin reverts or refunds a payment of theirs (an e-mail
 * and an SMS saying what happened and what they owe now). The notice is owed from the commit that
 * writes the reversal (notice_sent_at NULL) until it is queued; reversals written before this
 * migration are taken as told.
 */
export class ReversalNotices1764782900000 implements MigrationInterface {
  name = 'ReversalNotices1764782900000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('payment_reversals', new TableColumn({ name: 'notice_sent_at', type: 'datetime', precision: 3, isNullable: true }));
    await q.query('UPDATE payment_reversals SET notice_sent_at = created_at');
    await q.createIndex('payment_reversals', new TableIndex({ name: 'ix_payment_reversals_notice_owed', columnNames: ['notice_sent_at', 'created_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_reversals', 'ix_payment_reversals_notice_owed');
    await q.dropColumn('payment_reversals', 'notice_sent_at');
  }
}
