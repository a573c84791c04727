import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Only the SHA-256 of a reset token is kept: a leaked table cannot reset anyone's password. */
@Entity('password_reset_tokens')
export class PasswordResetTokenRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('ix_password_reset_tokens_user')
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Index('uq_password_reset_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt!: Date | null;

  /**
   * The 6-digit code the reset e-mail carries beside the link, for the mobile app's reset screen
   * (issue 28): SHA-256 of "<row id>:<code>", NULL on account set-up links. Single use with the
   * link, valid as long; `code_attempts` counts wrong codes, and at MAX_CODE_ATTEMPTS the code is spent.
   */
  @Column({ name: 'code_hash', type: 'varchar', length: 64, nullable: true })
  codeHash!: string | null;

  @Column({ name: 'code_attempts', type: 'int', default: 0 })
  codeAttempts!: number;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt!: Date;
}
