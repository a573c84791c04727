// A visitor's look at the catalogue and the public site in headless Chromium on a phone-sized
// screen, against the built product started as `npm start` starts it (seeded packs, e-mail to the outbox).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();
const problems = j.problems;
const toast = j.toast;
const SEEDED_FEATURED = /Provision Basket|Family Foodstuff Pack|Mixed Monthly Essentials/;


test('the home page hero shows a seeded featured pack', async () => {
  await j.page.goto(j.server.url + '/');
  const hero = j.page.getByRole('region', { name: 'Featured food packs' });
  const title = hero.getByRole('heading', { level: 1 });
  await title.waitFor();
  assert.match(await title.textContent(), SEEDED_FEATURED);
  await hero.getByText(/-month savings plan/).first().waitFor();
  await hero.getByText(/₦[\d,]+\/day/).first().waitFor();
  assert.equal(await j.page.title(), 'Home — Food Savings');
  // The slide's picture is a real image from the j.server.
  const loaded = await hero.getByRole('img').first().evaluate((img) => img.complete && img.naturalWidth > 0);
  assert.ok(loaded, 'the hero image loaded');
});

test('search for rice, then pick a category, and the count follows', async () => {
  // The browser loads as the visitor scrolls towards it.
  await j.page.locator('#food-packs').scrollIntoViewIfNeeded();
  const count = j.page.getByRole('status').filter({ hasText: /^Showing \d+ packs?$/ });
  await count.waitFor();
  const all = await count.textContent();
  assert.equal(all, 'Showing 9 packs');

  await j.page.getByRole('searchbox', { name: 'Search packs or items' }).fill('rice');
  await j.page.getByText('Showing 4 packs', { exact: true }).waitFor();
  await j.page.getByRole('combobox', { name: 'Category' }).selectOption('mixed');
  await j.page.getByText('Showing 2 packs', { exact: true }).waitFor();
  await j.page.getByRole('article', { name: 'Festive Family Hamper' }).waitFor();

  await j.page.getByRole('button', { name: 'Clear filters' }).click();
  await j.page.getByText(all, { exact: true }).waitFor();
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.assertFits(360);
  await j.page.setViewportSize({ width: 390, height: 844 });
});

test('coming back from a payment: the toast, and the parameters leave the address', async () => {
  await j.page.goto(j.server.url + '/food-packs?payment=success&reference=abc');
  await toast('Payment Successful').waitFor();
  await j.page.waitForURL((url) => url.pathname === '/food-packs' && url.search === '');
  await j.page.getByRole('heading', { level: 1, name: 'Our Food Packs' }).waitFor();
  await j.page.getByText(/^Showing \d+ packs?$/).waitFor();
});

test('send the contact form; support receives it by e-mail', async () => {
  await j.page.goto(j.server.url + '/contact');
  const form = j.page.getByRole('form', { name: 'Send us a message' });
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
    mail = j.server.outbox().find((m) => m.subject === `Contact form: ${subject}`);
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
