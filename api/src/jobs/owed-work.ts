import { performance } from 'node:perf_hooks';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../common/context';
import { forEachConcurrently } from '../common/concurrency';
import type { JobHandlers, JobName, JobPayloads, JobQueue } from './queue';

/** Every duty the system has: the names of the sweep's report lines and of /readyz's backlog. */
export type DutyName = 'webhooks' | 'checkouts' | 'receipts' | 'refunds' | 'commissions' | 'fulfilment-notices' | 'reversal-notices' | 'credit-notices' | 'dedicated-accounts' | 'transfer-receipts' | 'transfer-checks' | 'marketer-nudges';

/**
 * How one piece of owed work went: done now; nothing to do (done before, or it turned out not
 * owed); failed (still owed: the sweep comes back); retry (someone else holds it: its job tries
 * again soon, the sweep leaves it).
 */
export type DutyOutcome = 'done' | 'nothing' | 'failed' | 'retry';

/** Work younger than this is left to the job that was queued for it. */
export const RECONCILE_GRACE_MS = 60_000;
const BATCH = 200;
const CONCURRENCY = 4;

/**
 * Work that must happen after a commit, declared once. The commit records that it is owed (a
 * marker column, a status, an outbox row); from this declaration come the request for its job
 * right after the commit, the job's handler, the reconciliation sweep that finds what was
 * recorded but never done (a crash, a Redis outage, an exhausted retry), and its backlog on /readyz.
 */
export interface Duty<N extends JobName = JobName> {
  name: DutyName;
  /** The rows that owe it: `where` over `table` (alias t), walked by `since`, oldest first. */
  owed: {
    table: string;
    where: string;
    params?: Record<string, unknown>;
    since: string;
    /** 'after-grace': owed rows older than RECONCILE_GRACE_MS (their job comes first); 'when-due': `since` is the time it falls due. */
    from: 'after-grace' | 'when-due';
  };
  /** Its job, when one does it right after the commit (else only the sweep does). */
  job?: { name: N; payload(id: string): JobPayloads[N]; idOf(data: JobPayloads[N]): string; jobId(id: string, attempt?: number): string };
  /** How many batches one sweep takes (default: all); 1 for work that calls a provider each time. */
  batchesPerRun?: number;
  /** The sweep's report fields for what it did and what is still owed, e.g. receiptsSent and receiptsFailed. */
  report: { done: string; failed: string };
  /** Does the work for one row, idempotently (the job, the sweep and a second sweep may race). */
  perform(ctx: RequestContext, id: string): Promise<DutyOutcome>;
}

export type SweepReport = Record<string, number>;

/** The duties, and everything built from their declarations. */
export class OwedWork {
  private readonly duties: Duty[] = [];

  constructor(private readonly jobs: JobQueue) {}

  /** The features' duties, in the order the sweep runs them (services.ts). */
  declare(...duties: Duty[]): void {
    this.duties.push(...duties);
  }

  /**
   * After the commit that made the work owed: asks its job to do it now. Best effort: if the
   * queue cannot take it, the sweep does it later.
   */
  async request(ctx: RequestContext, name: DutyName, id: string, attempt?: number): Promise<void> {
    const { job } = this.duty(name);
    if (!job) return;
    try {
      await this.jobs.enqueue(job.name, job.payload(id), { jobId: job.jobId(id, attempt) });
    } catch (err) {
      ctx.log.warn({ err, duty: name, id }, `could not queue the ${job.name} job now; the reconciliation will do it`);
    }
  }

  /** A handler for each duty's job: 'retry' throws, so the queue tries again with backoff. */
  handlers(context: (job: JobName) => RequestContext): Partial<JobHandlers> {
    const handlers: Partial<Record<JobName, (data: never) => Promise<{ outcome: DutyOutcome }>>> = {};
    for (const duty of this.duties) {
      const { job } = duty;
      if (!job) continue;
      handlers[job.name] = async (data: never) => {
        const outcome = await duty.perform(context(job.name), job.idOf(data));
        if (outcome === 'retry') throw new Error(`${duty.name}: held by another worker; retrying`);
        return { outcome };
      };
    }
    return handlers as Partial<JobHandlers>;
  }

  /**
   * The `payments.reconcile` job: every duty's owed rows, a page at a time (keyset, so rows that
   * keep failing are not read again in the same run), each performed with a little concurrency.
   * Everything performed is idempotent, so sweeps may run beside the jobs, twice at once, or again
   * after a crash.
   */
  async sweep(ctx: RequestContext): Promise<SweepReport & { ms: number }> {
    const started = performance.now();
    const report: SweepReport = Object.fromEntries(this.duties.flatMap((d) => [[d.report.done, 0], [d.report.failed, 0]]));
    for (const duty of this.duties) {
      let batches = 0;
      for await (const ids of owedIds(ctx.manager, duty, ctx.now)) {
        await forEachConcurrently(ids, CONCURRENCY, async (id) => {
          try {
            const outcome = await duty.perform(ctx, id);
            if (outcome === 'done') report[duty.report.done]++;
            if (outcome === 'failed') report[duty.report.failed]++;
          } catch (err) {
            report[duty.report.failed]++;
            ctx.log.warn({ err, duty: duty.name, id }, `reconciliation: ${duty.name} still not done`);
          }
        });
        if (++batches === duty.batchesPerRun) break;
      }
    }
    const ms = Math.round(performance.now() - started);
    const repaired = this.duties.reduce((n, d) => n + report[d.report.done], 0);
    const failed = this.duties.reduce((n, d) => n + report[d.report.failed], 0);
    if (repaired || failed) ctx.log.warn({ ...report, ms }, 'reconciliation repaired work left behind');
    else ctx.log.info({ ...report, ms }, 'reconciliation found nothing to repair');
    return { ...report, ms };
  }

  /** What the sweep would pick up now, by duty: /readyz shows it. */
  async backlog(ctx: RequestContext): Promise<Record<DutyName, number>> {
    const counts = await Promise.all(
      this.duties.map(async (duty) => {
        const { from, where, params } = owedQuery(duty, ctx.now);
        const row: { n: number | string } | undefined = await from(ctx.manager.createQueryBuilder()).select('COUNT(*)', 'n').where(where, params).getRawOne();
        return [duty.name, Number(row?.n ?? 0)] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<DutyName, number>;
  }

  private duty(name: DutyName): Duty {
    const duty = this.duties.find((d) => d.name === name);
    if (!duty) throw new Error(`no duty named ${name} was declared`);
    return duty;
  }
}

/** The duty's owed rows as of `now`: its condition, and `since` past the grace (or due). */
function owedQuery(duty: Duty, now: Date) {
  const { table, where, params, since, from } = duty.owed;
  const cutoff = from === 'after-grace' ? `t.${since} < :cutoff` : `t.${since} <= :cutoff`;
  return {
    from: <T extends { from(table: string, alias: string): T }>(qb: T) => qb.from(table, 't'),
    where: `(${where}) AND ${cutoff}`,
    params: { ...params, cutoff: from === 'after-grace' ? new Date(now.getTime() - RECONCILE_GRACE_MS) : now },
  };
}

/** Ids of the duty's owed rows, oldest first, a page at a time (keyset paging on `since`, then id). */
async function* owedIds(m: EntityManager, duty: Duty, now: Date): AsyncGenerator<string[]> {
  const { since } = duty.owed;
  const { from, where, params } = owedQuery(duty, now);
  let after: { at: Date | string; id: string } | undefined;
  for (;;) {
    const qb = from(m.createQueryBuilder()).select(['t.id AS id', `t.${since} AS at`]).where(where, params);
    if (after) qb.andWhere(`(t.${since} > :afterAt OR (t.${since} = :afterAt AND t.id > :afterId))`, { afterAt: after.at, afterId: after.id });
    const rows: { id: string; at: Date | string }[] = await qb.orderBy(`t.${since}`, 'ASC').addOrderBy('t.id', 'ASC').limit(BATCH).getRawMany();
    if (!rows.length) return;
    yield rows.map((r) => r.id);
    // Passed back as the driver gave it (a Date on MySQL, SQLite's text), so it compares exactly.
    after = rows[rows.length - 1];
  }
}
