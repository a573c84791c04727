import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../common/money';

export const ReversalKinds = ['Reversal'] as const;
export type ReversalKind = (typeof ReversalKinds)[number];

/**
 * A payment taken back, written once and never edited: which payment, how much came off the plan,
 * by whom and why. The unique payment_id makes a payment reversible once, whoever asks twice.
 * A reversal sends nothing to Paystack: it corrects the books (a manual payment recorded in error,
 * a bounced transfer).
 */
@Entity('payment_reversals')
@Index('ix_payment_reversals_plan', ['planId', 'createdAt'])
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
}
