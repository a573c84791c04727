import { Column, Entity, Index, PrimaryColumn, type EntityManager } from 'typeorm';
import { bigintKobo } from '../../../common/money';
import type { LocalDate } from '../../../common/time';
import { AppError, validationError } from '../../../common/errors';
import type { CatchUpKind, CatchUpPlan, CatchUpRefusal } from '../domain/catch-up';
import { PaymentScheduleRow, type SavingsPlanRow } from './savings-plan.entity';

/** A plan caught up (issue 26), written once by PlanAccount.reschedule: the once-per-30-days rule reads the latest. */
@Entity('plan_catch_ups')
@Index('ix_plan_catch_ups_plan', ['planId', 'caughtUpOn'])
export class PlanCatchUpRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 36 })
  planId!: string;

  /** The plan's customer. */
  @Column({ name: 'user_id', type: 'varchar', length: 36 })
  userId!: string;

  /** Who confirmed it: the customer, or an admin for them. */
  @Column({ name: 'actor_id', type: 'varchar', length: 36 })
  actorId!: string;

  @Column({ type: 'varchar', length: 8 })
  kind!: CatchUpKind;

  /** For an extension: by how many weeks. */
  @Column({ type: 'int', nullable: true })
  weeks!: number | null;

  @Column({ name: 'overdue_kobo', type: 'bigint', transformer: bigintKobo })
  overdueKobo!: number;

  @Column({ name: 'previous_end_date', type: 'varchar', length: 10 })
  previousEndDate!: LocalDate;

  @Column({ name: 'end_date', type: 'varchar', length: 10 })
  endDate!: LocalDate;

  /** The Lagos day it was made: the next is allowed 30 days on. */
  @Column({ name: 'caught_up_on', type: 'varchar', length: 10 })
  caughtUpOn!: LocalDate;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;
}

/** The rules' view of a plan for catching up (domain/catch-up), read in the caller's transaction. */
export async function catchUpPlanOf(m: EntityManager, plan: Readonly<SavingsPlanRow>): Promise<CatchUpPlan & { amountPaidKobo: number }> {
  const schedules = await m.find(PaymentScheduleRow, { where: { planId: plan.id }, order: { sequence: 'ASC' } });
  const last = await m.findOne(PlanCatchUpRow, { where: { planId: plan.id }, order: { caughtUpOn: 'DESC' } });
  return {
    status: plan.status,
    startDate: plan.startDate,
    frequency: plan.frequency,
    amountPaidKobo: plan.amountPaidKobo,
    lastCatchUpOn: last?.caughtUpOn ?? null,
    instalments: schedules.map((s) => ({ id: s.id, sequence: s.sequence, dueDate: s.dueDate, amountKobo: s.amountKobo, status: s.status, fineKobo: s.fineKobo })),
  };
}

/** A refusal of the catch-up rules as the error the client is shown (VALIDATION names the field). */
export function catchUpRefused(refusal: CatchUpRefusal): AppError {
  const { code, message, field } = refusal;
  return code === 'VALIDATION' ? validationError(message, [{ field: field ?? 'choice', message }]) : new AppError(code, message, field ? [{ field, message }] : []);
}
