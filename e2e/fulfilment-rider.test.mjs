// A paid pack reaches its customer, in headless Chromium on a 360 px phone, against the built product
// with the Paystack and Termii stand-ins. Set-up as an integrator would: a customer starts a one-month
// plan for delivery (street, landmark, Lagos area) and pays it in full through the stand-in; the
// reconciliation sweep (`npm run job -- payments.reconcile`) texts the first notice with the handover
// code, which the customer's profile shows too (with Change address, while the pack is at the office); the admin makes a user a rider (Dispatcher) and schedules the pack for today with them. Then
// the rider signs in on their phone, taps Out for delivery, gets a wrong code refused with the tries
// left, enters the code from the customer's SMS and sees the pack handed over; the customer's
// profile says Delivered. A rider's deliveries are today's and are scheduled only on a Lagos working
// day: on a weekend or public holiday the server runs as on the next working day (support/clock.mjs).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { adminApi, DEMO_PASSWORD } from './support/admin.mjs';
import { seriousFindings } from './support/axe.mjs';
import { workingDayClock } from './support/clock.mjs';
import { journey } from './support/journey.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clock = workingDayClock();
const j = journey({ env: clock.env });
const admin = adminApi(j);

const PACK = 'Starter Staples Pack'; // seeded: ₦45,000 over a month, so monthly is one payment
const CUSTOMER = { email: 'emeka.nwosu@demo.ng', password: DEMO_PASSWORD, name: 'Emeka Nwosu', phone: '2348030000006' };
const RIDER = { email: 'folake.adeyemi@demo.ng', password: DEMO_PASSWORD, firstName: 'Folake' };
const ADDRESS = { address: '8 Admiralty Way', landmark: 'Beside the Lekki Phase 1 gate', area: 'Eti-Osa' };

let customerToken;
let planId;
let fulfilmentId;
let code;

const asCustomer = (query, variables) => j.gql(query, variables, customerToken);

function smsTo(phone) {
  const dir = path.join(j.server.dataDir, 'sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === phone);
}
const codeIn = (sms) => /handover code is (\d{6})/.exec(sms.text)?.[1];

/** Runs a job as an operator would (`npm run job -- <name>`), on the server's data and clock. */
async function runJob(name) {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'api', 'dist', 'job.js'), name], {
    cwd: root,
    env: { ...process.env, ...clock.env, DATA_DIR: j.server.dataDir, PUBLIC_URL: j.server.url, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  return JSON.parse(stdout.trim().split('\n').pop()).outcome;
}

test('set-up: the customer starts a plan for delivery in Lagos and pays it in full; the first notice texts the handover code', async () => {
  customerToken = await j.apiToken(CUSTOMER);
  await admin.signIn();
  const pack = await admin.pack(PACK);
  const { startSavingsPlan: started } = await asCustomer(
    'mutation ($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { __typename ... on PaymentCheckout { reference accessCode plan { id } } ... on ErrorResult { message } } }',
    { input: { foodPackId: pack.id, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'delivery', ...ADDRESS } } },
  );
  assert.equal(started.__typename, 'PaymentCheckout', started.message);
  planId = started.plan.id;
  // The only instalment, paid with the stand-in's API, as its checkout page would.
  const paid = await fetch(`${j.server.url}/fake-paystack/checkout/${started.accessCode}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'success' }) });
  assert.equal(paid.status, 200);
  const { confirmPayment } = await asCustomer('mutation ($r: String!) { confirmPayment(reference: $r) { __typename ... on PaymentConfirmation { plan { status fulfilment { method address landmark area status } } } ... on ErrorResult { message } } }', { r: started.reference });
  assert.equal(confirmPayment.__typename, 'PaymentConfirmation', confirmPayment.message);
  assert.deepEqual(confirmPayment.plan, { status: 'Completed', fulfilment: { method: 'delivery', address: ADDRESS.address, landmark: ADDRESS.landmark, area: ADDRESS.area, status: 'AwaitingDispatch' } });

  // The first notice is owed from the payment's commit and sent by the sweep, if not already.
  if (!smsTo(CUSTOMER.phone).some(codeIn)) await runJob('payments.reconcile');
  const notice = smsTo(CUSTOMER.phone).find(codeIn);
  assert.ok(notice, `no SMS with a handover code: ${JSON.stringify(smsTo(CUSTOMER.phone))}`);
  assert.match(notice.text, /Starter Staples Pack is fully paid\. We deliver it to 8 Admiralty Way \(near Beside the Lekki Phase 1 gate\), Eti-Osa, Lagos/);
  code = codeIn(notice);
  const { myPackHandover } = await asCustomer('query ($id: ID!) { myPackHandover(planId: $id) { id state code } }', { id: planId });
  assert.deepEqual({ state: myPackHandover.state, code: myPackHandover.code }, { state: 'AwaitingDispatch', code });
  fulfilmentId = myPackHandover.id;
});

test("the customer's profile shows Your pack with the code from the SMS, and the address can change until it leaves", async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.signIn(CUSTOMER, '**/profile**');
  const pack = j.page.getByRole('article', { name: PACK }).getByRole('region', { name: 'Your pack' });
  await pack.waitFor();
  const shown = pack.getByRole('group', { name: 'Your handover code' });
  assert.equal(await shown.locator('.fs-pack-code__digits [aria-hidden="true"]').innerText(), code);
  await shown.getByText('Give it to the rider only when the pack is in your hands', { exact: false }).waitFor();
  await pack.getByText(/^Promised by /).waitFor();
  assert.match(await pack.locator('[aria-current="step"]').innerText(), /^Paid in full: awaiting dispatch/);
  await j.assertFits(360);

  await pack.getByRole('button', { name: 'Change address' }).click();
  const form = pack.getByRole('form', { name: 'Change address' });
  assert.equal(await form.getByRole('textbox', { name: 'Landmark' }).inputValue(), ADDRESS.landmark);
  await form.locator('.fs-area-select').getByText(ADDRESS.area, { exact: true }).waitFor();
  await j.assertFits(360);
  await j.page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousFindings(j.page), []);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'detached' });
  await j.page.evaluate(() => globalThis.localStorage.clear());
});

test("set-up: the admin makes a user a rider and schedules the pack for today with them", async () => {
  const { adminUsers } = await admin.call('query ($s: String) { adminUsers(search: $s) { items { id firstName lastName email phoneNumber address } } }', { s: RIDER.email });
  const user = adminUsers.items[0];
  const { updateUser } = await admin.call(
    'mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { __typename ... on AdminUser { roles } ... on ErrorResult { message } } }',
    { id: user.id, input: { firstName: user.firstName, lastName: user.lastName, email: user.email, phoneNumber: user.phoneNumber, address: user.address, role: 'Dispatcher' } },
  );
  assert.equal(updateUser.__typename, 'AdminUser', updateUser.message);
  assert.ok(updateUser.roles.includes('Dispatcher'));

  const { riders } = await admin.call('{ riders { id name } }');
  const rider = riders.find((r) => r.id === user.id);
  assert.ok(rider, `not among the riders: ${JSON.stringify(riders)}`);
  const { scheduleDeliveries } = await admin.call('mutation ($input: ScheduleDeliveriesInput!) { scheduleDeliveries(input: $input) { id state scheduledFor rider { id } } }', {
    input: { fulfilmentIds: [fulfilmentId], date: clock.day, riderId: rider.id },
  });
  assert.deepEqual(scheduleDeliveries, [{ id: fulfilmentId, state: 'Scheduled', scheduledFor: clock.day, rider: { id: rider.id } }]);
});

test("the rider signs in on a 360 px phone and lands on today's deliveries: who, how to call, where, what", async () => {
  await j.signIn(RIDER, '**/rider');
  await j.page.getByRole('heading', { level: 1, name: 'My Deliveries' }).waitFor();
  const card = j.page.getByRole('article', { name: CUSTOMER.name });
  await card.waitFor();
  assert.equal(await card.getByRole('link', { name: 'Call 0803 000 0006' }).getAttribute('href'), 'tel:+2348030000006');
  await card.getByText(`Near ${ADDRESS.landmark}`).waitFor();
  await card.getByText(ADDRESS.area, { exact: true }).waitFor();
  await card.getByRole('list', { name: `In the ${PACK}` }).getByText('10kg bag of parboiled rice').waitFor();
  await j.page.getByText('1 of 1 to deliver').waitFor();
  await j.assertFits(360);
  await j.page.waitForLoadState('networkidle');
  assert.deepEqual(await seriousFindings(j.page), []);
});

test('Out for delivery, then a wrong code is refused with the tries left, and the code from the SMS hands the pack over', async () => {
  const card = j.page.getByRole('article', { name: CUSTOMER.name });
  await card.getByRole('button', { name: 'Out for delivery' }).click();
  await j.toast('Out for delivery').waitFor();
  const form = card.getByRole('form', { name: `Handover code for ${CUSTOMER.name}` });
  const field = form.getByRole('textbox', { name: "Customer's handover code" });
  await field.waitFor();
  assert.equal(await field.getAttribute('inputmode'), 'numeric');
  assert.equal(await field.getAttribute('autocomplete'), 'one-time-code');
  assert.deepEqual(await seriousFindings(j.page), []);

  const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
  await field.fill(wrong);
  await form.getByRole('button', { name: 'Confirm handover' }).click();
  await form.getByText("That is not the customer's code: 4 tries left").waitFor();
  assert.equal(await field.inputValue(), wrong, 'the code typed stays, to correct');
  await j.assertFits(360);

  await field.fill(code);
  await form.getByRole('button', { name: 'Confirm handover' }).click();
  await card.getByText(/^Handed over at \d\d:\d\d\.$/).waitFor();
  await j.page.getByText('All 1 done').waitFor();
  assert.equal(await card.getByRole('button').count(), 0);
  await j.assertFits(360);

  // The dispatch notice carried the code too, with who is coming.
  const dispatched = smsTo(CUSTOMER.phone).find((m) => /is on its way with Folake/.test(m.text));
  assert.ok(dispatched, 'no SMS saying the rider is on the way');
  assert.equal(codeIn(dispatched), code);
});

test("the customer's profile says the pack was delivered, with no code left to give", async () => {
  await j.page.evaluate(() => globalThis.localStorage.clear());
  await j.signIn(CUSTOMER, '**/profile**');
  const plan = j.page.getByRole('article', { name: PACK });
  const pack = plan.getByRole('region', { name: 'Your pack' });
  await pack.waitFor();
  const current = pack.getByRole('list', { name: 'Progress' }).locator('[aria-current="step"]');
  assert.match(await current.innerText(), /^Delivered\s+\d{1,2} \w{3}, \d\d:\d\d$/);
  assert.equal(await pack.getByRole('group', { name: 'Your handover code' }).count(), 0);
  await pack.getByText(`Delivered to ${ADDRESS.address} (near ${ADDRESS.landmark}), ${ADDRESS.area}`).waitFor();
  assert.equal(await pack.getByRole('button', { name: 'Change address' }).count(), 0);
  await j.assertFits(360);

  const { myPackHandover } = await asCustomer('query ($id: ID!) { myPackHandover(planId: $id) { state code handedOverAt } }', { id: planId });
  assert.equal(myPackHandover.state, 'Delivered');
  assert.equal(myPackHandover.code, null);
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
