import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';

export const DedicatedAccountStatuses = ['requested', 'assigned', 'failed'] as const;
export type DedicatedAccountStatus = (typeof DedicatedAccountStatuses)[number];

/**
 * A customer's own bank account number (a Paystack dedicated virtual account), one per customer.
 * 'requested' is owed work: the assignment job (and the sweep after it) creates the Paystack
 * customer and asks for the account; Paystack's answer or its `dedicated_account.assign.*` event
 * records 'assigned' or 'failed', once.
 */
@Entity('dedicated_accounts')
@Index('ix_dedicated_accounts_owed', ['status', 'nextAttemptAt'])
@Index('ix_dedicated_accounts_check', ['status', 'nextCheckAt'])
export class DedicatedAccountRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('uq_dedicated_accounts_user', { unique: true })
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: DedicatedAccountStatus;

  @Index('uq_dedicated_accounts_customer', { unique: true })
  @Column({ name: 'customer_code', type: 'varchar', length: 50, nullable: true })
  customerCode!: string | null;

  /** Paystack's numeric customer id (its transaction list is filtered by it). */
  @Column({ name: 'customer_id', type: 'varchar', length: 30, nullable: true })
  customerId!: string | null;

  @Index('uq_dedicated_accounts_number', { unique: true })
  @Column({ name: 'account_number', type: 'varchar', length: 20, nullable: true })
  accountNumber!: string | null;

  @Column({ name: 'account_name', type: 'varchar', length: 200, nullable: true })
  accountName!: string | null;

  @Column({ name: 'bank_name', type: 'varchar', length: 100, nullable: true })
  bankName!: string | null;

  @Column({ name: 'bank_slug', type: 'varchar', length: 50, nullable: true })
  bankSlug!: string | null;

  /** Paystack's reason when the assignment failed. */
  @Column({ name: 'failure_reason', type: 'varchar', length: 300, nullable: true })
  failureReason!: string | null;

  /** Calls made to Paystack for this assignment. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** While requested: when the sweep next asks Paystack (NULL once it has stopped). */
  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt!: Date | null;

  /** While assigned: when the sweep next lists the account's transactions for transfers whose webhook never came. */
  @Column({ name: 'next_check_at', type: 'datetime', precision: 3, nullable: true })
  nextCheckAt!: Date | null;

  /** The plan the customer wants their transfers to pay first (else the oldest due instalment first). */
  @Column({ name: 'first_plan_id', type: 'varchar', length: 36, nullable: true })
  firstPlanId!: string | null;

  @Column({ name: 'requested_at', type: 'datetime', precision: 3 })
  requestedAt!: Date;

  @Column({ name: 'assigned_at', type: 'datetime', precision: 3, nullable: true })
  assignedAt!: Date | null;

  @Column({ name: 'failed_at', type: 'datetime', precision: 3, nullable: true })
  failedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}

/**
 * Money a customer transferred into their dedicated account, written once per Paystack reference
 * (UNIQUE) after Paystack confirmed it, in the same transaction as where it went: payments into
 * plans (provider 'transfer', pointing back here by `external_reference`) and, for what exceeded
 * the instalments due, a row of the customer's credit. Its receipt is owed from the commit.
 */
@Entity('bank_transfers')
@Index('ix_bank_transfers_user', ['userId', 'createdAt'])
@Index('ix_bank_transfers_receipt_owed', ['receiptSentAt', 'createdAt'])
export class BankTransferRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('uq_bank_transfers_reference', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  reference!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'account_number', type: 'varchar', length: 20, nullable: true })
  accountNumber!: string | null;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** What went into plans; the rest (`credited_kobo`) into the customer's credit. */
  @Column({ name: 'applied_kobo', type: 'bigint', transformer: bigintKobo })
  appliedKobo!: number;

  @Column({ name: 'credited_kobo', type: 'bigint', transformer: bigintKobo })
  creditedKobo!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  /** Where every naira went, for the receipt: JSON list of { planId, packName, amountKobo, sequences }. */
  @Column({ type: 'text' })
  allocation!: string;

  @Column({ name: 'sender_name', type: 'varchar', length: 200, nullable: true })
  senderName!: string | null;

  @Column({ name: 'provider_response', type: 'text' })
  providerResponse!: string;

  /** 'webhook' or 'reconciliation' (the sweep found it). */
  @Column({ name: 'recorded_via', type: 'varchar', length: 16 })
  recordedVia!: string;

  @Column({ name: 'paid_at', type: 'datetime', precision: 3, nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** NULL until the receipt e-mail is queued (owed work 'transfer-receipts'). */
  @Column({ name: 'receipt_sent_at', type: 'datetime', precision: 3, nullable: true })
  receiptSentAt!: Date | null;
}

export const CustomerCreditKinds = ['transfer', 'applied', 'refund'] as const;
export type CustomerCreditKind = (typeof CustomerCreditKinds)[number];

/**
 * The customer's credit (issue 27), rows written once, never edited; the balance is their sum.
 * 'transfer' (+): what a bank transfer brought beyond the instalments due. 'applied' (−): put into
 * a plan as an instalment fell due (its payment row, provider 'transfer'). 'refund' (−): paid back
 * to the customer (owed until an admin records the payout).
 */
@Entity('customer_credits')
@Index('ix_customer_credits_user', ['userId', 'createdAt'])
export class CustomerCreditRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: CustomerCreditKind;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  @Index('uq_customer_credits_transfer', { unique: true })
  @Column({ name: 'transfer_id', type: 'varchar', length: 36, nullable: true })
  transferId!: string | null;

  @Index('uq_customer_credits_payment', { unique: true })
  @Column({ name: 'payment_id', type: 'varchar', length: 36, nullable: true })
  paymentId!: string | null;

  @Column({ name: 'plan_id', type: 'varchar', length: 36, nullable: true })
  planId!: string | null;

  /** Who wrote it: the system, or the admin who refunded. */
  @Column({ name: 'actor_id', type: 'varchar', length: 36 })
  actorId!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  note!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
