// The admin console at 360 px and at 1280 px, checked with axe-core: its tabs and every dialog,
// no critical or serious finding (issue 9); at 360 px no touch target in a dialog under 44 px,
// and at 1280 px the wide tables without sideways scrolling (issue 29).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN } from './support/admin.mjs';
import { accessibilityChecks, WIDTHS } from './support/accessibility.mjs';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const { check, tableFits, checkDialog, opener, signInAs, atBothWidths } = accessibilityChecks(j);

test('the admin console and a dialog', async () => {
  await signInAs('admin@demo.ng');
  const found = [];
  for (const tab of ['users', 'marketers', 'foodpacks', 'activity']) found.push(...(await check(`/admin?tab=${tab}`, () => j.page.getByRole('tabpanel').first().waitFor())));
  await j.page.goto(`${j.server.url}/admin?tab=users`);
  found.push(...(await checkDialog('Add User', () => j.page.getByRole('button', { name: 'Add User' }).click())));
  assert.deepEqual(found, []);
});

/**
 * Two plans started 10 days ago, so each customer is a defaulter: Ibrahim's never paid (it can
 * be deleted), Folake's with a cash payment (it can be cancelled, and the payment reverted).
 */
async function moneyData() {
  const token = await j.apiToken(DEMO_ADMIN);
  const { foodPacks } = await j.gql('{ foodPacks(pageSize: 1) { items { id } } }', {}, token);
  const startDate = new Date(Date.now() + 3_600_000 - 10 * 86_400_000).toISOString().slice(0, 10);
  const plan = async (email) => {
    const { adminUsers } = await j.gql('query ($search: String) { adminUsers(search: $search) { items { id } } }', { search: email }, token);
    const { createPlanForUser } = await j.gql('mutation ($input: CreatePlanForUserInput!) { createPlanForUser(input: $input) { ... on AdminSavingsPlan { id } } }', { input: { userId: adminUsers.items[0].id, foodPackId: foodPacks.items[0].id, durationMonths: 2, startDate } }, token);
    return createPlanForUser.id;
  };
  await plan('ibrahim.musa@demo.ng');
  const paid = await plan('folake.adeyemi@demo.ng');
  const { payablePlans } = await j.gql('query ($search: String!) { payablePlans(search: $search) { planId unpaid { scheduleId } } }', { search: 'folake.adeyemi@demo.ng' }, token);
  // The second instalment (not yet due): the first stays overdue, so Folake is a defaulter too.
  const scheduleId = payablePlans.find((p) => p.planId === paid).unpaid[1].scheduleId;
  const { recordManualPayment } = await j.gql('mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { __typename } }', { input: { planId: paid, scheduleId, channel: 'cash', note: 'Paid at the office' } }, token);
  assert.equal(recordManualPayment.__typename, 'RecentPayment');
}

test("the admin console's money tabs and their dialogs", async () => {
  await moneyData();
  const panel = () => j.page.getByRole('tabpanel').first();
  const button = (name) => j.page.getByRole('button', { name });
  const found = [
    ...(await check('/admin?tab=savingsplans', () => panel().getByRole('button', { name: /^View schedule for / }).first().waitFor())),
    ...(await check('/admin?tab=manualpayments', () => panel().getByRole('form', { name: 'Create New Plan' }).waitFor())),
    ...(await check('/admin?tab=defaulters', () => panel().getByRole('button', { name: /^View Details of / }).first().waitFor())),
    ...(await tableFits('/admin?tab=savingsplans', () => panel().getByRole('button', { name: /^View schedule for / }).first().waitFor(), ['Status', 'Created Date', 'Last Payment', 'Actions'], [/^View schedule for /])),
  ];
  for (const width of WIDTHS) {
    await j.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    const at = (findings) => findings.map((f) => `@${width}: ${f}`);

    // Update Payment as it opens, then with a plan chosen and its instalments offered.
    await j.page.goto(`${j.server.url}/admin?tab=manualpayments`);
    await panel().getByRole('tab', { name: 'Update Payment' }).click();
    const form = panel().getByRole('form', { name: 'Update Payment' });
    await panel().getByRole('region', { name: 'Recent Payments' }).waitFor();
    found.push(...at((await seriousFindings(j.page)).map((f) => `Update Payment: ${f}`)));
    await form.getByRole('combobox', { name: 'Savings Plan' }).fill('Folake');
    await j.page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: 'Folake Adeyemi' }).click();
    await form.getByRole('group', { name: 'Instalment' }).getByRole('radio').first().waitFor();
    found.push(...at((await seriousFindings(j.page)).map((f) => `Update Payment, a plan chosen: ${f}`)));
    found.push(...at(await checkDialog('Revert payment', opener(button(/^Revert ₦[\d,]+ from Folake Adeyemi$/)))));

    await j.page.goto(`${j.server.url}/admin?tab=savingsplans`);
    const schedule = j.page.getByRole('dialog', { name: 'Payment schedule: Folake Adeyemi' });
    found.push(...at(await checkDialog('Payment schedule: Folake Adeyemi', opener(button(/^View schedule for Folake Adeyemi/), schedule.getByRole('list', { name: 'Payments' })))));
    found.push(...at(await checkDialog('Are you sure?', opener(button(/^Delete plan of Ibrahim Musa/)))));
    found.push(...at(await checkDialog('Cancel savings plan', opener(button(/^Cancel plan of Folake Adeyemi/)))));

    await j.page.goto(`${j.server.url}/admin?tab=defaulters`);
    const details = j.page.getByRole('dialog', { name: 'Defaulter details: Folake Adeyemi' });
    found.push(...at(await checkDialog('Defaulter details: Folake Adeyemi', opener(button('View Details of Folake Adeyemi'), details.getByRole('region', { name: 'Due payments' })))));
  }
  assert.deepEqual(found, []);
});

test("the admin console's other dialogs: users, marketers, food packs", async () => {
  await signInAs('admin@demo.ng');
  const button = (name) => j.page.getByRole('button', { name, disabled: false }).first();
  const found = [
    ...(await tableFits('/admin?tab=marketers', () => button(/^Edit /).waitFor(), ['Status'], [/^Edit /, /^Record payout for /])),
    ...(await atBothWidths('/admin?tab=users', async () => [
      ...(await checkDialog('Edit User', opener(button(/^Edit /)))),
      ...(await checkDialog('Delete user?', opener(button(/^Delete /)))),
    ])),
    ...(await atBothWidths('/admin?tab=marketers', async () => [
      ...(await checkDialog('Add Marketer', opener(button('Add Marketer')))),
      ...(await checkDialog('Edit Marketer', opener(button(/^Edit /)))),
      ...(await checkDialog(/^Commission Rate: /, opener(button(/^Change commission rate of /)))),
      ...(await checkDialog(/^Customers referred by /, opener(button(/^View customers of /), j.page.getByRole('dialog').getByRole('searchbox', { name: 'Search referred customers' })))),
      ...(await checkDialog(/^Record payout: /, opener(button(/^Record payout for /)))),
    ])),
    ...(await atBothWidths('/admin?tab=foodpacks', async () => {
      const dialog = j.page.getByRole('dialog', { name: 'Adjust Prices' });
      const adjusted = async () => {
        await opener(button('Adjust Prices'))();
        await dialog.getByLabel('Percentage increase').fill('10');
        await dialog.getByRole('button', { name: 'Preview Prices' }).click();
        await dialog.getByRole('region', { name: 'New prices' }).waitFor();
      };
      return [
        ...(await checkDialog('Create Food Pack', opener(button('Create Pack')))),
        ...(await checkDialog('Edit Food Pack', opener(button(/^Edit /)))),
        ...(await checkDialog('Delete this food pack?', opener(button(/^Delete /)))),
        ...(await checkDialog('Adjust Prices', adjusted)),
      ];
    })),
  ];
  assert.deepEqual(found, []);
});
