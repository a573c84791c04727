import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The admin's people lists sort by registration date (ix_users_registered, ix_marketers_created),
 * e-mail (uq_users_email) and, from here, by name: (first_name, last_name, id) gives a page's ids
 * in name order without sorting the table, from either end, and covers them.
 */
export class AdminListSorts1764760000000 implements MigrationInterface {
  name = 'AdminListSorts1764760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('users', new TableIndex({ name: 'ix_users_name', columnNames: ['first_name', 'last_name', 'id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('users', 'ix_users_name');
  }
}
