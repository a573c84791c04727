/**
 * Throw-away MariaDB and Redis servers for reliability tests that must kill and restart them.
 * Each instance runs as a child process on its own free port on 127.0.0.1, with its data and
 * log in its own temp dir; the shared servers on 3306 and 6379 are never touched.
 *
 * Children must not outlive the Jest worker. A `process.on('exit')` hook is not enough: Jest gives
 * every test file a copy of `process` whose 'exit' event never fires. So each server is started
 * through `setpriv --pdeathsig KILL` (util-linux): the kernel kills it when the process that
 * spawned it dies, however it dies. The exit hook stays for use outside Jest. Temp dirs left by a
 * process that died without `destroy()` are removed by the next process that starts one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';

export interface PrivateMariaDb {
  readonly port: number;
  /** mysql://root@127.0.0.1:port (root, no password). */
  readonly url: string;
  /** The instance's temp dir: data/, mariadbd.log, mysqld.sock. */
  readonly dir: string;
  readonly logFile: string;
  /** Creates a utf8mb4 database (random name if none given); resolves to its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Hard stop: SIGKILL, then wait for the process to exit. No-op when already stopped. */
  stop(): Promise<void>;
  /** Starts mariadbd again on the same port and datadir; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Kills the server and removes its temp dir. */
  destroy(): Promise<void>;
}

export interface PrivateRedis {
  readonly port: number;
  /** redis://127.0.0.1:port */
  readonly url: string;
  readonly dir: string;
  readonly logFile: string;
  /** Hard stop: SIGKILL, then wait for the process to exit. No-op when already stopped. */
  stop(): Promise<void>;
  /** Starts redis-server again on the same port (empty: nothing is persisted); resolves when PING answers. */
  start(): Promise<void>;
  /** Kills the server and removes its temp dir. */
  destroy(): Promise<void>;
}

const MARIADBD = '/usr/sbin/mariadbd';
const STARTUP_TIMEOUT_MS = 30_000;
const OWNER_FILE = 'owner.pid';
const isRoot = process.getuid?.() === 0;

/** Options both mariadb-install-db (which passes them on) and mariadbd get, so the datadir fits. */
const INNODB_OPTIONS = ['--innodb-buffer-pool-size=32M', '--innodb-log-file-size=8M'];

// ---------------------------------------------------------------- children and cleanup

const liveChildren = new Set<ChildProcess>();
const liveDirs = new Set<string>();
let exitHookInstalled = false;
let sweptStaleDirs = false;

function onProcessExit(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
  for (const dir of liveDirs) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

async function newTempDir(prefix: string): Promise<string> {
  if (!exitHookInstalled) {
    process.on('exit', onProcessExit);
    exitHookInstalled = true;
  }
  if (!sweptStaleDirs) {
    sweptStaleDirs = true;
    await sweepStaleDirs();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  liveDirs.add(dir);
  await writeFile(path.join(dir, OWNER_FILE), String(process.pid));
  return dir;
}

async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true, maxRetries: 3 });
  liveDirs.delete(dir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp dirs of earlier processes that died without destroy() (their servers died with
 * them). The cached pristine datadir has no owner file and is kept.
 */
async function sweepStaleDirs(): Promise<void> {
  const tmp = os.tmpdir();
  const names = (await readdir(tmp).catch(() => [] as string[])).filter((n) => /^fs-(mariadb|redis)-/.test(n));
  await Promise.all(
    names.map(async (name) => {
      const dir = path.join(tmp, name);
      const owner = Number(await readFile(path.join(dir, OWNER_FILE), 'utf8').catch(() => ''));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && !isAlive(owner)) {
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      }
    }),
  );
}

interface Running {
  child: ChildProcess;
  /** Settles when the process has exited (or failed to spawn); never rejects. */
  exited: Promise<string>;
}

/** Spawns a long-running server with stdout and stderr appended to logFile; killed by the kernel if we die. */
async function spawnServer(command: string, args: string[], logFile: string): Promise<Running> {
  const log = await open(logFile, 'a');
  try {
    const [cmd, argv] = existsSync('/usr/bin/setpriv')
      ? ['/usr/bin/setpriv', ['--pdeathsig', 'KILL', '--', command, ...args]]
      : [command, args];
    const child = spawn(cmd, argv, { stdio: ['ignore', log.fd, log.fd] });
    liveChildren.add(child);
    const exited = new Promise<string>((resolve) => {
      child.once('error', (e) => resolve(`failed to spawn: ${e.message}`));
      child.once('exit', (code, signal) => resolve(`exited with ${signal ?? `code ${code}`}`));
    }).finally(() => liveChildren.delete(child));
    child.unref(); // a forgotten instance must not keep Jest from exiting
    return { child, exited };
  } finally {
    await log.close();
  }
}

async function kill(running: Running): Promise<void> {
  const { child } = running;
  child.ref(); // keep the event loop alive until we have seen it go
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await running.exited;
}

/** Runs a command to completion with its output in logFile; rejects with the log's tail on failure. */
async function runLogged(command: string, args: string[], logFile: string): Promise<void> {
  const log = await open(logFile, 'a');
  let outcome: { code: number | null; signal: NodeJS.Signals | null } | Error;
  try {
    outcome = await new Promise((resolve) => {
      const child = spawn(command, args, { stdio: ['ignore', log.fd, log.fd] });
      child.once('error', resolve);
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
  } finally {
    await log.close();
  }
  if (outcome instanceof Error || outcome.code !== 0) {
    const why = outcome instanceof Error ? outcome.message : `exited with ${outcome.signal ?? `code ${outcome.code}`}`;
    throw new Error(`${command} ${why}\n${await logTail(logFile)}`);
  }
}

async function logTail(logFile: string, lines = 30): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return `--- last lines of ${logFile} ---\n${text.trimEnd().split('\n').slice(-lines).join('\n')}`;
}

/** A port nobody listens on now: bind port 0, read it, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls probe() until it resolves true; fails early with the log's tail if the server exits. */
async function waitUntilReady(name: string, running: Running, logFile: string, probe: () => Promise<boolean>): Promise<void> {
  let exitedWith: string | undefined;
  void running.exited.then((why) => (exitedWith = why));
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (exitedWith === undefined && (await probe())) return;
    if (exitedWith !== undefined) throw new Error(`${name} ${exitedWith} before it was ready\n${await logTail(logFile)}`);
    if (Date.now() > deadline) {
      await kill(running);
      throw new Error(`${name} not ready after ${STARTUP_TIMEOUT_MS} ms\n${await logTail(logFile)}`);
    }
    await sleep(50);
  }
}

// ---------------------------------------------------------------- MariaDB

let pristineDataDir: Promise<string> | undefined;

/**
 * A datadir fresh from mariadb-install-db, made once per machine (per mariadbd binary and options)
 * under the temp dir, and copied for every instance: copying takes ~0.1 s, installing ~1 s.
 */
function pristineMariaDbDataDir(): Promise<string> {
  pristineDataDir ??= makePristineDataDir().catch((e: unknown) => {
    pristineDataDir = undefined;
    throw e;
  });
  return pristineDataDir;
}

function installArgs(datadir: string): string[] {
  return [
    '--no-defaults',
    `--datadir=${datadir}`,
    '--auth-root-authentication-method=normal', // root@localhost, @127.0.0.1, @::1 with no password
    '--skip-test-db',
    ...(isRoot ? ['--user=root'] : []),
    '--skip-log-bin',
    ...INNODB_OPTIONS,
  ];
}

async function makePristineDataDir(): Promise<string> {
  const binary = await stat(MARIADBD);
  const key = createHash('sha256')
    .update(JSON.stringify([binary.size, binary.mtimeMs, installArgs('')]))
    .digest('hex')
    .slice(0, 12);
  const cached = path.join(os.tmpdir(), `fs-mariadb-template-${key}`);
  if (existsSync(path.join(cached, 'data', 'mysql'))) return path.join(cached, 'data');

  const work = await newTempDir('fs-mariadb-tplwork-');
  try {
    await runLogged('mariadb-install-db', installArgs(path.join(work, 'data')), path.join(work, 'install.log'));
    await rm(path.join(work, OWNER_FILE));
    try {
      await rename(work, cached); // atomic: other processes see a whole datadir or none
      liveDirs.delete(work);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
      await removeDir(work); // another process got there first
    }
  } catch (e) {
    await removeDir(work);
    throw e;
  }
  return path.join(cached, 'data');
}

function mariadbdArgs(dir: string, port: number): string[] {
  return [
    '--no-defaults',
    `--datadir=${path.join(dir, 'data')}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${path.join(dir, 'mysqld.sock')}`,
    `--pid-file=${path.join(dir, 'mysqld.pid')}`,
    ...(isRoot ? ['--user=root'] : []),
    '--skip-name-resolve',
    '--skip-log-bin',
    ...INNODB_OPTIONS,
    // The log is still written at every commit, so committed rows survive killing the process;
    // only a crash of the whole machine could lose the last second.
    '--innodb-flush-log-at-trx-commit=2',
    '--max-connections=200',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    '--port-open-timeout=10', // on restart, wait for the port rather than fail
  ];
}

async function mariaDbAnswers(port: number): Promise<boolean> {
  try {
    const c = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 2_000 });
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A private MariaDB 10.11 on a free port, ready for root with no password over TCP. */
export async function startPrivateMariaDb(): Promise<PrivateMariaDb> {
  const template = await pristineMariaDbDataDir();
  const dir = await newTempDir('fs-mariadb-');
  const logFile = path.join(dir, 'mariadbd.log');
  let running: Running | undefined;
  let port = 0;
  try {
    await runLogged('cp', ['-a', template, path.join(dir, 'data')], logFile);
    port = await freePort();
    for (let attempt = 1; ; attempt++) {
      running = await spawnServer(MARIADBD, mariadbdArgs(dir, port), logFile);
      try {
        await waitUntilReady(`mariadbd on port ${port}`, running, logFile, () => mariaDbAnswers(port));
        break;
      } catch (e) {
        // Someone took the free port before mariadbd bound it: try another.
        if (attempt >= 3 || !/already in use/i.test(String(e))) throw e;
        port = await freePort();
      }
    }
  } catch (e) {
    if (running) await kill(running);
    await removeDir(dir);
    throw e;
  }
  const finalPort = port;
  const url = `mysql://root@127.0.0.1:${finalPort}`;
  let destroyed = false;

  return {
    port: finalPort,
    url,
    dir,
    logFile,
    async createDatabase(name = `fs_test_${randomBytes(6).toString('hex')}`) {
      if (!/^\w+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      const c = await mysql.createConnection(url);
      try {
        await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      } finally {
        await c.end();
      }
      return `${url}/${name}`;
    },
    async stop() {
      if (running) await kill(running);
    },
    async start() {
      if (destroyed) throw new Error('this MariaDB was destroyed');
      if (running && running.child.exitCode === null && running.child.signalCode === null) return;
      running = await spawnServer(MARIADBD, mariadbdArgs(dir, finalPort), logFile);
      await waitUntilReady(`mariadbd on port ${finalPort}`, running, logFile, () => mariaDbAnswers(finalPort));
    },
    async destroy() {
      destroyed = true;
      if (running) await kill(running);
      await removeDir(dir);
    },
  };
}

// ---------------------------------------------------------------- Redis

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

function redisArgs(dir: string, port: number): string[] {
  return ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
}

/** A private redis-server on a free port that keeps nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = await newTempDir('fs-redis-');
  const logFile = path.join(dir, 'redis.log');
  let running: Running | undefined;
  let port = 0;

  // Redis cannot wait for its port as mariadbd can, so a restart retries while the port is taken.
  async function launch(retryUntil: number, newPortOnClash: boolean): Promise<void> {
    for (;;) {
      running = await spawnServer('redis-server', redisArgs(dir, port), logFile);
      try {
        await waitUntilReady(`redis-server on port ${port}`, running, logFile, () => redisAnswers(port));
        return;
      } catch (e) {
        if (!/already in use/i.test(String(e)) || Date.now() > retryUntil) throw e;
        if (newPortOnClash) port = await freePort();
        else await sleep(200);
      }
    }
  }

  try {
    port = await freePort();
    await launch(Date.now() + 5_000, true);
  } catch (e) {
    if (running) await kill(running);
    await removeDir(dir);
    throw e;
  }
  let destroyed = false;

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    dir,
    logFile,
    async stop() {
      if (running) await kill(running);
    },
    async start() {
      if (destroyed) throw new Error('this Redis was destroyed');
      if (running && running.child.exitCode === null && running.child.signalCode === null) return;
      await launch(Date.now() + 10_000, false);
    },
    async destroy() {
      destroyed = true;
      if (running) await kill(running);
      await removeDir(dir);
    },
  };
}
