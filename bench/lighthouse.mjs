// Lighthouse as issues 9 and 31 measure it: the npm package with Debian's Chromium against the
// built product, Lighthouse's default (simulated) throttling, performance only, N runs a page,
// each in a fresh Chromium with a fresh profile. The public pages as a visitor on a phone; the
// signed-in ones (SIGNED_IN below: /profile and /marketer on a phone, /admin on a desktop) as the
// seeded demo account, its session written into localStorage the way web/src/lib/session.ts keeps
// it before Lighthouse loads the page. Prints each run's figures and the median of each figure
// beside the issues' targets; asserts nothing.
// Usage: npm run build && node bench/lighthouse.mjs [--runs N] [/ /food-packs /profile /marketer /admin ...]
//        node bench/lighthouse.mjs --against DIR [paths]   (side by side with another checkout's
//          build, e.g. the last commit's, built as bench/web-weight.mjs describes; runs alternate)
// The figures depend on the machine: on a shared one, run it when it is otherwise idle.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium as playwright } from 'playwright-core';
import { freePort, startServer } from '../e2e/support/server.mjs';
import { storedSession, writeSession } from '../e2e/support/session.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TARGETS = [
  { key: 'score', label: 'performance', met: (v) => v >= 90, limit: '≥ 90' },
  { key: 'lcp', label: 'LCP', met: (v) => v <= 2500, limit: '≤ 2.5 s' },
  { key: 'cls', label: 'CLS', met: (v) => v <= 0.05, limit: '≤ 0.05' },
  { key: 'tbt', label: 'TBT', met: (v) => v <= 200, limit: '≤ 200 ms' },
];
/** Issue 31's pages, each as the seeded account that uses it (api/src/db/seed.ts), on its device. */
const SIGNED_IN = {
  '/profile': { email: 'customer@demo.ng', form: 'mobile' },
  '/marketer': { email: 'marketer@demo.ng', form: 'mobile' },
  '/admin': { email: 'admin@demo.ng', form: 'desktop' },
};
/** Issue 31 asks of the console on a desktop only performance and CLS; of the profile, at most 150 KB of JavaScript too. */
const targetsFor = (p) =>
  p === '/admin'
    ? TARGETS.filter((t) => t.key === 'score' || t.key === 'cls')
    : p === '/profile'
      ? [...TARGETS, { key: 'js', label: 'JS', met: (v) => v <= 150 * 1024, limit: '≤ 150 KB' }]
      : TARGETS;

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const runs = Number(option('--runs') ?? 5);
const against = option('--against');
const paths = args.length ? args : ['/', '/food-packs', ...Object.keys(SIGNED_IN)];

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const show = {
  score: (v) => String(Math.round(v)),
  lcp: seconds,
  cls: (v) => v.toFixed(3),
  tbt: (v) => `${Math.round(v)} ms`,
  fcp: seconds,
  si: seconds,
  bytes: (v) => `${(v / 1024).toFixed(1)} KB`,
  js: (v) => `${(v / 1024).toFixed(1)} KB`,
  jsFiles: (v) => String(Math.round(v)),
};

// What is running now (Chromium, the servers): stopped on Ctrl-C too, which does not reach
// Chromium's own process group.
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void Promise.all([...running].map((stop) => stop())).finally(() => process.exit(130));
  });
}

/** A fresh headless Chromium listening for DevTools on a free port; stop() ends it and removes its profile. */
async function launchChromium() {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'fs-lighthouse-'));
  const port = await freePort();
  // Its own process group: Debian's /usr/bin/chromium is a wrapper script, the browser its child.
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${userDataDir}`, `--remote-debugging-port=${port}`, 'about:blank'], { stdio: 'ignore', detached: true });
  const stop = async () => {
    running.delete(stop);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(userDataDir, { recursive: true, force: true });
  };
  running.add(stop);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium (${CHROMIUM}) did not open its DevTools port within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An element as Lighthouse names it: its selector and the start of its markup. */
const describe = (node) => (node ? `${node.selector} ${(node.snippet ?? '').slice(0, 70)}` : 'none');

/** Writes the session into the fresh profile's localStorage, leaving its cache empty for Lighthouse's load. */
async function signIn(port, base, storage) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await writeSession(browser.contexts()[0], base, storage);
  } finally {
    // Disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

async function measure(url, signedIn) {
  const chromium = await launchChromium();
  try {
    if (signedIn) await signIn(chromium.port, new URL(url).origin, signedIn.storage);
    const flags = {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse clears the origin's storage (and the session with it) unless told not to; the
      // profile is fresh, so the cache is empty either way.
      ...(signedIn ? { disableStorageReset: true } : {}),
    };
    const { lhr } = await lighthouse(url, flags, signedIn?.form === 'desktop' ? desktopConfig : undefined);
    if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url}: not signed in, landed on ${lhr.finalDisplayedUrl}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const a = lhr.audits;
    const lcpNode = a['lcp-breakdown-insight']?.details?.items?.find((i) => i.type === 'node');
    const shift = [...(a['layout-shifts']?.details?.items ?? [])].sort((x, y) => y.score - x.score)[0];
    return {
      score: lhr.categories.performance.score * 100,
      lcp: a['largest-contentful-paint'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      si: a['speed-index'].numericValue,
      bytes: a['total-byte-weight'].numericValue,
      ...jsOnTheWire(a['network-requests']?.details?.items ?? []),
      lcpElement: describe(lcpNode),
      // How fast Lighthouse found this machine (a mid-range phone scores some 500-800 before its 4x slowdown).
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // Where the main thread's time went (already slowed 4x): the scripts that cost most.
      scripts: (a['bootup-time']?.details?.items ?? [])
        .slice(0, 3)
        .map((i) => `${new URL(i.url, url).pathname} ${Math.round(i.scripting)} ms`)
        .join(', '),
      largestShift: shift ? `${shift.score.toFixed(3)} ${describe(shift.node)}` : 'none',
      // The longest main-thread tasks (simulated, as TBT counts them) and the script each is charged to.
      longTasks: (a['long-tasks']?.details?.items ?? [])
        .slice(0, 4)
        .map((t) => `${/^https?:/.test(t.url) ? new URL(t.url).pathname : t.url} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms`)
        .join(', '),
    };
  } finally {
    await chromium.stop();
  }
}

/** The scripts Chromium downloaded: bytes on the wire (transfer size) and files. */
function jsOnTheWire(requests) {
  const scripts = requests.filter((r) => r.resourceType === 'Script' && /^https?:/.test(r.url));
  return { js: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0), jsFiles: scripts.length };
}

function median(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const LABEL = { score: 'perf', jsFiles: 'JS files' };
const line = (r) => Object.keys(show).map((k) => `${LABEL[k] ?? k.toUpperCase()} ${show[k](r[k])}`).join(', ');

console.info(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ${CHROMIUM}, mobile, default throttling, ${runs} runs a page; ` +
    `signed in: ${paths.filter((p) => SIGNED_IN[p]).map((p) => `${p} (${SIGNED_IN[p].email}, ${SIGNED_IN[p].form})`).join(', ') || 'none'}; ` +
    `this machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (figures vary with what else runs on it)`,
);
const builds = [...(against ? [{ name: against, root: against }] : []), { name: 'this checkout' }];
// With --against, both builds are served at once and their runs alternate, so a load that comes
// and goes on the machine falls on both alike.
const servers = [];
const medians = [];
try {
  for (const build of builds) {
    const server = await startServer({ root: build.root });
    servers.push(server);
    running.add(server.stop);
  }
  for (const p of paths) {
    const results = builds.map(() => []);
    // One sign-in a page and build: a session lasts longer than the runs.
    const signedIn = SIGNED_IN[p] && (await Promise.all(servers.map(async (s) => ({ form: SIGNED_IN[p].form, storage: await storedSession(s.url, SIGNED_IN[p].email) }))));
    for (let i = 1; i <= runs; i++) {
      for (const [b, build] of builds.entries()) {
        // Lighthouse now and then fails to record a load (NO_NAVSTART): such a run is made again, once.
        const r = await measure(servers[b].url + p, signedIn?.[b]).catch((err) => {
          console.info(`  ${p} run ${i}: ${err.message}; again`);
          return measure(servers[b].url + p, signedIn?.[b]);
        });
        results[b].push(r);
        console.info(`  ${p}${against ? ` (${build.name})` : ''} run ${i}: ${line(r)}`);
        console.info(`      LCP element: ${r.lcpElement}; largest layout shift: ${r.largestShift}`);
        console.info(`      benchmark index ${Math.round(r.benchmarkIndex)}; scripting: ${r.scripts}`);
        console.info(`      longest tasks: ${r.longTasks || 'none'}`);
      }
    }
    for (const [b, build] of builds.entries()) {
      const m = Object.fromEntries(Object.keys(show).map((k) => [k, median(results[b].map((r) => r[k]))]));
      medians.push({ build: build.name, p, m });
      console.info(`${p}${against ? ` (${build.name})` : ''}${SIGNED_IN[p] ? ` as ${SIGNED_IN[p].email}, ${SIGNED_IN[p].form}` : ''} median of ${runs}: ${line(m)}`);
      console.info(`    targets: ${targetsFor(p).map((t) => `${t.label} ${show[t.key](m[t.key])} ${t.limit} ${t.met(m[t.key]) ? 'met' : 'MISSED'}`).join('; ')}`);
    }
  }
} finally {
  await Promise.all(
    servers.map((server) => {
      running.delete(server.stop);
      return server.stop();
    }),
  );
}
if (against) {
  console.info(`\nmedians side by side: ${against} → this checkout`);
  for (const p of paths) {
    const [before, after] = builds.map((b) => medians.find((x) => x.build === b.name && x.p === p).m);
    console.info(`${p.padEnd(12)} ${Object.keys(show).map((k) => `${LABEL[k] ?? k.toUpperCase()} ${show[k](before[k])} → ${show[k](after[k])}`).join(', ')}`);
  }
}
