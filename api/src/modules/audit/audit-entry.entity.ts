import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AuditAction, AuditTarget } from './actions';

/** One admin change: who, what, to which record, before and after, when. Written once, never edited. */
@Entity('audit_log')
export class AuditEntryRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'actor_id', type: 'varchar', length: 36 })
  actorId!: string;

  @Column({ type: 'varchar', length: 64 })
  action!: AuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType!: AuditTarget;

  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId!: string | null;

  /** JSON `{ before, after }`: only the fields that changed, never secrets. */
  @Column({ type: 'text' })
  changes!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  reason!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
