// A marketer brings a customer, in headless Chromium on a phone-sized screen, against the built
// product with the Paystack stand-in: the demo marketer copies their referral link, a new customer
// registers through it and pays the first instalment of a weekly plan, and the marketer sees the
// customer as Active and a Pending commission of 10 % of that instalment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();
const toast = j.toast;
const PACK = 'Starter Staples Pack'; // ₦45,000 over 1 month: weekly is 4 × ₦11,250, and 10 % of one is ₦1,125
const customerEmail = `referred.${Date.now()}@example.ng`;
let link;

const logIn = (email, password, landing) => j.signIn({ email, password }, landing);

async function logOut() {
  // The profile page has its own Log out button (elsewhere, on a phone, it is in the menu).
  await j.page.goto(`${j.server.url}/profile`);
  await j.page.getByRole('button', { name: 'Log out' }).first().click();
  await j.page.waitForURL('**/login');
}

test('the marketer copies their referral link from the portal', async () => {
  await j.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: j.server.url });
  await logIn('marketer@demo.ng', 'Demo@2026', '**/marketer**');
  await j.page.getByRole('heading', { name: 'Tunde Bakare' }).waitFor();
  await j.page.getByText('Active', { exact: true }).first().waitFor();
  await j.page.getByRole('button', { name: 'Copy Link' }).click();
  await toast('Copied!').waitFor();
  link = await j.page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, new RegExp(`^${j.server.url}/register\\?ref=[2-9A-Z]{8}$`));
  assert.equal(await j.page.getByRole('textbox', { name: 'Referral link' }).inputValue(), link);
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.assertFits(360);
  await j.page.setViewportSize({ width: 390, height: 844 });
  await logOut();
});

test('a new customer registers through the link and pays the first instalment', async () => {
  await j.page.goto(link);
  const form = j.page.getByRole('form').filter({ has: j.page.getByRole('button', { name: 'Register' }) }).first();
  assert.equal(await form.getByLabel(/Referral Code/).inputValue(), new URL(link).searchParams.get('ref'));
  await form.getByLabel('First Name').fill('Bisi');
  await form.getByLabel('Last Name').fill('Adeyemi');
  await form.getByLabel('Email').fill(customerEmail);
  await form.getByLabel('Phone Number').fill('08037654321');
  await form.getByLabel('Address').fill('14 Admiralty Way, Lekki Phase 1');
  await form.getByLabel('Password', { exact: true }).fill('Lekki#2026');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Lekki#2026');
  await form.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await form.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await j.page.waitForURL('**/profile**');

  await j.page.goto(`${j.server.url}/`);
  await j.page.locator('#food-packs').scrollIntoViewIfNeeded();
  await j.page.getByRole('article', { name: PACK }).getByRole('button', { name: 'Start Saving Now' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Set Up Your Savings Plan' });
  await dialog.getByRole('radio', { name: 'Weekly' }).check();
  await dialog.getByText('Weekly Payment').waitFor();
  await dialog.getByRole('textbox', { name: 'Landmark' }).fill('Beside the Lekki Phase 1 gate');
  const [popup] = await Promise.all([j.page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Proceed to Payment' }).click()]);
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await j.popupClosed(popup);
  await toast('Savings Plan Started!').waitFor({ timeout: 30_000 });
  await logOut();
});

test('the marketer sees the customer Active and the commission Pending, with the right amount', async () => {
  await logIn('marketer@demo.ng', 'Demo@2026', '**/marketer**');
  // The tables load as they come into view (issue 31): below the figures on a phone.
  await j.page.getByRole('tablist', { name: 'Marketer portal sections' }).scrollIntoViewIfNeeded();
  const customers = j.page.getByRole('region', { name: 'Your customers' });
  const row = customers.getByRole('row').filter({ hasText: customerEmail });
  await row.waitFor();
  await row.getByText('Active', { exact: true }).waitFor();
  await row.getByRole('cell', { name: 'Yes', exact: true }).waitFor();

  await j.page.getByRole('tab', { name: 'Commissions' }).click();
  const commissions = j.page.getByRole('region', { name: 'Commission per customer' });
  const line = commissions.getByRole('row').filter({ hasText: 'Bisi Adeyemi' });
  await line.getByText('₦1,125').waitFor();
  await line.getByRole('button', { name: /View Details/ }).click();
  const details = j.page.getByRole('dialog', { name: 'Commission Details - Bisi Adeyemi' });
  const history = details.getByRole('region', { name: 'Commission history' });
  const entry = history.getByRole('row').filter({ hasText: '₦1,125' });
  await entry.getByText('Pending', { exact: true }).waitFor();
  await entry.getByText('10%').waitFor();
  assert.deepEqual(j.problems, []);
});
