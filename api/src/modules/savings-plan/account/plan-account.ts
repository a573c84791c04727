import { randomUUID } from 'node:crypto';
import { In, Not, type EntityManager } from 'typeorm';
import { forUpdate } from '../../../common/db';
import { formatKobo } from '../../../common/money';
import { AppError } from '../../../common/errors';
import type { Logger } from '../../../common/logger';
import { lagosDate, type LocalDate } from '../../../common/time';
import { applyPayment, coveredSchedules, totalDueKobo, type PaymentApplication } from '../domain/apply-payment';
import { catchUpFingerprint, planCatchUp, type CatchUpChoice, type CatchUpProposal } from '../domain/catch-up';
import { isBeforeDispatch } from '../domain/fulfilment-moves';
import { withoutFinePart } from '../domain/fine-waiver';
import { DEFAULT_LATE_FINE_CAP_PERCENT, finesOverCap, finesOwedKobo, lateFineActions, type AppliedFine, type LateFinePlan } from '../domain/late-fines';
import { SYSTEM_ACTOR_ID } from '../../audit';
import { isDiscardable, isOpen, nextStatus, type PlanEvent } from '../domain/plan-state';
import type { PaymentPreference } from '../domain/plan-rules';
import { revertPayment, type ReversalOutcome } from '../domain/revert-payment';
import type { Instalment } from '../domain/schedule';
import { markArrearsChanged } from './customer-arrears';
import { catchUpPlanOf, catchUpRefused, PlanCatchUpRow } from './plan-catch-up';
import { CreditEntryRow, type CreditReason } from './credit-entry.entity';
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

/** The rules' view of fine rows: a fine the system waived was waived by the cap's correction. */
function fineStates(fines: PlanFineRow[]): AppliedFine[] {
  return fines.map((f) => ({ monthIndex: f.monthIndex, amountKobo: f.amountKobo, waived: f.waivedAt !== null, overCap: f.waivedAt !== null && f.waivedBy === SYSTEM_ACTOR_ID }));
}

/** The rules' view of a plan from its rows; `capPercent` is LATE_FINE_CAP_PERCENT (config), 25 unless set. */
export function lateFinePlanOf(plan: SavingsPlanRow, schedules: PaymentScheduleRow[], fines: PlanFineRow[], capPercent = DEFAULT_LATE_FINE_CAP_PERCENT): LateFinePlan {
  return {
    status: plan.status,
    startDate: plan.startDate,
    priceKobo: plan.priceKobo,
    amountPaidKobo: plan.amountPaidKobo,
    instalments: schedules.map((s) => ({ id: s.id, sequence: s.sequence, dueDate: s.dueDate, amountKobo: s.amountKobo, status: s.status })),
    fines: fineStates(fines),
    recordedOn: lagosDate(plan.createdAt),
    capPercent,
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

  /** The plan as it stands, not locked: for a preview that changes nothing. */
  static async read(m: EntityManager, planId: string, ownerId?: string): Promise<PlanAccount | null> {
    const row = await m.findOne(SavingsPlanRow, { where: { id: planId, ...(ownerId === undefined ? {} : { userId: ownerId }) } });
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
    if (payment.appliedKobo > 0 && (this.row.cancelReason === 'changed' || this.row.cancelReason === 'moved')) {
      throw new AppError('MONEY_MOVED', 'This payment’s money was moved into another plan of the customer’s: cancel that plan with a refund instead');
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

  /**
   * Every payment on the plan (and on the plans whose money moved into it) is being given back
   * before it completed (the refund feature keeps the refund rows): Cancelled ('refunded') with
   * nothing paid. Also for a plan an admin cancelled before issue 26 with its money kept.
   */
  async refundEarly(now: Date): Promise<void> {
    if (!this.holdsMoneyToSettle()) throw new AppError('PLAN_CLOSED', this.closedMessage());
    await markArrearsChanged(this.m, this.row.userId, now);
    await this.save(now, { status: this.next('refund'), cancelReason: 'refunded', cancelledAt: this.row.cancelledAt ?? now, amountPaidKobo: 0 });
  }

  /**
   * Everything paid into this plan leaves it for the customer's credit (issue 26): one row written
   * once takes the amount paid out, and the plan is Cancelled, saying why ('changed': a new pack;
   * 'moved': into another plan). The caller puts the money into its new plan (`moveIn` with this
   * row) in the same transaction; `counterpartId` is that plan's row, so each names the other.
   */
  async moveOut(now: Date, move: { reason: CreditReason; counterpartId: string; by: string; note: string | null }): Promise<CreditEntryRow> {
    if (!this.holdsMoneyToSettle()) throw new AppError('PLAN_CLOSED', this.closedMessage());
    const entry: CreditEntryRow = {
      id: randomUUID(),
      userId: this.row.userId,
      planId: this.row.id,
      amountKobo: this.row.amountPaidKobo,
      reason: move.reason,
      counterpartId: move.counterpartId,
      actorId: move.by,
      note: move.note,
      createdAt: now,
      noticeSentAt: null,
    };
    await this.m.insert(CreditEntryRow, entry);
    await markArrearsChanged(this.m, this.row.userId, now);
    await this.save(now, { status: this.next('moveOut'), cancelReason: move.reason === 'pack-change' ? 'changed' : 'moved', cancelledAt: this.row.cancelledAt ?? now, amountPaidKobo: 0 });
    return entry;
  }

  /**
   * Money another plan of the same customer gave up (`from`, its moveOut row) comes into this one:
   * the credit's row out (`id`, naming `from`), then the amount taken like a payment, oldest
   * instalment first. A plan that cannot hold all of it (closed, or needing less) refuses it
   * (CREDIT_NOT_TAKEN), so nothing is ever left between plans.
   */
  async moveIn(now: Date, id: string, from: CreditEntryRow): Promise<PaymentApplication> {
    const owed = totalDueKobo({ priceKobo: this.row.priceKobo, finesKobo: finesOwedKobo(await this.m.find(PlanFineRow, { where: { planId: this.row.id } })) }) - this.row.amountPaidKobo;
    if (from.userId !== this.row.userId || !isOpen(this.row.status) || owed < from.amountKobo) {
      throw new AppError('CREDIT_NOT_TAKEN', `This plan cannot take ${formatKobo(from.amountKobo)}: it needs ${formatKobo(Math.max(0, owed))}`);
    }
    // The notice about the move is owed on the row that left the old plan, not on this one.
    await this.m.insert(CreditEntryRow, { ...from, id, planId: this.row.id, amountKobo: -from.amountKobo, counterpartId: from.id, noticeSentAt: now });
    return this.credit(now, { id, amountKobo: from.amountKobo, issuedForScheduleId: null, paidAt: now });
  }

  /** Open with money on it, or cancelled by an admin with its money kept (before issue 26): its money can be given a destination. */
  private holdsMoneyToSettle(): boolean {
    return this.row.amountPaidKobo > 0 && (isOpen(this.row.status) || (this.row.status === 'Cancelled' && this.row.cancelReason === 'cancelled'));
  }

  private closedMessage(): string {
    return this.row.status === 'Completed' ? 'This plan is completed: a refund is asked for within 48 hours of delivery' : `This plan is ${this.row.status.toLowerCase()}`;
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
  async addDueFines(now: Date, today: LocalDate, log: Logger, capPercent = DEFAULT_LATE_FINE_CAP_PERCENT): Promise<FinesAdded> {
    const schedules = await this.schedules();
    const fines = await this.m.find(PlanFineRow, { where: { planId: this.row.id } });
    const actions = lateFineActions(lateFinePlanOf(this.row, schedules, fines, capPercent), today);
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
   * Brings a plan fined beyond its cap (before there was one) within it (domain/late-fines
   * `finesOverCap`): whole fines, newest month first, waived by the system (SYSTEM_ACTOR_ID) with
   * `reason`, through the admin's waiver (money paid towards them becomes credit, or is owed back),
   * settling the plan once at the end. Nothing for a plan within its cap, or closed (a closed
   * plan's fines cannot be waived). Idempotent: waived fines are not counted again.
   */
  async waiveFinesOverCap(now: Date, capPercent: number, reason: string): Promise<FineWaived[]> {
    if (!isOpen(this.row.status)) return [];
    const fines = await this.m.find(PlanFineRow, { where: { planId: this.row.id } });
    const over = finesOverCap({ priceKobo: this.row.priceKobo, capPercent, fines: fineStates(fines) });
    if (!over.length) return [];
    return this.waive(now, over.map((monthIndex) => fines.find((f) => f.monthIndex === monthIndex)!), { by: SYSTEM_ACTOR_ID, reason });
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
    const [waived] = await this.waive(now, [fine], waiver);
    return waived;
  }

  /**
   * Waives `waiving` (fines of this plan not yet waived) in turn, then settles the plan once: the
   * instalments the money paid now covers are Paid, and a plan paid in full completes. Each fine
   * records what its waiver left paid beyond the plan's total (owed back), net of the fines before it.
   */
  private async waive(now: Date, waiving: PlanFineRow[], waiver: { by: string; reason: string }): Promise<FineWaived[]> {
    if (!isOpen(this.row.status)) {
      throw new AppError('PLAN_CLOSED', `This plan is ${this.row.status.toLowerCase()}: its fines can no longer be waived`);
    }
    const fines = await this.m.find(PlanFineRow, { where: { planId: this.row.id } });
    const gone = new Set<string>();
    const owed = () => totalDueKobo({ priceKobo: this.row.priceKobo, finesKobo: finesOwedKobo(fines.filter((f) => !gone.has(f.id))) });
    const waived: FineWaived[] = [];
    let owedBack = 0;
    for (const fine of waiving) {
      for (const row of await this.m.find(PaymentScheduleRow, { where: { fineId: fine.id } })) {
        const next = withoutFinePart(row);
        if (next === 'delete') await this.m.delete(PaymentScheduleRow, { id: row.id });
        else await this.m.update(PaymentScheduleRow, { id: row.id }, { amountKobo: next.amountKobo, fineKobo: 0, fineId: null });
      }
      gone.add(fine.id);
      const refundKobo = Math.max(0, this.row.amountPaidKobo - owed() - owedBack);
      owedBack += refundKobo;
      Object.assign(fine, { waivedAt: now, waivedBy: waiver.by, waiveReason: waiver.reason, refundKobo });
      await this.m.update(PlanFineRow, { id: fine.id }, { waivedAt: fine.waivedAt, waivedBy: fine.waivedBy, waiveReason: fine.waiveReason, refundKobo });
      waived.push({ fine, changed: true, refundKobo, completed: false });
    }
    await markArrearsChanged(this.m, this.row.userId, now);

    const covered = coveredSchedules({ amountPaidKobo: this.row.amountPaidKobo, schedules: await this.schedules() });
    if (covered.length) await this.m.update(PaymentScheduleRow, { id: In(covered) }, { status: 'Paid', paidAt: now });
    const completed = this.row.status === 'Active' && this.row.amountPaidKobo >= owed();
    if (completed) {
      await this.save(now, { status: this.next('paidInFull'), completedAt: now });
      await FulfilmentRecord.open(this.m, this.row, now, lagosDate(now));
      waived[waived.length - 1].completed = true;
    } else {
      await this.save(now, {});
    }
    return waived;
  }

  /** Deletes the plan with its instalments and fines. Only for a plan that never received money (the caller checks); what other features kept about it is theirs to delete. */
  async remove(now: Date): Promise<void> {
    for (const table of [PlanFineRow, PaymentScheduleRow]) await this.m.delete(table, { planId: this.row.id });
    await this.m.delete(SavingsPlanRow, { id: this.row.id });
    await markArrearsChanged(this.m, this.row.userId, now);
  }

  /**
   * Catching up on a plan that is behind (domain/catch-up, issue 26), by its customer or an admin
   * (`by`): the overdue instalments and those due after today are replaced by the new ones (rows
   * deleted and written anew, so reminders and automatic debits start afresh for them; paid ones
   * and the one due today stay), one plan_catch_ups row is written (once per 30 days), and money
   * already paid but not matched to an instalment covers the new ones first. Refused with the
   * rule's code; `isCurrent` is given what the preview was computed from, and a false answer
   * refuses CATCH_UP_STALE (the plan changed since it was shown).
   */
  async reschedule(now: Date, choice: CatchUpChoice, by: string, isCurrent: (fingerprint: string) => boolean = () => true): Promise<CatchUpProposal> {
    const today = lagosDate(now);
    const state = await catchUpPlanOf(this.m, this.row);
    const check = planCatchUp(state, choice, today);
    if (!check.ok) throw catchUpRefused(check.refusal);
    if (!isCurrent(catchUpFingerprint(state, choice, today))) {
      throw new AppError('CATCH_UP_STALE', 'This plan has changed since the new instalments were shown: look at them again before confirming');
    }
    const { proposal } = check;
    await this.m.delete(PaymentScheduleRow, { id: In(proposal.replacedIds) });
    const rows = proposal.instalments.map((i) => ({ id: randomUUID(), planId: this.row.id, ...i, status: 'Pending' as const, paidAt: null, paymentId: null, fineKobo: 0, fineId: null }));
    for (let i = 0; i < rows.length; i += 50) {
      await this.m.createQueryBuilder().insert().into(PaymentScheduleRow).values(rows.slice(i, i + 50)).updateEntity(false).execute();
    }
    await this.m.insert(PlanCatchUpRow, {
      id: randomUUID(),
      planId: this.row.id,
      userId: this.row.userId,
      actorId: by,
      kind: proposal.choice.kind,
      weeks: proposal.choice.kind === 'extend' ? proposal.choice.weeks : null,
      overdueKobo: proposal.overdueKobo,
      previousEndDate: proposal.previousEndDate,
      endDate: proposal.endDate,
      caughtUpOn: today,
      createdAt: now,
    });
    const covered = coveredSchedules({ amountPaidKobo: this.row.amountPaidKobo, schedules: await this.schedules() });
    if (covered.length) await this.m.update(PaymentScheduleRow, { id: In(covered) }, { status: 'Paid', paidAt: now });
    const instalmentCount = (await this.schedules()).filter((s) => !(s.fineId && s.fineKobo === s.amountKobo)).length;
    await this.save(now, { instalmentKobo: proposal.instalments[0].amountKobo, instalmentCount });
    await markArrearsChanged(this.m, this.row.userId, now);
    return proposal;
  }

  private next(event: PlanEvent) {
    return nextStatus(this.row.status, event)!;
  }

  private async save(now: Date, fields: Partial<SavingsPlanRow>): Promise<void> {
    await this.m.update(SavingsPlanRow, { id: this.row.id }, { ...fields, updatedAt: now });
    this.row = { ...this.row, ...fields, updatedAt: now };
  }


}
