import { addDays, lagosDate, lagosStartOfDay } from '../../src/common/time';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { PaymentReversalRow } from '../../src/modules/payment/payment-reversal.entity';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

const ERR = '... on ErrorResult { errorCode message fieldErrors { field message } }';
const ROW = 'id userId userFullName userPhoneNumber foodPackName totalAmountKobo amountPaidKobo status startDate lastPaymentAt hasPayments';
const ADMIN_PLANS = `query($filter: AdminPlanFilter) { adminSavingsPlans(filter: $filter) { totalCount items { ${ROW} } } }`;
const PLAN_SCHEDULE = `query($planId: ID!) { planSchedule(planId: $planId) { planId customerName amountPaidKobo schedules { id dueDate amountKobo status } payments { id note revertedAt } } }`;
const CREATE = `mutation($input: CreatePlanForUserInput!) { createPlanForUser(input: $input) { __typename ... on AdminSavingsPlan { ${ROW} } ${ERR} } }`;
const CANCEL = `mutation($input: CancelSavingsPlanInput!) { cancelSavingsPlan(input: $input) { __typename ... on PlanCancellation { planId status cancelReason } ${ERR} } }`;
const DELETE = `mutation($planId: ID!) { deletePlan(planId: $planId) { __typename ... on DeletedPlan { id } ${ERR} } }`;
const DEFAULTERS = `query { defaulters(pageSize: 100) { totalCount items { userId amountOwedKobo duePayments maxDaysOverdue } } }`;
const AGEING = `query { arrearsAgeing { label customers amountKobo } }`;
const DETAILS = `query($userId: ID!) { defaulterDetails(userId: $userId) { userId totalOwedKobo duePayments { scheduleId daysOverdue } } }`;
const PAYABLE = `query($search: String!) { payablePlans(search: $search) { planId unpaid { scheduleId } } }`;
const RECENT = `query { recentManualPayments { paymentId planId } }`;
const RECORD = `mutation($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { __typename ... on RecentPayment { paymentId planId scheduleId amountKobo channel } ${ERR} } }`;
const REVERT = `mutation($paymentId: ID!, $reason: String!) { revertPayment(paymentId: $paymentId, reason: $reason) { __typename ... on RevertedPayment { paymentId planStatus amountPaidKobo } ${ERR} } }`;

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * The admin console's savings plans, defaulters and manual payments over HTTP (issue 14): who may
 * call the GraphQL operations and the legacy /api paths (with real ids of another customer's
 * plan), and a plan's life through the legacy paths: created backdated, overdue, paid by hand,
 * reverted, refused deletion, cancelled; a fresh unpaid plan deleted.
 */
describe('plan administration over GraphQL and the legacy API', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  let victim: SignedUp; // a customer whose plan the others try to act on
  let packId: string;
  /** The victim's weekly plan, started 15 days ago: its first instalment paid by hand, the next two overdue. */
  let plan: { id: string; paidScheduleId: string; unpaidScheduleId: string; paymentId: string };
  const m = () => t.system.dataSource.manager;
  const today = () => lagosDate(new Date());
  const auth = (who: SignedUp) => ({ authorization: `Bearer ${who.token}` });
  /** Everything a refused call could have changed. */
  const snapshot = async () => ({
    plans: await m().find(SavingsPlanRow, { order: { id: 'ASC' } }),
    schedules: await m().find(PaymentScheduleRow, { order: { id: 'ASC' } }),
    payments: await m().count(PaymentRow),
    reversals: await m().count(PaymentReversalRow),
    audits: await m().count(AuditEntryRow),
  });

  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
    victim = await signUpAs(t, 'victim@example.ng');
    packId = (await createPack(t, admin, { name: 'Weekly Provisions', priceKobo: naira(40_000), durationMonths: 1 })).id;
    const asAdmin = t.context(admin.actor);
    const created = await t.system.services.planAdmin.createForUser(asAdmin, { userId: victim.userId, foodPackId: packId, frequency: 'weekly', durationMonths: 1, startDate: addDays(today(), -15) });
    const { schedules } = (await t.system.services.planAdmin.schedule(asAdmin, created.id))!;
    const paid = await t.system.services.manualPayments.record(asAdmin, { planId: created.id, scheduleId: schedules[0].id, channel: 'cash', note: 'Cash at the office' });
    plan = { id: created.id, paidScheduleId: schedules[0].id, unpaidScheduleId: schedules[1].id, paymentId: paid.paymentId };
  });
  afterAll(() => t.stop());

  it('is for admins only: signed out UNAUTHENTICATED / 401; customers (the plan’s owner too) and marketers FORBIDDEN / 403; nothing changes', async () => {
    const before = await snapshot();
    const operations: [string, Record<string, unknown>][] = [
      [ADMIN_PLANS, { filter: { search: 'Balogun' } }],
      [PLAN_SCHEDULE, { planId: plan.id }],
      [CREATE, { input: { userId: victim.userId, foodPackId: packId, frequency: 'weekly', durationMonths: 1 } }],
      [DELETE, { planId: plan.id }],
      [DEFAULTERS, {}],
      [AGEING, {}],
      [DETAILS, { userId: victim.userId }],
      [PAYABLE, { search: 'victim@example' }],
      [RECENT, {}],
      [RECORD, { input: { planId: plan.id, scheduleId: plan.unpaidScheduleId, channel: 'cash', note: 'Cash at the office' } }],
      [REVERT, { paymentId: plan.paymentId, reason: 'Recorded on the wrong plan' }],
    ];
    // A refused nullable query answers `{ planSchedule: null }`: no value, whatever the shape.
    const values = (data: Record<string, unknown> | undefined) => Object.values(data ?? {}).filter((v) => v !== null);
    for (const [query, variables] of operations) {
      const signedOut = await gql(t.http, query, variables);
      expect([query, signedOut.errors?.[0].extensions?.code, values(signedOut.data)]).toEqual([query, 'UNAUTHENTICATED', []]);
      for (const who of [customer, marketer, victim]) {
        const res = await gql(t.http, query, variables, who.token);
        expect([query, res.errors?.[0].extensions?.code, values(res.data)]).toEqual([query, 'FORBIDDEN', []]);
      }
    }
    // Cancelling is the owner's or an admin's: anyone else is told there is no such plan.
    for (const who of [customer, marketer]) {
      const res = await gql(t.http, CANCEL, { input: { planId: plan.id, destination: 'refund' } }, who.token);
      expect(res.data!.cancelSavingsPlan).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND' });
    }
    const paths: [Method, string, object?][] = [
      ['get', '/api/savingsplan/admin/all?status=active'],
      ['get', `/api/savingsplan/admin/${plan.id}/schedule`],
      ['get', '/api/SavingsPlan/admin/defaulters?pageNumber=1&pageSize=10'],
      ['get', `/api/SavingsPlan/admin/defaulters/${victim.userId}/details`],
      ['get', '/api/admin/defaulters.csv'],
      ['get', '/api/savingsplan/admin/users-without-plans'],
      ['post', '/api/savingsplan', { userId: victim.userId, foodPackId: packId, duration: 1, paymentFrequency: 'weekly', paymentPreference: 'manual' }],
      ['post', `/api/savingsplan/${plan.id}/manual-payment`, { scheduleId: plan.unpaidScheduleId, amount: 10_000, paymentDate: new Date().toISOString() }],
      ['post', `/api/savingsplan/${plan.id}/revert-payment`, { scheduleId: plan.paidScheduleId }],
      ['delete', `/api/SavingsPlan/${plan.id}`],
      // A malformed body is still a 401/403, not a 400: the role is checked first.
      ['post', '/api/savingsplan', { userId: 42 }],
    ];
    for (const [method, path, body] of paths) {
      const signedOut = await t.http[method](path).send(body);
      expect([path, signedOut.status, signedOut.body.success]).toEqual([path, 401, false]);
      for (const who of [customer, marketer, victim]) {
        const res = await t.http[method](path).set(auth(who)).send(body);
        expect([path, res.status, res.body.success]).toEqual([path, 403, false]);
      }
    }
    // PUT …/status is the owner's too (the original's caller): signed out 401; for anyone else the
    // plan does not exist (404), as over GraphQL. The owner's own call is in 'the owner cancels…' below.
    const status = `/api/SavingsPlan/${plan.id}/status`;
    expect([(await t.http.put(status).send({ status: 'Cancelled' })).status]).toEqual([401]);
    for (const who of [customer, marketer]) {
      const res = await t.http.put(status).set(auth(who)).send({ status: 'Cancelled', reason: 'Customer asked to stop' });
      expect([status, res.status, res.body.success, res.body.message]).toEqual([status, 404, false, 'Savings plan not found']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('admins read every view over GraphQL', async () => {
    const read = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql(t.http, query, variables, admin.token);
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    const list = (await read(ADMIN_PLANS, { filter: { search: '0803 444 5555', status: 'Active' } })).adminSavingsPlans;
    expect(list.items).toEqual([expect.objectContaining({ id: plan.id, userId: victim.userId, totalAmountKobo: naira(40_000), amountPaidKobo: naira(10_000), status: 'Active', hasPayments: true })]);
    const schedule = (await read(PLAN_SCHEDULE, { planId: plan.id })).planSchedule;
    expect(schedule.schedules.map((s: { status: string }) => s.status)).toEqual(['Paid', 'Overdue', 'Overdue', 'Pending']);
    expect((await read(DEFAULTERS)).defaulters.items).toContainEqual({ userId: victim.userId, amountOwedKobo: naira(20_000), duePayments: 2, maxDaysOverdue: 8 });
    expect((await read(AGEING)).arrearsAgeing).toContainEqual({ label: '1-7', customers: 1, amountKobo: naira(10_000) });
    expect((await read(DETAILS, { userId: victim.userId })).defaulterDetails).toMatchObject({ totalOwedKobo: naira(20_000), duePayments: [{ daysOverdue: 8 }, { daysOverdue: 1 }] });
    expect((await read(PAYABLE, { search: 'victim@example' })).payablePlans).toEqual([{ planId: plan.id, unpaid: schedule.schedules.slice(1).map((s: { id: string }) => ({ scheduleId: s.id })) }]);
    expect((await read(RECENT)).recentManualPayments).toContainEqual({ paymentId: plan.paymentId, planId: plan.id });
  });

  it('admins create, pay, revert, cancel and delete over GraphQL', async () => {
    const created = (await gql(t.http, CREATE, { input: { userId: victim.userId, foodPackId: packId, frequency: 'weekly', durationMonths: 1 } }, admin.token)).data!.createPlanForUser;
    expect(created).toMatchObject({ __typename: 'AdminSavingsPlan', userId: victim.userId, totalAmountKobo: naira(40_000), amountPaidKobo: 0, status: 'Active', startDate: today(), hasPayments: false });
    const first = (await gql(t.http, PLAN_SCHEDULE, { planId: created.id }, admin.token)).data!.planSchedule.schedules[0];
    const paid = (await gql(t.http, RECORD, { input: { planId: created.id, scheduleId: first.id, channel: 'pos', reference: 'POS-2231', note: 'POS at the market stall' } }, admin.token)).data!.recordManualPayment;
    expect(paid).toMatchObject({ __typename: 'RecentPayment', planId: created.id, scheduleId: first.id, amountKobo: naira(10_000), channel: 'pos' });
    const reverted = (await gql(t.http, REVERT, { paymentId: paid.paymentId, reason: 'POS slip was declined' }, admin.token)).data!.revertPayment;
    expect(reverted).toEqual({ __typename: 'RevertedPayment', paymentId: paid.paymentId, planStatus: 'Active', amountPaidKobo: 0 });
    const refused = (await gql(t.http, DELETE, { planId: created.id }, admin.token)).data!.deletePlan;
    expect(refused).toMatchObject({ __typename: 'ErrorResult', errorCode: 'PLAN_HAS_PAYMENTS' });
    const cancelled = (await gql(t.http, CANCEL, { input: { planId: created.id, destination: 'refund', reason: 'Customer changed their mind' } }, admin.token)).data!.cancelSavingsPlan;
    expect(cancelled).toEqual({ __typename: 'PlanCancellation', planId: created.id, status: 'Cancelled', cancelReason: 'cancelled' }); // nothing left on it to refund

    const unpaid = (await gql(t.http, CREATE, { input: { userId: victim.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 1 } }, admin.token)).data!.createPlanForUser;
    expect((await gql(t.http, DELETE, { planId: unpaid.id }, admin.token)).data!.deletePlan).toEqual({ __typename: 'DeletedPlan', id: unpaid.id });
    expect(await m().existsBy(SavingsPlanRow, { id: unpaid.id })).toBe(false);
  });

  describe('the owner cancels their own plan over PUT /SavingsPlan/{id}/status (the original’s caller)', () => {
    let owner: SignedUp;
    const put = (who: SignedUp, id: number | string, body: object) => t.http.put(`/api/SavingsPlan/${id}/status`).set(auth(who)).send(body);
    /** A plan of the owner's, made by an admin (with its whole-number id), its first instalment paid in cash when `paid`. */
    const ownersPlan = async (paid: boolean) => {
      const asAdmin = t.context(admin.actor);
      const created = await t.system.services.planAdmin.createForUser(asAdmin, { userId: owner.userId, foodPackId: packId, frequency: 'weekly', durationMonths: 1, startDate: today() });
      if (paid) {
        const { schedules } = (await t.system.services.planAdmin.schedule(asAdmin, created.id))!;
        await t.system.services.manualPayments.record(asAdmin, { planId: created.id, scheduleId: schedules[0].id, channel: 'cash', note: 'Cash at the office' });
      }
      const row = await m().findOneByOrFail(SavingsPlanRow, { id: created.id });
      return { uuid: created.id, number: Number(row.legacyId) };
    };
    const cancelAudit = async (planId: string) => m().findOneBy(AuditEntryRow, { action: 'plan.cancelled', targetId: planId });

    beforeAll(async () => {
      owner = await signUpAs(t, 'owner@example.ng');
    });

    it('cancels a plan holding money with { status } alone: refunded by default, the customer’s default reason, the plan in the envelope', async () => {
      const plan = await ownersPlan(true);
      // Another customer or a marketer: no such plan, and nothing changes.
      for (const who of [customer, marketer]) {
        const res = await put(who, plan.number, { status: 'Cancelled' });
        expect([res.status, res.body.success, res.body.message]).toEqual([404, false, 'Savings plan not found']);
      }
      expect((await m().findOneByOrFail(SavingsPlanRow, { id: plan.uuid })).status).toBe('Active');

      const res = await put(owner, plan.number, { status: 'Cancelled' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Savings plan cancelled', data: { id: plan.number, userId: owner.userId, status: 'Cancelled' } });
      expect(res.body.data).not.toHaveProperty('userFullName'); // the customer's plan, not the admin row
      const row = await m().findOneByOrFail(SavingsPlanRow, { id: plan.uuid });
      expect([row.status, row.cancelReason]).toEqual(['Cancelled', 'refunded']);
      const audit = await cancelAudit(plan.uuid);
      expect([audit?.actorId, audit?.reason]).toEqual([owner.userId, 'Cancelled by the customer']);
      expect(JSON.parse(audit!.changes)).toMatchObject({ after: { destination: 'refund' } });
      // Cancelled already: refused, the message read by the clients.
      const again = await put(owner, plan.number, { status: 'Cancelled' });
      expect([again.status, again.body.success, again.body.message]).toEqual([400, false, 'This plan is already cancelled']);
    });

    it('keeps the customer’s own reason, takes the UUID too, and refuses any status but Cancelled', async () => {
      const plan = await ownersPlan(false);
      const other = await put(owner, plan.number, { status: 'Active' });
      expect([other.status, other.body.errors]).toEqual([400, ['status: status must be Cancelled (the only status that can be set)']]);
      const res = await put(owner, plan.uuid, { status: 'cancelled', reason: 'Moving to Abuja' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: plan.number, status: 'Cancelled' });
      expect((await cancelAudit(plan.uuid))?.reason).toBe('Moving to Abuja');
    });

    it('leaves settling a plan cancelled with money kept to an admin', async () => {
      const plan = await ownersPlan(true);
      // A plan an admin cancelled before issue 26, its money kept.
      await m().update(SavingsPlanRow, { id: plan.uuid }, { status: 'Cancelled', cancelReason: 'cancelled', cancelledAt: new Date() });
      const refused = await put(owner, plan.number, { status: 'Cancelled', destination: 'refund' });
      expect([refused.status, refused.body.success, refused.body.message]).toEqual([400, false, 'This plan is already cancelled']);
      expect((await m().findOneByOrFail(SavingsPlanRow, { id: plan.uuid })).cancelReason).toBe('cancelled');
      const settled = await put(admin, plan.number, { status: 'Cancelled', reason: 'Settling the kept money' });
      expect(settled.status).toBe(200);
      // An admin gets the admin row.
      expect(settled.body).toMatchObject({ success: true, data: { id: plan.number, userFullName: expect.any(String), status: 'Cancelled' } });
      expect((await m().findOneByOrFail(SavingsPlanRow, { id: plan.uuid })).cancelReason).toBe('refunded');
    });
  });

  describe('a plan’s life over the legacy paths', () => {
    let ngozi: string;
    /** The legacy paths' whole-number id (issue 28). */
    let planId: number;
    let schedules: { id: string; dueDate: string; amount: number; status: string }[];
    const start = () => addDays(today(), -15);
    const get = (path: string) => t.http.get(path).set(auth(admin));
    const post = (path: string, body: object) => t.http.post(path).set(auth(admin)).send(body);
    const defaulterRow = async () => {
      const res = await get('/api/SavingsPlan/admin/defaulters?pageNumber=1&pageSize=100');
      expect(res.status).toBe(200);
      return (res.body.data as { userId: string }[]).find((d) => d.userId === ngozi);
    };
    const scheduleStatuses = async () => (await get(`/api/savingsplan/admin/${planId}/schedule`)).body.paymentSchedules.map((s: { status: string }) => s.status);

    beforeAll(async () => {
      const reg = await gql(t.http, REGISTER, { input: newCustomer('ngozi@example.ng', { firstName: 'Ngozi', lastName: 'Okafor', phoneNumber: '0812 777 8888' }) });
      ngozi = reg.data!.register.user.id;
    });

    it('an admin creates a plan for a customer on the pack’s price, backdated by a timestamp read as a Lagos date', async () => {
      const res = await post('/api/savingsplan', {
        userId: ngozi,
        foodPackId: packId,
        totalAmount: 1, // not read: the pack's price decides
        monthlyAmount: 1,
        duration: 1,
        // The admin's local midnight (Lagos) as the browser sends it: the day before in UTC.
        startDate: lagosStartOfDay(start()).toISOString(),
        paymentPreference: 'manual',
        paymentFrequency: 'Weekly',
        paymentReference: `manual-${Date.now()}`,
      });
      expect(res.status).toBe(200);
      // Bare, as the original answered (`Ok(result)`).
      expect(res.body).toMatchObject({ userId: ngozi, userFullName: 'Ngozi Okafor', userPhoneNumber: '2348127778888', foodPackName: 'Weekly Provisions', totalAmount: 40_000, amountPaid: 0, status: 'Active', startDate: start(), lastPaymentDate: null, hasPayments: false });
      expect(res.body).not.toHaveProperty('success');
      planId = res.body.id;
      expect(Number.isInteger(planId)).toBe(true);
      const bad = await post('/api/savingsplan', { userId: ngozi, foodPackId: packId, paymentFrequency: 'fortnightly' });
      expect([bad.status, bad.body.errors]).toEqual([400, ['paymentFrequency: paymentFrequency must be one of daily, weekly, monthly']]);
    });

    it('lists it filtered by status in any letter case and searched by phone, a bare array with the total in X-Total-Count', async () => {
      const res = await get('/api/SAVINGSPLAN/admin/all?status=active&search=0812%20777&page=1&pageSize=5');
      expect(res.status).toBe(200);
      // Bare, as the original answered (`Ok(plans)`).
      expect(res.headers['x-total-count']).toBe('1');
      expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count'); // readable by a console on another origin
      expect(res.body).toEqual([
        {
          id: planId,
          userId: ngozi,
          userFullName: 'Ngozi Okafor',
          userPhoneNumber: '2348127778888',
          userAddress: '9 Opebi Road, Ikeja',
          foodPackName: 'Weekly Provisions',
          totalAmount: 40_000,
          amountPaid: 0,
          status: 'Active',
          startDate: start(),
          createdAt: expect.any(String),
          lastPaymentDate: null,
          hasPayments: false,
          foodPackId: expect.any(Number),
          // The original console reads every row's instalments (issue 28).
          paymentSchedules: [1, 2, 3, 4].map(() => ({ id: expect.any(Number), savingsPlanId: planId, dueDate: expect.any(String), amount: 10_000, status: expect.any(String), paidAt: null })),
        },
      ]);
      const all = await get(`/api/savingsplan/admin/all?status=all&search=08127778888&startDate=${start()}&endDate=${start()}`);
      expect(all.body.map((p: { id: string }) => p.id)).toEqual([planId]);
      for (const query of ['status=Completed&search=0812777', `search=0812777&startDate=${addDays(start(), 1)}`]) {
        const none = await get(`/api/savingsplan/admin/all?${query}`);
        expect([none.body, none.headers['x-total-count']]).toEqual([[], '0']);
      }
      // Without paging parameters, every plan up to 100 (the original answered them all).
      const unpaged = await get('/api/savingsplan/admin/all');
      expect(unpaged.body).toHaveLength(Number(unpaged.headers['x-total-count']));
      const badStatus = await get('/api/savingsplan/admin/all?status=paused');
      expect([badStatus.status, badStatus.body.errors]).toEqual([400, ['status: Status must be one of AwaitingFirstPayment, Active, Completed, Cancelled']]);
      const badSort = await get('/api/savingsplan/admin/all?sort=userFullName');
      expect([badSort.status, badSort.body.errors]).toEqual([400, ['sort: Sort must be one of startDate, createdAt, totalAmount, amountPaid']]);
    });

    it('shows the customer among the defaulters with what is owed in naira, and in the details', async () => {
      expect(await defaulterRow()).toEqual({ userId: ngozi, fullName: 'Ngozi Okafor', phoneNumber: '2348127778888', totalAmountOwed: 30_000, duePayments: 3, maxDaysOverdue: 15, lastPaymentDate: null });
      const page = await get('/api/SavingsPlan/admin/defaulters?pageNumber=1&pageSize=1');
      // Bare, as the original answered (`Ok(new { Data, TotalCount, PageNumber, PageSize, TotalPages })`).
      expect(page.body).toEqual({ pageNumber: 1, pageSize: 1, totalCount: 2, totalPages: 2, data: [expect.objectContaining({ userId: ngozi })] });

      const details = await get(`/api/savingsplan/ADMIN/defaulters/${ngozi}/details`);
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({ userId: ngozi, fullName: 'Ngozi Okafor', phoneNumber: '2348127778888', email: 'ngozi@example.ng', address: '9 Opebi Road, Ikeja', totalAmountOwed: 30_000 });
      expect(details.body.duePayments.map((d: { amount: number; daysOverdue: number; dueDate: string }) => [d.dueDate, d.amount, d.daysOverdue])).toEqual([
        [start(), 10_000, 15],
        [addDays(start(), 7), 10_000, 8],
        [addDays(start(), 14), 10_000, 1],
      ]);
      const none = await get(`/api/SavingsPlan/admin/defaulters/${admin.userId}/details`);
      expect([none.status, none.body.success, none.body.message]).toEqual([404, false, 'This customer has no payments past due']);

      const schedule = await get(`/api/savingsplan/admin/${planId}/schedule`);
      // Bare, as the original answered (`Ok(schedule)`).
      expect(schedule.body).toMatchObject({ id: planId, userFullName: 'Ngozi Okafor', foodPackName: 'Weekly Provisions', totalAmount: 40_000, amountPaid: 0, payments: [] });
      schedules = schedule.body.paymentSchedules;
      expect(schedules.map((s) => [s.dueDate, s.amount, s.status])).toEqual([
        [start(), 10_000, 'Overdue'],
        [addDays(start(), 7), 10_000, 'Overdue'],
        [addDays(start(), 14), 10_000, 'Overdue'],
        [addDays(start(), 21), 10_000, 'Pending'],
      ]);
      const missing = await get('/api/savingsplan/admin/00000000-0000-0000-0000-000000000000/schedule');
      expect([missing.status, missing.body.success, missing.body.message]).toEqual([404, false, 'Savings plan not found']);
    });

    it('exports the defaulters as a CSV attachment named after today in Lagos, never cached', async () => {
      const res = await get('/api/admin/defaulters.csv');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="defaulters-${today()}.csv"`);
      expect(res.headers['cache-control']).toBe('no-store');
      const lines = res.text.split('\r\n');
      expect(lines[0]).toBe('Name,Phone Number,Amount Owed (NGN),Due Payments,Days Overdue (oldest),Last Payment');
      expect(lines).toContain('Ngozi Okafor,2348127778888,30000.00,3,15,Never');
    });

    it('records a manual payment at the server’s amount and time: the instalment is Paid and the amount owed drops', async () => {
      const res = await post(`/api/savingsplan/${planId}/manual-payment`, { scheduleId: schedules[0].id, amount: 1, paymentDate: '2020-01-01T00:00:00.000Z' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Payment updated successfully', data: { planId, scheduleId: schedules[0].id, amount: 10_000, channel: 'cash', userFullName: 'Ngozi Okafor' } });
      expect(Date.parse(res.body.data.paymentDate)).toBeGreaterThan(Date.now() - 60_000);
      expect(await scheduleStatuses()).toEqual(['Paid', 'Overdue', 'Overdue', 'Pending']);
      const payments = (await get(`/api/savingsplan/admin/${planId}/schedule`)).body.payments;
      expect(payments).toEqual([expect.objectContaining({ provider: 'manual', channel: 'cash', amount: 10_000, note: 'Recorded through the legacy manual-payment path', revertedAt: null })]);
      expect(await defaulterRow()).toMatchObject({ totalAmountOwed: 20_000, duePayments: 2, lastPaymentDate: expect.any(String) });

      const badChannel = await post(`/api/savingsplan/${planId}/manual-payment`, { scheduleId: schedules[1].id, channel: 'cheque' });
      expect([badChannel.status, badChannel.body.errors]).toEqual([400, ['channel: channel must be one of cash, bank_transfer, pos']]);
      const paidAlready = await post(`/api/savingsplan/${planId}/manual-payment`, { scheduleId: schedules[0].id });
      expect([paidAlready.status, paidAlready.body.message]).toEqual([404, 'Schedule not found']);
    });

    it('reverts it by the instalment it paid: back to Overdue, the amount owed back up', async () => {
      const res = await post(`/api/savingsplan/${planId}/revert-payment`, { scheduleId: schedules[0].id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Payment reverted successfully', data: { planId, status: 'Active', amountPaid: 0, commissionReversed: 0 } });
      expect(await scheduleStatuses()).toEqual(['Overdue', 'Overdue', 'Overdue', 'Pending']);
      const [payment] = (await get(`/api/savingsplan/admin/${planId}/schedule`)).body.payments;
      expect(payment).toMatchObject({ revertedAt: expect.any(String), revertReason: 'Reverted through the legacy revert-payment path' });
      expect(await defaulterRow()).toMatchObject({ totalAmountOwed: 30_000, duePayments: 3, lastPaymentDate: null });
      const again = await post(`/api/savingsplan/${planId}/revert-payment`, { scheduleId: schedules[0].id });
      expect([again.status, again.body.success]).toEqual([404, false]);
    });

    it('refuses to delete a plan that received money (409), and cancels it with a reason', async () => {
      const refused = await t.http.delete(`/api/SavingsPlan/${planId}`).set(auth(admin));
      expect([refused.status, refused.body.success, refused.body.data?.errorCode]).toEqual([409, false, 'PLAN_HAS_PAYMENTS']);
      expect(refused.body.message).toBe('This plan has received money, so it cannot be deleted: cancel it instead (its payments are kept).');
      expect(await m().existsBy(SavingsPlanRow, { legacyId: planId })).toBe(true);

      const put = (body: object) => t.http.put(`/api/savingsplan/${planId}/STATUS`).set(auth(admin)).send(body);
      const other = await put({ status: 'Active', reason: 'Back on track' });
      expect([other.status, other.body.errors]).toEqual([400, ['status: status must be Cancelled (the only status that can be set)']]);
      const shortReason = await put({ status: 'cancelled', reason: 'no' });
      expect([shortReason.status, shortReason.body.errors]).toEqual([400, ['reason: Reason must be 3 to 300 characters']]);
      // The original console sends only { status } (issue 28): a body without a reason is not refused (see original-web-client.test.ts).
      const cancelled = await put({ status: 'CANCELLED', reason: 'Customer moved abroad' });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ success: true, message: 'Savings plan cancelled', data: { id: planId, status: 'Cancelled', hasPayments: true } });
      expect((await get('/api/savingsplan/admin/all?status=cancelled&search=0812777')).body.map((p: { id: string }) => p.id)).toEqual([planId]);
      // A cancelled plan is no longer being paid: nothing on it is in arrears.
      expect(await defaulterRow()).toBeUndefined();
    });

    it('deletes a fresh plan that never received money, which is then gone', async () => {
      const fresh = await post('/api/SavingsPlan', { userId: ngozi, foodPackId: packId, duration: 1, paymentFrequency: 'monthly' });
      expect(fresh.body).toMatchObject({ status: 'Active', startDate: today(), hasPayments: false });
      const res = await t.http.delete(`/api/savingsplan/${fresh.body.id}`).set(auth(admin));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Savings plan deleted successfully', data: { id: fresh.body.id } });
      expect(await m().existsBy(SavingsPlanRow, { legacyId: fresh.body.id })).toBe(false);
      expect((await get(`/api/savingsplan/admin/${fresh.body.id}/schedule`)).status).toBe(404);
    });

    it('leaves a create body without userId to the customer’s own plan start', async () => {
      const res = await t.http.post('/api/SavingsPlan').set(auth(customer)).send({ foodPackId: packId, paymentFrequency: 'monthly' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'AwaitingFirstPayment', totalAmount: 40_000, checkout: { reference: expect.any(String) } });
      // A plan not yet paid for is not under way: the customer is still one without a plan.
      const without = await get('/api/savingsplan/admin/users-without-plans?search=customer@example.ng');
      // Bare, as the original answered (`Ok(users)`), the total in X-Total-Count.
      expect(without.headers['x-total-count']).toBe('1');
      expect(without.body).toEqual([expect.objectContaining({ userId: customer.userId, fullName: 'Kemi Balogun', email: 'customer@example.ng', phoneNumber: '2348034445555', registrationDate: expect.any(String) })]);
    });
  });
});
