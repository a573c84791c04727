import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Catching up on a plan that is behind (issue 26): one row per catch-up, written once in the
 * transaction that reschedules the plan (PlanAccount.reschedule), so that a plan is caught up at
 * most once per 30 days (read under the plan's row lock). No foreign key: a plan deleted by an
 * admin (one that never received money) keeps no rows here anyway.
 */
export class PlanCatchUps1764792000000 implements MigrationInterface {
  name = 'PlanCatchUps1764792000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'plan_catch_ups',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'actor_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'weeks', type: 'int', isNullable: true },
          { name: 'overdue_kobo', type: 'bigint' },
          { name: 'previous_end_date', type: 'varchar', length: '10' },
          { name: 'end_date', type: 'varchar', length: '10' },
          { name: 'caught_up_on', type: 'varchar', length: '10' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [{ name: 'ix_plan_catch_ups_plan', columnNames: ['plan_id', 'caught_up_on'] }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('plan_catch_ups');
  }
}
