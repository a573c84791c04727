import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from '../common/logger';
import { withTimeout } from '../common/concurrency';
import { ServiceUnavailableError } from '../common/errors';
import type { MailMessage } from '../integrations/mail/mailer';
import type { SmsMessage } from '../integrations/sms/sms-sender';

/** Every job the system runs, with its payload. Payloads carry ids and plain data, never entities. */
export interface JobPayloads {
  'mail.send': MailMessage;
  /** One SMS through Termii (or its stand-in); `to` as stored, 234… (older 0803… numbers are converted when sent). */
  'sms.send': SmsMessage;
  /** Look the e-mail's account up and send it a reset link (off the request, which answers the same either way). */
  'auth.send-password-reset': { email: string; requestedAt: string };
  /** E-mail a new account (made by an admin or a marketer) the link to set its own password. */
  'auth.send-account-setup': { userId: string; requestedAt: string };
  /** Apply a stored Paystack webhook event (by id). */
  'payments.process-webhook': { eventId: string };
  /** E-mail the receipt of a recorded payment, once. */
  'payments.send-receipt': { paymentId: string };
  /** Write the marketer's commission line for a recorded payment (or find it earns nothing), once. */
  'commissions.accrue': { paymentId: string };
  /** Ask Paystack to refund a card payment (a Refund row not yet accepted), once. */
  'payments.send-refund': { reversalId: string };
  /** Tell the customer about one move of their pack (SMS and e-mail), once. */
  'fulfilment.notify': { moveId: string };
  /** Tell the customer a payment of theirs was reverted or refunded, and what they owe now (SMS and e-mail), once. */
  'payments.notify-reversal': { reversalId: string };
  /** The sweep: whatever a crash or an outage left undone (webhooks, open checkouts, receipts, commission accruals). */
  'payments.reconcile': Record<string, never>;
  /** Cancel plans still awaiting their first payment a day after they started. */
  'plans.discard-unpaid': Record<string, never>;
  /** Record as Overdue every Pending instalment of an open plan due before today (Lagos). */
  'plans.mark-overdue': Record<string, never>;
  /** E-mail and SMS the payment reminders due now (08:00-20:00 Lagos), each once, with a one-tap pay link. */
  'plans.send-reminders': Record<string, never>;
  /** Charge the saved cards of automatic plans for the instalments due (retries, notices, switch to manual). */
  'plans.auto-debit': Record<string, never>;
  /** Add the late fines due (the 4-month rule) to open plans past their window and not fully paid. */
  'plans.late-fines': Record<string, never>;
  /** Check the books for yesterday: the ledger equation, and every successful Paystack transaction of the day recorded. */
  'ledger.check': Record<string, never>;
  /** Close each pack's stock moved since its last closing (a row written once), and check the latest closings. */
  'stock.closings': Record<string, never>;
  /** Ask Paystack for a customer's dedicated account (issue 27), once it is requested. */
  'transfers.assign-account': { accountId: string };
  /** E-mail a bank transfer's receipt, once. */
  'transfers.send-receipt': { transferId: string };
  /** Text a referred customer the SMS a marketer's nudge owes (issue 27), once. */
  'marketers.send-nudge': { nudgeId: string };
  /** Put customers' credit into the instalments that have fallen due. */
  'transfers.apply-credits': Record<string, never>;
}
export type JobName = keyof JobPayloads;
/** What a run reports: a scheduled job its counts (printed by the `job` command, kept by BullMQ as the job's return value). */
export type JobOutcome = object | void;
export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<JobOutcome> };

export interface JobQueue {
  /** Rejects with ServiceUnavailableError, within about a second, when the queue cannot take it. */
  enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts?: { jobId?: string }): Promise<void>;
  /** Resolves when every job enqueued so far has run. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export const QUEUE = 'food-savings';
/** How long a request waits for Redis to take a job before it gives up (fast failure, not a hang). */
const ENQUEUE_TIMEOUT_MS = 1_000;
/** Shutdown waits this long for running jobs; what is left is found by the reconciliation. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Without Redis, jobs run in this process right after the current request, with the same
 * retry count as BullMQ would apply. Good for the embedded default and for tests. Jobs pending
 * when the process dies are lost here, which is why everything that must happen is recorded in
 * the database first and the reconciliation sweep runs on a timer in this mode too.
 */
export class InlineJobQueue implements JobQueue {
  private pending = new Set<Promise<void>>();

  constructor(
    private readonly handlers: JobHandlers,
    private readonly log: Logger,
    private readonly attempts = 3,
  ) {}

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void> {
    const run = (async () => {
      await new Promise((r) => setImmediate(r));
      for (let attempt = 1; attempt <= this.attempts; attempt++) {
        try {
          await this.handlers[name](data);
          return;
        } catch (err) {
          this.log.error({ err, job: name, attempt }, 'job failed');
        }
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await withTimeout(this.drain(), CLOSE_TIMEOUT_MS).catch((err: unknown) => this.log.warn({ err }, 'stopped with jobs still running'));
  }
}

export class BullJobQueue implements JobQueue {
  readonly queue: Queue;

  /** `connection` is the request path's client: no offline queue, a command timeout. */
  constructor(connection: ConnectionOptions, prefix: string) {
    this.queue = new Queue(QUEUE, {
      connection,
      prefix,
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1000, removeOnFail: 5000 },
    });
    // Errors surface on the call that failed; without a listener they would crash the process.
    this.queue.on('error', () => undefined);
  }

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts?: { jobId?: string }): Promise<void> {
    try {
      await withTimeout(this.queue.add(name, data, { jobId: opts?.jobId }), ENQUEUE_TIMEOUT_MS);
    } catch {
      throw new ServiceUnavailableError('queue');
    }
  }

  /** Waits until no job is waiting or running, for tests and graceful shutdown. */
  async drain(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((n) => n === 0)) return;
      if (Date.now() > deadline) throw new Error(`jobs still pending after ${timeoutMs} ms: ${JSON.stringify(counts)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * The BullMQ worker that runs the same handlers the inline queue runs, on a connection of its
 * own (retrying forever, as a blocking worker must). Its lock and stall settings are chosen:
 * - `lockDuration` 30 s: the longest job is a provider call (10 s timeout) and a transaction;
 *   the lock is renewed every 15 s while a job runs, so only a dead worker loses it.
 * - `stalledInterval` 15 s: a job whose worker was killed is noticed within 15-45 s and run again.
 * - `maxStalledCount` 3: a job may be picked up again after three crashes before it is failed
 *   (the default, 1, failed webhook jobs after one kill). Every job is idempotent, so a rerun is
 *   safe, and a job that still ends failed is not lost: the reconciliation finds its work.
 */
export function startBullWorker(connection: ConnectionOptions, prefix: string, handlers: JobHandlers, log: Logger): Worker {
  const worker = new Worker(QUEUE, async (job) => handlers[job.name as JobName](job.data), {
    connection,
    prefix,
    concurrency: 4,
    lockDuration: 30_000,
    stalledInterval: 15_000,
    maxStalledCount: 3,
  });
  worker.on('failed', (job, err) => log.error({ err, job: job?.name, id: job?.id }, 'job failed'));
  worker.on('error', (err) => log.warn({ err }, 'job worker error'));
  return worker;
}

/**
 * Takes no new job and lets running ones finish for a while, then closes anyway: a job cut off is
 * retried when its lock lapses, and its work is swept. (Not close() then close(true): BullMQ
 * returns the first, still waiting, close to the second call.)
 */
export async function closeWorker(worker: Worker, log: Logger): Promise<void> {
  try {
    await withTimeout(worker.pause(), CLOSE_TIMEOUT_MS);
  } catch {
    log.warn('jobs still running at shutdown: handing them back');
  }
  await worker.close(true);
}
