import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Issue 27, "A marketer's nudge": `marketer_nudges`, one row per SMS reminder a marketer sent a
 * referred customer who is overdue (see MarketerNudgeRow and docs/marketers.md). Indexed for the
 * marketer's count of the day, the customer's latest nudge, the owed SMS the sweep walks, and the
 * admins' newest-first list.
 */
export class MarketerNudges1764799600000 implements MigrationInterface {
  name = 'MarketerNudges1764799600000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'marketer_nudges',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'marketer_id', type: 'varchar', length: '36' },
          { name: 'customer_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'sent_on', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'sent_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'pay_link_id', type: 'varchar', length: '36', isNullable: true },
        ],
        indices: [
          { name: 'ix_marketer_nudges_marketer_day', columnNames: ['marketer_id', 'sent_on'] },
          { name: 'ix_marketer_nudges_customer', columnNames: ['customer_id', 'created_at'] },
          { name: 'ix_marketer_nudges_owed', columnNames: ['status', 'created_at'] },
          { name: 'ix_marketer_nudges_created', columnNames: ['created_at'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('marketer_nudges');
  }
}
