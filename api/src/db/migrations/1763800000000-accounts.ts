import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Users, their roles and password-reset tokens. Written with the Table API so it runs on MySQL and SQLite. */
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'first_name', type: 'varchar', length: '100' },
          { name: 'last_name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone_number', type: 'varchar', length: '20' },
          { name: 'address', type: 'varchar', length: '300', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'referral_code_used', type: 'varchar', length: '64', isNullable: true },
          { name: 'registered_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
        indices: [{ name: 'uq_users_email', columnNames: ['email'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user_roles',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'role', type: 'varchar', length: '16', isPrimary: true },
          { name: 'granted_at', type: 'datetime' },
        ],
        foreignKeys: [
          { name: 'fk_user_roles_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'expires_at', type: 'datetime' },
          { name: 'used_at', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          { name: 'uq_password_reset_tokens_hash', columnNames: ['token_hash'], isUnique: true },
          { name: 'ix_password_reset_tokens_user', columnNames: ['user_id'] },
        ],
        foreignKeys: [
          { name: 'fk_password_reset_tokens_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('password_reset_tokens');
    await q.dropTable('user_roles');
    await q.dropTable('users');
  }
}
