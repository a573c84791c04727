import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/** A per-user token version: sessions carry it, and logout or a new password bumps it. */
export class SessionRevocation1764200000000 implements MigrationInterface {
  name = 'SessionRevocation1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'token_version', type: 'int', default: 0 }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'token_version');
  }
}
