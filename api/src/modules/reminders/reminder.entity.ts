import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LocalDate } from '../../common/time';
import type { ReminderChannel, ReminderKind } from './domain/reminder-rules';

/**
 * One reminder sent (or being sent): written, with its unique keys, in the transaction that decides
 * to send it and before the message is queued. Two runs of the same day's job (two workers) both
 * try to insert; the database keeps one, and only the run whose row went in queues the message.
 * - (schedule_id, kind, channel): never twice for the same instalment, kind and channel.
 * - (plan_id, sent_on, channel): at most one message per plan, day (Lagos) and channel.
 */
@Entity('reminders_sent')
@Index('uq_reminders_sent_once', ['scheduleId', 'kind', 'channel'], { unique: true })
@Index('uq_reminders_sent_daily', ['planId', 'sentOn', 'channel'], { unique: true })
@Index('ix_reminders_sent_run', ['runId'])
export class ReminderSentRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'schedule_id', type: 'varchar', length: 36 })
  scheduleId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: ReminderKind;

  @Column({ type: 'varchar', length: 8 })
  channel!: ReminderChannel;

  /** The Lagos business day it was sent on. */
  @Column({ name: 'sent_on', type: 'varchar', length: 10 })
  sentOn!: LocalDate;

  /** The run that inserted it: how a run tells the rows it won from those another run had. */
  @Column({ name: 'run_id', type: 'varchar', length: 36 })
  runId!: string;

  @Column({ name: 'pay_link_id', type: 'varchar', length: 36, nullable: true })
  payLinkId!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
