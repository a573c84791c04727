// Every page, at 360 px and at 1280 px, signed out and signed in as each role, checked with
// axe-core: no critical or serious finding (issue 9). A new finding fails here with what and where.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/admin.mjs';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const WIDTHS = [360, 1280];

/** Opens the path at both widths once the page has settled, and collects what axe finds. */
async function check(path, ready) {
  const found = [];
  for (const width of WIDTHS) {
    await j.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await j.page.goto(`${j.server.url}${path}`);
    await ready();
    await j.page.waitForLoadState('networkidle');
    for (const finding of await seriousFindings(j.page)) found.push(`${path} @${width}: ${finding}`);
  }
  return found;
}

async function logIn(email) {
  await j.page.setViewportSize({ width: 1280, height: 900 });
  await j.signIn({ email, password: DEMO_PASSWORD }, (url) => url.pathname !== '/login');
}

const heading = (name) => () => j.page.getByRole('heading', { name, level: 1 }).first().waitFor();

/**
 * Touch targets at 360 px (issue 29; WCAG 2.5.5, 44 × 44 px): every visible interactive element in
 * `scope` (the page, or an open dialog), listed as "what 'name' W×H" when it is smaller. Exempt, as
 * WCAG 2.5.8 allows: links inside a sentence (a link in running text of a paragraph, list item
 * or label with other text around it), and what is visually hidden until focused (the skip link).
 * A checkbox or radio is measured by its label, which is what a finger taps.
 */
async function smallTargets(scope = 'body') {
  return j.page.evaluate((selector) => {
    const MIN = 44;
    const found = [];
    const roots = [...globalThis.document.querySelectorAll(selector)];
    const inSentence = (el) => {
      if (el.tagName !== 'A') return false;
      const block = el.closest('p, li, label, dd, td, span.ant-typography, .ant-form-item-explain, .ant-alert-description, .ant-result-subtitle, .ant-modal-body > div');
      if (!block || block === el) return false;
      const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
      const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text.length > own.length + 3;
    };
    for (const root of roots) {
      const els = root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="link"], [role="menuitem"], [role="option"]');
      for (const el of els) {
        const style = globalThis.getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"], [hidden], .ant-select-dropdown-hidden')) continue;
        const target = el.matches('input[type="checkbox"], input[type="radio"]') ? el.closest('label') ?? el : el;
        const box = target.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) continue; // visually hidden (a skip link until focused)
        if (inSentence(el)) continue;
        if (box.width + 0.5 < MIN || box.height + 0.5 < MIN) {
          const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
          found.push(`${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} '${name}' ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
    }
    return [...new Set(found)];
  }, scope);
}

/** At 360 px, the page's touch targets (as findings). */
async function touchFindings(path) {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.goto(`${j.server.url}${path}`);
  await j.page.locator('html[data-hydrated]').waitFor({ state: 'attached' }).catch(() => undefined);
  await j.page.waitForLoadState('networkidle');
  return (await smallTargets()).map((f) => `${path} @360: touch target under 44×44 px: ${f}`);
}

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * At 1280 px the admin's table on `path` shows every column without sideways scrolling (issue 29):
 * the named column headers and row buttons are inside the table's visible width.
 */
async function tableFits(path, ready, headers, buttons) {
  await j.page.setViewportSize({ width: 1280, height: 900 });
  await j.page.goto(`${j.server.url}${path}`);
  await ready();
  const found = [];
  const table = j.page.locator('.ant-table-content, .ant-table-body').first();
  const { scrollWidth, clientWidth } = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  if (scrollWidth > clientWidth + 1) found.push(`${path} @1280: the table scrolls sideways (${scrollWidth} px in ${clientWidth} px)`);
  const view = await table.boundingBox();
  const inView = async (locator, what) => {
    const box = await locator.boundingBox();
    if (!box || !view || box.x + box.width > view.x + view.width + 1) found.push(`${path} @1280: ${what} is out of view`);
  };
  for (const name of headers) await inView(j.page.getByRole('columnheader', { name }).first(), `the column '${name}'`);
  for (const name of buttons) await inView(j.page.getByRole('button', { name }).first(), `the button ${name}`);
  return found;
}

/** Every toast on screen against every button of the open dialog: none may lie over another. */
async function toastsOverDialogButtons(dialog) {
  const found = [];
  const toasts = await j.page.locator('.ant-notification-notice').all();
  const buttons = await dialog.locator('button, a[href], [role="button"]').all();
  for (const toast of toasts) {
    const t = await toast.boundingBox();
    if (!t) continue;
    for (const button of buttons) {
      const b = await button.boundingBox();
      if (b && b.width > 2 && b.height > 2 && overlaps(t, b)) found.push(`a toast (${(await toast.textContent())?.slice(0, 40)}) covers the button '${((await button.getAttribute('aria-label')) || (await button.textContent()) || '').trim()}'`);
    }
  }
  return found;
}

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

/** Opens a dialog with `open`, waits for it, and collects what axe finds with it open (at the current width). */
async function checkDialog(name, open) {
  await open();
  await j.page.getByRole('dialog', { name }).waitFor();
  const found = (await seriousFindings(j.page)).map((f) => `dialog '${name}': ${f}`);
  // At 360 px its touch targets too (issue 29), once it has finished opening.
  if (j.page.viewportSize()?.width === 360) {
    await j.page.waitForTimeout(300);
    found.push(...(await smallTargets('.ant-modal-wrap:not([style*="display: none"]) .ant-modal, .ant-drawer-open .ant-drawer-content-wrapper')).map((f) => `dialog '${name}' @360: touch target under 44×44 px: ${f}`));
  }
  await j.page.keyboard.press('Escape');
  await j.page.getByRole('dialog', { name }).waitFor({ state: 'hidden' });
  return found;
}

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
  for (const tab of ['customers', 'commissions']) found.push(...(await check(`/marketer?tab=${tab}`, () => j.page.getByRole('button', { name: 'Copy Link' }).waitFor())));
  await j.page.goto(`${j.server.url}/marketer`);
  found.push(...(await checkDialog('Register New Customer', () => j.page.getByRole('button', { name: 'Register New Customer' }).click())));
  assert.deepEqual(found, []);
});

test('the admin console and a dialog', async () => {
  await j.page.goto(`${j.server.url}/marketer`);
  await j.page.evaluate(() => localStorage.clear());
  await logIn('admin@demo.ng');
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

/**
 * Opens a dialog with a click, then rests the pointer on the mask: where the click left it is
 * chance (at 360 px it can land on the dialog's own button), and a hovered button is not how the
 * dialog looks. `ready` is content fetched after the dialog opens, scanned once it is there.
 */
function opener(button, ready) {
  return async () => {
    await button.click();
    await j.page.mouse.move(0, 0);
    await ready?.waitFor();
  };
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

/** Whoever was signed in, signs in as this user. */
async function signInAs(email) {
  await j.page.goto(`${j.server.url}/`);
  await j.page.evaluate(() => localStorage.clear());
  await logIn(email);
}

/** Runs `scan` at 360 px and at 1280 px on a fresh load of `path`, each finding marked with the width. */
async function atBothWidths(path, scan) {
  const found = [];
  for (const width of WIDTHS) {
    await j.page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await j.page.goto(`${j.server.url}${path}`);
    found.push(...(await scan()).map((f) => `@${width}: ${f}`));
  }
  return found;
}

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

