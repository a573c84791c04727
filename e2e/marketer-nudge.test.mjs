// Issue 27, a marketer's nudge, in headless Chromium on a 360 px phone against the built product with
// the Termii stand-in: the demo marketer registers a customer, whose weekly plan (made in the console,
// started a week ago) has its first instalment overdue; in the portal the marketer sends that
// customer a reminder; the SMS, with a pay link, is in the stand-in's outbox; a second one the same
// day is refused, with its reason, on the page and by the server. Reminders go out 08:00-20:00 Lagos
// only: outside those hours the server runs as at 10:00 Lagos on the next morning (support/shift-clock.cjs).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { adminApi, DEMO_PASSWORD } from './support/admin.mjs';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';

const HOUR = 3_600_000;
/** The server's clock: now when Lagos is between 08:00 and 20:00, else the next 10:00 in Lagos. */
function sendingHoursClock(realNow = Date.now()) {
  const lagosHour = new Date(realNow + HOUR).getUTCHours();
  if (lagosHour >= 8 && lagosHour < 20) return { offsetMs: 0, env: {} };
  const lagosToday = new Date(realNow + HOUR).toISOString().slice(0, 10);
  let target = Date.parse(`${lagosToday}T09:00:00Z`); // 10:00 Lagos
  if (target <= realNow) target += 24 * HOUR;
  const preload = fileURLToPath(new URL('./support/shift-clock.cjs', import.meta.url));
  return { offsetMs: target - realNow, env: { FS_CLOCK_OFFSET_MS: String(target - realNow), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim() } };
}

const clock = sendingHoursClock();
const j = journey({ env: clock.env });
const admin = adminApi(j);
const MARKETER = { email: 'marketer@demo.ng', password: DEMO_PASSWORD };
const CUSTOMER = { firstName: 'Funke', lastName: 'Adebayo', email: `funke.${Date.now()}@example.ng`, phoneNumber: '0807 555 1234', address: '3 Bode Thomas Street, Surulere' };
const PHONE = '2348075551234';
/** Seeded: ₦45,000 over a month; weekly is 4 × ₦11,250. */
const PACK = 'Starter Staples Pack';
/** The server's Lagos calendar day, `days` from its today. */
const lagosDay = (days) => new Date(Date.now() + clock.offsetMs + HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
let marketerToken;

function smsOutbox() {
  const dir = path.join(j.server.dataDir, 'sms-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

test('set-up: the marketer registers a customer; their weekly plan, started a week ago, has its first instalment overdue', async () => {
  marketerToken = await j.apiToken(MARKETER);
  const { registerReferredCustomer } = await j.gql(
    'mutation($input: RegisterReferredCustomerInput!) { registerReferredCustomer(input: $input) { __typename ... on ReferredCustomer { id } ... on ErrorResult { message } } }',
    { input: CUSTOMER },
    marketerToken,
  );
  assert.equal(registerReferredCustomer.__typename, 'ReferredCustomer', registerReferredCustomer.message);
  await admin.signIn();
  const pack = await admin.pack(PACK);
  await admin.createPlan({ userId: registerReferredCustomer.id, foodPackId: pack.id, frequency: 'weekly', durationMonths: 1, startDate: lagosDay(-7) });
});

test('on a phone, the marketer sends the overdue customer a reminder; the SMS with a pay link is in the outbox', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.signIn(MARKETER, '**/marketer**');
  await j.page.getByRole('tablist', { name: 'Marketer portal sections' }).scrollIntoViewIfNeeded();
  const customers = j.page.getByRole('region', { name: 'Your customers' });
  const row = customers.getByRole('row').filter({ hasText: CUSTOMER.email });
  await row.getByText('₦11,250').waitFor();
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);

  const send = row.getByRole('button', { name: 'Send reminder to Funke' });
  const box = await send.boundingBox();
  assert.ok(box && box.height >= 44, `the button is ${box?.height} px tall: under a 44 px touch target`);
  await send.click();
  const dialog = j.page.getByRole('dialog', { name: 'Remind Funke?' });
  await dialog.getByText('We will text Funke a reminder that ₦11,250 is overdue, with a link to pay').waitFor();
  await j.assertFits(360);
  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await j.toast('Funke will get an SMS with a link to pay.').waitFor();

  let sms;
  for (let i = 0; i < 40 && !sms; i++) {
    sms = smsOutbox().find((m) => m.to === PHONE);
    if (!sms) await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(sms, 'no SMS to the customer in the outbox');
  assert.match(sms.text, /^Hi Funke, you have N11,250 overdue on Food Savings\. Tunde, your marketer, asked us to remind you\. Pay now: https?:\/\/\S+\/p\/[A-Za-z0-9]{12}$/);
  assert.ok(sms.text.length <= 160, sms.text);
});

test('a second reminder the same day is refused, with its reason, on the page and by the server', async () => {
  const row = j.page.getByRole('region', { name: 'Your customers' }).getByRole('row').filter({ hasText: CUSTOMER.email });
  const button = row.getByRole('button', { name: 'Send reminder to Funke' });
  await j.page.waitForFunction((el) => el?.getAttribute('aria-disabled') === 'true', await button.elementHandle());
  const reason = row.getByText(/This customer was reminded on .*: one reminder every 3 days\. Next possible: .* \(Lagos time\)\./);
  await reason.waitFor();
  assert.equal(await button.getAttribute('aria-describedby'), await reason.getAttribute('id'));
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);

  const customerId = (await j.gql('query { myReferredCustomers(search: "Funke") { items { id } } }', {}, marketerToken)).myReferredCustomers.items[0].id;
  const { sendCustomerNudge } = await j.gql(
    'mutation($id: ID!) { sendCustomerNudge(customerId: $id) { __typename ... on ErrorResult { errorCode message } } }',
    { id: customerId },
    marketerToken,
  );
  assert.equal(sendCustomerNudge.errorCode, 'NUDGE_TOO_SOON');
  assert.match(sendCustomerNudge.message, /one reminder every 3 days\. Next possible:/);
  assert.equal(smsOutbox().filter((m) => m.to === PHONE).length, 1, 'one SMS, not two');
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
