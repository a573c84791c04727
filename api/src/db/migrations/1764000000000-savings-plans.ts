import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Savings plans and their schedules, fulfilments, and the payments side: issued checkouts,
 * verified payments, saved cards and webhook events. Table API, so it runs on MySQL and SQLite.
 * Money tables never cascade from users or packs: a payment record outlives everything.
 */
export class SavingsPlans1764000000000 implements MigrationInterface {
  name = 'SavingsPlans1764000000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string, nullable = false) => ({ name, type: 'datetime', precision: 3, isNullable: nullable });
    await q.createTable(
      new Table({
        name: 'savings_plans',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'food_pack_id', type: 'varchar', length: '36' },
          { name: 'pack_name', type: 'varchar', length: '120' },
          { name: 'price_kobo', type: 'bigint' },
          { name: 'instalment_kobo', type: 'bigint' },
          { name: 'frequency', type: 'varchar', length: '8' },
          { name: 'duration_months', type: 'int' },
          { name: 'instalment_count', type: 'int' },
          { name: 'start_date', type: 'varchar', length: '10' },
          { name: 'payment_preference', type: 'varchar', length: '10' },
          { name: 'reminders_enabled', type: 'boolean' },
          { name: 'status', type: 'varchar', length: '24' },
          { name: 'cancel_reason', type: 'varchar', length: '16', isNullable: true },
          { name: 'amount_paid_kobo', type: 'bigint' },
          { name: 'fulfilment_method', type: 'varchar', length: '10' },
          { name: 'delivery_address', type: 'varchar', length: '300', isNullable: true },
          at('created_at'),
          at('updated_at'),
          at('activated_at', true),
          at('completed_at', true),
          at('cancelled_at', true),
        ],
        indices: [
          { name: 'ix_savings_plans_user', columnNames: ['user_id', 'created_at'] },
          { name: 'ix_savings_plans_status', columnNames: ['status', 'created_at'] },
        ],
        foreignKeys: [
          { name: 'fk_savings_plans_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'] },
          { name: 'fk_savings_plans_pack', columnNames: ['food_pack_id'], referencedTableName: 'food_packs', referencedColumnNames: ['id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_schedules',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'sequence', type: 'int' },
          { name: 'due_date', type: 'varchar', length: '10' },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'status', type: 'varchar', length: '10' },
          at('paid_at', true),
          { name: 'payment_id', type: 'varchar', length: '36', isNullable: true },
        ],
        indices: [
          { name: 'uq_payment_schedules_sequence', columnNames: ['plan_id', 'sequence'], isUnique: true },
          { name: 'ix_payment_schedules_due', columnNames: ['status', 'due_date'] },
        ],
        foreignKeys: [
          { name: 'fk_payment_schedules_plan', columnNames: ['plan_id'], referencedTableName: 'savings_plans', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'fulfilments',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'method', type: 'varchar', length: '10' },
          { name: 'address', type: 'varchar', length: '300', isNullable: true },
          { name: 'expected_from', type: 'varchar', length: '10' },
          { name: 'expected_to', type: 'varchar', length: '10' },
          { name: 'status', type: 'varchar', length: '16' },
          at('created_at'),
          at('updated_at'),
        ],
        indices: [{ name: 'uq_fulfilments_plan', columnNames: ['plan_id'], isUnique: true }],
        foreignKeys: [{ name: 'fk_fulfilments_plan', columnNames: ['plan_id'], referencedTableName: 'savings_plans', referencedColumnNames: ['id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_checkouts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'reference', type: 'varchar', length: '64' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'schedule_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'purpose', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'access_code', type: 'varchar', length: '100', isNullable: true },
          { name: 'authorization_url', type: 'varchar', length: '500', isNullable: true },
          { name: 'payment_id', type: 'varchar', length: '36', isNullable: true },
          at('created_at'),
          at('updated_at'),
        ],
        indices: [
          { name: 'uq_payment_checkouts_reference', columnNames: ['reference'], isUnique: true },
          { name: 'ix_payment_checkouts_plan', columnNames: ['plan_id', 'created_at'] },
        ],
        foreignKeys: [
          { name: 'fk_payment_checkouts_plan', columnNames: ['plan_id'], referencedTableName: 'savings_plans', referencedColumnNames: ['id'] },
          { name: 'fk_payment_checkouts_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payments',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'provider', type: 'varchar', length: '16' },
          { name: 'provider_reference', type: 'varchar', length: '100' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'schedule_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'checkout_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'applied_kobo', type: 'bigint' },
          { name: 'overpayment_kobo', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'channel', type: 'varchar', length: '32', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'provider_response', type: 'text' },
          { name: 'recorded_via', type: 'varchar', length: '16' },
          { name: 'recorded_by', type: 'varchar', length: '36', isNullable: true },
          at('paid_at', true),
          at('receipt_queued_at', true),
          at('created_at'),
        ],
        indices: [
          { name: 'uq_payments_provider_reference', columnNames: ['provider_reference'], isUnique: true },
          { name: 'ix_payments_plan', columnNames: ['plan_id', 'created_at'] },
        ],
        foreignKeys: [
          { name: 'fk_payments_plan', columnNames: ['plan_id'], referencedTableName: 'savings_plans', referencedColumnNames: ['id'] },
          { name: 'fk_payments_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_methods',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'provider', type: 'varchar', length: '16' },
          { name: 'authorization_encrypted', type: 'text' },
          { name: 'signature', type: 'varchar', length: '100' },
          { name: 'card_type', type: 'varchar', length: '32' },
          { name: 'bank', type: 'varchar', length: '100', isNullable: true },
          { name: 'last4', type: 'varchar', length: '4' },
          { name: 'exp_month', type: 'varchar', length: '2' },
          { name: 'exp_year', type: 'varchar', length: '4' },
          { name: 'reusable', type: 'boolean' },
          { name: 'default_for_user', type: 'varchar', length: '36', isNullable: true },
          at('created_at'),
          at('updated_at'),
        ],
        indices: [
          { name: 'uq_payment_methods_card', columnNames: ['user_id', 'signature'], isUnique: true },
          { name: 'uq_payment_methods_default', columnNames: ['default_for_user'], isUnique: true },
        ],
        foreignKeys: [
          { name: 'fk_payment_methods_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'webhook_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'provider', type: 'varchar', length: '16' },
          { name: 'event', type: 'varchar', length: '64' },
          { name: 'reference', type: 'varchar', length: '100', isNullable: true },
          { name: 'raw_body', type: 'text' },
          { name: 'body_sha256', type: 'varchar', length: '64' },
          { name: 'signature_verified', type: 'boolean' },
          at('received_at'),
          at('processed_at', true),
          { name: 'attempts', type: 'int' },
          { name: 'error', type: 'text', isNullable: true },
        ],
        indices: [
          { name: 'uq_webhook_events_body', columnNames: ['body_sha256'], isUnique: true },
          { name: 'ix_webhook_events_reference', columnNames: ['reference'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['webhook_events', 'payment_methods', 'payments', 'payment_checkouts', 'fulfilments', 'payment_schedules', 'savings_plans']) {
      await q.dropTable(table);
    }
  }
}
