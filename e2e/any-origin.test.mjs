// A customer on another address than the one the server is configured with (PUBLIC_URL says
// localhost, the phone opened 127.0.0.1, as on a LAN): the stand-in checkout opens and returns on
// the customer's own address, where they are signed in, and the payment is confirmed at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey({ publicHost: 'localhost' });
const PACK = 'Starter Staples Pack';

test('log in at 127.0.0.1 while PUBLIC_URL says localhost', async () => {
  assert.match(j.server.url, /^http:\/\/127\.0\.0\.1:/);
  await j.page.goto(`${j.server.url}/login`);
  const form = j.page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('customer@demo.ng');
  await form.getByLabel('Password', { exact: true }).fill('Demo@2026');
  await form.getByRole('button', { name: 'Login' }).click();
  await j.page.waitForURL('**/profile**');
});

test('pay the first instalment in the stand-in popup and be told it worked', async () => {
  await j.page.goto(`${j.server.url}/`);
  await j.page.locator('#food-packs').scrollIntoViewIfNeeded();
  await j.page.getByRole('article', { name: PACK }).getByRole('button', { name: 'Start Saving Now' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Set Up Your Savings Plan' });
  await dialog.getByRole('radio', { name: 'Weekly' }).check();
  await dialog.getByRole('textbox', { name: 'Landmark' }).fill('Opposite the National Stadium');
  const [popup] = await Promise.all([j.page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Proceed to Payment' }).click()]);
  assert.equal(new URL(popup.url()).origin, j.server.url, 'the stand-in opens on the customer’s address');
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await j.popupClosed(popup);
  await j.toast('Savings Plan Started!').waitFor({ timeout: 30_000 });

  await j.page.goto(`${j.server.url}/profile?tab=savings`);
  await j.page.getByRole('article', { name: PACK }).getByRole('progressbar').waitFor();
  assert.equal(await j.page.getByRole('article', { name: PACK }).getByRole('progressbar').getAttribute('aria-valuenow'), '25');
  assert.deepEqual(j.problems, []);
});
