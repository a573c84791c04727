import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { bigintKobo } from '../../common/money';
import type { LocalDate } from '../../common/time';

/**
 * Pending: recorded, its SMS owed (the 'marketer-nudges' duty: the job right after the commit, the
 * sweep after a minute). Queued: the SMS was handed to the `sms.send` job. Skipped: by the time it
 * was to go, the customer had nothing overdue any more (or turned SMS reminders off): no SMS, and
 * it does not count against the limits.
 */
export const NudgeStatuses = ['Pending', 'Queued', 'Skipped'] as const;
export type NudgeStatus = (typeof NudgeStatuses)[number];

/**
 * One marketer's nudge (issue 27): who asked, whom, about which plan and amount, and what became of
 * its SMS. Written with an audit row in the transaction that holds the marketer's and the
 * customer's rows locked (so two clicks at once make one row), never deleted: the admins' log.
 */
@Entity('marketer_nudges')
@Index('ix_marketer_nudges_marketer_day', ['marketerId', 'sentOn'])
@Index('ix_marketer_nudges_customer', ['customerId', 'createdAt'])
@Index('ix_marketer_nudges_owed', ['status', 'createdAt'])
@Index('ix_marketer_nudges_created', ['createdAt'])
export class MarketerNudgeRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'marketer_id', type: 'varchar', length: 36 })
  marketerId!: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 36 })
  customerId!: string;

  /** The plan whose oldest overdue instalment the pay link pays. */
  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  /** What the customer owed past due when the marketer asked. */
  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  /** The Lagos day it was asked for: the marketer's daily count. */
  @Column({ name: 'sent_on', type: 'varchar', length: 10 })
  sentOn!: LocalDate;

  @Column({ type: 'varchar', length: 10 })
  status!: NudgeStatus;

  /** When the marketer asked. */
  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  /** When its SMS was handed to the SMS job (Queued) or found not owed (Skipped). */
  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt!: Date | null;

  /** The pay link the SMS carries (only a keyed hash of its token is stored, in pay_links). */
  @Column({ name: 'pay_link_id', type: 'varchar', length: 36, nullable: true })
  payLinkId!: string | null;
}
