import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The admin audit trail (issue 11): one row per admin change, written in the change's transaction.
 * Indexed for the Activity view's filters: newest first, by admin, by action.
 */
export class AuditTrail1764700000000 implements MigrationInterface {
  name = 'AuditTrail1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'actor_id', type: 'varchar', length: '36' },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'target_type', type: 'varchar', length: '32' },
          { name: 'target_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'changes', type: 'text' },
          { name: 'reason', type: 'varchar', length: '300', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'ix_audit_log_created', columnNames: ['created_at', 'id'] },
          { name: 'ix_audit_log_actor', columnNames: ['actor_id', 'created_at'] },
          { name: 'ix_audit_log_action', columnNames: ['action', 'created_at'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_log');
  }
}
