import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../common/money';

export const ReversalKinds = ['Reversal', 'Refund'] as const;
export type ReversalKind = (typeof ReversalKinds)[number];

/**
 * Where a refund stands: 'requested' until Paystack accepted it (POST /refund), then what
 * Paystack's refund events say; a manual payment's refund is 'owed' until an admin records how it
 * was paid back (channel, reference), then 'processed'.
 */
export const RefundStatuses = ['requested', 'owed', 'pending', 'processing', 'processed', 'failed', 'needs-attention'] as const;
export type RefundStatus = (typeof RefundStatuses)[number];

/**
 * A payment taken back, written once: which payment, how much came off the plan, by whom and why.
 * The unique payment_id makes a payment reversible once, whoever asks twice.
 * - A Reversal sends nothing to Paystack: it corrects the books (a manual payment recorded in
 *   error, a bounced transfer).
 * - A Refund gives the money back: to the card through Paystack, or by the manual payment's
 *   channel. Its money fields are final when written; only the refund_* columns follow the
 *   provider (the webhook events themselves are kept in webhook_events).
 */
@Entity('payment_reversals')
@Index('ix_payment_reversals_plan', ['planId', 'createdAt'])
@Index('ix_payment_reversals_refund_owed', ['refundSentAt', 'createdAt'])
@Index('ix_payment_reversals_notice_owed', ['noticeSentAt', 'createdAt'])
export class PaymentReversalRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('uq_payment_reversals_payment', { unique: true })
  @Column({ name: 'payment_id', type: 'varchar', length: 36 })
  paymentId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: ReversalKind;

  /** The whole payment (its amount_kobo). */
  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** What came off the plan's amount paid (the payment's applied_kobo). */
  @Column({ name: 'applied_kobo', type: 'bigint', transformer: bigintKobo })
  appliedKobo!: number;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  @Column({ name: 'actor_id', type: 'varchar', length: 36 })
  actorId!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** A refund's way back: 'card' (Paystack), or the manual payment's cash / bank_transfer / pos. */
  @Column({ name: 'refund_channel', type: 'varchar', length: 16, nullable: true })
  refundChannel!: string | null;

  @Column({ name: 'refund_status', type: 'varchar', length: 20, nullable: true })
  refundStatus!: RefundStatus | null;

  @Column({ name: 'refund_status_at', type: 'datetime', precision: 3, nullable: true })
  refundStatusAt!: Date | null;

  /** NULL from the commit until Paystack accepted the card refund: the outbox column the sweep reads. */
  @Column({ name: 'refund_sent_at', type: 'datetime', precision: 3, nullable: true })
  refundSentAt!: Date | null;

  /**
   * NULL from the commit until the customer's notice (e-mail and SMS: what happened, what they owe
   * now) is queued: the 'reversal-notices' duty. A plan's refund rows share one notice.
   */
  @Column({ name: 'notice_sent_at', type: 'datetime', precision: 3, nullable: true })
  noticeSentAt!: Date | null;

  /** The 7th and 14th Lagos working day after the refund was asked for: it is promised between them, overdue after. */
  @Column({ name: 'refund_due_from', type: 'varchar', length: 10, nullable: true })
  refundDueFrom!: string | null;

  @Column({ name: 'refund_due_by', type: 'varchar', length: 10, nullable: true })
  refundDueBy!: string | null;

  /** A refund paid back by hand: the admin who recorded it, how (cash, bank_transfer, pos), their reference, when. */
  @Column({ name: 'paid_out_by', type: 'varchar', length: 36, nullable: true })
  paidOutBy!: string | null;

  @Column({ name: 'paid_out_channel', type: 'varchar', length: 16, nullable: true })
  paidOutChannel!: string | null;

  @Column({ name: 'paid_out_reference', type: 'varchar', length: 100, nullable: true })
  paidOutReference!: string | null;

  @Column({ name: 'paid_out_at', type: 'datetime', precision: 3, nullable: true })
  paidOutAt!: Date | null;
}
