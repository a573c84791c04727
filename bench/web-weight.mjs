// What a first visit costs a customer on mobile data: loads pages of the built app in headless
// Chromium, each with an empty cache, and prints the bytes that came over the wire as Chromium
// counted them (each response's encoded body plus its headers), by kind, beside their decoded size.
// Usage: npm run build && node bench/web-weight.mjs [/ /food-packs ...]
//        HTTP_COMPRESSION=false node bench/web-weight.mjs   (the same pages, sent uncompressed)
import { launchBrowser } from '../e2e/support/browser.mjs';
import { startServer } from '../e2e/support/server.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/food-packs', '/login'];
/** Issue 9's budget for a first visit to / and /food-packs. */
const BUDGET = { js: 200 * 1024, total: 450 * 1024 };
const KIND = { script: 'JS', stylesheet: 'CSS', document: 'HTML', image: 'images', font: 'fonts', fetch: 'data', xhr: 'data' };
const KINDS = ['JS', 'CSS', 'HTML', 'images', 'fonts', 'data', 'other'];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** One finished response: its kind, its bytes on the wire (body as sent, and headers), its decoded body. */
async function measure(request) {
  const response = await request.response();
  if (!response) return undefined;
  const sizes = await request.sizes();
  const body = await response.body().catch(() => undefined);
  const encoding = (await response.headerValue('content-encoding')) ?? 'none';
  const asked = (await request.headerValue('accept-encoding')) ?? 'nothing';
  return {
    kind: KIND[request.resourceType()] ?? 'other',
    url: new URL(request.url()).pathname,
    status: response.status(),
    encoding,
    asked,
    body: sizes.responseBodySize,
    wire: sizes.responseBodySize + sizes.responseHeadersSize,
    decoded: body?.length ?? sizes.responseBodySize,
  };
}

const server = await startServer();
const browser = await launchBrowser();
console.info(`compression ${process.env.HTTP_COMPRESSION === 'false' ? 'OFF (HTTP_COMPRESSION=false)' : 'on'}; bytes on the wire = encoded body + response headers, empty cache`);
try {
  for (const p of paths) {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.context().clearCookies();
    const pending = [];
    const onFinished = (request) => {
      if (/^https?:/.test(request.url())) pending.push(measure(request).catch(() => undefined));
    };
    page.on('requestfinished', onFinished);
    await page.goto(server.url + p, { waitUntil: 'networkidle' });
    // What the page fetches once idle (the rest of the home page, prefetched chunks) is part of the visit too.
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onFinished);
    const rows = (await Promise.all(pending)).filter(Boolean);
    await page.close();

    const of = (kind) => rows.filter((r) => kind === undefined || r.kind === kind);
    const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
    const asked = rows.find((r) => r.kind === 'HTML')?.asked ?? 'nothing';
    const total = { wire: sum(rows, 'wire'), decoded: sum(rows, 'decoded') };
    const js = of('JS');
    const within = (n, limit) => (n <= limit ? 'within' : 'OVER');
    console.info(
      `${p}: JS on the wire ${kb(sum(js, 'wire'))} (bodies ${kb(sum(js, 'body'))}, decoded ${kb(sum(js, 'decoded'))}, ${js.length} files, ${within(sum(js, 'wire'), BUDGET.js)} ${kb(BUDGET.js)}); ` +
        `total on the wire ${kb(total.wire)} (bodies ${kb(sum(rows, 'body'))}, decoded ${kb(total.decoded)}, ${rows.length} responses, ${within(total.wire, BUDGET.total)} ${kb(BUDGET.total)}); the browser asked for ${asked}`,
    );
    console.info(
      `    ${KINDS.filter((k) => of(k).length)
        .map((k) => `${k} ${kb(sum(of(k), 'wire'))}/${kb(sum(of(k), 'decoded'))}`)
        .join(', ')}   (wire/decoded)`,
    );
    for (const r of rows.sort((x, y) => y.wire - x.wire)) {
      console.info(`    ${kb(r.wire).padStart(10)} ${kb(r.decoded).padStart(10)}  ${r.encoding.padEnd(4)} ${r.kind.padEnd(6)} ${r.status} ${r.url}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
