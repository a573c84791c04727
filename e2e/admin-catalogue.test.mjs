// An admin looks after the catalogue from the console, in headless Chromium on a phone-sized
// screen, against the built product started as `npm start` starts it (seeded demo accounts and
// packs): create a pack with a picture, raise every price by 10 % after seeing the preview, and
// the new price is what a visitor sees in the public catalogue.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();
const problems = j.problems;
const toast = j.toast;
const DEMO_PASSWORD = 'Demo@2026';
const PACK = `Harmattan Pack ${Date.now()}`;
// A 40 × 30 PNG (the server checks the type from the bytes, not the name). Not 1 × 1: the page asks
// for a resized AVIF of it, and Chromium draws nothing for a 1 × 1 AVIF.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPElEQVRIie3VsQkAMAwDsF7kwf/5957RDoLsgeBYJ+uTORbPqSNc9U5TIFGZhcSwWCwOi8FisTgs5isWL0xsDC2TslCAAAAAAElFTkSuQmCC', 'base64');

test('the admin signs in and opens Food Packs', async () => {
  await j.page.goto(`${j.server.url}/login`);
  const form = j.page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill('admin@demo.ng');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await j.page.waitForURL('**/admin**');
  await toast('Login successful').waitFor();

  await j.page.getByRole('tab', { name: 'Food Packs' }).click();
  assert.match(j.page.url(), /tab=foodpacks/);
  const panel = j.page.getByRole('tabpanel', { name: 'Food Packs' });
  await panel.getByRole('heading', { name: 'Food Packs' }).waitFor();
  await panel.getByText(/^Showing 1 to \d+ of \d+ packs$/).waitFor();
  await panel.getByRole('button', { name: 'List' }).click();
  await panel.getByRole('region', { name: 'Food packs' }).getByRole('row').nth(1).waitFor();
  await panel.getByRole('button', { name: 'Grid' }).click();
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.assertFits(360);
});

test('create a pack with a picture; an unfilled form is refused with the message of section 5', async () => {
  await j.page.getByRole('button', { name: 'Create Pack' }).click();
  const form = j.page.getByRole('form', { name: 'Create Food Pack' });
  await form.getByRole('button', { name: 'Create Pack' }).click();
  await toast('Please fill in all required fields and select an image').waitFor();

  await form.getByLabel('Name', { exact: true }).fill(PACK);
  await form.getByLabel('Description').fill('Rice, beans and palm oil for the dry season.');
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'harmattan.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('img', { name: 'The chosen picture' }).waitFor();
  await form.getByLabel('Price (₦)', { exact: true }).fill('20000');
  await form.getByLabel('Category').selectOption('foodstuff');
  await form.getByLabel('Items (one a line)').fill('25kg bag of rice\n10kg beans\n5 litres palm oil');
  await j.assertFits(360);
  await form.getByRole('button', { name: 'Create Pack' }).click();
  await toast(`${PACK} was added to the catalogue.`).waitFor();

  const card = j.page.getByRole('article', { name: PACK });
  await card.getByText('₦20,000', { exact: true }).waitFor();
  // The uploaded picture is served.
  const picture = await card.getByRole('img').elementHandle();
  await j.page.waitForFunction((img) => img.complete && img.naturalWidth > 0, picture, { timeout: 5_000 });
});

test('adjust every price by 10 % after seeing the old and new prices', async () => {
  await j.page.getByRole('button', { name: 'Adjust Prices' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Adjust Prices' });
  const percentage = dialog.getByRole('spinbutton', { name: 'Percentage increase' });
  assert.equal(await percentage.inputValue(), '0');
  await dialog.getByText('Savings plans already under way keep the price they locked in').waitFor();
  await percentage.fill('10');
  await dialog.getByRole('button', { name: 'Preview Prices' }).click();

  const row = dialog.getByRole('row', { name: new RegExp(PACK) });
  await row.waitFor();
  assert.match(await row.textContent(), /₦20,000 →\s+to ₦22,000/);
  // Every pack, shown or hidden: the seeded ones and the new one.
  const caption = await dialog.locator('caption').textContent();
  const count = Number(/^(\d+) packs at \+10%$/.exec(caption)?.[1]);
  assert.ok(count >= 2, caption);
  assert.equal(await dialog.getByRole('row').count(), count + 1);
  await j.assertFits(360);

  await dialog.getByRole('button', { name: `Confirm: adjust ${count} packs` }).click();
  await toast(`Prices changed by +10% on ${count} packs.`).waitFor();
  await j.page.getByRole('article', { name: PACK }).getByText('₦22,000', { exact: true }).waitFor();
});

test('the public catalogue shows the new pack at its new price', async () => {
  await j.page.goto(`${j.server.url}/food-packs`);
  await j.page.getByRole('searchbox', { name: 'Search packs or items' }).fill('Harmattan');
  await j.page.getByText('Showing 1 pack', { exact: true }).waitFor();
  const card = j.page.getByRole('article', { name: PACK });
  await card.getByText('₦22,000', { exact: true }).waitFor();
  await card.getByText('₦733/day').waitFor();
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(problems, []);
});
