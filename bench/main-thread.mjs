// How long a first visit holds a phone's main thread, measured rather than simulated: Chromium
// with its CPU slowed 4x and its network throttled to slow 4G (Lighthouse's DevTools figures:
// 562.5 ms round trip, 1.47 Mbit/s down), an empty cache, the browser's own long tasks (over
// 50 ms) from first paint until the page has been idle a second and a half. Prints,
// per page, the median blocking time after first paint (each long task's part over 50 ms, as
// TBT counts it) and the median longest task. Lighthouse simulates its TBT from one fast load and
// on a shared machine it swings by hundreds of ms between runs; this is steadier for comparing
// two builds. Asserts nothing.
// Usage: npm run build && node bench/main-thread.mjs [--runs N] [/ /food-packs ...]
//        node bench/main-thread.mjs --against DIR [paths]   (another checkout's build, loads alternate)
import { launchBrowser } from '../e2e/support/browser.mjs';
import { startServer } from '../e2e/support/server.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const runs = Number(option('--runs') ?? 9);
const against = option('--against');
const paths = args.length ? args : ['/', '/food-packs'];
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** One load of `url` in a fresh page: the long tasks after first paint. */
async function load(browser, url) {
  const page = await browser.context.newPage();
  try {
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_500);
    const { tasks, fcp } = await page.evaluate(() => ({ tasks: globalThis.__longTasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
    const after = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration);
    return { blocking: after.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...after), fcp };
  } finally {
    await page.close();
  }
}

const builds = [...(against ? [{ name: against, root: against }] : []), { name: 'this checkout' }];
const servers = [];
const browser = await launchBrowser();
try {
  for (const build of builds) servers.push(await startServer({ root: build.root }));
  console.info(`4x CPU slowdown, slow 4G, empty cache, ${runs} loads a page${against ? ', the builds alternating' : ''}`);
  for (const p of paths) {
    const results = builds.map(() => []);
    for (let i = 0; i < runs; i++) for (const [b, server] of servers.entries()) results[b].push(await load(browser, server.url + p));
    for (const [b, build] of builds.entries()) {
      const r = results[b];
      const ms = (key) => `${Math.round(median(r.map((x) => x[key])))} ms`;
      console.info(`${p}${against ? ` (${build.name})` : ''}: blocking after first paint ${ms('blocking')} (runs: ${r.map((x) => Math.round(x.blocking)).join(', ')}), longest task ${ms('longest')}, first paint ${ms('fcp')}`);
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await browser.close();
}
