import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import pino from 'pino';
import type TestAgent from 'supertest/lib/agent';
import { createApp, type App } from '../../src/app';
import { startSystem, type System } from '../../src/bootstrap';
import { loadConfig } from '../../src/config/config';
import type { RequestContext } from '../../src/common/context';
import type { MailMessage } from '../../src/integrations/mail/mailer';
import type { FakePaystack } from '../../src/integrations/paystack/fake/fake-paystack';
import { BullJobQueue } from '../../src/jobs/queue';
import { takeTestDatabase, TEST_REDIS_URL, type LeasedDatabase } from './databases';

export interface TestSystem {
  system: System;
  app: App;
  http: TestAgent;
  /** The app also listens here (PUBLIC_URL), so the Paystack client, the stand-in and its webhooks really go over HTTP. */
  baseUrl: string;
  /** The local Paystack stand-in (unless Paystack keys were given in `env`). */
  fake: FakePaystack;
  dataDir: string;
  /** Messages written to the e-mail outbox so far, oldest first. */
  outbox(): Promise<MailMessage[]>;
  /** A service context acting as the given user (or nobody), at the given time. */
  context(actor?: RequestContext['actor'], now?: Date): RequestContext;
  stop(): Promise<void>;
}

export interface TestSystemOptions {
  database?: 'mysql' | 'sqlite';
  redis?: boolean;
  seedDemo?: boolean;
  env?: Record<string, string>;
}

/**
 * The real system, wired as in production, on an empty database (MariaDB by default: migrated, from
 * the run's pool, see databases.ts) and a fresh data folder.
 */
export async function startTestSystem(opts: TestSystemOptions = {}): Promise<TestSystem> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-test-'));
  const db: LeasedDatabase | undefined = (opts.database ?? 'mysql') === 'mysql' ? await takeTestDatabase() : undefined;
  let handle: RequestListener = (_req, res) => void res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    // Every test client is 127.0.0.1: a file's sign-ups would all count as one address's. The
    // tests of the per-address limits set their own.
    AUTH_LIMIT_PER_ADDRESS: '1000',
    // Cheap argon2id: the suite hashes hundreds of passwords. Production's cost is pinned in
    // config.spec and password-hasher.spec, and a system started with NODE_ENV=production uses it.
    ...(opts.env?.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }),
    ...(db ? { DATABASE_URL: db.url } : {}),
    ...(opts.redis ? { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `t-${randomBytes(4).toString('hex')}` } : {}),
    ...opts.env,
  });
  const log = pino({ level: 'silent' });
  // No timers firing mid-test: tests run the scheduled jobs themselves (system.handlers).
  const system = await startSystem(config, { runWorkers: true, schedule: false, log });
  await db?.migrated();
  // BullMQ's queue asks Redis for its version once, on the request connection with its 1 s command
  // timeout, and stays broken for good if the answer comes late: a late answer is one this process
  // was too busy to read, and building the app below keeps it busy for seconds on a loaded machine.
  if (system.jobs instanceof BullJobQueue) await system.jobs.queue.waitUntilReady();
  const app = await createApp({ config, dataSource: system.dataSource, services: system.services, storage: system.storage, log, redis: system.redis, fakePaystack: system.fakePaystack });
  handle = app.express;
  const outboxDir = config.mail.outboxDir;

  return {
    system,
    app,
    http: request(app.express),
    baseUrl,
    fake: system.fakePaystack!,
    dataDir,
    async outbox() {
      await system.jobs.drain();
      if (!existsSync(outboxDir)) return [];
      // Oldest first. Keyed messages (receipts) are named by their key, not their time.
      const files = readdirSync(outboxDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(outboxDir, f))
        .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
      return files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as MailMessage);
    },
    context: (actor, now = new Date()) => ({ actor, manager: system.dataSource.manager, now, requestId: 'test', ip: '10.0.0.1', log }),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.stop();
      await system.stop();
      await db?.release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The reset link's query from the newest reset e-mail sent to `email`. */
export function resetLinkFrom(messages: MailMessage[], email: string): { email: string; token: string } {
  const mail = [...messages].reverse().find((m) => m.to === email && /reset/i.test(m.subject));
  if (!mail) throw new Error(`no reset e-mail to ${email}`);
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return { email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}
