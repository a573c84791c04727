import { randomUUID } from 'node:crypto';
import { addDays, addMonths, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import type { FakeChargeOutcome } from '../../src/integrations/paystack/fake/fake-paystack';
import { PayLinkRow } from '../../src/modules/pay-link/pay-link.entity';
import { AutoDebitAttemptRow } from '../../src/modules/payment/auto-debit/auto-debit.entity';
import { formatDay } from '../../src/modules/payment/auto-debit/auto-debit.messages';
import { attemptReference } from '../../src/modules/payment/auto-debit/domain/auto-debit-rules';
import { PaymentCheckoutRow, PaymentMethodRow, PaymentRow } from '../../src/modules/payment/payment.entity';
import { isOneSmsPart } from '../../src/integrations/sms/sms-parts';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { accessCodeOf, createPack } from '../support/payments';
import { smsOutbox } from '../support/sms-outbox';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Automatic debits end to end on MariaDB, with BullMQ on Redis sending the e-mails and SMS:
 * every answer the Paystack stand-in can give to charge_authorization, the bounded retries, the
 * switch to manual, and runs repeated or concurrent on one business day charging once.
 * Days are played with the job's clock (t.context(undefined, 08:00 Lagos that day)).
 */
let t: TestSystem;
let packId: string;

beforeAll(async () => {
  t = await startTestSystem({ redis: true });
  const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id; // monthly: 3 × 30,000
});
afterAll(() => t.stop());
// Each test's runs see only its own plans (all plans here start today, so their due dates coincide).
afterEach(() => m().update(SavingsPlanRow, { paymentPreference: 'automatic' }, { paymentPreference: 'manual' }));

const m = () => t.system.dataSource.manager;
const start = lagosDate(new Date());
/** The second instalment's due date: the first automatic debit. */
const D = addMonths(start, 1);
const at8 = (day: LocalDate) => new Date(lagosStartOfDay(day).getTime() + 8 * 3_600_000);
const run = (day: LocalDate, minutesLater = 0) => t.system.services.autoDebits.run(t.context(undefined, new Date(at8(day).getTime() + minutesLater * 60_000)));
const counts = (r: { charged: number; failed: number; paused: number; skipped: number }) => ({ charged: r.charged, failed: r.failed, paused: r.paused, skipped: r.skipped });

let savers = 0;
interface Saver {
  u: SignedUp;
  email: string;
  phone: string;
  planId: string;
  second: string;
  code: string;
}

/** A customer whose first instalment was paid by card (saved, reusable) and who then chose automatic payment. */
async function automaticSaver(...outcomes: FakeChargeOutcome[]): Promise<Saver> {
  const n = ++savers;
  const email = `auto${n}@example.ng`;
  const phone = `2348031234${String(500 + n)}`;
  const u = await signUpAs(t, email);
  await m().update(UserRow, { id: u.userId }, { phoneNumber: phone });
  const c = await t.system.services.checkouts.start(t.context(u.actor), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  await t.system.services.savingsPlans.setPreference(t.context(u.actor), c.plan.id, 'automatic');
  const [code] = t.fake.authorizationCodesOf(email);
  if (outcomes.length) t.fake.chargeOutcomes(code, ...outcomes);
  return { u, email, phone, planId: c.plan.id, second: c.plan.schedules[1].id, code };
}

/** What a run leaves when it dies mid-call: the attempt claimed (pending) and its checkout, at 08:00 on D. */
async function leftPending(s: Saver, reference: string): Promise<void> {
  await m().transaction(async (tm) => {
    await tm.insert(AutoDebitAttemptRow, {
      id: randomUUID(),
      planId: s.planId,
      scheduleId: s.second,
      attempt: 1,
      reference,
      amountKobo: naira(30_000),
      attemptedAt: at8(D),
      attemptedOn: D,
      outcome: 'pending',
      retryable: false,
      providerMessage: null,
      authorizationUrl: null,
      nextAttemptOn: null,
      settledAt: null,
      notifiedAt: null,
    });
    await t.system.services.payments.newCheckout(tm, at8(D), { id: s.planId, userId: s.u.userId }, s.second, naira(30_000), 'auto-debit', reference);
  });
}

const attempts = (planId: string) => m().find(AutoDebitAttemptRow, { where: { planId }, order: { attempt: 'ASC' } });
const schedule = (id: string) => m().findOneByOrFail(PaymentScheduleRow, { id });
const plan = (id: string) => m().findOneByOrFail(SavingsPlanRow, { id });
/** Transactions the stand-in was asked to make for an instalment (each charge attempt is one). */
const chargesAtProvider = (scheduleId: string) => [...t.fake.transactions.keys()].filter((ref) => ref.startsWith(attemptReference(scheduleId, 1).slice(0, -1)));
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email && !/^(Payment received|Fully paid)/.test(mail.subject));
const smsTo = async (phone: string) => (await smsOutbox(t)).filter((s) => s.to === phone);

describe('a successful automatic debit', () => {
  it('charges on the due date, credits the instalment once through verification, and does nothing more that day', async () => {
    const s = await automaticSaver('success');
    const verify = jest.spyOn(t.fake, 'verify');

    expect(counts(await run(addDays(D, -1)))).toEqual({ charged: 0, failed: 0, paused: 0, skipped: 0 }); // not due yet
    expect(counts(await run(D))).toEqual({ charged: 1, failed: 0, paused: 0, skipped: 0 });

    const reference = attemptReference(s.second, 1);
    // Credited by the payment verification (Paystack asked about the reference), not by the charge's answer.
    expect(verify).toHaveBeenCalledWith(reference);
    verify.mockRestore();
    const payments = await m().find(PaymentRow, { where: { planId: s.planId }, order: { createdAt: 'ASC' } });
    expect(payments.map((p) => [p.providerReference, p.amountKobo])).toEqual([
      [expect.stringMatching(/^fs-/), naira(30_000)],
      [reference, naira(30_000)],
    ]);
    expect(payments[1].recordedVia).toMatch(/^(auto-debit|webhook)$/); // the stand-in's charge.success webhook may win the race: still once
    expect(await schedule(s.second)).toMatchObject({ status: 'Paid', paymentId: payments[1].id });
    expect(await plan(s.planId)).toMatchObject({ amountPaidKobo: naira(60_000), paymentPreference: 'automatic' });
    expect(await attempts(s.planId)).toEqual([expect.objectContaining({ attempt: 1, reference, outcome: 'success', amountKobo: naira(30_000), attemptedOn: D })]);

    // The same day again, and the day after: nothing is charged (the third instalment is a month away).
    expect(counts(await run(D, 30))).toEqual({ charged: 0, failed: 0, paused: 0, skipped: 0 });
    expect(counts(await run(addDays(D, 1)))).toEqual({ charged: 0, failed: 0, paused: 0, skipped: 0 });
    expect(chargesAtProvider(s.second)).toEqual([reference]);
    expect(await m().countBy(PaymentRow, { planId: s.planId })).toBe(2);
    // The receipt goes out as for any payment; no failure notice.
    expect((await t.outbox()).filter((mail) => mail.to === s.email && /^Payment received: ₦30,000/.test(mail.subject))).toHaveLength(2);
    expect(await mailsTo(s.email)).toEqual([]);
    expect(await smsTo(s.phone)).toEqual([]);
  });

  it('charges once when two runs of the same day go at once', async () => {
    const s = await automaticSaver('success');
    const both = await Promise.all([run(D), run(D)]);
    expect(both.reduce((n, r) => n + r.charged, 0)).toBe(1);
    expect(both.reduce((n, r) => n + r.failed + r.paused, 0)).toBe(0);
    expect(chargesAtProvider(s.second)).toHaveLength(1);
    expect(await m().countBy(PaymentRow, { planId: s.planId })).toBe(2);
    expect(await attempts(s.planId)).toHaveLength(1);
    expect(await schedule(s.second)).toMatchObject({ status: 'Paid' });
  });
});

describe('insufficient funds', () => {
  it('is tried again the next day and three days after, then stops after 3 attempts and switches the plan to manual, telling the customer each time', async () => {
    const s = await automaticSaver('insufficient_funds');

    expect(counts(await run(D))).toEqual({ charged: 0, failed: 1, paused: 0, skipped: 0 });
    expect(await attempts(s.planId)).toEqual([expect.objectContaining({ attempt: 1, outcome: 'failed', retryable: true, providerMessage: 'Insufficient Funds', nextAttemptOn: addDays(D, 1) })]);
    expect((await plan(s.planId)).paymentPreference).toBe('automatic');
    let mails = await mailsTo(s.email);
    let texts = await smsTo(s.phone);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Payment failed: ₦30,000 for your Family Foodstuff Pack');
    expect(mails[0].text).toContain(`₦30,000 for your Family Foodstuff Pack savings plan, due on ${formatDay(D)}: insufficient funds`);
    expect(mails[0].text).toContain(`We will try again on ${formatDay(addDays(D, 1))}`);
    expect(texts.map((x) => x.text)).toEqual([`Food Savings: we could not charge your card NGN 30,000 due ${formatDay(D)} (insufficient funds). We will try again on ${formatDay(addDays(D, 1))}.`]);
    expect(texts[0].text.length).toBeLessThanOrEqual(160);

    expect((await run(D, 60)).failed).toBe(0); // not twice a day
    expect((await run(addDays(D, 1))).failed).toBe(1); // attempt 2, the next day
    expect((await run(addDays(D, 2))).failed).toBe(0); // waits for the third day
    expect((await run(addDays(D, 3))).failed).toBe(1); // attempt 3, three days after the first: the last
    expect((await run(addDays(D, 4))).failed).toBe(0);
    expect((await run(addDays(D, 10))).failed).toBe(0);

    const rows = await attempts(s.planId);
    expect(rows.map((r) => [r.attempt, r.attemptedOn, r.outcome, r.nextAttemptOn])).toEqual([
      [1, D, 'failed', addDays(D, 1)],
      [2, addDays(D, 1), 'failed', addDays(D, 3)],
      [3, addDays(D, 3), 'failed', null],
    ]);
    expect(chargesAtProvider(s.second)).toHaveLength(3);
    expect(await plan(s.planId)).toMatchObject({ paymentPreference: 'manual', amountPaidKobo: naira(30_000) });
    expect((await schedule(s.second)).status).not.toBe('Paid');
    // The checkouts of failed charges are closed: the reconciliation does not keep asking about them.
    expect(await m().countBy(PaymentCheckoutRow, { reference: rows[0].reference, status: 'Failed' })).toBe(1);

    mails = await mailsTo(s.email);
    texts = await smsTo(s.phone);
    expect(mails).toHaveLength(3);
    expect(texts).toHaveLength(3);
    expect(mails[1].text).toContain(`We will try again on ${formatDay(addDays(D, 3))}`);
    expect(mails[2].subject).toBe('Automatic payment stopped: ₦30,000 for your Family Foodstuff Pack');
    expect(mails[2].text).toContain('switched the plan to manual payment');
    expect(texts[2].text).toBe(`Food Savings: we could not charge your card NGN 30,000 due ${formatDay(D)} (insufficient funds). Your plan is now on manual payment: please pay in the app.`);
  });

  it('stops retrying once the next attempt succeeds', async () => {
    const s = await automaticSaver('insufficient_funds', 'success');
    expect((await run(D)).failed).toBe(1);
    expect((await run(addDays(D, 1))).charged).toBe(1);
    expect((await run(addDays(D, 3))).charged + (await run(addDays(D, 3))).failed).toBe(0);
    expect((await attempts(s.planId)).map((r) => r.outcome)).toEqual(['failed', 'success']);
    expect(await schedule(s.second)).toMatchObject({ status: 'Paid' });
    expect(await plan(s.planId)).toMatchObject({ paymentPreference: 'automatic', amountPaidKobo: naira(60_000) });
  });
});

describe('a decline that cannot succeed', () => {
  it.each([
    ['expired_card', 'Expired Card', 'expired card'],
    ['invalid_authorization', 'Invalid authorization code', 'invalid authorization code'],
  ] as const)('(%s) stops at once and switches the plan to manual', async (outcome, providerMessage, said) => {
    const s = await automaticSaver(outcome);
    expect(counts(await run(D))).toEqual({ charged: 0, failed: 1, paused: 0, skipped: 0 });
    expect(await attempts(s.planId)).toEqual([expect.objectContaining({ attempt: 1, outcome: 'failed', retryable: false, providerMessage, nextAttemptOn: null })]);
    expect((await plan(s.planId)).paymentPreference).toBe('manual');
    expect((await run(addDays(D, 1))).failed + (await run(addDays(D, 3))).failed).toBe(0);
    expect(await attempts(s.planId)).toHaveLength(1);

    const [mail] = await mailsTo(s.email);
    expect(mail.subject).toBe('Automatic payment stopped: ₦30,000 for your Family Foodstuff Pack');
    expect(mail.text).toContain(`due on ${formatDay(D)}: ${said}`);
    const [text] = await smsTo(s.phone);
    expect(text.text).toBe(`Food Savings: we could not charge your card NGN 30,000 due ${formatDay(D)} (${said}). Your plan is now on manual payment: please pay in the app.`);
  });
});

describe('a charge that needs the customer (paused)', () => {
  it('records the authorization URL, sends "your action needed" with a one-tap pay link for the instalment, and is credited once paid through it', async () => {
    const s = await automaticSaver('paused');
    expect(counts(await run(D))).toEqual({ charged: 0, failed: 0, paused: 1, skipped: 0 });
    const [row] = await attempts(s.planId);
    expect(row).toMatchObject({ outcome: 'paused', retryable: false, nextAttemptOn: null, authorizationUrl: expect.stringMatching(/\/fake-paystack\/checkout\/\w+$/) });
    expect((await plan(s.planId)).paymentPreference).toBe('automatic');
    // The link was stored with the outcome: one, for this instalment.
    expect(await m().findBy(PayLinkRow, { planId: s.planId })).toEqual([expect.objectContaining({ scheduleId: s.second, createdAt: at8(D) })]);

    const [text] = await smsTo(s.phone);
    const token = /\/p\/([A-Za-z0-9]{12})$/.exec(text.text)![1];
    const link = `${t.baseUrl}/p/${token}`;
    expect(text.text).toBe(`Food Savings: your action needed. Your bank wants your approval for NGN 30,000 due ${formatDay(D)}. Pay here: ${link}`);
    expect(isOneSmsPart(text.text)).toBe(true); // one GSM-7 part, 160 characters at most
    const [mail] = await mailsTo(s.email);
    expect(mail.subject).toBe('Your action needed: pay ₦30,000 for your Family Foodstuff Pack');
    expect(mail.text).toContain(`Pay it here in one tap, without signing in: ${link}`);
    expect(`${mail.text}${text.text}`).not.toContain(row.authorizationUrl!); // the bank's page is not sent

    // Not charged again while it waits for the customer.
    expect(counts(await run(addDays(D, 1)))).toEqual({ charged: 0, failed: 0, paused: 0, skipped: 0 });
    expect(chargesAtProvider(s.second)).toHaveLength(1);

    // The customer opens the link without signing in: it shows that instalment and pays it.
    const later = t.context(undefined, new Date(at8(D).getTime() + 3_600_000));
    const { firstName } = await m().findOneByOrFail(UserRow, { id: s.u.userId });
    expect(await t.system.services.payLinks.view(later, token)).toEqual({ status: 'Open', firstName, packName: 'Family Foodstuff Pack', amountKobo: naira(30_000), dueDate: D });
    const checkout = await t.system.services.payLinks.pay(later, token);
    expect(checkout.amountKobo).toBe(naira(30_000));
    expect(await m().findOneByOrFail(PaymentCheckoutRow, { reference: checkout.reference })).toMatchObject({ scheduleId: s.second, purpose: 'instalment' });
    await t.fake.complete(accessCodeOf(checkout.authorizationUrl), 'success', { webhook: false });
    expect((await t.system.services.payLinks.confirm(later, token, checkout.reference)).status).toBe('Paid');
    expect(await schedule(s.second)).toMatchObject({ status: 'Paid' });
    expect(await m().countBy(PaymentRow, { planId: s.planId })).toBe(2);
    expect(await plan(s.planId)).toMatchObject({ amountPaidKobo: naira(60_000), paymentPreference: 'automatic' });
  });
});

describe('runs that cannot or must not charge', () => {
  it('skips an automatic plan whose customer has no reusable card', async () => {
    const s = await automaticSaver('success');
    await m().update(PaymentMethodRow, { userId: s.u.userId }, { reusable: false });
    expect(counts(await run(D))).toEqual({ charged: 0, failed: 0, paused: 0, skipped: 1 });
    expect(chargesAtProvider(s.second)).toEqual([]);
    expect(await attempts(s.planId)).toEqual([]);
  });

  it('after a run died mid-call, the next run asks Paystack about the reference and credits it, never charging again', async () => {
    const s = await automaticSaver('success');
    const reference = attemptReference(s.second, 1);
    // The run died after Paystack charged the card, before it heard back.
    await leftPending(s, reference);
    const charged = await t.fake.chargeAuthorization({ email: s.email, amount: naira(30_000), authorization_code: s.code, reference, metadata: {} });
    expect(charged.body.status).toBe(true);
    const charge = jest.spyOn(t.fake, 'chargeAuthorization');

    // Within minutes the attempt is still its (possibly live) run's: left alone.
    expect(counts(await run(D, 1))).toEqual({ charged: 0, failed: 0, paused: 0, skipped: 1 });
    // Later it is recovered by reference.
    expect((await run(D, 30)).charged).toBe(1);
    expect(charge).not.toHaveBeenCalled();
    charge.mockRestore();
    expect(await attempts(s.planId)).toEqual([expect.objectContaining({ outcome: 'success' })]);
    expect(await m().countBy(PaymentRow, { providerReference: reference })).toBe(1);
    expect(await schedule(s.second)).toMatchObject({ status: 'Paid' });
  });

  it('after a run died before reaching Paystack, the next run charges under the same reference', async () => {
    const s = await automaticSaver('success');
    const reference = attemptReference(s.second, 1);
    await leftPending(s, reference);
    expect((await run(D, 30)).charged).toBe(1);
    expect(chargesAtProvider(s.second)).toEqual([reference]);
    expect(await schedule(s.second)).toMatchObject({ status: 'Paid' });
  });
});
