import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../common/money';

export const CommissionKinds = ['Accrual', 'Reversal'] as const;
export type CommissionKind = (typeof CommissionKinds)[number];

/**
 * One line of a marketer's commission ledger, written once and never edited: an Accrual earned
 * on a collected payment, or a Reversal (negative) cancelling it when that payment is reverted or
 * refunded. UNIQUE (payment_id, kind): a payment accrues once and is reversed once, however often
 * a job runs. Its state (Pending, Approved, Paid, Reversed) is derived, never stored.
 */
@Entity('commission_entries')
@Index('uq_commission_entries_payment_kind', ['paymentId', 'kind'], { unique: true })
@Index('ix_commission_entries_marketer', ['marketerId', 'createdAt'])
@Index('ix_commission_entries_customer', ['marketerId', 'customerId'])
export class CommissionEntryRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The marketer's user id. */
  @Column({ name: 'marketer_id', type: 'varchar', length: 36 })
  marketerId!: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'payment_id', type: 'varchar', length: 36 })
  paymentId!: string;

  @Column({ type: 'varchar', length: 8 })
  kind!: CommissionKind;

  /** Kobo, rounded down; negative on a Reversal. */
  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** What the commission is on: the part of the payment that went into the plan. */
  @Column({ name: 'base_kobo', type: 'bigint', transformer: bigintKobo })
  baseKobo!: number;

  /** The marketer's rate when the payment was made, in basis points. */
  @Column({ name: 'rate_bp', type: 'int' })
  rateBp!: number;

  /** The Lagos month the line belongs to ('2026-11'), so figures by month are a GROUP BY. */
  @Column({ name: 'earned_month', type: 'varchar', length: 7 })
  earnedMonth!: string;

  /** Why a Reversal was made. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  reason!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}

/** A payment to a marketer, covering many ledger lines (commission_payout_items). */
@Entity('commission_payouts')
@Index('ix_commission_payouts_marketer', ['marketerId', 'createdAt'])
export class CommissionPayoutRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'marketer_id', type: 'varchar', length: 36 })
  marketerId!: string;

  /** The sum of its lines: what was paid. */
  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** The bank transfer's (or other) reference. */
  @Column({ type: 'varchar', length: 100 })
  reference!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  @Column({ name: 'recorded_by', type: 'varchar', length: 36 })
  recordedBy!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}

/** Which payout settled a ledger line: the primary key makes a line payable once. */
@Entity('commission_payout_items')
export class CommissionPayoutItemRow {
  @PrimaryColumn({ name: 'entry_id', type: 'varchar', length: 36 })
  entryId!: string;

  @Index('ix_commission_payout_items_payout')
  @Column({ name: 'payout_id', type: 'varchar', length: 36 })
  payoutId!: string;
}
