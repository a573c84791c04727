// A person's account journey in headless Chromium on a phone-sized screen, against the built
// product started as `npm start` starts it (embedded SQLite, e-mail to the outbox).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();
const problems = j.problems;
const toast = j.toast;
const email = `ada.${Date.now()}@example.ng`;

async function logIn(password) {
  await j.page.goto(`${j.server.url}/login`);
  const form = j.page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await j.page.waitForURL('**/profile**');
  await toast('Login successful').waitFor();
}

async function logOut() {
  await j.page.getByRole('button', { name: 'Log out' }).first().click();
  await j.page.waitForURL('**/login');
  await toast('Logged out').waitFor();
}

test('register from the home page and land on my profile', async () => {
  await j.visit('/');
  await j.page.getByRole('link', { name: 'Sign Up' }).first().click();
  const dialog = j.page.getByRole('dialog');
  await dialog.getByText('Create an Account').waitFor();
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Obi');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone Number').fill('08031234567');
  await dialog.getByLabel('Address').fill('7 Ozumba Mbadiwe Avenue, Victoria Island');
  const register = dialog.getByRole('button', { name: 'Register' });
  await dialog.getByLabel('Password', { exact: true }).fill('weak');
  assert.equal(await register.isDisabled(), true, 'Register stays disabled while the password breaks the rules');
  await dialog.getByLabel('Password', { exact: true }).fill('Lagos#2026');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Lagos#2026');
  await dialog.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await register.click();
  await j.page.waitForURL('**/profile**');
  await toast('Registration successful').waitFor();
  await j.page.getByRole('heading', { name: 'My Profile' }).waitFor();
});

test('edit my details, and they are kept on the server', async () => {
  await j.page.getByRole('tab', { name: 'Personal Details' }).click();
  assert.match(j.page.url(), /tab=details/);
  await j.page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = j.page.getByRole('form', { name: 'Edit personal details' });
  await form.getByLabel('First Name').fill('Adaora');
  await form.getByLabel('Address').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await toast('Profile updated').waitFor();
  await j.page.reload();
  await j.page.getByRole('tab', { name: 'Personal Details' }).waitFor();
  await j.page.getByText('Adaora').first().waitFor();
  await j.page.getByText('No address provided').waitFor();
});

test('log out ends the session on the server too, and log back in', async () => {
  const token = await j.page.evaluate(() => localStorage.getItem('token'));
  await logOut();
  // The token the browser held no longer opens the account, even if it had been copied.
  // (The browser does not wait for the logout request, so allow it a moment to arrive.)
  const me = await j.page.evaluate(async (bearer) => {
    for (let i = 0; ; i++) {
      const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: JSON.stringify({ query: '{ me { id } }' }) });
      const code = (await res.json()).errors?.[0]?.extensions?.code;
      if (code || i === 20) return code;
      await new Promise((r) => setTimeout(r, 250));
    }
  }, token);
  assert.equal(me, 'UNAUTHENTICATED');
  await j.page.goto(`${j.server.url}/profile`);
  await j.page.waitForURL('**/login');
  await toast('Authentication required').waitFor();
  await logIn('Lagos#2026');
});

test('forget the password, follow the e-mailed link, reset it and log in with the new one', async () => {
  await logOut();
  await j.page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = j.page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await toast('Reset email sent').waitFor();
  await dialog.getByText(/spam/i).waitFor();

  let mail;
  for (let i = 0; i < 50 && !mail; i++) {
    mail = j.server.outbox().find((m) => m.to === email);
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  assert.ok(mail, 'the reset e-mail reached the outbox');
  const link = /https?:\/\/\S+/.exec(mail.text)[0];
  assert.match(link, /\/reset-password\?email=.+&token=.+/);

  await j.page.goto(link);
  const form = j.page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New Password', { exact: true }).fill('Ikeja!2027');
  await form.getByLabel('Confirm Password', { exact: true }).fill('Ikeja!2027');
  await form.getByRole('button', { name: /reset password/i }).click();
  await toast('Password reset successful').waitFor();
  await j.page.waitForURL('**/login');
  await logIn('Ikeja!2027');
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(problems.filter((p) => !/Failed to load resource.*(401|400)/.test(p)), []);
});
