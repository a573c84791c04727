// Issue 27: a customer's own bank account number, in headless Chromium on a 360 px phone, against
// the built product with the Paystack stand-in. The customer asks for their account number on the
// Payment Methods tab; a tester sends a transfer into it from the stand-in's page; the overdue
// instalment turns Paid, the plan names the account, and the receipt saying where the money went
// is in the outbox. The site footer's fraud warning points to the account.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminApi, DEMO_PASSWORD, lagosDay } from './support/admin.mjs';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const admin = adminApi(j);
const CUSTOMER = { email: 'ibrahim.musa@demo.ng', password: DEMO_PASSWORD };
/** Seeded: ₦45,000 over a month; weekly is 4 × ₦11,250. */
const PACK = 'Starter Staples Pack';
let accountNumber;

test('set-up: a weekly plan started a week ago, its first instalment overdue', async () => {
  await admin.signIn();
  const pack = await admin.pack(PACK);
  const customer = await admin.user('ibrahim.musa@demo.ng');
  await admin.createPlan({ userId: customer.id, foodPackId: pack.id, frequency: 'weekly', durationMonths: 1, startDate: lagosDay(-7) });
});

test('the customer gets their own account number on the Payment Methods tab', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.signIn(CUSTOMER, '**/profile**');
  await j.visit('/profile?tab=payment');
  const panel = j.page.getByRole('region', { name: 'Pay by bank transfer' });
  await panel.getByRole('button', { name: 'Get my account number' }).click();
  // The job asks Paystack at once; the page shows it on its way until a refresh finds it.
  const number = panel.locator('.fs-bank-account__number');
  for (let i = 0; i < 40 && !(await number.count()); i++) {
    const refresh = panel.getByRole('button', { name: 'Refresh' });
    if (await refresh.count()) await refresh.click();
    await j.page.waitForTimeout(250);
  }
  accountNumber = (await number.textContent()).trim();
  assert.match(accountNumber, /^\d{10}$/);
  await panel.getByText('Test Bank', { exact: true }).waitFor();
  await panel.getByRole('button', { name: `Copy account number ${accountNumber}` }).waitFor();
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);
});

test('a transfer sent in the stand-in pays the overdue instalment, and its receipt arrives', async () => {
  const bankApp = await j.browser.context.newPage();
  await bankApp.goto(`${j.server.url}/fake-paystack/transfer?account_number=${accountNumber}`);
  await bankApp.getByLabel('Amount (₦)').fill('11250');
  await bankApp.getByRole('button', { name: 'Send transfer' }).click();
  await bankApp.getByText(`₦11,250 sent to ${accountNumber}.`).waitFor();
  await bankApp.close();

  await j.visit('/profile?tab=savings');
  const card = j.page.getByRole('article', { name: PACK });
  await card.getByText(/Or pay by bank transfer into your own account/).waitFor();
  assert.match(await card.locator('.fs-plan-card__bank').textContent(), new RegExp(`Test Bank ${accountNumber}`));
  // Applied by the webhook's job: a reload or two at most.
  for (let i = 0; i < 20 && (await card.getByRole('progressbar').getAttribute('aria-valuenow')) !== '25'; i++) {
    await j.page.waitForTimeout(250);
    await j.visit('/profile?tab=savings');
  }
  assert.equal(await card.getByRole('progressbar').getAttribute('aria-valuenow'), '25');
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);

  let receipt;
  for (let i = 0; i < 40 && !receipt; i++) {
    receipt = j.server.outbox().find((m) => m.to === CUSTOMER.email && m.subject === 'Transfer received: ₦11,250');
    if (!receipt) await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(receipt, 'no transfer receipt in the outbox');
  assert.match(receipt.text, /₦11,250 to your Starter Staples Pack plan \(instalment 1 paid\)/);
});

test("the site footer's fraud warning points to the customer's own account number", async () => {
  await j.visit('/');
  const warning = j.page.getByRole('note').filter({ hasText: 'Fraud alert' });
  await warning.getByRole('link', { name: "your profile's Payment Methods tab" }).click();
  await j.page.waitForURL('**/profile?tab=payment');
  await j.page.getByRole('region', { name: 'Pay by bank transfer' }).getByText(accountNumber).waitFor();
  assert.deepEqual(j.problems, []);
});
