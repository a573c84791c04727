// Every page, at 360 px and at 1280 px, signed out and signed in as a customer and a marketer,
// checked with axe-core: no critical or serious finding (issue 9), and at 360 px no touch target
// under 44 px (issue 29). A new finding fails here with what and where. The admin console's
// pages and dialogs are in accessibility-console.test.mjs, on a server of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/admin.mjs';
import { accessibilityChecks, overlaps } from './support/accessibility.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const { check, logIn, heading, smallTargets, touchFindings, toastsOverDialogButtons, checkDialog, opener, signInAs, atBothWidths } = accessibilityChecks(j);

test('public pages', async () => {
  const found = [
    ...(await check('/', () => j.page.getByRole('region', { name: 'Featured food packs' }).waitFor())),
    ...(await check('/food-packs', heading(/Food Packs/))),
    ...(await check('/how-it-works', heading(/How/))),
    ...(await check('/about', heading(/About/))),
    ...(await check('/contact', heading(/Contact/))),
    ...(await check('/terms', heading(/Terms/))),
    ...(await check('/privacy', heading(/Privacy/))),
    ...(await check('/login', heading(/Welcome Back/))),
    ...(await check('/register', heading(/Create/))),
    ...(await check('/no-such-page', heading(/not found|404/i))),
  ];
  for (const path of ['/', '/food-packs', '/how-it-works', '/about', '/contact', '/terms', '/privacy', '/login', '/register', '/no-such-page']) found.push(...(await touchFindings(path)));
  // From 768 px the full navigation shows, and no menu button beside it (issue 29).
  for (const width of [768, 1280]) {
    await j.page.setViewportSize({ width, height: 900 });
    await j.visit('/');
    if (await j.page.getByRole('button', { name: 'Open menu' }).isVisible()) found.push(`/ @${width}: the menu button shows beside the full navigation`);
  }
  assert.deepEqual(found, []);
});

test('the sign-in dialog, signed out', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.visit('/');
  const found = await checkDialog(/Log in|Welcome/i, () => j.page.getByRole('link', { name: 'Login' }).first().click());

  // A toast raised in the dialog never lies over one of its buttons (issue 29).
  await j.page.getByRole('link', { name: 'Login' }).first().click();
  const dialog = j.page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill('customer@demo.ng');
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong#2026x');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await j.toast('Login failed').waitFor();
  await j.page.waitForTimeout(600); // where it rests once it has slid in, and the dialog has made room
  found.push(...(await toastsOverDialogButtons(dialog)));
  await j.page.keyboard.press('Escape');
  assert.deepEqual(found, []);
});

test('the customer profile: every tab fits at 360 px and has no finding; the savings plan dialog', async () => {
  await logIn('customer@demo.ng');
  const found = [];
  for (const tab of ['savings', 'payment', 'details']) found.push(...(await check(`/profile?tab=${tab}`, heading('My Profile'))));
  for (const tab of ['savings', 'payment', 'details']) {
    await j.page.setViewportSize({ width: 360, height: 740 });
    await j.page.goto(`${j.server.url}/profile?tab=${tab}`);
    await heading('My Profile')();
    await j.page.waitForLoadState('networkidle');
    found.push(...(await smallTargets()).map((f) => `/profile?tab=${tab} @360: touch target under 44×44 px: ${f}`));
  }
  await j.page.setViewportSize({ width: 360, height: 740 });
  for (const tab of await j.page.getByRole('tab').all()) {
    const box = await tab.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, `tab '${await tab.textContent()}' is out of view at 360 px`);
  }
  await j.page.goto(`${j.server.url}/`);
  await j.page.locator('#food-packs').scrollIntoViewIfNeeded();
  found.push(...(await checkDialog('Set Up Your Savings Plan', () => j.page.getByRole('button', { name: 'Start Saving Now' }).first().click())));
  assert.deepEqual(found, []);
});

test('the marketer portal and its dialog', async () => {
  await j.page.goto(`${j.server.url}/profile`);
  await j.page.getByRole('button', { name: 'Log out' }).first().click();
  await j.page.waitForURL('**/login');
  await logIn('marketer@demo.ng');
  const found = [];
  // Scrolled down to the tables, which load as they come into view (issue 31).
  const tableHeading = { customers: 'Your Customers', commissions: 'Customer Commissions' };
  for (const tab of ['customers', 'commissions']) {
    found.push(
      ...(await check(`/marketer?tab=${tab}`, async () => {
        await j.page.getByRole('button', { name: 'Copy Link' }).waitFor();
        await j.page.getByRole('tablist', { name: 'Marketer portal sections' }).scrollIntoViewIfNeeded();
        await j.page.getByRole('heading', { level: 2, name: tableHeading[tab] }).waitFor();
      })),
    );
  }
  await j.page.goto(`${j.server.url}/marketer`);
  found.push(
    ...(await checkDialog('Register New Customer', async () => {
      await j.page.getByRole('tablist', { name: 'Marketer portal sections' }).scrollIntoViewIfNeeded();
      await j.page.getByRole('button', { name: 'Register New Customer' }).click();
    })),
  );
  assert.deepEqual(found, []);
});

/** A plan for the demo customer started 10 days ago with its first instalment paid in cash: Make Payment lists paid and due rows. */
async function customerPlan() {
  const token = await j.apiToken(DEMO_ADMIN);
  const { foodPacks } = await j.gql('{ foodPacks(pageSize: 1) { items { id } } }', {}, token);
  const { adminUsers } = await j.gql('query ($search: String) { adminUsers(search: $search) { items { id } } }', { search: 'customer@demo.ng' }, token);
  const startDate = new Date(Date.now() + 3_600_000 - 10 * 86_400_000).toISOString().slice(0, 10);
  const { createPlanForUser } = await j.gql('mutation ($input: CreatePlanForUserInput!) { createPlanForUser(input: $input) { ... on AdminSavingsPlan { id } } }', { input: { userId: adminUsers.items[0].id, foodPackId: foodPacks.items[0].id, durationMonths: 2, startDate } }, token);
  const { payablePlans } = await j.gql('query ($search: String!) { payablePlans(search: $search) { planId unpaid { scheduleId } } }', { search: 'customer@demo.ng' }, token);
  const scheduleId = payablePlans.find((p) => p.planId === createPlanForUser.id).unpaid[0].scheduleId;
  await j.gql('mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { __typename } }', { input: { planId: createPlanForUser.id, scheduleId, channel: 'cash', note: 'Paid at the office' } }, token);
}

test("the customer's dialogs: Make Payment (paid and due rows), the list of available packs; the phone menu", async () => {
  await customerPlan();
  await signInAs('customer@demo.ng');
  const found = [
    ...(await atBothWidths('/profile?tab=savings', async () => {
      const dialog = j.page.getByRole('dialog', { name: 'Make Payment' });
      return checkDialog('Make Payment', opener(j.page.getByRole('button', { name: /^Pay / }).first(), dialog.getByRole('button').last()));
    })),
    ...(await atBothWidths('/food-packs', async () => {
      const list = j.page.getByRole('dialog', { name: 'Available Food Packs' });
      return checkDialog('Available Food Packs', opener(j.page.getByRole('button', { name: 'View Available Food Packs' }), list.getByRole('button').last()));
    })),
  ];
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.goto(`${j.server.url}/`);
  found.push(...(await checkDialog('Menu', opener(j.page.getByRole('button', { name: /menu/i }).first()))));
  assert.deepEqual(found, []);
});

test('at 360 px the lock-out toast leaves the set-up dialog clear: Cancel and Proceed stay visible and tappable', async () => {
  // Three plans waiting for their first payment: a fourth is refused (TOO_MANY_PENDING_PLANS) with a toast.
  const email = 'emeka.nwosu@demo.ng';
  const token = await j.apiToken({ email, password: DEMO_PASSWORD });
  const { foodPacks } = await j.gql('{ foodPacks(pageSize: 1) { items { id } } }', {}, token);
  for (let i = 0; i < 3; i++) {
    const { startSavingsPlan } = await j.gql('mutation ($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { __typename } }', { input: { foodPackId: foodPacks.items[0].id, fulfilment: { method: 'pickup' } } }, token);
    assert.equal(startSavingsPlan.__typename, 'PaymentCheckout');
  }
  await signInAs(email);
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.goto(`${j.server.url}/`);
  await j.page.locator('#food-packs').scrollIntoViewIfNeeded();
  await j.page.getByRole('button', { name: 'Start Saving Now' }).first().click();
  const dialog = j.page.getByRole('dialog', { name: 'Set Up Your Savings Plan' });
  await dialog.waitFor();
  const pickup = dialog.getByRole('radio', { name: /^Pickup/ });
  if (await pickup.count()) await pickup.check();
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  await j.toast('Failed to create savings plan').waitFor();
  await j.page.waitForTimeout(600); // where it rests once it has slid in, and the dialog has made room
  const found = await toastsOverDialogButtons(dialog);
  for (const [name, label] of [[/^Cancel$/, 'Cancel'], [/Proceed to Payment/, 'Proceed to Payment']]) {
    const button = dialog.getByRole('button', { name }).last();
    await button.scrollIntoViewIfNeeded();
    const [b, toasts] = [await button.boundingBox(), await j.page.locator('.ant-notification-notice').all()];
    for (const toast of toasts) {
      const t = await toast.boundingBox();
      if (b && t && overlaps(t, b)) found.push(`the lock-out toast covers '${label}' once scrolled to`);
    }
  }
  await j.page.keyboard.press('Escape');
  assert.deepEqual(found, []);
});

