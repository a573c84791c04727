import { randomUUID } from 'node:crypto';
import { addMonths, daysBetween, lagosDate } from '../../src/common/time';
import { ClosureDayRow, PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { promisedDate } from '../../src/modules/savings-plan/domain/working-calendar';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { countStatements } from '../support/statements';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Issue 25, on MariaDB: each open plan says when its pack arrives at the customer's pace, and
 * paying the next instalment early (the real path: checkout, the Paystack stand-in, confirmation)
 * pulls the date forward by as much as the schedule it covers, as the preview said. The preview is
 * the customer's own plan only, whatever their roles. A monthly 3-month pack: 3 × ₦20,000, the
 * first due (and paid) today.
 */
let t: TestSystem;
let admin: SignedUp;
let marketer: SignedUp;
let packId: string;

const ARRIVAL = 'arrival { arrivesAround paidUpOn pace shiftDays }';
const MY_PLANS = `query($pageSize: Int) { mySavingsPlans(pageSize: $pageSize) { items { id status nextDue { amountDueKobo } ${ARRIVAL} } totalCount } }`;
const ONE_PLAN = `query($id: ID!) { savingsPlan(id: $id) { id } }`;
const IF_PAID = `query($planId: ID!, $amountKobo: SafeInt!) { arrivalIfPaid(planId: $planId, amountKobo: $amountKobo) {
  __typename ... on ArrivalPreview { before { arrivesAround paidUpOn pace shiftDays } after { arrivesAround paidUpOn pace shiftDays } }
  ... on ErrorResult { errorCode message fieldErrors { field } } } }`;
const PAY_NEXT = `mutation($planId: ID!) { payNextInstalment(planId: $planId) { __typename ... on PaymentCheckout { reference authorizationUrl amountKobo } ... on ErrorResult { errorCode message } } }`;
const CONFIRM = `mutation($reference: String!) { confirmPayment(reference: $reference) { __typename ... on PaymentConfirmation { plan { id ${ARRIVAL} } } ... on ErrorResult { errorCode message } } }`;

beforeAll(async () => {
  t = await startTestSystem();
  [admin, marketer] = await Promise.all([signUpAs(t, 'admin@example.ng', 'Admin'), signUpAs(t, 'marketer@example.ng', 'Marketer')]);
  packId = (await createPack(t, admin, { priceKobo: naira(60_000), durationMonths: 3 })).id;
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;
const dues = async (planId: string) => (await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } })).map((s) => s.dueDate);

/** A customer (with a session token) whose plan had its first instalment paid today. */
async function paidPlan() {
  const { u, c } = await saverWithPlan(t, packId);
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  return { u, planId: c.plan.id };
}

async function myPlans(who: SignedUp, pageSize?: number) {
  const res = await gql(t.http, MY_PLANS, { pageSize }, who.token);
  expect(res.errors).toBeUndefined();
  return res.data!.mySavingsPlans;
}

const ifPaid = (who: SignedUp, planId: string, amountKobo: number) => gql(t.http, IF_PAID, { planId, amountKobo }, who.token);

describe('the pack arrival at the customer’s pace', () => {
  it('shows on the plan, and paying the next instalment early pulls it forward a month, as previewed', async () => {
    const { u, planId } = await paidPlan();
    const today = lagosDate(new Date());
    const [first, second, last] = await dues(planId);
    expect(first).toBe(today);

    // On time: the last due date, then the delivery promise.
    const [plan] = (await myPlans(u)).items;
    expect(plan.arrival).toEqual({ arrivesAround: promisedDate(last, []), paidUpOn: last, pace: 'onTime', shiftDays: 0 });

    // The preview for what Make Payment pays: the second instalment, today.
    const preview = (await ifPaid(u, planId, plan.nextDue.amountDueKobo)).data!.arrivalIfPaid;
    const lead = daysBetween(second, last);
    expect(preview).toEqual({
      __typename: 'ArrivalPreview',
      before: plan.arrival,
      after: { arrivesAround: promisedDate(second, []), paidUpOn: second, pace: 'ahead', shiftDays: -lead },
    });
    // Less than an instalment pays none in full: nothing moves.
    expect((await ifPaid(u, planId, naira(5_000))).data!.arrivalIfPaid.after).toEqual(plan.arrival);

    // Paid for real: checkout, the stand-in, confirmation. The confirmed plan carries the new date.
    const checkout = (await gql(t.http, PAY_NEXT, { planId }, u.token)).data!.payNextInstalment;
    expect(checkout.amountKobo).toBe(naira(20_000));
    await t.fake.complete(accessCodeOf(checkout.authorizationUrl), 'success', { webhook: false });
    const confirmed = (await gql(t.http, CONFIRM, { reference: checkout.reference }, u.token)).data!.confirmPayment;
    expect(confirmed.plan.arrival).toEqual(preview.after);
    const [after] = (await myPlans(u)).items;
    expect(after.arrival).toEqual(preview.after);
    expect(daysBetween(after.arrival.paidUpOn, plan.arrival.paidUpOn)).toBe(lead);

    // An office closure day in the promise's window moves the date a working day on.
    const closed = after.arrival.arrivesAround;
    await m().insert(ClosureDayRow, { day: closed, reason: 'Stock-taking', createdBy: admin.userId, createdAt: new Date() });
    try {
      const [withClosure] = (await myPlans(u)).items;
      expect(withClosure.arrival.arrivesAround).toBe(promisedDate(second, [closed]));
      expect(withClosure.arrival.arrivesAround > closed).toBe(true);
    } finally {
      await m().delete(ClosureDayRow, { day: closed });
    }
  });

  it('previews only your own open plan, whatever your roles, and only an amount there is to pay', async () => {
    const { u, planId } = await paidPlan();
    const other = await paidPlan();
    for (const who of [other.u, admin, marketer]) {
      const refused = (await ifPaid(who, planId, naira(20_000))).data!.arrivalIfPaid;
      expect(refused).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND' });
    }
    expect((await ifPaid(u, randomUUID(), naira(20_000))).data!.arrivalIfPaid).toMatchObject({ errorCode: 'NOT_FOUND' });
    for (const amountKobo of [0, -100, naira(40_000) + 1]) {
      expect((await ifPaid(u, planId, amountKobo)).data!.arrivalIfPaid).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'amountKobo' }] });
    }
    expect((await ifPaid(u, planId, naira(40_000))).data!.arrivalIfPaid.__typename).toBe('ArrivalPreview');
    const signedOut = await gql(t.http, IF_PAID, { planId, amountKobo: naira(20_000) });
    expect(signedOut.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it("shows admins and marketers their own plans only, never a customer's", async () => {
    const { planId } = await paidPlan();
    for (const who of [admin, marketer]) {
      expect((await myPlans(who)).totalCount).toBe(0);
      expect((await gql(t.http, ONE_PLAN, { id: planId }, who.token)).data!.savingsPlan).toBeNull();
    }
  });

  it('is null on a paid plan, and costs one statement a page, read once whatever the page size', async () => {
    const u = await signUpAs(t, 'many@example.ng');
    const start = lagosDate(new Date());
    const plans = Array.from({ length: 60 }, (_, i) => planRow(u.userId, new Date(Date.now() - i * 60_000), i % 5 === 0 ? 'Completed' : 'Active', start));
    await m().insert(SavingsPlanRow, plans);
    await m().insert(
      PaymentScheduleRow,
      plans.flatMap((p) => [0, 1, 2].map((i) => ({ id: randomUUID(), planId: p.id, sequence: i + 1, dueDate: addMonths(start, i), amountKobo: naira(20_000), status: p.status === 'Completed' || i === 0 ? ('Paid' as const) : ('Pending' as const), paidAt: p.status === 'Completed' || i === 0 ? new Date() : null, paymentId: null }))),
    );
    const { items } = await myPlans(u, 50);
    for (const item of items) expect(item.arrival === null).toBe(item.status === 'Completed');

    const without = `query($pageSize: Int) { mySavingsPlans(pageSize: $pageSize) { items { id status } } }`;
    const counted = async (query: string, pageSize: number) => (await countStatements(t.system.dataSource, () => gql(t.http, query, { pageSize }, u.token))).statements;
    const [ten, fifty, tenWithout] = [await counted(MY_PLANS, 10), await counted(MY_PLANS, 50), await counted(without, 10)];
    expect(fifty).toBe(ten);
    // One more than without the arrival: the closure days, read once for the page.
    expect(ten).toBe(tenWithout + 1);
  });
});

function planRow(userId: string, createdAt: Date, status: 'Active' | 'Completed', startDate: string): SavingsPlanRow {
  return Object.assign(new SavingsPlanRow(), {
    id: randomUUID(),
    userId,
    foodPackId: packId,
    packName: 'Family Foodstuff Pack',
    priceKobo: naira(60_000),
    instalmentKobo: naira(20_000),
    frequency: 'monthly',
    durationMonths: 3,
    instalmentCount: 3,
    startDate,
    paymentPreference: 'manual',
    remindersEnabled: false,
    status,
    cancelReason: null,
    amountPaidKobo: status === 'Completed' ? naira(60_000) : naira(20_000),
    fulfilmentMethod: 'pickup',
    deliveryAddress: null,
    createdAt,
    updatedAt: createdAt,
    activatedAt: createdAt,
    completedAt: status === 'Completed' ? createdAt : null,
    cancelledAt: null,
  });
}
