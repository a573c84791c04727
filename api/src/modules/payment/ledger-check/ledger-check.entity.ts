import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';

/**
 * The nightly check of the books for one business day (a report, rewritten if the day is checked
 * again): the money ledger's totals and whether they balance, and the day's successful Paystack
 * transactions that have no payment row.
 */
@Entity('ledger_checks')
export class LedgerCheckRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('uq_ledger_checks_date', { unique: true })
  @Column({ name: 'business_date', type: 'varchar', length: 10 })
  businessDate!: string;

  @Column({ name: 'checked_at', type: 'datetime', precision: 3 })
  checkedAt!: Date;

  /** Every payment recorded (card and manual). */
  @Column({ name: 'collected_kobo', type: 'bigint', transformer: bigintKobo })
  collectedKobo!: number;

  @Column({ name: 'reversed_kobo', type: 'bigint', transformer: bigintKobo })
  reversedKobo!: number;

  /** The plans' amounts paid, summed. */
  @Column({ name: 'plans_paid_kobo', type: 'bigint', transformer: bigintKobo })
  plansPaidKobo!: number;

  /** The customer credit ledger's balance (issue 26): money between plans. */
  @Column({ name: 'credits_kobo', type: 'bigint', transformer: bigintKobo, default: 0 })
  creditsKobo!: number;

  /** Overpayments of payments not reversed: owed back to customers. */
  @Column({ name: 'overpaid_kobo', type: 'bigint', transformer: bigintKobo })
  overpaidKobo!: number;

  /** (collected − reversed) − (plans paid + credits + overpaid): 0 when the books balance. */
  @Column({ name: 'difference_kobo', type: 'bigint', transformer: bigintKobo })
  differenceKobo!: number;

  /** How many successful Paystack transactions of the day have no payment row. */
  @Column({ name: 'missing_count', type: 'int' })
  missingCount!: number;

  /** The first of them (JSON array of references, at most 100). */
  @Column({ name: 'missing_references', type: 'text' })
  missingReferences!: string;

  /** Why Paystack could not be asked, if it could not (the ledger part is still checked). */
  @Column({ name: 'provider_error', type: 'varchar', length: 300, nullable: true })
  providerError!: string | null;

  @Column({ type: 'boolean' })
  balanced!: boolean;
}
