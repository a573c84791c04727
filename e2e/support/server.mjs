// Starts the built product (node api/dist/main.js) as `npm start` would, on a free port with a
// fresh data folder, and stops it afterwards. Used by the browser journeys and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ownRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ env?: Record<string,string>, dataDir?: string, publicHost?: string, root?: string }} [opts] publicHost: the host PUBLIC_URL
 *   names instead of 127.0.0.1 (e.g. 'localhost'), for a customer on another address than the configured one;
 *   root: another checkout's built product (api/dist and web/dist) to start instead of this one, for comparisons
 * @returns {Promise<{ url: string, dataDir: string, startupMs: number, output: () => string, outbox: () => any[], stop: () => Promise<void> }>}
 */
export async function startServer(opts = {}) {
  const root = opts.root ?? ownRoot;
  if (!existsSync(path.join(root, 'api', 'dist', 'main.js')) || !existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const port = await freePort();
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fs-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: opts.publicHost ? `http://${opts.publicHost}:${port}` : url, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${out}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startupMs = performance.now() - started;

  return {
    url,
    dataDir,
    startupMs,
    output: () => out,
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      if (!existsSync(dir)) return [];
      // Oldest first. Keyed messages (receipts) are named by their key, not their time.
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(dir, f))
        .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
        .map((f) => JSON.parse(readFileSync(f, 'utf8')));
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
