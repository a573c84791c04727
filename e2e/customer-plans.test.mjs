// A customer who never gets stuck (issue 29), in headless Chromium on a 360 px phone, against the
// built product with the Paystack stand-in. The demo customer closed three checkouts, so a fourth
// plan is refused: the profile lists the three waiting plans; cancelling one frees the slot at
// once (another starts), and one is resumed and paid. A plan three instalments behind shows its
// total overdue and is caught up in ONE checkout. An admin then reverts that payment, and the
// customer's e-mail saying so (and what they owe now) is in the outbox.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminApi, DEMO_PASSWORD, lagosDay } from './support/admin.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const admin = adminApi(j);
const toast = j.toast;
const CUSTOMER = { email: 'customer@demo.ng', password: DEMO_PASSWORD };
/** Seeded: ₦45,000 over a month; weekly is 4 × ₦11,250. */
const BEHIND = 'Starter Staples Pack';
const WAITING = ['Provision Basket', 'Family Foodstuff Pack', 'Swallow Lovers Pack'];
const ANOTHER = 'Mixed Monthly Essentials';
let token;
let packs;
let behindPlanId;

const gql = (query, variables = {}) => j.gql(query, variables, token);
const START = `mutation ($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { __typename ... on PaymentCheckout { reference plan { id } } ... on ErrorResult { errorCode message } } }`;
const start = (name) => gql(START, { input: { foodPackId: packs[name], frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } } });
const waitingList = () => j.page.getByRole('region', { name: 'Waiting for your first payment' });

/** Pays in the stand-in's popup with its success card, as a person would. */
async function payInPopup(start) {
  const [popup] = await Promise.all([j.page.waitForEvent('popup'), start()]);
  await popup.getByText('Choose a test card:').waitFor();
  // Listening before the card is chosen: the app may close the popup before a click returns.
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await closed;
}

test('set-up: three checkouts closed unpaid, so a fourth plan is refused; a plan three weeks behind', async () => {
  token = await j.apiToken(CUSTOMER);
  const { foodPacks } = await gql('{ foodPacks(pageSize: 100) { items { id name } } }');
  packs = Object.fromEntries(foodPacks.items.map((p) => [p.name, p.id]));
  for (const name of WAITING) assert.equal((await start(name)).startSavingsPlan.__typename, 'PaymentCheckout');
  const refused = (await start(ANOTHER)).startSavingsPlan;
  assert.equal(refused.errorCode, 'TOO_MANY_PENDING_PLANS');
  assert.match(refused.message, /Pay or cancel one under Your Savings Plans on your profile/);

  await admin.signIn();
  const me = await gql('{ me { id } }');
  // Weekly from 21 days ago: the instalments due 21, 14 and 7 days ago are overdue, today's is not yet.
  behindPlanId = await admin.createPlan({ userId: me.me.id, foodPackId: packs[BEHIND], frequency: 'weekly', durationMonths: 1, startDate: lagosDay(-21) });
});

test('the profile lists the waiting plans; cancelling one frees the slot at once', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.signIn(CUSTOMER, '**/profile**');
  const list = waitingList();
  for (const name of WAITING) await list.getByRole('listitem', { name }).waitFor();
  await j.assertFits(360);

  await list.getByRole('listitem', { name: WAITING[0] }).getByRole('button', { name: 'Cancel' }).click();
  await j.page.getByRole('button', { name: 'Cancel plan' }).click();
  await toast('Plan cancelled').waitFor();
  await list.getByRole('listitem', { name: WAITING[0] }).waitFor({ state: 'detached' });
  // Not in 24 hours: now.
  assert.equal((await start(ANOTHER)).startSavingsPlan.__typename, 'PaymentCheckout');
});

test('Resume payment opens the checkout again; paid, the plan starts and leaves the list', async () => {
  const list = waitingList();
  await payInPopup(() => list.getByRole('listitem', { name: WAITING[1] }).getByRole('button', { name: 'Resume payment' }).click());
  await toast('Savings Plan Started!').waitFor({ timeout: 30_000 });
  await j.page.getByRole('article', { name: WAITING[1] }).waitFor();
  await list.getByRole('listitem', { name: WAITING[1] }).waitFor({ state: 'detached' });
  // The list is the server's: the plan started from the API after the cancel is there too.
  await list.getByRole('listitem', { name: ANOTHER }).waitFor();
});

test('the plan behind shows its total overdue, and pays all of it in one checkout', async () => {
  const card = j.page.getByRole('article', { name: BEHIND });
  await card.getByText('₦33,750 (3 instalments)').waitFor();
  await card.getByRole('button', { name: 'Pay ₦11,250' }).waitFor();
  await card.getByText(/^Reminders by e-mail and SMS: the day before and on each due date/).waitFor();
  await card.getByRole('button', { name: 'Pay all overdue (₦33,750)' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Make Payment' });
  await dialog.getByText('All Overdue (3 instalments)').waitFor();
  await j.assertFits(360);
  await payInPopup(() => dialog.getByRole('button', { name: 'Proceed to Payment' }).click());
  await toast('Payment Successful!').waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'hidden' });
  await card.getByRole('button', { name: /Pay all overdue/ }).waitFor({ state: 'detached' });
  await card.getByRole('button', { name: 'Pay ₦11,250' }).waitFor();

  const { savingsPlan } = await gql('query ($id: ID!) { savingsPlan(id: $id) { amountPaidKobo overdue { count } payments { id amountKobo } schedules { status } } }', { id: behindPlanId });
  assert.equal(savingsPlan.amountPaidKobo, 3_375_000);
  assert.equal(savingsPlan.overdue, null);
  assert.deepEqual(savingsPlan.payments.map((p) => p.amountKobo), [3_375_000]); // one payment
  assert.deepEqual(savingsPlan.schedules.map((s) => s.status), ['Paid', 'Paid', 'Paid', 'Pending']);
});

test('an admin reverts that payment: the customer is e-mailed what happened and what they owe now', async () => {
  const { savingsPlan } = await gql('query ($id: ID!) { savingsPlan(id: $id) { payments { id } } }', { id: behindPlanId });
  const { revertPayment } = await admin.call('mutation ($id: ID!, $reason: String!) { revertPayment(paymentId: $id, reason: $reason) { __typename ... on ErrorResult { message } } }', {
    id: savingsPlan.payments[0].id,
    reason: 'The bank recalled this card payment',
  });
  assert.equal(revertPayment.__typename, 'RevertedPayment', revertPayment.message);

  const deadline = Date.now() + 10_000;
  let mail;
  while (!(mail = j.server.outbox().find((m) => m.to === CUSTOMER.email && m.subject.startsWith('Payment reverted'))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  assert.ok(mail, 'no e-mail about the reverted payment');
  assert.equal(mail.subject, `Payment reverted: ₦33,750 for your ${BEHIND}`);
  assert.match(mail.text, /Reason: The bank recalled this card payment/);
  assert.match(mail.text, /You now owe ₦45,000 of ₦45,000 on this plan/);
  assert.match(mail.text, /₦33,750 is overdue now \(3 instalments\)/);
  assert.equal(j.server.outbox().filter((m) => m.to === CUSTOMER.email && m.subject.startsWith('Payment received: ₦33,750')).length, 1, 'one receipt for the one payment');
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
