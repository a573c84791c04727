// An admin handles a customer who saves in cash, from the console, in headless Chromium on a
// phone-sized screen, against the built product started as `npm start` starts it (seeded demo
// accounts and packs, a fresh database): a plan started 10 days ago, found by the customer's
// phone; the overdue instalment paid in cash, which takes them off the defaulters; the payment
// reverted, which puts them back, owing that instalment; and the defaulters exported as CSV.
// Then (issue 26) the plan is cancelled with its money moved to the customer's other plan, and the
// customer sees it there.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { adminApi, DEMO_PASSWORD, lagosDay, naira, shiftDay, shownDay as shown, signInAdmin } from './support/admin.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const admin = adminApi(j);
const problems = j.problems;
const toast = j.toast;
// Seeded, and used by no other journey. Her phone number is read from the API at the start; the
// admin searches for it as people write it.
const CUSTOMER = { name: 'Folake Adeyemi', email: 'folake.adeyemi@demo.ng', phone: '', typedPhone: '0803 000 0005' };
// Another seeded customer's plan, starting today (nothing past due): the phone search must leave it out.
const OTHER = { name: 'Emeka Nwosu', search: 'emeka.nwosu' };
const PACK = 'Swallow Lovers Pack';
const NOTE = `Cash received at the Yaba office ${Date.now()}`;
const REASON = `Counted twice by mistake ${Date.now()}`;
const REVERT_QUESTION = 'Are you sure you want to revert this payment? This action cannot be undone.';

const START = lagosDay(-10);
/** The second monthly instalment: the same day a month on, or that month's last day (31 Jan → 28 Feb). */
const MONTH_LATER = shiftDay(START, 1);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The customer's line in the defaulters, as the API gives it (null: not a defaulter). */
async function defaulterFromApi() {
  const { defaulters } = await admin.call('{ defaulters(pageSize: 100) { totalCount items { fullName phoneNumber amountOwedKobo duePayments maxDaysOverdue } } }');
  assert.ok(defaulters.totalCount <= 100, 'every defaulter is on the page asked for');
  return defaulters.items.find((d) => d.phoneNumber === CUSTOMER.phone) ?? null;
}

/** On a phone toasts sit at the bottom, over the tab bar: close them, as a person would, before choosing a tab. */
async function closeToasts() {
  await j.page.mouse.move(0, 0);
  for (const close of await j.page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 2_000 }).catch(() => undefined);
  await j.page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });
}

const adminTab = async (name, key) => {
  await closeToasts();
  await j.page.getByRole('tab', { name, exact: true }).click();
  await j.page.waitForURL(`**/admin?tab=${key}`);
  return j.page.getByRole('tabpanel', { name, exact: true });
};

/** The text of each instalment's row in the schedule dialog: sequence, due date, amount, status. */
async function instalmentRows(dialog) {
  const table = dialog.getByRole('region', { name: 'Instalments' });
  await table.getByRole('row').nth(1).waitFor();
  return table.getByRole('row').filter({ has: j.page.getByRole('cell') }).allInnerTexts();
}

/** Finds the plan by the customer's phone, typed as people write it: theirs is the only plan listed. */
async function openSchedule() {
  const panel = await adminTab('Savings Plans', 'savingsplans');
  await panel.getByText('Showing 1 to 2 of 2 plans', { exact: true }).waitFor();
  const answered = j.page.waitForResponse((res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.variables?.filter?.search === CUSTOMER.typedPhone);
  await panel.getByLabel('Search', { exact: true }).fill(CUSTOMER.typedPhone);
  const { data } = await (await answered).json();
  assert.equal(data.adminSavingsPlans.totalCount, 1, `plans found by '${CUSTOMER.typedPhone}' (the customer's number is stored as ${CUSTOMER.phone})`);
  await panel.getByText('Showing 1 to 1 of 1 plans', { exact: true }).waitFor();
  const row = panel.getByRole('region', { name: 'Savings plans', exact: true }).getByRole('row').filter({ has: j.page.getByRole('cell') });
  // The customer's cell holds their name, phone (in the local form people write) and address.
  const customer = (await row.getByRole('cell').nth(1).innerText()).split('\n');
  assert.equal(customer[0], CUSTOMER.name);
  assert.ok(customer.includes(CUSTOMER.typedPhone), customer.join(' / '));
  await row.getByRole('button', { name: `View schedule for ${CUSTOMER.name} (${PACK})` }).click();
  return j.page.getByRole('dialog', { name: `Payment schedule: ${CUSTOMER.name}` });
}

let instalmentKobo;

test('the admin signs in; the money tabs fit a small phone', async () => {
  await admin.signIn();
  const pack = await admin.pack(PACK);
  // Two monthly instalments of whole naira; this pack's price splits evenly.
  assert.equal(pack.priceKobo % 200, 0);
  instalmentKobo = pack.priceKobo / 2;
  CUSTOMER.phone = (await admin.user(CUSTOMER.email)).phoneNumber;
  const other = await admin.user(OTHER.search);
  assert.equal(other?.fullName, OTHER.name);
  await admin.createPlan({ userId: other.id, foodPackId: pack.id });

  await signInAdmin(j);
  await toast('Login successful').waitFor();

  await j.page.setViewportSize({ width: 360, height: 740 });
  await (await adminTab('Savings Plans', 'savingsplans')).getByText('Showing 1 to 1 of 1 plans', { exact: true }).waitFor();
  await j.assertFits(360);
  await (await adminTab('Manual Payments', 'manualpayments')).getByRole('form', { name: 'Create New Plan' }).waitFor();
  await j.assertFits(360);
  await (await adminTab('Defaulters', 'defaulters')).getByRole('heading', { name: 'Arrears by age' }).waitFor();
  await j.assertFits(360);
  await j.page.setViewportSize({ width: 390, height: 844 });
});

test('Manual Payments: a plan for the customer, monthly over 2 months, started 10 days ago', async () => {
  const panel = await adminTab('Manual Payments', 'manualpayments');
  await panel.getByRole('tab', { name: 'Create New Plan' }).click();
  const form = panel.getByRole('form', { name: 'Create New Plan' });
  await form.getByRole('combobox', { name: 'Customer' }).fill('Folake');
  await j.page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: CUSTOMER.email }).click();
  const packs = form.getByLabel('Food Pack');
  const pack = packs.locator('option').filter({ hasText: `${PACK} — ` });
  await packs.selectOption(await pack.getAttribute('value'));
  await form.getByRole('radio', { name: 'Monthly' }).check();
  await form.getByLabel('Duration').selectOption({ label: '2 months' });
  await form.getByLabel('Start Date').fill(START);
  await j.assertFits(390);
  await form.getByRole('button', { name: 'Create Plan' }).click();
  await toast('Savings plan created successfully').waitFor();
  await toast(`${PACK} for ${CUSTOMER.name}: monthly payments over 2 months.`).waitFor();

  // Already in arrears: the instalment due on the start date was not paid.
  const owing = await defaulterFromApi();
  assert.deepEqual({ owed: owing?.amountOwedKobo, due: owing?.duePayments, days: owing?.maxDaysOverdue }, { owed: instalmentKobo, due: 1, days: 10 });
});

test("Savings Plans: the customer's phone finds exactly their plan; its first instalment is Overdue, the second Pending", async () => {
  const dialog = await openSchedule();
  const rows = await instalmentRows(dialog);
  assert.equal(rows.length, 2, rows.join(' / '));
  assert.match(rows[0], new RegExp(`^1\\s+${escape(shown(START))}\\s+${escape(naira(instalmentKobo))}\\s+Overdue$`));
  assert.match(rows[1], new RegExp(`^2\\s+${escape(shown(MONTH_LATER))}\\s+${escape(naira(instalmentKobo))}\\s+Pending$`));
  await dialog.getByText('No payments recorded yet.').waitFor();
  await j.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('Manual Payments: the overdue instalment paid in cash is first in Recent Payments', async () => {
  const panel = await adminTab('Manual Payments', 'manualpayments');
  await panel.getByRole('tab', { name: 'Update Payment' }).click();
  const form = panel.getByRole('form', { name: 'Update Payment' });
  await form.getByRole('combobox', { name: 'Savings Plan' }).fill(CUSTOMER.name);
  await j.page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: `${CUSTOMER.name} — ${PACK}` }).click();
  const instalments = form.getByRole('group', { name: 'Instalment' });
  // Both unpaid instalments are offered; the overdue one says so.
  await instalments.getByRole('radio', { name: `${shown(MONTH_LATER)} — ${naira(instalmentKobo)}`, exact: true }).waitFor();
  await instalments.getByRole('radio', { name: `${shown(START)} — ${naira(instalmentKobo)} Overdue`, exact: true }).check();
  await form.getByRole('group', { name: 'Paid By' }).getByRole('radio', { name: 'Cash' }).check();
  await form.getByLabel('Note').fill(NOTE);
  await form.getByRole('button', { name: 'Update Payment' }).click();
  await toast('Payment updated successfully').waitFor();
  await toast(`${naira(instalmentKobo)} recorded for ${CUSTOMER.name} (${PACK}).`).waitFor();
  // Only the second instalment is left to pay, once the plan's instalments are fetched again.
  await instalments.getByRole('radio', { name: `${shown(START)} — ${naira(instalmentKobo)} Overdue`, exact: true }).waitFor({ state: 'detached' });
  assert.equal(await instalments.getByRole('radio').count(), 1);

  const recent = panel.getByRole('region', { name: 'Recent Payments' });
  const first = recent.getByRole('row').nth(1);
  await first.getByRole('button', { name: `Revert ${naira(instalmentKobo)} from ${CUSTOMER.name}` }).waitFor();
  assert.match(await first.innerText(), new RegExp(`^1\\s+${CUSTOMER.name}\\s+${PACK}\\s+${escape(naira(instalmentKobo))}\\s`));
});

test('Defaulters: with nothing past due, the customer is not listed', async () => {
  assert.equal(await defaulterFromApi(), null);
  // The list shown from the cache first (the tab was opened before) counts only once the server has answered.
  const answered = j.page.waitForResponse((res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.operationName === 'Defaulters');
  const panel = await adminTab('Defaulters', 'defaulters');
  await answered;
  await panel.getByText(/^Showing \d+ to \d+ of \d+ defaulters$|^No defaulters found$/).waitFor();
  assert.equal(await panel.getByText(CUSTOMER.name).count(), 0);
});

test('Manual Payments: the payment is reverted with a reason, after the question of the specification', async () => {
  const panel = await adminTab('Manual Payments', 'manualpayments');
  await panel.getByRole('tab', { name: 'Update Payment' }).click();
  const revert = panel.getByRole('region', { name: 'Recent Payments' }).getByRole('button', { name: `Revert ${naira(instalmentKobo)} from ${CUSTOMER.name}` });
  await revert.click();
  const dialog = j.page.getByRole('dialog', { name: 'Revert payment' });
  await dialog.getByText(REVERT_QUESTION, { exact: true }).waitFor();
  await dialog.getByText(`${naira(instalmentKobo)} from ${CUSTOMER.name} for ${PACK}`).waitFor();
  await dialog.getByLabel('Reason').fill(REASON);
  await j.assertFits(390);
  await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
  await toast('Payment reverted successfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await revert.waitFor({ state: 'detached' });
});

test('Defaulters: the customer owes the first instalment again, 10 days overdue', async () => {
  const owing = await defaulterFromApi();
  assert.deepEqual({ owed: owing?.amountOwedKobo, due: owing?.duePayments }, { owed: instalmentKobo, due: 1 });

  const panel = await adminTab('Defaulters', 'defaulters');
  const row = panel.getByRole('region', { name: 'Defaulters' }).getByRole('row').filter({ hasText: CUSTOMER.name });
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  // S/N, Name, Phone Number, Amount Owed, Due Payments, Last Payment (the reverted one does not count), Actions.
  assert.deepEqual(cells.slice(1, 6), [CUSTOMER.name, CUSTOMER.typedPhone, naira(instalmentKobo), '1', 'Never']);

  await row.getByRole('button', { name: `View Details of ${CUSTOMER.name}` }).click();
  const dialog = j.page.getByRole('dialog', { name: `Defaulter details: ${CUSTOMER.name}` });
  const due = dialog.getByRole('region', { name: 'Due payments' }).getByRole('row').filter({ has: j.page.getByRole('cell') });
  await due.first().waitFor();
  assert.deepEqual(await due.first().getByRole('cell').allInnerTexts(), ['1', PACK, shown(START), naira(instalmentKobo), '10 days']);
  assert.equal(await due.count(), 1);
  await j.assertFits(390);
  await j.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('Savings Plans: the first instalment is Overdue again, and the payment is marked Reverted with the reason', async () => {
  const dialog = await openSchedule();
  const rows = await instalmentRows(dialog);
  assert.match(rows[0], /^1\s.*\sOverdue$/);
  assert.match(rows[1], /^2\s.*\sPending$/);
  const payment = dialog.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  assert.equal(await payment.count(), 1);
  const text = await payment.innerText();
  assert.match(text, new RegExp(`^Cash\\s+${escape(naira(instalmentKobo))}`));
  assert.match(text, new RegExp(`Reverted .*: ${escape(REASON)}$`));
  await j.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

test('Defaulters: Export CSV downloads every defaulter, the customer among them', async () => {
  const panel = await adminTab('Defaulters', 'defaulters');
  const [download] = await Promise.all([j.page.waitForEvent('download'), panel.getByRole('button', { name: 'Export CSV' }).click()]);
  assert.match(download.suggestedFilename(), /\.csv$/);
  await toast('Export ready').waitFor();
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  assert.equal(lines[0], 'Name,Phone Number,Amount Owed (NGN),Due Payments,Days Overdue (oldest),Last Payment');
  assert.ok(lines.includes(`${CUSTOMER.name},${CUSTOMER.phone},${(instalmentKobo / 100).toFixed(2)},1,10,Never`), lines.join('\n'));
});

// Issue 26: a plan that ends early says where its money goes. The customer's plan (₦39,000 paid in
// cash again) is cancelled by the admin with its money moved into their other plan; the customer
// then sees it there, and on the cancelled plan's card.
const OTHER_PACK = 'Family Foodstuff Pack';

test('Savings Plans: the admin cancels the plan with a reason, moving its money to the customer\'s other plan', async () => {
  const customer = await admin.user(CUSTOMER.email);
  const otherPack = await admin.pack(OTHER_PACK);
  await admin.createPlan({ userId: customer.id, foodPackId: otherPack.id });
  // The plan with money: its overdue instalment paid in cash again (the first payment was reverted).
  const { adminSavingsPlans } = await admin.call('query ($s: String) { adminSavingsPlans(filter: { search: $s }) { items { id foodPackName } } }', { s: CUSTOMER.phone });
  const planId = adminSavingsPlans.items.find((p) => p.foodPackName === PACK).id;
  const { planSchedule } = await admin.call('query ($id: ID!) { planSchedule(planId: $id) { schedules { id status } } }', { id: planId });
  const { recordManualPayment } = await admin.call(
    'mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { __typename ... on ErrorResult { message } } }',
    { input: { planId, scheduleId: planSchedule.schedules.find((x) => x.status !== 'Paid').id, channel: 'cash', note: `Cash again ${Date.now()}` } },
  );
  assert.equal(recordManualPayment.__typename, 'RecentPayment', recordManualPayment.message);

  const panel = await adminTab('Savings Plans', 'savingsplans');
  await panel.getByLabel('Search', { exact: true }).fill(CUSTOMER.typedPhone);
  await panel.getByText('Showing 1 to 2 of 2 plans', { exact: true }).waitFor();
  await panel.getByRole('button', { name: `Cancel plan of ${CUSTOMER.name} (${PACK})` }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Cancel savings plan' });
  await dialog.getByText(`Amount paid: ${naira(instalmentKobo)}`, { exact: false }).waitFor();
  await dialog.getByLabel('Reason').fill('Customer asked to put it towards the family pack');
  await dialog.getByRole('radio', { name: 'Move to another of their plans' }).check();
  const target = dialog.getByLabel('Move the money to');
  await target.locator('option').filter({ hasText: OTHER_PACK }).waitFor({ state: 'attached' });
  await target.selectOption({ label: `${OTHER_PACK} (${naira(otherPack.priceKobo)} left to pay)` });
  await j.assertFits(390);
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await toast(`${CUSTOMER.name}'s ${PACK} plan was cancelled. ${naira(instalmentKobo)} moved to their ${OTHER_PACK} plan.`).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  // The console's refunds owed are listed in the same tab (none of this journey's: the money moved).
  await panel.getByRole('heading', { name: 'Refunds owed' }).waitFor();
});

test("the customer sees the money on their other plan, and the cancelled plan says where it went", async () => {
  await j.page.evaluate(() => globalThis.localStorage.clear());
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.signIn({ email: CUSTOMER.email, password: DEMO_PASSWORD }, '**/profile**');
  await j.visit('/profile?tab=savings');
  const other = j.page.getByRole('article', { name: OTHER_PACK });
  // Its Amount Paid is the money moved.
  await other.locator('.fs-plan-facts > div', { hasText: 'Amount Paid' }).getByText(naira(instalmentKobo), { exact: true }).waitFor();
  const cancelled = j.page.getByRole('article', { name: PACK });
  await cancelled.getByText(`Cancelled. ${naira(instalmentKobo)} moved to your ${OTHER_PACK} plan.`).waitFor();
  assert.equal(await cancelled.getByRole('button', { name: /^Pay|Cancel plan|Change pack/ }).count(), 0);
  await j.assertFits(360);
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(problems, []);
});
