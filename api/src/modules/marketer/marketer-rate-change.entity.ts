import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A marketer's commission rate from `changedAt` on: written once, never updated, so the rate in
 * effect when a commission was earned can always be found (domain/commission-rate.ts rateInEffect).
 */
@Entity('marketer_rate_changes')
@Index('ix_marketer_rate_changes_marketer', ['marketerId', 'changedAt'])
export class MarketerRateChangeRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'marketer_id', type: 'varchar', length: 36 })
  marketerId!: string;

  @Column({ name: 'rate_bp', type: 'int' })
  rateBp!: number;

  /** The admin who set it; null for rates set by the system (the migration, the seed). */
  @Column({ name: 'changed_by', type: 'varchar', length: 36, nullable: true })
  changedBy!: string | null;

  @Column({ name: 'changed_at', type: 'datetime', precision: 3 })
  changedAt!: Date;
}
