import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';

/**
 * A late fine (the 4-month rule): at most one per plan and fine month (month 1 starts when the
 * window closes). A waived fine stays, so the month keeps its one fine, but is no longer owed.
 */
@Entity('plan_fines')
@Index('uq_plan_fines_month', ['planId', 'monthIndex'], { unique: true })
export class PlanFineRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'month_index', type: 'int' })
  monthIndex!: number;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  @Column({ name: 'applied_at', type: 'datetime', precision: 3 })
  appliedAt!: Date;

  @Column({ name: 'waived_at', type: 'datetime', precision: 3, nullable: true })
  waivedAt!: Date | null;

  /** The admin who waived it. */
  @Column({ name: 'waived_by', type: 'varchar', length: 36, nullable: true })
  waivedBy!: string | null;

  @Column({ name: 'waive_reason', type: 'varchar', length: 300, nullable: true })
  waiveReason!: string | null;

  /** Paid into the plan beyond its new total when the fine was waived: owed back to the customer. */
  @Column({ name: 'refund_kobo', type: 'bigint', transformer: bigintKobo, default: 0 })
  refundKobo!: number;
}
