import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Issue 28: `stray_charges`, a verified payment the customer's own client made and reported against
 * a plan that is not theirs (or none): recorded once per reference and refunded whole through
 * Paystack (see StrayChargeRow and docs/money.md).
 */
export class StrayCharges1764796000000 implements MigrationInterface {
  name = 'StrayCharges1764796000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'stray_charges',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'reference', type: 'varchar', length: '100' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'reported_plan', type: 'varchar', length: '100' },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'channel', type: 'varchar', length: '32', isNullable: true },
          { name: 'provider_response', type: 'text' },
          { name: 'paid_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'refund_status', type: 'varchar', length: '20' },
          { name: 'refund_status_at', type: 'datetime', precision: 3 },
          { name: 'refund_sent_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'refund_due_from', type: 'varchar', length: '10' },
          { name: 'refund_due_by', type: 'varchar', length: '10' },
          { name: 'notice_sent_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'uq_stray_charges_reference', columnNames: ['reference'], isUnique: true },
          { name: 'ix_stray_charges_user', columnNames: ['user_id', 'created_at'] },
          { name: 'ix_stray_charges_refund_owed', columnNames: ['refund_sent_at', 'created_at'] },
          { name: 'ix_stray_charges_notice_owed', columnNames: ['notice_sent_at', 'created_at'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('stray_charges');
  }
}
