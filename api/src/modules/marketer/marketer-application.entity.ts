import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const MarketerApplicationStatuses = ['Pending', 'Approved', 'Declined'] as const;
export type MarketerApplicationStatus = (typeof MarketerApplicationStatuses)[number];

/**
 * A signed-in user's request to become a marketer, with the business details the marketer record
 * will hold. `pending_user_id` holds the user id while Pending and NULL after, so a unique index
 * allows one open application per user on MySQL and SQLite alike.
 */
@Entity('marketer_applications')
@Index('ix_marketer_applications_status', ['status', 'createdAt'])
@Index('ix_marketer_applications_user', ['userId', 'createdAt'])
export class MarketerApplicationRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Index('uq_marketer_applications_pending', { unique: true })
  @Column({ name: 'pending_user_id', type: 'varchar', length: 36, nullable: true })
  pendingUserId!: string | null;

  @Column({ name: 'company_name', type: 'varchar', length: 150 })
  companyName!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address!: string | null;

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

  @Column({ type: 'varchar', length: 16 })
  status!: MarketerApplicationStatus;

  @Column({ name: 'decided_by', type: 'varchar', length: 36, nullable: true })
  decidedBy!: string | null;

  @Column({ name: 'decided_at', type: 'datetime', precision: 3, nullable: true })
  decidedAt!: Date | null;

  @Column({ name: 'decision_reason', type: 'varchar', length: 500, nullable: true })
  decisionReason!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
