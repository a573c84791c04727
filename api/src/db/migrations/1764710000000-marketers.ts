import { randomUUID } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { DEFAULT_RATE_BP } from '../../modules/marketer/domain/commission-rate';
import { generateReferralCode } from '../../modules/marketer/domain/referral-code';

/**
 * Marketer records (issue 11): business details, referral code and commission rate per user
 * holding the Marketer role, and the rate's history. Every existing marketer gets a record at
 * 10 %, from when the role was granted, with a new code. Referred customers are found by
 * users.referral_code_used, hence its index. Table API, so it runs on MySQL and SQLite.
 */
export class Marketers1764710000000 implements MigrationInterface {
  name = 'Marketers1764710000000';

  async up(q: QueryRunner): Promise<void> {
    const at = (name: string) => ({ name, type: 'datetime', precision: 3 });
    const text = (name: string, length: number) => ({ name, type: 'varchar', length: String(length), isNullable: true });
    await q.createTable(
      new Table({
        name: 'marketers',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'referral_code', type: 'varchar', length: '16' },
          text('company_name', 150),
          text('city', 100),
          text('state', 100),
          text('postal_code', 20),
          text('country', 100),
          text('website', 300),
          text('social_media_handle', 100),
          { name: 'commission_rate_bp', type: 'int' },
          { name: 'status', type: 'varchar', length: '16' },
          at('created_at'),
          at('updated_at'),
        ],
        indices: [
          { name: 'uq_marketers_referral_code', columnNames: ['referral_code'], isUnique: true },
          { name: 'ix_marketers_created', columnNames: ['created_at', 'user_id'] },
        ],
        foreignKeys: [{ name: 'fk_marketers_user', columnNames: ['user_id'], referencedTableName: 'users', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'marketer_rate_changes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'marketer_id', type: 'varchar', length: '36' },
          { name: 'rate_bp', type: 'int' },
          { name: 'changed_by', type: 'varchar', length: '36', isNullable: true },
          at('changed_at'),
        ],
        indices: [{ name: 'ix_marketer_rate_changes_marketer', columnNames: ['marketer_id', 'changed_at'] }],
        foreignKeys: [
          { name: 'fk_marketer_rate_changes_marketer', columnNames: ['marketer_id'], referencedTableName: 'marketers', referencedColumnNames: ['user_id'], onDelete: 'CASCADE' },
        ],
      }),
    );
    await q.createIndex('users', new TableIndex({ name: 'ix_users_referral_code_used', columnNames: ['referral_code_used'] }));

    const holders = (await q.query("SELECT user_id FROM user_roles WHERE role = 'Marketer' ORDER BY granted_at, user_id")) as { user_id: string }[];
    const codes = new Set<string>();
    for (const { user_id: userId } of holders) {
      let code = generateReferralCode();
      while (codes.has(code)) code = generateReferralCode();
      codes.add(code);
      await q.query(
        "INSERT INTO marketers (user_id, referral_code, commission_rate_bp, status, created_at, updated_at) SELECT user_id, ?, ?, 'Active', granted_at, granted_at FROM user_roles WHERE user_id = ? AND role = 'Marketer'",
        [code, DEFAULT_RATE_BP, userId],
      );
      await q.query('INSERT INTO marketer_rate_changes (id, marketer_id, rate_bp, changed_by, changed_at) SELECT ?, user_id, commission_rate_bp, NULL, created_at FROM marketers WHERE user_id = ?', [
        randomUUID(),
        userId,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('users', 'ix_users_referral_code_used');
    await q.dropTable('marketer_rate_changes');
    await q.dropTable('marketers');
  }
}
