import { performance } from 'node:perf_hooks';
import { lagosDate } from '../../src/common/time';
import { CardCipher } from '../../src/modules/payment/cards/card-cipher';
import { PaymentCheckoutRow, PaymentMethodRow, PaymentRow, WebhookEventRow } from '../../src/modules/payment/payment.entity';
import { promisedWindow } from '../../src/modules/savings-plan/domain/working-calendar';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import type { PlanCheckout } from '../../src/modules/payment/checkout/plan-checkout.service';
import type { StartPlanInput } from '../../src/modules/savings-plan/plans/savings-plan.service';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, CONFIRM, createPack, postWebhook } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';
import { refusal } from '../support/refusal';

/**
 * Money on MariaDB, with BullMQ on Redis running the webhook jobs and the e-mail: every path
 * that credits a payment, and that a payment is credited once whatever arrives how often.
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;
let evenPackId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestSystem({ redis: true });
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(100_000), durationMonths: 3 })).id; // 33,333 + 33,333 + 33,334
  evenPackId = (await createPack(t, admin, { name: 'Even Pack', priceKobo: naira(120_000), durationMonths: 4 })).id; // 4 × 30,000
});
afterAll(() => t.stop());

const plans = () => t.system.services.savingsPlans;
const payments = () => t.system.services.payments;
const checkouts = () => t.system.services.checkouts;
const webhooks = () => t.system.services.webhooks;
const cards = () => t.system.services.cards;
const m = () => t.system.dataSource.manager;
const as = (u: SignedUp, now?: Date) => t.context(u.actor, now);
let customers = 0;
async function customer(): Promise<SignedUp & { email: string }> {
  const email = `customer${++customers}@example.ng`;
  return { ...(await signUpAs(t, email)), email };
}

function start(u: SignedUp, extra: Partial<StartPlanInput> = {}, now?: Date): Promise<PlanCheckout> {
  return checkouts().start(as(u, now), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'delivery' }, ...extra });
}

/** The customer pays on the stand-in's page; the webhook is held back unless asked for. */
async function payAtProvider(c: { authorizationUrl: string }, webhook = false): Promise<void> {
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook });
}

async function receiptsTo(email: string) {
  return (await t.outbox()).filter((mail) => mail.to === email && /^(Payment received|Fully paid)/.test(mail.subject));
}

describe('starting a plan', () => {
  it("computes everything from the pack's current price and locks it, and opens the first checkout at Paystack", async () => {
    const ada = await customer();
    const c = await start(ada, { frequency: 'weekly' });
    expect(c.plan).toMatchObject({ status: 'AwaitingFirstPayment', totalAmountKobo: naira(100_000), instalmentCount: 12, amountPaidKobo: 0, frequency: 'weekly' });
    expect(c.plan.schedules.map((s) => s.amountKobo)).toEqual([...Array(11).fill(naira(8_333)), naira(8_337)]);
    expect(c.plan.startDate).toBe(lagosDate(new Date()));
    expect(c).toMatchObject({ amountKobo: naira(8_333), scheduleId: c.plan.schedules[0].id, reference: expect.stringMatching(/^fs-[0-9a-f]{24}$/) });
    expect(c.authorizationUrl).toBe(`${t.baseUrl}/fake-paystack/checkout/${c.accessCode}`);
    expect(t.fake.transactions.get(c.reference)).toMatchObject({ amount: naira(8_333), email: ada.email, metadata: { planId: c.plan.id, scheduleId: c.scheduleId, purpose: 'first' } });

    await t.system.services.foodPacks.update(t.context(admin.actor), packId, { priceKobo: naira(150_000), originalPriceKobo: naira(150_000) });
    const after = await plans().one(as(ada), c.plan.id);
    expect(after!.totalAmountKobo).toBe(naira(100_000)); // locked
    await t.system.services.foodPacks.update(t.context(admin.actor), packId, { priceKobo: naira(100_000) });
  });

  it('refuses an unknown or unavailable pack, and delivery with no address anywhere', async () => {
    const u = await customer();
    expect((await refusal(start(u, { foodPackId: '00000000-0000-0000-0000-000000000000' }))).code).toBe('NOT_FOUND');
    const hidden = await createPack(t, admin, { name: 'Hidden', available: false });
    expect((await refusal(start(u, { foodPackId: hidden.id }))).code).toBe('PACK_UNAVAILABLE');
    await m().update('users', { id: u.userId }, { address: null });
    expect((await refusal(start(u))).fieldErrors).toEqual([{ field: 'fulfilment.address', message: 'A delivery address in Lagos is required' }]);
    expect((await start(u, { fulfilment: { method: 'pickup' } })).plan.fulfilment).toMatchObject({ method: 'pickup', address: null });
  });
});

describe('crediting a reference exactly once', () => {
  it('20 signed webhooks and 20 browser confirmations at once, then 100 replays: one payment, one schedule change, one receipt', async () => {
    const ada = await customer();
    const c = await start(ada);
    await payAtProvider(c);
    const { body, signature } = t.fake.signedWebhook(c.reference);

    const t0 = performance.now();
    const burst = await Promise.all([
      ...Array.from({ length: 20 }, () => postWebhook(t, body, signature)),
      ...Array.from({ length: 20 }, () => gql(t.http, CONFIRM, { reference: c.reference }, ada.token)),
    ]);
    const burstMs = performance.now() - t0;
    const t1 = performance.now();
    for (let i = 0; i < 100; i++) expect((await postWebhook(t, body, signature)).status).toBe(200);
    await t.system.jobs.drain();
    const replayMs = performance.now() - t1;
    console.info(`idempotency: 20 webhooks + 20 confirmations at once ${burstMs.toFixed(0)} ms; 100 sequential replays + jobs ${replayMs.toFixed(0)} ms; total ${(performance.now() - t0).toFixed(0)} ms`);

    const hooks = burst.slice(0, 20) as { status: number }[];
    const confirmations = burst.slice(20).map((r) => (r as { data?: { confirmPayment: Record<string, any> } }).data!.confirmPayment);
    expect(hooks.every((h) => h.status === 200)).toBe(true);
    expect(confirmations.every((x) => x.__typename === 'PaymentConfirmation' && x.plan.amountPaidKobo === naira(33_333))).toBe(true);
    expect(confirmations.filter((x) => !x.alreadyCredited).length).toBeLessThanOrEqual(1);

    expect(await m().count(PaymentRow, { where: { providerReference: c.reference } })).toBe(1);
    const schedules = await m().find(PaymentScheduleRow, { where: { planId: c.plan.id }, order: { sequence: 'ASC' } });
    expect(schedules.map((s) => s.status)).toEqual(['Paid', 'Pending', 'Pending']);
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ status: 'Active', amountPaidKobo: naira(33_333) });
    expect(await m().findOneByOrFail(PaymentCheckoutRow, { reference: c.reference })).toMatchObject({ status: 'Paid' });
    const events = await m().find(WebhookEventRow, { where: { reference: c.reference } });
    expect(events).toHaveLength(1); // the same body is the same event
    expect(events[0].processedAt).not.toBeNull();
    const receipts = await receiptsTo(ada.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain(c.reference);
  });

  it('measures how long a browser confirmation takes (verify over HTTP + the crediting transaction)', async () => {
    const u = await customer();
    const c = await start(u, { frequency: 'daily' });
    await payAtProvider(c);
    const times: number[] = [];
    let reference = c.reference;
    for (let i = 0; i < 12; i++) {
      const t0 = performance.now();
      const res = await gql(t.http, CONFIRM, { reference }, u.token);
      times.push(performance.now() - t0);
      expect(res.data!.confirmPayment).toMatchObject({ __typename: 'PaymentConfirmation', alreadyCredited: false });
      const next = await checkouts().payNext(as(u), c.plan.id);
      await payAtProvider(next);
      reference = next.reference;
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.info(`confirmation latency over ${times.length} first confirmations: median ${sorted[6].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`);
    expect((await plans().one(as(u), c.plan.id))!.schedules.filter((s) => s.status === 'Paid')).toHaveLength(12);
  });
});

describe('what the provider must say before money moves', () => {
  it('credits nothing for a smaller amount, another currency or an unknown reference, on any path', async () => {
    const bola = await customer();
    const c = await start(bola);
    await payAtProvider(c);

    t.fake.alter(c.reference, { amount: c.amountKobo - naira(1) });
    expect((await refusal(payments().confirmPayment(as(bola), c.reference))).code).toBe('PAYMENT_MISMATCH');
    t.fake.alter(c.reference, { amount: c.amountKobo, currency: 'USD' });
    expect((await refusal(payments().confirmPayment(as(bola), c.reference))).code).toBe('PAYMENT_MISMATCH');

    // The webhook path refuses the same way, and keeps the event with its error.
    const hook = t.fake.signedWebhook(c.reference);
    expect((await postWebhook(t, hook.body, hook.signature)).status).toBe(200);
    await t.system.jobs.drain();
    const event = await m().findOneByOrFail(WebhookEventRow, { reference: c.reference });
    expect(event).toMatchObject({ processedAt: null, error: expect.stringContaining('does not match') });

    expect((await refusal(payments().confirmPayment(as(bola), 'fs-000000000000000000000000'))).code).toBe('NOT_FOUND');
    // A transaction made at the provider with a reference this server never issued.
    t.fake.initialize({ email: 'someone@example.ng', amount: c.amountKobo, reference: 'outsider-1' });
    await t.fake.complete(t.fake.transactions.get('outsider-1')!.accessCode, 'success');
    await t.system.jobs.drain();
    expect(await m().findOneByOrFail(WebhookEventRow, { reference: 'outsider-1' })).toMatchObject({ processedAt: null, error: expect.stringContaining('Payment reference not found') });

    expect(await m().count(PaymentRow, { where: { planId: c.plan.id } })).toBe(0);
    expect(await m().count(PaymentRow, { where: { providerReference: 'outsider-1' } })).toBe(0);
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ status: 'AwaitingFirstPayment', amountPaidKobo: 0 });

    // Once the provider's account is right, support retries the kept event and it is credited.
    t.fake.alter(c.reference, { currency: 'NGN' });
    await webhooks().retry(t.context(admin.actor), event.id);
    await t.system.jobs.drain();
    expect(await m().findOneByOrFail(WebhookEventRow, { id: event.id })).toMatchObject({ error: null, processedAt: expect.any(Date) });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ status: 'Active', amountPaidKobo: c.amountKobo });
  });

  it('refuses a declined or abandoned payment without touching the plan', async () => {
    const u = await customer();
    const c = await start(u);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'declined');
    expect(await refusal(payments().confirmPayment(as(u), c.reference))).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your payment was not successful. Please try again.' });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ status: 'AwaitingFirstPayment', amountPaidKobo: 0 });
    expect(await m().count(PaymentRow, { where: { planId: c.plan.id } })).toBe(0);
  });

  it('refuses a tampered webhook body with 401 and stores nothing', async () => {
    const u = await customer();
    const c = await start(u);
    await payAtProvider(c);
    const { body, signature } = t.fake.signedWebhook(c.reference);
    const before = await m().count(WebhookEventRow);
    const tampered = body.replace(`"amount":${c.amountKobo}`, `"amount":${c.amountKobo * 10}`);
    expect(tampered).not.toBe(body);
    expect((await postWebhook(t, tampered, signature)).status).toBe(401);
    expect((await t.http.post('/api/paystack/webhook').set('content-type', 'application/json').send(body)).status).toBe(401);
    expect((await postWebhook(t, body, signature.replace(/^./, (ch) => (ch === 'a' ? 'b' : 'a')))).status).toBe(401);
    await t.system.jobs.drain();
    expect(await m().count(WebhookEventRow)).toBe(before);
    expect(await m().count(PaymentRow, { where: { planId: c.plan.id } })).toBe(0);
  });
});

describe('applying payments to the schedule', () => {
  it('pays the next schedule when one is paid twice, completes with a fulfilment 3-5 working days out, and records an overpayment', async () => {
    const chidi = await customer();
    const first = await start(chidi, { foodPackId: evenPackId });
    await payAtProvider(first, true); // the webhook credits it
    await t.system.jobs.drain();
    const planId = first.plan.id;
    const [s1, s2, s3, s4] = first.plan.schedules.map((s) => s.id);

    // A second tab at once is handed the same checkout; one opened after that checkout's 30
    // minutes is a new one for the same schedule, and both may be paid.
    const later = new Date(Date.now() + HOUR);
    const a = await checkouts().payNext(as(chidi), planId);
    expect((await checkouts().payNext(as(chidi), planId)).reference).toBe(a.reference);
    const b = await checkouts().payNext(as(chidi, later), planId);
    expect([a.scheduleId, b.scheduleId, a.amountKobo]).toEqual([s2, s2, naira(30_000)]);
    expect(b.reference).not.toBe(a.reference);
    await payAtProvider(a);
    await payAtProvider(b);
    expect((await payments().confirmPayment(as(chidi), a.reference)).payment.scheduleId).toBe(s2);
    expect((await payments().confirmPayment(as(chidi), b.reference)).payment.scheduleId).toBe(s3);

    const c = await checkouts().payNext(as(chidi), planId);
    const d = await checkouts().payNext(as(chidi, later), planId);
    await payAtProvider(c);
    await payAtProvider(d);
    const completed = await payments().confirmPayment(as(chidi), c.reference);
    expect(completed.plan).toMatchObject({ status: 'Completed', amountPaidKobo: naira(120_000), nextDue: null });
    expect(completed.plan.schedules.map((s) => [s.id, s.status])).toEqual([s1, s2, s3, s4].map((id) => [id, 'Paid']));
    const lastPaid = (await m().findOneByOrFail(PaymentRow, { providerReference: c.reference })).paidAt!;
    const fulfilment = await m().findOneByOrFail(FulfilmentRow, { planId });
    expect(fulfilment).toMatchObject({ method: 'delivery', address: '9 Opebi Road, Ikeja', area: 'Ikeja', status: 'AwaitingDispatch', ...rename(promisedWindow(lagosDate(lastPaid), [])) });
    expect(completed.plan.fulfilment).toMatchObject({ expectedFrom: fulfilment.expectedFrom, expectedTo: fulfilment.expectedTo });

    const over = await payments().confirmPayment(as(chidi), d.reference);
    expect(over.payment).toMatchObject({ amountKobo: naira(30_000), appliedKobo: 0, overpaymentKobo: naira(30_000), scheduleId: s4 });
    expect(over.plan).toMatchObject({ status: 'Completed', amountPaidKobo: naira(120_000) });
    expect(await m().count(FulfilmentRow, { where: { planId } })).toBe(1);
    expect((await refusal(checkouts().payNext(as(chidi), planId))).message).toBe('No pending payments found');

    const receipts = await receiptsTo(chidi.email);
    expect(receipts).toHaveLength(5);
    expect(receipts.filter((r) => r.subject.startsWith('Fully paid'))).toHaveLength(2);
    expect(receipts.some((r) => /₦30,000 of this payment was more than your plan needed/.test(r.text))).toBe(true);
  });

  it('adds up different references confirmed at the same moment (the plan row is locked while crediting)', async () => {
    const u = await customer();
    const c = await start(u, { frequency: 'daily' }); // 3 months: 89 × ₦1,111 + ₦1,121
    await payAtProvider(c);
    await payments().confirmPayment(as(u), c.reference);
    // Six checkouts for the same instalment, each opened after the one before had expired (30 minutes).
    const tabs: PlanCheckout[] = [];
    for (let i = 0; i < 6; i++) tabs.push(await checkouts().payNext(as(u, new Date(Date.now() + i * HOUR)), c.plan.id));
    expect(new Set(tabs.map((tab) => tab.reference)).size).toBe(6);
    for (const tab of tabs) await payAtProvider(tab);
    const results = await Promise.all(tabs.map((tab) => payments().confirmPayment(as(u), tab.reference)));
    expect(results.every((r) => !r.alreadyCredited)).toBe(true);
    const plan = (await plans().one(as(u), c.plan.id))!;
    expect(plan.amountPaidKobo).toBe(7 * naira(1_111));
    expect(plan.schedules.filter((s) => s.status === 'Paid').map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(results.map((r) => r.payment.scheduleId)).size).toBe(6);
  });
});

function rename(w: { from: string; to: string }) {
  return { expectedFrom: w.from, expectedTo: w.to };
}

describe('many customers paying at the same moment (MySQL locking)', () => {
  it('20 customers confirming at once all get their confirmation: no deadlock reaches anyone', async () => {
    const savers = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const checkouts = await Promise.all(savers.map((u) => start(u)));
    await Promise.all(checkouts.map((c) => payAtProvider(c)));
    // Each credit locks its plan, inserts the payment and saves the customer's reusable card.
    const answers = await Promise.all(checkouts.map((c, i) => gql(t.http, CONFIRM, { reference: c.reference }, savers[i].token)));
    const results = answers.map((a) => (a as { data?: { confirmPayment: { __typename: string } }; errors?: unknown }).data?.confirmPayment ?? a.errors);
    expect(results).toEqual(Array(20).fill(expect.objectContaining({ __typename: 'PaymentConfirmation' })));
    for (const [i, c] of checkouts.entries()) {
      expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ amountPaidKobo: naira(33_333) });
      expect(await m().count(PaymentMethodRow, { where: { userId: savers[i].userId, defaultForUser: savers[i].userId } })).toBe(1);
    }
  });
});

describe('saved cards', () => {
  it('keeps a reusable card encrypted, one row per card, as the default; automatic payment needs one', async () => {
    const u = await customer();
    const c = await start(u);
    expect((await refusal(plans().setPreference(as(u), c.plan.id, 'automatic'))).code).toBe('NO_SAVED_CARD');
    await payAtProvider(c);
    await payments().confirmPayment(as(u), c.reference);
    const next = await checkouts().payNext(as(u), c.plan.id);
    await payAtProvider(next);
    await payments().confirmPayment(as(u), next.reference);

    const rows = await m().find(PaymentMethodRow, { where: { userId: u.userId } });
    expect(rows).toHaveLength(1);
    const code = (t.fake.transactions.get(next.reference)!.authorization as { authorization_code: string }).authorization_code;
    expect(rows[0].authorizationEncrypted).toMatch(/^v1\./);
    expect(rows[0].authorizationEncrypted).not.toContain(code);
    expect(new CardCipher(t.system.config.paymentMethodKey).decrypt(rows[0].authorizationEncrypted, u.userId)).toBe(code);
    expect(rows[0]).toMatchObject({ last4: '4081', cardType: 'visa', bank: 'TEST BANK', defaultForUser: u.userId, reusable: true });
    expect(await cards().myPaymentMethod(as(u))).toMatchObject({ lastFourDigits: '4081', type: 'card', provider: 'paystack', isDefault: true });
    expect((await plans().setPreference(as(u), c.plan.id, 'automatic')).paymentPreference).toBe('automatic');
  });
});

describe('discarding unpaid plans', () => {
  it('cancels plans unpaid after a day, credits one paid without a word, and a late payment brings a plan back', async () => {
    const u = await customer();
    const now = Date.now();
    const stale = await start(u);
    const paidSilently = await start(u);
    await payAtProvider(paidSilently);
    const fresh = await start(u, {}, new Date(now + 24.5 * HOUR));

    const result = await checkouts().discardUnpaid(t.context(undefined, new Date(now + 25 * HOUR)));
    // Other tests' plans are a day old by this clock too: some unpaid, one paid without a valid webhook (the tampered one).
    expect(result.credited).toBeGreaterThanOrEqual(1);
    expect(result.discarded).toBeGreaterThanOrEqual(1);
    const status = async (id: string) => (await m().findOneByOrFail(SavingsPlanRow, { id })).status;
    expect(await status(stale.plan.id)).toBe('Cancelled');
    expect(await status(paidSilently.plan.id)).toBe('Active');
    expect(await status(fresh.plan.id)).toBe('AwaitingFirstPayment');
    expect((await plans().mine(as(u))).items.map((p) => p.id)).toEqual([paidSilently.plan.id]);

    await payAtProvider(stale, true);
    await t.system.jobs.drain();
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: stale.plan.id })).toMatchObject({ status: 'Active', cancelReason: null, amountPaidKobo: stale.amountKobo });

    // The job runs the same method (nothing is a day old by the real clock).
    await t.system.jobs.enqueue('plans.discard-unpaid', {});
    await t.system.jobs.drain();
    expect(await status(fresh.plan.id)).toBe('AwaitingFirstPayment');
  });
});
