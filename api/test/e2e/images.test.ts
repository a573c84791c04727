import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import type { ImageExt, ImageStorage, StoredImage } from '../../src/integrations/storage/image-storage';
import { ImageVariants, VARIANT_WIDTHS, variantFormatFor } from '../../src/integrations/storage/image-variants';
import { loadPublicPages } from '../../src/web-app/public-pages';
import { signUpAs, TINY_PNG } from '../support/catalogue';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Pack pictures resized and re-encoded for the reader's screen (issue 9): GET /images/<key>?w=N.
 * Real pictures made by sharp; the variants are checked by decoding what came over the wire.
 */

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'; // Chromium's
const WEBP_ONLY = 'image/webp,*/*'; // Safari 14-15
const NO_MODERN = '*/*';

/** A photo-like picture: gradients with noise. */
async function photo(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = ((x * 7919 + y * 104729) % 31) - 15;
      raw[i] = 128 + 100 * Math.sin(x / 90) + n;
      raw[i + 1] = 100 + 80 * Math.cos(y / 70) + n;
      raw[i + 2] = 70 + 60 * Math.sin((x + y) / 130) + n;
    }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? img.jpeg({ quality: 85 }).toBuffer() : img.png().toBuffer();
}

/** The headers a reply's Vary names, lower case. */
const varies = (vary: string | undefined) => (vary ?? '').toLowerCase().split(/\s*,\s*/);

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#2e7d32"/></svg>');
/** PNG magic bytes, then nothing a decoder can read: passes the upload check, fails sharp. */
const BROKEN_PNG = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('not really a picture, only its first bytes'.repeat(4))]);

describe('GET /images/:key?w=N', () => {
  let t: TestSystem;
  let jpgKey: string;
  let pngKey: string;
  let jpg: Buffer;
  const variantsDir = () => path.join(t.dataDir, 'image-variants');
  const get = (url: string, accept?: string) => {
    const req = t.http.get(url);
    return accept === undefined ? req : req.set('accept', accept);
  };

  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite' });
    jpg = await photo(1600, 1200, 'jpeg');
    // Uploaded as an admin does, so the key and the checks are the real ones.
    const admin = await signUpAs(t, 'images-admin@example.ng', 'Admin');
    const upload = await t.http.post('/api/uploads/food-pack-image').set('authorization', `Bearer ${admin.token}`).set('content-type', 'image/jpeg').send(jpg);
    expect(upload.status).toBe(200);
    jpgKey = upload.body.data.key as string;
    pngKey = await t.system.storage.save(await photo(800, 600, 'png'), 'png');
  }, 60_000);
  afterAll(() => t?.stop());

  it('without w answers exactly as before: the stored bytes, no Vary', async () => {
    const res = await get(`/images/${jpgKey}`, AVIF_FIRST);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(res.body as Buffer, jpg)).toBe(0);
    expect(res.headers['content-length']).toBe(String(jpg.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary)).not.toContain('accept');
  });

  it.each([
    ['AVIF when Accept names it', AVIF_FIRST, 'image/avif', 'heif'],
    ['WebP when Accept names WebP but not AVIF', WEBP_ONLY, 'image/webp', 'webp'],
    ['the original format when Accept names neither', NO_MODERN, 'image/jpeg', 'jpeg'],
    ['the original format without an Accept header', undefined, 'image/jpeg', 'jpeg'],
  ])('resizes to the width asked, in %s', async (_name, accept, type, format) => {
    const res = await get(`/images/${jpgKey}?w=640`, accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(varies(res.headers.vary)).toContain('accept');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = res.body as Buffer;
    expect(res.headers['content-length']).toBe(String(body.length));
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 640, 480]);
    expect(body.length).toBeLessThan(jpg.length / 5);
  });

  it('keeps a PNG a PNG for a client without AVIF or WebP', async () => {
    const res = await get(`/images/${pngKey}?w=320`, NO_MODERN);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 240]);
  });

  it('never enlarges: a picture narrower than w comes at its own width', async () => {
    for (const accept of [WEBP_ONLY, NO_MODERN]) {
      const res = await get(`/images/${pngKey}?w=1280`, accept);
      expect(res.status).toBe(200);
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(800);
    }
  });

  it.each(['100', '641', 'abc', '640.0', '-640', ''])('refuses w=%s with 400 naming the allowed widths', async (w) => {
    const res = await get(`/images/${jpgKey}?w=${w}`);
    expect(res.status).toBe(400);
    expect(res.text).toBe(`w must be one of ${VARIANT_WIDTHS.join(', ')} (pixels wide)`);
  });

  it('refuses a repeated w', async () => {
    expect((await get(`/images/${jpgKey}?w=640&w=320`)).status).toBe(400);
  });

  it('answers 404 for an unknown key with a valid w', async () => {
    expect((await get(`/images/${'0'.repeat(32)}.jpg?w=640`, AVIF_FIRST)).status).toBe(404);
  });

  it('makes a variant once and keeps it on disk: later requests stream the kept file', async () => {
    const first = await get(`/images/${jpgKey}?w=480`, WEBP_ONLY);
    const kept = readdirSync(variantsDir()).filter((f) => f.startsWith(jpgKey.slice(0, 32)) && f.endsWith('-w480.webp'));
    expect(kept).toHaveLength(1);
    expect(readdirSync(variantsDir()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Marked bytes in the kept file come back as they are: the second request made nothing.
    const marked = Buffer.concat([first.body as Buffer, Buffer.from('kept')]);
    writeFileSync(path.join(variantsDir(), kept[0]), marked);
    const second = await get(`/images/${jpgKey}?w=480`, WEBP_ONLY);
    expect(Buffer.compare(second.body as Buffer, marked)).toBe(0);
    expect(second.headers['content-type']).toBe('image/webp');
  });

  it('makes one file for concurrent first requests of the same variant', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => get(`/images/${jpgKey}?w=960`, AVIF_FIRST)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    const bodies = responses.map((r) => r.body as Buffer);
    for (const b of bodies) expect(Buffer.compare(b, bodies[0])).toBe(0);
    expect(readdirSync(variantsDir()).filter((f) => f.includes('-w960.'))).toEqual([`${jpgKey.slice(0, 32)}-jpg-w960.avif`]);
  });

  it('serves an SVG as it is, whatever w', async () => {
    const key = await t.system.storage.save(SVG, 'svg');
    for (const url of [`/images/${key}`, `/images/${key}?w=320`]) {
      const res = await get(url, AVIF_FIRST).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(varies(res.headers.vary)).not.toContain('accept');
      expect(Buffer.from(res.body instanceof Buffer ? res.body : res.text).equals(SVG)).toBe(true);
    }
    // An invalid w is still refused: the allowed widths are the same for every picture.
    expect((await get(`/images/${key}?w=7`)).status).toBe(400);
  });

  it('serves the original of a picture sharp cannot decode, never a 500', async () => {
    const key = await t.system.storage.save(BROKEN_PNG, 'png');
    for (const accept of [AVIF_FIRST, AVIF_FIRST, NO_MODERN]) {
      const res = await get(`/images/${key}?w=640`, accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(res.body as Buffer, BROKEN_PNG)).toBe(0);
    }
  });

  it('serves no variant of a removed picture', async () => {
    const key = await t.system.storage.save(await photo(400, 300, 'jpeg'), 'jpg');
    expect((await get(`/images/${key}?w=320`, AVIF_FIRST)).status).toBe(200);
    await t.system.storage.remove(key);
    expect((await get(`/images/${key}?w=320`, AVIF_FIRST)).status).toBe(404);
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('ImageVariants', () => {
  /** A storage whose reads wait for `release`, counting them: each read of an original is one variant being made. */
  class GatedStorage implements ImageStorage {
    reads = 0;
    private gates: Array<() => void> = [];
    constructor(private readonly bytes: Buffer) {}
    save(_bytes: Uint8Array, ext: ImageExt) {
      return Promise.resolve(`${'a'.repeat(32)}.${ext}`);
    }
    async open(): Promise<StoredImage> {
      this.reads++;
      const stream = new PassThrough();
      this.gates.push(() => stream.end(this.bytes));
      return { stream, size: this.bytes.length, contentType: 'image/jpeg' };
    }
    exists = () => Promise.resolve(true);
    remove = () => Promise.resolve();
    url = (key: string) => `/images/${key}`;
    /** Resolves once `n` reads are waiting (a busy machine may take longer than any fixed pause). */
    async waiting(n: number): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (this.gates.length < n && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    release(): number {
      const gates = this.gates.splice(0);
      for (const open of gates) open();
      return gates.length;
    }
  }
  const KEY = `${'b'.repeat(32)}.jpg`;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 20));
  let dir: string;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await photo(800, 600, 'jpeg');
  });
  beforeEach(() => {
    dir = path.join(tmpdir(), `fs-variants-${process.pid}-${Date.now()}`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a variant asked for concurrently once', async () => {
    const storage = new GatedStorage(bytes);
    const variants = new ImageVariants(storage, dir);
    const asks = Array.from({ length: 5 }, () => variants.open(KEY, 320, 'webp'));
    await storage.waiting(1);
    await tick(); // time for a second read, were the asks not joined
    expect(storage.release()).toBe(1);
    const images = await Promise.all(asks);
    expect(images.map((i) => i?.contentType)).toEqual(Array(5).fill('image/webp'));
    for (const i of images) expect((await readAll(i!.stream)).length).toBe(i!.size);
    expect(storage.reads).toBe(1);
    expect(existsSync(path.join(dir, `${'b'.repeat(32)}-jpg-w320.webp`))).toBe(true);
  });

  it('makes at most maxConcurrent variants at a time; the others wait their turn', async () => {
    const storage = new GatedStorage(bytes);
    const variants = new ImageVariants(storage, dir, { maxConcurrent: 2 });
    const asks = VARIANT_WIDTHS.map((w) => variants.open(KEY, w, 'original'));
    const started: number[] = [];
    while (started.reduce((a, b) => a + b, 0) < VARIANT_WIDTHS.length) {
      await storage.waiting(Math.min(2, VARIANT_WIDTHS.length - started.reduce((a, b) => a + b, 0)));
      await tick(); // time for a third, were the limit not kept
      const n = storage.release();
      if (n) started.push(n);
    }
    expect(Math.max(...started)).toBe(2);
    const images = await Promise.all(asks);
    for (const i of images) expect((await readAll(i!.stream)).length).toBe(i!.size);
    expect(images.map((i) => i?.size).every((s) => s! > 0)).toBe(true);
  });

  it('logs a warning and gives the original when sharp cannot decode it', async () => {
    const lines: Array<{ level: number; msg: string; key?: string }> = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as never) });
    const storage = new GatedStorage(BROKEN_PNG);
    const variants = new ImageVariants(storage, dir);
    const ask = variants.open(`${'c'.repeat(32)}.png`, 640, 'avif', log);
    await storage.waiting(1);
    storage.release();
    const image = await ask;
    storage.release(); // the original, read again to be served as it is
    expect(await readAll(image!.stream)).toEqual(BROKEN_PNG);
    expect(image?.contentType).toBe('image/jpeg'); // what this stand-in storage says of its bytes
    expect(lines).toEqual([expect.objectContaining({ level: 40, key: `${'c'.repeat(32)}.png`, msg: expect.stringMatching(/cannot decode/) })]);
  });

  it('reads the Accept header by the formats it names', () => {
    expect(variantFormatFor('image/avif,image/webp,*/*;q=0.8')).toBe('avif');
    expect(variantFormatFor('image/webp,*/*')).toBe('webp');
    expect(variantFormatFor('image/avif;q=0, image/webp')).toBe('webp');
    expect(variantFormatFor('*/*')).toBe('original');
    expect(variantFormatFor('image/*')).toBe('original');
    expect(variantFormatFor(undefined)).toBe('original');
  });
});

describe('the server-rendered document’s preload of the largest picture', () => {
  /** A built web app whose renderer reports `preloadImage` as web/src/modules/ui/document-head.ts writes it. */
  function pagesPreloading(preloadImage: { href: string; srcSet?: string; sizes?: string }) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fs-preload-'));
    mkdirSync(path.join(dir, 'dist', '.vite'), { recursive: true });
    mkdirSync(path.join(dir, 'ssr'));
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>Food Savings</title></head><body><div id="root"></div></body></html>');
    writeFileSync(path.join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify({ 'src/pages/home/HomePage.tsx': { file: 'assets/HomePage-x1.js' } }));
    writeFileSync(
      path.join(dir, 'ssr', 'entry-server.cjs'),
      `exports.pageModuleFor = () => 'src/pages/home/HomePage.tsx';
       exports.renderPage = async () => ({ status: 200, html: '<main></main>', styles: '', state: {}, preloadImage: ${JSON.stringify(preloadImage)} });`,
    );
    const pages = loadPublicPages(path.join(dir, 'dist'), path.join(dir, 'ssr'), pino({ level: 'silent' }))!;
    return { render: () => pages.render('/', () => Promise.resolve({ data: {} })), dispose: () => rmSync(dir, { recursive: true, force: true }) };
  }

  it('carries imagesrcset and imagesizes for a photo with variants, without the full-size href', async () => {
    const photo = `/images/${'5a'.repeat(16)}.jpg`;
    const srcset = VARIANT_WIDTHS.map((w) => `${photo}?w=${w} ${w}w`).join(', ');
    const sizes = '(min-width: 768px) calc((100vw - 72px) / 2.1), calc(100vw - 32px)';
    const pages = pagesPreloading({ href: photo, srcSet: srcset, sizes });
    try {
      const page = await pages.render();
      expect(page?.html).toContain(`<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`);
    } finally {
      pages.dispose();
    }
  });

  it('preloads an SVG by its address, as before', async () => {
    const pages = pagesPreloading({ href: '/images/seed-rice.svg' });
    try {
      expect((await pages.render())?.html).toContain('<link rel="preload" as="image" href="/images/seed-rice.svg" fetchpriority="high">');
    } finally {
      pages.dispose();
    }
  });
});
