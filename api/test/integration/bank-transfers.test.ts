import { IsNull, Not } from 'typeorm';
import { addDays, lagosDate } from '../../src/common/time';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { LedgerCheckRow } from '../../src/modules/payment/ledger-check/ledger-check.entity';
import { PaymentRow, WebhookEventRow } from '../../src/modules/payment/payment.entity';
import { PaymentReversalRow } from '../../src/modules/payment/payment-reversal.entity';
import { BankTransferRow, CustomerCreditRow, DedicatedAccountRow } from '../../src/modules/payment/transfers/transfer.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { createPack, postWebhook, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Bank transfers into the customer's own account number (issue 27), on MariaDB with the Paystack
 * stand-in over HTTP: the account asked for and assigned, transfers smaller than, equal to and
 * larger than what is due, the same reference twice, a webhook lost and found by the sweep, a
 * customer with no open plan; the books balance after each.
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id; // 3 × 30,000, the first due today
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;

const ACCOUNT = 'status bankName accountNumber accountName failureReason whatToDo firstPlanId';
const MY_TRANSFERS = `query { myBankTransfers { account { ${ACCOUNT} } creditBalanceKobo credits { kind amountKobo planId } transfers { reference amountKobo appliedKobo creditedKobo lines { planId packName amountKobo note } } } }`;
const REQUEST = `mutation { requestBankAccount { __typename ... on BankAccount { ${ACCOUNT} } ... on ErrorResult { errorCode message } } }`;
const ADMIN_VIEW = `query($userId: ID!) { bankTransfersOf(userId: $userId) { account { ${ACCOUNT} } creditBalanceKobo } }`;
const REFUND = `mutation($input: RefundCreditInput!) { refundCustomerCredit(input: $input) { __typename ... on BankTransfers { creditBalanceKobo credits { kind amountKobo } } ... on ErrorResult { errorCode message } } }`;

/** The books balance: the nightly check's own sums. */
async function expectBooksBalance() {
  const now = new Date();
  await t.system.services.ledgerChecks.run(t.context(undefined, now));
  const check = await m().findOneOrFail(LedgerCheckRow, { where: { businessDate: addDays(lagosDate(now), -1) } });
  expect(check.differenceKobo).toBe(0);
}

/** A customer who asked for their account number and got it (the job ran); with a plan awaiting its first ₦30,000 unless `plan: false`. */
async function customerWithAccount(opts: { plan?: boolean } = {}) {
  let u: SignedUp & { email: string };
  let planId: string | null = null;
  if (opts.plan === false) {
    const email = `noplan${Math.random().toString(36).slice(2, 8)}@example.ng`;
    u = { ...(await signUpAs(t, email)), email };
  } else {
    const s = await saverWithPlan(t, packId);
    u = s.u;
    planId = s.c.plan.id;
  }
  const asked = await gql(t.http, REQUEST, {}, u.token);
  expect(asked.data!.requestBankAccount).toMatchObject({ __typename: 'BankAccount' });
  await t.system.jobs.drain();
  const mine = await gql(t.http, MY_TRANSFERS, {}, u.token);
  const account = mine.data!.myBankTransfers.account;
  expect(account).toMatchObject({ status: 'assigned', bankName: 'Test Bank', accountNumber: expect.stringMatching(/^\d{10}$/), accountName: expect.stringContaining('FOODSAVINGS/') });
  return { u, planId, accountNumber: account.accountNumber as string };
}

async function transfer(accountNumber: string, amountKobo: number, webhook = true) {
  const tx = await t.fake.sendTransfer({ accountNumber, amountKobo, webhook });
  await t.system.jobs.drain();
  return tx;
}

const plan = (id: string) => m().findOneByOrFail(SavingsPlanRow, { id });
const schedules = (planId: string) => m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } });
const balanceOf = async (token: string) => (await gql(t.http, MY_TRANSFERS, {}, token)).data!.myBankTransfers.creditBalanceKobo as number;

describe("the customer's own account number", () => {
  it('is asked for once, assigned through Paystack, and shown to its owner only; admins see it', async () => {
    const { u, accountNumber } = await customerWithAccount();
    // Asking again changes nothing.
    expect((await gql(t.http, REQUEST, {}, u.token)).data!.requestBankAccount).toMatchObject({ status: 'assigned', accountNumber });
    expect(await m().count(DedicatedAccountRow, { where: { userId: u.userId } })).toBe(1);
    expect(t.fake.webhooks.some((w) => w.event === 'dedicated_account.assign.success')).toBe(true);

    // Another customer sees only their own (none yet); there is no way to name someone else's.
    const other = await signUpAs(t, 'other-customer@example.ng');
    expect((await gql(t.http, MY_TRANSFERS, {}, other.token)).data!.myBankTransfers).toMatchObject({ account: null, creditBalanceKobo: 0, transfers: [] });
    // The account alone, as the Savings tab asks for it beside the plans.
    const MY_ACCOUNT = 'query { myBankAccount { status accountNumber } }';
    expect((await gql(t.http, MY_ACCOUNT, {}, u.token)).data!.myBankAccount).toEqual({ status: 'assigned', accountNumber });
    expect((await gql(t.http, MY_ACCOUNT, {}, other.token)).data!.myBankAccount).toBeNull();
    expect((await gql(t.http, MY_ACCOUNT)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await gql(t.http, ADMIN_VIEW, { userId: u.userId }, other.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.data?.bankTransfersOf ?? null).toBeNull();
    // An admin sees it.
    expect((await gql(t.http, ADMIN_VIEW, { userId: u.userId }, admin.token)).data!.bankTransfersOf.account).toMatchObject({ accountNumber });
    // Signed out: nothing.
    expect((await gql(t.http, MY_TRANSFERS, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('shows a failed assignment with what to do, and can be asked for again', async () => {
    const email = 'fails@example.ng';
    const u = await signUpAs(t, email);
    t.fake.assignmentFailure = 'Customer identification failed';
    try {
      await gql(t.http, REQUEST, {}, u.token);
      await t.system.jobs.drain();
    } finally {
      t.fake.assignmentFailure = null;
    }
    const failed = (await gql(t.http, MY_TRANSFERS, {}, u.token)).data!.myBankTransfers.account;
    expect(failed).toMatchObject({ status: 'failed', accountNumber: null, failureReason: 'Customer identification failed', whatToDo: expect.stringContaining('try again') });
    // The assign.failed event came too: recorded once, nothing changed.
    expect(t.fake.webhooks.some((w) => w.event === 'dedicated_account.assign.failed')).toBe(true);
    expect(await m().count(WebhookEventRow, { where: { event: 'dedicated_account.assign.failed', processedAt: Not(IsNull()), error: IsNull() } })).toBeGreaterThan(0);

    // Not again at once (each ask is calls to Paystack).
    expect((await gql(t.http, REQUEST, {}, u.token)).data!.requestBankAccount).toMatchObject({ errorCode: 'RATE_LIMITED' });
    // A minute on, the customer corrects their name, as the message says, and asks again: Paystack gets the corrected name.
    await m().update(DedicatedAccountRow, { userId: u.userId }, { failedAt: new Date(Date.now() - 61_000) });
    await m().update(UserRow, { id: u.userId }, { lastName: 'Corrected' });
    expect((await gql(t.http, REQUEST, {}, u.token)).data!.requestBankAccount).toMatchObject({ __typename: 'BankAccount' });
    await t.system.jobs.drain();
    expect((await gql(t.http, MY_TRANSFERS, {}, u.token)).data!.myBankTransfers.account).toMatchObject({ status: 'assigned', failureReason: null, whatToDo: null, accountName: expect.stringContaining('CORRECTED') });
  });
});

describe('a transfer into it', () => {
  it('equal to what is due pays the instalment, once, with a receipt saying where the money went', async () => {
    const { u, planId, accountNumber } = await customerWithAccount();
    const tx = await transfer(accountNumber, naira(30_000));
    expect(await plan(planId!)).toMatchObject({ status: 'Active', amountPaidKobo: naira(30_000) });
    expect((await schedules(planId!)).map((s) => s.status)).toEqual(['Paid', 'Pending', 'Pending']);
    const row = await m().findOneByOrFail(BankTransferRow, { reference: tx.reference });
    expect(row).toMatchObject({ userId: u.userId, amountKobo: naira(30_000), appliedKobo: naira(30_000), creditedKobo: 0, recordedVia: 'webhook' });
    expect(await m().find(PaymentRow, { where: { externalReference: tx.reference } })).toEqual([expect.objectContaining({ provider: 'transfer', channel: 'dedicated_nuban', amountKobo: naira(30_000), planId })]);
    const receipts = (await t.outbox()).filter((mail) => mail.to === u.email && mail.subject === 'Transfer received: ₦30,000');
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('₦30,000 to your Family Foodstuff Pack plan (instalment 1 paid)');
    // No card-style receipt besides.
    expect((await t.outbox()).filter((mail) => mail.to === u.email && /^Payment received/.test(mail.subject))).toHaveLength(0);
    await expectBooksBalance();

    // The same reference again (Paystack retries; the sweep): one record, one credit.
    const again = t.fake.signedWebhook(tx.reference);
    expect((await postWebhook(t, again.body, again.signature)).status).toBe(200);
    await t.system.services.transfers.receive(t.context(), tx.reference, 'reconciliation');
    await t.system.jobs.drain();
    expect(await m().count(BankTransferRow, { where: { reference: tx.reference } })).toBe(1);
    expect(await m().count(PaymentRow, { where: { externalReference: tx.reference } })).toBe(1);
    expect((await plan(planId!)).amountPaidKobo).toBe(naira(30_000));
    await expectBooksBalance();
  });

  it('smaller than what is due goes into the plan towards the instalment', async () => {
    const { planId, accountNumber } = await customerWithAccount();
    await transfer(accountNumber, naira(10_000));
    expect(await plan(planId!)).toMatchObject({ amountPaidKobo: naira(10_000) });
    expect((await schedules(planId!)).map((s) => s.status)).toEqual(['Pending', 'Pending', 'Pending']);
    await transfer(accountNumber, naira(20_000));
    expect((await schedules(planId!)).map((s) => s.status)).toEqual(['Paid', 'Pending', 'Pending']);
    await expectBooksBalance();
  });

  it('larger than what is due keeps the rest as credit, applied as the next instalment falls due, and refundable', async () => {
    const { u, planId, accountNumber } = await customerWithAccount();
    const tx = await transfer(accountNumber, naira(75_000));
    expect(await plan(planId!)).toMatchObject({ amountPaidKobo: naira(30_000) });
    expect(await balanceOf(u.token)).toBe(naira(45_000));
    const view = (await gql(t.http, MY_TRANSFERS, {}, u.token)).data!.myBankTransfers;
    expect(view.transfers[0]).toMatchObject({ reference: tx.reference, amountKobo: naira(75_000), appliedKobo: naira(30_000), creditedKobo: naira(45_000) });
    expect(view.transfers[0].lines).toEqual([
      { planId, packName: 'Family Foodstuff Pack', amountKobo: naira(30_000), note: 'instalment 1 paid' },
      { planId: null, packName: null, amountKobo: naira(45_000), note: 'kept as credit for your next instalments' },
    ]);
    const receipt = (await t.outbox()).find((mail) => mail.to === u.email && mail.subject === 'Transfer received: ₦75,000')!;
    expect(receipt.text).toContain('₦45,000 kept as credit');
    await expectBooksBalance();

    // Nothing more is due today: the job applies nothing, however often it runs.
    expect(await t.system.services.transfers.applyCreditOf(t.context(), u.userId)).toBe(0);
    // A month on, the second instalment has fallen due: the credit pays it, once.
    const later = new Date(Date.now() + 32 * 24 * 60 * MINUTE);
    const jobs = await Promise.all([t.system.services.transfers.applyCredits(t.context(undefined, later)), t.system.services.transfers.applyCredits(t.context(undefined, later))]);
    expect(jobs.reduce((s, j) => s + j.appliedKobo, 0)).toBeGreaterThanOrEqual(naira(30_000));
    expect(await plan(planId!)).toMatchObject({ amountPaidKobo: naira(60_000) });
    expect((await schedules(planId!)).map((s) => s.status)).toEqual(['Paid', 'Paid', 'Pending']);
    expect(await balanceOf(u.token)).toBe(naira(15_000));
    expect(await m().count(CustomerCreditRow, { where: { userId: u.userId, kind: 'applied' } })).toBe(1);
    // The instalment paid from credit gets the usual receipt, saying where the money came from.
    const fromCredit = (await t.outbox()).filter((mail) => mail.to === u.email && mail.subject === 'Payment received: ₦30,000 for your Family Foodstuff Pack');
    expect(fromCredit).toHaveLength(1);
    expect(fromCredit[0].text).toContain('Reference: From your credit (earlier bank transfers)');
    await expectBooksBalance();

    // The customer asks for it back: support is told, once a day.
    const asked = await gql(t.http, 'mutation { requestCreditRefund { __typename ... on Ack { message } ... on ErrorResult { errorCode } } }', {}, u.token);
    expect(asked.data!.requestCreditRefund.message).toContain('refund your credit of ₦15,000');
    expect((await t.outbox()).filter((mail) => mail.subject === 'Credit refund requested: ₦15,000' && mail.text.includes(u.email))).toHaveLength(1);
    // Refunded by an admin, at most the balance; a customer cannot.
    expect((await gql(t.http, REFUND, { input: { userId: u.userId, amountKobo: naira(20_000), reason: 'Customer asked' } }, admin.token)).data!.refundCustomerCredit).toMatchObject({ errorCode: 'CREDIT_TOO_LOW' });
    expect((await gql(t.http, REFUND, { input: { userId: u.userId, amountKobo: naira(15_000), reason: 'Customer asked' } }, u.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const refunded = (await gql(t.http, REFUND, { input: { userId: u.userId, amountKobo: naira(15_000), reason: 'Customer asked' } }, admin.token)).data!.refundCustomerCredit;
    expect(refunded).toMatchObject({ creditBalanceKobo: 0 });
    expect(await m().findOneByOrFail(AuditEntryRow, { action: 'credit.refunded', targetId: u.userId })).toMatchObject({ actorId: admin.userId, reason: 'Customer asked' });
    await expectBooksBalance();
  });

  it('into the account of a customer with no open plan is all credit', async () => {
    const { u, accountNumber } = await customerWithAccount({ plan: false });
    const tx = await transfer(accountNumber, naira(12_500));
    expect(await m().findOneByOrFail(BankTransferRow, { reference: tx.reference })).toMatchObject({ appliedKobo: 0, creditedKobo: naira(12_500) });
    expect(await balanceOf(u.token)).toBe(naira(12_500));
    expect(await m().count(PaymentRow, { where: { userId: u.userId } })).toBe(0);
    // Their credit is theirs: the account cannot be deleted until it is refunded.
    await expect(t.system.services.userAdmin.removeOwn(t.context(u.actor))).rejects.toMatchObject({ code: 'ACCOUNT_HOLDS_MONEY', message: expect.stringContaining('₦12,500 of credit') });
    await expectBooksBalance();
  });

  it('whose webhook never came is found by the sweep and applied once', async () => {
    const { planId, accountNumber } = await customerWithAccount();
    const tx = await transfer(accountNumber, naira(30_000), false);
    expect(await m().count(BankTransferRow, { where: { reference: tx.reference } })).toBe(0);
    // The account is looked at hourly; two sweeps at once find it once.
    const sweep = () => t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 61 * MINUTE)));
    const reports = await Promise.all([sweep(), sweep()]);
    expect(reports.reduce((n, r) => n + r.transfersFound, 0)).toBeGreaterThanOrEqual(1);
    await t.system.jobs.drain();
    expect(await m().findOneByOrFail(BankTransferRow, { reference: tx.reference })).toMatchObject({ recordedVia: 'reconciliation', appliedKobo: naira(30_000) });
    expect(await plan(planId!)).toMatchObject({ status: 'Active', amountPaidKobo: naira(30_000) });
    expect((await sweep()).transfersFound).toBe(0);
    await expectBooksBalance();
  });

  it('pays the plan the customer chose first', async () => {
    const { u, planId: first, accountNumber } = await customerWithAccount();
    const second = (await t.system.services.checkouts.start(t.context(u.actor), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } })).plan.id;
    const chosen = await gql(t.http, `mutation($planId: ID) { setTransferFirstPlan(planId: $planId) { __typename ... on BankAccount { firstPlanId } ... on ErrorResult { errorCode } } }`, { planId: second }, u.token);
    expect(chosen.data!.setTransferFirstPlan).toEqual({ __typename: 'BankAccount', firstPlanId: second });
    await transfer(accountNumber, naira(30_000));
    expect((await plan(second)).amountPaidKobo).toBe(naira(30_000));
    expect((await plan(first!)).amountPaidKobo).toBe(0);
    // Another customer's plan cannot be chosen.
    const other = await saverWithPlan(t, packId);
    const refused = await gql(t.http, `mutation($planId: ID) { setTransferFirstPlan(planId: $planId) { __typename ... on ErrorResult { errorCode } } }`, { planId: other.c.plan.id }, u.token);
    expect(refused.data!.setTransferFirstPlan).toEqual({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND' });
    await expectBooksBalance();
  });
});

describe('the books, over a random run of transfers', () => {
  it('balance after every step: transfers of any amount, lost webhooks, credit applied as days pass, refunds and reversals', async () => {
    let seed = 2027;
    // xorshift32: small, and every bit of it varies.
    const rand = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const customers = await Promise.all([customerWithAccount(), customerWithAccount(), customerWithAccount({ plan: false })]);
    let day = 0;
    let sweepAt = 0;
    const done = { transfers: 0, lost: 0, creditRuns: 0, refunds: 0, reversals: 0 };
    for (let step = 0; step < 24; step++) {
      const c = customers[rand(customers.length)];
      const action = rand(10);
      if (action < 5) {
        // Any amount, to the kobo; now and then its webhook is lost and the sweep finds it.
        const lost = rand(4) === 0;
        await transfer(c.accountNumber, 1 + rand(naira(45_000)), !lost);
        done.transfers++;
        if (lost) {
          // The sweep's next run that looks at the account (it is looked at 1 to 6 hours after the last look), within Paystack's 3-day window.
          sweepAt = Math.max(sweepAt + 6 * 60 * MINUTE + MINUTE, Date.now() + 61 * MINUTE);
          expect((await t.system.services.owedWork.sweep(t.context(undefined, new Date(sweepAt)))).transfersFound).toBe(1);
          done.lost++;
        }
      } else if (action < 7) {
        day += 1 + rand(20);
        if ((await t.system.services.transfers.applyCredits(t.context(undefined, new Date(Date.now() + day * 24 * 60 * MINUTE)))).appliedKobo > 0) done.creditRuns++;
      } else if (action < 9) {
        const balance = await balanceOf(c.u.token);
        if (balance >= naira(1)) {
          await t.system.services.transfers.refundCredit(t.context(admin.actor), { userId: c.u.userId, amountKobo: 1 + rand(balance), reason: 'Asked for it back' });
          done.refunds++;
        }
      } else {
        // An admin reverts a transfer's share (money taken back): the plan loses it, the books still balance.
        const payment = await m().findOne(PaymentRow, { where: { userId: c.u.userId, provider: 'transfer' }, order: { createdAt: 'DESC' } });
        if (payment && !(await m().exists(PaymentReversalRow, { where: { paymentId: payment.id } }))) {
          await t.system.services.manualPayments.revert(t.context(admin.actor), payment.id, 'Sent by mistake');
          done.reversals++;
        }
      }
      await t.system.jobs.drain();
      await expectBooksBalance();
    }
    // The run did each kind of step (the seed is fixed).
    expect(Object.values(done).every((n) => n > 0)).toBe(true);
    // Every transfer recorded once, and each customer's credit never negative.
    for (const c of customers) expect(await balanceOf(c.u.token)).toBeGreaterThanOrEqual(0);
    const listed = [...t.fake.transactions.values()].filter((x) => x.channel === 'dedicated_nuban').map((x) => x.reference);
    expect(await m().count(BankTransferRow)).toBe(listed.length);
  });
});

describe("the stand-in's transfer page", () => {
  it('sends a transfer from a form or JSON, and refuses an unknown account', async () => {
    const { planId, accountNumber } = await customerWithAccount();
    expect((await t.http.get(`/fake-paystack/transfer?account_number=${accountNumber}`)).text).toContain(`value="${accountNumber}"`);
    const sent = await t.http.post('/fake-paystack/transfer').send({ account_number: accountNumber, amount_naira: 30_000 });
    expect(sent.body).toMatchObject({ status: true, data: { amount: naira(30_000), webhook: { delivered: true } } });
    await t.system.jobs.drain();
    expect((await plan(planId!)).amountPaidKobo).toBe(naira(30_000));
    const form = await t.http.post('/fake-paystack/transfer').type('form').send({ account_number: '0000000000', amount_naira: '100' });
    expect(form.status).toBe(400);
    expect(form.text).toContain('No dedicated account has this number');
  });
});
