// Issue 29, on a 360 px phone against the built product and the Paystack stand-in: a visitor reads a
// pack's whole contents on its card, presses Start Saving, signs up from the dialog and finds that
// pack's set-up open; their first payment lands them on the new plan. Then they apply to become a
// marketer, an admin approves them, and they open the portal without signing out and in again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();
const PACK = 'Starter Staples Pack'; // 6 items: the card lists 4, then '+2 more items'
const email = `intent.${Date.now()}@example.ng`;
const PASSWORD = 'Yaba#2026';

test('Start Saving, then signing up from the dialog, opens that pack’s set-up; the first payment lands on the new plan', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.visit('/food-packs');
  const card = j.page.getByRole('article', { name: PACK });
  const more = card.getByRole('button', { name: '+2 more items' });
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await more.click();
  await card.getByText('Seasoning cubes (50 pieces)').waitFor();
  assert.equal(await card.getByRole('button', { name: 'Show fewer items' }).getAttribute('aria-expanded'), 'true');
  const box = await card.getByRole('button', { name: 'Show fewer items' }).boundingBox();
  assert.ok(box && box.height >= 44, `the contents toggle is ${box?.height}px tall`);

  await card.getByRole('button', { name: 'Start Saving Now' }).click();
  const auth = j.page.getByRole('dialog');
  await auth.getByRole('button', { name: 'Sign Up' }).click();
  await auth.getByLabel('First Name').fill('Chidi');
  await auth.getByLabel('Last Name').fill('Okafor');
  await auth.getByLabel('Email').fill(email);
  await auth.getByLabel('Phone Number').fill('08035551234');
  await auth.getByLabel('Address').fill('3 Herbert Macaulay Way, Yaba');
  await auth.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await auth.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await auth.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await auth.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await auth.getByRole('button', { name: 'Register' }).click();

  // The pack's own page, its set-up open: the visitor did not have to find the pack again.
  await j.page.waitForURL(/\/food-packs\/[^/?]+$/);
  const setUp = j.page.getByRole('dialog', { name: 'Set Up Your Savings Plan' });
  await setUp.getByRole('heading', { name: PACK }).waitFor();
  await j.assertFits(360);
  await setUp.getByText(/Pickup/).first().click();
  const [popup] = await Promise.all([j.page.waitForEvent('popup'), setUp.getByRole('button', { name: 'Proceed to Payment' }).click()]);
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await j.popupClosed(popup);

  // Not /food-packs with a toast: the profile, at the new plan.
  await j.page.waitForURL(/\/profile\?tab=savings&plan=[\w-]+$/, { timeout: 30_000 });
  const plan = j.page.locator('.fs-plan-card--highlighted');
  await plan.getByRole('heading', { name: PACK }).waitFor();
  assert.equal(await j.page.evaluate(() => globalThis.document.activeElement?.textContent), PACK);
  assert.deepEqual(j.problems, []);
});

test('a customer approved as a marketer opens the portal without signing out', async () => {
  // Applying and approving from outside the page; the customer's browser keeps its session throughout.
  const token = await j.page.evaluate(() => globalThis.localStorage.getItem('token'));
  assert.ok(token, 'signed in from the first test');
  await j.gql('mutation ($input: MarketerApplicationInput!) { applyToBecomeMarketer(input: $input) { __typename } }', { input: { companyName: 'Okafor Foods' } }, token);
  const { myMarketerApplication } = await j.gql('{ myMarketerApplication { id } }', {}, token);
  const admin = await j.apiToken({ email: 'admin@demo.ng', password: 'Demo@2026' });
  const { decideMarketerApplication } = await j.gql('mutation ($id: ID!) { decideMarketerApplication(id: $id, approve: true) { __typename ... on MarketerApplication { status } } }', { id: myMarketerApplication.id }, admin);
  assert.equal(decideMarketerApplication.status, 'Approved');
  // What the browser stored at sign-up still says Customer only.
  assert.deepEqual(JSON.parse(await j.page.evaluate(() => globalThis.localStorage.getItem('userRoles'))), ['Customer']);

  await j.visit('/marketer');
  await j.page.getByRole('heading', { level: 1, name: 'Marketer Portal' }).waitFor();
  await j.page.getByRole('button', { name: 'Copy Link' }).waitFor();
  assert.equal(new URL(j.page.url()).pathname, '/marketer');
  assert.equal(await j.toast('Access Denied').count(), 0);
  assert.deepEqual(JSON.parse(await j.page.evaluate(() => globalThis.localStorage.getItem('userRoles'))).sort(), ['Customer', 'Marketer']);
  await j.assertFits(360);
  assert.deepEqual(j.problems, []);
});
