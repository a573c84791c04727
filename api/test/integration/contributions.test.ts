import { PaymentCheckoutRow, PaymentMethodRow, PaymentRow } from '../../src/modules/payment/payment.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { ContributionLinkRow } from '../../src/modules/contribution/contribution-link.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, createPack, postWebhook, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Family and diaspora contributions (issue 27) on MariaDB, with BullMQ on Redis running the
 * webhook jobs and the e-mail: a plan's owner shares a link, a signed-out visitor pays part of
 * what remains under their own name, and the payment is verified and credited once, named in the
 * plan's history and the owner's receipt. The refusals: under ₦500, more than remains, a link
 * turned off, another customer's plan.
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;

beforeAll(async () => {
  t = await startTestSystem({ redis: true });
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(120_000), durationMonths: 4 })).id; // monthly: 4 × 30,000
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;
const ERROR = '... on ErrorResult { errorCode message fieldErrors { field message } }';
const SHARE = `mutation($planId: ID!) { shareContributionLink(planId: $planId) { __typename ... on ContributionLinkShare { planId active url } ${ERROR} } }`;
const TURN_OFF = `mutation($planId: ID!) { turnOffContributionLink(planId: $planId) { __typename ... on ContributionLinkShare { active url } ${ERROR} } }`;
const CURRENT = 'query($planId: ID!) { contributionLink(planId: $planId) { active url } }';
const PAGE = 'query($token: String!) { contributionPage(token: $token) { status firstName packName amountLeftKobo minimumKobo } }';
const CONTRIBUTE = `mutation($token: String!, $input: ContributeInput!) { contribute(token: $token, input: $input) { __typename ... on ContributionCheckout { reference authorizationUrl amountKobo useStandIn } ${ERROR} } }`;
const CONFIRM = `mutation($token: String!, $reference: String!) { confirmContribution(token: $token, reference: $reference) {
  __typename ... on ContributionReceipt { reference amountKobo contributorName alreadyCredited page { status amountLeftKobo } } ${ERROR} } }`;
const HISTORY = 'query($id: ID!) { savingsPlan(id: $id) { amountPaidKobo remainingKobo payments { reference amountKobo contributorName } nextDue { amountDueKobo } } }';
const ADMIN_SCHEDULE = 'query($planId: ID!) { planSchedule(planId: $planId) { payments { reference amountKobo contributorName } } }';

/** An active plan (its first ₦30,000 paid by its owner), and its owner. */
async function activePlan() {
  const { u, c } = await saverWithPlan(t, packId);
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  return { owner: u, planId: c.plan.id };
}

async function share(owner: SignedUp, planId: string): Promise<{ url: string; token: string }> {
  const shared = (await gql(t.http, SHARE, { planId }, owner.token)).data!.shareContributionLink;
  expect(shared).toMatchObject({ __typename: 'ContributionLinkShare', planId, active: true });
  return { url: shared.url, token: shared.url.split('/c/')[1] };
}

const contribute = async (token: string, name: string, amountKobo: number) => (await gql(t.http, CONTRIBUTE, { token, input: { name, amountKobo } })).data!.contribute;

describe('a contribution link', () => {
  it('is paid by a signed-out visitor and credited once (webhook and page both confirming), named in the history and the receipt', async () => {
    const { owner, planId } = await activePlan();
    const { url, token } = await share(owner, planId);
    expect(url).toMatch(new RegExp(`^${t.baseUrl}/c/[A-Za-z0-9]{16}$`));
    // Shown again, the same link; the database holds only its keyed hash.
    expect((await gql(t.http, CURRENT, { planId }, owner.token)).data!.contributionLink).toEqual({ active: true, url });
    const row = await m().findOneByOrFail(ContributionLinkRow, { activePlanId: planId });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    // The page, signed out: the first name, the pack and what is left, nothing else.
    expect((await gql(t.http, PAGE, { token })).data!.contributionPage).toEqual({ status: 'Open', firstName: 'Kemi', packName: 'Family Foodstuff Pack', amountLeftKobo: naira(90_000), minimumKobo: naira(500) });

    const res = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: CONTRIBUTE, variables: { token, input: { name: '  Aunty   Bisi ', amountKobo: naira(5_000) } } });
    expect(res.headers['x-session-token']).toBeUndefined();
    const checkout = res.body.data.contribute;
    expect(checkout).toMatchObject({ __typename: 'ContributionCheckout', amountKobo: naira(5_000), useStandIn: true });
    // Nothing is credited before the server has verified the payment.
    expect((await gql(t.http, CONFIRM, { token, reference: checkout.reference })).data!.confirmContribution).toMatchObject({ errorCode: 'PAYMENT_NOT_SUCCESSFUL' });
    expect(await m().count(PaymentRow, { where: { planId, contributorName: 'Aunty Bisi' } })).toBe(0);

    // Paid at the stand-in; the signed webhook and the page's confirmation arrive together, twice each.
    await t.fake.complete(accessCodeOf(checkout.authorizationUrl), 'success', { webhook: false });
    const { body, signature } = t.fake.signedWebhook(checkout.reference);
    const [, confirmations] = await Promise.all([
      Promise.all([postWebhook(t, body, signature), postWebhook(t, body, signature)]),
      Promise.all([gql(t.http, CONFIRM, { token, reference: checkout.reference }), gql(t.http, CONFIRM, { token, reference: checkout.reference })]),
    ]);
    await t.system.jobs.drain();
    for (const c of confirmations) expect(c.data!.confirmContribution).toMatchObject({ __typename: 'ContributionReceipt', amountKobo: naira(5_000), contributorName: 'Aunty Bisi', page: { status: 'Open', amountLeftKobo: naira(85_000) } });
    const payments = await m().find(PaymentRow, { where: { providerReference: checkout.reference } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountKobo: naira(5_000), appliedKobo: naira(5_000), contributorName: 'Aunty Bisi', userId: owner.userId });
    expect(await m().findOneByOrFail(PaymentCheckoutRow, { reference: checkout.reference })).toMatchObject({ status: 'Paid', purpose: 'contribution', contributorName: 'Aunty Bisi' });
    // The contributor's card is not saved to the owner's account (only the owner's own first payment's card is there).
    const savedCards = await m().count(PaymentMethodRow, { where: { userId: owner.userId } });
    expect(savedCards).toBeLessThanOrEqual(1);

    // Partial: ₦5,000 towards the next ₦30,000 instalment, which stays unpaid; the instalments still sum to the price.
    const schedules = await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } });
    expect(schedules.map((s) => s.status)).toEqual(['Paid', 'Pending', 'Pending', 'Pending']);
    expect(schedules.reduce((sum, s) => sum + s.amountKobo, 0)).toBe(naira(120_000));
    const history = (await gql(t.http, HISTORY, { id: planId }, owner.token)).data!.savingsPlan;
    expect(history).toMatchObject({ amountPaidKobo: naira(35_000), remainingKobo: naira(85_000), nextDue: { amountDueKobo: naira(25_000) } });
    expect(history.payments).toEqual(expect.arrayContaining([{ reference: checkout.reference, amountKobo: naira(5_000), contributorName: 'Aunty Bisi' }]));
    const ledger = (await gql(t.http, ADMIN_SCHEDULE, { planId }, admin.token)).data!.planSchedule;
    expect(ledger.payments).toEqual(expect.arrayContaining([{ reference: checkout.reference, amountKobo: naira(5_000), contributorName: 'Aunty Bisi' }]));

    const receipts = (await t.outbox()).filter((mail) => mail.to === owner.email && mail.text.includes(checkout.reference));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe('₦5,000 from Aunty Bisi for your Family Foodstuff Pack');
    expect(receipts[0].text).toContain('You received ₦5,000 from Aunty Bisi towards your Family Foodstuff Pack savings plan');
  });

  it('refuses ₦499, a name too short, and more than remains (naming the field and the amount left)', async () => {
    const { owner, planId } = await activePlan();
    const { token } = await share(owner, planId);
    const tooSmall = await contribute(token, 'Aunty Bisi', naira(499));
    expect(tooSmall).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'amountKobo', message: 'The amount must be at least ₦500.' }] });
    expect(await contribute(token, 'B', naira(1_000))).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'name' }] });
    expect(await contribute(token, 'x'.repeat(61), naira(1_000))).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'name' }] });
    const tooMuch = await contribute(token, 'Uncle Tunde', naira(90_001));
    expect(tooMuch).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'amountKobo', message: 'The plan needs only ₦90,000 more. Enter ₦90,000 or less.' }] });
    expect(await contribute(token, 'Uncle Tunde', naira(1_000) + 50)).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'amountKobo' }] });
    expect(await m().count(PaymentCheckoutRow, { where: { planId, purpose: 'contribution' } })).toBe(0);
    // Exactly what remains is accepted, and completes the plan once paid; the link then answers Closed.
    const all = await contribute(token, 'Uncle Tunde', naira(90_000));
    expect(all).toMatchObject({ __typename: 'ContributionCheckout', amountKobo: naira(90_000) });
    await t.fake.complete(accessCodeOf(all.authorizationUrl), 'success', { webhook: false });
    expect((await gql(t.http, CONFIRM, { token, reference: all.reference })).data!.confirmContribution).toMatchObject({ contributorName: 'Uncle Tunde', page: { status: 'Closed', amountLeftKobo: null } });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: planId })).toMatchObject({ status: 'Completed', amountPaidKobo: naira(120_000) });
    expect((await gql(t.http, PAGE, { token })).data!.contributionPage).toEqual({ status: 'Closed', firstName: null, packName: null, amountLeftKobo: null, minimumKobo: null });
    expect(await contribute(token, 'Uncle Tunde', naira(500))).toMatchObject({ errorCode: 'PLAN_CLOSED' });
    expect((await gql(t.http, SHARE, { planId }, owner.token)).data!.shareContributionLink).toMatchObject({ errorCode: 'PLAN_CLOSED' });
  });

  it("turned off, answers Off and opens nothing; on again it is a new link and the old one stays dead; another customer's plan is not found", async () => {
    const { owner, planId } = await activePlan();
    const first = await share(owner, planId);
    expect((await gql(t.http, TURN_OFF, { planId }, owner.token)).data!.turnOffContributionLink).toEqual({ __typename: 'ContributionLinkShare', active: false, url: null });
    expect((await gql(t.http, PAGE, { token: first.token })).data!.contributionPage).toMatchObject({ status: 'Off', firstName: null, amountLeftKobo: null });
    expect(await contribute(first.token, 'Aunty Bisi', naira(1_000))).toMatchObject({ errorCode: 'CONTRIBUTION_LINK_OFF' });

    const second = await share(owner, planId);
    expect(second.token).not.toBe(first.token);
    expect((await gql(t.http, PAGE, { token: first.token })).data!.contributionPage.status).toBe('Off');
    expect((await gql(t.http, PAGE, { token: second.token })).data!.contributionPage.status).toBe('Open');
    expect((await gql(t.http, PAGE, { token: 'AAAAAAAAAAAAAAAA' })).data!.contributionPage.status).toBe('Invalid');
    expect(await contribute('AAAAAAAAAAAAAAAA', 'Aunty Bisi', naira(1_000))).toMatchObject({ errorCode: 'NOT_FOUND' });

    const other = await signUpAs(t, 'someone-else@example.ng');
    for (const query of [SHARE, TURN_OFF]) expect(Object.values((await gql(t.http, query, { planId }, other.token)).data!)[0]).toMatchObject({ errorCode: 'NOT_FOUND' });
    // A query's refusal is an error (the plan's not-found, as for any plan not the caller's), with nothing of the link.
    const peek = await gql(t.http, CURRENT, { planId }, other.token);
    expect(peek.data).toBeNull();
    expect(peek.errors?.[0].message).toMatch(/not found/i);
    expect((await gql(t.http, SHARE, { planId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Still on, untouched by the other customer's attempt.
    expect((await gql(t.http, PAGE, { token: second.token })).data!.contributionPage.status).toBe('Open');
    // A reference of the plan that is not a contribution is not this link's to confirm.
    const ownCheckout = await m().findOneByOrFail(PaymentCheckoutRow, { planId, purpose: 'first' });
    expect((await gql(t.http, CONFIRM, { token: second.token, reference: ownCheckout.reference })).data!.confirmContribution).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('is rate-limited per address and per link', async () => {
    const svc = t.system.services.contributions;
    const ctx = { ...t.context(), ip: '10.7.7.7' };
    for (let i = 0; i < 60; i++) await svc.view(ctx, `Ab${String(i).padStart(14, '0')}`);
    await expect(svc.view(ctx, 'BBBBBBBBBBBBBBBB')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // From many addresses, one link: 120 looks, then refused whoever asks.
    for (let i = 0; i < 120; i++) await svc.view({ ...t.context(), ip: `10.8.${Math.floor(i / 250)}.${i % 250}` }, 'CCCCCCCCCCCCCCCC');
    await expect(svc.view({ ...t.context(), ip: '10.9.0.1' }, 'CCCCCCCCCCCCCCCC')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await svc.view({ ...t.context(), ip: '10.9.0.1' }, 'DDDDDDDDDDDDDDDD')).status).toBe('Invalid');
  });
});
