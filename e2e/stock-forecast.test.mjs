// Stock and foresight (issue 25), in headless Chromium on a 360 px phone, against the built product
// with the Paystack stand-in. An admin records a delivery of packs in the Stock tab and sees the
// figures follow; the procurement forecast then shows the pack short for the plans that will
// complete in the coming weeks. A customer sees when their pack arrives at their pace, sees in
// Make Payment that paying next month's instalment now brings it forward, pays, and sees the
// plan's date move.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminApi, DEMO_PASSWORD, lagosDay, shownDay, signInAdmin } from './support/admin.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const admin = adminApi(j);
const CUSTOMER = { email: 'customer@demo.ng', password: DEMO_PASSWORD };
/** Seeded with 40 packs in stock; ₦52,000 over a month. */
const SHORT_PACK = 'Pasta & Noodles Pack';
/** Seeded: ₦165,000 over 3 months; monthly is 3 × ₦55,000. */
const PACED_PACK = 'Mixed Monthly Essentials';
let pacedPlanId;

const ARRIVAL = `query ($id: ID!) { savingsPlan(id: $id) { arrival { arrivesAround pace } } }`;

test('set-up: the store is emptied by a stock-take; three customers a month into plans for the pack; a plan a month old', async () => {
  await admin.signIn();
  const pack = await admin.pack(SHORT_PACK);
  const { adjustStock } = await admin.call(
    'mutation ($input: AdjustStockInput!) { adjustStock(input: $input) { __typename ... on PackStock { onHand } ... on ErrorResult { message } } }',
    { input: { foodPackId: pack.id, quantity: -40, reason: 'Stock-take: the store was cleared' } },
  );
  assert.equal(adjustStock.onHand, 0, adjustStock.message);
  // One monthly instalment, due 25 days ago and unpaid: at that pace, each is paid up within days.
  for (const email of ['ibrahim.musa@demo.ng', 'folake.adeyemi@demo.ng', 'emeka.nwosu@demo.ng']) {
    const user = await admin.user(email);
    await admin.createPlan({ userId: user.id, foodPackId: pack.id, frequency: 'monthly', durationMonths: 1, startDate: lagosDay(-25) });
  }

  const customer = await admin.user(CUSTOMER.email);
  const paced = await admin.pack(PACED_PACK);
  pacedPlanId = await admin.createPlan({ userId: customer.id, foodPackId: paced.id, frequency: 'monthly', durationMonths: 3, startDate: lagosDay(0) });
  const { payablePlans } = await admin.call('query ($search: String!) { payablePlans(search: $search) { planId unpaid { scheduleId } } }', { search: CUSTOMER.email });
  const scheduleId = payablePlans.find((p) => p.planId === pacedPlanId).unpaid[0].scheduleId;
  const { recordManualPayment } = await admin.call(
    'mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { __typename ... on ErrorResult { message } } }',
    { input: { planId: pacedPlanId, scheduleId, channel: 'cash', note: 'Paid at the office' } },
  );
  assert.equal(recordManualPayment.__typename, 'RecentPayment', recordManualPayment.message);
});

test('the admin records 2 packs received: the figures follow', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await signInAdmin(j);
  await j.page.getByRole('tab', { name: 'Stock' }).click();
  await j.page.waitForURL('**/admin?tab=stock**');
  const card = j.page.getByRole('listitem').filter({ has: j.page.getByRole('heading', { name: SHORT_PACK }) });
  await card.getByText('None available').waitFor();
  await card.getByRole('button', { name: `Record stock received for ${SHORT_PACK}` }).click();
  const dialog = j.page.getByRole('dialog', { name: `Record stock received: ${SHORT_PACK}` });
  await dialog.getByLabel('Packs received').fill('2');
  await dialog.getByLabel('Note (optional)').fill('Delivery note 0412');
  await dialog.getByRole('button', { name: 'Record received' }).click();
  await j.toast(`${SHORT_PACK}: 2 on hand, 0 reserved`).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText(/^On hand\s*2$/).waitFor();
  await j.assertFits(360);
});

test('the procurement forecast shows the pack short for the plans completing in the coming weeks', async () => {
  await j.page.getByRole('tab', { name: 'Procurement forecast' }).click();
  const { procurementForecast } = await admin.call('{ procurementForecast { packs { name available needed } } }');
  const row = procurementForecast.packs.find((p) => p.name === SHORT_PACK);
  assert.equal(row.available, 2);
  const shortBy = row.needed[row.needed.length - 1];
  assert.equal(shortBy, 1, 'three plans due, two packs in the store');
  const packs = j.page.getByRole('region', { name: 'Packs' });
  await packs.getByRole('row', { name: new RegExp(`^${SHORT_PACK}`) }).getByText(`Short by ${shortBy}`).first().waitFor();
  await j.assertFits(360);
});

test('the customer sees when their pack arrives, and that paying early brings it forward', async () => {
  const { savingsPlan: before } = await j.gql(ARRIVAL, { id: pacedPlanId }, await j.apiToken(CUSTOMER));
  await j.page.context().clearCookies();
  await j.signIn(CUSTOMER, '**/profile**');
  const card = j.page.getByRole('article', { name: PACED_PACK });
  await card.getByText(`At your pace, your pack arrives around ${shownDay(before.arrival.arrivesAround)}`).waitFor();

  await card.getByRole('button', { name: 'Pay ₦55,000' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Make Payment' });
  await dialog.getByText(`Your pack arrives around ${shownDay(before.arrival.arrivesAround)}`).waitFor();
  const after = dialog.getByText(/^Pay now and it arrives around /);
  await after.waitFor();
  const soonerText = (await after.textContent()).replace(/^Pay now and it arrives around /, '');
  assert.ok(new Date(soonerText) < new Date(shownDay(before.arrival.arrivesAround)), `${soonerText} is sooner`);
  await j.assertFits(360);

  const [popup] = await Promise.all([j.page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Proceed to Payment' }).click()]);
  await popup.getByText('Choose a test card:').waitFor();
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await closed;
  await j.toast('Payment Successful!').waitFor({ timeout: 30_000 });
  await card.getByText(`At your pace, your pack arrives around ${soonerText} (ahead of schedule)`).waitFor();
  assert.deepEqual(j.problems, []);
});
