// A reminder's one-tap pay link, in headless Chromium on a 360 px phone, against the built product
// with the Paystack and Termii stand-ins: the demo customer has a weekly plan with reminders on;
// the reminders job runs (as an operator would, `npm run job -- reminders --date <day>`) and texts
// a pay link; the customer opens it from the SMS outbox WITHOUT being signed in, pays in the
// stand-in's checkout, and the instalment is Paid.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { journey } from './support/journey.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const j = journey();
const PACK = 'Starter Staples Pack'; // seeded: ₦45,000 over a month, weekly 4 × ₦11,250
let token; // the customer's session, for setting up and checking (never given to the browser)
let planId;
let payUrl;

/** As the customer unless told otherwise (`null`: signed out). */
const gql = (query, variables = {}, auth = token) => j.gql(query, variables, auth);

/** The Lagos calendar day `days` from today. */
function lagosDay(days) {
  return new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function smsOutbox() {
  const dir = path.join(j.server.dataDir, 'sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

test('the demo customer has a weekly plan, first instalment paid, reminders on', async () => {
  const login = await gql('mutation($input: LoginInput!) { login(input: $input) { ... on AuthPayload { token } } }', { input: { email: 'customer@demo.ng', password: 'Demo@2026' } }, null);
  token = login.login.token;
  const packs = await gql('query { foodPacks(pageSize: 50) { items { id name } } }');
  const pack = packs.foodPacks.items.find((p) => p.name === PACK);
  const started = await gql(
    'mutation($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { ... on PaymentCheckout { reference accessCode plan { id } } ... on ErrorResult { message } } }',
    { input: { foodPackId: pack.id, frequency: 'weekly', preference: 'manual', fulfilment: { method: 'pickup' } } },
  );
  planId = started.startSavingsPlan.plan.id;
  // The first instalment, paid with the stand-in's API, as its page would.
  const paid = await fetch(`${j.server.url}/fake-paystack/checkout/${started.startSavingsPlan.accessCode}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  assert.equal(paid.status, 200);
  await gql('mutation($r: String!) { confirmPayment(reference: $r) { __typename } }', { r: started.startSavingsPlan.reference });
  await gql('mutation($id: ID!) { setPlanReminders(planId: $id, enabled: true) { __typename } }', { id: planId });
});

test('the reminders job texts a pay link the day before the next instalment is due', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'api', 'dist', 'job.js'), 'reminders', '--date', lagosDay(6)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: j.server.dataDir, PUBLIC_URL: j.server.url, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  const outcome = JSON.parse(stdout.trim().split('\n').pop()).outcome;
  assert.equal(outcome.sms, 1);
  assert.equal(outcome.emails, 1);
  const sms = smsOutbox().find((m) => m.to === '2348030000003');
  assert.ok(sms, 'no SMS to the customer');
  assert.ok(sms.text.length <= 160, sms.text);
  assert.match(sms.text, /Starter Staples Pack payment of N11,250 is due tomorrow/);
  payUrl = /https?:\/\/\S+\/p\/[A-Za-z0-9]{12}/.exec(sms.text)[0];
});

test('opened without signing in, the link shows the first name, the pack, the amount and the due date', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.goto(payUrl);
  await j.page.getByRole('heading', { name: 'Hi Chiamaka' }).waitFor();
  await j.page.getByText(PACK).waitFor();
  await j.page.getByRole('button', { name: 'Pay ₦11,250' }).waitFor();
  await j.assertFits(360);
  // Not signed in, before or after: no session token in the browser.
  assert.equal(await j.page.evaluate(() => globalThis.localStorage.getItem('token')), null);
});

test('pays in the stand-in checkout, and the instalment is Paid', async () => {
  const [popup] = await Promise.all([j.page.waitForEvent('popup'), j.page.getByRole('button', { name: 'Pay ₦11,250' }).click()]);
  await popup.getByText('Choose a test card:').waitFor();
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await j.popupClosed(popup);
  await j.page.getByText('Payment received').waitFor({ timeout: 30_000 });
  await j.assertFits(360);

  const plan = await gql('query($id: ID!) { savingsPlan(id: $id) { amountPaidKobo schedules { sequence status } } }', { id: planId });
  assert.deepEqual(
    plan.savingsPlan.schedules.map((s) => s.status),
    ['Paid', 'Paid', 'Pending', 'Pending'],
  );
  assert.equal(plan.savingsPlan.amountPaidKobo, 2_250_000);
  assert.equal(await j.page.evaluate(() => globalThis.localStorage.getItem('token')), null, 'paying signed no one in');
});

test('the link, opened again, says the payment is made and opens nothing', async () => {
  await j.page.goto(payUrl);
  await j.page.getByText('Already paid').waitFor();
  assert.equal(await j.page.getByRole('button', { name: /^Pay/ }).count(), 0);
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
