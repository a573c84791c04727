import { MoreThanOrEqual, type EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { AppError, validationError } from '../../../common/errors';
import { formatKobo } from '../../../common/money';
import { lagosDate, type LocalDate } from '../../../common/time';
import { creditKobo, type ScheduleStatus } from '../domain/apply-payment';
import { paceSummary, paidToday, projectArrival, type PaceInstalment, type PaceProjection } from '../domain/pace';
import { isOpen, type PlanStatus } from '../domain/plan-state';
import { NO_PENDING_PAYMENTS_MESSAGE, planNotFound } from '../domain/plan-rules';
import { ClosureDayRow, PaymentScheduleRow, SavingsPlanRow } from '../account/savings-plan.entity';

/** What the projection reads of a plan: its status and instalments (a SavingsPlanView has both). */
export interface PacedPlan {
  status: PlanStatus;
  schedules: readonly { dueDate: LocalDate; amountKobo: number; status: ScheduleStatus; paidAt: Date | null }[];
}

export interface ArrivalPreviewView {
  /** As the plan stands. */
  before: PaceProjection;
  /** Were the amount paid today. */
  after: PaceProjection;
}

/** An instalment as the projection sees it: paid on the Lagos day of its paidAt. */
function instalmentsOf(plan: PacedPlan): PaceInstalment[] {
  return plan.schedules.map((s) => ({ dueDate: s.dueDate, amountKobo: s.amountKobo, status: s.status, paidOn: s.paidAt ? lagosDate(s.paidAt) : null }));
}

/**
 * "At your pace, your pack arrives around …" (issue 25, domain/pace): for a plan still being paid
 * (awaiting its first payment or active), null otherwise (a paid plan's fulfilment has its
 * promised date). The office's closure days from today on are read once a request, however many
 * plans it shows, and only when a date is asked for.
 */
export class PlanArrivalService {
  /** Per request (its context): the closure days from today on. */
  private readonly closuresOfRequest = new WeakMap<RequestContext, Promise<LocalDate[]>>();

  async of(ctx: RequestContext, plan: PacedPlan): Promise<PaceProjection | null> {
    if (!isOpen(plan.status) || !plan.schedules.length) return null;
    const today = lagosDate(ctx.now);
    return projectArrival(paceSummary(instalmentsOf(plan), today), today, await this.closures(ctx));
  }

  /**
   * The arrival before and after paying `amountKobo` today, on the customer's own open plan (an
   * admin's or marketer's included: only their own). NOT_FOUND for anyone else's plan; VALIDATION
   * for an amount not above ₦0 or beyond what is left to pay; NO_PENDING_PAYMENTS when nothing is.
   * The plan's credit counts towards the payment, as it would (domain/apply-payment).
   */
  async ifPaid(ctx: RequestContext, planId: string, amountKobo: number): Promise<ArrivalPreviewView> {
    const actor = requireActor(ctx);
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) throw amountProblem('The amount must be more than ₦0');
    const row = await ctx.manager.findOne(SavingsPlanRow, { where: { id: planId, userId: actor.userId }, select: { id: true, status: true, amountPaidKobo: true } });
    if (!row) throw planNotFound();
    const [schedules, closures] = await Promise.all([
      ctx.manager.find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' }, select: { id: true, sequence: true, dueDate: true, amountKobo: true, status: true, paidAt: true } }),
      this.closures(ctx),
    ]);
    const credit = creditKobo({ amountPaidKobo: row.amountPaidKobo, schedules });
    const leftKobo = schedules.filter((s) => s.status !== 'Paid').reduce((sum, s) => sum + s.amountKobo, 0) - credit;
    if (!isOpen(row.status) || leftKobo <= 0) throw new AppError('NO_PENDING_PAYMENTS', NO_PENDING_PAYMENTS_MESSAGE);
    if (amountKobo > leftKobo) throw amountProblem(`Only ${formatKobo(leftKobo)} is left to pay on this plan`);
    const today = lagosDate(ctx.now);
    const instalments = instalmentsOf({ status: row.status, schedules });
    return {
      before: projectArrival(paceSummary(instalments, today), today, closures),
      after: projectArrival(paceSummary(paidToday(instalments, amountKobo + credit, today), today), today, closures),
    };
  }

  private closures(ctx: RequestContext): Promise<LocalDate[]> {
    let read = this.closuresOfRequest.get(ctx);
    if (!read) {
      read = closureDaysFrom(ctx.manager, lagosDate(ctx.now));
      this.closuresOfRequest.set(ctx, read);
    }
    return read;
  }
}

/** The office's closure days on or after `day` (a projection is never before today). */
async function closureDaysFrom(m: EntityManager, day: LocalDate): Promise<LocalDate[]> {
  return (await m.find(ClosureDayRow, { where: { day: MoreThanOrEqual(day) }, select: { day: true } })).map((c) => c.day);
}

function amountProblem(message: string): AppError {
  return validationError(message, [{ field: 'amountKobo', message }]);
}
