import { CronExpressionParser } from 'cron-parser';
import type { Queue } from 'bullmq';
import type { Logger } from '../common/logger';
import type { JobHandlers, JobName, JobOutcome, JobPayloads } from './queue';

/** The jobs that take no payload, which are the ones a schedule can run. */
export type ScheduledJob = { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName];

/** Runs a scheduled job's handler, as the scheduler would, and answers what it reported. */
export function runScheduled(handlers: JobHandlers, job: ScheduledJob): Promise<JobOutcome> {
  return (handlers[job] as (data: Record<string, never>) => Promise<JobOutcome>)({});
}

export const BUSINESS_TZ = 'Africa/Lagos';

/** Every repeatable job, in one place. Patterns are cron, read in Lagos time. */
export const schedules: readonly { job: ScheduledJob; pattern: string; why: string }[] = [
  { job: 'payments.reconcile', pattern: '*/5 * * * *', why: 'repair webhooks, checkouts and receipts left undone' },
  { job: 'plans.discard-unpaid', pattern: '17 * * * *', why: 'cancel plans whose first payment never came' },
  { job: 'plans.mark-overdue', pattern: '5 0 * * *', why: 'record instalments unpaid after their due date as Overdue, then rebuild the defaulters summary for the day' },
  { job: 'plans.late-fines', pattern: '15 0 * * *', why: 'add the late fines due after the 4-month window (after overdue marking)' },
  { job: 'transfers.apply-credits', pattern: '20 0 * * *', why: "put customers' credit (transfers beyond what was due) into the instalments that fell due" },
  { job: 'plans.auto-debit', pattern: '0 8 * * *', why: 'charge the saved cards of automatic plans for instalments due (morning, Lagos)' },
  // Hourly inside the 08:00-20:00 sending window: the day's reminders at 08:00, catch-up on the hours after.
  { job: 'plans.send-reminders', pattern: '0 8-19 * * *', why: 'e-mail and SMS the payment reminders due today, each once, with a pay link' },
  { job: 'ledger.check', pattern: '30 1 * * *', why: "check yesterday's books: the ledger balances and every Paystack payment is recorded" },
  { job: 'stock.closings', pattern: '0 2 * * *', why: "close each pack's stock moved since its last closing, so its figures sum only what came after" },
];

/**
 * With Redis: one BullMQ job scheduler per schedule, keyed by the job's name. Upserting is
 * idempotent, so every process may register them at start-up and each still runs once per tick.
 * Schedulers no longer in the list are removed.
 */
export async function registerBullSchedules(queue: Queue, log: Logger): Promise<void> {
  for (const s of schedules) {
    await queue.upsertJobScheduler(s.job, { pattern: s.pattern, tz: BUSINESS_TZ }, { name: s.job, data: {} });
  }
  const wanted = new Set<string>(schedules.map((s) => s.job));
  for (const existing of await queue.getJobSchedulers()) {
    if (existing.key && !wanted.has(existing.key)) await queue.removeJobScheduler(existing.key);
  }
  log.info({ schedules: schedules.map((s) => `${s.job} ${s.pattern}`) }, 'job schedules registered');
}

/**
 * Registers the schedules without holding up start-up: while Redis cannot be reached the process
 * serves what it can, and registration is tried again every 10 s until it succeeds.
 */
export function registerBullSchedulesInBackground(queue: Queue, log: Logger): void {
  const attempt = () =>
    registerBullSchedules(queue, log).catch((err: unknown) => {
      if (queue.closing) return;
      log.warn({ err }, 'could not register the job schedules yet: trying again in 10 s');
      setTimeout(attempt, 10_000).unref();
    });
  void attempt();
}

/** When a cron pattern (Lagos time) next fires after `after`. */
export function nextRun(pattern: string, after: Date): Date {
  return CronExpressionParser.parse(pattern, { currentDate: after, tz: BUSINESS_TZ }).next().toDate();
}

/**
 * Without Redis (the embedded default, one process): a timer per schedule that runs the job at
 * each tick of its pattern. A tick that comes while the previous run is still going is skipped.
 */
export function startInlineSchedules(run: (job: ScheduledJob) => Promise<unknown>, log: Logger, now: () => Date = () => new Date()): { stop(): Promise<void> } {
  const timers = new Map<ScheduledJob, NodeJS.Timeout>();
  const running = new Map<ScheduledJob, Promise<unknown>>();
  let stopped = false;
  const arm = (job: ScheduledJob, pattern: string) => {
    const delay = Math.max(0, nextRun(pattern, now()).getTime() - now().getTime());
    const timer = setTimeout(() => {
      if (stopped) return;
      if (!running.has(job)) {
        const work = run(job)
          .catch((err: unknown) => log.error({ err, job }, 'scheduled job failed'))
          .finally(() => running.delete(job));
        running.set(job, work);
      }
      arm(job, pattern);
    }, delay);
    timer.unref();
    timers.set(job, timer);
  };
  for (const s of schedules) arm(s.job, s.pattern);
  return {
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      await Promise.all(running.values());
    },
  };
}
