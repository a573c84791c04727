import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';

/** Why money left or entered a plan through the customer's credit. */
export const CreditReasons = ['pack-change', 'cancelled'] as const;
export type CreditReason = (typeof CreditReasons)[number];

/**
 * The customer's credit ledger (issue 26), written once, never edited: money that leaves a plan
 * without going back to the customer. A positive row takes a plan's money into the credit (the
 * plan's amount paid drops by it); a negative row puts it into another plan (whose amount paid
 * rises by it). A move is the two rows, each naming the other (`counterpart_id`), in one
 * transaction, so the customer's balance (the sum of their rows) is what is waiting for a plan.
 */
@Entity('credit_entries')
@Index('ix_credit_entries_user', ['userId', 'createdAt'])
@Index('ix_credit_entries_plan', ['planId', 'createdAt'])
@Index('ix_credit_entries_notice_owed', ['noticeSentAt', 'createdAt'])
export class CreditEntryRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  /** The plan the money came out of (a positive amount) or went into (a negative one). */
  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  @Column({ type: 'varchar', length: 16 })
  reason!: CreditReason;

  /** The other row of the move. */
  @Column({ name: 'counterpart_id', type: 'varchar', length: 36, nullable: true })
  counterpartId!: string | null;

  /** Who made the move: the customer, or an admin. */
  @Column({ name: 'actor_id', type: 'varchar', length: 36 })
  actorId!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  note!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** On the row that left a plan: NULL until the customer's e-mail about the move is queued (owed work 'credit-notices'). */
  @Column({ name: 'notice_sent_at', type: 'datetime', precision: 3, nullable: true })
  noticeSentAt!: Date | null;
}
