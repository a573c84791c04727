import 'reflect-metadata';
import Redis from 'ioredis';
import type { Worker } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/config';
import { createLogger, type Logger } from './common/logger';
import { openDatabase } from './db/data-source';
import { seedDemoData, type SeedReport } from './db/seed';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { FakePaystack } from './integrations/paystack/fake/fake-paystack';
import { createImageStorage, type ImageStorage } from './integrations/storage/image-storage';
import { createJobHandlers } from './jobs/handlers';
import { BullJobQueue, InlineJobQueue, startBullWorker, type JobQueue } from './jobs/queue';
import { createServices, type Services } from './services';

export interface System {
  config: AppConfig;
  log: Logger;
  dataSource: DataSource;
  redis?: Redis;
  jobs: JobQueue;
  mailer: Mailer;
  storage: ImageStorage;
  services: Services;
  /** The local Paystack stand-in, when no Paystack keys are configured (never in production). */
  fakePaystack?: FakePaystack;
  seed?: SeedReport;
  stop(): Promise<void>;
}

/**
 * Opens what the process needs: database (migrated), Redis when configured, the job queue
 * (BullMQ with Redis, else inline), mail, and the services. Shared by the HTTP server, the
 * worker and the tests, so they are wired the same way.
 */
export async function startSystem(config: AppConfig, opts: { runWorkers: boolean; log?: Logger }): Promise<System> {
  const log = opts.log ?? createLogger(config.logLevel);
  const dataSource = await openDatabase(config.database);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: null }) : undefined;
  const mailer = createMailer(config.mail);
  // Handlers call services, which enqueue jobs: the services are read when a job runs.
  const built: { services?: Services } = {};
  const handlers = createJobHandlers({ mailer, services: () => built.services!, dataSource, log });
  const jobs: JobQueue = redis ? new BullJobQueue(redis, config.queuePrefix) : new InlineJobQueue(handlers, log);
  const storage = createImageStorage(config.dataDir);
  const services = (built.services = createServices(config, { jobs, redis, storage }));
  const worker: Worker | undefined = redis && opts.runWorkers ? startBullWorker(redis, config.queuePrefix, handlers, log) : undefined;
  const fakePaystack =
    config.paystack.standIn && config.env !== 'production'
      ? new FakePaystack({ secretKey: config.paystack.secretKey, baseUrl: config.paystack.baseUrl, webhookUrl: `${config.publicUrl}/api/paystack/webhook`, log })
      : undefined;
  const seed = config.seedDemo ? await seedDemoData(dataSource, new Date(), { storage, log }) : undefined;

  return {
    config,
    log,
    dataSource,
    redis,
    jobs,
    mailer,
    storage,
    services,
    fakePaystack,
    seed,
    async stop() {
      await worker?.close();
      await jobs.close();
      await dataSource.destroy();
      redis?.disconnect();
    },
  };
}
