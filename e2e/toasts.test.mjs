// Toasts on a 360 px phone (issue 9): a toast raised over a dialog leaves its title readable, and a
// page's toasts do not follow the customer onto the next page ('Password mismatch' beside
// 'Registration successful').
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';

const j = journey();

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('at 360 px a toast raised over the sign-in dialog leaves the dialog clear, its title included', async () => {
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.visit('/');
  await j.page.getByRole('link', { name: 'Login' }).first().click();
  const dialog = j.page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email').fill('customer@demo.ng');
  await dialog.getByLabel('Password', { exact: true }).fill('Wrong#2026x');
  await dialog.getByRole('button', { name: 'Login' }).click();
  const failed = j.toast('Login failed');
  await failed.waitFor();
  await j.page.waitForTimeout(500); // where it rests once it has slid in
  const [toastBox, dialogBox] = [await failed.boundingBox(), await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox()];
  assert.ok(toastBox && dialogBox, 'the toast and the dialog are on screen');
  assert.ok(!overlap(toastBox, dialogBox), `the toast (${JSON.stringify(toastBox)}) covers the dialog (${JSON.stringify(dialogBox)})`);
  assert.ok(toastBox.x >= 0 && toastBox.x + toastBox.width <= 360 && toastBox.y + toastBox.height <= 740, 'the toast is on screen');
  await j.page.keyboard.press('Escape');
});

test("sign up: the page's 'Password mismatch' is gone on the next page, beside 'Registration successful'", async () => {
  await j.visit('/');
  await j.page.getByRole('link', { name: 'Sign Up' }).first().click();
  const dialog = j.page.getByRole('dialog');
  await dialog.getByText('Create an Account').waitFor();
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Obi');
  await dialog.getByLabel('Email').fill(`ada.${Date.now()}@example.ng`);
  await dialog.getByLabel('Phone Number').fill('08031234567');
  await dialog.getByLabel('Address').fill('7 Ozumba Mbadiwe Avenue, Victoria Island');
  await dialog.getByLabel('Password', { exact: true }).fill('Lagos#2026');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('Lagos#2027');
  // By keyboard: at 360 px a click on a box can land on its label's Terms link.
  for (const name of ['I am 18 or older', /Terms and Conditions/]) {
    await dialog.getByRole('checkbox', { name }).focus();
    await j.page.keyboard.press('Space');
  }
  await dialog.getByRole('button', { name: 'Register' }).click();
  const mismatch = j.toast('Password mismatch');
  await mismatch.waitFor();
  // The pointer rests on the toast, which holds its own 5-second timer: only the page change can close it.
  await mismatch.hover();

  const confirm = dialog.getByLabel('Confirm Password', { exact: true });
  await confirm.fill('Lagos#2026');
  await confirm.press('Enter');
  await j.page.waitForURL('**/profile**');
  await j.toast('Registration successful').waitFor();
  await mismatch.waitFor({ state: 'detached' });
  assert.deepEqual(j.problems, []);
});
