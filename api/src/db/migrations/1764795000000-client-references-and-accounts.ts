import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Issue 28 (the original clients keep working unchanged):
 *
 * - `payment_checkouts.origin`: 'server' for the references this server issued (every row so
 *   far), 'client' for a reference the original web client or app made itself, paid in Paystack's
 *   popup and then reported: recorded as a claim before Paystack is asked, so the sweep asks again.
 * - `users.device_token` (the app's push-notification token, PUT /api/User/device-token/{id}) and
 *   when it was last set; `users.deleted_at`: the account its owner deleted (personal data erased,
 *   sign-in impossible; the money records stay, see docs/security.md).
 * - `password_reset_tokens.code_hash` and `code_attempts`: the 6-digit code the reset e-mail
 *   carries beside the link (stored hashed; 5 wrong tries spend it).
 */
export class ClientReferencesAndAccounts1764795000000 implements MigrationInterface {
  name = 'ClientReferencesAndAccounts1764795000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('payment_checkouts', new TableColumn({ name: 'origin', type: 'varchar', length: '8', isNullable: false, default: "'server'" }));
    await q.addColumns('users', [
      new TableColumn({ name: 'device_token', type: 'varchar', length: '512', isNullable: true }),
      new TableColumn({ name: 'device_token_at', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'deleted_at', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await q.addColumns('password_reset_tokens', [
      new TableColumn({ name: 'code_hash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'code_attempts', type: 'int', isNullable: false, default: 0 }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('password_reset_tokens', 'code_attempts');
    await q.dropColumn('password_reset_tokens', 'code_hash');
    await q.dropColumn('users', 'deleted_at');
    await q.dropColumn('users', 'device_token_at');
    await q.dropColumn('users', 'device_token');
    await q.dropColumn('payment_checkouts', 'origin');
  }
}
