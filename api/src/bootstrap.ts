import 'reflect-metadata';
import type Redis from 'ioredis';
import type { Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { createLogger, type Logger } from './common/logger';
import { openDatabase } from './db/data-source';
import { seedDemoData, type SeedReport } from './db/seed';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import type { SmsSender } from './integrations/sms/sms-sender';
import { TermiiClient } from './integrations/sms/termii-client';
import { FakePaystack } from './integrations/paystack/fake/fake-paystack';
import { closeRedis, requestRedis, whenReady, workerRedis } from './integrations/redis/connections';
import { createImageStorage, type ImageStorage } from './integrations/storage/image-storage';
import { createJobHandlers } from './job-handlers';
import { BullJobQueue, closeWorker, InlineJobQueue, startBullWorker, type JobHandlers, type JobQueue } from './jobs/queue';
import { registerBullSchedulesInBackground, runScheduled, startInlineSchedules } from './jobs/schedules';
import { createServices, type Services } from './services';
import { PasswordHasher } from './modules/auth';

export interface System {
  config: AppConfig;
  log: Logger;
  dataSource: DataSource;
  /** The request path's Redis client (fails fast while Redis is down). */
  redis?: Redis;
  jobs: JobQueue;
  /** What each job does; the `job` command and tests run a job through these. */
  handlers: JobHandlers;
  mailer: Mailer;
  /** Termii's client: the real service, or the local stand-in at /fake-termii (over HTTP either way). */
  sms: SmsSender;
  storage: ImageStorage;
  services: Services;
  /** The local Paystack stand-in, when no Paystack keys are configured (never in production). */
  fakePaystack?: FakePaystack;
  seed?: SeedReport;
  /** Stops the job workers and schedules (letting running jobs finish, bounded), then closes queues, Redis and the database. */
  stop(): Promise<void>;
}

export interface SystemOptions {
  /** Run the job workers in this process. */
  runWorkers: boolean;
  /** Register the repeatable jobs (default: when running workers). */
  schedule?: boolean;
  log?: Logger;
  /** The clock jobs read (the `job` command's --now); default: the real one. */
  now?: () => Date;
}

/**
 * Opens what the process needs: database (migrated), Redis when configured, the job queue
 * (BullMQ with Redis, else inline), mail, and the services. Shared by the HTTP server, the
 * worker, the job command and the tests, so they are wired the same way.
 */
export async function startSystem(config: AppConfig, opts: SystemOptions): Promise<System> {
  const log = opts.log ?? createLogger(config.logLevel);
  const dataSource = await openDatabase(config.database);
  const redis = config.redisUrl ? requestRedis(config.redisUrl, log) : undefined;
  if (redis) await whenReady(redis, log);
  const mailer = createMailer(config.mail);
  const sms = new TermiiClient(config.sms);
  // Handlers call services, which enqueue jobs on the queue that runs the handlers: filled in once the services exist.
  const handlers = {} as JobHandlers;
  const jobs = redis ? new BullJobQueue(redis, config.queuePrefix) : new InlineJobQueue(handlers, log);
  const storage = createImageStorage(config.dataDir);
  const services = createServices(config, { jobs, mailer, redis, storage });
  Object.assign(handlers, createJobHandlers({ mailer, sms, services, dataSource, log, now: opts.now }));

  const workerConnection = config.redisUrl && opts.runWorkers ? workerRedis(config.redisUrl, log) : undefined;
  const worker: Worker | undefined = workerConnection ? startBullWorker(workerConnection, config.queuePrefix, handlers, log) : undefined;
  const schedule = opts.schedule ?? opts.runWorkers;
  if (schedule && jobs instanceof BullJobQueue) registerBullSchedulesInBackground(jobs.queue, log);
  const inlineSchedules = schedule && jobs instanceof InlineJobQueue ? startInlineSchedules((job) => runScheduled(handlers, job), log) : undefined;

  const fakePaystack =
    config.paystack.standIn && config.env !== 'production'
      ? new FakePaystack({ secretKey: config.paystack.secretKey, baseUrl: config.paystack.baseUrl, webhookUrl: `${config.publicUrl}/api/paystack/webhook`, log })
      : undefined;
  const seed = config.seedDemo ? await seedDemoData(dataSource, new Date(), { storage, log, hasher: new PasswordHasher(config.passwordHashing) }) : undefined;

  return {
    config,
    log,
    dataSource,
    redis,
    jobs,
    handlers,
    mailer,
    sms,
    storage,
    services,
    fakePaystack,
    seed,
    async stop() {
      await inlineSchedules?.stop();
      if (worker) await closeWorker(worker, log);
      await jobs.close();
      await dataSource.destroy();
      await Promise.all([redis && closeRedis(redis), workerConnection && closeRedis(workerConnection)]);
    },
  };
}
