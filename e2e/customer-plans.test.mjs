// A customer who never gets stuck (issue 29), in headless Chromium on a 360 px phone, against the
// built product with the Paystack stand-in. The demo customer closed three checkouts, so a fourth
// plan is refused: the profile lists the three waiting plans; cancelling one frees the slot at
// once (another starts), and one is resumed and paid. A plan three instalments behind shows its
// total overdue and is caught up in ONE checkout. An admin then reverts that payment, and the
// customer's e-mail saying so (and what they owe now) is in the outbox.
// Issue 26: a plan a third paid changes pack (preview, then the new plan); one half paid cannot,
// and is cancelled with a refund to the card whose promised date its card shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminApi, DEMO_PASSWORD, lagosDay, shownDay } from './support/admin.mjs';
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

/** On a phone toasts sit at the bottom, over the cards' buttons: close them, as a person would. */
async function closeToasts() {
  await j.page.mouse.move(0, 0);
  for (const close of await j.page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 2_000 }).catch(() => undefined);
  await j.page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });
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
  // The question's own button (a plan card has a 'Cancel plan' of its own, issue 26).
  await j.page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel plan' }).click();
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
  // The sign-in's, the cancel's and the start's toasts may still cover the card's buttons.
  await closeToasts();
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

// Issue 26: plans that change and end without stranding money.
const BIGGER = 'Festive Family Hamper';

test('a plan a third paid changes pack: the new pack at today\'s price, what is carried over and the new schedule, then the new plan', async () => {
  // Mixed Monthly Essentials: ₦165,000 over 3 months, its first monthly ₦55,000 paid by card (a third).
  const list = waitingList();
  await payInPopup(() => list.getByRole('listitem', { name: ANOTHER }).getByRole('button', { name: 'Resume payment' }).click());
  await toast('Savings Plan Started!').waitFor({ timeout: 30_000 });
  await closeToasts();
  const card = j.page.getByRole('article', { name: ANOTHER });
  await card.getByRole('button', { name: 'Change pack' }).click();
  const dialog = j.page.getByRole('dialog', { name: `Change the pack of your ${ANOTHER} plan` });
  const select = dialog.getByLabel('New pack');
  const option = select.locator('option').filter({ hasText: `${BIGGER} (` });
  await option.waitFor({ state: 'attached' });
  await select.selectOption(await option.getAttribute('value'));
  const preview = dialog.getByRole('region', { name: 'The new plan' });
  await preview.locator('.fs-plan-facts > div', { hasText: 'Carried over' }).getByText('₦55,000', { exact: true }).waitFor();
  const instalments = await preview.getByRole('region', { name: 'New instalments' }).getByRole('listitem').allInnerTexts();
  assert.ok(instalments.length >= 2, instalments.join(' / '));
  await j.assertFits(360);
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await toast('Pack changed').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await card.getByText(`Changed to the ${BIGGER} pack: the ₦55,000 paid moved to the new plan.`).waitFor();
  const changed = j.page.getByRole('article', { name: BIGGER });
  await changed.waitFor();

  // The new plan is the schedule the preview showed, holding what was paid.
  const { mySavingsPlans } = await gql('{ mySavingsPlans(page: 1, pageSize: 6) { items { foodPackName status amountPaidKobo schedules { dueDate amountKobo } } } }');
  const plan = mySavingsPlans.items.find((p) => p.foodPackName === BIGGER && p.status !== 'Cancelled');
  assert.equal(plan.amountPaidKobo, 5_500_000);
  assert.equal(plan.schedules.length, instalments.length);
  assert.equal(mySavingsPlans.items.find((p) => p.foodPackName === ANOTHER).status, 'Cancelled');
});

test('a plan half paid offers no pack change; cancelled with a refund to the card, it shows the promised date', async () => {
  // Family Foodstuff Pack: ₦120,000 over 2 months, its first ₦60,000 paid by card (half).
  await closeToasts();
  const card = j.page.getByRole('article', { name: WAITING[1] });
  await card.getByText('A pack can be changed before half the goal is paid.').waitFor();
  assert.equal(await card.getByRole('button', { name: 'Change pack' }).count(), 0);
  await card.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = j.page.getByRole('dialog', { name: `Cancel your ${WAITING[1]} plan?` });
  await dialog.getByText(/Card payments go back to your card/).waitFor();
  assert.ok(await dialog.getByRole('radio', { name: /Refund to me/ }).isChecked());
  await j.assertFits(360);
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await toast(/Refund of ₦60,000 promised by /).waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'hidden' });

  const { mySavingsPlans } = await gql('{ mySavingsPlans(page: 1, pageSize: 6) { items { foodPackName status moneyFate { kind refunds { channel dueBy } } } } }');
  const fate = mySavingsPlans.items.find((p) => p.foodPackName === WAITING[1]).moneyFate;
  assert.equal(fate.kind, 'refunded');
  assert.equal(fate.refunds[0].channel, 'card');
  const promised = shownDay(fate.refunds[0].dueBy);
  await card.getByText(new RegExp(`^Cancelled\\. ₦60,000 refunded to your card: promised by ${promised} \\(status: `)).waitFor();
  assert.equal(await card.getByRole('button', { name: /^Pay|Cancel plan|Change pack|Reminders/ }).count(), 0);
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
