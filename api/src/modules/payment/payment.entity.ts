import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../common/money';

/**
 * 'auto-debit': a saved card charged by the auto-debit job (never handed out to a browser).
 * 'arrears': every overdue instalment at once (payAllOverdue), issued for the oldest of them.
 * 'contribution': any amount from ₦500 up to what the plan still needs, paid by someone else through
 * the plan's contribution link (modules/contribution), never handed out again to another payer.
 */
export const CheckoutPurposes = ['first', 'instalment', 'auto-debit', 'arrears', 'contribution'] as const;
export type CheckoutPurpose = (typeof CheckoutPurposes)[number];
export const CheckoutStatuses = ['Open', 'Paid', 'Failed'] as const;
export type CheckoutOrigin = 'server' | 'client';
export type CheckoutStatus = (typeof CheckoutStatuses)[number];

/**
 * A payment reference this server issued, and what it must pay: without a row here, no money is
 * credited for a reference, whatever the provider says.
 */
@Entity('payment_checkouts')
@Index('ix_payment_checkouts_plan', ['planId', 'createdAt'])
@Index('ix_payment_checkouts_next_check', ['status', 'nextCheckAt'])
export class PaymentCheckoutRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('uq_payment_checkouts_reference', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  reference!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'schedule_id', type: 'varchar', length: 36, nullable: true })
  scheduleId!: string | null;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 16 })
  purpose!: CheckoutPurpose;

  @Column({ type: 'varchar', length: 16 })
  status!: CheckoutStatus;

  @Column({ name: 'access_code', type: 'varchar', length: 100, nullable: true })
  accessCode!: string | null;

  @Column({ name: 'authorization_url', type: 'varchar', length: 500, nullable: true })
  authorizationUrl!: string | null;

  @Column({ name: 'payment_id', type: 'varchar', length: 36, nullable: true })
  paymentId!: string | null;

  /**
   * 'server': a reference this server issued (the amount is what it must pay). 'client': a reference
   * the customer's own client made and paid in Paystack's popup before telling us (the original web
   * client and app, issue 28): recorded as a claim the moment it is reported, so that the sweep asks
   * Paystack again when Paystack could not be reached; `amount_kobo` is then what the named
   * instalment asked for, and the money is credited as Paystack reports it (docs/money.md).
   */
  @Column({ type: 'varchar', length: 8, default: 'server' })
  origin!: CheckoutOrigin;

  /** A contribution's payer, as they typed their name on the contribution page (2–60 characters); NULL otherwise. */
  @Column({ name: 'contributor_name', type: 'varchar', length: 60, nullable: true })
  contributorName!: string | null;

  /** How often the reconciliation has asked the provider about this checkout while it stayed open. */
  @Column({ type: 'int', default: 0 })
  checks!: number;

  /** When the reconciliation next asks the provider, if still open; NULL once it has stopped asking. */
  @Column({ name: 'next_check_at', type: 'datetime', precision: 3, nullable: true })
  nextCheckAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}

export const PaymentVias = ['browser', 'webhook', 'legacy', 'reconciliation', 'auto-debit', 'manual', 'credit'] as const;
export type PaymentVia = (typeof PaymentVias)[number];

/** How an admin says money came in outside Paystack. */
export const ManualChannels = ['cash', 'bank_transfer', 'pos'] as const;
export type ManualChannel = (typeof ManualChannels)[number];

/**
 * One money movement into a plan, written once: a Paystack payment the server verified, or a
 * manual one an admin recorded (provider 'manual', channel cash / bank_transfer / pos, with a note).
 * The provider reference is UNIQUE: a second confirmation of the same reference finds this row
 * instead of crediting again (a manual payment's is `manual-<id>`, never a provider's). A payment
 * taken back is not edited: a payment_reversals row points at it.
 */
@Entity('payments')
@Index('ix_payments_plan', ['planId', 'createdAt'])
@Index('ix_payments_receipt_owed', ['receiptSentAt', 'createdAt'])
@Index('ix_payments_commission_owed', ['commissionSettledAt', 'createdAt'])
@Index('ix_payments_recorded_via', ['recordedVia', 'createdAt'])
@Index('ix_payments_user', ['userId', 'createdAt'])
@Index('ix_payments_external_reference', ['externalReference'])
export class PaymentRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * The whole-number id the legacy /api paths answer and accept (api/src/rest/legacy-ids.ts),
   * assigned by the database on insert (the legacy-numbers migration): never written by the
   * application, and unknown on a row object until it is read back.
   */
  @Column({ name: 'legacy_id', type: 'int', nullable: true, insert: false, update: false })
  legacyId?: number | null;

  @Column({ type: 'varchar', length: 16 })
  /** 'transfer': money a bank transfer into the customer's dedicated account put into this plan (issue 27). */
  provider!: 'paystack' | 'manual' | 'transfer';

  @Index('uq_payments_provider_reference', { unique: true })
  @Column({ name: 'provider_reference', type: 'varchar', length: 100 })
  providerReference!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  /** The first schedule this payment paid, else the one it was issued for. */
  @Column({ name: 'schedule_id', type: 'varchar', length: 36, nullable: true })
  scheduleId!: string | null;

  @Column({ name: 'checkout_id', type: 'varchar', length: 36, nullable: true })
  checkoutId!: string | null;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** What went into the plan; amount − applied is the overpayment, owed back to the customer. */
  @Column({ name: 'applied_kobo', type: 'bigint', transformer: bigintKobo })
  appliedKobo!: number;

  @Column({ name: 'overpayment_kobo', type: 'bigint', transformer: bigintKobo })
  overpaymentKobo!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  channel!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: 'success';

  /** Paystack's authorization signature of the card that paid (the same card, the same signature); NULL for other channels. */
  @Column({ name: 'card_signature', type: 'varchar', length: 100, nullable: true })
  cardSignature!: string | null;

  /** The provider's verify answer, as JSON text. */
  @Column({ name: 'provider_response', type: 'text' })
  providerResponse!: string;

  @Column({ name: 'recorded_via', type: 'varchar', length: 16 })
  recordedVia!: PaymentVia;

  /** The signed-in user whose confirmation recorded it (the admin, for a manual one); null for the webhook and jobs. */
  @Column({ name: 'recorded_by', type: 'varchar', length: 36, nullable: true })
  recordedBy!: string | null;

  /** A manual payment's note (why, who brought it). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /** A manual payment's own reference (a transfer's or POS slip's), if the admin gave one. */
  @Column({ name: 'external_reference', type: 'varchar', length: 100, nullable: true })
  externalReference!: string | null;

  /** Who paid it through the plan's contribution link (copied once from its checkout); NULL for the owner's own payments. */
  @Column({ name: 'contributor_name', type: 'varchar', length: 60, nullable: true })
  contributorName!: string | null;

  @Column({ name: 'paid_at', type: 'datetime', precision: 3, nullable: true })
  paidAt!: Date | null;

  /** Set by whoever is sending the receipt e-mail; a claim older than a few minutes has lapsed. */
  @Column({ name: 'receipt_claimed_at', type: 'datetime', precision: 3, nullable: true })
  receiptClaimedAt!: Date | null;

  /** NULL from the commit that records the payment until its receipt is sent: the receipt is owed. */
  @Column({ name: 'receipt_sent_at', type: 'datetime', precision: 3, nullable: true })
  receiptSentAt!: Date | null;

  /** NULL from the commit that records the payment until the commission accrual has dealt with it (a line written, or nothing earned). */
  @Column({ name: 'commission_settled_at', type: 'datetime', precision: 3, nullable: true })
  commissionSettledAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}

/**
 * A reusable card, saved from a verified payment. The authorization code (which can charge the
 * card) is encrypted; the rest is what the profile shows. `defaultForUser` holds the user id on
 * the one default card and NULL elsewhere, so a unique index allows one default per user on
 * MySQL and SQLite alike.
 */
@Entity('payment_methods')
@Index('uq_payment_methods_card', ['userId', 'signature'], { unique: true })
export class PaymentMethodRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ type: 'varchar', length: 16 })
  provider!: 'paystack';

  @Column({ name: 'authorization_encrypted', type: 'text' })
  authorizationEncrypted!: string;

  @Column({ type: 'varchar', length: 100 })
  signature!: string;

  @Column({ name: 'card_type', type: 'varchar', length: 32 })
  cardType!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bank!: string | null;

  @Column({ type: 'varchar', length: 4 })
  last4!: string;

  @Column({ name: 'exp_month', type: 'varchar', length: 2 })
  expMonth!: string;

  @Column({ name: 'exp_year', type: 'varchar', length: 4 })
  expYear!: string;

  @Column({ type: 'boolean' })
  reusable!: boolean;

  @Index('uq_payment_methods_default', { unique: true })
  @Column({ name: 'default_for_user', type: 'varchar', length: 36, nullable: true })
  defaultForUser!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}

/**
 * A webhook delivery, stored (raw body and all) before it is processed. The same body delivered
 * again (providers retry) is one row: its SHA-256 is unique.
 */
@Entity('webhook_events')
@Index('ix_webhook_events_reference', ['reference'])
@Index('ix_webhook_events_unprocessed', ['processedAt', 'receivedAt'])
export class WebhookEventRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  provider!: 'paystack';

  @Column({ type: 'varchar', length: 64 })
  event!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  @Column({ name: 'raw_body', type: 'text' })
  rawBody!: string;

  @Index('uq_webhook_events_body', { unique: true })
  @Column({ name: 'body_sha256', type: 'varchar', length: 64 })
  bodySha256!: string;

  @Column({ name: 'signature_verified', type: 'boolean' })
  signatureVerified!: boolean;

  @Column({ name: 'received_at', type: 'datetime', precision: 3 })
  receivedAt!: Date;

  @Column({ name: 'processed_at', type: 'datetime', precision: 3, nullable: true })
  processedAt!: Date | null;

  @Column({ type: 'int' })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  error!: string | null;
}
