import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A one-tap pay link for one instalment. Only a keyed hash of the token is stored (see
 * domain/pay-link-token.ts): the database alone can neither show nor forge a working link.
 */
@Entity('pay_links')
export class PayLinkRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('uq_pay_links_token', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Index('ix_pay_links_schedule')
  @Column({ name: 'schedule_id', type: 'varchar', length: 36 })
  scheduleId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'datetime', precision: 3 })
  expiresAt!: Date;

  /** When a checkout was first opened through it (null: never). */
  @Column({ name: 'opened_at', type: 'datetime', precision: 3, nullable: true })
  openedAt!: Date | null;
}
