import { performance } from 'node:perf_hooks';
import type { RequestContext } from '../../../common/context';
import { lagosDate } from '../../../common/time';
import { isOpen, PlanStatuses } from '../domain/plan-state';
import { PaymentScheduleRow } from './savings-plan.entity';

/** Plans still being paid: only their instalments can fall overdue (a cancelled or completed plan's cannot). */
const OPEN_STATUSES = PlanStatuses.filter(isOpen);
const PLANS = 'savings_plans';

/**
 * Records what `statusOn` already shows: an instalment still Pending after its due date (Lagos
 * calendar) is Overdue. Paying it later makes it Paid like a Pending one (payments pay any
 * instalment that is not Paid).
 */
export class OverdueService {
  /**
   * One set-based UPDATE, plans looked up by primary key, so 100k instalments take one statement
   * of about a second, not 100k round trips (bench/overdue.mjs). Idempotent: a second run for the same day finds no
   * Pending instalment left to change. A payment racing it is safe either way: if it commits
   * first the row is Paid and no longer matches; if it comes after, it pays the Overdue row.
   */
  async markOverdue(ctx: RequestContext): Promise<{ marked: number; ms: number }> {
    const started = performance.now();
    const today = lagosDate(ctx.now);
    const result = await ctx.manager
      .createQueryBuilder()
      .update(PaymentScheduleRow)
      .set({ status: 'Overdue' })
      .where('status = :pending AND due_date < :today', { pending: 'Pending', today })
      .andWhere(`plan_id IN (SELECT p.id FROM ${PLANS} p WHERE p.status IN (:...open))`, { open: OPEN_STATUSES })
      .execute();
    const outcome = { marked: result.affected ?? 0, ms: Math.round(performance.now() - started) };
    ctx.log.info({ ...outcome, today }, 'overdue instalments marked');
    return outcome;
  }
}
