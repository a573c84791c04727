import { performance } from 'node:perf_hooks';
import { In, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../../common/context';
import { isUniqueViolation, moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { addDays, addMonths, lagosDate, type LocalDate } from '../../../common/time';
import { adminReason } from '../../audit/domain/admin-reason';
import { DEFAULT_LATE_FINE_CAP_PERCENT, FINE_WINDOW_MONTHS, fineCapKobo, fineMonthStart, finesOverCap, fineWarning, fineWindowEnd, LATE_FINE_KOBO, lateFineActions, type FineWarning } from '../domain/late-fines';
import { isOpen, PlanStatuses } from '../domain/plan-state';
import { lateFinePlanOf, PlanAccount, type FinesAdded, type FineWaived } from '../account/plan-account';
import { PlanFineRow } from '../account/plan-fine.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../account/savings-plan.entity';
import { recordAudit, recordSystemAudit, SYSTEM_ACTOR_ID } from '../../audit';
import { namesOf } from '../../user';

const OPEN_STATUSES = PlanStatuses.filter(isOpen);
const BATCH = 200;
/** A month end clamps (31 October + 4 months = 28 February), so a window closing today may have started up to 3 days after today − 4 months. */
const CLAMP_SLACK_DAYS = 3;
const FINE_NOT_FOUND = 'Late fine not found';
/** The stated reason on every fine the cap's correction waives (and on its audit row). */
export const overCapReason = (capPercent: number) => `Over the late-fine cap: a plan's late fines total at most ${capPercent} % of its pack price`;

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
  /** Plans fined beyond their cap (before it existed) brought within it, and the fines waived for that. */
  plansCorrected: number;
  finesWaived: number;
  ms: number;
}

/** The 4-month rule's figures, the same for every plan: what the Terms and the fine calculator state. */
export interface LateFinePolicy {
  windowMonths: number;
  fineKobo: number;
  capPercent: number;
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
  /** LATE_FINE_CAP_PERCENT (config): a plan's fines not waived never total more than this share of its price. */
  private readonly capPercent: number;

  constructor(deps: { capPercent?: number } = {}) {
    this.capPercent = deps.capPercent ?? DEFAULT_LATE_FINE_CAP_PERCENT;
  }

  /** The rule's figures for the public pages (Terms, the start dialog): no plan needed. */
  get policy(): LateFinePolicy {
    return { windowMonths: FINE_WINDOW_MONTHS, fineKobo: LATE_FINE_KOBO, capPercent: this.capPercent };
  }

  /**
   * Plans past their window and not fully paid are read set-based in batches (by start date,
   * status and what is owed, keyset on id); only those with a fine due are then locked, one
   * transaction each, and the rules run again on the locked rows. Idempotent: a fine is one row
   * per plan and month (UNIQUE), so a second run the same day, or a second worker at once, adds
   * nothing.
   *
   * Fair fines (issue 26): each plan looked at is first brought within its cap (PlanAccount
   * `waiveFinesOverCap`: the newest whole fines waived by the system, with `overCapReason`, one
   * audit row each), then fined for what is due. Every over-fined plan is reached, even with
   * nothing new due: its fines are more than it has paid, so it is past its window and not fully
   * paid. Idempotent: waived fines are not counted again, so a second run changes nothing.
   */
  async applyDue(ctx: RequestContext): Promise<LateFinesRun> {
    const started = performance.now();
    const today = lagosDate(ctx.now);
    const latestStart = addDays(addMonths(today, -FINE_WINDOW_MONTHS), CLAMP_SLACK_DAYS);
    const run: LateFinesRun = { today, checked: 0, plansFined: 0, fines: 0, spread: 0, instalments: 0, plansCorrected: 0, finesWaived: 0, ms: 0 };
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
        const state = lateFinePlanOf(plan, schedules.filter((s) => s.planId === plan.id), fines.filter((f) => f.planId === plan.id), this.capPercent);
        if (!finesOverCap(state).length && !lateFineActions(state, today).length) continue;
        const { waived, ...added } = await this.applyToPlan(ctx, plan.id, today);
        if (waived) run.plansCorrected++;
        run.finesWaived += waived;
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

  /** One plan brought within its cap, then its due fines, in one transaction with its row locked (payments lock it too). */
  private async applyToPlan(ctx: RequestContext, planId: string, today: LocalDate): Promise<FinesAdded & { waived: number }> {
    const none = { fines: 0, spread: 0, instalments: 0, waived: 0 };
    try {
      return await moneyTransaction(ctx.manager, async (m) => {
        const account = await PlanAccount.lock(m, planId);
        if (!account) return none;
        const waived = await account.waiveFinesOverCap(ctx.now, this.capPercent, overCapReason(this.capPercent));
        for (const w of waived) await this.recordCapWaiver(m, ctx, w, account.plan);
        const added = await account.addDueFines(ctx.now, today, ctx.log, this.capPercent);
        return { ...added, waived: waived.length };
      });
    } catch (err) {
      // Another worker added this month's fine between our read and our insert (SQLite, no row lock).
      if (isUniqueViolation(err)) return none;
      throw err;
    }
  }

  /** The audit row (actor: the system) and log line of a fine the cap's correction waived. */
  private async recordCapWaiver(m: EntityManager, ctx: RequestContext, w: FineWaived, plan: Readonly<SavingsPlanRow>): Promise<void> {
    const { fine, refundKobo, completed } = w;
    await recordSystemAudit(m, ctx, {
      action: 'late-fine.waived',
      targetType: 'LateFine',
      targetId: fine.id,
      before: { planId: plan.id, monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, waived: false },
      after: { waived: true, refundKobo, planCompleted: completed, capKobo: fineCapKobo(plan.priceKobo, this.capPercent), capPercent: this.capPercent },
      reason: overCapReason(this.capPercent),
    });
    ctx.log.info({ fineId: fine.id, planId: plan.id, monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, refundKobo, completed }, 'late fine over the cap waived');
    if (refundKobo > 0) ctx.log.warn({ fineId: fine.id, planId: plan.id, refundKobo }, 'paid beyond the plan total after a waiver: refund due');
  }

  /**
   * The warning for one plan as of `now` (Lagos calendar), or null: for the reminders and
   * anything else that tells the customer before a fine applies.
   */
  async warningFor(m: EntityManager, planId: string, now: Date): Promise<FineWarning | null> {
    const plan = await m.findOne(SavingsPlanRow, { where: { id: planId } });
    if (!plan) return null;
    const [schedules, fines] = await Promise.all([m.find(PaymentScheduleRow, { where: { planId } }), m.find(PlanFineRow, { where: { planId } })]);
    return fineWarning(lateFinePlanOf(plan, schedules, fines, this.capPercent), lagosDate(now));
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
    const waiverName = (by: string | null) => (by === SYSTEM_ACTOR_ID ? 'System' : by ? (admins.get(by) ?? null) : null);
    return fines.map((f) => ({ ...lateFineView(f, plan.startDate), waivedByName: waiverName(f.waivedBy), waiveReason: f.waiveReason }));
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
