import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';
import type { RefundStatus } from '../payment-reversal.entity';

/**
 * A stray charge (issue 28): a payment the customer's own client made at Paystack, verified (success,
 * NGN, paid by the reporting customer's e-mail, this merchant), but reported against a plan that is
 * not theirs or does not exist. It pays no plan (no `payments` row is put on a plan that is not
 * theirs), so it is refunded whole through Paystack: this row records the money received and its
 * refund at once, written once per reference (UNIQUE) in one transaction. Its refund is sent by the
 * same 'refunds' duty as a plan's card refunds (`refund_sent_at` NULL until Paystack accepted it)
 * and its status follows Paystack's refund events; the customer's notice is owed while
 * `notice_sent_at` is NULL ('reversal-notices' duty). The money columns never change.
 */
@Entity('stray_charges')
@Index('ix_stray_charges_user', ['userId', 'createdAt'])
@Index('ix_stray_charges_refund_owed', ['refundSentAt', 'createdAt'])
@Index('ix_stray_charges_notice_owed', ['noticeSentAt', 'createdAt'])
export class StrayChargeRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Index('uq_stray_charges_reference', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  reference!: string;

  /** The customer who reported it and, as Paystack confirmed by e-mail, paid it. */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  /** The plan key the customer named (not theirs, or none), as sent: for support only, never shown to anyone else. */
  @Column({ name: 'reported_plan', type: 'varchar', length: 100 })
  reportedPlan!: string;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  channel!: string | null;

  /** Paystack's verify answer, as JSON text. */
  @Column({ name: 'provider_response', type: 'text' })
  providerResponse!: string;

  @Column({ name: 'paid_at', type: 'datetime', precision: 3, nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** 'requested' until Paystack accepted the refund, then what its refund events say (never backwards). */
  @Column({ name: 'refund_status', type: 'varchar', length: 20 })
  refundStatus!: RefundStatus;

  @Column({ name: 'refund_status_at', type: 'datetime', precision: 3 })
  refundStatusAt!: Date;

  /** NULL from the commit until Paystack accepted the refund: the outbox column the 'refunds' duty reads. */
  @Column({ name: 'refund_sent_at', type: 'datetime', precision: 3, nullable: true })
  refundSentAt!: Date | null;

  /** The 7th and 14th Lagos working day after it was recorded: the refund is promised between them. */
  @Column({ name: 'refund_due_from', type: 'varchar', length: 10 })
  refundDueFrom!: string;

  @Column({ name: 'refund_due_by', type: 'varchar', length: 10 })
  refundDueBy!: string;

  /** NULL from the commit until the customer's notice (e-mail and SMS) is queued. */
  @Column({ name: 'notice_sent_at', type: 'datetime', precision: 3, nullable: true })
  noticeSentAt!: Date | null;
}
