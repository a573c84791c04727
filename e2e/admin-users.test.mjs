// An admin runs the business from the console, in headless Chromium on a phone-sized screen,
// against the built product started as `npm start` starts it (seeded demo accounts, e-mail to
// the outbox): suspend a customer, whose open session stops working at once; add a marketer, who
// gets the set-password e-mail, sets a password through its link and signs in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();
const problems = j.problems;
const toast = j.toast;
const DEMO_PASSWORD = 'Demo@2026';
const CUSTOMER = { email: 'ibrahim.musa@demo.ng', name: 'Ibrahim Musa' };
const MARKETER = { firstName: 'Kemi', lastName: 'Balogun', email: `kemi.${Date.now()}@example.ng`, phone: '08061234567' };

/** One GraphQL call from outside the browser, as an integrator or another device would make it. */
async function gql(query, variables, token) {
  const res = await fetch(`${j.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on AuthPayload { token } ... on ErrorResult { errorCode message } } }`;

async function logIn(email, password, landing) {
  await j.page.goto(`${j.server.url}/login`);
  const form = j.page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await j.page.waitForURL(`**${landing}**`);
  await toast('Login successful').waitFor();
}

let customerToken;

test('the customer has an open session (a token from another device)', async () => {
  const { data } = await gql(LOGIN, { input: { email: CUSTOMER.email, password: DEMO_PASSWORD } });
  assert.equal(data.login.__typename, 'AuthPayload');
  customerToken = data.login.token;
  const me = await gql('{ me { email } }', {}, customerToken);
  assert.equal(me.data.me.email, CUSTOMER.email);
});

test('the admin signs in and lands on the console with the figures', async () => {
  await logIn('admin@demo.ng', DEMO_PASSWORD, '/admin');
  await j.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await j.page.getByText('Welcome, Adaeze').waitFor();
  await j.page.getByText('Active Admin Session').waitFor();
  const metrics = j.page.getByRole('region', { name: 'Dashboard metrics' });
  await metrics.getByRole('heading', { name: 'Revenue' }).waitFor();
  await metrics.getByText(/^₦[\d,]+$/).waitFor();
  await j.page.getByRole('tab', { name: 'Users', exact: true, selected: true }).waitFor();
  await j.page.getByText(/^Showing 1 to \d+ of \d+ users$/).waitFor();
  // A small phone: the tabs are a grid of short labels, and nothing is wider than the screen.
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.getByRole('tab', { name: 'Food Packs' }).getByText('Packs', { exact: true }).waitFor();
  await j.assertFits(360);
  await j.page.setViewportSize({ width: 390, height: 844 });
});

test('the admin finds the customer by a server-side search and suspends them', async () => {
  await j.page.getByRole('searchbox', { name: 'Search all users' }).fill('ibrahim');
  await j.page.getByText('Showing 1 to 1 of 1 users', { exact: true }).waitFor();
  const status = j.page.getByRole('switch', { name: `Active: ${CUSTOMER.name}` });
  assert.equal(await status.getAttribute('aria-checked'), 'true');
  await status.click();
  await toast('Status updated').waitFor();
  await j.page.waitForFunction((name) => globalThis.document.querySelector(`[aria-label="Active: ${name}"]`)?.getAttribute('aria-checked') === 'false', CUSTOMER.name);
});

test("the suspended customer's open session stops working, and they cannot sign in again", async () => {
  const me = await gql('{ me { email } }', {}, customerToken);
  assert.equal(me.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
  const again = await gql(LOGIN, { input: { email: CUSTOMER.email, password: DEMO_PASSWORD } });
  assert.equal(again.data.login.__typename, 'ErrorResult');
  assert.equal(again.data.login.errorCode, 'ACCOUNT_SUSPENDED');
});

test('the suspension is in the activity trail', async () => {
  await j.page.getByRole('tab', { name: 'Activity' }).click();
  await j.page.waitForURL('**/admin?tab=activity');
  const entry = j.page.getByRole('listitem').filter({ hasText: 'User status changed' }).first();
  await entry.waitFor();
  await entry.getByText('By Adaeze Okafor', { exact: false }).waitFor();
  await entry.getByRole('row', { name: /Status\s+Active\s+Suspended/ }).waitFor();
});

test('the admin adds a marketer, who is e-mailed a link to set their own password', async () => {
  await j.page.getByRole('tab', { name: 'Marketers' }).click();
  await j.page.waitForURL('**/admin?tab=marketers');
  await j.page.getByRole('button', { name: 'Add Marketer' }).click();
  const dialog = j.page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill(MARKETER.firstName);
  await dialog.getByLabel('Last Name').fill(MARKETER.lastName);
  await dialog.getByLabel('Email').fill(MARKETER.email);
  await dialog.getByLabel('Phone Number').fill(MARKETER.phone);
  await dialog.getByRole('button', { name: /^(Create|Add) Marketer$/ }).click();
  await toast(/Marketer created/i).waitFor();
  await j.page.getByText(`${MARKETER.firstName} ${MARKETER.lastName}`).first().waitFor();
});

test('the marketer sets a password through the link and signs in to the portal', async () => {
  let mail;
  for (let i = 0; i < 100 && !mail; i++) {
    mail = j.server.outbox().find((m) => m.to === MARKETER.email);
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(mail, 'the set-password e-mail reached the outbox');
  const link = /https?:\/\/\S+/.exec(mail.text)[0];
  assert.match(link, /\/reset-password\?email=.+&token=.+/);

  // The admin signs out first: the link is opened in this same browser.
  await j.page.getByRole('button', { name: 'Logout' }).click();
  await j.page.waitForURL('**/login');
  await j.page.goto(link);
  const form = j.page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New Password', { exact: true }).fill('Ikoyi!2027');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Ikoyi!2027');
  await form.getByRole('button', { name: /reset password/i }).click();
  await toast('Password reset successful').waitFor();
  await j.page.waitForURL('**/login');
  await logIn(MARKETER.email, 'Ikoyi!2027', '/marketer');
  await j.page.getByRole('heading', { level: 1, name: 'Marketer Portal' }).waitFor();
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(problems.filter((p) => !/Failed to load resource.*(401|400)/.test(p)), []);
});
