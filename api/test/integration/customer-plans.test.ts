import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { PaymentReversalRow } from '../../src/modules/payment/payment-reversal.entity';
import { PaymentCheckoutRow, PaymentRow } from '../../src/modules/payment/payment.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, CONFIRM, createPack, postWebhook, START_PLAN } from '../support/payments';
import { refusal } from '../support/refusal';
import { smsOutbox } from '../support/sms-outbox';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Issue 29, on MariaDB: plans awaiting their first payment resumed or cancelled from the profile
 * (and who may), every overdue instalment paid in one checkout (oldest first, once, the exact
 * amount only), reminders on by default, and the customer's notice of a reverted or refunded payment.
 */
let t: TestSystem;
let admin: SignedUp;
let marketer: SignedUp;
let rider: SignedUp;
let packId: string;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  marketer = await signUpAs(t, 'marketer@example.ng', 'Marketer');
  rider = await signUpAs(t, 'rider@example.ng', 'Dispatcher');
  // Weekly over 3 months: 12 instalments of ₦5,000.
  packId = (await createPack(t, admin, { priceKobo: naira(60_000), durationMonths: 3 })).id;
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;
const checkouts = () => t.system.services.checkouts;
const as = (u: SignedUp, now?: Date) => t.context(u.actor, now);
let customers = 0;
async function customer(): Promise<SignedUp & { email: string }> {
  const email = `planner${++customers}@example.ng`;
  return { ...(await signUpAs(t, email)), email };
}
const start = (u: SignedUp, now?: Date) => checkouts().start(as(u, now), { foodPackId: packId, frequency: 'weekly', preference: 'manual', fulfilment: { method: 'pickup' } });

const ERROR = '... on ErrorResult { errorCode message }';
const CHECKOUT = `__typename ... on PaymentCheckout { reference accessCode authorizationUrl amountKobo scheduleId plan { id status } } ${ERROR}`;
const PENDING = `query { myPendingPlans { id status foodPackName remindersEnabled nextDue { amountDueKobo sequence } } }`;
const CANCEL = `mutation($planId: ID!) { cancelPendingPlan(planId: $planId) { __typename ... on SavingsPlan { id status } ${ERROR} } }`;
const RESUME = `mutation($planId: ID!) { resumePlanPayment(planId: $planId) { ${CHECKOUT} } }`;
const PAY_OVERDUE = `mutation($planId: ID!) { payAllOverdue(planId: $planId) { ${CHECKOUT} } }`;
const OVERDUE = `query($id: ID!) { savingsPlan(id: $id) { id overdue { scheduleId count amountDueKobo } nextDue { amountDueKobo } } }`;

describe('plans awaiting their first payment, from the profile', () => {
  it('three closed checkouts: listed, the fourth start refused; cancelling one frees the slot at once', async () => {
    const ada = await customer();
    const started = [await start(ada), await start(ada), await start(ada)];
    expect((await refusal(start(ada))).code).toBe('TOO_MANY_PENDING_PLANS');

    const listed = (await gql(t.http, PENDING, {}, ada.token)).data!.myPendingPlans as { id: string; status: string; remindersEnabled: boolean; nextDue: { amountDueKobo: number; sequence: number } }[];
    expect(listed.map((p) => p.id)).toEqual(started.map((s) => s.plan.id).reverse()); // newest first
    expect(listed.every((p) => p.status === 'AwaitingFirstPayment' && p.remindersEnabled && p.nextDue.sequence === 1 && p.nextDue.amountDueKobo === naira(5_000))).toBe(true);

    const cancelled = (await gql(t.http, CANCEL, { planId: started[0].plan.id }, ada.token)).data!.cancelPendingPlan;
    expect(cancelled).toEqual({ __typename: 'SavingsPlan', id: started[0].plan.id, status: 'Cancelled' });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: started[0].plan.id })).toMatchObject({ status: 'Cancelled', cancelReason: 'unpaid' });
    expect((await gql(t.http, PENDING, {}, ada.token)).data!.myPendingPlans).toHaveLength(2);
    // The slot is free now, not in 24 hours.
    await expect(start(ada)).resolves.toMatchObject({ plan: { status: 'AwaitingFirstPayment' } });
    // Cancelling again says it is already cancelled.
    expect((await gql(t.http, CANCEL, { planId: started[0].plan.id }, ada.token)).data!.cancelPendingPlan).toMatchObject({ errorCode: 'PLAN_CLOSED' });
  });

  it("only the owner or an admin cancels: another customer's, a marketer's or a rider's try is NOT_FOUND, nobody signed in is refused, an admin's is audited", async () => {
    const owner = await customer();
    const other = await customer();
    const c = await start(owner);
    for (const u of [other, marketer, rider]) {
      expect((await gql(t.http, CANCEL, { planId: c.plan.id }, u.token)).data!.cancelPendingPlan).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect((await gql(t.http, RESUME, { planId: c.plan.id }, u.token)).data!.resumePlanPayment).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect((await gql(t.http, CANCEL, { planId: c.plan.id })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.http, PENDING, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.http, PENDING, {}, other.token)).data!.myPendingPlans).toEqual([]);
    expect((await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).status).toBe('AwaitingFirstPayment');

    // An admin may (someone on the phone to support); the console's audit trail says who.
    expect((await gql(t.http, CANCEL, { planId: c.plan.id }, admin.token)).data!.cancelPendingPlan).toMatchObject({ status: 'Cancelled' });
    expect(await m().findOneBy(AuditEntryRow, { targetId: c.plan.id, action: 'plan.cancelled' })).toMatchObject({ actorId: admin.userId });
  });

  it('refuses to cancel a plan with a payment on it', async () => {
    const u = await customer();
    const c = await start(u);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(as(u), c.reference);
    expect((await gql(t.http, CANCEL, { planId: c.plan.id }, u.token)).data!.cancelPendingPlan).toMatchObject({ errorCode: 'PLAN_HAS_PAYMENTS' });
    expect((await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).status).toBe('Active');
  });

  it("Resume payment hands out the first instalment's checkout again, through the checkout rules, and pays the plan", async () => {
    const u = await customer();
    const c = await start(u);
    const again = (await gql(t.http, RESUME, { planId: c.plan.id }, u.token)).data!.resumePlanPayment;
    // Still open and young: the same reference (no second transaction at Paystack).
    expect(again).toMatchObject({ __typename: 'PaymentCheckout', reference: c.reference, amountKobo: naira(5_000), scheduleId: c.scheduleId });

    // Closed by the customer (abandoned): a new checkout for the same instalment.
    t.fake.cancel(accessCodeOf(c.authorizationUrl));
    expect((await refusal(t.system.services.payments.confirmPayment(as(u), c.reference))).code).toBe('PAYMENT_NOT_SUCCESSFUL');
    expect((await m().findOneByOrFail(PaymentCheckoutRow, { reference: c.reference })).status).toBe('Failed');
    const fresh = (await gql(t.http, RESUME, { planId: c.plan.id }, u.token)).data!.resumePlanPayment;
    expect(fresh).toMatchObject({ __typename: 'PaymentCheckout', amountKobo: naira(5_000), scheduleId: c.scheduleId });
    expect(fresh.reference).not.toBe(c.reference);
    await t.fake.complete(fresh.accessCode, 'success', { webhook: false });
    expect((await gql(t.http, CONFIRM, { reference: fresh.reference }, u.token)).data!.confirmPayment).toMatchObject({ __typename: 'PaymentConfirmation', plan: { status: 'Active', amountPaidKobo: naira(5_000) } });
    // No longer waiting: nothing to resume.
    expect((await gql(t.http, RESUME, { planId: c.plan.id }, u.token)).data!.resumePlanPayment).toMatchObject({ errorCode: 'NO_PENDING_PAYMENTS' });
  });

  it('a payment that still arrives for a cancelled plan is credited, never lost: the plan comes back', async () => {
    const u = await customer();
    const c = await start(u);
    await gql(t.http, CANCEL, { planId: c.plan.id }, u.token);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    const late = await t.system.services.payments.confirmFromProvider(t.context(), c.reference, 'reconciliation');
    expect(late.plan).toMatchObject({ status: 'Active', amountPaidKobo: naira(5_000) });
  });
});

describe('reminders', () => {
  it('are on for a new plan', async () => {
    const u = await customer();
    const started = await gql(t.http, START_PLAN, { input: { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } } }, u.token);
    expect(started.data!.startSavingsPlan.plan.remindersEnabled).toBe(true);
  });
});

describe('paying every overdue instalment in one checkout', () => {
  /** A plan whose first instalment was paid, looked at `days` later (weekly: instalments 2.. fall overdue a week apart). */
  async function behindPlan(days: number) {
    const u = await customer();
    const c = await start(u);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(as(u), c.reference);
    return { u, planId: c.plan.id, later: new Date(Date.now() + days * DAY) };
  }

  it('one checkout for the sum, credited oldest first, once (webhook and confirmations repeated), one receipt', async () => {
    const { u, planId, later } = await behindPlan(30); // instalments 2 to 5 (due days 7, 14, 21, 28) are overdue
    const plan = await t.system.services.savingsPlans.one(as(u, later), planId);
    expect(plan!.overdue).toMatchObject({ count: 4, amountDueKobo: naira(20_000) });
    expect(plan!.nextDue!.amountDueKobo).toBe(naira(5_000));

    const c = await checkouts().payOverdue(as(u, later), planId);
    expect(c).toMatchObject({ amountKobo: naira(20_000), scheduleId: plan!.overdue!.scheduleId });
    expect(t.fake.transactions.get(c.reference)).toMatchObject({ amount: naira(20_000), metadata: { purpose: 'arrears' } });
    // Asked twice: the same checkout.
    expect((await checkouts().payOverdue(as(u, later), planId)).reference).toBe(c.reference);

    await t.fake.complete(c.accessCode, 'success', { webhook: false });
    const { body, signature } = t.fake.signedWebhook(c.reference);
    const results = await Promise.all([
      t.system.services.payments.confirmPayment(as(u, later), c.reference),
      t.system.services.payments.confirmPayment(as(u, later), c.reference),
      postWebhook(t, body, signature),
      postWebhook(t, body, signature),
    ]);
    await t.system.jobs.drain();
    expect(results.slice(0, 2).filter((r) => !(r as { alreadyCredited: boolean }).alreadyCredited).length).toBeLessThanOrEqual(1);

    expect(await m().countBy(PaymentRow, { providerReference: c.reference })).toBe(1);
    const schedules = await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } });
    expect(schedules.map((s) => s.status)).toEqual(['Paid', 'Paid', 'Paid', 'Paid', 'Paid', ...Array(7).fill('Pending')]);
    const payment = await m().findOneByOrFail(PaymentRow, { providerReference: c.reference });
    expect(schedules.slice(1, 5).every((s) => s.paymentId === payment.id)).toBe(true);
    expect(payment).toMatchObject({ amountKobo: naira(20_000), appliedKobo: naira(20_000), overpaymentKobo: 0, scheduleId: schedules[1].id });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: planId })).toMatchObject({ status: 'Active', amountPaidKobo: naira(25_000) });
    const receipts = (await t.outbox()).filter((mail) => mail.to === u.email && mail.subject.startsWith('Payment received: ₦20,000'));
    expect(receipts).toHaveLength(1);

    // Nothing overdue any more.
    expect((await refusal(checkouts().payOverdue(as(u, later), planId))).code).toBe('NO_PENDING_PAYMENTS');
  });

  it('a payment of another amount than issued is refused and credits nothing', async () => {
    const { u, planId, later } = await behindPlan(16); // instalments 2 and 3
    const c = await checkouts().payOverdue(as(u, later), planId);
    expect(c.amountKobo).toBe(naira(10_000));
    await t.fake.complete(c.accessCode, 'success', { webhook: false });
    t.fake.alter(c.reference, { amount: naira(5_000) });
    expect((await refusal(t.system.services.payments.confirmPayment(as(u, later), c.reference))).code).toBe('PAYMENT_MISMATCH');
    expect(await m().countBy(PaymentRow, { providerReference: c.reference })).toBe(0);
    expect((await m().findOneByOrFail(SavingsPlanRow, { id: planId })).amountPaidKobo).toBe(naira(5_000));
  });

  it("another customer's plan is NOT_FOUND; a plan with nothing overdue has nothing to pay", async () => {
    const { planId } = await behindPlan(16);
    const other = await customer();
    expect((await gql(t.http, PAY_OVERDUE, { planId }, other.token)).data!.payAllOverdue).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await gql(t.http, PAY_OVERDUE, { planId }, marketer.token)).data!.payAllOverdue).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await gql(t.http, PAY_OVERDUE, { planId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.http, OVERDUE, { id: planId }, other.token)).data!.savingsPlan).toBeNull();
    const fresh = await behindPlan(0);
    expect((await refusal(checkouts().payOverdue(as(fresh.u), fresh.planId))).code).toBe('NO_PENDING_PAYMENTS');
    expect((await t.system.services.savingsPlans.one(as(fresh.u), fresh.planId))!.overdue).toBeNull();
  });
});

describe('a reverted or refunded payment is explained to the customer', () => {
  it('a reversal: one e-mail and one SMS saying what happened and what is owed now, sent once even after a lost job', async () => {
    const u = await customer();
    const c = await start(u);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    const paid = await t.system.services.payments.confirmPayment(as(u), c.reference);
    await t.system.services.manualPayments.revert(as(admin), paid.payment.id, 'The bank reversed this card payment');

    const mails = (await t.outbox()).filter((mail) => mail.to === u.email && mail.subject.startsWith('Payment reverted'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Payment reverted: ₦5,000 for your Family Foodstuff Pack');
    expect(mails[0].text).toContain(`reference ${c.reference}`);
    expect(mails[0].text).toContain('Reason: The bank reversed this card payment');
    expect(mails[0].text).toContain('You now owe ₦60,000 of ₦60,000 on this plan (₦0 paid).');
    const sms = (await smsOutbox(t)).filter((s) => s.text.includes('was reverted'));
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/^Food Savings: .*your payment of N5,000 .*was reverted by our team\. You owe N60,000/);

    const reversal = await m().findOneByOrFail(PaymentReversalRow, { paymentId: paid.payment.id });
    expect(reversal.noticeSentAt).not.toBeNull();
    // The sweep finds nothing more to do; a notice whose job was lost (a crash) is sent by it, once.
    expect((await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 5 * 60_000)))).reversalNoticesSent).toBe(0);
    await m().update(PaymentReversalRow, { id: reversal.id }, { noticeSentAt: null });
    expect((await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 5 * 60_000)))).reversalNoticesSent).toBe(1);
    expect((await t.outbox()).filter((mail) => mail.to === u.email && mail.subject.startsWith('Payment reverted'))).toHaveLength(1); // same message key: the same outbox file
  });

  it('a refund: one notice for all of the plan\'s payments, by e-mail and SMS', async () => {
    const u = await customer();
    const c = await checkouts().start(as(u), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(as(u), c.reference);
    for (let i = 0; i < 2; i++) {
      const next = await checkouts().payNext(as(u), c.plan.id);
      await t.fake.complete(next.accessCode, 'success', { webhook: false });
      await t.system.services.payments.confirmPayment(as(u), next.reference);
    }
    expect((await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).status).toBe('Completed');
    await t.system.services.refunds.refundPlan(as(admin), c.plan.id, 'Customer changed their mind within 48 hours');

    const mails = (await t.outbox()).filter((mail) => mail.to === u.email && mail.subject.startsWith('Refund started'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('₦60,000 (3 payments) is on its way back to you');
    expect(mails[0].text).toContain('You owe nothing on this plan: it is closed.');
    expect((await smsOutbox(t)).filter((s) => s.text.includes('was refunded'))).toHaveLength(1);
    expect(await m().countBy(PaymentReversalRow, { planId: c.plan.id, kind: 'Refund' })).toBe(3);
    expect((await m().findBy(PaymentReversalRow, { planId: c.plan.id })).every((r) => r.noticeSentAt !== null)).toBe(true);
  });
});
