import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Automatic debits (issue 12): one row per attempt to charge a saved card for an instalment,
 * written before Paystack is called. UNIQUE reference (fixed per instalment and attempt) and
 * UNIQUE (schedule_id, attempt): of two runs at once, one claims an attempt.
 */
export class AutoDebits1764400000000 implements MigrationInterface {
  name = 'AutoDebits1764400000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string, nullable = false) => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
    await q.createTable(
      new Table({
        name: 'auto_debit_attempts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'schedule_id', type: 'varchar', length: '36' },
          { name: 'attempt', type: 'int' },
          { name: 'reference', type: 'varchar', length: '64' },
          { name: 'amount_kobo', type: 'bigint' },
          at('attempted_at'),
          { name: 'attempted_on', type: 'varchar', length: '10' },
          { name: 'outcome', type: 'varchar', length: '16' },
          { name: 'retryable', type: 'boolean' },
          { name: 'provider_message', type: 'varchar', length: '300', isNullable: true },
          { name: 'authorization_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'next_attempt_on', type: 'varchar', length: '10', isNullable: true },
          at('settled_at', true),
          at('notified_at', true),
        ],
        indices: [
          { name: 'uq_auto_debit_attempts_reference', columnNames: ['reference'], isUnique: true },
          { name: 'uq_auto_debit_attempts_attempt', columnNames: ['schedule_id', 'attempt'], isUnique: true },
          { name: 'ix_auto_debit_attempts_plan', columnNames: ['plan_id', 'attempted_on'] },
          { name: 'ix_auto_debit_attempts_unnotified', columnNames: ['outcome', 'notified_at'] },
        ],
        foreignKeys: [
          { name: 'fk_auto_debit_attempts_plan', columnNames: ['plan_id'], referencedTableName: 'savings_plans', referencedColumnNames: ['id'] },
          { name: 'fk_auto_debit_attempts_schedule', columnNames: ['schedule_id'], referencedTableName: 'payment_schedules', referencedColumnNames: ['id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('auto_debit_attempts');
  }
}
