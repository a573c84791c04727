import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Issue 27: bank transfers into the customer's own account number (Paystack dedicated virtual
 * accounts): `dedicated_accounts`, `bank_transfers` (once per Paystack reference) and
 * `customer_credits` (the customer's credit ledger). `payments.provider` gains 'transfer' (a value,
 * no schema change).
 */
export class DedicatedAccounts1764799000000 implements MigrationInterface {
  name = 'DedicatedAccounts1764799000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'dedicated_accounts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'customer_code', type: 'varchar', length: '50', isNullable: true },
          { name: 'customer_id', type: 'varchar', length: '30', isNullable: true },
          { name: 'account_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'account_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'bank_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'bank_slug', type: 'varchar', length: '50', isNullable: true },
          { name: 'failure_reason', type: 'varchar', length: '300', isNullable: true },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'next_attempt_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'next_check_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'first_plan_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'requested_at', type: 'datetime', precision: 3 },
          { name: 'assigned_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'failed_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'uq_dedicated_accounts_user', columnNames: ['user_id'], isUnique: true },
          { name: 'uq_dedicated_accounts_customer', columnNames: ['customer_code'], isUnique: true },
          { name: 'uq_dedicated_accounts_number', columnNames: ['account_number'], isUnique: true },
          { name: 'ix_dedicated_accounts_owed', columnNames: ['status', 'next_attempt_at'] },
          { name: 'ix_dedicated_accounts_check', columnNames: ['status', 'next_check_at'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'bank_transfers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'reference', type: 'varchar', length: '100' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'account_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'applied_kobo', type: 'bigint' },
          { name: 'credited_kobo', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'allocation', type: 'text' },
          { name: 'sender_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'provider_response', type: 'text' },
          { name: 'recorded_via', type: 'varchar', length: '16' },
          { name: 'paid_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'receipt_sent_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          { name: 'uq_bank_transfers_reference', columnNames: ['reference'], isUnique: true },
          { name: 'ix_bank_transfers_user', columnNames: ['user_id', 'created_at'] },
          { name: 'ix_bank_transfers_receipt_owed', columnNames: ['receipt_sent_at', 'created_at'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'customer_credits',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'amount_kobo', type: 'bigint' },
          { name: 'transfer_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'payment_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'plan_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'actor_id', type: 'varchar', length: '36' },
          { name: 'note', type: 'varchar', length: '300', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'ix_customer_credits_user', columnNames: ['user_id', 'created_at'] },
          { name: 'uq_customer_credits_transfer', columnNames: ['transfer_id'], isUnique: true },
          { name: 'uq_customer_credits_payment', columnNames: ['payment_id'], isUnique: true },
        ],
      }),
    );
    // The payments a transfer made name it (the Paystack reference) in external_reference: found by it.
    await q.createIndex('payments', new TableIndex({ name: 'ix_payments_external_reference', columnNames: ['external_reference'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payments', 'ix_payments_external_reference');
    await q.dropTable('customer_credits');
    await q.dropTable('bank_transfers');
    await q.dropTable('dedicated_accounts');
  }
}
