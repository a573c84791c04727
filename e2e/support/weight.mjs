// What a first visit costs a customer on mobile data, as Chromium counts it: each response's
// encoded body plus its headers, with an empty cache. Shared by bench/web-weight.mjs (which
// prints it) and e2e/weight.test.mjs (which holds the budget).

/** Issue 9's budget for a first visit to / and /food-packs. */
export const BUDGET = { js: 200 * 1024, total: 450 * 1024 };
/** Issue 31's for a customer's first visit to /profile, signed in, on a phone. */
export const PROFILE_BUDGET = { js: 150 * 1024 };

const KIND = { script: 'JS', stylesheet: 'CSS', document: 'HTML', image: 'images', font: 'fonts', fetch: 'data', xhr: 'data' };
export const KINDS = ['JS', 'CSS', 'HTML', 'images', 'fonts', 'data', 'other'];

/** One finished response: its kind, its bytes on the wire (body as sent, and headers), its decoded body. */
async function measure(request) {
  const response = await request.response();
  if (!response) return undefined;
  const sizes = await request.sizes();
  const body = await response.body().catch(() => undefined);
  return {
    kind: KIND[request.resourceType()] ?? 'other',
    url: new URL(request.url()).pathname,
    status: response.status(),
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
    asked: (await request.headerValue('accept-encoding')) ?? 'nothing',
    body: sizes.responseBodySize,
    headers: sizes.responseHeadersSize,
    wire: sizes.responseBodySize + sizes.responseHeadersSize,
    decoded: body?.length ?? sizes.responseBodySize,
  };
}

const sum = (rows, key) => rows.reduce((n, r) => n + r[key], 0);

/** Totals of some responses: bytes on the wire, of which bodies and headers, and decoded. */
export function totals(rows) {
  return { files: rows.length, wire: sum(rows, 'wire'), body: sum(rows, 'body'), headers: sum(rows, 'headers'), decoded: sum(rows, 'decoded') };
}

/**
 * Loads `url` in a new page of `context` with an empty cache and no cookies (`keepCache`: as a
 * returning visitor, with what the last visit left), waits until the
 * network has been idle (and a second more: what the page fetches once idle, such as the rest of
 * the home page, is part of the visit too), and returns every http(s) response with its sizes,
 * `js` and `all` totals.
 */
export async function firstVisit(context, url, { keepCache = false } = {}) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    if (!keepCache) {
      await cdp.send('Network.clearBrowserCache');
      await context.clearCookies();
    }
    const pending = [];
    page.on('requestfinished', (request) => {
      if (/^https?:/.test(request.url())) pending.push(measure(request).catch(() => undefined));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');
    const rows = (await Promise.all(pending)).filter(Boolean);
    return { rows, js: totals(rows.filter((r) => r.kind === 'JS')), all: totals(rows) };
  } finally {
    await page.close();
  }
}
