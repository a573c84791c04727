// Paid packs reach their customers, run from the console's Deliveries tab, in headless Chromium
// against the built product started as `npm start` starts it (seeded demo accounts and packs, a
// fresh database). Two plans are paid in full through the admin API (manual payments): one to be
// delivered to the customer's Lagos address, one the customer chose to collect from the office.
// A seeded user is made a Dispatcher in the Users tab. In the Deliveries tab the admin filters the
// queue, schedules the delivery for the next working day with that rider, prints its run sheet
// (the pack's items, no handover code) and downloads it as CSV; marks the pickup ready; and at the
// pickup desk a wrong code says how many tries are left and the customer's code hands it over.
// Then, on the same data served with the clock 49 hours on, the console refuses its refund.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { adminApi, DEMO_PASSWORD, lagosDay, shownDay, signInAdmin } from './support/admin.mjs';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';
import { startServer } from './support/server.mjs';

const j = journey();
const admin = adminApi(j);
const problems = j.problems;
const toast = j.toast;

// Seeded customers: Chiamaka's profile address names Surulere (a Lagos area), so the admin's plan
// for her is a delivery; Ibrahim collects his from the office. Emeka becomes the rider.
const DELIVERY = { name: 'Chiamaka Eze', email: 'customer@demo.ng', planId: '', code: '', token: '' };
const PICKUP = { name: 'Ibrahim Musa', email: 'ibrahim.musa@demo.ng', planId: '', code: '', token: '' };
const RIDER = { name: 'Emeka Nwosu', email: 'emeka.nwosu@demo.ng', id: '' };
const PACK = 'Starter Staples Pack';
let packItems = [];
let deliveryDay = '';

const HANDOVER = 'query ($planId: ID!) { myPackHandover(planId: $planId) { id state method area code } }';

/** Pays every unpaid instalment of a plan in cash, as the Manual Payments tab records them, until it is Completed. */
async function payInFull(planId) {
  const { planSchedule } = await admin.call('query ($planId: ID!) { planSchedule(planId: $planId) { status schedules { id status } } }', { planId });
  for (const s of planSchedule.schedules.filter((x) => x.status !== 'Paid')) {
    const { recordManualPayment: paid } = await admin.call(
      'mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { __typename ... on ErrorResult { message } } }',
      { input: { planId, scheduleId: s.id, channel: 'cash', note: 'Paid in cash at the office' } },
    );
    assert.equal(paid.__typename, 'RecentPayment', paid.message);
  }
  const after = await admin.call('query ($planId: ID!) { planSchedule(planId: $planId) { status } }', { planId });
  assert.equal(after.planSchedule.status, 'Completed');
}

/** The first Lagos working day after today: not a weekend, a public holiday or a closure day. */
async function nextWorkingDay() {
  const { publicHolidays, closureDays } = await admin.call('{ publicHolidays { day } closureDays { day } }');
  const closed = new Set([...publicHolidays, ...closureDays].map((d) => d.day));
  for (let offset = 1; ; offset++) {
    const day = lagosDay(offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closed.has(day)) return day;
  }
}

/** On a phone toasts sit over the tab bar: close them, as a person would, before choosing a tab. */
async function closeToasts() {
  await j.page.mouse.move(0, 0);
  for (const close of await j.page.locator('.ant-notification-notice-close').all()) await close.click({ timeout: 2_000 }).catch(() => undefined);
  await j.page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });
}

const adminTab = async (name, key) => {
  await closeToasts();
  await j.page.getByRole('tab', { name, exact: true }).click();
  await j.page.waitForURL(`**/admin?tab=${key}**`);
  return j.page.getByRole('tabpanel', { name, exact: true });
};

/** One of the Deliveries tab's sections (Queue, Pickup desk, Run sheet, Closure days). */
async function section(name) {
  const panel = await adminTab('Deliveries', 'deliveries');
  await panel.getByRole('tab', { name, exact: true }).click();
  return panel.getByRole('tabpanel', { name, exact: true });
}

const queueRow = (panel, name) => panel.getByRole('region', { name: 'Deliveries queue' }).getByRole('row').filter({ hasText: name });

test('two plans paid in full: one to deliver in Lagos, one to collect at the office', async () => {
  await admin.signIn();
  const pack = await admin.pack(PACK);
  const { foodPack } = await admin.call('query ($id: ID!) { foodPack(id: $id) { items { text } } }', { id: pack.id });
  packItems = foodPack.items.map((i) => i.text);
  assert.ok(packItems.length > 0, 'the pack lists what it holds');

  for (const who of [DELIVERY, PICKUP]) {
    const customer = await admin.user(who.email);
    assert.equal(customer?.fullName, who.name);
    who.planId = await admin.createPlan({ userId: customer.id, foodPackId: pack.id, durationMonths: 1, frequency: 'monthly' });
    await payInFull(who.planId);
    who.token = await j.apiToken({ email: who.email, password: DEMO_PASSWORD });
  }

  const delivery = (await j.gql(HANDOVER, { planId: DELIVERY.planId }, DELIVERY.token)).myPackHandover;
  assert.deepEqual({ method: delivery.method, state: delivery.state, area: delivery.area }, { method: 'delivery', state: 'AwaitingDispatch', area: 'Surulere' });
  DELIVERY.code = delivery.code;
  assert.match(DELIVERY.code, /^\d{6}$/);

  // Ibrahim would rather collect his pack: his own choice, until it leaves.
  const { switchToPickup } = await j.gql(
    'mutation ($planId: ID!) { switchToPickup(planId: $planId) { __typename ... on PackHandover { method state } ... on ErrorResult { message } } }',
    { planId: PICKUP.planId },
    PICKUP.token,
  );
  assert.deepEqual(switchToPickup, { __typename: 'PackHandover', method: 'pickup', state: 'AwaitingDispatch' });
  deliveryDay = await nextWorkingDay();
});

test('the admin makes a user a Dispatcher in the Users tab', async () => {
  await signInAdmin(j);
  await toast('Login successful').waitFor();
  await j.page.setViewportSize({ width: 1280, height: 800 });
  const panel = await adminTab('Users', 'users');
  await panel.getByRole('searchbox', { name: 'Search all users' }).fill(RIDER.email);
  await panel.getByText('Showing 1 to 1 of 1 users', { exact: true }).waitFor();
  await panel.getByRole('button', { name: `Edit ${RIDER.name}` }).click();
  const form = j.page.getByRole('form', { name: 'Edit User' });
  await form.getByLabel('Role').selectOption('Dispatcher');
  await form.getByText('A dispatcher is a rider').waitFor();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await toast('User updated').waitFor();
  await panel.getByRole('region', { name: 'All users' }).getByText('Dispatcher', { exact: true }).waitFor();

  const { riders } = await admin.call('{ riders { id name } }');
  RIDER.id = riders.find((r) => r.name === RIDER.name)?.id;
  assert.ok(RIDER.id, `${RIDER.name} is one of the riders: ${JSON.stringify(riders)}`);
});

test('the queue: both packs, filtered by method and area, and searched by name', async () => {
  const queue = await section('Queue');
  await queue.getByText('Showing 1 to 2 of 2 deliveries', { exact: true }).waitFor();
  const row = queueRow(queue, DELIVERY.name);
  const cells = await row.getByRole('cell').allInnerTexts();
  // Selection, customer (and phone), method, address, pack, state, promised, scheduled, rider, actions.
  assert.match(cells[1], new RegExp(`^${DELIVERY.name}\\s+(Phone:\\s*)?0\\d{3} \\d{3} \\d{4}$`));
  assert.equal(cells[2], 'Delivery');
  assert.match(cells[3], /Surulere/);
  assert.equal(cells[4], PACK);
  assert.equal(cells[5], 'Awaiting dispatch');
  assert.equal(cells[7], '-');
  assert.match(await queueRow(queue, PICKUP.name).innerText(), /Pickup\s+Collects at the office/);

  assert.deepEqual(await seriousFindings(j.page), []);

  await queue.getByLabel('Method').selectOption('pickup');
  await queue.getByText('Showing 1 to 1 of 1 deliveries', { exact: true }).waitFor();
  await queueRow(queue, PICKUP.name).waitFor();
  await queue.getByLabel('Method').selectOption('delivery');
  await queueRow(queue, DELIVERY.name).waitFor();
  assert.equal(await queueRow(queue, PICKUP.name).count(), 0);
  await queue.getByLabel('Area').selectOption('Ikeja');
  await queue.getByText('No deliveries match these filters').waitFor();
  await queue.getByLabel('Area').selectOption('Surulere');
  await queueRow(queue, DELIVERY.name).waitFor();
  // The search goes out once typing pauses: wait for its answer, not for the list already showing one row.
  const searched = j.page.waitForResponse((res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.variables?.filter?.search === 'Chiamaka');
  await queue.getByRole('searchbox', { name: 'Search' }).fill('Chiamaka');
  const { data } = await (await searched).json();
  assert.deepEqual(data.deliveries.items.map((d) => d.customerName), [DELIVERY.name]);
  await queue.getByText('Showing 1 to 1 of 1 deliveries', { exact: true }).waitFor();
});

test('the delivery is scheduled for the next working day with the rider, who then shows on its row', async () => {
  const queue = j.page.getByRole('tabpanel', { name: 'Queue', exact: true });
  await queue.getByRole('checkbox', { name: `Select ${DELIVERY.name} (${PACK})` }).check();
  await queue.getByRole('button', { name: 'Schedule 1 delivery' }).click();
  const dialog = j.page.getByRole('dialog', { name: 'Schedule deliveries' });
  await dialog.getByLabel('Delivery day').fill(deliveryDay);
  await dialog.getByLabel('Rider').selectOption(RIDER.id);
  assert.deepEqual(await seriousFindings(j.page), []);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await toast(`with ${RIDER.name}.`).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const row = queueRow(queue, DELIVERY.name);
  await row.getByText(RIDER.name).waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  assert.equal(cells[5], 'Scheduled');
  assert.equal(cells[7], shownDay(deliveryDay));
  assert.match(cells[8], new RegExp(RIDER.name));
  await row.getByRole('button', { name: `Change rider for ${DELIVERY.name} (${PACK})` }).waitFor();

  const { deliveries } = await admin.call('{ deliveries(filter: { method: delivery }) { items { customerName state scheduledFor rider { id } } } }');
  assert.deepEqual(deliveries.items, [{ customerName: DELIVERY.name, state: 'Scheduled', scheduledFor: deliveryDay, rider: { id: RIDER.id } }]);
});

test("the day's run sheet: printed with the pack's items and no handover code, and as CSV", async () => {
  const panel = await section('Run sheet');
  const form = panel.getByRole('form', { name: 'Run sheet' });
  await form.getByLabel('Day').fill(deliveryDay);
  await form.getByLabel('Rider').selectOption(RIDER.id);

  const [download] = await Promise.all([j.page.waitForEvent('download'), form.getByRole('button', { name: 'Download CSV' }).click()]);
  assert.equal(download.suggestedFilename(), `run-sheet-${deliveryDay}.csv`);
  await toast('Run sheet downloaded').waitFor();
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  assert.equal(lines.length, 2, csv);
  assert.match(lines[1], new RegExp(`^1,${DELIVERY.name},`));
  assert.ok(csv.includes(packItems[0]), csv);
  assert.ok(!csv.includes(DELIVERY.code), 'no handover code in the CSV');

  await form.getByRole('button', { name: 'Print run sheet' }).click();
  await j.page.waitForURL(`**/admin?view=run-sheet&date=${deliveryDay}&rider=${RIDER.id}`);
  const sheet = j.page.getByRole('article', { name: /^Run sheet: / });
  await sheet.getByRole('heading', { level: 1, name: `Run sheet: ${new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${deliveryDay}T12:00:00Z`))}, ${shownDay(deliveryDay)}` }).waitFor();
  const stop = sheet.getByRole('list', { name: 'Stops' }).getByRole('listitem').filter({ has: j.page.getByRole('heading', { name: `Stop 1: ${DELIVERY.name}` }) });
  await stop.waitFor();
  const items = await stop.getByRole('list', { name: `${PACK}: items` }).getByRole('listitem').allInnerTexts();
  assert.deepEqual(items, packItems);
  const text = await sheet.innerText();
  assert.match(text, /Surulere/);
  assert.match(text, new RegExp(`Rider: ${RIDER.name}`));
  assert.ok(!text.includes(DELIVERY.code), 'no handover code on the run sheet');
  assert.ok(!(await j.page.locator('body').innerText()).includes(DELIVERY.code));

  // On paper: only the sheet (no site header, footer or buttons).
  await j.page.emulateMedia({ media: 'print' });
  assert.equal(await j.page.getByRole('button', { name: 'Print' }).isVisible(), false);
  assert.equal(await j.page.locator('.fs-shell > header, .fs-shell > footer').first().isVisible(), false);
  assert.equal(await stop.isVisible(), true);
  await j.page.emulateMedia({ media: 'screen' });
  assert.deepEqual(await seriousFindings(j.page), []);

  await j.page.getByRole('button', { name: 'Back to deliveries' }).click();
  await j.page.waitForURL('**/admin?tab=deliveries&section=runsheet');
  await j.page.getByRole('tabpanel', { name: 'Deliveries', exact: true }).getByRole('form', { name: 'Run sheet' }).waitFor();
});

test('the pickup is made ready at the office', async () => {
  const queue = await section('Queue');
  await queue.getByLabel('Method').selectOption('pickup');
  const row = queueRow(queue, PICKUP.name);
  await row.waitFor();
  await queue.getByRole('checkbox', { name: `Select ${PICKUP.name} (${PACK})` }).check();
  await queue.getByRole('button', { name: 'Ready for pickup (1)' }).click();
  await toast('Ready for pickup').waitFor();
  await row.getByText('Ready for pickup', { exact: true }).waitFor();

  const handover = (await j.gql(HANDOVER, { planId: PICKUP.planId }, PICKUP.token)).myPackHandover;
  assert.equal(handover.state, 'ReadyForPickup');
  PICKUP.code = handover.code;
  assert.match(PICKUP.code, /^\d{6}$/);
});

test('the pickup desk: a wrong code says how many tries are left; the customer’s code hands the pack over', async () => {
  const desk = await section('Pickup desk');
  await desk.getByRole('searchbox', { name: 'Find a pickup' }).fill('Ibrahim');
  const list = desk.getByRole('list', { name: 'Pickups ready at the office' });
  await list.getByRole('listitem').filter({ hasText: PICKUP.name }).waitFor();
  await desk.getByRole('button', { name: `Hand over to ${PICKUP.name} (${PACK})` }).click();
  const form = desk.getByRole('form', { name: `Handover code for ${PICKUP.name}` });
  const wrong = String((Number(PICKUP.code) + 1) % 1_000_000).padStart(6, '0');
  await form.getByLabel("Customer's code").fill(wrong);
  await form.getByRole('button', { name: 'Confirm handover' }).click();
  await desk.getByText("That is not the customer's code: 4 tries left").waitFor();
  assert.deepEqual(await seriousFindings(j.page), []);

  await form.getByLabel("Customer's code").fill(PICKUP.code);
  await form.getByRole('button', { name: 'Confirm handover' }).click();
  await desk.getByRole('status').getByText(`Collected: ${PICKUP.name}'s ${PACK}`).waitFor();
  await desk.getByText('No pickup ready for "Ibrahim".').waitFor();

  const handover = (await j.gql(HANDOVER, { planId: PICKUP.planId }, PICKUP.token)).myPackHandover;
  assert.deepEqual({ state: handover.state, code: handover.code }, { state: 'Collected', code: null });
});

test('a closure day added and removed; the public holidays; the tab fits a small phone', async () => {
  const closures = await section('Closure days');
  // A stock-take day a month ahead: added, listed, then removed once confirmed.
  const day = lagosDay(30);
  const form = closures.getByRole('form', { name: 'Add a closure day' });
  await form.getByLabel('Day').fill(day);
  await form.getByLabel('Reason').fill('Stock-take at the office');
  await form.getByRole('button', { name: 'Add closure day' }).click();
  await toast('Closure day added').waitFor();
  const listed = closures.getByRole('list', { name: 'Closure days' }).getByRole('listitem').filter({ hasText: 'Stock-take at the office' });
  await listed.waitFor();
  assert.deepEqual((await admin.call('{ closureDays { day reason } }')).closureDays, [{ day, reason: 'Stock-take at the office' }]);
  await listed.getByRole('button', { name: /^Remove closure day / }).click();
  const confirm = j.page.getByRole('dialog', { name: 'Remove closure day' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await toast('is a working day again.').waitFor();
  await closures.getByText('No closure days: only weekends and public holidays are skipped.').waitFor();
  assert.deepEqual((await admin.call('{ closureDays { day } }')).closureDays, []);

  await closures.getByText(/^Public holidays \(\d+\)$/).click();
  await closures.getByRole('region', { name: 'Public holidays' }).getByRole('row').nth(1).waitFor();
  assert.deepEqual(await seriousFindings(j.page), []);

  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.assertFits(360);
  const queue = await section('Queue');
  // The pickup was collected; the delivery is still to hand over.
  await queue.getByRole('button', { name: 'Clear filters' }).click();
  await queue.getByText('Showing 1 to 1 of 1 deliveries', { exact: true }).waitFor();
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);
});

test('49 hours after the handover the console refuses the refund, with the rule', async () => {
  // The same database, served by a second server whose clock runs 49 hours ahead (support/shift-clock.cjs).
  const first = j.server;
  const preload = fileURLToPath(new URL('./support/shift-clock.cjs', import.meta.url));
  j.server = await startServer({
    dataDir: first.dataDir,
    env: { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1', FS_CLOCK_OFFSET_MS: String(49 * 3_600_000), NODE_OPTIONS: `--require ${preload}` },
  });
  try {
    await signInAdmin(j);
    const panel = await adminTab('Savings Plans', 'savingsplans');
    await panel.getByRole('button', { name: `View schedule for ${PICKUP.name} (${PACK})` }).click();
    const dialog = j.page.getByRole('dialog', { name: `Payment schedule: ${PICKUP.name}` });
    await dialog.getByText('Refunds are possible within 48 hours of delivery only.').waitFor();
    assert.equal(await dialog.getByRole('button', { name: 'Refund plan' }).count(), 0);
    const api = adminApi(j);
    await api.signIn();
    const { refundPlan } = await api.call('mutation ($planId: ID!) { refundPlan(planId: $planId, reason: "Changed my mind") { __typename ... on ErrorResult { errorCode message } } }', { planId: PICKUP.planId });
    assert.deepEqual(refundPlan, { __typename: 'ErrorResult', errorCode: 'NOT_REFUNDABLE', message: 'Refunds are possible within 48 hours of delivery only' });
  } finally {
    await j.server.stop();
    j.server = first;
  }
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(problems, []);
});
