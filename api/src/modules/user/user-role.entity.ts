import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Role, UserRow } from './user.entity';

/** A user may hold several roles; one row each. */
@Entity('user_roles')
export class UserRoleRow {
  @PrimaryColumn({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  role!: Role;

  @Column({ name: 'granted_at', type: 'datetime' })
  grantedAt!: Date;

  @ManyToOne('UserRow', (u: UserRow) => u.roleRows, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user!: UserRow;
}
