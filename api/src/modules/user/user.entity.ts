import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { UserRoleRow } from './user-role.entity';

export { Roles, type Role } from '../../common/roles';

export const UserStatuses = ['Active', 'Suspended'] as const;
export type UserStatus = (typeof UserStatuses)[number];

@Entity('users')
export class UserRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  /** Stored trimmed and lower-cased, so uniqueness is case-insensitive on every database. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 20 })
  phoneNumber!: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: UserStatus;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash!: string;

  /** Carried in every session token; bumping it (logout, password change or reset) revokes them all. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  /**
   * Payment reminders by e-mail and by SMS (issue 12): both on unless the customer turns one off
   * on the profile. (The default is needed here too: SQLite inserts NULL for a missing value otherwise.)
   */
  @Column({ name: 'email_reminders', type: 'boolean', default: true })
  emailReminders!: boolean;

  @Column({ name: 'sms_reminders', type: 'boolean', default: true })
  smsReminders!: boolean;

  @Column({ name: 'referral_code_used', type: 'varchar', length: 64, nullable: true })
  referralCodeUsed!: string | null;

  /** The Terms version the person accepted (after confirming they are 18 or older), and when; NULL until they accept themself (issue 26). */
  @Column({ name: 'terms_version', type: 'varchar', length: 32, nullable: true })
  termsVersion!: string | null;

  @Column({ name: 'terms_accepted_at', type: 'datetime', precision: 3, nullable: true })
  termsAcceptedAt!: Date | null;

  /** The mobile app's push-notification (FCM) token, PUT /api/User/device-token/{id} (issue 28), for later push notices; and when it was set. */
  @Column({ name: 'device_token', type: 'varchar', length: 512, nullable: true })
  deviceToken!: string | null;

  @Column({ name: 'device_token_at', type: 'datetime', precision: 3, nullable: true })
  deviceTokenAt!: Date | null;

  /** Set when the person deleted their own account (issue 28): their personal data is erased and nobody can sign in as them; money records stay. */
  @Column({ name: 'deleted_at', type: 'datetime', precision: 3, nullable: true })
  deletedAt!: Date | null;

  @Column({ name: 'registered_at', type: 'datetime' })
  registeredAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt!: Date;

  @OneToMany('UserRoleRow', (r: UserRoleRow) => r.user, { cascade: ['insert'] })
  roleRows!: UserRoleRow[];
}
