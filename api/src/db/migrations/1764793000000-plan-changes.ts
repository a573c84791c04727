import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Issue 26: plans that change and end without stranding money.
 * - credit_entries: the customer's credit ledger, through which a changed pack's or a cancelled
 *   plan's money moves into another plan (rows written once, in pairs pointing at each other).
 * - payment_reversals: a refund's promised days (7 to 14 working days) and who paid a refund owed
 *   by hand, how and when (a manual payment's refund is 'owed' until an admin records it).
 * - ledger_checks: the credit ledger's balance, a term of the nightly equation.
 */
export class PlanChanges1764793000000 implements MigrationInterface {
  name = 'PlanChanges1764793000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'credit_entries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'plan_id', type: 'varchar', length: '36' },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'reason', type: 'varchar', length: '16' },
          { name: 'counterpart_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor_id', type: 'varchar', length: '36' },
          { name: 'note', type: 'varchar', length: '300', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'notice_sent_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'ix_credit_entries_user', columnNames: ['user_id', 'created_at'] },
          { name: 'ix_credit_entries_plan', columnNames: ['plan_id', 'created_at'] },
          { name: 'ix_credit_entries_notice_owed', columnNames: ['notice_sent_at', 'created_at'] },
        ],
      }),
    );
    await q.addColumns('payment_reversals', [
      new TableColumn({ name: 'refund_due_from', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'refund_due_by', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'paid_out_by', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'paid_out_channel', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'paid_out_reference', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'paid_out_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await q.addColumn('ledger_checks', new TableColumn({ name: 'credits_kobo', type: 'bigint', default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('ledger_checks', 'credits_kobo');
    for (const column of ['paid_out_at', 'paid_out_reference', 'paid_out_channel', 'paid_out_by', 'refund_due_by', 'refund_due_from']) await q.dropColumn('payment_reversals', column);
    await q.dropTable('credit_entries');
  }
}
