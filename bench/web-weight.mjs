// What a first visit costs a customer on mobile data: loads pages of the built app in headless
// Chromium and prints the gzipped bytes of JavaScript and CSS each one downloads.
// Usage: npm run build && node bench/web-weight.mjs [/ /food-packs ...]
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { startServer } from '../e2e/support/server.mjs';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/food-packs', '/login'];
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const p of paths) {
    const page = await browser.context.newPage();
    await page.context().clearCookies();
    const assets = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      assets.push({ type, url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(server.url + p, { waitUntil: 'networkidle' });
    await page.close();
    const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
    console.info(`${p}: JS ${(sum('script', 'gzip') / 1024).toFixed(1)} KB gzipped (${(sum('script', 'raw') / 1024).toFixed(1)} KB raw) in ${assets.filter((a) => a.type === 'script').length} files; CSS ${(sum('stylesheet', 'gzip') / 1024).toFixed(1)} KB gzipped`);
    for (const a of assets.sort((x, y) => y.gzip - x.gzip)) console.info(`    ${(a.gzip / 1024).toFixed(1).padStart(7)} KB  ${a.url}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
