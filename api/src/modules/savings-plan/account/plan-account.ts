import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager } from 'typeorm';
import { forUpdate } from '../../../common/db';
import { AppError } from '../../../common/errors';
import type { Logger } from '../../../common/logger';
import { lagosDate, type LocalDate } from '../../../common/time';
import { applyPayment, coveredSchedules, totalDueKobo, type PaymentApplication } from '../domain/apply-payment';
import { isBeforeDispatch } from '../domain/fulfilment-moves';
import { withoutFinePart } from '../domain/fine-waiver';
import { finesOwedKobo, lateFineActions, type LateFinePlan } from '../domain/late-fines';
import { isDiscardable, isOpen, nextStatus, type PlanEvent } from '../domain/plan-state';
import type { PaymentPreference } from '../domain/plan-rules';
import { revertPayment, type ReversalOutcome } from '../domain/revert-payment';
import type { Instalment } from '../domain/schedule';
import { markArrearsChanged } from './customer-arrears';
import { PlanFineRow } from './plan-fine.entity';
import { FulfilmentRecord } from './fulfilment-record';
import { PaymentScheduleRow, SavingsPlanRow } from './savings-plan.entity';

/** A payment the account is asked to take: its row is the payment feature's, written in the same transaction. */
export interface IncomingPayment {
  id: string;
  amountKobo: number;
  /** The instalment the checkout was issued for, paid first if still unpaid. */
  issuedForScheduleId: string | null;
  paidAt: Date;
}

export interface FinesAdded {
  fines: number;
  /** Fines spread over the plan's unpaid instalments. */
  spread: number;
  /** Fines given an instalment of their own. */
  instalments: number;
}

export interface FineWaived {
  fine: PlanFineRow;
  /** False when the fine was already waived: nothing changed (the first waiver's reason stays). */
  changed: boolean;
  /** Paid beyond the plan's new total: owed back. */
  refundKobo: number;
  /** The waiver left the plan fully paid. */
  completed: boolean;
}

/** The rules' view of a plan from its rows. */
export function lateFinePlanOf(plan: SavingsPlanRow, schedules: PaymentScheduleRow[], fines: PlanFineRow[]): LateFinePlan {
  return {
    status: plan.status,
    startDate: plan.startDate,
    priceKobo: plan.priceKobo,
    amountPaidKobo: plan.amountPaidKobo,
    instalments: schedules.map((s) => ({ id: s.id, sequence: s.sequence, dueDate: s.dueDate, amountKobo: s.amountKobo, status: s.status })),
    fines: fines.map((f) => ({ monthIndex: f.monthIndex, amountKobo: f.amountKobo, waived: f.waivedAt !== null })),
  };
}

/**
 * A plan's account: the only writer of a plan's instalments, amount paid, status, late fines,
 * fulfilment and the customer's arrears mark. Every change runs inside the caller's transaction
 * on a plan whose row `lock` took (`open` for a new one); each writes what the pure rules in
 * domain/ decide and marks the customer's arrears changed in the same place, so no caller can
 * forget either. Other features keep their own rows (a payment, a reversal, an audit entry) and
 * call this for what it does to the plan. Vendure's OrderModifier is the model: one class changes
 * an order's lines and totals, everything else asks it.
 */
export class PlanAccount {
  private constructor(
    private readonly m: EntityManager,
    private row: SavingsPlanRow,
  ) {}

  /** The plan as it stands after the changes made so far. */
  get plan(): Readonly<SavingsPlanRow> {
    return this.row;
  }

  /**
   * A new plan with its instalments, in the caller's transaction; answers the account and the
   * instalment rows. Up to 120 daily rows: a few multi-row inserts rather than one round trip
   * each. The rows carry their own ids: TypeORM must not read defaults back into them (it matched
   * them up by position and gave the first checkout another instalment's id).
   */
  static async open(m: EntityManager, plan: SavingsPlanRow, instalments: Instalment[]): Promise<{ account: PlanAccount; instalments: { id: string; amountKobo: number }[] }> {
    await m.insert(SavingsPlanRow, plan);
    await markArrearsChanged(m, plan.userId, plan.createdAt);
    const rows = instalments.map((i) => ({ id: randomUUID(), planId: plan.id, ...i, status: 'Pending' as const, paidAt: null, paymentId: null }));
    for (let i = 0; i < rows.length; i += 50) {
      await m.createQueryBuilder().insert().into(PaymentScheduleRow).values(rows.slice(i, i + 50)).updateEntity(false).execute();
    }
    return { account: new PlanAccount(m, plan), instalments: rows };
  }

  /**
   * The plan's row locked for the rest of the transaction (SELECT … FOR UPDATE on MySQL), so that
   * changes to one plan take turns; null when there is no such plan (or it is not `ownerId`'s).
   */
  static async lock(m: EntityManager, planId: string, ownerId?: string): Promise<PlanAccount | null> {
    const row = await m.findOne(SavingsPlanRow, { where: { id: planId, ...(ownerId === undefined ? {} : { userId: ownerId }) }, lock: forUpdate(m) });
    return row ? new PlanAccount(m, row) : null;
  }

  /** The instalments, in sequence order. */
  schedules(): Promise<PaymentScheduleRow[]> {
    return this.m.find(PaymentScheduleRow, { where: { planId: this.row.id }, order: { sequence: 'ASC' } });
  }

  /** The plan's pack on its way to the customer (once paid in full): its moves are made through it, under this account's lock. */
  fulfilment(): Promise<FulfilmentRecord | null> {
    return FulfilmentRecord.of(this.m, this.row.id);
  }

  /**
   * Takes a verified payment: the instalments it covers are Paid, the amount paid and status
   * follow (domain/apply-payment), and a plan paid in full gets its fulfilment. The plan's total is
   * its price plus the late fines not waived, read under the lock (the fines job writes them).
   * A plan that cannot take the payment (completed, or cancelled by someone) records nothing:
   * the answer says the whole amount is an overpayment.
   */
  async credit(now: Date, payment: IncomingPayment): Promise<PaymentApplication> {
    const schedules = await this.schedules();
    const finesKobo = finesOwedKobo(await this.m.find(PlanFineRow, { where: { planId: this.row.id } }));
    const applied = applyPayment({ ...this.row, finesKobo, schedules }, { amountKobo: payment.amountKobo, issuedForScheduleId: payment.issuedForScheduleId });
    await markArrearsChanged(this.m, this.row.userId, now);
    if (applied.paidScheduleIds.length) {
      await this.m.update(PaymentScheduleRow, { id: In(applied.paidScheduleIds), status: Not('Paid') }, { status: 'Paid', paidAt: payment.paidAt, paymentId: payment.id });
    }
    await this.save(now, {
      amountPaidKobo: applied.amountPaidKobo,
      status: applied.status,
      ...(this.row.activatedAt === null && applied.events.length ? { activatedAt: now } : {}),
      ...(applied.events.includes('paidInFull') ? { completedAt: now } : {}),
      ...(applied.events.includes('paymentAfterDiscard') ? { cancelReason: null, cancelledAt: null } : {}),
    });
    if (applied.events.includes('paidInFull')) await FulfilmentRecord.open(this.m, this.row, now, lagosDate(payment.paidAt));
    return applied;
  }

  /**
   * Takes back what a payment put in (domain/revert-payment): its instalments unpaid again, the
   * amount paid lowered, a completed plan Active again and its fulfilment cancelled. A pack already
   * on its way (out for delivery, handed over) cannot lose the payment that bought it: PACK_DISPATCHED.
   */
  async reverse(now: Date, payment: { id: string; appliedKobo: number }): Promise<ReversalOutcome> {
    const fulfilment = await this.fulfilment();
    const status = fulfilment?.fulfilment.status;
    if (status && status !== 'Cancelled' && !isBeforeDispatch(status) && payment.appliedKobo > 0) {
      throw new AppError('PACK_DISPATCHED', 'The pack has already been dispatched or handed over: this payment can no longer be reverted');
    }
    const outcome = revertPayment({ ...this.row, schedules: await this.schedules() }, payment, lagosDate(now));
    for (const status of ['Pending', 'Overdue'] as const) {
      const ids = outcome.unpaid.filter((u) => u.status === status).map((u) => u.id);
      if (ids.length) await this.m.update(PaymentScheduleRow, { id: In(ids) }, { status, paidAt: null, paymentId: null });
    }
    await markArrearsChanged(this.m, this.row.userId, now);
    await this.save(now, { amountPaidKobo: outcome.amountPaidKobo, status: outcome.status, ...(outcome.reopened ? { completedAt: null } : {}) });
    // Not on its way (checked above): the pack waits until the plan is paid again, which reopens it.
    if (outcome.reopened && fulfilment) await fulfilment.cancel(now, { actorId: null, note: 'The payment that completed the plan was reverted' });
    return outcome;
  }

  /**
   * Every payment was given back (the refund feature decided the plan may be refunded and keeps the
   * refund rows): Cancelled ('refunded') with nothing paid. A pack not yet handed over is not
   * sent (its fulfilment cancelled); one handed over comes back (the customer's side of the terms).
   */
  async refund(now: Date, by: string): Promise<void> {
    const fulfilment = await this.fulfilment();
    await markArrearsChanged(this.m, this.row.userId, now);
    await this.save(now, { status: this.next('refund'), cancelReason: 'refunded', cancelledAt: now, amountPaidKobo: 0 });
    await fulfilment?.cancel(now, { actorId: by, note: 'The plan was refunded' });
  }

  /** An admin cancels a plan still being paid, keeping everything on it; a completed plan is refunded instead (PLAN_CLOSED). */
  async cancel(now: Date): Promise<void> {
    if (!nextStatus(this.row.status, 'cancel')) {
      throw new AppError('PLAN_CLOSED', this.row.status === 'Completed' ? 'A completed plan cannot be cancelled' : 'This plan is already cancelled');
    }
    await this.save(now, { status: this.next('cancel'), cancelReason: 'cancelled', cancelledAt: now });
    await markArrearsChanged(this.m, this.row.userId, now);
  }

  /**
   * A plan whose first payment never came, a day on (domain/plan-state isDiscardable): Cancelled
   * ('unpaid'). False when it is not discardable (paid meanwhile). It was never Active, so its
   * customer's arrears cannot change.
   */
  async discardUnpaid(now: Date): Promise<boolean> {
    if (!isDiscardable(this.row, now)) return false;
    await this.save(now, { status: this.next('discardUnpaid'), cancelReason: 'unpaid', cancelledAt: now });
    return true;
  }

  /**
   * The customer (or an admin) cancels a plan still awaiting its first payment, before the day is
   * up: discarded now, exactly as the discard job would a day on (Cancelled, 'unpaid'), so it stops
   * counting towards the cap on plans awaiting payment at once, and a payment that still arrives
   * from a checkout page left open revives it rather than being lost. A plan with anything paid
   * refuses (PLAN_HAS_PAYMENTS), and one already cancelled says so (PLAN_CLOSED).
   */
  async withdrawUnpaid(now: Date): Promise<void> {
    if (this.row.status === 'Cancelled') throw new AppError('PLAN_CLOSED', 'This plan is already cancelled');
    if (this.row.status !== 'AwaitingFirstPayment' || this.row.amountPaidKobo !== 0) {
      throw new AppError('PLAN_HAS_PAYMENTS', 'This plan has payments on it: only a plan still waiting for its first payment can be cancelled here');
    }
    await this.save(now, { status: this.next('discardUnpaid'), cancelReason: 'unpaid', cancelledAt: now });
  }

  /**
   * A plan whose first checkout could not be opened at the provider: nothing can ever pay it, so
   * it is discarded at once (if still awaiting its first payment). Needs no lock: one conditional UPDATE.
   */
  static async abandon(m: EntityManager, planId: string, now: Date): Promise<void> {
    await m.update(SavingsPlanRow, { id: planId, status: 'AwaitingFirstPayment' }, { status: 'Cancelled', cancelReason: 'unpaid', cancelledAt: now, updatedAt: now });
  }

  /** The customer's settings on a plan still being paid (the caller checks that it is). */
  async configure(now: Date, settings: { remindersEnabled?: boolean; paymentPreference?: PaymentPreference }): Promise<void> {
    await this.save(now, settings);
  }

  /**
   * Automatic payment stopped (a last failure or a hard decline): manual from now on. A
   * conditional UPDATE, so it needs no lock and leaves a plan someone already switched alone.
   */
  static async stopAutomaticPayment(m: EntityManager, planId: string, now: Date): Promise<void> {
    await m.update(SavingsPlanRow, { id: planId, paymentPreference: 'automatic' }, { paymentPreference: 'manual', updatedAt: now });
  }

  /**
   * The customer removed the saved card their automatic plans were charged on: each of their open
   * automatic plans goes to manual payment with reminders on, so every instalment still gets its
   * reminder and one-tap pay link instead of silently never being charged. The plans switched.
   */
  static async fallBackToReminders(m: EntityManager, userId: string, now: Date): Promise<number> {
    const plans = await m.find(SavingsPlanRow, {
      where: { userId, paymentPreference: 'automatic', status: In(['Active', 'AwaitingFirstPayment']) },
      select: { id: true },
    });
    if (!plans.length) return 0;
    await m.update(
      SavingsPlanRow,
      { id: In(plans.map((p) => p.id)), paymentPreference: 'automatic' },
      { paymentPreference: 'manual', remindersEnabled: true, updatedAt: now },
    );
    return plans.length;
  }

  /**
   * The late fines the rules say are due today (domain/late-fines): each a row of its own (UNIQUE
   * per plan and month, so a second run adds nothing), spread over the unpaid instalments or given
   * an instalment of its own.
   */
  async addDueFines(now: Date, today: LocalDate, log: Logger): Promise<FinesAdded> {
    const schedules = await this.schedules();
    const fines = await this.m.find(PlanFineRow, { where: { planId: this.row.id } });
    const actions = lateFineActions(lateFinePlanOf(this.row, schedules, fines), today);
    const added: FinesAdded = { fines: 0, spread: 0, instalments: 0 };
    for (const action of actions) {
      const fine = { id: randomUUID(), planId: this.row.id, monthIndex: action.monthIndex, amountKobo: action.amountKobo, appliedAt: now, waivedAt: null, waivedBy: null, waiveReason: null, refundKobo: 0 };
      await this.m.insert(PlanFineRow, fine);
      if (action.kind === 'spread') {
        for (const adj of action.adjustments) {
          const row = schedules.find((s) => s.id === adj.scheduleId)!;
          await this.m.update(PaymentScheduleRow, { id: row.id }, { amountKobo: row.amountKobo + adj.addKobo, fineKobo: row.fineKobo + adj.addKobo, fineId: fine.id });
        }
        added.spread++;
      } else {
        const { sequence, dueDate, amountKobo } = action.instalment;
        await this.m.insert(PaymentScheduleRow, { id: randomUUID(), planId: this.row.id, sequence, dueDate, amountKobo, status: 'Pending', paidAt: null, paymentId: null, fineKobo: amountKobo, fineId: fine.id });
        added.instalments++;
      }
      added.fines++;
      log.info({ planId: this.row.id, fineId: fine.id, monthIndex: action.monthIndex, amountKobo: action.amountKobo, how: action.kind }, 'late fine applied');
    }
    if (actions.length) {
      await this.save(now, {});
      await markArrearsChanged(this.m, this.row.userId, now);
    }
    return added;
  }

  /**
   * A late fine no longer owed (domain/fine-waiver): its parts come off the instalments carrying
   * them, money paid towards them becomes credit that may cover instalments or the whole plan, and
   * anything paid beyond the new total is owed back (on the fine). Waiving a waived fine again
   * changes nothing; a closed plan's fines cannot be waived (PLAN_CLOSED).
   */
  async waiveFine(now: Date, fineId: string, waiver: { by: string; reason: string }): Promise<FineWaived> {
    const fine = await this.m.findOneByOrFail(PlanFineRow, { id: fineId, planId: this.row.id });
    if (fine.waivedAt) return { fine, changed: false, refundKobo: fine.refundKobo, completed: false };
    if (!isOpen(this.row.status)) {
      throw new AppError('PLAN_CLOSED', `This plan is ${this.row.status.toLowerCase()}: its fines can no longer be waived`);
    }
    for (const row of await this.m.find(PaymentScheduleRow, { where: { fineId } })) {
      const next = withoutFinePart(row);
      if (next === 'delete') await this.m.delete(PaymentScheduleRow, { id: row.id });
      else await this.m.update(PaymentScheduleRow, { id: row.id }, { amountKobo: next.amountKobo, fineKobo: 0, fineId: null });
    }
    await markArrearsChanged(this.m, this.row.userId, now);
    const fines = await this.m.find(PlanFineRow, { where: { planId: this.row.id } });
    const total = totalDueKobo({ priceKobo: this.row.priceKobo, finesKobo: finesOwedKobo(fines.filter((f) => f.id !== fineId)) });
    const refundKobo = Math.max(0, this.row.amountPaidKobo - total);
    Object.assign(fine, { waivedAt: now, waivedBy: waiver.by, waiveReason: waiver.reason, refundKobo });
    await this.m.update(PlanFineRow, { id: fineId }, { waivedAt: fine.waivedAt, waivedBy: fine.waivedBy, waiveReason: fine.waiveReason, refundKobo });

    const covered = coveredSchedules({ amountPaidKobo: this.row.amountPaidKobo, schedules: await this.schedules() });
    if (covered.length) await this.m.update(PaymentScheduleRow, { id: In(covered) }, { status: 'Paid', paidAt: now });
    const completed = this.row.status === 'Active' && this.row.amountPaidKobo >= total;
    if (completed) {
      await this.save(now, { status: this.next('paidInFull'), completedAt: now });
      await FulfilmentRecord.open(this.m, this.row, now, lagosDate(now));
    } else {
      await this.save(now, {});
    }
    return { fine, changed: true, refundKobo, completed };
  }

  /** Deletes the plan with its instalments and fines. Only for a plan that never received money (the caller checks); what other features kept about it is theirs to delete. */
  async remove(now: Date): Promise<void> {
    for (const table of [PlanFineRow, PaymentScheduleRow]) await this.m.delete(table, { planId: this.row.id });
    await this.m.delete(SavingsPlanRow, { id: this.row.id });
    await markArrearsChanged(this.m, this.row.userId, now);
  }

  private next(event: PlanEvent) {
    return nextStatus(this.row.status, event)!;
  }

  private async save(now: Date, fields: Partial<SavingsPlanRow>): Promise<void> {
    await this.m.update(SavingsPlanRow, { id: this.row.id }, { ...fields, updatedAt: now });
    this.row = { ...this.row, ...fields, updatedAt: now };
  }


}
