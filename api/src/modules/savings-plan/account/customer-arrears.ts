import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { In, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../../common/context';
import { isUniqueViolation, moneyTransaction } from '../../../common/db';
import { lagosDate, type LocalDate } from '../../../common/time';
import { arrearsByCustomer, arrearsDueDates } from '../domain/arrears';
import { ArrearsRebuildRow, ArrearsStaleRow, CustomerArrearsRow } from './customer-arrears.entity';

/** The summary's bucket columns and fields, in ARREARS_BUCKETS' order. */
const BUCKET_FIELDS = ['days1To7Kobo', 'days8To30Kobo', 'days31To60Kobo', 'days61PlusKobo'] as const;
export const BUCKET_COLUMNS = ['days_1_7_kobo', 'days_8_30_kobo', 'days_31_60_kobo', 'days_61_plus_kobo'] as const;
/** Changes recomputed per transaction; past REFRESH_MAX waiting, one rebuild is quicker than the batches. */
const REFRESH_BATCH = 500;
const REFRESH_MAX = 5_000;
const INSERT_BATCH = 1_000;

/**
 * Notes, in the caller's transaction, that a customer's arrears may have changed: call it wherever
 * an instalment is paid or unpaid, a plan's status changes, or a plan or fine is added or removed.
 */
export async function markArrearsChanged(m: EntityManager, userId: string, now: Date): Promise<void> {
  await m.insert(ArrearsStaleRow, { id: randomUUID(), userId, createdAt: now });
}

/**
 * Keeps `customer_arrears` true for the Defaulters tab: rebuilt whole once a Lagos day (ages move
 * with the calendar), by the nightly overdue job or, should that not have run, by the day's first
 * read; between rebuilds, the customers marked changed are recomputed before each read. Both use
 * one aggregate, so they cannot disagree.
 */
export class CustomerArrears {
  /** Makes the summary true for today: a rebuild if none ran today, else the marked customers recomputed. One statement when nothing changed. */
  async ensureFresh(ctx: RequestContext): Promise<void> {
    const today = lagosDate(ctx.now);
    const [state] = (await ctx.manager.query(
      `SELECT (SELECT COUNT(*) FROM arrears_rebuilds WHERE as_of = ?) AS rebuilt, (SELECT COUNT(*) FROM (SELECT 1 FROM arrears_stale LIMIT ${REFRESH_MAX + 1}) x) AS changed`,
      [today],
    )) as { rebuilt: number | string; changed: number | string }[];
    const changed = Number(state.changed);
    if (!Number(state.rebuilt)) {
      ctx.log.warn({ today }, 'arrears summary not rebuilt today yet: rebuilding it now');
      await this.rebuild(ctx, { claim: true });
    } else if (changed > REFRESH_MAX) {
      await this.rebuild(ctx);
    } else if (changed) {
      await this.refreshChanged(ctx.manager, today);
    }
  }

  /**
   * The whole summary for today, set-based: one aggregate of every past-due instalment, then the
   * table replaced, in one transaction (readers see the old rows until it commits). With `claim`
   * (a read finding no rebuild today), the day's row is claimed first, so a second read arriving
   * meanwhile waits for the first rebuild, then skips its own.
   */
  async rebuild(ctx: RequestContext, opts: { claim?: boolean } = {}): Promise<{ customers: number; ms: number; skipped?: true }> {
    const started = performance.now();
    const today = lagosDate(ctx.now);
    try {
      const customers = await moneyTransaction(ctx.manager, async (m) => {
        if (!opts.claim) await m.delete(ArrearsRebuildRow, { asOf: today });
        await m.insert(ArrearsRebuildRow, { asOf: today, rebuiltAt: ctx.now, customers: 0 });
        const marks = await m.find(ArrearsStaleRow, { select: { id: true } });
        const rows = await aggregate(m, today);
        await m.createQueryBuilder().delete().from(CustomerArrearsRow).execute();
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          await m.createQueryBuilder().insert().into(CustomerArrearsRow).values(rows.slice(i, i + INSERT_BATCH)).updateEntity(false).execute();
        }
        await deleteMarks(m, marks.map((r) => r.id));
        await m.update(ArrearsRebuildRow, { asOf: today }, { customers: rows.length });
        return rows.length;
      });
      const outcome = { customers, ms: Math.round(performance.now() - started) };
      ctx.log.info({ ...outcome, today }, 'arrears summary rebuilt');
      return outcome;
    } catch (err) {
      // Another rebuild claimed the day and committed while this one waited: the summary is already today's.
      if (!isUniqueViolation(err)) throw err;
      return { customers: 0, ms: Math.round(performance.now() - started), skipped: true };
    }
  }

  /**
   * Recomputes the customers marked changed, a batch at a time. Marks are deleted by id, only those
   * read before the aggregate: a change committed meanwhile keeps its mark for the next read.
   */
  private async refreshChanged(manager: EntityManager, today: LocalDate): Promise<void> {
    for (let done = 0; done <= REFRESH_MAX; done += REFRESH_BATCH) {
      const marks = await manager.find(ArrearsStaleRow, { take: REFRESH_BATCH });
      if (!marks.length) return;
      const userIds = [...new Set(marks.map((r) => r.userId))];
      try {
        await moneyTransaction(manager, async (m) => {
          const rows = await aggregate(m, today, userIds);
          await m.delete(CustomerArrearsRow, { userId: In(userIds) });
          if (rows.length) await m.createQueryBuilder().insert().into(CustomerArrearsRow).values(rows).updateEntity(false).execute();
          await deleteMarks(m, marks.map((r) => r.id));
        });
      } catch (err) {
        // A concurrent read refreshed the same customers first: theirs is as true as ours would be.
        if (!isUniqueViolation(err)) throw err;
      }
      if (marks.length < REFRESH_BATCH) return;
    }
  }
}

/**
 * What each customer (or each of `userIds`) owes past due on Active plans today, by age. Two
 * statements, each on an index that fits, and a pure fold: the Active plans and their customers,
 * then the past-due instalments grouped by plan (read along ix_payment_schedules_due, which covers
 * them). One join of the two made MariaDB fetch every instalment row at random, minutes at 2.4 million.
 */
async function aggregate(m: EntityManager, today: LocalDate, userIds?: string[]): Promise<CustomerArrearsRow[]> {
  const marks = (values: unknown[]) => values.map(() => '?').join(', ');
  const plans = (await m.query(`SELECT id, user_id AS userId FROM savings_plans WHERE status = 'Active'${userIds ? ` AND user_id IN (${marks(userIds)})` : ''}`, userIds ?? [])) as {
    id: string;
    userId: string;
  }[];
  if (!plans.length) return [];
  const planIds = userIds ? plans.map((p) => p.id) : [];
  const ranges = arrearsDueDates(today);
  const buckets = ranges.map((r, i) => `SUM(CASE WHEN due_date <= ?${r.oldest ? ' AND due_date >= ?' : ''} THEN amount_kobo ELSE 0 END) AS b${i}`);
  const perPlan = (await m.query(
    `SELECT plan_id AS planId, SUM(amount_kobo) AS owed, COUNT(*) AS due, MIN(due_date) AS oldest, ${buckets.join(', ')}
       FROM payment_schedules
      WHERE status IN ('Pending', 'Overdue') AND due_date < ?${userIds ? ` AND plan_id IN (${marks(planIds)})` : ''}
      GROUP BY plan_id`,
    [...ranges.flatMap((r) => (r.oldest ? [r.newest, r.oldest] : [r.newest])), today, ...planIds],
  )) as Record<string, string | number>[];
  const byCustomer = arrearsByCustomer(
    perPlan.map((r) => ({ planId: String(r.planId), owedKobo: Number(r.owed), dueCount: Number(r.due), oldestDue: String(r.oldest), bucketKobo: ranges.map((_, i) => Number(r[`b${i}`])) })),
    new Map(plans.map((p) => [p.id, p.userId])),
  );
  return [...byCustomer].map(([userId, a]) => {
    const row: CustomerArrearsRow = { userId, owedKobo: a.owedKobo, dueCount: a.dueCount, oldestDue: a.oldestDue, days1To7Kobo: 0, days8To30Kobo: 0, days31To60Kobo: 0, days61PlusKobo: 0 };
    BUCKET_FIELDS.forEach((field, i) => (row[field] = a.bucketKobo[i]));
    return row;
  });
}

async function deleteMarks(m: EntityManager, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += REFRESH_BATCH) await m.delete(ArrearsStaleRow, { id: In(ids.slice(i, i + REFRESH_BATCH)) });
}
