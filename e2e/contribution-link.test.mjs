// A plan's contribution link (issue 27), in headless Chromium on a 360 px phone, against the built
// product with the Paystack stand-in: the demo customer has a weekly plan (first instalment paid)
// and shares its contribution link; a visitor who is NOT signed in opens it, is refused ₦499 by the
// server (the message under the amount), pays ₦5,000 in the stand-in's popup under the name "Aunty
// Bisi", and the owner, signed in, sees the contribution in the plan's payment history; then turns
// the link off, and the old link answers 410.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { seriousFindings } from './support/axe.mjs';
import { journey } from './support/journey.mjs';

const j = journey();
const PACK = 'Starter Staples Pack'; // seeded: ₦45,000 over a month, weekly 4 × ₦11,250
const OWNER = { email: 'customer@demo.ng', password: 'Demo@2026' };
let token; // the owner's session, for setting up and checking (never given to the visitor's page)
let planId;
let link;

const gql = (query, variables = {}, auth = token) => j.gql(query, variables, auth);
const planCard = () => j.page.getByRole('article', { name: PACK });

test("the demo customer's weekly plan, first instalment paid, has a contribution link", async () => {
  token = await j.apiToken(OWNER);
  const packs = await gql('query { foodPacks(pageSize: 50) { items { id name } } }');
  const pack = packs.foodPacks.items.find((p) => p.name === PACK);
  const started = await gql(
    'mutation($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { ... on PaymentCheckout { reference accessCode plan { id } } ... on ErrorResult { message } } }',
    { input: { foodPackId: pack.id, frequency: 'weekly', preference: 'manual', fulfilment: { method: 'pickup' } } },
  );
  planId = started.startSavingsPlan.plan.id;
  const paid = await fetch(`${j.server.url}/fake-paystack/checkout/${started.startSavingsPlan.accessCode}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  assert.equal(paid.status, 200);
  await gql('mutation($r: String!) { confirmPayment(reference: $r) { __typename } }', { r: started.startSavingsPlan.reference });
  const shared = await gql('mutation($id: ID!) { shareContributionLink(planId: $id) { __typename ... on ContributionLinkShare { url } } }', { id: planId });
  link = shared.shareContributionLink.url;
  assert.match(link, /\/c\/[A-Za-z0-9]{16}$/);
});

test('a signed-out visitor sees only the first name, the pack and the amount left, rendered by the server', async () => {
  const res = await fetch(link);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /Contribute to Chiamaka’s savings/);
  assert.match(html, /₦33,750/);
  assert.doesNotMatch(html, /customer@demo\.ng|08030000003/);
  await j.page.setViewportSize({ width: 360, height: 740 });
  await j.page.goto(link);
  await j.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await j.page.getByRole('heading', { name: 'Contribute to Chiamaka’s savings' }).waitFor();
  await j.page.getByText(PACK).waitFor();
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);
  assert.equal(await j.page.evaluate(() => globalThis.localStorage.getItem('token')), null);
});

test('₦499 is refused by the server with the reason under the amount', async () => {
  await j.page.getByLabel('Your name').fill('Aunty Bisi');
  await j.page.getByLabel('Amount (₦)').fill('499');
  await j.page.getByRole('button', { name: 'Pay' }).click();
  await j.page.getByText('The amount must be at least ₦500.').waitFor();
  assert.equal(await j.page.getByLabel('Amount (₦)').getAttribute('aria-invalid'), 'true');
  assert.deepEqual(await seriousFindings(j.page), []);
});

test('pays ₦5,000 in the stand-in checkout, credited to the plan under the visitor’s name', async () => {
  await j.page.getByLabel('Amount (₦)').fill('5,000');
  const [popup] = await Promise.all([j.page.waitForEvent('popup'), j.page.getByRole('button', { name: 'Pay' }).click()]);
  await popup.getByText('Choose a test card:').waitFor();
  await popup.getByRole('button', { name: /Successful payment/ }).click();
  await j.popupClosed(popup);
  await j.page.getByRole('heading', { name: 'Thank you, Aunty Bisi!' }).waitFor({ timeout: 30_000 });
  await j.page.getByText('₦5,000 has been added to Chiamaka’s Starter Staples Pack plan.').waitFor();
  await j.assertFits(360);
  const plan = await gql('query($id: ID!) { savingsPlan(id: $id) { amountPaidKobo payments { amountKobo contributorName } schedules { status } } }', { id: planId });
  assert.equal(plan.savingsPlan.amountPaidKobo, 1_625_000);
  assert.deepEqual(plan.savingsPlan.payments.filter((p) => p.contributorName), [{ amountKobo: 500_000, contributorName: 'Aunty Bisi' }]);
  // Partial: the second instalment waits for the rest.
  assert.deepEqual(plan.savingsPlan.schedules.map((s) => s.status), ['Paid', 'Pending', 'Pending', 'Pending']);
  assert.equal(await j.page.evaluate(() => globalThis.localStorage.getItem('token')), null, 'paying signed no one in');
});

test('an unknown link is a 404 page', async () => {
  assert.equal((await fetch(`${j.server.url}/c/AAAAAAAAAAAAAAAA`)).status, 404);
});

test('the owner sees "From Aunty Bisi" in the plan’s history, shares the same link from the card, and turns it off', async () => {
  await j.signIn(OWNER, '**/profile**');
  await planCard().getByText(/^Payment history/).click();
  await planCard().getByText('From Aunty Bisi').waitFor();
  await planCard().getByRole('button', { name: 'Share contribution link' }).click();
  const url = planCard().getByLabel('Your link');
  await url.waitFor();
  assert.equal(await url.inputValue(), link);
  await planCard().getByRole('button', { name: 'Copy link' }).waitFor();
  await j.assertFits(360);
  assert.deepEqual(await seriousFindings(j.page), []);
  await planCard().getByRole('button', { name: 'Turn off link' }).click();
  await planCard().getByText('Link turned off. Nobody can pay through it any more.').waitFor();
  assert.equal((await fetch(link)).status, 410);
});

test('nothing on the way logged an error or broke the content security policy', () => {
  assert.deepEqual(j.problems, []);
});
