import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD, preferredEncoding } from '../../src/common/compression';
import { signPaystackBody } from '../../src/integrations/paystack/signature';
import { WebhookEventRow } from '../../src/modules/payment/payment.entity';
import { TINY_PNG } from '../support/catalogue';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Bytes on the wire (issue 9): the built web app's precompressed files chosen by Accept-Encoding,
 * and GraphQL and /api replies compressed on the fly above 1 KB. Every request here goes over a
 * real socket with node:http, which (unlike supertest) neither asks for nor undoes an encoding,
 * so what is checked is exactly what a browser receives.
 */

const HASHED_JS = '/assets/index-Bx3kQ9aZ.js';
const HASHED_CSS = '/assets/index-C4rT0pLm.css';
const IMAGE = '/assets/logo-D9fG2hJk.png';

/** A built web app in the shape of web/dist, precompressed as web/vite.config.ts does it. */
function fakeWebDist(): { dir: string; files: Record<string, Buffer> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fs-web-'));
  const script = Array.from({ length: 400 }, (_, i) => `export function pack${i}(kobo){return new Intl.NumberFormat("en-NG",{style:"currency",currency:"NGN"}).format(kobo/100)+" #${i}"}`).join('\n');
  const files: Record<string, Buffer> = {
    '/index.html': Buffer.from(`<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Food Savings</title><script type="module" src="${HASHED_JS}"></script><link rel="stylesheet" href="${HASHED_CSS}"></head><body><div id="root"></div>${'<!-- padding the page past a kilobyte -->'.repeat(40)}</body></html>`),
    [HASHED_JS]: Buffer.from(script),
    [HASHED_CSS]: Buffer.from(Array.from({ length: 200 }, (_, i) => `.pack-${i}{margin:${i}px;padding:${i % 7}px;color:#1a7f37}`).join('')),
    [IMAGE]: TINY_PNG,
    '/version.json': Buffer.from('{"version":"20261123201500"}\n'),
  };
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, body);
    if (name.endsWith('.png')) continue;
    const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    // The stylesheet has no .gz (as if it had not been worth writing).
    if (gz.length < body.length && name !== HASHED_CSS) writeFileSync(`${file}.gz`, gz);
  }
  return { dir, files };
}

interface Wire {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as it came over the socket (still encoded). */
  body: Buffer;
}

function wire(baseUrl: string, method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(url, baseUrl), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(res: Wire): Buffer {
  switch (res.headers['content-encoding']) {
    case undefined:
      return res.body;
    case 'br':
      return brotliDecompressSync(res.body);
    case 'gzip':
      return gunzipSync(res.body);
    default:
      throw new Error(`unexpected Content-Encoding ${res.headers['content-encoding']}`);
  }
}

const CHROME = 'gzip, deflate, br, zstd';
const PACKS = /* GraphQL */ `{ foodPacks(pageSize: 100) { totalCount items { id name description priceKobo durationMonths category imageUrl items { text } } } }`;

describe('compression on the wire', () => {
  let t: TestSystem;
  let dist: ReturnType<typeof fakeWebDist>;
  const get = (url: string, headers?: Record<string, string>) => wire(t.baseUrl, 'GET', url, headers);
  const graphql = (query: string, headers: Record<string, string> = {}) => wire(t.baseUrl, 'POST', '/graphql', { 'content-type': 'application/json', ...headers }, JSON.stringify({ query }));

  beforeAll(async () => {
    dist = fakeWebDist();
    t = await startTestSystem({ database: 'sqlite', seedDemo: true, env: { WEB_DIST_DIR: dist.dir } });
  });
  afterAll(async () => {
    await t.stop();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  describe('the built web app, precompressed', () => {
    it('sends a hashed asset as brotli to a browser, gzip to a gzip-only client, as it is to others; cached a year, varying by Accept-Encoding', async () => {
      const original = dist.files[HASHED_JS];
      for (const [acceptEncoding, coding] of [
        [CHROME, 'br'],
        ['br', 'br'],
        ['*', 'br'],
        ['gzip', 'gzip'],
        ['gzip, br;q=0', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
        ['identity', undefined],
        [undefined, undefined],
      ] as const) {
        const res = await get(HASHED_JS, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
        expect([acceptEncoding, res.status, res.headers['content-encoding']]).toEqual([acceptEncoding, 200, coding]);
        expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        expect(decoded(res).equals(original)).toBe(true);
      }
      const br = await get(HASHED_JS, { 'accept-encoding': CHROME });
      expect(br.body.length).toBeLessThan(original.length / 5);
      // No deflate variant is written: a deflate-only client gets one made on the fly.
      const deflate = await get(HASHED_JS, { 'accept-encoding': 'deflate' });
      expect(deflate.headers['content-encoding']).toBe('deflate');
      expect(inflateSync(deflate.body).equals(original)).toBe(true);
    });

    it('gives each representation its own validator, and answers a conditional request for it with 304', async () => {
      const br = await get(HASHED_JS, { 'accept-encoding': 'br' });
      const plain = await get(HASHED_JS);
      expect(br.headers.etag).toBeDefined();
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const again = await get(HASHED_JS, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    });

    it('compresses on the fly a file that lacks the variant asked for', async () => {
      const gzipOnly = await get(HASHED_CSS, { 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(gzipOnly.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(gzipOnly.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(decoded(gzipOnly).equals(dist.files[HASHED_CSS])).toBe(true);
      const br = await get(HASHED_CSS, { 'accept-encoding': CHROME });
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.body.length); // the file written at build time
      expect(decoded(br).equals(dist.files[HASHED_CSS])).toBe(true);
      const plain = await get(HASHED_CSS);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(dist.files[HASHED_CSS])).toBe(true);
    });

    it('sends images as they are', async () => {
      const res = await get(IMAGE, { 'accept-encoding': CHROME });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.body.equals(TINY_PNG)).toBe(true);
    });

    it('answers HEAD with the headers of the GET, and Range with bytes of the file as it is', async () => {
      const head = await wire(t.baseUrl, 'HEAD', HASHED_JS, { 'accept-encoding': CHROME });
      const getBr = await get(HASHED_JS, { 'accept-encoding': CHROME });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const h of ['content-encoding', 'content-type', 'content-length', 'etag', 'vary', 'cache-control']) expect([h, head.headers[h]]).toEqual([h, getBr.headers[h]]);

      const range = await get(HASHED_JS, { 'accept-encoding': CHROME, range: 'bytes=100-199' });
      expect(range.status).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.headers['content-range']).toBe(`bytes 100-199/${dist.files[HASHED_JS].length}`);
      expect(range.body.equals(dist.files[HASHED_JS].subarray(100, 200))).toBe(true);
    });

    it('sends index.html, for the root and every client-side route, precompressed and never cached without asking', async () => {
      for (const url of ['/', '/food-packs', '/profile?tab=plans', '/index.html']) {
        for (const [acceptEncoding, coding] of [
          [CHROME, 'br'],
          ['gzip', 'gzip'],
          [undefined, undefined],
        ] as const) {
          const res = await get(url, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
          expect([url, acceptEncoding, res.status, res.headers['content-encoding']]).toEqual([url, acceptEncoding, 200, coding]);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.headers['cache-control']).toBe('no-cache');
          expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
          expect(decoded(res).equals(dist.files['/index.html'])).toBe(true);
        }
      }
      const head = await wire(t.baseUrl, 'HEAD', '/food-packs', { 'accept-encoding': CHROME });
      expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([200, 'br', 0]);
    });

    it('keeps version.json uncached and small files as they are', async () => {
      const res = await get('/version.json', { 'accept-encoding': CHROME });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({ version: '20261123201500' });
    });

    it('sends scripts, styles and version.json with nosniff but without the document-only headers, which every page keeps', async () => {
      const documentOnly = ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'strict-transport-security', 'referrer-policy', 'access-control-expose-headers'];
      for (const url of [HASHED_JS, HASHED_CSS, '/version.json']) {
        const res = await get(url, { 'accept-encoding': CHROME, origin: 'https://evil.example' });
        expect([url, res.status, res.headers['x-content-type-options']]).toEqual([url, 200, 'nosniff']);
        for (const name of documentOnly) expect([url, name, res.headers[name]]).toEqual([url, name, undefined]);
      }
      expect((await get(HASHED_JS)).headers['last-modified']).toBeUndefined(); // the ETag is enough for a file that never changes
      for (const url of ['/', '/food-packs', '/index.html', IMAGE, '/graphql?query=%7B__typename%7D']) {
        const res = await get(url, { 'accept-encoding': CHROME });
        expect([url, res.headers['content-security-policy']]).toEqual([url, expect.stringContaining("frame-ancestors 'none'")]);
        expect([url, res.headers['x-frame-options'], res.headers['x-content-type-options']]).toEqual([url, 'SAMEORIGIN', 'nosniff']);
      }
    });

    it('still refuses a missing asset, and paths that climb out of the folder', async () => {
      expect((await get('/assets/missing-AAAA1111.js', { 'accept-encoding': CHROME })).status).toBe(404);
      const climb = await get('/assets/..%2f..%2fetc%2fpasswd', { 'accept-encoding': CHROME });
      expect([403, 404]).toContain(climb.status);
    });
  });

  describe('replies built per request', () => {
    it('compresses a large GraphQL reply with brotli for a browser, gzip for a gzip-only client, not at all unasked', async () => {
      const br = await graphql(PACKS, { 'accept-encoding': CHROME });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(br.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
      const json = decoded(br);
      expect(json.length).toBeGreaterThan(COMPRESSION_THRESHOLD * 2);
      expect(br.body.length).toBeLessThan(json.length / 2);
      expect(JSON.parse(json.toString('utf8')).data.foodPacks.items.length).toBeGreaterThanOrEqual(8);

      const gz = await graphql(PACKS, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz).equals(json)).toBe(true);

      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const plain = await graphql(PACKS, headers);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.equals(json)).toBe(true);
      }
    });

    it('sends a tiny GraphQL reply as it is', async () => {
      const res = await graphql('{ __typename }', { 'accept-encoding': CHROME });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
    });

    it('compresses the legacy /api JSON too', async () => {
      const res = await get('/api/foodpack', { 'accept-encoding': CHROME });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(res).toString('utf8'))).toMatchObject({ success: true, data: expect.any(Array) });
      const small = await get('/healthz', { 'accept-encoding': CHROME });
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('still verifies a Paystack webhook over its raw bytes, and refuses a forged one', async () => {
      const body = JSON.stringify({ event: 'refund.processed', data: { reference: 'compression-test', note: 'x'.repeat(3 * COMPRESSION_THRESHOLD) } });
      const headers = { 'content-type': 'application/json', 'accept-encoding': CHROME };
      const signature = signPaystackBody(body, t.system.config.paystack.secretKey);
      const ok = await wire(t.baseUrl, 'POST', '/api/paystack/webhook', { ...headers, 'x-paystack-signature': signature }, body);
      expect(ok.status).toBe(200);
      expect(JSON.parse(decoded(ok).toString('utf8'))).toMatchObject({ status: true });
      const row = await t.system.dataSource.manager.findOneByOrFail(WebhookEventRow, { reference: 'compression-test' });
      expect(row).toMatchObject({ signatureVerified: true, rawBody: body, bodySha256: createHash('sha256').update(body).digest('hex') });

      const forged = await wire(t.baseUrl, 'POST', '/api/paystack/webhook', { ...headers, 'x-paystack-signature': signature }, body.replace('compression-test', 'compression-forged'));
      expect(forged.status).toBe(401);
    });
  });
});

describe('with HTTP_COMPRESSION=false (for measuring)', () => {
  let t: TestSystem;
  let dist: ReturnType<typeof fakeWebDist>;
  beforeAll(async () => {
    dist = fakeWebDist();
    t = await startTestSystem({ database: 'sqlite', seedDemo: true, env: { WEB_DIST_DIR: dist.dir, HTTP_COMPRESSION: 'false' } });
  });
  afterAll(async () => {
    await t.stop();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  it('sends everything as it is', async () => {
    const asset = await wire(t.baseUrl, 'GET', HASHED_JS, { 'accept-encoding': CHROME });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body.equals(dist.files[HASHED_JS])).toBe(true);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await wire(t.baseUrl, 'GET', '/food-packs', { 'accept-encoding': CHROME });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-cache');
    const reply = await wire(t.baseUrl, 'POST', '/graphql', { 'content-type': 'application/json', 'accept-encoding': CHROME }, JSON.stringify({ query: PACKS }));
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD * 2);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['BR', 'br'],
    ['*;q=0.1', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity;q=1, br;q=0.5', undefined],
    ['identity;q=0.5, br', 'br'],
    ['deflate, zstd', undefined],
  ])('%p -> %p', (header, expected) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });
});
