import { PaystackClient } from '../../src/integrations/paystack/paystack-client';
import { PaymentRow, WebhookEventRow } from '../../src/modules/payment/payment.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import {
  CONFIRM,
  createPack,
  MY_CARD,
  MY_PLANS,
  ONE_PLAN,
  PAY_NEXT,
  PAYMENTS_CONFIG,
  SET_PREFERENCE,
  SET_REMINDERS,
  START_PLAN,
  UPCOMING,
} from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Savings plans and Paystack payments over HTTP, with the local Paystack stand-in: the browser's
 * flow over GraphQL, the legacy /api/SavingsPlan paths, and what another customer cannot do.
 */
let t: TestSystem;
let admin: SignedUp;
let ada: SignedUp;
let bola: SignedUp;
let packId: string;

beforeAll(async () => {
  t = await startTestSystem();
  [admin, ada, bola] = await Promise.all([signUpAs(t, 'admin@example.ng', 'Admin'), signUpAs(t, 'ada@example.ng'), signUpAs(t, 'bola@example.ng')]);
  packId = (await createPack(t, admin, { priceKobo: naira(100_000), durationMonths: 3 })).id;
});
afterAll(() => t.stop());

const pay = (accessCode: string, outcome: string) => t.http.post(`/fake-paystack/checkout/${accessCode}/pay`).send({ outcome });
const startInput = (extra: Record<string, unknown> = {}) => ({ foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'delivery' }, ...extra });
const receiptsTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email && /^(Payment received|Fully paid)/.test(m.subject));

describe('the customer pays through the stand-in (GraphQL)', () => {
  let planId: string;
  let firstReference: string;

  it('tells the web to use the stand-in', async () => {
    const res = await gql(t.http, PAYMENTS_CONFIG, {}, ada.token);
    expect(res.data!.paymentsConfig).toEqual({ provider: 'paystack', publicKey: expect.stringMatching(/^pk_test_/), useStandIn: true, currency: 'NGN' });
    expect((await gql(t.http, PAYMENTS_CONFIG)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('starts a plan, pays on the checkout, and the signed webhook activates it with the right amount', async () => {
    const started = (await gql(t.http, START_PLAN, { input: startInput() }, ada.token)).data!.startSavingsPlan;
    expect(started).toMatchObject({ __typename: 'PaymentCheckout', amountKobo: naira(33_333), plan: { status: 'AwaitingFirstPayment', amountPaidKobo: 0, totalAmountKobo: naira(100_000) } });
    expect(started.plan.schedules.map((s: { amountKobo: number }) => s.amountKobo)).toEqual([naira(33_333), naira(33_333), naira(33_334)]);
    planId = started.plan.id;
    firstReference = started.reference;
    expect((await gql(t.http, MY_PLANS, {}, ada.token)).data!.mySavingsPlans.items).toEqual([]); // not until paid

    const page = await t.http.get(new URL(started.authorizationUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('₦33,333');
    expect(page.text).toContain('4084 0840 8408 4081');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const paid = await pay(started.accessCode, 'success');
    expect(paid.body).toMatchObject({ status: true, data: { reference: started.reference, status: 'success', webhook: { delivered: true, http_status: 200 } } });
    await t.system.jobs.drain();
    const [plan] = (await gql(t.http, MY_PLANS, {}, ada.token)).data!.mySavingsPlans.items;
    expect(plan).toMatchObject({ id: planId, status: 'Active', amountPaidKobo: naira(33_333), progressPercent: 33, nextDue: { sequence: 2, amountDueKobo: naira(33_333) } });
    expect(plan.schedules.map((s: { status: string }) => s.status)).toEqual(['Paid', 'Pending', 'Pending']);
    expect(plan.payments).toEqual([expect.objectContaining({ reference: started.reference, amountKobo: naira(33_333), currency: 'NGN' })]);
    expect((await gql(t.http, MY_CARD, {}, ada.token)).data!.myPaymentMethod).toMatchObject({ provider: 'paystack', type: 'card', cardType: 'visa', lastFourDigits: '4081', bank: 'TEST BANK' });
    expect((await gql(t.http, CONFIRM, { reference: started.reference }, ada.token)).data!.confirmPayment).toMatchObject({ alreadyCredited: true });
  });

  it('pays the next instalment and confirms it from the browser; a declined card changes nothing', async () => {
    const next = (await gql(t.http, PAY_NEXT, { planId }, ada.token)).data!.payNextInstalment;
    expect(next).toMatchObject({ __typename: 'PaymentCheckout', amountKobo: naira(33_333), scheduleId: expect.any(String) });
    await pay(next.accessCode, 'success');
    const confirmed = (await gql(t.http, CONFIRM, { reference: next.reference }, ada.token)).data!.confirmPayment;
    expect(confirmed).toMatchObject({ __typename: 'PaymentConfirmation', reference: next.reference, plan: { amountPaidKobo: naira(66_666), status: 'Active' } });

    const declined = (await gql(t.http, PAY_NEXT, { planId }, ada.token)).data!.payNextInstalment;
    expect((await pay(declined.accessCode, 'declined')).body).toMatchObject({ status: true, data: { status: 'failed', gateway_response: 'Declined', webhook: null } });
    expect((await gql(t.http, CONFIRM, { reference: declined.reference }, ada.token)).data!.confirmPayment).toEqual({
      __typename: 'ErrorResult',
      errorCode: 'PAYMENT_DECLINED',
      message: 'Your payment was not successful. Please try again.',
      fieldErrors: [],
    });
    await t.system.jobs.drain();
    expect((await gql(t.http, ONE_PLAN, { id: planId }, ada.token)).data!.savingsPlan).toMatchObject({ amountPaidKobo: naira(66_666), status: 'Active' });
  });

  it('completes with a card that needs an OTP, and then there is nothing left to pay', async () => {
    const last = (await gql(t.http, PAY_NEXT, { planId }, ada.token)).data!.payNextInstalment;
    expect(last.amountKobo).toBe(naira(33_334));
    expect((await pay(last.accessCode, 'requires_otp')).body.data).toMatchObject({ status: 'ongoing', needs_otp: true });
    expect((await t.http.post(`/fake-paystack/checkout/${last.accessCode}/otp`).send({ otp: '000000' })).body).toMatchObject({ status: false, message: 'Incorrect OTP. Please try again.' });
    expect((await t.http.post(`/fake-paystack/checkout/${last.accessCode}/otp`).send({ otp: '123456' })).body).toMatchObject({ status: true, data: { status: 'success' } });
    await t.system.jobs.drain();
    const plan = (await gql(t.http, ONE_PLAN, { id: planId }, ada.token)).data!.savingsPlan;
    expect(plan).toMatchObject({ status: 'Completed', amountPaidKobo: naira(100_000), progressPercent: 100, nextDue: null, fulfilment: { method: 'delivery', status: 'AwaitingDispatch', area: 'Ikeja', promisedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expectedFrom: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect((await gql(t.http, PAY_NEXT, { planId }, ada.token)).data!.payNextInstalment).toMatchObject({ errorCode: 'NO_PENDING_PAYMENTS', message: 'No pending payments found' });
    expect((await gql(t.http, SET_REMINDERS, { planId, enabled: true }, ada.token)).data!.setPlanReminders).toMatchObject({ errorCode: 'PLAN_CLOSED' });
    expect(await receiptsTo('ada@example.ng')).toHaveLength(3);
    expect(firstReference).toMatch(/^fs-/);
  });

  it("sends the browser back from the checkout page to the profile with Paystack's query", async () => {
    const started = (await gql(t.http, START_PLAN, { input: startInput({ frequency: 'weekly', fulfilment: { method: 'pickup' } }) }, ada.token)).data!.startSavingsPlan;
    const path = new URL(started.authorizationUrl).pathname;
    const refused = await t.http.post(path).type('form').send({ outcome: 'insufficient_funds' });
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('Insufficient Funds');
    const done = await t.http.post(path).type('form').send({ outcome: 'success' });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${t.baseUrl}/profile?tab=savings&reference=${started.reference}&trxref=${started.reference}`);
    await t.system.jobs.drain();
    const upcoming = (await gql(t.http, UPCOMING, {}, ada.token)).data!.myUpcomingPayments;
    expect(upcoming).toEqual([expect.objectContaining({ planId: started.plan.id, sequence: 2, amountKobo: naira(8_333), amountDueKobo: naira(8_333), status: 'Pending' })]);
  });
});

describe('the legacy /api/SavingsPlan paths', () => {
  const bearer = (u: SignedUp) => `Bearer ${u.token}`;
  /** The legacy paths' whole-number id (issue 28), and the UUID GraphQL speaks. */
  let planId: number;
  let planUuid: string;
  let reference: string;

  it('starts a plan from the create payload, ignoring the amounts the client sends', async () => {
    const res = await t.http
      .post('/api/SavingsPlan')
      .set('authorization', bearer(bola))
      .send({ foodPackId: packId, totalAmount: 5, monthlyAmount: 1, duration: 9, startDate: '2020-01-01', paymentPreference: 'Manual', paymentFrequency: 'Monthly', paymentMethod: null });
    expect(res.status).toBe(200);
    // Bare, as the original's SavingsPlanController answered (`Ok(result)`): the plan at the top level.
    expect(res.body).toMatchObject({ status: 'AwaitingFirstPayment', totalAmount: 100_000, monthlyAmount: 33_333, duration: 3, amountPaid: 0, paymentFrequency: 'monthly' });
    expect(res.body).not.toHaveProperty('success');
    expect(res.body.paymentSchedules.map((s: { amount: number }) => s.amount)).toEqual([33_333, 33_333, 33_334]);
    expect(res.body.checkout).toMatchObject({ amount: 33_333, amountKobo: naira(33_333), reference: expect.stringMatching(/^fs-/) });
    planId = res.body.id;
    expect(Number.isInteger(planId)).toBe(true);
    planUuid = ((await t.system.dataSource.query('SELECT id FROM savings_plans WHERE legacy_id = ?', [planId])) as { id: string }[])[0].id;
    reference = res.body.checkout.reference;
  });

  it('creates (activates) the plan with a verified paymentReference', async () => {
    await t.fake.complete(t.fake.transactions.get(reference)!.accessCode, 'success', { webhook: false });
    const res = await t.http.post('/api/savingsplan').set('authorization', bearer(bola)).send({ foodPackId: packId, totalAmount: 100_000, paymentReference: reference });
    expect(res.body).toMatchObject({ id: planId, status: 'Active', amountPaid: 33_333, payment: { reference, amount: 33_333, alreadyCredited: false } });
  });

  it('lists, reads, shows upcoming payments and the saved card, in naira', async () => {
    const list = await t.http.get('/api/SAVINGSPLAN').set('authorization', bearer(bola));
    // Bare, as the original answered (issue 28).
    expect(list.body).toEqual([expect.objectContaining({ id: planId, amountPaid: 33_333, remainingAmount: 66_667, status: 'Active' })]);
    const one = await t.http.get(`/api/SavingsPlan/${planId}`).set('authorization', bearer(bola));
    expect(one.body).toMatchObject({ id: planId, paymentSchedules: [{ status: 'Paid' }, { status: 'Pending' }, { status: 'Pending' }] });
    const upcoming = await t.http.get('/api/SavingsPlan/upcoming-payments').set('authorization', bearer(bola));
    // Bare arrays and objects, as the original answered (`Ok(payments)`, `Ok(paymentMethod)`); the
    // original's PaymentSchedule names (id, savingsPlanId) beside ours (scheduleId, planId).
    expect(upcoming.body).toEqual([expect.objectContaining({ planId, savingsPlanId: planId, id: expect.any(Number), amount: 33_333, amountDue: 33_333, status: 'Pending' })]);
    expect(upcoming.body[0].id).toBe(upcoming.body[0].scheduleId);
    const card = await t.http.get('/api/PaymentMethod/current').set('authorization', bearer(bola));
    expect(card.body).toEqual({ provider: 'paystack', type: 'card', cardType: 'visa', bank: 'TEST BANK', lastFourDigits: '4081', expMonth: '12', expYear: '2030' });
    expect((await t.http.get('/api/SavingsPlan')).status).toBe(401);
  });

  it('changes reminders and preference, and confirms an instalment by reference whatever amount is sent', async () => {
    const reminders = await t.http.put(`/api/SavingsPlan/${planId}/reminders`).set('authorization', bearer(bola)).send({ enabled: 'true' });
    expect(reminders.body).toMatchObject({ message: 'Reminders Enabled', data: { remindersEnabled: true } });
    const preference = await t.http.put(`/api/SavingsPlan/${planId}/payment-preference`).set('authorization', bearer(bola)).send({ preference: 'automatic', paymentMethod: { type: 'card' } });
    expect(preference.body.data.paymentPreference).toBe('automatic');
    expect((await t.http.put(`/api/SavingsPlan/${planId}/payment-preference`).set('authorization', bearer(bola)).send({ preference: 'sometimes' })).status).toBe(400);

    const next = (await gql(t.http, PAY_NEXT, { planId: planUuid }, bola.token)).data!.payNextInstalment;
    await t.fake.complete(next.accessCode, 'success', { webhook: false });
    const res = await t.http
      .post(`/api/SavingsPlan/${planId}/update-payment`)
      .set('authorization', bearer(bola))
      .send({ paymentPreference: 'manual', paymentReference: next.reference, amount: 999_999, scheduleId: 'whatever' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: planId, amountPaid: 66_666, payment: { amount: 33_333, alreadyCredited: false } });
    expect(res.body).not.toHaveProperty('success');
    const again = await t.http.post(`/api/SavingsPlan/${planId}/update-payment`).set('authorization', bearer(bola)).send({ paymentReference: next.reference });
    expect(again.body).toMatchObject({ amountPaid: 66_666, payment: { alreadyCredited: true } });
    expect((await t.http.post(`/api/SavingsPlan/${planId}/update-payment`).set('authorization', bearer(bola)).send({ amount: 5 })).body).toMatchObject({ success: false, errors: ['paymentReference: paymentReference is required'] });
  });
});

describe("another customer's plan and card", () => {
  let planId: string;
  let reference: string;
  let carol: SignedUp;

  beforeAll(async () => {
    carol = await signUpAs(t, 'carol@example.ng');
    const started = (await gql(t.http, START_PLAN, { input: startInput() }, ada.token)).data!.startSavingsPlan;
    planId = started.plan.id;
    await pay(started.accessCode, 'success');
    await t.system.jobs.drain();
    const next = (await gql(t.http, PAY_NEXT, { planId }, ada.token)).data!.payNextInstalment;
    reference = next.reference;
    await t.fake.complete(next.accessCode, 'success', { webhook: false }); // paid, not yet confirmed
  });

  it('cannot read, pay, confirm against or change it over GraphQL', async () => {
    const NOT_FOUND = { __typename: 'ErrorResult', errorCode: 'NOT_FOUND' };
    expect((await gql(t.http, ONE_PLAN, { id: planId }, carol.token)).data!.savingsPlan).toBeNull();
    expect((await gql(t.http, MY_PLANS, {}, carol.token)).data!.mySavingsPlans.items).toEqual([]);
    expect((await gql(t.http, UPCOMING, {}, carol.token)).data!.myUpcomingPayments).toEqual([]);
    expect((await gql(t.http, MY_CARD, {}, carol.token)).data!.myPaymentMethod).toBeNull();
    expect((await gql(t.http, PAY_NEXT, { planId }, carol.token)).data!.payNextInstalment).toMatchObject(NOT_FOUND);
    expect((await gql(t.http, CONFIRM, { reference }, carol.token)).data!.confirmPayment).toMatchObject(NOT_FOUND);
    expect((await gql(t.http, SET_REMINDERS, { planId, enabled: true }, carol.token)).data!.setPlanReminders).toMatchObject(NOT_FOUND);
    expect((await gql(t.http, SET_PREFERENCE, { planId, preference: 'manual' }, carol.token)).data!.setPaymentPreference).toMatchObject(NOT_FOUND);
    const unknown = await gql(t.http, ONE_PLAN, { id: '00000000-0000-0000-0000-000000000000' }, carol.token);
    expect(unknown.data!.savingsPlan).toBeNull(); // the same answer as for someone else's plan
    expect((await gql(t.http, ONE_PLAN, { id: planId })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('cannot do it over the legacy paths either', async () => {
    const as = (req: import('supertest').Test) => req.set('authorization', `Bearer ${carol.token}`);
    expect((await as(t.http.get(`/api/SavingsPlan/${planId}`))).status).toBe(404);
    expect((await as(t.http.put(`/api/SavingsPlan/${planId}/reminders`)).send({ enabled: true })).status).toBe(404);
    expect((await as(t.http.put(`/api/SavingsPlan/${planId}/payment-preference`)).send({ preference: 'manual' })).status).toBe(404);
    expect((await as(t.http.post(`/api/SavingsPlan/${planId}/update-payment`)).send({ paymentReference: reference })).status).toBe(404);
    expect((await as(t.http.post('/api/SavingsPlan')).send({ paymentReference: reference })).status).toBe(404);
    // No saved card: 404, as the original's NotFound(), with the envelope's message.
    const card = await as(t.http.get('/api/PaymentMethod/current'));
    expect([card.status, card.body]).toEqual([404, expect.objectContaining({ success: false, message: 'No saved payment methods' })]);
  });

  it("leaves the owner's plan as it was, and the owner can still confirm", async () => {
    const plan = (await gql(t.http, ONE_PLAN, { id: planId }, ada.token)).data!.savingsPlan;
    expect(plan).toMatchObject({ amountPaidKobo: naira(33_333), remindersEnabled: true, paymentPreference: 'manual' });
    expect((await gql(t.http, CONFIRM, { reference }, ada.token)).data!.confirmPayment).toMatchObject({ alreadyCredited: false, plan: { amountPaidKobo: naira(66_666) } });
  });
});

describe('the Paystack client against the stand-in', () => {
  const client = (secretKey = t.system.config.paystack.secretKey) => new PaystackClient({ baseUrl: t.system.config.paystack.baseUrl, secretKey });

  it('initializes, verifies, charges a saved authorization and refunds, over HTTP with the Bearer key', async () => {
    const opened = await client().initialize({ email: 'ada@example.ng', amountKobo: naira(500), reference: 'client-test-1', callbackUrl: `${t.baseUrl}/profile`, metadata: { planId: 'p1' } });
    expect(opened).toEqual({ reference: 'client-test-1', accessCode: expect.any(String), authorizationUrl: `${t.baseUrl}/fake-paystack/checkout/${opened.accessCode}` });
    expect(await client().verify('client-test-1')).toMatchObject({ status: 'pending', amountKobo: naira(500), currency: 'NGN', authorization: null, metadata: { planId: 'p1' } });
    await t.fake.complete(opened.accessCode, 'success', { webhook: false });
    const paid = await client().verify('client-test-1');
    expect(paid).toMatchObject({ status: 'success', channel: 'card', customerEmail: 'ada@example.ng', paidAt: expect.any(Date) });
    expect(paid.authorization).toMatchObject({ reusable: true, last4: '4081', cardType: 'visa', bank: 'TEST BANK', expMonth: '12', expYear: '2030', signature: expect.stringMatching(/^SIG_/) });

    const charged = await client().chargeAuthorization({ email: 'ada@example.ng', amountKobo: naira(700), authorizationCode: paid.authorization!.authorizationCode, reference: 'client-test-2', metadata: {} });
    expect(charged).toMatchObject({ paused: false, transaction: { status: 'success', amountKobo: naira(700), reference: 'client-test-2' } });
    await expect(client().chargeAuthorization({ email: 'ada@example.ng', amountKobo: naira(700), authorizationCode: paid.authorization!.authorizationCode, reference: 'client-test-2', metadata: {} })).rejects.toThrow('Duplicate Transaction Reference');
    await expect(client().chargeAuthorization({ email: 'bola@example.ng', amountKobo: 100, authorizationCode: paid.authorization!.authorizationCode, reference: 'client-test-3', metadata: {} })).rejects.toThrow('Invalid authorization code');

    expect(await client().refund({ reference: 'client-test-1', amountKobo: naira(200) })).toMatchObject({ status: 'pending', amountKobo: naira(200), reference: 'client-test-1' });
    await expect(client().refund({ reference: 'client-test-1', amountKobo: naira(400) })).rejects.toThrow(/greater than/);
  });

  it('turns refusals into PaystackError: a wrong key, an unknown reference, an unreachable server', async () => {
    await expect(client('sk_test_wrong').verify('client-test-1')).rejects.toMatchObject({ name: 'PaystackError', httpStatus: 401, message: 'Invalid key' });
    await expect(client().verify('no-such-reference')).rejects.toMatchObject({ name: 'PaystackError', notFound: true });
    const offline = new PaystackClient({ baseUrl: 'http://127.0.0.1:9', secretKey: 'sk_test_x', timeoutMs: 2_000 });
    await expect(offline.verify('x')).rejects.toMatchObject({ name: 'PaystackError', message: expect.stringContaining('could not be reached') });
  });

  it('stores other signed events and marks them processed without touching money', async () => {
    const { body, signature } = t.fake.signedWebhook('client-test-1', 'refund.processed');
    const before = await t.system.dataSource.manager.count(PaymentRow);
    expect((await t.http.post('/api/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', signature).send(body)).status).toBe(200);
    await t.system.jobs.drain();
    expect(await t.system.dataSource.manager.findOneByOrFail(WebhookEventRow, { event: 'refund.processed' })).toMatchObject({ reference: 'client-test-1', processedAt: expect.any(Date), error: null, signatureVerified: true });
    expect(await t.system.dataSource.manager.count(PaymentRow)).toBe(before);
  });
});
