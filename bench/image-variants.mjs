// Pack pictures resized for the screen (issue 9): bytes on the wire for a realistic 1600 × 1200
// photo (gradients with noise, JPEG quality 85, as a phone camera's picture once cropped) served
// whole, against the variant a 360 px phone at DPR 2 picks for the hero (328 CSS px, so 656 device
// px: the smallest width at least that, as Chromium chooses), in WebP and AVIF; the time of the
// first request (the variant is made) and of later ones (the kept file is streamed); and every
// width's size and encode time. GET /images/<key> is served by the built route
// (api/src/integrations/storage/image.routes.ts) over a real socket; the bytes counted are
// everything the socket received, headers included. Prints figures, asserts nothing timed.
// Usage: npm run build -w api && node bench/image-variants.mjs   (API_DIST=dir: another build)
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.env.API_DIST ?? path.join(root, 'api', 'dist'));
const dist = (p) => import(pathToFileURL(path.join(distDir, p)).href);
const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const sharp = requireFromApi('sharp');
const express = requireFromApi('express');

const { createImageStorage } = await dist('integrations/storage/image-storage.js');
const { imageRoutes } = await dist('integrations/storage/image.routes.js');
const { VARIANT_WIDTHS } = await dist('integrations/storage/image-variants.js');

const ACCEPT = {
  avif: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', // Chromium
  webp: 'image/webp,*/*', // Safari 14-15, older Chromium
  original: '*/*',
};
const PHONE = { cssWidth: 328, dpr: 2 }; // the hero's figure at 360 px (PACK_IMAGE_SIZES.hero)
const CACHED_RUNS = 20;

/** A photo-like 1600 × 1200 picture: smooth colour fields, edges and sensor-like noise. */
async function photo() {
  const W = 1600;
  const H = 1200;
  const raw = Buffer.alloc(W * H * 3);
  let seed = 42;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 36;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const n = noise();
      const bowl = (x - 900) ** 2 + (y - 650) ** 2 < 380 ** 2 ? 50 : 0; // a round object in the frame
      raw[i] = Math.max(0, Math.min(255, 150 + 80 * Math.sin(x / 190) + bowl + n));
      raw[i + 1] = Math.max(0, Math.min(255, 110 + 70 * Math.cos(y / 160) - bowl / 2 + n));
      raw[i + 2] = Math.max(0, Math.min(255, 60 + 50 * Math.sin((x + y) / 280) + n));
    }
  return sharp(raw, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** GET over a fresh socket: status, content type, body bytes, every byte the socket read, and the time. */
function get(port, url, accept) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ port, path: url, agent: false, headers: { accept, 'accept-encoding': 'br, gzip' } }, (res) => {
      let body = 0;
      res.on('data', (chunk) => (body += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body, wire: res.socket.bytesRead, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const msf = (n) => `${n.toFixed(0)} ms`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-images-'));
const storage = createImageStorage(dataDir);
const app = express();
app.use('/images', imageRoutes(storage));
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address();

try {
  const jpg = await photo();
  const key = await storage.save(jpg, 'jpg');
  const need = PHONE.cssWidth * PHONE.dpr;
  const width = VARIANT_WIDTHS.find((w) => w >= need) ?? VARIANT_WIDTHS.at(-1);
  console.info(`photo: 1600 x 1200 JPEG q85, ${kb(jpg.length)}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${sharp.concurrency()} libvips thread(s)`);
  console.info(`a 360 px phone at DPR ${PHONE.dpr}: the hero is ${PHONE.cssWidth} CSS px = ${need} device px -> w=${width}\n`);

  const rows = [];
  const whole = await get(port, `/images/${key}`, ACCEPT.avif);
  const wholeTimes = [];
  for (let i = 0; i < CACHED_RUNS; i++) wholeTimes.push((await get(port, `/images/${key}`, ACCEPT.avif)).ms);
  const wholeCached = median(wholeTimes);
  rows.push(['served whole', whole.type, whole.body, whole.wire, '-', wholeCached]);
  for (const format of ['original', 'webp', 'avif']) {
    const url = `/images/${key}?w=${width}`;
    const first = await get(port, url, ACCEPT[format]);
    const cached = [];
    for (let i = 0; i < CACHED_RUNS; i++) cached.push((await get(port, url, ACCEPT[format])).ms);
    rows.push([`w=${width}, Accept ${format === 'original' ? '*/*' : format}`, first.type, first.body, first.wire, first.ms, median(cached)]);
  }
  console.info('what                          type          body        on the wire   first request   later (median)');
  for (const [what, type, body, wire, first, later] of rows)
    console.info(`${what.padEnd(30)}${type.padEnd(14)}${kb(body).padStart(9)}   ${kb(wire).padStart(11)}   ${(typeof first === 'number' ? msf(first) : first).padStart(13)}   ${msf(later).padStart(14)}`);
  const [, , wholeBody] = rows[0];
  console.info(`\nthe phone's variant against the whole photo: WebP ${((rows[2][2] / wholeBody) * 100).toFixed(1)}%, AVIF ${((rows[3][2] / wholeBody) * 100).toFixed(1)}% of the bytes`);

  console.info(`\nevery width: bytes and first request (made; w=${width} was made above)`);
  console.info('width   JPEG              WebP              AVIF');
  for (const w of VARIANT_WIDTHS) {
    const cells = [];
    for (const format of ['original', 'webp', 'avif']) {
      const r = await get(port, `/images/${key}?w=${w}`, ACCEPT[format]);
      cells.push(`${kb(r.body).padStart(9)} ${w === width ? '   kept' : msf(r.ms).padStart(7)}`);
    }
    console.info(`${String(w).padEnd(6)}${cells.join(' ')}`);
  }
} finally {
  server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
