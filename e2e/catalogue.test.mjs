// A visitor's look at the catalogue and the public site in headless Chromium on a phone-sized
// screen, against the built product started as `npm start` starts it (seeded packs, e-mail to the outbox).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { startServer } from './support/server.mjs';

let server;
let browser;
let page;
const problems = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.setDefaultTimeout(10_000);
  // A CSP violation or a script error is a broken page for someone: collect them all.
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  page.on('pageerror', (err) => problems.push(err.message));
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (text) => page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text }).first();
const SEEDED_FEATURED = /Provision Basket|Family Foodstuff Pack|Mixed Monthly Essentials/;

/** Nothing wider than the screen: no sideways scrolling on a small phone. */
async function assertFits(width) {
  const scrollWidth = await page.evaluate(() => globalThis.document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide on a ${width}px screen`);
}

test('the home page hero shows a seeded featured pack', async () => {
  await page.goto(server.url + '/');
  const hero = page.getByRole('region', { name: 'Featured food packs' });
  const title = hero.getByRole('heading', { level: 1 });
  await title.waitFor();
  assert.match(await title.textContent(), SEEDED_FEATURED);
  await hero.getByText(/-month savings plan/).first().waitFor();
  await hero.getByText(/₦[\d,]+\/day/).first().waitFor();
  assert.equal(await page.title(), 'Home — Food Savings');
  // The slide's picture is a real image from the server.
  const loaded = await hero.getByRole('img').first().evaluate((img) => img.complete && img.naturalWidth > 0);
  assert.ok(loaded, 'the hero image loaded');
});

test('search for rice, then pick a category, and the count follows', async () => {
  // The browser loads as the visitor scrolls towards it.
  await page.locator('#food-packs').scrollIntoViewIfNeeded();
  const count = page.getByRole('status').filter({ hasText: /^Showing \d+ packs?$/ });
  await count.waitFor();
  const all = await count.textContent();
  assert.equal(all, 'Showing 9 packs');

  await page.getByRole('searchbox', { name: 'Search packs or items' }).fill('rice');
  await page.getByText('Showing 4 packs', { exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Category' }).selectOption('mixed');
  await page.getByText('Showing 2 packs', { exact: true }).waitFor();
  await page.getByRole('article', { name: 'Festive Family Hamper' }).waitFor();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByText(all, { exact: true }).waitFor();
  await page.setViewportSize({ width: 360, height: 740 });
  await assertFits(360);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('coming back from a payment: the toast, and the parameters leave the address', async () => {
  await page.goto(server.url + '/food-packs?payment=success&reference=abc');
  await toast('Payment Successful').waitFor();
  await page.waitForURL((url) => url.pathname === '/food-packs' && url.search === '');
  await page.getByRole('heading', { level: 1, name: 'Our Food Packs' }).waitFor();
  await page.getByText(/^Showing \d+ packs?$/).waitFor();
});

test('send the contact form; support receives it by e-mail', async () => {
  await page.goto(server.url + '/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const subject = `Delivery to Ikeja ${Date.now()}`;
  await form.getByLabel('Name').fill('Ada Obi');
  await form.getByLabel('Email').fill('ada.contact@example.ng');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('When will my pack arrive in Ikeja?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toast('Message Sent').waitFor();
  assert.equal(await form.getByLabel('Subject').inputValue(), '', 'the form is cleared');

  let mail;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = server.outbox().find((m) => m.subject === `Contact form: ${subject}`);
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(mail, 'the message reached the support outbox');
  assert.equal(mail.to, 'support@foodsavings.ng');
  assert.equal(mail.replyTo, 'ada.contact@example.ng');
  assert.match(mail.text, /When will my pack arrive in Ikeja\?/);
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(problems, []);
});
