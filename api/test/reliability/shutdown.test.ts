import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import Redis from 'ioredis';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { BullJobQueue } from '../../src/jobs/queue';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '../support/databases';
import { LOGIN, newCustomer, REGISTER } from '../support/graphql';
import { deploymentEnv, freePort, startApi, startWorker, type ApiProc, type Proc } from '../support/processes';

/**
 * SIGTERM and SIGINT stop the built API and worker gracefully: the API stops accepting
 * connections, answers every request already in flight (on new and keep-alive sockets alike),
 * closes the rest and exits 0; a second signal while stopping is ignored. The worker lets a
 * running job finish (10 s at most), then exits 0. Before this was built, 0 to 2 of 25 requests
 * in flight got their answer and the exit status was not 0.
 */
jest.setTimeout(120_000);

const IN_FLIGHT = 25;
/** The grace running jobs get (CLOSE_TIMEOUT_MS in jobs/queue.ts), and a bound on the whole worker stop. */
const JOB_GRACE_MS = 10_000;
const WORKER_STOP_LIMIT_MS = 12_000;

/**
 * The in-flight requests are sign-ins, which spend their time in argon2 (off the event loop), so
 * they are still running when the signal comes. The app's own hashes (64 MiB, 3 passes) cost
 * about 200 ms of CPU each on a 2-core machine: 25 took 3.5 s idle and 12 s under load, past the
 * 10 s the server gives in-flight requests (5 of 25 were cut). So the test customer's hash is
 * re-made at half the memory: each check still takes about 100 ms, all 25 about 2 s.
 */
const PASSWORD = 'Secret#2026';

/** Sign-in counts each try per account before checking the password: 5 at once per account at most. */
const ACCOUNTS = 5;

/**
 * ACCOUNTS customers of our own (unique, because the sign-in throttle's keys in the shared Redis
 * are not under QUEUE_PREFIX), each given the lighter hash of PASSWORD straight in the
 * deployment's database (nothing caches it).
 */
async function customersWithLighterHash(api: ApiProc, database: DataSourceOptions): Promise<string[]> {
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `shutdown-${i}-${randomBytes(4).toString('hex')}@example.ng`);
  for (const email of emails) {
    const registered = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: REGISTER, variables: { input: newCustomer(email, { password: PASSWORD }) } }),
    }).then((res) => res.json() as Promise<any>);
    expect(registered.data.register.__typename).toBe('AuthPayload');
  }
  const ds = await new DataSource(database).initialize();
  try {
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 32_768 });
    await ds.query(`UPDATE users SET password_hash = ? WHERE email IN (${emails.map(() => '?').join(', ')})`, [hash, ...emails]);
    const rows = await ds.query('SELECT password_hash AS hash FROM users WHERE password_hash = ?', [hash]);
    expect(rows).toHaveLength(ACCOUNTS);
  } finally {
    await ds.destroy();
  }
  return emails;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  body: any;
  /** The request went out on a keep-alive socket an earlier request had opened. */
  reusedSocket: boolean;
}

/**
 * One POST through `agent`, with node:http rather than fetch so we can tell when the request has
 * been fully handed to the socket ('finish') and whether it reused a keep-alive socket.
 */
function post(agent: http.Agent, url: string, payload: unknown): { written: Promise<void>; answered: Promise<Answer> } {
  const data = JSON.stringify(payload);
  const req = http.request(`${url}/graphql`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
  });
  const written = new Promise<void>((resolve, reject) => {
    req.once('finish', resolve);
    req.once('error', reject);
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('error', reject);
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), reusedSocket: req.reusedSocket }));
    });
  });
  // Each is awaited later; a rejection must not count as unhandled meanwhile.
  written.catch(() => undefined);
  answered.catch(() => undefined);
  req.end(data);
  return { written, answered };
}

/** Resolves once the process's stdout and stderr are closed: 'exit' can come before the last of its log. */
async function outputClosed(proc: Proc): Promise<void> {
  await Promise.all(
    [proc.child.stdout, proc.child.stderr].map((stream) => (stream && !stream.closed ? new Promise((r) => stream.once('close', r)) : undefined)),
  );
}

/** Opens `count` keep-alive sockets in `agent` and leaves them idle, so the next requests reuse them. */
async function openKeepAliveSockets(agent: http.Agent, url: string, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () =>
      new Promise<void>((resolve, reject) => {
        http.get(`${url}/healthz`, { agent }, (res) => res.resume().once('end', resolve)).once('error', reject);
      }),
    ),
  );
}

/**
 * A brand-new connection (no agent): how it ended — an error code such as ECONNREFUSED,
 * `answered <status>`, or `hung` when nothing happened within 3 s.
 */
function tryNewConnection(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/healthz`, { agent: false, timeout: 3_000 }, (res) => {
      res.resume();
      resolve(`answered ${res.statusCode}`);
    });
    req.once('timeout', () => {
      resolve('hung');
      req.destroy();
    });
    req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

interface StopReport {
  answers: PromiseSettledResult<Answer>[];
  /** Requests not yet answered when the signal was sent, and when a new connection was refused. */
  pendingAtSignal: number;
  pendingAtNewConnection: number;
  newConnection: string;
  /** When, after the signal, a new connection was first not served. */
  refusedAfterMs: number;
  exitCode: number | string;
  stopMs: number;
}

/**
 * IN_FLIGHT sign-ins are sent at once over keep-alive sockets opened beforehand. Once every
 * request is fully written and the server has had 50 ms to read them, `signal` is sent; new
 * connections are tried until one is not served, then `signal` is sent again (to be ignored).
 */
async function signalUnderLoad(api: ApiProc, signal: NodeJS.Signals, emails: string[]): Promise<StopReport> {
  const agent = new http.Agent({ keepAlive: true });
  try {
    await openKeepAliveSockets(agent, api.url, IN_FLIGHT);
    const payload = (i: number) => ({ query: LOGIN, variables: { input: { email: emails[i % emails.length], password: PASSWORD } } });
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) => post(agent, api.url, payload(i)));
    let answered = 0;
    requests.forEach((r) => void r.answered.then(() => answered++, () => answered++));
    await Promise.all(requests.map((r) => r.written));
    // Written is not yet read: a keep-alive connection whose request the server has not parsed
    // yet looks idle and may be closed as such. 50 ms is ample to read 25 small bodies.
    await sleep(50);

    const t0 = performance.now();
    api.signal(signal);
    const pendingAtSignal = IN_FLIGHT - answered;
    // The server takes the signal a little later (argon2 leaves the event loop little CPU): until
    // then new connections are served. Once it stops accepting, a new one must be refused.
    let newConnection: string;
    let refusedAfterMs: number;
    for (;;) {
      newConnection = await tryNewConnection(api.url);
      refusedAfterMs = performance.now() - t0;
      if (!newConnection.startsWith('answered') || refusedAfterMs > 5_000) break;
      await sleep(20);
    }
    const pendingAtNewConnection = IN_FLIGHT - answered;
    // Only now, while it is known to be stopping (and never back to back with the first, which
    // could merge the two): the second signal must be logged and ignored.
    api.signal(signal);

    const answers = await Promise.allSettled(requests.map((r) => r.answered));
    const exitCode = await api.exited;
    const stopMs = performance.now() - t0;
    await outputClosed(api);
    return { answers, pendingAtSignal, pendingAtNewConnection, newConnection, refusedAfterMs, exitCode, stopMs };
  } finally {
    agent.destroy();
  }
}

/** What every graceful API stop must show, whatever the database. */
function expectGracefulStop(r: StopReport, api: ApiProc): void {
  const failures = r.answers.filter((a) => a.status === 'rejected').map((a) => String((a as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);
  const answers = r.answers.map((a) => (a as PromiseFulfilledResult<Answer>).value);
  expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
  expect(answers.map((a) => a.body.data?.login?.__typename)).toEqual(Array(IN_FLIGHT).fill('AuthPayload'));
  // Every login went out on a socket that had already served a request: keep-alive was exercised.
  expect(answers.filter((a) => a.reusedSocket)).toHaveLength(IN_FLIGHT);
  // The requests were really in flight when the signal came, not already answered.
  expect(r.pendingAtSignal).toBe(IN_FLIGHT);
  // The listening socket is closed as soon as the stop begins, while requests are still being
  // answered: a new connection fails at once, not queued or left hanging. Refused, or reset when
  // it reached the kernel's backlog just before the socket closed.
  expect(r.pendingAtNewConnection).toBeGreaterThan(0);
  expect(['ECONNREFUSED', 'ECONNRESET']).toContain(r.newConnection);
  expect(api.output()).toContain('already stopping');
  expect(api.output()).toContain('"msg":"stopped"');
  expect(r.exitCode).toBe(0);
}

function report(label: string, r: StopReport): void {
  console.info(
    `${label}: stopped in ${r.stopMs.toFixed(0)} ms, exit ${r.exitCode}; ${r.pendingAtSignal} of ${IN_FLIGHT} in flight at the signal, ` +
      `new connections ${r.newConnection} from ${r.refusedAfterMs.toFixed(0)} ms, ${r.pendingAtNewConnection} requests still in flight then; ` +
      `${r.answers.filter((a) => a.status === 'fulfilled' && a.value.status === 200).length} of ${IN_FLIGHT} answered 200`,
  );
}

/**
 * Just enough of an SMTP server for nodemailer: it greets after `greetAfterMs` (when null, it
 * greets and then never answers, so a mail job hangs for the mailer's 30 s socket timeout), and records the
 * messages it accepts. A mail job connecting here is a job known to be running.
 */
interface FakeSmtp {
  url: string;
  /** Resolves when the first client connects. */
  connected: Promise<void>;
  messages: string[];
  close(): Promise<void>;
}

async function startFakeSmtp(greetAfterMs: number | null): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let onConnect!: () => void;
  const connected = new Promise<void>((r) => (onConnect = r));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnect();
    if (greetAfterMs === null) return void socket.write('220 fake-smtp ESMTP\r\n');
    setTimeout(() => socket.writable && socket.write('220 fake-smtp ESMTP\r\n'), greetAfterMs);
    let buffered = '';
    let message: string[] | undefined;
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (message) {
          if (line === '.') {
            messages.push(message.join('\n'));
            message = undefined;
            socket.write('250 queued\r\n');
          } else message.push(line);
        } else if (/^DATA/i.test(line)) {
          message = [];
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connected,
    messages,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// Everything started here, so afterAll can clean up after a failed test.
const procs: Proc[] = [];
const dataDirs: string[] = [];
const smtps: FakeSmtp[] = [];
let db: TestDatabase;
let redis: Redis;
const queuePrefix = `shutdown-${randomBytes(4).toString('hex')}`;

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fs-shutdown-'));
  dataDirs.push(dir);
  return dir;
}

async function api(env: Record<string, string>, port: number): Promise<ApiProc> {
  const proc = await startApi(env, port);
  procs.push(proc);
  return proc;
}

/** One deployment on MariaDB and the shared Redis (under this file's own queue prefix), API and worker apart. */
let mariaDb: { port: number; env: Record<string, string> };

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const port = await freePort();
  mariaDb = {
    port,
    env: {
      ...deploymentEnv({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL, queuePrefix, dataDir: tempDataDir(), publicUrl: `http://127.0.0.1:${port}` }),
      JOBS_IN_PROCESS: 'false',
      LOG_LEVEL: 'info',
    },
  };
});

afterAll(async () => {
  await Promise.all(procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null).map((p) => p.kill()));
  await Promise.all(smtps.map((s) => s.close()));
  // Only this file's keys (its queue prefix): the Redis is shared, never flushed.
  if (redis) {
    for await (const keys of redis.scanStream({ match: `${queuePrefix}:*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
    await redis.quit();
  }
  await db?.drop();
  dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('the API stopping', () => {
  it('on SQLite, SIGTERM twice: answers all 25 requests in flight, refuses new connections, exits 0', async () => {
    const port = await freePort();
    const dataDir = tempDataDir();
    const proc = await api({ ...deploymentEnv({ dataDir, publicUrl: `http://127.0.0.1:${port}` }), LOG_LEVEL: 'info' }, port);
    const emails = await customersWithLighterHash(proc, { type: 'better-sqlite3', database: path.join(dataDir, 'food-savings.sqlite') });

    const r = await signalUnderLoad(proc, 'SIGTERM', emails);
    report('SQLite, SIGTERM', r);
    expectGracefulStop(r, proc);
  });

  it('on MariaDB with Redis, SIGINT twice: answers all 25 requests in flight, exits 0, never uses the closed pool', async () => {
    const proc = await api(mariaDb.env, mariaDb.port);
    const emails = await customersWithLighterHash(proc, { type: 'mysql', url: db.url });

    const r = await signalUnderLoad(proc, 'SIGINT', emails);
    report('MariaDB + Redis, SIGINT', r);
    expectGracefulStop(r, proc);
    // The database pool closes only after the last request: no query ran into a closed pool.
    expect(proc.output()).not.toContain('Pool is closed');
    expect(proc.output()).not.toContain('"level":50');
  });
});

describe('the worker stopping', () => {
  /** The worker of the MariaDB deployment, sending mail through `smtp`, and a mail job it is running. */
  async function workerRunningAMailJob(smtp: FakeSmtp): Promise<{ worker: Proc; jobId: string; queue: BullJobQueue }> {
    const worker = await startWorker({ ...mariaDb.env, SMTP_URL: smtp.url });
    procs.push(worker);
    // Enqueued as the API enqueues a password-reset e-mail (same queue class, prefix and job).
    const queue = new BullJobQueue(redis, queuePrefix);
    const jobId = `shutdown-mail-${randomBytes(4).toString('hex')}`;
    await queue.enqueue('mail.send', { to: 'customer@example.ng', subject: 'Reset your password', text: 'A test message' }, { jobId });
    // The worker has taken the job and is talking to the mail server: the job is running.
    await smtp.connected;
    return { worker, jobId, queue };
  }

  async function stop(worker: Proc): Promise<{ exitCode: number | string; stopMs: number }> {
    const t0 = performance.now();
    worker.signal('SIGTERM');
    const exitCode = await worker.exited;
    const stopMs = performance.now() - t0;
    await outputClosed(worker);
    return { exitCode, stopMs };
  }

  it('SIGTERM with a job running: lets it finish, then exits 0', async () => {
    // The mail server takes 2 s to greet, so the job is mid-way when the signal comes.
    const smtp = await startFakeSmtp(2_000);
    smtps.push(smtp);
    const { worker, jobId, queue } = await workerRunningAMailJob(smtp);

    const { exitCode, stopMs } = await stop(worker);
    const state = await queue.queue.getJobState(jobId);
    await queue.close();
    console.info(`worker, job finishing within the grace: stopped in ${stopMs.toFixed(0)} ms, exit ${exitCode}, job ${state}, ${smtp.messages.length} message delivered`);

    expect(exitCode).toBe(0);
    expect(stopMs).toBeLessThan(WORKER_STOP_LIMIT_MS);
    expect(worker.output()).toContain('"msg":"stopped"');
    // The running job was not abandoned: its mail went out and BullMQ recorded it done.
    expect(smtp.messages).toHaveLength(1);
    expect(state).toBe('completed');
  });

  it('SIGTERM with a job stuck past the 10 s grace: hands it back and exits 0 within ~12 s', async () => {
    // The mail server never answers after its greeting: the job would hang for 30 s (socket timeout).
    const smtp = await startFakeSmtp(null);
    smtps.push(smtp);
    const { worker, jobId, queue } = await workerRunningAMailJob(smtp);

    const { exitCode, stopMs } = await stop(worker);
    const state = await queue.queue.getJobState(jobId);
    await queue.close();
    console.info(`worker, job stuck: stopped in ${stopMs.toFixed(0)} ms, exit ${exitCode}, job ${state}`);

    expect(exitCode).toBe(0);
    expect(stopMs).toBeGreaterThanOrEqual(JOB_GRACE_MS - 500);
    expect(stopMs).toBeLessThan(WORKER_STOP_LIMIT_MS);
    expect(worker.output()).toContain('jobs still running at shutdown: handing them back');
    expect(worker.output()).toContain('"msg":"stopped"');
    // Handed back, not lost: still active under a lock that lapses, so BullMQ's stall check
    // gives it to the next worker (it is neither completed nor failed).
    expect(state).toBe('active');
  });
});
