import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';
import type { LocalDate } from '../../../common/time';
import type { AttemptOutcome } from './domain/auto-debit-rules';

/**
 * One automatic debit of a saved card for one instalment: written ('pending') before Paystack is
 * called, then given its outcome. The reference is fixed by instalment and attempt number and
 * UNIQUE (as is the pair), so two runs cannot both claim the same attempt, and a run that died
 * mid-call leaves a pending row that the next run checks with Paystack instead of charging again.
 */
@Entity('auto_debit_attempts')
@Index('uq_auto_debit_attempts_attempt', ['scheduleId', 'attempt'], { unique: true })
@Index('ix_auto_debit_attempts_plan', ['planId', 'attemptedOn'])
@Index('ix_auto_debit_attempts_unnotified', ['outcome', 'notifiedAt'])
export class AutoDebitAttemptRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ name: 'schedule_id', type: 'varchar', length: 36 })
  scheduleId!: string;

  /** 1, 2 or 3 (domain/auto-debit-rules MAX_ATTEMPTS). */
  @Column({ type: 'int' })
  attempt!: number;

  @Index('uq_auto_debit_attempts_reference', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  reference!: string;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** When the attempt was claimed (and Paystack called right after). */
  @Column({ name: 'attempted_at', type: 'datetime', precision: 3 })
  attemptedAt!: Date;

  /** The Lagos business day of the attempt. */
  @Column({ name: 'attempted_on', type: 'varchar', length: 10 })
  attemptedOn!: LocalDate;

  @Column({ type: 'varchar', length: 16 })
  outcome!: AttemptOutcome;

  /** A failure that a later attempt may turn into money (insufficient funds, a soft decline). */
  @Column({ type: 'boolean' })
  retryable!: boolean;

  /** The bank's or Paystack's words (gateway_response, or the refusal's message). */
  @Column({ name: 'provider_message', type: 'varchar', length: 300, nullable: true })
  providerMessage!: string | null;

  /** Where the customer approves a paused charge. */
  @Column({ name: 'authorization_url', type: 'varchar', length: 500, nullable: true })
  authorizationUrl!: string | null;

  /** The business day of the next attempt after a retryable failure; null when none follows. */
  @Column({ name: 'next_attempt_on', type: 'varchar', length: 10, nullable: true })
  nextAttemptOn!: LocalDate | null;

  @Column({ name: 'settled_at', type: 'datetime', precision: 3, nullable: true })
  settledAt!: Date | null;

  /** Set when the customer's e-mail and SMS about a failed or paused charge were queued (claimed by one sender). */
  @Column({ name: 'notified_at', type: 'datetime', precision: 3, nullable: true })
  notifiedAt!: Date | null;
}
