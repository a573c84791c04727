import { createHash, randomUUID } from 'node:crypto';
import { PaymentCheckoutRow, PaymentRow, WebhookEventRow } from '../../src/modules/payment/payment.entity';
import { MAX_CHECKOUT_CHECKS, MAX_WEBHOOK_ATTEMPTS } from '../../src/modules/payment/owed-work';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs } from '../support/catalogue';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The sweep behind the money path: whatever a crash, a Redis outage or an exhausted retry left
 * undone is found in the database and done, once, however often the sweep runs.
 */
let t: TestSystem;
let packId: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestSystem({ redis: true });
  const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id; // 3 × 30,000
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;
/** The sweep as the scheduler runs it, with its clock `minutes` from now. */
const sweep = (minutes: number) => t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + minutes * MINUTE)));

const customerWithPlan = () => saverWithPlan(t, packId);

/** Paid at the provider; the webhook is never delivered and nobody comes back to confirm. */
const paySilently = (c: { authorizationUrl: string }) => t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });

/** A signed webhook as the route stores it, whose job was then lost (a worker killed mid-job, Redis down). */
async function storedWebhookWithLostJob(reference: string, receivedAt = new Date()): Promise<string> {
  const known = t.fake.transactions.has(reference);
  const body = known ? t.fake.signedWebhook(reference).body : JSON.stringify({ event: 'charge.success', data: { reference } });
  const id = randomUUID();
  await m().insert(WebhookEventRow, {
    id,
    provider: 'paystack',
    event: 'charge.success',
    reference,
    rawBody: body,
    bodySha256: createHash('sha256').update(body).digest('hex'),
    signatureVerified: true,
    receivedAt,
    processedAt: null,
    attempts: 1,
    error: null,
  });
  return id;
}

async function receiptsFor(reference: string) {
  return (await t.outbox()).filter((mail) => /^Payment received/.test(mail.subject) && mail.text.includes(reference));
}

describe('the reconciliation sweep', () => {
  it('applies a stored webhook whose job was lost, once the job has had a minute, and sends its receipt', async () => {
    const { c } = await customerWithPlan();
    await paySilently(c);
    const eventId = await storedWebhookWithLostJob(c.reference);

    expect((await sweep(0)).webhooksProcessed).toBe(0); // too young: its job may still be coming
    const report = await sweep(2);
    expect(report).toMatchObject({ webhooksProcessed: 1, receiptsSent: 0 });
    expect(await m().findOneByOrFail(WebhookEventRow, { id: eventId })).toMatchObject({ error: null, processedAt: expect.any(Date) });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ status: 'Active', amountPaidKobo: naira(30_000) });
    // Crediting asked for the receipt job at once.
    await t.system.jobs.drain();
    expect(await receiptsFor(c.reference)).toHaveLength(1);
    expect(await m().findOneByOrFail(PaymentRow, { providerReference: c.reference })).toMatchObject({ recordedVia: 'webhook', receiptSentAt: expect.any(Date) });
  });

  it('credits a checkout the provider says was paid when no webhook or confirmation ever came', async () => {
    const { c } = await customerWithPlan();
    await paySilently(c);
    expect((await sweep(1)).checkoutsCredited).toBe(0); // not asked before its first check is due
    expect((await sweep(3)).checkoutsCredited).toBe(1);
    expect(await m().count(PaymentRow, { where: { providerReference: c.reference } })).toBe(1);
    expect(await m().findOneByOrFail(PaymentCheckoutRow, { reference: c.reference })).toMatchObject({ status: 'Paid' });
    expect((await sweep(10)).checkoutsCredited).toBe(0); // paid checkouts are not asked about again
  });

  it('asks about an abandoned checkout with growing pauses, then stops asking', async () => {
    const { c } = await customerWithPlan();
    let minutes = 3;
    for (let check = 1; check <= MAX_CHECKOUT_CHECKS; check++) {
      const report = await sweep(minutes);
      expect(report.checkoutsStillOpen).toBeGreaterThanOrEqual(1);
      const row = await m().findOneByOrFail(PaymentCheckoutRow, { reference: c.reference });
      expect(row.checks).toBe(check);
      if (check < MAX_CHECKOUT_CHECKS) {
        const pause = (row.nextCheckAt!.getTime() - (Date.now() + minutes * MINUTE)) / MINUTE;
        expect(pause).toBeGreaterThan(5 * 2 ** (check - 1) - 1); // 5, 10, 20 … minutes
        minutes += 5 * 2 ** (check - 1) + 1;
      } else {
        expect(row.nextCheckAt).toBeNull();
      }
    }
    expect(await m().findOneByOrFail(PaymentCheckoutRow, { reference: c.reference })).toMatchObject({ status: 'Open', paymentId: null });
  });

  it('sends a receipt owed after a crash, and waits for a sender that may still be sending', async () => {
    const { c, u } = await customerWithPlan();
    await paySilently(c);
    await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
    await t.system.jobs.drain();
    const payment = await m().findOneByOrFail(PaymentRow, { providerReference: c.reference });
    expect(payment.receiptSentAt).not.toBeNull();

    // As if the process died after claiming the receipt and before recording it sent.
    await m().update(PaymentRow, { id: payment.id }, { receiptSentAt: null, receiptClaimedAt: new Date(), createdAt: new Date(Date.now() - 5 * MINUTE) });
    const whileClaimed = t.context(undefined, new Date(Date.now() + 0.5 * MINUTE));
    expect((await t.system.services.owedWork.backlog(whileClaimed)).receipts).toBe(1);
    expect((await t.system.services.owedWork.sweep(whileClaimed)).receiptsSent).toBe(0); // the claim has not lapsed
    expect(await t.system.services.receipts.send(whileClaimed, payment.id)).toBe('being-sent');
    expect((await sweep(1.5)).receiptsSent).toBe(1);
    // The resend is the same message (same idempotency key): one receipt in the outbox.
    expect(await receiptsFor(c.reference)).toHaveLength(1);
    expect((await sweep(4)).receiptsSent).toBe(0);
  });

  it('is idempotent: three sweeps at once over the same backlog credit and e-mail each payment once', async () => {
    const plans = await Promise.all([customerWithPlan(), customerWithPlan(), customerWithPlan()]);
    for (const { c } of plans) {
      await paySilently(c);
      await storedWebhookWithLostJob(c.reference, new Date(Date.now() - 5 * MINUTE));
    }
    const reports = await Promise.all([sweep(3), sweep(3), sweep(3)]);
    await t.system.jobs.drain();
    for (const { c } of plans) {
      expect(await m().count(PaymentRow, { where: { providerReference: c.reference } })).toBe(1);
      expect(await m().findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ amountPaidKobo: naira(30_000) });
      expect(await receiptsFor(c.reference)).toHaveLength(1);
    }
    expect(reports.reduce((n, r) => n + r.webhooksProcessed + r.checkoutsCredited, 0)).toBeGreaterThanOrEqual(3);
  });

  it('leaves an event that keeps failing to support after a bounded number of tries', async () => {
    const eventId = await storedWebhookWithLostJob('fs-not-a-reference-we-issued', new Date(Date.now() - 5 * MINUTE));
    const first = await sweep(0);
    expect(first.webhooksFailed).toBe(1);
    expect((await m().findOneByOrFail(WebhookEventRow, { id: eventId })).error).toMatch(/Payment reference not found/);
    await m().update(WebhookEventRow, { id: eventId }, { attempts: MAX_WEBHOOK_ATTEMPTS });
    expect((await sweep(0)).webhooksFailed).toBe(0);
    expect(await t.system.services.owedWork.backlog(t.context())).toEqual({ webhooks: 0, checkouts: 0, receipts: 0, refunds: 0, commissions: 0, 'fulfilment-notices': 0, 'reversal-notices': 0, 'credit-notices': 0, 'dedicated-accounts': 0, 'transfer-receipts': 0, 'transfer-checks': 0, 'marketer-nudges': 0 });
  });
});
