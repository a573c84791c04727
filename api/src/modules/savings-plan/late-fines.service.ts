import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { In, IsNull, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation, moneyTransaction } from '../../common/db';
import { AppError, validationError } from '../../common/errors';
import { addDays, addMonths, lagosDate, type LocalDate } from '../../common/time';
import { coveredSchedules, totalDueKobo } from './domain/apply-payment';
import { deliveryWindow } from './domain/delivery';
import { adminReason } from '../audit/domain/admin-reason';
import { withoutFinePart } from './domain/fine-waiver';
import { FINE_WINDOW_MONTHS, fineMonthStart, fineWarning, fineWindowEnd, lateFineActions, type FineWarning, type LateFinePlan } from './domain/late-fines';
import { isOpen, nextStatus, PlanStatuses } from './domain/plan-state';
import { PlanFineRow } from './plan-fine.entity';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from './savings-plan.entity';
import { recordAudit } from '../audit/audit';
import { namesOf } from '../user/user-names';
import { markArrearsChanged } from './customer-arrears';

const OPEN_STATUSES = PlanStatuses.filter(isOpen);
const BATCH = 200;
/** A month end clamps (31 October + 4 months = 28 February), so a window closing today may have started up to 3 days after today − 4 months. */
const CLAMP_SLACK_DAYS = 3;
const FINE_NOT_FOUND = 'Late fine not found';

export interface LateFineView {
  id: string;
  planId: string;
  monthIndex: number;
  /** The day the fine applied: the window's end for month 1, then each month after. */
  fineDate: LocalDate;
  amountKobo: number;
  appliedAt: Date;
  waived: boolean;
  waivedAt: Date | null;
  /** Paid beyond the plan's new total when the fine was waived: owed back. */
  refundKobo: number;
}

/** A fine as the console's schedule shows it: the waiver's who and why too. */
export interface AdminLateFineView extends LateFineView {
  waivedByName: string | null;
  waiveReason: string | null;
}

export interface LateFinesRun {
  today: LocalDate;
  /** Plans past their window and not fully paid that were looked at. */
  checked: number;
  plansFined: number;
  fines: number;
  spread: number;
  instalments: number;
  ms: number;
}

/** The unwaived fines' total: what the plan owes beyond its price. */
export function finesOwedKobo(fines: Pick<PlanFineRow, 'amountKobo' | 'waivedAt'>[]): number {
  return fines.filter((f) => !f.waivedAt).reduce((sum, f) => sum + f.amountKobo, 0);
}

/** Read inside a plan's transaction (its row locked) when crediting a payment. */
export async function planFinesOwedKobo(m: EntityManager, planId: string): Promise<number> {
  return finesOwedKobo(await m.find(PlanFineRow, { where: { planId, waivedAt: IsNull() }, select: { amountKobo: true, waivedAt: true } }));
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

export function lateFineView(f: PlanFineRow, startDate: LocalDate): LateFineView {
  return {
    id: f.id,
    planId: f.planId,
    monthIndex: f.monthIndex,
    fineDate: fineMonthStart(startDate, f.monthIndex),
    amountKobo: f.amountKobo,
    appliedAt: f.appliedAt,
    waived: f.waivedAt !== null,
    waivedAt: f.waivedAt,
    refundKobo: f.refundKobo,
  };
}

/**
 * The 4-month rule applied (issue 12): the daily `plans.late-fines` job adds the fines the pure
 * rules in domain/late-fines say are due, the warning before one applies, and an admin's waiver.
 */
export class LateFineService {
  /**
   * Plans past their window and not fully paid are read set-based in batches (by start date,
   * status and what is owed, keyset on id); only those with a fine due are then locked, one
   * transaction each, and the rules run again on the locked rows. Idempotent: a fine is one row
   * per plan and month (UNIQUE), so a second run the same day, or a second worker at once, adds
   * nothing.
   */
  async applyDue(ctx: RequestContext): Promise<LateFinesRun> {
    const started = performance.now();
    const today = lagosDate(ctx.now);
    const latestStart = addDays(addMonths(today, -FINE_WINDOW_MONTHS), CLAMP_SLACK_DAYS);
    const run: LateFinesRun = { today, checked: 0, plansFined: 0, fines: 0, spread: 0, instalments: 0, ms: 0 };
    for (let after = ''; ; ) {
      const plans = await ctx.manager
        .createQueryBuilder(SavingsPlanRow, 'p')
        .where('p.status IN (:...open) AND p.startDate <= :latestStart AND p.id > :after', { open: OPEN_STATUSES, latestStart, after })
        .andWhere('p.amountPaidKobo < p.priceKobo + COALESCE((SELECT SUM(f.amount_kobo) FROM plan_fines f WHERE f.plan_id = p.id AND f.waived_at IS NULL), 0)')
        .orderBy('p.id', 'ASC')
        .take(BATCH)
        .getMany();
      if (!plans.length) break;
      after = plans[plans.length - 1].id;
      const closed = plans.filter((p) => fineWindowEnd(p.startDate) <= today);
      const ids = closed.map((p) => p.id);
      const [schedules, fines] = ids.length
        ? await Promise.all([ctx.manager.find(PaymentScheduleRow, { where: { planId: In(ids) } }), ctx.manager.find(PlanFineRow, { where: { planId: In(ids) } })])
        : [[], []];
      for (const plan of closed) {
        run.checked++;
        const state = lateFinePlanOf(plan, schedules.filter((s) => s.planId === plan.id), fines.filter((f) => f.planId === plan.id));
        if (!lateFineActions(state, today).length) continue;
        const added = await this.applyToPlan(ctx, plan.id, today);
        if (added.fines) run.plansFined++;
        run.fines += added.fines;
        run.spread += added.spread;
        run.instalments += added.instalments;
      }
      if (plans.length < BATCH) break;
    }
    run.ms = Math.round(performance.now() - started);
    ctx.log.info(run, 'late fines applied');
    return run;
  }

  /** One plan's due fines, in one transaction with its row locked (payments lock it too). */
  private async applyToPlan(ctx: RequestContext, planId: string, today: LocalDate): Promise<{ fines: number; spread: number; instalments: number }> {
    const none = { fines: 0, spread: 0, instalments: 0 };
    try {
      return await moneyTransaction(ctx.manager, async (m) => {
        const plan = await m.findOne(SavingsPlanRow, { where: { id: planId }, lock: forUpdate(m) });
        if (!plan) return none;
        const schedules = await m.find(PaymentScheduleRow, { where: { planId } });
        const fines = await m.find(PlanFineRow, { where: { planId } });
        const actions = lateFineActions(lateFinePlanOf(plan, schedules, fines), today);
        const added = { ...none };
        for (const action of actions) {
          const fine = { id: randomUUID(), planId, monthIndex: action.monthIndex, amountKobo: action.amountKobo, appliedAt: ctx.now, waivedAt: null, waivedBy: null, waiveReason: null, refundKobo: 0 };
          await m.insert(PlanFineRow, fine);
          if (action.kind === 'spread') {
            for (const adj of action.adjustments) {
              const row = schedules.find((s) => s.id === adj.scheduleId)!;
              await m.update(PaymentScheduleRow, { id: row.id }, { amountKobo: row.amountKobo + adj.addKobo, fineKobo: row.fineKobo + adj.addKobo, fineId: fine.id });
            }
            added.spread++;
          } else {
            const { sequence, dueDate, amountKobo } = action.instalment;
            await m.insert(PaymentScheduleRow, { id: randomUUID(), planId, sequence, dueDate, amountKobo, status: 'Pending', paidAt: null, paymentId: null, fineKobo: amountKobo, fineId: fine.id });
            added.instalments++;
          }
          added.fines++;
          ctx.log.info({ planId, fineId: fine.id, monthIndex: action.monthIndex, amountKobo: action.amountKobo, how: action.kind }, 'late fine applied');
        }
        if (actions.length) {
          await m.update(SavingsPlanRow, { id: planId }, { updatedAt: ctx.now });
          await markArrearsChanged(m, plan.userId, ctx.now);
        }
        return added;
      });
    } catch (err) {
      // Another worker added this month's fine between our read and our insert (SQLite, no row lock).
      if (isUniqueViolation(err)) return none;
      throw err;
    }
  }

  /**
   * The warning for one plan as of `now` (Lagos calendar), or null: for the reminders and
   * anything else that tells the customer before a fine applies.
   */
  async warningFor(m: EntityManager, planId: string, now: Date): Promise<FineWarning | null> {
    const plan = await m.findOne(SavingsPlanRow, { where: { id: planId } });
    if (!plan) return null;
    const [schedules, fines] = await Promise.all([m.find(PaymentScheduleRow, { where: { planId } }), m.find(PlanFineRow, { where: { planId } })]);
    return fineWarning(lateFinePlanOf(plan, schedules, fines), lagosDate(now));
  }

  /** Admin only: a plan's fines, oldest month first, waived ones with who waived them and why. */
  async forAdmin(ctx: RequestContext, planId: string): Promise<AdminLateFineView[]> {
    requireRole(ctx, 'Admin');
    const m = ctx.manager;
    const [plan, fines] = await Promise.all([
      m.findOne(SavingsPlanRow, { where: { id: planId }, select: { id: true, startDate: true } }),
      m.find(PlanFineRow, { where: { planId }, order: { monthIndex: 'ASC' } }),
    ]);
    if (!plan) return [];
    const admins = await namesOf(m, fines.map((f) => f.waivedBy));
    return fines.map((f) => ({ ...lateFineView(f, plan.startDate), waivedByName: f.waivedBy ? (admins.get(f.waivedBy) ?? null) : null, waiveReason: f.waiveReason }));
  }

  /**
   * Admin only: the fine is no longer owed (see domain/fine-waiver). Audited: who, when and why
   * on the row and in the audit trail, in the same transaction. Waiving a waived fine again changes nothing (the first reason
   * stays); a completed or cancelled plan's fines cannot be waived (PLAN_CLOSED).
   */
  async waive(ctx: RequestContext, fineId: string, reason: string): Promise<LateFineView> {
    const admin = requireRole(ctx, 'Admin');
    const why = adminReason(reason);
    if (!why.ok) throw validationError(why.message, [{ field: 'reason', message: why.message }]);
    const found = await ctx.manager.findOne(PlanFineRow, { where: { id: fineId }, select: { id: true, planId: true } });
    if (!found) throw new AppError('NOT_FOUND', FINE_NOT_FOUND, [{ field: 'fineId', message: FINE_NOT_FOUND }]);

    return moneyTransaction(ctx.manager, async (m) => {
      const plan = await m.findOneOrFail(SavingsPlanRow, { where: { id: found.planId }, lock: forUpdate(m) });
      const fine = await m.findOneByOrFail(PlanFineRow, { id: fineId });
      if (fine.waivedAt) return lateFineView(fine, plan.startDate);
      if (!isOpen(plan.status)) throw new AppError('PLAN_CLOSED', `This plan is ${plan.status.toLowerCase()}: its fines can no longer be waived`);

      for (const row of await m.find(PaymentScheduleRow, { where: { fineId } })) {
        const next = withoutFinePart(row);
        if (next === 'delete') await m.delete(PaymentScheduleRow, { id: row.id });
        else await m.update(PaymentScheduleRow, { id: row.id }, { amountKobo: next.amountKobo, fineKobo: 0, fineId: null });
      }
      await markArrearsChanged(m, plan.userId, ctx.now);
      const fines = await m.find(PlanFineRow, { where: { planId: plan.id } });
      const finesKobo = finesOwedKobo(fines.filter((f) => f.id !== fineId));
      const total = totalDueKobo({ priceKobo: plan.priceKobo, finesKobo });
      const refundKobo = Math.max(0, plan.amountPaidKobo - total);
      Object.assign(fine, { waivedAt: ctx.now, waivedBy: admin.userId, waiveReason: why.value, refundKobo });
      await m.update(PlanFineRow, { id: fineId }, { waivedAt: fine.waivedAt, waivedBy: fine.waivedBy, waiveReason: fine.waiveReason, refundKobo });

      // Money paid towards the fine is now credit: it may cover instalments, or the whole plan.
      const schedules = await m.find(PaymentScheduleRow, { where: { planId: plan.id } });
      const covered = coveredSchedules({ amountPaidKobo: plan.amountPaidKobo, schedules });
      if (covered.length) await m.update(PaymentScheduleRow, { id: In(covered) }, { status: 'Paid', paidAt: ctx.now });
      const completed = plan.status === 'Active' && plan.amountPaidKobo >= total;
      if (completed) {
        await m.update(SavingsPlanRow, { id: plan.id }, { status: nextStatus(plan.status, 'paidInFull')!, completedAt: ctx.now, updatedAt: ctx.now });
        const window = deliveryWindow(lagosDate(ctx.now));
        await m.insert(FulfilmentRow, { id: randomUUID(), planId: plan.id, method: plan.fulfilmentMethod, address: plan.deliveryAddress, expectedFrom: window.from, expectedTo: window.to, status: 'Pending', createdAt: ctx.now, updatedAt: ctx.now });
      } else {
        await m.update(SavingsPlanRow, { id: plan.id }, { updatedAt: ctx.now });
      }
      await recordAudit(m, ctx, {
        action: 'late-fine.waived',
        targetType: 'LateFine',
        targetId: fineId,
        before: { planId: plan.id, monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, waived: false },
        after: { waived: true, refundKobo, planCompleted: completed },
        reason: why.value,
      });
      ctx.log.info({ fineId, planId: plan.id, monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, waivedBy: admin.userId, reason: why.value, completed, refundKobo }, 'late fine waived');
      if (refundKobo > 0) ctx.log.warn({ fineId, planId: plan.id, refundKobo }, 'paid beyond the plan total after a waiver: refund due');
      return lateFineView(fine, plan.startDate);
    });
  }
}
