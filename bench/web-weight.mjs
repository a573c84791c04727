// What a first visit costs a customer on mobile data: loads pages of the built app in headless
// Chromium, each with an empty cache, and prints the bytes that came over the wire as Chromium
// counted them (each response's encoded body plus its headers), by kind, beside their decoded size.
// Usage: npm run build && node bench/web-weight.mjs [/ /food-packs ...]
//        HTTP_COMPRESSION=false node bench/web-weight.mjs   (the same pages, sent uncompressed)
//        node bench/web-weight.mjs --against DIR [paths]     (side by side with another checkout's
//          build, e.g. the last commit's: git archive HEAD api web package.json | tar -x -C DIR,
//          link node_modules and web/node_modules, build there; DIR's figures are printed first)
import { launchBrowser } from '../e2e/support/browser.mjs';
import { startServer } from '../e2e/support/server.mjs';
import { BUDGET, KINDS, firstVisit, totals } from '../e2e/support/weight.mjs';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt < 0 ? undefined : args.splice(againstAt, 2)[1];
const paths = args.length ? args : ['/', '/food-packs', '/login'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const within = (n, limit) => (n <= limit ? 'within' : 'OVER');

function report(p, { rows, js, all }) {
  const asked = rows.find((r) => r.kind === 'HTML')?.asked ?? 'nothing';
  console.info(
    `${p}: JS on the wire ${kb(js.wire)} (bodies ${kb(js.body)}, headers ${kb(js.headers)}, decoded ${kb(js.decoded)}, ${js.files} files, ${within(js.wire, BUDGET.js)} ${kb(BUDGET.js)}); ` +
      `total on the wire ${kb(all.wire)} (bodies ${kb(all.body)}, decoded ${kb(all.decoded)}, ${all.files} responses, ${within(all.wire, BUDGET.total)} ${kb(BUDGET.total)}); the browser asked for ${asked}`,
  );
  const of = (kind) => totals(rows.filter((r) => r.kind === kind));
  console.info(
    `    ${KINDS.filter((k) => of(k).files)
      .map((k) => `${k} ${kb(of(k).wire)}/${kb(of(k).decoded)}`)
      .join(', ')}   (wire/decoded)`,
  );
  for (const r of [...rows].sort((x, y) => y.wire - x.wire)) {
    console.info(`    ${kb(r.wire).padStart(10)} ${kb(r.decoded).padStart(10)}  ${r.encoding.padEnd(4)} ${r.kind.padEnd(6)} ${r.status} ${r.url}`);
  }
}

const builds = [...(against ? [{ name: against, root: against }] : []), { name: 'this checkout' }];
const browser = await launchBrowser();
console.info(`compression ${process.env.HTTP_COMPRESSION === 'false' ? 'OFF (HTTP_COMPRESSION=false)' : 'on'}; bytes on the wire = encoded body + response headers, empty cache`);
const summary = [];
try {
  for (const build of builds) {
    const server = await startServer({ root: build.root });
    try {
      if (against) console.info(`\n== ${build.name}`);
      for (const p of paths) {
        const visit = await firstVisit(browser.context, server.url + p);
        report(p, visit);
        summary.push({ build: build.name, p, visit });
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
if (against) {
  console.info(`\nside by side: ${against} → this checkout`);
  for (const p of paths) {
    const [before, after] = builds.map((b) => summary.find((s) => s.build === b.name && s.p === p).visit);
    console.info(
      `${p.padEnd(12)} JS ${kb(before.js.wire)} (${before.js.files} files, headers ${kb(before.js.headers)}) → ${kb(after.js.wire)} (${after.js.files} files, headers ${kb(after.js.headers)}); ` +
        `total ${kb(before.all.wire)} → ${kb(after.all.wire)}`,
    );
  }
}
