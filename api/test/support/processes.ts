import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './private-services';

/**
 * The built API, worker and job command as separate processes, for tests that kill, signal or
 * scale them out. They run `api/dist` (run `npm run build -w api` first), as production does.
 */
const dist = path.resolve(__dirname, '..', '..', 'dist');

export { freePort };

export interface Proc {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  signal(sig: NodeJS.Signals): void;
  /** SIGKILL and wait for it to be gone. */
  kill(): Promise<void>;
}

/** Argon2id at 1 MiB and one pass: what every test process hashes with, but the production-cost tests. */
export const CHEAP_PASSWORD_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' };

// Jest never runs process 'exit' handlers, so the kernel kills a process left running when the
// test worker that started it dies (setpriv execs node: the pid, and signals, stay the same).
const SETPRIV = '/usr/bin/setpriv';

function launch(script: string, args: string[], env: Record<string, string>): Proc {
  const file = path.join(dist, script);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build -w api first`);
  const argv = [file, ...args];
  const [command, commandArgs] = existsSync(SETPRIV) ? [SETPRIV, ['--pdeathsig', 'KILL', '--', process.execPath, ...argv]] : [process.execPath, argv];
  const child = spawn(command, commandArgs, {
    // Every test client is 127.0.0.1: its many sign-ups must not meet the per-address limit of one person.
    // Cheap password hashing, as in the in-process tests (the production cost is pinned by
    // auth/password-hasher.spec.ts): these files sign up hundreds of customers.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', AUTH_LIMIT_PER_ADDRESS: '1000', ...CHEAP_PASSWORD_HASHING, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | string>((resolve) =>
    // 'close', not 'exit': by then all of its output has been read.
    child.once('close', (code, sig) => resolve(code ?? sig ?? 'unknown')),
  );
  return {
    child,
    output: () => out,
    exited,
    signal: (sig) => void child.kill(sig),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The settings every process of one deployment shares (database, Redis, data folder, secrets). */
export function deploymentEnv(opts: { databaseUrl?: string; redisUrl?: string; dataDir?: string; publicUrl: string; queuePrefix?: string }): Record<string, string> {
  return {
    DATA_DIR: opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fs-proc-')),
    PUBLIC_URL: opts.publicUrl,
    JWT_SECRET: 'reliability-test-secret-at-least-32-characters',
    SEED_DEMO: 'false',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl, QUEUE_PREFIX: opts.queuePrefix ?? 'reliability' } : {}),
  };
}

export interface ApiProc extends Proc {
  url: string;
  port: number;
}

/** `node dist/main.js` on `port` (a free one by default), resolved once /readyz answers 200. */
export async function startApi(env: Record<string, string>, port?: number): Promise<ApiProc> {
  const p = port ?? (await freePort());
  const proc = launch('main.js', [], { ...env, PORT: String(p) });
  const url = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`API exited during start-up:\n${proc.output()}`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) return { ...proc, url, port: p };
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`API not ready after 60 s:\n${proc.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `node dist/worker.js`, resolved once it says it started. */
export async function startWorker(env: Record<string, string>): Promise<Proc> {
  const proc = launch('worker.js', [], { ...env, LOG_LEVEL: 'info' });
  const deadline = Date.now() + 60_000;
  while (!proc.output().includes('worker started')) {
    if (proc.child.exitCode !== null) throw new Error(`worker exited during start-up:\n${proc.output()}`);
    if (Date.now() > deadline) {
      await proc.kill();
      throw new Error(`worker not started after 60 s:\n${proc.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return proc;
}

/** `node dist/job.js <job> [--now …]` to completion; rejects with its output if it fails. */
export async function runJob(env: Record<string, string>, job: string, now?: Date): Promise<string> {
  const proc = launch('job.js', [job, ...(now ? ['--now', now.toISOString()] : [])], { ...env, LOG_LEVEL: 'info' });
  const code = await proc.exited;
  if (code !== 0) throw new Error(`job ${job} exited ${code}:\n${proc.output()}`);
  return proc.output();
}
