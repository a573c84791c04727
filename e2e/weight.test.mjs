// Issue 9's budget for a customer's first visit on mobile data, in bytes on the wire as Chromium
// counts them (encoded bodies plus headers, empty cache): at most 200 KB of JavaScript and 450 KB
// in all on / and /food-packs. bench/web-weight.mjs prints the same figures in detail.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';
import { storedSession, writeSession } from './support/session.mjs';
import { BUDGET, firstVisit, PROFILE_BUDGET } from './support/weight.mjs';

const j = journey();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const dist = new URL('../web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
/** Apollo Client's chunk (web/vite.config.ts, group `apollo`), which the public pages do without. */
const apolloClient = Object.entries(manifest).find(([key]) => /^_apollo-[\w-]+\.js$/.test(key))?.[1].file;

for (const path of ['/', '/food-packs']) {
  test(`a first visit to ${path} stays within ${kb(BUDGET.js)} of JavaScript and ${kb(BUDGET.total)} in all`, async () => {
    const { rows, js, all } = await firstVisit(j.browser.context, j.server.url + path);
    const heaviest = [...rows].sort((a, b) => b.wire - a.wire).slice(0, 5).map((r) => `${r.url} ${kb(r.wire)}`).join(', ');
    // The page did load, its scripts and its document compressed; its packs came inside the
    // server-rendered document, so it did not ask for them again.
    assert.ok(js.files > 0, `no scripts: ${heaviest}`);
    assert.equal(rows.find((r) => r.kind === 'HTML')?.encoding, 'br', 'the document arrives brotli-compressed');
    assert.ok(!rows.some((r) => r.url === '/graphql'), 'the packs were asked for again after the server rendered them');
    // Its styles came inside the document (api/src/web-app/public-pages.ts), and hydrating did not fetch them again.
    assert.deepEqual(rows.filter((r) => r.kind === 'CSS').map((r) => r.url), [], 'stylesheets downloaded');
    assert.ok(rows.filter((r) => r.kind === 'JS').every((r) => r.encoding === 'br'), 'every script arrives brotli-compressed');
    assert.ok(apolloClient, 'the build has an Apollo Client chunk');
    assert.ok(!rows.some((r) => r.url === `/${apolloClient}`), 'the public page downloaded Apollo Client (web/src/lib/public-data.ts reads its packs)');
    if (path === '/food-packs') {
      // Every script it runs is named in its document, so all download at once: a file found only
      // once another has run would cost a phone a round trip more (the home page's lower part, by
      // contrast, loads later on purpose).
      const html = await (await fetch(j.server.url + path)).text();
      const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
      assert.deepEqual(rows.filter((r) => r.kind === 'JS' && !named.has(r.url)).map((r) => r.url), [], 'scripts the document did not name');
    }
    assert.ok(js.wire <= BUDGET.js, `JavaScript on the wire ${kb(js.wire)} (heaviest: ${heaviest})`);
    assert.ok(all.wire <= BUDGET.total, `total on the wire ${kb(all.wire)} (heaviest: ${heaviest})`);
  });
}

test(`a first visit to /login stays within ${kb(BUDGET.js)} of JavaScript too: the sign-in form sends its mutation without Apollo Client`, async () => {
  const { rows, js } = await firstVisit(j.browser.context, `${j.server.url}/login`);
  assert.ok(rows.some((r) => /\/LoginPage-[\w-]+\.js$/.test(r.url)), 'the sign-in page was loaded');
  assert.ok(!rows.some((r) => r.url === `/${apolloClient}`), 'the sign-in page downloaded Apollo Client');
  assert.ok(js.wire <= BUDGET.js, `JavaScript on the wire ${kb(js.wire)}`);
});

test('the sign-in dialog opened on a public page brings no Apollo Client either', async () => {
  const page = await j.browser.context.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    const asked = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${j.server.url}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.getByRole('dialog').getByRole('form', { name: 'Log in' }).waitFor();
    assert.ok(!asked.includes(`/${apolloClient}`), 'the dialog downloaded Apollo Client');
  } finally {
    await page.close();
  }
});

test('index.html names every file the start-up imports, so a page the browser renders (/login) downloads them at once', () => {
  // main.tsx imports React and the app one after another (one task each); unnamed, each
  // file would be found only when the one before it had run.
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(walk);
  };
  manifest['index.html'].dynamicImports.forEach(walk);
  assert.ok(files.size >= 3, `the start-up imports ${[...files]}`);
  assert.deepEqual([...files].filter((file) => !html.includes(`/${file}"`)), []);
});

test(`a customer's first visit to /profile on a phone stays within ${kb(PROFILE_BUDGET.js)} of JavaScript; a returning one downloads none`, async () => {
  const signOut = await writeSession(j.browser.context, j.server.url, await storedSession(j.server.url, 'customer@demo.ng'));
  try {
    const { rows, js } = await firstVisit(j.browser.context, `${j.server.url}/profile`);
    const heaviest = [...rows].sort((a, b) => b.wire - a.wire).slice(0, 5).map((r) => `${r.url} ${kb(r.wire)}`).join(', ');
    assert.ok(rows.some((r) => /\/ProfilePage-[\w-]+\.js$/.test(r.url)), `the profile was not loaded: ${heaviest}`);
    // Its first screen draws without antd (issue 31): the themed provider, and antd with it, come with a dialog or another tab.
    const antdTheme = manifest['src/modules/ui/AntdTheme.tsx']?.file;
    assert.ok(antdTheme && !rows.some((r) => r.url === `/${antdTheme}`), 'the profile downloaded antd');
    // Its first queries went out from the entry and Apollo took their answers: each asked once.
    const asked = rows.filter((r) => r.url === '/graphql');
    // Me, the plans, the plans waiting for their first payment and the customer's own account number (issue 27).
    assert.equal(asked.length, 4, `GraphQL requests: ${asked.length}`);
    // Every script it runs is named in its document, so all download at once.
    const html = await (await fetch(`${j.server.url}/profile`)).text();
    const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    assert.deepEqual(rows.filter((r) => r.kind === 'JS' && !named.has(r.url)).map((r) => r.url), [], 'scripts the document did not name');
    assert.ok(rows.filter((r) => r.kind === 'JS').every((r) => r.encoding === 'br'), 'every script arrives brotli-compressed');
    assert.ok(js.wire <= PROFILE_BUDGET.js, `JavaScript on the wire ${kb(js.wire)} (heaviest: ${heaviest})`);

    // Back the next day, nothing deployed since: the hashed scripts come from the cache, unasked.
    const again = await firstVisit(j.browser.context, `${j.server.url}/profile`, { keepCache: true });
    assert.ok(again.rows.some((r) => r.url === '/profile'), 'the page was loaded again');
    assert.deepEqual(again.rows.filter((r) => r.kind === 'JS' && r.wire > 0).map((r) => `${r.url} ${kb(r.wire)}`), [], 'scripts downloaded again');
  } finally {
    await signOut();
  }
});
