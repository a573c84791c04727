import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Payment reminders (issue 12): the customer's channel choices (both on, for existing accounts
 * too), one row per reminder sent with the keys that make it once only, and the one-tap pay
 * links (a keyed hash of the token, never the token). Table API, so it runs on MySQL and SQLite.
 */
export class Reminders1764500000000 implements MigrationInterface {
  name = 'Reminders1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string, nullable = false) => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
    await q.addColumn('users', new TableColumn({ name: 'email_reminders', type: 'boolean', default: 1 }));
    await q.addColumn('users', new TableColumn({ name: 'sms_reminders', type: 'boolean', default: 1 }));
    await q.createTable(
      new Table({
        name: 'reminders_sent',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'schedule_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'channel', type: 'varchar', length: '8' },
          { name: 'sent_on', type: 'varchar', length: '10' },
          { name: 'run_id', type: 'varchar', length: '36' },
          { name: 'pay_link_id', type: 'varchar', length: '36', isNullable: true },
          at('created_at'),
        ],
        indices: [
          { name: 'uq_reminders_sent_once', columnNames: ['schedule_id', 'kind', 'channel'], isUnique: true },
          { name: 'uq_reminders_sent_daily', columnNames: ['plan_id', 'sent_on', 'channel'], isUnique: true },
          { name: 'ix_reminders_sent_run', columnNames: ['run_id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'pay_links',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'schedule_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          at('created_at'),
          at('expires_at'),
          at('opened_at', true),
        ],
        indices: [
          { name: 'uq_pay_links_token', columnNames: ['token_hash'], isUnique: true },
          { name: 'ix_pay_links_schedule', columnNames: ['schedule_id'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('pay_links');
    await q.dropTable('reminders_sent');
    await q.dropColumn('users', 'sms_reminders');
    await q.dropColumn('users', 'email_reminders');
  }
}
