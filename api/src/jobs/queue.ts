import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from '../common/logger';
import type { MailMessage } from '../integrations/mail/mailer';

/** Every job the system runs, with its payload. Payloads carry ids and plain data, never entities. */
export interface JobPayloads {
  'mail.send': MailMessage;
  /** Apply a stored Paystack webhook event (by id). */
  'payments.process-webhook': { eventId: string };
  /** Cancel plans still awaiting their first payment a day after they started. */
  'plans.discard-unpaid': Record<string, never>;
}
export type JobName = keyof JobPayloads;
export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export interface JobQueue {
  enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts?: { jobId?: string }): Promise<void>;
  /** Resolves when every job enqueued so far has run. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

const QUEUE = 'food-savings';

/**
 * Without Redis, jobs run in this process right after the current request, with the same
 * retry count as BullMQ would apply. Good for the embedded default and for tests.
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
    await this.drain();
  }
}

export class BullJobQueue implements JobQueue {
  private readonly queue: Queue;

  constructor(connection: ConnectionOptions, prefix: string) {
    this.queue = new Queue(QUEUE, {
      connection,
      prefix,
      defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 1000, removeOnFail: 5000 },
    });
  }

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], opts?: { jobId?: string }): Promise<void> {
    await this.queue.add(name, data, { jobId: opts?.jobId });
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

/** The BullMQ worker that runs the same handlers the inline queue runs. */
export function startBullWorker(connection: ConnectionOptions, prefix: string, handlers: JobHandlers, log: Logger): Worker {
  const worker = new Worker(QUEUE, async (job) => handlers[job.name as JobName](job.data), { connection, prefix, concurrency: 4 });
  worker.on('failed', (job, err) => log.error({ err, job: job?.name, id: job?.id }, 'job failed'));
  return worker;
}
