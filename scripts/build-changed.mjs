// What `npm start` runs before the server: builds only what changed since the last build, and says
// so in a line per workspace. `npm run build` (CI, Docker, the browser journeys) is the full build.
//
// - The API: `tsc -b`, TypeScript's own incremental build (api/tsconfig.build.json). Its record of
//   the last build, api/dist/tsconfig.build.tsbuildinfo, lives in dist, so deleting dist rebuilds
//   everything; it tells changed files by their content, so only those (and what uses them) are compiled.
// - The web app: `npm run build -w web` (both Vite builds) when any input is newer than the
//   oldest of the files every build writes, or one of them is missing. The inputs: web/src (the
//   generated operations included), web/public, index.html, the Vite and TypeScript configs, the
//   lockfiles, and the API files the web imports through `@api/…` with what they import in turn.
//   After a build here those files are dated when the build started, so an edit made during the
//   build is seen next time.
//
// A build's own output is shown only when it fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command quietly; on failure prints what it printed and exits with its status. */
function run(what, command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`);
    process.stderr.write(`${what} failed; nothing was started.\n`);
    process.exit(result.status || 1);
  }
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : undefined);

/** The newest modification time under a file or directory (0 when absent). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A directory's own time changes when an entry is added, removed or renamed.
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)));
  return latest;
}

/** The API files the web imports (`@api/…`), and the API files those import, transitively; `undefined` for one not found. */
function apiFilesOfTheWeb() {
  const apiSrc = at('api', 'src');
  const found = new Set();
  const resolve = (base) => [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((f) => existsSync(f) && statSync(f).isFile());
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    if (file === undefined) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) visit(resolve(path.resolve(path.dirname(file), spec)));
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(?:ts|tsx)$/.test(entry.name)) {
        for (const [, spec] of readFileSync(file, 'utf8').matchAll(/'@api\/([^']+)'/g)) {
          // One not found (moved or deleted) is undefined: build, and let Vite say what is wrong.
          visit(resolve(path.join(apiSrc, spec)));
        }
      }
    }
  };
  walk(at('web', 'src'));
  return [...found];
}

function buildApi() {
  const started = Date.now();
  const record = at('api', 'dist', 'tsconfig.build.tsbuildinfo');
  const before = mtime(record);
  run('The API build (tsc -b)', process.execPath, [at('node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.build.json'], at('api'));
  const after = mtime(record);
  return before !== undefined && after === before ? 'api: up to date' : `api: built in ${seconds(started)}`;
}

function buildWeb() {
  const outputs = [at('web', 'dist', 'index.html'), at('web', 'dist', '.vite', 'manifest.json'), at('web', 'dist-ssr', 'entry-server.cjs')];
  const inputs = [
    at('web', 'src'),
    at('web', 'public'),
    at('web', 'index.html'),
    at('web', 'vite.config.ts'),
    at('web', 'tsconfig.json'),
    at('web', 'package.json'),
    at('package-lock.json'),
    at('node_modules', '.package-lock.json'), // rewritten by every install
    ...apiFilesOfTheWeb(),
  ];
  const built = outputs.map(mtime);
  const missing = built.some((t) => t === undefined);
  const changed = !missing && inputs.some((file) => file === undefined || newest(file) > Math.min(...built));
  if (!missing && !changed) return 'web: up to date';
  const started = Date.now();
  run('The web build (vite build)', 'npm', ['run', 'build', '-w', 'web', '--silent']);
  const startedAt = new Date(started);
  for (const file of outputs) utimesSync(file, startedAt, startedAt);
  return `web: built in ${seconds(started)}${missing ? '' : ' (sources changed)'}`;
}

const web = buildWeb();
const api = buildApi();
process.stdout.write(`${web}; ${api}\n`);
