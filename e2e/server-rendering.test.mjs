// Issue 9: the public pages are rendered on the server. Their HTML carries the content (the packs
// from the same services the API uses), reads without JavaScript, and the browser hydrates it
// without a mismatch; the pages that need a session stay client-rendered.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();

const PUBLIC = [
  ['/', 'Save small, get the'],
  ['/food-packs', 'Our Food Packs'],
  ['/how-it-works', 'How It Works'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms & Conditions'],
  ['/privacy', 'Privacy Policy'],
];

/** The pack names the API lists first, as an integrator reads them: /food-packs' first page of 6 (web usePrefetchPacks.ts). */
async function firstPackNames() {
  const { foodPacks } = await j.gql('{ foodPacks(page: 1, pageSize: 6) { items { name } } }');
  return foodPacks.items.map((p) => p.name);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const htmlOf = async (path) => {
  const res = await fetch(j.server.url + path);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};

test('each public page’s HTML carries its heading, title and description', async () => {
  for (const [path, heading] of PUBLIC) {
    const { status, type, html } = await htmlOf(path);
    assert.equal(status, 200, path);
    assert.match(type, /^text\/html/, path);
    const root = html.slice(html.indexOf('<div id="root">'));
    assert.ok(/<h1[^>]*>/.test(root) && root.includes(escapeHtml(heading)), `${path} has no "${heading}" heading in its HTML`);
    assert.match(html, /<title>[^<]+ — Food Savings<\/title>/, path);
  }
});

test('the pack grid and the home page’s featured packs are in the HTML, with the first picture preloaded', async () => {
  const names = await firstPackNames();
  const grid = await htmlOf('/food-packs');
  for (const name of names) assert.ok(grid.html.includes(`>${escapeHtml(name)}</h3>`), `${name} is not in /food-packs' HTML`);
  const { featuredFoodPacks } = await j.gql('{ featuredFoodPacks { name imageUrl } }');
  const home = await htmlOf('/');
  assert.ok(home.html.includes(escapeHtml(featuredFoodPacks[0].name)), 'the first featured pack is not in / HTML');
  assert.ok(home.html.includes(`<link rel="preload" as="image" href="${featuredFoodPacks[0].imageUrl}" fetchpriority="high">`), 'the hero picture is not preloaded');
});

test('an unknown path is the 404 page, answered with 404; sign-in and account pages stay client-rendered', async () => {
  const missing = await htmlOf('/no-such-page');
  assert.equal(missing.status, 404);
  assert.ok(missing.html.includes('Oops! Page not found'));
  for (const path of ['/login', '/register', '/profile', '/admin', '/marketer']) {
    const { status, html } = await htmlOf(path);
    assert.equal(status, 200, path);
    assert.ok(html.includes('<div id="root"></div>'), `${path} should be rendered in the browser`);
  }
});

test('without JavaScript, /food-packs shows its packs, / its hero, and Sign Up leads to the sign-up page', async () => {
  const context = await j.browser.context.browser().newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`${j.server.url}/food-packs`);
    const names = await firstPackNames();
    await assert.doesNotReject(page.getByRole('heading', { level: 3, name: names[0] }).waitFor());
    assert.equal(await page.getByRole('article').count(), names.length);
    // The filters work only once React has taken over: until then nothing typed can be lost.
    assert.ok(await page.getByRole('searchbox', { name: 'Search packs or items' }).isDisabled());
    await page.goto(`${j.server.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Before the page's code runs, Sign Up is still a link that goes somewhere: the sign-up page.
    await page.getByRole('link', { name: 'Sign Up' }).first().click();
    await page.waitForURL('**/register');
  } finally {
    await context.close();
  }
});

test('the browser hydrates each public page without a mismatch, and the page then works', async () => {
  const page = j.page;
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  for (const [path] of PUBLIC) {
    await page.goto(j.server.url + path, { waitUntil: 'networkidle' });
  }
  // Hydrated, not just painted: the filters answer on /food-packs, the carousel turns on /.
  await page.goto(`${j.server.url}/food-packs`, { waitUntil: 'networkidle' });
  await page.getByRole('searchbox', { name: 'Search packs or items' }).fill('zzz-no-such-pack');
  await page.getByText('No food packs match your search.').waitFor();
  await page.goto(`${j.server.url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Next slide' }).click();
  await page.getByRole('group', { name: /^2 of / }).waitFor({ state: 'attached' });
  assert.equal(await page.getByRole('group', { name: /^2 of / }).getAttribute('aria-hidden'), null);
  assert.deepEqual(errors, [], 'React or the CSP complained while hydrating');
});

test('a signed-in customer sees their name in the header once a server-rendered page hydrates', async () => {
  await j.signIn({ email: 'customer@demo.ng', password: 'Demo@2026' }, '**/profile**');
  await j.page.goto(`${j.server.url}/about`, { waitUntil: 'networkidle' });
  await j.page.setViewportSize({ width: 1280, height: 800 });
  await j.page.getByRole('link', { name: /My Profile/ }).waitFor();
  assert.equal(await j.page.getByRole('link', { name: 'Login' }).count(), 0);
});

/**
 * Opens /food-packs with React held back, as on a slow phone (the page shows, and its small entry
 * runs, well before React arrives), taps the first Start Saving until the entry shows it held,
 * then lets React in: the dialog the tap should open must open.
 */
async function tapStartSavingEarly(page, dialogName) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${j.server.url}/food-packs`, { waitUntil: 'domcontentloaded' });
  const start = page.getByRole('button', { name: 'Start Saving Now' }).first();
  for (let i = 0; i < 50 && (await start.getAttribute('aria-busy')) !== 'true'; i += 1) {
    await start.click();
    await page.waitForTimeout(100);
  }
  assert.equal(await start.getAttribute('aria-busy'), 'true', 'the tap was held');
  assert.equal(await page.getByRole('dialog').count(), 0);
  release();
  await page.getByRole('dialog', { name: dialogName }).waitFor();
  assert.equal(await start.getAttribute('aria-busy'), null);
  await page.unrouteAll();
}

test('Start Saving tapped before the page’s code has run is not lost: it opens sign-in, or a signed-in customer’s plan set-up', async () => {
  const page = await j.browser.context.newPage();
  try {
    await page.goto(`${j.server.url}/about`);
    await page.evaluate(() => globalThis.localStorage.clear());
    await tapStartSavingEarly(page, /Log in|Welcome/i);
    await j.signIn({ email: 'customer@demo.ng', password: 'Demo@2026' }, '**/profile**');
    await tapStartSavingEarly(page, 'Set Up Your Savings Plan');
  } finally {
    await page.close();
  }
});
