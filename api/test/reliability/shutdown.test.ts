import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
 * SIGTERM and SIGINT stop the built API and worker gracefully. The API turns /readyz 503 at once,
 * keeps accepting for its drain (SHUTDOWN_DRAIN_MS, replies saying `Connection: close`), then
 * stops accepting, answers every request it received (in flight, on keep-alive sockets, or still
 * in the kernel's listen backlog at the signal) and exits 0; a second signal exits 1 at once. The
 * worker lets a running job finish (10 s at most), then exits 0. Before the stop was graceful, 0
 * to 2 of 25 requests in flight got their answer; before the drain, 5 to 22 of 25 requests in the
 * listen backlog were reset.
 */
jest.setTimeout(120_000);

const IN_FLIGHT = 25;
/** The drain these tests give the API: long enough to see, short enough not to wait for nothing. */
const DRAIN_MS = 1_000;
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
  /** The reply's Connection header. */
  connection?: string;
}

/**
 * One POST through `agent` (false: a connection of its own), with node:http rather than fetch so
 * we can tell when the request has been fully handed to the socket ('finish') and whether it
 * reused a keep-alive socket.
 */
function post(agent: http.Agent | false, url: string, payload: unknown): { written: Promise<void>; answered: Promise<Answer> } {
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
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), reusedSocket: req.reusedSocket, connection: res.headers.connection }));
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
 * /readyz on a brand-new connection (no agent): `<status> <body status>, Connection: <header>`
 * when answered (e.g. `503 stopping, Connection: close`), else an error code such as
 * ECONNREFUSED, or `hung` when nothing happened within 3 s.
 */
function probeReadiness(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/readyz`, { agent: false, timeout: 3_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve(`${res.statusCode} ${JSON.parse(text).status}, Connection: ${res.headers.connection}`));
    });
    req.once('timeout', () => {
      resolve('hung');
      req.destroy();
    });
    req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

/** Probes /readyz every 20 ms until `done` says the answer is what we wait for (5 s at most); resolves with it and when it came. */
async function probeUntil(url: string, t0: number, done: (probe: string) => boolean): Promise<{ probe: string; afterMs: number }> {
  for (;;) {
    const probe = await probeReadiness(url);
    const afterMs = performance.now() - t0;
    if (done(probe) || afterMs > 5_000 + DRAIN_MS) return { probe, afterMs };
    await sleep(20);
  }
}

const WHILE_DRAINING = '503 stopping, Connection: close';

interface StopReport {
  answers: PromiseSettledResult<Answer>[];
  /** Requests not yet answered when the signal was sent. */
  pendingAtSignal: number;
  /** The first /readyz answer on a new connection that was not 200 (the stop had begun), and when. */
  draining: string;
  drainingAfterMs: number;
  /** How a new connection ended once no longer answered as while draining, and when (without a second signal). */
  newConnection?: string;
  refusedAfterMs?: number;
  exitCode: number | string;
  /** From the first signal, or from the second when there is one. */
  stopMs: number;
}

/**
 * IN_FLIGHT sign-ins are sent at once over keep-alive sockets opened beforehand. Once every
 * request is fully written and the server has had 50 ms to read them, `signal` is sent, and new
 * connections ask /readyz until it says the stop has begun. Then, with `secondSignal`, once every
 * sign-in is answered, `signal` is sent again (to end the drain at once); without, new
 * connections are tried until one is no longer served (the drain is over).
 */
async function signalUnderLoad(api: ApiProc, signal: NodeJS.Signals, emails: string[], { secondSignal }: { secondSignal: boolean }): Promise<StopReport> {
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
    // then /readyz says 200.
    const { probe: draining, afterMs: drainingAfterMs } = await probeUntil(api.url, t0, (p) => !p.startsWith('200'));

    if (secondSignal) {
      const answers = await Promise.allSettled(requests.map((r) => r.answered));
      const t1 = performance.now();
      api.signal(signal);
      const exitCode = await api.exited;
      const stopMs = performance.now() - t1;
      await outputClosed(api);
      return { answers, pendingAtSignal, draining, drainingAfterMs, exitCode, stopMs };
    }
    const { probe: newConnection, afterMs: refusedAfterMs } = await probeUntil(api.url, t0, (p) => p !== WHILE_DRAINING);
    const answers = await Promise.allSettled(requests.map((r) => r.answered));
    const exitCode = await api.exited;
    const stopMs = performance.now() - t0;
    await outputClosed(api);
    return { answers, pendingAtSignal, draining, drainingAfterMs, newConnection, refusedAfterMs, exitCode, stopMs };
  } finally {
    agent.destroy();
  }
}

/** What every API stop under load must show, whatever the database: all 25 answered, readiness 503 at once. */
function expectAllAnswered(r: StopReport): void {
  const failures = r.answers.filter((a) => a.status === 'rejected').map((a) => String((a as PromiseRejectedResult).reason));
  expect(failures).toEqual([]);
  const answers = r.answers.map((a) => (a as PromiseFulfilledResult<Answer>).value);
  expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
  expect(answers.map((a) => a.body.data?.login?.__typename)).toEqual(Array(IN_FLIGHT).fill('AuthPayload'));
  // Every login went out on a socket that had already served a request: keep-alive was exercised.
  expect(answers.filter((a) => a.reusedSocket)).toHaveLength(IN_FLIGHT);
  // The requests were really in flight when the signal came, not already answered.
  expect(r.pendingAtSignal).toBe(IN_FLIGHT);
  // A new connection is still accepted once stopping, and told to go elsewhere.
  expect(r.draining).toBe(WHILE_DRAINING);
}

function report(label: string, r: StopReport): void {
  const refused = r.newConnection ? `, new connections ${r.newConnection} from ${r.refusedAfterMs!.toFixed(0)} ms` : '';
  console.info(
    `${label}: ${r.pendingAtSignal} of ${IN_FLIGHT} in flight at the signal, readiness ${r.draining} from ${r.drainingAfterMs.toFixed(0)} ms${refused}; ` +
      `${r.answers.filter((a) => a.status === 'fulfilled' && a.value.status === 200).length} of ${IN_FLIGHT} answered 200; ` +
      `exit ${r.exitCode} ${r.stopMs.toFixed(0)} ms after the ${r.newConnection ? 'signal' : 'second signal'}`,
  );
}

/** The process's state letter in /proc (T: stopped). */
function processState(pid: number): string {
  return /\) (\w) /.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1] ?? '?';
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
  it('on SQLite, SIGTERM twice: answers all 25 requests in flight, keeps accepting while draining, exits at once on the second signal', async () => {
    const port = await freePort();
    const dataDir = tempDataDir();
    // A drain far longer than the test, so the second signal is known to cut it short.
    const proc = await api({ ...deploymentEnv({ dataDir, publicUrl: `http://127.0.0.1:${port}` }), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '20000' }, port);
    const emails = await customersWithLighterHash(proc, { type: 'better-sqlite3', database: path.join(dataDir, 'food-savings.sqlite') });

    const r = await signalUnderLoad(proc, 'SIGTERM', emails, { secondSignal: true });
    report('SQLite, SIGTERM twice', r);
    expectAllAnswered(r);
    // The second signal ends the stop at once, mid-drain: exit 1, not 0 (it was not finished).
    expect(proc.output()).toContain('second signal: exiting now');
    expect(proc.output()).not.toContain('"msg":"stopped"');
    expect(r.exitCode).toBe(1);
    expect(r.stopMs).toBeLessThan(2_000);
  });

  it('on MariaDB with Redis, SIGINT: answers all 25 requests in flight, accepts for the drain then refuses, exits 0, never uses the closed pool', async () => {
    const proc = await api({ ...mariaDb.env, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) }, mariaDb.port);
    const emails = await customersWithLighterHash(proc, { type: 'mysql', url: db.url });

    const r = await signalUnderLoad(proc, 'SIGINT', emails, { secondSignal: false });
    report('MariaDB + Redis, SIGINT', r);
    expectAllAnswered(r);
    // The listener closes when the drain is over (timed from the server's taking the signal,
    // after ours was sent): a new connection then fails at once, refused, or reset when it
    // reached the backlog just before the listener closed; never queued or left hanging.
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(r.newConnection);
    expect(r.refusedAfterMs).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(proc.output()).toContain('"msg":"stopped"');
    expect(r.exitCode).toBe(0);
    // The database pool closes only after the last request: no query ran into a closed pool.
    expect(proc.output()).not.toContain('Pool is closed');
    expect(proc.output()).not.toContain('"level":50');
  });

  it('on SQLite, SIGTERM with 25 requests in the listen backlog (written while the API was stopped): answers all 25, exits 0', async () => {
    const port = await freePort();
    const proc = await api({ ...deploymentEnv({ dataDir: tempDataDir(), publicUrl: `http://127.0.0.1:${port}` }), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) }, port);
    const pid = proc.child.pid!;
    // Stopped, it accepts nothing: the kernel completes each connection and keeps it, with the
    // request written into it, in the listen backlog. So a busy process finds them at the signal.
    proc.signal('SIGSTOP');
    while (processState(pid) !== 'T') await sleep(5);
    // A public query that reads the database, each on a connection of its own.
    const requests = Array.from({ length: IN_FLIGHT }, () => post(false, proc.url, { query: 'query { foodPacks(page: 1, pageSize: 5) { totalCount } }' }));
    await Promise.all(requests.map((r) => r.written));

    const t0 = performance.now();
    proc.signal('SIGTERM');
    proc.signal('SIGCONT');
    // Asked after the signal: queued behind the 25, and answered while the drain lasts.
    const readiness = await probeReadiness(proc.url);
    const answers = await Promise.allSettled(requests.map((r) => r.answered));
    const exitCode = await proc.exited;
    const stopMs = performance.now() - t0;
    await outputClosed(proc);

    const failures = answers.filter((a) => a.status === 'rejected').map((a) => String((a as PromiseRejectedResult).reason));
    const answered = answers.filter((a) => a.status === 'fulfilled').map((a) => a.value);
    console.info(
      `SQLite, SIGTERM with ${IN_FLIGHT} in the listen backlog: ${answered.filter((a) => a.status === 200).length} answered 200, ` +
        `${failures.length} failed (${[...new Set(failures)].join(', ') || 'none'}); readiness ${readiness}; exit ${exitCode} ${stopMs.toFixed(0)} ms after the signal`,
    );
    expect(failures).toEqual([]);
    expect(answered.map((a) => [a.status, a.body.data?.foodPacks?.totalCount, a.connection])).toEqual(Array(IN_FLIGHT).fill([200, 0, 'close']));
    expect(readiness).toBe(WHILE_DRAINING);
    expect(stopMs).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(proc.output()).toContain('"msg":"stopped"');
    expect(exitCode).toBe(0);
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
