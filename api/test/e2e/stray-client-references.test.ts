import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { PaymentCheckoutRow, PaymentRow } from '../../src/modules/payment/payment.entity';
import { StrayChargeRow } from '../../src/modules/payment/refunds/stray-charge.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan';
import { legacyPackId, legacyPlanId } from '../../src/rest/legacy-ids';
import { createPack } from '../support/payments';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Issue 28: a payment the customer's own client made at Paystack and then reported against a plan
 * that is not theirs (another customer's, or none). Nothing may be credited to that plan, and the
 * money may not vanish either: when Paystack confirms the reporting customer paid it (success,
 * NGN, their e-mail), it is recorded once as a stray charge and refunded whole through Paystack
 * (the 'refunds' duty; the sweep after a crash). Anything else is refused as before ("not
 * found"), with nothing recorded.
 */
let t: TestSystem;
let admin: SignedUp;
let packNo: number;

type Customer = SignedUp & { email: string };
let customers = 0;
async function customer(): Promise<Customer> {
  const email = `stray-saver${++customers}@example.ng`;
  return { ...(await signUpAs(t, email)), email };
}

function asApp(req: Test, token: string, body: unknown): Test {
  return req.set('Accept', 'application/json').set('Content-Type', 'application/json-patch+json').set('Authorization', `Bearer ${token}`).send(JSON.stringify(body));
}
const asWeb = (req: Test, token: string, body: unknown) => req.set('authorization', `Bearer ${token}`).send(body as object);

/** The app's confirm-mobile-payment, or the web's update-payment, against the plan key given. */
function report(who: Customer, planKey: string | number, reference: string, via: 'app' | 'web' = 'app'): Test {
  return via === 'app'
    ? asApp(t.http.post(`/api/SavingsPlan/${planKey}/confirm-mobile-payment`), who.token, { paymentReference: reference, amount: 5_000.0, paymentMethod: 'Manual Payment' })
    : asWeb(t.http.post(`/api/SavingsPlan/${planKey}/update-payment`), who.token, { paymentReference: reference, amount: 5_000 });
}

function appCreatePlan(reference: string) {
  return { foodPackId: packNo, totalAmount: 60_000.0, monthlyAmount: 20_000.0, duration: 3, startDate: new Date().toISOString().replace('Z', ''), paymentPreference: 'Manual Payment', paymentFrequency: 'Weekly', paymentReference: reference };
}

const m = () => t.system.dataSource.manager;
const refundsAtPaystack = (reference: string) => t.fake.refunds.filter((r) => r.reference === reference).length;
const REFUND_MESSAGE = /^This payment was not for one of your savings plans, so your payment of ₦5,000 is being refunded to your card within 7 to 14 working days \(by \d{4}-\d{2}-\d{2}\)\.$/;

/** What a plan looks like to its owner: unchanged means none of this touched it. */
async function snapshot(planId: string) {
  const plan = await m().findOneByOrFail(SavingsPlanRow, { id: planId });
  const schedules = await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } });
  return { status: plan.status, amountPaidKobo: plan.amountPaidKobo, payments: await m().countBy(PaymentRow, { planId }), checkouts: await m().countBy(PaymentCheckoutRow, { planId }), schedules: schedules.map((s) => [s.status, s.amountKobo]) };
}

let ada: Customer;
let adaPlanId: string;
let adaPlanNo: number;
let bola: Customer;

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  const packId = (await createPack(t, admin, { priceKobo: naira(60_000), durationMonths: 3 })).id;
  packNo = await legacyPackId(t.context(), packId);
  ada = await customer();
  const first = randomUUID();
  await t.fake.payWithClientReference({ reference: first, email: ada.email, amountKobo: naira(5_000), webhook: false });
  expect((await asApp(t.http.post('/api/SavingsPlan'), ada.token, appCreatePlan(first))).status).toBe(200);
  adaPlanId = (await m().findOneByOrFail(PaymentCheckoutRow, { reference: first })).planId;
  expect(await m().findOneByOrFail(SavingsPlanRow, { id: adaPlanId })).toMatchObject({ status: 'Active', amountPaidKobo: naira(5_000) });
  adaPlanNo = await legacyPlanId(t.context(), adaPlanId);
  bola = await customer();
});
afterAll(() => t.stop());

describe("the caller's verified payment reported against another customer's plan", () => {
  const reference = randomUUID();
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    await t.fake.payWithClientReference({ reference, email: bola.email, amountKobo: naira(5_000), webhook: false });
    before = await snapshot(adaPlanId);
  });

  it('is recorded once as a stray charge and refunded, however often and however concurrently it is reported', async () => {
    const replies = await Promise.all([...Array(8).keys()].map((i) => report(bola, adaPlanNo, reference, i % 2 ? 'web' : 'app')));
    for (let i = 0; i < 2; i++) replies.push(await report(bola, adaPlanNo, reference, i % 2 ? 'web' : 'app'));
    for (const res of replies) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(REFUND_MESSAGE) });
      // Nothing about Ada's plan: no plan, no payment in the reply.
      expect(JSON.stringify(res.body)).not.toContain(adaPlanId);
      expect(JSON.stringify(res.body)).not.toContain(ada.email);
      expect(JSON.stringify(res.body)).not.toMatch(/"(payment|plan|amountPaid|totalAmount|remainingAmount|status)"/);
      expect(res.body.data).toMatchObject({ errorCode: 'PAYMENT_REFUNDED' });
    }
    expect(await m().find(StrayChargeRow, { where: { reference } })).toEqual([
      expect.objectContaining({ userId: bola.userId, amountKobo: naira(5_000), currency: 'NGN', reportedPlan: adaPlanId }),
    ]);
    expect(await m().countBy(PaymentRow, { providerReference: reference })).toBe(0);
    expect(await m().countBy(PaymentCheckoutRow, { reference })).toBe(0);
    expect(await m().countBy(SavingsPlanRow, { userId: bola.userId })).toBe(0);

    await t.system.jobs.drain();
    expect(refundsAtPaystack(reference)).toBe(1);
    expect((await m().findOneByOrFail(StrayChargeRow, { reference })).refundSentAt).not.toBeNull();
    // Asked again later, and swept: still one refund at Paystack.
    expect((await report(bola, adaPlanNo, reference)).status).toBe(409);
    await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 5 * 60_000)));
    await t.system.jobs.drain();
    expect(refundsAtPaystack(reference)).toBe(1);
  });

  it("leaves the other customer's plan exactly as it was", async () => {
    expect(await snapshot(adaPlanId)).toEqual(before);
  });

  it("follows Paystack's refund events to processed, and tells the customer (refund started, refund processed)", async () => {
    for (let i = 0; i < 20 && (await m().findOneByOrFail(StrayChargeRow, { reference })).refundStatus !== 'processed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await t.system.jobs.drain();
    }
    expect((await m().findOneByOrFail(StrayChargeRow, { reference })).refundStatus).toBe('processed');
    const mail = (await t.outbox()).filter((x) => x.to === bola.email);
    expect(mail.filter((x) => x.subject.startsWith('Refund started'))).toHaveLength(1);
    expect(mail.filter((x) => x.subject.startsWith('Refund processed'))).toHaveLength(1);
    expect(mail.find((x) => x.subject.startsWith('Refund started'))!.text).toContain(reference);
  });

  it('cannot then be used for a plan of their own (it is being refunded), nor by anyone else', async () => {
    const own = await asApp(t.http.post('/api/SavingsPlan'), bola.token, appCreatePlan(reference));
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ success: false, message: expect.stringMatching(REFUND_MESSAGE) });
    expect(await m().countBy(SavingsPlanRow, { userId: bola.userId })).toBe(0);
    // Ada reporting Bola's reference: against her own plan it is a used reference; against a plan not hers, not found.
    expect((await report(ada, adaPlanNo, reference)).status).toBe(409);
    expect((await report(ada, 999_999, reference)).status).toBe(404);
    expect(await snapshot(adaPlanId)).toEqual(before);
    expect(await m().countBy(StrayChargeRow, { reference })).toBe(1);
    expect(refundsAtPaystack(reference)).toBe(1);
  });
});

describe("the caller's verified payment reported against a plan that does not exist", () => {
  it.each([
    ['an unknown legacy number', () => 999_999],
    ['an unknown id', () => randomUUID()],
  ])('%s: recorded once and refunded once', async (_case, planKey) => {
    const reference = randomUUID();
    await t.fake.payWithClientReference({ reference, email: bola.email, amountKobo: naira(5_000), webhook: false });
    const replies = await Promise.all([0, 1, 2, 3].map(() => report(bola, planKey(), reference)));
    for (const res of replies) expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(REFUND_MESSAGE) });
    expect(replies.map((r) => r.status)).toEqual([409, 409, 409, 409]);
    expect(await m().countBy(StrayChargeRow, { reference, userId: bola.userId })).toBe(1);
    await t.system.jobs.drain();
    expect(refundsAtPaystack(reference)).toBe(1);
  });
});

describe('references that are not the caller\'s verified payment, against a plan not theirs', () => {
  it.each([
    ['paid by another e-mail', (ref: string) => t.fake.payWithClientReference({ reference: ref, email: 'someone.else@example.ng', amountKobo: naira(5_000), webhook: false })],
    ['paid in another currency', (ref: string) => t.fake.payWithClientReference({ reference: ref, email: bola.email, amountKobo: naira(5_000), currency: 'GHS', webhook: false })],
    ['declined', (ref: string) => t.fake.payWithClientReference({ reference: ref, email: bola.email, amountKobo: naira(5_000), outcome: 'declined', webhook: false })],
    ['never paid at Paystack', async () => undefined],
  ])('%s: refused as "not found", nothing recorded, nothing refunded', async (_case, pay) => {
    const reference = randomUUID();
    await pay(reference);
    const before = await snapshot(adaPlanId);
    for (const planKey of [adaPlanNo, 999_999]) {
      const res = await report(bola, planKey, reference);
      expect(res.status).toBe(404);
    }
    expect(await m().countBy(StrayChargeRow, { reference })).toBe(0);
    expect(await m().countBy(PaymentCheckoutRow, { reference })).toBe(0);
    expect(await m().countBy(PaymentRow, { providerReference: reference })).toBe(0);
    await t.system.jobs.drain();
    expect(refundsAtPaystack(reference)).toBe(0);
    expect(await snapshot(adaPlanId)).toEqual(before);
  });
});

describe('a crash between the commit and the refund request', () => {
  it('is repaired by the sweep: the refund is sent once', async () => {
    const reference = randomUUID();
    await t.fake.payWithClientReference({ reference, email: bola.email, amountKobo: naira(5_000), webhook: false });
    const owed = t.system.services.owedWork;
    const request = owed.request.bind(owed);
    owed.request = async () => undefined; // the process died right after the commit: no job was queued
    try {
      expect((await report(bola, adaPlanNo, reference)).status).toBe(409);
    } finally {
      owed.request = request;
    }
    await t.system.jobs.drain();
    expect(refundsAtPaystack(reference)).toBe(0);
    const stray = await m().findOneByOrFail(StrayChargeRow, { reference });
    expect(stray.refundSentAt).toBeNull();
    expect((await owed.backlog(t.context(undefined, new Date(Date.now() + 5 * 60_000)))).refunds).toBeGreaterThanOrEqual(1);

    const later = new Date(Date.now() + 5 * 60_000);
    const [a, b] = await Promise.all([owed.sweep(t.context(undefined, later)), owed.sweep(t.context(undefined, later))]);
    expect(a.refundsSent + b.refundsSent).toBeGreaterThanOrEqual(1);
    await t.system.jobs.drain();
    expect(refundsAtPaystack(reference)).toBe(1);
    expect((await m().findOneByOrFail(StrayChargeRow, { reference })).refundSentAt).not.toBeNull();
    expect((await owed.sweep(t.context(undefined, new Date(Date.now() + 10 * 60_000)))).refundsSent).toBe(0);
    expect(refundsAtPaystack(reference)).toBe(1);
    // Its notice, owed too, was sent by the sweep.
    expect((await m().findOneByOrFail(StrayChargeRow, { reference })).noticeSentAt).not.toBeNull();
  });
});

describe('admins and the books', () => {
  it("lists stray charges' refunds among the refunds owed until processed", async () => {
    const reference = randomUUID();
    await t.fake.payWithClientReference({ reference, email: bola.email, amountKobo: naira(5_000), webhook: false });
    t.fake.refundOutcome = 'none'; // Paystack keeps it pending
    try {
      expect((await report(bola, adaPlanNo, reference)).status).toBe(409);
      await t.system.jobs.drain();
      await new Promise((r) => setTimeout(r, 200));
      await t.system.jobs.drain();
      const stray = await m().findOneByOrFail(StrayChargeRow, { reference });
      const owed = await t.system.services.refunds.refundsOwed(t.context(admin.actor), {});
      expect(owed.find((r) => r.id === stray.id)).toMatchObject({ planId: '', customerId: bola.userId, amountKobo: naira(5_000), channel: 'card', status: 'pending', dueBy: stray.refundDueBy, overdue: false });
      expect(owed.find((r) => r.id === stray.id)!.packName).toContain(reference);
      // …and in the metrics' open refunds (card, pending).
      expect((await t.system.services.refunds.openTotals(t.context())).find((x) => x.channel === 'card' && x.status === 'pending')).toMatchObject({ count: 1, amountKobo: naira(5_000) });
      // The first one, processed, is no longer owed.
      const processed = await m().find(StrayChargeRow, { where: { refundStatus: 'processed' } });
      expect(processed.length).toBeGreaterThanOrEqual(1);
      for (const p of processed) expect(owed.find((r) => r.id === p.id)).toBeUndefined();
    } finally {
      t.fake.refundOutcome = 'processed';
    }
  });

  it('balance, and the nightly check no longer lists stray charges as unmatched Paystack payments', async () => {
    await t.system.jobs.drain();
    const strays = await m().find(StrayChargeRow);
    expect(strays.length).toBeGreaterThanOrEqual(5);
    const result = await t.system.services.ledgerChecks.run(t.context(undefined, new Date(Date.now() + 24 * 3_600_000)));
    expect(result.differenceKobo).toBe(0);
    // Only the refused ones (paid by another e-mail; paid in GHS) are Paystack payments we hold no record of.
    expect(result.missing).toBe(2);
  });
});
