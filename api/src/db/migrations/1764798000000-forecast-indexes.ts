import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The procurement forecast (issue 25) reads every open plan's instalments, grouped by plan, for
 * their pace summaries: (plan_id, due_date, status, paid_at) holds all it reads, in plan order,
 * so each plan is one short range of this index and the table itself is never touched (without
 * it, each instalment was a lookup of the row by its uuid, through uq_payment_schedules_sequence).
 */
export class ForecastIndexes1764798000000 implements MigrationInterface {
  name = 'ForecastIndexes1764798000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('payment_schedules', new TableIndex({ name: 'ix_payment_schedules_pace', columnNames: ['plan_id', 'due_date', 'status', 'paid_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_schedules', 'ix_payment_schedules_pace');
  }
}
