import { performance } from 'node:perf_hooks';
import { In, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../../common/context';
import { isUniqueViolation, moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { addDays, addMonths, lagosDate, type LocalDate } from '../../../common/time';
import { adminReason } from '../../audit/domain/admin-reason';
import { FINE_WINDOW_MONTHS, fineMonthStart, fineWarning, fineWindowEnd, lateFineActions, type FineWarning } from '../domain/late-fines';
import { isOpen, PlanStatuses } from '../domain/plan-state';
import { lateFinePlanOf, PlanAccount, type FinesAdded } from '../account/plan-account';
import { PlanFineRow } from '../account/plan-fine.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../account/savings-plan.entity';
import { recordAudit } from '../../audit';
import { namesOf } from '../../user';

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
  private async applyToPlan(ctx: RequestContext, planId: string, today: LocalDate): Promise<FinesAdded> {
    const none = { fines: 0, spread: 0, instalments: 0 };
    try {
      return await moneyTransaction(ctx.manager, async (m) => {
        const account = await PlanAccount.lock(m, planId);
        return account ? account.addDueFines(ctx.now, today, ctx.log) : none;
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
      const account = (await PlanAccount.lock(m, found.planId))!;
      const { startDate } = account.plan;
      const { fine, changed, refundKobo, completed } = await account.waiveFine(ctx.now, fineId, { by: admin.userId, reason: why.value });
      if (!changed) return lateFineView(fine, startDate);
      await recordAudit(m, ctx, {
        action: 'late-fine.waived',
        targetType: 'LateFine',
        targetId: fineId,
        before: { planId: found.planId, monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, waived: false },
        after: { waived: true, refundKobo, planCompleted: completed },
        reason: why.value,
      });
      ctx.log.info({ fineId, planId: found.planId, monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, waivedBy: admin.userId, reason: why.value, completed, refundKobo }, 'late fine waived');
      if (refundKobo > 0) ctx.log.warn({ fineId, planId: found.planId, refundKobo }, 'paid beyond the plan total after a waiver: refund due');
      return lateFineView(fine, startDate);
    });
  }
}
