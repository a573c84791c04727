import { PaymentCheckoutRow, PaymentRow } from '../../src/modules/payment/payment.entity';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { CONFIRM, createPack, PAY_NEXT, START_PLAN } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * One customer asking for many checkouts or plans at once: an instalment's open checkout is
 * handed out again rather than a Paystack transaction opened per click, and at most 3 plans may
 * wait for their first payment.
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id;
});
afterAll(() => t.stop());

const MINUTE = 60_000;
const startInput = () => ({ foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
const startPlan = (u: SignedUp) => gql(t.http, START_PLAN, { input: startInput() }, u.token);
const payNext = (u: SignedUp, planId: string) => gql(t.http, PAY_NEXT, { planId }, u.token);
/** Transactions opened at the Paystack stand-in for one instalment. */
const openedAtPaystack = (scheduleId: string) => [...t.fake.transactions.values()].filter((tx) => (tx.metadata as { scheduleId?: string } | null)?.scheduleId === scheduleId);

/** A customer whose plan is active (first instalment paid), with the second instalment due next. */
async function activePlan(email: string): Promise<{ u: SignedUp; planId: string; secondId: string }> {
  const u = await signUpAs(t, email);
  const started = (await startPlan(u)).data!.startSavingsPlan;
  await t.fake.complete(started.accessCode, 'success', { webhook: false });
  expect((await gql(t.http, CONFIRM, { reference: started.reference }, u.token)).data!.confirmPayment.__typename).toBe('PaymentConfirmation');
  return { u, planId: started.plan.id, secondId: started.plan.schedules[1].id };
}

describe("an instalment's checkout", () => {
  it('is opened once at Paystack for 25 concurrent payNextInstalment calls, and all get the same one', async () => {
    const { u, planId, secondId } = await activePlan('many-tabs@example.ng');
    const answers = await Promise.all(Array.from({ length: 25 }, () => payNext(u, planId)));
    const checkouts = answers.map((a) => a.data!.payNextInstalment);
    expect(checkouts.every((c) => c.__typename === 'PaymentCheckout' && c.scheduleId === secondId && c.amountKobo === naira(30_000))).toBe(true);
    expect(new Set(checkouts.map((c) => `${c.reference} ${c.accessCode} ${c.authorizationUrl}`)).size).toBe(1);
    expect(openedAtPaystack(secondId)).toHaveLength(1);
    expect(await t.system.dataSource.manager.countBy(PaymentCheckoutRow, { planId, purpose: 'instalment' })).toBe(1);

    // Paid once through it, the plan moves on, and the next call opens the third instalment's.
    await t.fake.complete(checkouts[0].accessCode, 'success', { webhook: false });
    expect((await gql(t.http, CONFIRM, { reference: checkouts[0].reference }, u.token)).data!.confirmPayment).toMatchObject({ plan: { amountPaidKobo: naira(60_000) } });
    const third = (await payNext(u, planId)).data!.payNextInstalment;
    expect(third.reference).not.toBe(checkouts[0].reference);
    expect(third.scheduleId).not.toBe(secondId);
  });

  it('is opened afresh once the provider reported it failed', async () => {
    const { u, planId, secondId } = await activePlan('declined@example.ng');
    const first = (await payNext(u, planId)).data!.payNextInstalment;
    await t.fake.complete(first.accessCode, 'declined', { webhook: false });
    expect((await gql(t.http, CONFIRM, { reference: first.reference }, u.token)).data!.confirmPayment.errorCode).toBe('PAYMENT_DECLINED');
    const again = (await payNext(u, planId)).data!.payNextInstalment;
    expect(again).toMatchObject({ __typename: 'PaymentCheckout', scheduleId: secondId });
    expect(again.reference).not.toBe(first.reference);
  });

  it('is reused for 30 minutes only, and the reconciliation still credits a reused one paid without a webhook', async () => {
    const { u, planId, secondId } = await activePlan('later@example.ng');
    const services = t.system.services;
    const at = (minutes: number) => t.context(u.actor, new Date(Date.now() + minutes * MINUTE));
    const first = await services.checkouts.payNext(at(0), planId);
    expect((await services.checkouts.payNext(at(29), planId)).reference).toBe(first.reference);
    const later = await services.checkouts.payNext(at(31), planId);
    expect(later.reference).not.toBe(first.reference);
    expect(openedAtPaystack(secondId)).toHaveLength(2);

    // Handed out again at minute 40, paid, and nobody confirms it: the sweep finds it.
    expect((await services.checkouts.payNext(at(40), planId)).reference).toBe(later.reference);
    await t.fake.complete(later.accessCode, 'success', { webhook: false });
    const report = await services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 45 * MINUTE)));
    expect(report.checkoutsCredited).toBe(1);
    expect(await t.system.dataSource.manager.findOneByOrFail(PaymentRow, { providerReference: later.reference })).toMatchObject({ planId, recordedVia: 'reconciliation' });
  });
});

describe('plans awaiting their first payment', () => {
  const TOO_MANY = /^You already have 3 plans waiting for their first payment\. Pay or cancel one under Your Savings Plans on your profile, or start another in (2[34]) hours\.$/;

  it('are capped at 3 per customer: of 15 concurrent starts, 3 open a checkout and 12 are refused', async () => {
    const u = await signUpAs(t, 'flood@example.ng');
    const results = (await Promise.all(Array.from({ length: 15 }, () => startPlan(u)))).map((r) => r.data!.startSavingsPlan);
    expect(results.filter((r) => r.__typename === 'PaymentCheckout')).toHaveLength(3);
    const refused = results.filter((r) => r.__typename === 'ErrorResult');
    expect(refused).toHaveLength(12);
    for (const r of refused) expect(r).toMatchObject({ errorCode: 'TOO_MANY_PENDING_PLANS', message: expect.stringMatching(TOO_MANY) });
    expect(await t.system.dataSource.manager.countBy(SavingsPlanRow, { userId: u.userId })).toBe(3);
    const opened = [...t.fake.transactions.values()].filter((tx) => tx.email === 'flood@example.ng');
    expect(opened).toHaveLength(3);

    // The legacy path is held to the same cap.
    const legacy = await t.http.post('/api/SavingsPlan').set('authorization', `Bearer ${u.token}`).send({ foodPackId: packId, paymentFrequency: 'Monthly', fulfilmentMethod: 'pickup' });
    expect(legacy.status).toBe(400);
    expect(legacy.body).toMatchObject({ success: false, message: expect.stringMatching(TOO_MANY), data: { errorCode: 'TOO_MANY_PENDING_PLANS' } });

    // Another customer is not held back by it.
    expect((await startPlan(await signUpAs(t, 'neighbour@example.ng'))).data!.startSavingsPlan.__typename).toBe('PaymentCheckout');

    // Paying one frees a place.
    const first = results.find((r) => r.__typename === 'PaymentCheckout');
    await t.fake.complete(first.accessCode, 'success', { webhook: false });
    await gql(t.http, CONFIRM, { reference: first.reference }, u.token);
    expect((await startPlan(u)).data!.startSavingsPlan.__typename).toBe('PaymentCheckout');
    expect((await startPlan(u)).data!.startSavingsPlan.errorCode).toBe('TOO_MANY_PENDING_PLANS');

    // A day on, the unpaid ones have lapsed and no longer count, whether or not the discard job ran.
    const tomorrow = t.context(u.actor, new Date(Date.now() + 24 * 60 * MINUTE + MINUTE));
    await expect(t.system.services.checkouts.start(tomorrow, startInput())).resolves.toMatchObject({ plan: { status: 'AwaitingFirstPayment' } });
  });
});
