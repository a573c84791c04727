import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The admin's users lists (issue 11). (registered_at, id) gives each page's ids newest first
 * without sorting the table, and covers them. "Customers without a plan under way" anti-joins the
 * holders of other roles and of Active plans: (role, user_id) and (status, user_id) let both be
 * read from an index alone, a few thousand entries instead of a look-up per user.
 */
export class UserAdmin1764720000000 implements MigrationInterface {
  name = 'UserAdmin1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('users', new TableIndex({ name: 'ix_users_registered', columnNames: ['registered_at', 'id'] }));
    await q.createIndex('user_roles', new TableIndex({ name: 'ix_user_roles_role', columnNames: ['role', 'user_id'] }));
    await q.createIndex('savings_plans', new TableIndex({ name: 'ix_savings_plans_status_user', columnNames: ['status', 'user_id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('savings_plans', 'ix_savings_plans_status_user');
    await q.dropIndex('user_roles', 'ix_user_roles_role');
    await q.dropIndex('users', 'ix_users_registered');
  }
}
