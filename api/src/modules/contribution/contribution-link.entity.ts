import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A plan's contribution link (issue 27). Only a keyed hash of the token is stored (see
 * contribution-token.ts). A link turned off keeps its row (turned_off_at set, active_plan_id
 * cleared); turning it on again writes a new row with a new token. `active_plan_id` holds the plan
 * id on the one link that is on and NULL elsewhere, so a unique index allows one live link per
 * plan on MySQL and SQLite alike.
 */
@Entity('plan_contribution_links')
@Index('ix_plan_contribution_links_plan', ['planId', 'createdAt'])
export class ContributionLinkRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Index('uq_plan_contribution_links_token', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Index('uq_plan_contribution_links_active', { unique: true })
  @Column({ name: 'active_plan_id', type: 'varchar', length: 36, nullable: true })
  activePlanId!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'turned_off_at', type: 'datetime', precision: 3, nullable: true })
  turnedOffAt!: Date | null;
}
