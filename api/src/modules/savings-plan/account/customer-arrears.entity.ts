import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';

/**
 * What one customer owes past due, on plans still being paid, as of the day in `arrears_rebuilds`:
 * the Defaulters tab reads this instead of aggregating every past-due instalment on each page
 * (bench/admin-plans.mjs: over a minute at 341,000 of them). A row only while something is owed.
 */
@Entity('customer_arrears')
@Index('ix_customer_arrears_owed', ['owedKobo', 'userId'])
export class CustomerArrearsRow {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'owed_kobo', type: 'bigint', transformer: bigintKobo })
  owedKobo!: number;

  /** Instalments past due and unpaid. */
  @Column({ name: 'due_count', type: 'int' })
  dueCount!: number;

  @Column({ name: 'oldest_due', type: 'varchar', length: 10 })
  oldestDue!: string;

  /** The owed amount by age (ARREARS_BUCKETS, in order): 1-7, 8-30, 31-60 and 61+ days past due. */
  @Column({ name: 'days_1_7_kobo', type: 'bigint', transformer: bigintKobo })
  days1To7Kobo!: number;

  @Column({ name: 'days_8_30_kobo', type: 'bigint', transformer: bigintKobo })
  days8To30Kobo!: number;

  @Column({ name: 'days_31_60_kobo', type: 'bigint', transformer: bigintKobo })
  days31To60Kobo!: number;

  @Column({ name: 'days_61_plus_kobo', type: 'bigint', transformer: bigintKobo })
  days61PlusKobo!: number;
}

/**
 * A customer whose arrears may have changed since their row was computed: written in the same
 * transaction as the change (a payment, a revert, a refund, a plan created, cancelled or deleted, a
 * fine), so a commit can never leave the summary stale unnoticed. A plain insert, never an update,
 * so money transactions never wait on each other here.
 */
@Entity('arrears_stale')
export class ArrearsStaleRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}

/** The Lagos day the whole summary was last rebuilt for (ageing moves every day), and how long it took. */
@Entity('arrears_rebuilds')
export class ArrearsRebuildRow {
  @PrimaryColumn({ name: 'as_of', type: 'varchar', length: 10 })
  asOf!: string;

  @Column({ name: 'rebuilt_at', type: 'datetime', precision: 3 })
  rebuiltAt!: Date;

  @Column({ type: 'int' })
  customers!: number;
}
