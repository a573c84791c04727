import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Issue 27, family and diaspora contributions: `plan_contribution_links` (a keyed hash of each
 * link's token, one live link per plan), and the contributor's name on the checkout that is paid
 * through a link and on the payment it becomes (written once, copied from the checkout).
 */
export class ContributionLinks1764799500000 implements MigrationInterface {
  name = 'ContributionLinks1764799500000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'plan_contribution_links',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'active_plan_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'turned_off_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'uq_plan_contribution_links_token', columnNames: ['token_hash'], isUnique: true },
          { name: 'uq_plan_contribution_links_active', columnNames: ['active_plan_id'], isUnique: true },
          { name: 'ix_plan_contribution_links_plan', columnNames: ['plan_id', 'created_at'] },
        ],
      }),
    );
    // Plain ALTER TABLE, not q.addColumn: on SQLite, TypeORM's addColumn rebuilds the table and would
    // lose `payments.legacy_id` and its trigger, which the legacy-numbers migration added in SQL.
    for (const table of ['payment_checkouts', 'payments']) await q.query(`ALTER TABLE ${table} ADD COLUMN contributor_name varchar(60) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['payments', 'payment_checkouts']) await q.query(`ALTER TABLE ${table} DROP COLUMN contributor_name`);
    await q.dropTable('plan_contribution_links');
  }
}
