// An admin waives a late fine from the console, in headless Chromium on a 360 px phone, against
// the built product started as `npm start` starts it (seeded demo accounts and packs, a fresh
// database). Set-up as support would meet it: a customer's plan started 4 months and 5 days ago and
// never paid, and the late-fines job run as an operator would (`npm run job -- late-fines`), which
// adds month 1's ₦10,000 fine. The admin finds the plan, opens its schedule, and waives the fine
// with a reason; the schedule then owes the price alone and says who waived it, when and why.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { adminApi, DEMO_ADMIN as ADMIN, lagosDay, naira, shiftDay, shownDay as shown, signInAdmin } from './support/admin.mjs';
import { journey } from './support/journey.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const j = journey();
const admin = adminApi(j);
const toast = j.toast;
const CUSTOMER = { name: 'Ibrahim Musa', email: 'ibrahim.musa@demo.ng' };
const PACK = 'Swallow Lovers Pack';
const REASON = `Customer was in hospital in March ${Date.now()}`;

/** Its window closed 5 days ago: month 1's fine is due, month 2's not yet. */
const START = shiftDay(lagosDay(), -4, -5);

/** A fact at the top of the schedule dialog: 'Total Amount' → '₦45,000 + ₦10,000 fines'. */
const fact = (dialog, name) => dialog.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd').innerText();

let planId;
let priceKobo;
const FINES = 'query ($planId: ID!) { planSchedule(planId: $planId) { finesKobo fines { id monthIndex fineDate amountKobo waived waivedByName waiveReason } } }';
const finesFromApi = async () => (await admin.call(FINES, { planId })).planSchedule;

test("set-up: the customer's plan started 4 months and 5 days ago, never paid; the late-fines job adds month 1's fine", async () => {
  await admin.signIn();
  const pack = await admin.pack(PACK);
  priceKobo = pack.priceKobo;
  const customer = await admin.user(CUSTOMER.email);
  assert.equal(customer?.fullName, CUSTOMER.name);
  planId = await admin.createPlan({ userId: customer.id, foodPackId: pack.id, frequency: 'monthly', durationMonths: 1, startDate: START });

  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'api', 'dist', 'job.js'), 'late-fines'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: j.server.dataDir, PUBLIC_URL: j.server.url, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  assert.equal(JSON.parse(stdout.trim().split('\n').pop()).outcome.fines, 1, stdout);
  const { finesKobo, fines } = await finesFromApi();
  assert.deepEqual(
    fines.map((f) => [f.monthIndex, f.amountKobo, f.waived]),
    [[1, 1_000_000, false]],
  );
  assert.equal(finesKobo, 1_000_000);
});

test('the admin finds the plan and sees the fine owed in its schedule, with Waive', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await signInAdmin(j);
  await j.page.getByRole('tab', { name: 'Savings Plans', exact: true }).click();
  const panel = j.page.getByRole('tabpanel', { name: 'Savings Plans', exact: true });
  await panel.getByLabel('Search', { exact: true }).fill(CUSTOMER.name);
  await panel.getByText('Showing 1 to 1 of 1 plans', { exact: true }).waitFor();
  await panel.getByRole('button', { name: `View schedule for ${CUSTOMER.name} (${PACK})` }).click();

  const dialog = j.page.getByRole('dialog', { name: `Payment schedule: ${CUSTOMER.name}` });
  const fines = dialog.getByRole('region', { name: 'Late fines' });
  const fine = fines.getByRole('listitem');
  await fine.waitFor();
  const { fines: [apiFine] } = await finesFromApi();
  assert.match(await fine.innerText(), new RegExp(`^Month 1 · applied ${shown(apiFine.fineDate)}\\s+₦10,000\\s+Owed\\s+Waive$`));
  assert.deepEqual(await Promise.all(['Total Amount', 'Left to Pay'].map((name) => fact(dialog, name))), [`${naira(priceKobo)} + ₦10,000 fines`, naira(priceKobo + 1_000_000)]);
  await j.assertFits(360);
});

test('waives it with a reason: the reason is checked first, then the schedule owes the price alone and says who, when and why', async () => {
  const schedule = j.page.getByRole('dialog', { name: `Payment schedule: ${CUSTOMER.name}` });
  const fines = schedule.getByRole('region', { name: 'Late fines' });
  await fines.getByRole('button', { name: 'Waive ₦10,000 late fine of month 1' }).click();

  const dialog = j.page.getByRole('dialog', { name: 'Waive late fine' });
  await dialog.getByText(`${CUSTOMER.name}: the ₦10,000 late fine of month 1`, { exact: false }).waitFor();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await j.page.waitForFunction(() => globalThis.document.activeElement?.getAttribute('name') === 'reason');
  await reason.fill('ok');
  await dialog.getByRole('button', { name: 'Waive fine' }).click();
  await dialog.getByText('Reason must be 3 to 300 characters', { exact: true }).waitFor();
  assert.equal((await finesFromApi()).fines[0].waived, false);

  await reason.fill(REASON);
  await j.assertFits(360);
  await dialog.getByRole('button', { name: 'Waive fine' }).click();
  await toast('Late fine waived').waitFor();
  await toast(`The ₦10,000 late fine of month 1 is no longer owed by ${CUSTOMER.name}.`).waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // Said in the schedule, and fetched again: the price alone, and the fine marked waived.
  await fines.getByRole('status').getByText('Waived: the ₦10,000 late fine of month 1 is no longer owed.').waitFor();
  const fine = fines.getByRole('listitem');
  await fine.getByText(`Waived on ${shown(new Date())} by ${ADMIN.name} — ${REASON}`, { exact: true }).waitFor();
  assert.equal(await fines.getByRole('button', { name: /^Waive/ }).count(), 0);
  await schedule.getByText(`${naira(priceKobo)} + ₦10,000 fines`, { exact: true }).waitFor({ state: 'detached' });
  assert.deepEqual(await Promise.all(['Total Amount', 'Amount Paid', 'Left to Pay'].map((name) => fact(schedule, name))), [naira(priceKobo), '₦0', naira(priceKobo)]);
  assert.equal(await j.page.evaluate(() => globalThis.document.activeElement?.textContent), 'Late fines');
  await j.assertFits(360);

  const { finesKobo, fines: [waived] } = await finesFromApi();
  assert.deepEqual({ finesKobo, waived: waived.waived, by: waived.waivedByName, why: waived.waiveReason }, { finesKobo: 0, waived: true, by: ADMIN.name, why: REASON });
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
