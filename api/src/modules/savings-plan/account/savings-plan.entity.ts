import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../../common/money';
import type { LocalDate } from '../../../common/time';
import type { ScheduleStatus } from '../domain/apply-payment';
import type { CancelReason, PlanStatus } from '../domain/plan-state';
import type { FulfilmentRecordMove, FulfilmentState } from '../domain/fulfilment-moves';
import type { FulfilmentMethod, PaymentPreference } from '../domain/plan-rules';
import type { PaymentFrequency } from '../domain/schedule';

/**
 * A customer's plan to pay for one pack. The pack's name and price are LOCKED when the plan
 * starts: later price changes never touch it. `amountPaidKobo` is what verified payments have
 * put in (never above the price). Calendar dates are Lagos 'YYYY-MM-DD' strings.
 */
@Entity('savings_plans')
@Index('ix_savings_plans_user', ['userId', 'createdAt'])
@Index('ix_savings_plans_status', ['status', 'createdAt'])
// The admin list's sorts (see the plan-administration migration).
@Index('ix_savings_plans_start', ['startDate', 'id'])
@Index('ix_savings_plans_status_start', ['status', 'startDate', 'id'])
@Index('ix_savings_plans_created', ['createdAt', 'id'])
@Index('ix_savings_plans_price', ['priceKobo', 'id'])
@Index('ix_savings_plans_paid', ['amountPaidKobo', 'id'])
export class SavingsPlanRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * The whole-number id the legacy /api paths answer and accept (api/src/rest/legacy-ids.ts),
   * assigned by the database on insert (the legacy-numbers migration): never written by the
   * application, and unknown on a row object until it is read back.
   */
  @Column({ name: 'legacy_id', type: 'int', nullable: true, insert: false, update: false })
  legacyId?: number | null;

  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  @Column({ name: 'food_pack_id', type: 'varchar', length: 36 })
  foodPackId!: string;

  @Column({ name: 'pack_name', type: 'varchar', length: 120 })
  packName!: string;

  @Column({ name: 'price_kobo', type: 'bigint', transformer: bigintKobo })
  priceKobo!: number;

  /** The regular instalment (the last one carries the rounding remainder). */
  @Column({ name: 'instalment_kobo', type: 'bigint', transformer: bigintKobo })
  instalmentKobo!: number;

  @Column({ type: 'varchar', length: 8 })
  frequency!: PaymentFrequency;

  @Column({ name: 'duration_months', type: 'int' })
  durationMonths!: number;

  @Column({ name: 'instalment_count', type: 'int' })
  instalmentCount!: number;

  @Column({ name: 'start_date', type: 'varchar', length: 10 })
  startDate!: LocalDate;

  @Column({ name: 'payment_preference', type: 'varchar', length: 10 })
  paymentPreference!: PaymentPreference;

  @Column({ name: 'reminders_enabled', type: 'boolean' })
  remindersEnabled!: boolean;

  @Column({ type: 'varchar', length: 24 })
  status!: PlanStatus;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 16, nullable: true })
  cancelReason!: CancelReason | null;

  @Column({ name: 'amount_paid_kobo', type: 'bigint', transformer: bigintKobo })
  amountPaidKobo!: number;

  @Column({ name: 'fulfilment_method', type: 'varchar', length: 10 })
  fulfilmentMethod!: FulfilmentMethod;

  /** For a delivery: the street; the landmark and Lagos area beside it (null on plans from before they were asked). */
  @Column({ name: 'delivery_address', type: 'varchar', length: 300, nullable: true })
  deliveryAddress!: string | null;

  @Column({ name: 'delivery_landmark', type: 'varchar', length: 120, nullable: true })
  deliveryLandmark!: string | null;

  @Column({ name: 'delivery_area', type: 'varchar', length: 40, nullable: true })
  deliveryArea!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @Column({ name: 'activated_at', type: 'datetime', precision: 3, nullable: true })
  activatedAt!: Date | null;

  @Column({ name: 'completed_at', type: 'datetime', precision: 3, nullable: true })
  completedAt!: Date | null;

  @Column({ name: 'cancelled_at', type: 'datetime', precision: 3, nullable: true })
  cancelledAt!: Date | null;
}

/** One instalment of a plan. Paid by a payment (payment_id), never un-paid by one. */
@Entity('payment_schedules')
@Index('uq_payment_schedules_sequence', ['planId', 'sequence'], { unique: true })
@Index('ix_payment_schedules_due', ['status', 'dueDate', 'planId', 'amountKobo'])
// The procurement forecast's pace summaries, per plan (the forecast-indexes migration).
@Index('ix_payment_schedules_pace', ['planId', 'dueDate', 'status', 'paidAt'])
export class PaymentScheduleRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * The whole-number id the legacy /api paths answer and accept (api/src/rest/legacy-ids.ts),
   * assigned by the database on insert (the legacy-numbers migration): never written by the
   * application, and unknown on a row object until it is read back.
   */
  @Column({ name: 'legacy_id', type: 'int', nullable: true, insert: false, update: false })
  legacyId?: number | null;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ type: 'int' })
  sequence!: number;

  @Column({ name: 'due_date', type: 'varchar', length: 10 })
  dueDate!: LocalDate;

  @Column({ name: 'amount_kobo', type: 'bigint', transformer: bigintKobo })
  amountKobo!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: ScheduleStatus;

  @Column({ name: 'paid_at', type: 'datetime', precision: 3, nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'payment_id', type: 'varchar', length: 36, nullable: true })
  paymentId!: string | null;

  /**
   * The part of `amountKobo` that is a late fine (all of it for a fine's own instalment).
   * Beware: with a `default`, TypeORM re-reads a multi-row `insert` on MySQL and merges the rows
   * back BY POSITION in primary-key order, giving the inserted objects other rows' ids: insert
   * several schedule rows with `updateEntity(false)` (see PlanAccount.open).
   */
  @Column({ name: 'fine_kobo', type: 'bigint', transformer: bigintKobo, default: 0 })
  fineKobo!: number;

  /** The plan_fines row that part belongs to. */
  @Column({ name: 'fine_id', type: 'varchar', length: 36, nullable: true })
  fineId!: string | null;
}

/** Getting a fully paid pack to the customer: one per plan (the unique plan_id makes it once only). */
@Entity('fulfilments')
export class FulfilmentRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('uq_fulfilments_plan', { unique: true })
  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ type: 'varchar', length: 10 })
  method!: FulfilmentMethod;

  /** For a delivery: the street (with the landmark and area beside it). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  landmark!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  area!: string | null;

  /** 3 and 5 working days after the last payment, Lagos calendar. */
  @Column({ name: 'expected_from', type: 'varchar', length: 10 })
  expectedFrom!: LocalDate;

  @Column({ name: 'expected_to', type: 'varchar', length: 10 })
  expectedTo!: LocalDate;

  /** The day the pack is promised by (the window's end): late after it until handed over. */
  @Column({ name: 'promised_date', type: 'varchar', length: 10 })
  promisedDate!: LocalDate;

  @Column({ type: 'varchar', length: 16 })
  status!: FulfilmentState;

  @Column({ name: 'scheduled_for', type: 'varchar', length: 10, nullable: true })
  scheduledFor!: LocalDate | null;

  /** The dispatcher it is assigned to. */
  @Column({ name: 'rider_id', type: 'varchar', length: 36, nullable: true })
  riderId!: string | null;

  /** With the server's secret, makes the handover code (domain/handover-code), which is never stored. */
  @Column({ name: 'code_nonce', type: 'varchar', length: 32, nullable: true })
  codeNonce!: string | null;

  /** Wrong handover codes entered; at MAX_WRONG_HANDOVER_CODES only an admin's override hands over. */
  @Column({ name: 'wrong_codes', type: 'int', default: 0 })
  wrongCodes!: number;

  /** When the customer got the pack: the refund window and the marketer's commission start here. */
  @Column({ name: 'handed_over_at', type: 'datetime', precision: 3, nullable: true })
  handedOverAt!: Date | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;
}

/** One move of a fulfilment, written once: who made it, when, why, and whether the customer was told. */
@Entity('fulfilment_moves')
export class FulfilmentMoveRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'fulfilment_id', type: 'varchar', length: 36 })
  fulfilmentId!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  @Column({ type: 'varchar', length: 20 })
  move!: FulfilmentRecordMove;

  @Column({ name: 'from_state', type: 'varchar', length: 16, nullable: true })
  fromState!: FulfilmentState | null;

  @Column({ name: 'to_state', type: 'varchar', length: 16 })
  toState!: FulfilmentState;

  /** Null: the system (the payment that completed the plan). */
  @Column({ name: 'actor_id', type: 'varchar', length: 36, nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  note!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  at!: Date;

  /** The customer's SMS and e-mail about it were queued (owed work 'fulfilment-notices'). */
  @Column({ name: 'notified_at', type: 'datetime', precision: 3, nullable: true })
  notifiedAt!: Date | null;
}

/** A day the office does not work beyond weekends and public holidays: the delivery promise skips it. */
@Entity('closure_days')
export class ClosureDayRow {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: LocalDate;

  @Column({ type: 'varchar', length: 200 })
  reason!: string;

  @Column({ name: 'created_by', type: 'varchar', length: 36 })
  createdBy!: string;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}
