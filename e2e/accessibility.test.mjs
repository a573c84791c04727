// Every page, at 360 px and at 1280 px, signed out and signed in as each role, checked with
// axe-core: no critical or serious finding (issue 9). A new finding fails here with what and where.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const WIDTHS = [360, 1280];

/** Opens the path at both widths once the page has settled, and collects what axe finds. */
async function check(path, ready) {
  const found = [];
  for (const width of WIDTHS) {
    await j.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await j.page.goto(`${j.server.url}${path}`);
    await ready();
    await j.page.waitForLoadState('networkidle');
    for (const finding of await seriousFindings(j.page)) found.push(`${path} @${width}: ${finding}`);
  }
  return found;
}

async function logIn(email) {
  await j.page.setViewportSize({ width: 1280, height: 900 });
  await j.page.goto(`${j.server.url}/login`);
  const form = j.page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await form.getByRole('button', { name: 'Login' }).click();
  await j.page.waitForURL((url) => url.pathname !== '/login');
}

const heading = (name) => () => j.page.getByRole('heading', { name, level: 1 }).first().waitFor();

test('public pages', async () => {
  const found = [
    ...(await check('/', () => j.page.getByRole('region', { name: 'Featured food packs' }).waitFor())),
    ...(await check('/food-packs', heading(/Food Packs/))),
    ...(await check('/how-it-works', heading(/How/))),
    ...(await check('/about', heading(/About/))),
    ...(await check('/contact', heading(/Contact/))),
    ...(await check('/terms', heading(/Terms/))),
    ...(await check('/privacy', heading(/Privacy/))),
    ...(await check('/login', heading(/Welcome Back/))),
    ...(await check('/register', heading(/Create/))),
    ...(await check('/no-such-page', heading(/not found|404/i))),
  ];
  assert.deepEqual(found, []);
});

/** Opens a dialog with `open`, waits for it, and collects what axe finds with it open (at the current width). */
async function checkDialog(name, open) {
  await open();
  await j.page.getByRole('dialog', { name }).waitFor();
  const found = (await seriousFindings(j.page)).map((f) => `dialog '${name}': ${f}`);
  await j.page.keyboard.press('Escape');
  await j.page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
  return found;
}

test('the sign-in dialog, signed out', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.goto(`${j.server.url}/`);
  const found = await checkDialog(/Log in|Welcome/i, () => j.page.getByRole('button', { name: 'Login' }).first().click());
  assert.deepEqual(found, []);
});

test('the customer profile: every tab fits at 360 px and has no finding; the savings plan dialog', async () => {
  await logIn('customer@demo.ng');
  const found = [];
  for (const tab of ['savings', 'payment', 'details']) found.push(...(await check(`/profile?tab=${tab}`, heading('My Profile'))));
  await j.page.setViewportSize({ width: 360, height: 740 });
  for (const tab of await j.page.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `tab '${await tab.textContent()}' is out of view at 360 px`);
  }
  await j.page.goto(`${j.server.url}/`);
  await j.page.locator('#food-packs').scrollIntoViewIfNeeded();
  found.push(...(await checkDialog('Set Up Your Savings Plan', () => j.page.getByRole('button', { name: 'Start Saving Now' }).first().click())));
  assert.deepEqual(found, []);
});

test('the marketer portal and its dialog', async () => {
  await j.page.goto(`${j.server.url}/profile`);
  await j.page.getByRole('button', { name: 'Log out' }).first().click();
  await j.page.waitForURL('**/login');
  await logIn('marketer@demo.ng');
  const found = [];
  for (const tab of ['customers', 'commissions']) found.push(...(await check(`/marketer?tab=${tab}`, () => j.page.getByRole('button', { name: 'Copy Link' }).waitFor())));
  await j.page.goto(`${j.server.url}/marketer`);
  found.push(...(await checkDialog('Register New Customer', () => j.page.getByRole('button', { name: 'Register New Customer' }).click())));
  assert.deepEqual(found, []);
});

test('the admin console and a dialog', async () => {
  await j.page.goto(`${j.server.url}/marketer`);
  await j.page.evaluate(() => localStorage.clear());
  await logIn('admin@demo.ng');
  const found = [];
  for (const tab of ['users', 'marketers', 'foodpacks', 'activity']) found.push(...(await check(`/admin?tab=${tab}`, () => j.page.getByRole('tabpanel').first().waitFor())));
  await j.page.goto(`${j.server.url}/admin?tab=users`);
  found.push(...(await checkDialog('Add User', () => j.page.getByRole('button', { name: 'Add User' }).click())));
  assert.deepEqual(found, []);
});
