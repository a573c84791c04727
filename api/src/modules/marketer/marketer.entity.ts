import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const MarketerStatuses = ['Active', 'Inactive'] as const;
/** Inactive: earns no commission and cannot use the marketer portal (FORBIDDEN); the account and its customer side are untouched. */
export type MarketerStatus = (typeof MarketerStatuses)[number];

/**
 * A user's marketer record: one per user holding the Marketer role. The person's name, e-mail,
 * phone and address stay on `users`; this holds the business details, the referral code and the
 * current commission rate (the history is in marketer_rate_changes).
 */
@Entity('marketers')
@Index('ix_marketers_created', ['createdAt', 'userId'])
export class MarketerRow {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Index('uq_marketers_referral_code', { unique: true })
  @Column({ name: 'referral_code', type: 'varchar', length: 16 })
  referralCode!: string;

  @Column({ name: 'company_name', type: 'varchar', length: 150, nullable: true })
  companyName!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state!: string | null;

  @Column({ name: 'postal_code', type: 'varchar', length: 20, nullable: true })
  postalCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  country!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website!: string | null;

  @Column({ name: 'social_media_handle', type: 'varchar', length: 100, nullable: true })
  socialMediaHandle!: string | null;

  /** Basis points: 1000 = 10 %; 0 to 2500 in steps of 10. Always the latest rate change's. */
  @Column({ name: 'commission_rate_bp', type: 'int' })
  commissionRateBp!: number;

  @Column({ type: 'varchar', length: 16 })
  status!: MarketerStatus;

  /** When the person became a marketer. */
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}
