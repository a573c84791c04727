import { MysqlQueryRunner } from 'typeorm/driver/mysql/MysqlQueryRunner';
import { readWindow } from '../../src/modules/analytics/domain/window';
import { CommissionEntryRow } from '../../src/modules/commission/commission.entity';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { legacyPackId } from '../../src/rest/legacy-ids';
import { naira, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** September 2026 in Lagos: [31 Aug 23:00 UTC, 30 Sep 23:00 UTC). */
const SEPTEMBER = 'startDate=2026-09-01&endDate=2026-09-30';
const LONG_AGO = new Date('2026-01-05T10:00:00Z');
const at = (iso: string) => new Date(iso);

const PATHS = ['/api/Analytics/SavingsPlan/admin/defaulters', '/api/Analytics/savingsplan/admin/defaulters/someone/details', '/api/Analytics/sales/trends', '/api/Analytics/users/growth', '/api/Analytics/foodpacks', '/api/Analytics/financial', '/api/Analytics/marketing'];

/**
 * The legacy analytics reports (section 7) over HTTP, on MariaDB and on the embedded SQLite: the
 * same SQL must give the same figures on both. Everything is seeded through the services an admin
 * and a customer use, at chosen times in September 2026, plus two direct writes (an overpaid
 * payment, the commission lines' dates) where no flow makes them at a chosen time.
 */
describe.each(['mysql', 'sqlite'] as const)('legacy analytics on %s', (database) => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  let marketerName: string;
  let referralCode: string;
  const ids = { ada: '', bola: '', chidi: '', packA: '', packB: '', packC: '' };
  const m = () => t.system.dataSource.manager;
  const asAdmin = (now: Date) => t.context(admin.actor, now);
  const getAs = (token: string | undefined, path: string) => {
    const req = t.http.get(path);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };
  const get = (path: string) => getAs(admin.token, path);

  /** A customer registered over GraphQL (with a referral code if given), dated `registeredAt`. */
  async function register(email: string, firstName: string, phoneNumber: string, registeredAt: Date, referralCode?: string): Promise<string> {
    const res = await gql(t.http, REGISTER, { input: newCustomer(email, { firstName, lastName: 'Okafor', phoneNumber, ...(referralCode ? { referralCode } : {}) }) });
    const id = res.data!.register.user.id as string;
    await m().update(UserRow, { id }, { registeredAt });
    return id;
  }

  /** A manual payment of the plan's next unpaid instalment, recorded by the admin at `when`. */
  async function pay(planId: string, sequence: number, when: Date): Promise<string> {
    const schedule = await m().findOneByOrFail(PaymentScheduleRow, { planId, sequence });
    const paid = await t.system.services.manualPayments.record(asAdmin(when), { planId, scheduleId: schedule.id, channel: 'cash', note: 'Paid at the office' });
    return paid.paymentId;
  }

  beforeAll(async () => {
    t = await startTestSystem({ database });
    ({ admin, customer, marketer } = await signUpEachRole(t));
    const tunde = await t.system.services.marketers.create(asAdmin(LONG_AGO), { firstName: 'Tunde', lastName: 'Ade', email: 'marketer@example.ng', phoneNumber: '08031112222' });
    marketerName = tunde.name;
    referralCode = tunde.referralCode;

    // Accounts: three long ago or just before September in Lagos; three in September (two referred: by code, and by the marketer's id as the original links did); one today.
    await m().update(UserRow, { id: admin.userId }, { registeredAt: LONG_AGO });
    await m().update(UserRow, { id: marketer.userId }, { registeredAt: LONG_AGO });
    await m().update(UserRow, { id: customer.userId }, { registeredAt: at('2026-08-31T22:59:59Z') }); // 31 August 23:59:59 in Lagos
    ids.bola = await register('bola@example.ng', 'Bola', '08030000002', at('2026-08-31T23:00:00Z')); // 1 September 00:00 in Lagos
    ids.ada = await register('ada@example.ng', 'Ada', '08030000001', at('2026-09-02T09:00:00Z'), referralCode.toLowerCase());
    ids.chidi = await register('chidi@example.ng', 'Chidi', '08030000003', at('2026-09-15T12:00:00Z'), marketer.userId);
    await register('eve@example.ng', 'Eve', '08030000004', new Date());

    // Packs: two bought, one nobody chose, one retired with nothing in September (not listed).
    ids.packA = (await createPack(t, admin, { name: 'Family Pack', priceKobo: naira(90_000), durationMonths: 3 })).id;
    ids.packB = (await createPack(t, admin, { name: 'Rice Pack', priceKobo: naira(60_000), durationMonths: 2 })).id;
    ids.packC = (await createPack(t, admin, { name: 'Beans Pack', priceKobo: naira(30_000), durationMonths: 1 })).id;
    const retired = await createPack(t, admin, { name: 'Old Pack' });
    await t.system.services.foodPacks.retire(asAdmin(new Date()), retired.id);

    // Plans an admin opened (Active at once), monthly ₦30,000 instalments.
    const plan = async (userId: string, foodPackId: string, durationMonths: number, startDate: string, when: Date) =>
      (await t.system.services.planAdmin.createForUser(asAdmin(when), { userId, foodPackId, frequency: 'monthly', durationMonths, startDate })).id;
    const adaPlan = await plan(ids.ada, ids.packA, 3, '2026-09-03', at('2026-09-03T09:00:00Z')); // due 3 Sep, 3 Oct, 3 Nov
    const bolaPlan = await plan(ids.bola, ids.packB, 2, '2026-09-10', at('2026-09-10T08:00:00Z')); // due 10 Sep, 10 Oct
    const customerPlan = await plan(customer.userId, ids.packB, 2, '2026-10-02', at('2026-10-02T10:00:00Z')); // October: outside the window

    const adaFirst = await pay(adaPlan, 1, at('2026-09-03T09:05:00Z'));
    await pay(bolaPlan, 1, at('2026-09-10T08:05:00Z'));
    await pay(bolaPlan, 2, at('2026-09-25T10:00:00Z')); // Bola's plan completes
    const adaSecond = await pay(adaPlan, 2, at('2026-09-20T10:00:00Z'));
    await pay(customerPlan, 1, at('2026-10-02T10:05:00Z'));
    await t.system.jobs.drain(); // the commission accruals (10 % of Ada's payments), before one of them is reverted
    await t.system.services.manualPayments.revert(asAdmin(at('2026-09-21T10:00:00Z')), adaSecond, 'Recorded in error: the cash never came');
    // The accrual job wrote its lines today: dated as their payments, as a job running on time would.
    for (const [paymentId, when] of [[adaFirst, '2026-09-03T09:05:00Z'], [adaSecond, '2026-09-20T10:00:00Z']]) {
      await m().update(CommissionEntryRow, { paymentId, kind: 'Accrual' }, { createdAt: at(when) });
    }
    // A payment Ada's plan could not take (a double card charge): wholly overpaid, owed back.
    const first = await m().findOneByOrFail(PaymentRow, { id: adaFirst });
    await m().insert(PaymentRow, { ...first, id: undefined, providerReference: 'overpaid-1', amountKobo: naira(5_000), appliedKobo: 0, overpaymentKobo: naira(5_000) });
  });
  afterAll(() => t.stop());

  describe('defaulters', () => {
    it('lists customers with instalments past due, most owed first, a page at a time', async () => {
      const res = await get('/api/Analytics/SavingsPlan/admin/defaulters?pageNumber=1&pageSize=1');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: { pageNumber: 1, pageSize: 1, totalCount: 2, totalPages: 2 } });
      // Ada owes 3 October (her reverted payment's instalment) and 3 November; her last payment kept is the first.
      expect(res.body.data.data).toEqual([
        { userId: ids.ada, fullName: 'Ada Okafor', phoneNumber: '2348030000001', totalAmountOwed: 60_000, duePayments: 2, maxDaysOverdue: expect.any(Number), lastPaymentDate: '2026-09-03T09:05:00.000Z' },
      ]);
      const second = await get('/api/analytics/savingsplan/admin/defaulters?pageNumber=2&pageSize=1');
      expect(second.body.data.data).toEqual([expect.objectContaining({ userId: customer.userId, totalAmountOwed: 30_000, duePayments: 1 })]);
      expect((await get('/api/Analytics/SavingsPlan/admin/defaulters')).body.data).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 2, totalPages: 1 });
    });

    it("gives a defaulter's details in naira, and 404 for someone who owes nothing past due", async () => {
      const res = await get(`/api/Analytics/savingsplan/admin/defaulters/${ids.ada}/details`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ userId: ids.ada, fullName: 'Ada Okafor', email: 'ada@example.ng', totalAmountOwed: 60_000 });
      expect(res.body.data.duePayments.map((d: { dueDate: string; amount: number }) => [d.dueDate, d.amount])).toEqual([
        ['2026-10-03', 30_000],
        ['2026-11-03', 30_000],
      ]);
      for (const who of [ids.bola, 'no-such-user']) {
        const none = await get(`/api/Analytics/savingsplan/admin/defaulters/${who}/details`);
        expect([none.status, none.body.success, none.body.message]).toEqual([404, false, 'No past-due payments for this user']);
      }
    });
  });

  describe('sales trends', () => {
    it('gives each Lagos day its payments collected (less the reverted) and plans started, zeros included', async () => {
      const res = await get(`/api/Analytics/sales/trends?${SEPTEMBER}`);
      expect(res.status).toBe(200);
      const { startDate, endDate, groupBy, periods } = res.body.data;
      expect([startDate, endDate, groupBy]).toEqual(['2026-08-31T23:00:00.000Z', '2026-09-30T23:00:00.000Z', 'day']);
      expect(periods).toHaveLength(30);
      expect(periods[0]).toEqual({ period: '2026-09-01', paymentCount: 0, amountCollected: 0, plansStarted: 0 });
      const busy = periods.filter((p: { paymentCount: number; plansStarted: number }) => p.paymentCount || p.plansStarted);
      // 3 Sep: Ada's first payment and the overpaid one; 20 Sep: Ada's second, reverted, is not there.
      expect(busy).toEqual([
        { period: '2026-09-03', paymentCount: 2, amountCollected: 35_000, plansStarted: 1 },
        { period: '2026-09-10', paymentCount: 1, amountCollected: 30_000, plansStarted: 1 },
        { period: '2026-09-25', paymentCount: 1, amountCollected: 30_000, plansStarted: 0 },
      ]);
    });

    it('groups by Monday-to-Sunday week or by month', async () => {
      const weeks = (await get(`/api/Analytics/sales/trends?${SEPTEMBER}&groupBy=week`)).body.data.periods;
      expect(weeks.map((w: { period: string; amountCollected: number; plansStarted: number }) => [w.period, w.amountCollected, w.plansStarted])).toEqual([
        ['2026-08-31', 35_000, 1],
        ['2026-09-07', 30_000, 1],
        ['2026-09-14', 0, 0],
        ['2026-09-21', 30_000, 0],
        ['2026-09-28', 0, 0],
      ]);
      const months = (await get('/api/Analytics/sales/trends?startDate=2026-08-15&endDate=2026-10-31&groupBy=month')).body.data.periods;
      expect(months).toEqual([
        { period: '2026-08-01', paymentCount: 0, amountCollected: 0, plansStarted: 0 },
        { period: '2026-09-01', paymentCount: 4, amountCollected: 95_000, plansStarted: 2 },
        { period: '2026-10-01', paymentCount: 1, amountCollected: 30_000, plansStarted: 1 },
      ]);
    });

    it('covers the last 30 Lagos days by default', async () => {
      const res = await get('/api/Analytics/sales/trends');
      const expected = readWindow({}, new Date());
      if (!expected.ok) throw new Error('default window refused');
      expect([res.body.data.startDate, res.body.data.endDate]).toEqual([expected.value.start.toISOString(), expected.value.end.toISOString()]);
      expect(res.body.data.periods).toHaveLength(30);
    });
  });

  it('gives new accounts per Lagos day with the running total, by week beyond 92 days, the last 30 days by default', async () => {
    const days = (await get(`/api/Analytics/users/growth?${SEPTEMBER}`)).body.data;
    expect(days.groupBy).toBe('day');
    const changed = days.periods.filter((p: { newUsers: number }) => p.newUsers);
    // Admin, marketer and customer came before 1 September 00:00 in Lagos; Eve came today.
    expect(days.periods[0]).toEqual({ period: '2026-09-01', newUsers: 1, totalUsers: 4 });
    expect(changed).toEqual([
      { period: '2026-09-01', newUsers: 1, totalUsers: 4 },
      { period: '2026-09-02', newUsers: 1, totalUsers: 5 },
      { period: '2026-09-15', newUsers: 1, totalUsers: 6 },
    ]);
    expect(days.periods.at(-1)).toEqual({ period: '2026-09-30', newUsers: 0, totalUsers: 6 });

    const weeks = (await get('/api/Analytics/users/growth?startDate=2026-06-01&endDate=2026-09-30')).body.data;
    expect(weeks.groupBy).toBe('week');
    expect(weeks.periods[0]).toEqual({ period: '2026-06-01', newUsers: 0, totalUsers: 2 });
    // The week of Monday 31 August: the customer (that Monday, late), Bola and Ada.
    expect(weeks.periods.find((p: { period: string }) => p.period === '2026-08-31')).toEqual({ period: '2026-08-31', newUsers: 3, totalUsers: 5 });

    // By default the last 30 Lagos days, today included: Eve signed up today.
    const recent = (await get('/api/Analytics/users/growth')).body.data.periods;
    expect(recent).toHaveLength(30);
    expect(recent.at(-1)).toMatchObject({ newUsers: 1, totalUsers: 7 });
  });

  it('gives each pack its plans started and completed and its revenue, most plans first', async () => {
    const res = await get(`/api/Analytics/foodpacks?${SEPTEMBER}`);
    expect(res.status).toBe(200);
    // Revenue is what went into plans: the overpaid ₦5,000 is owed back, not the pack's.
    // The packs' whole-number ids, as every legacy reply gives them (issue 28).
    const packNo = (uuid: string) => legacyPackId(t.context(), uuid);
    expect(res.body.data.foodPacks).toEqual([
      { foodPackId: await packNo(ids.packB), name: 'Rice Pack', plansStarted: 1, plansCompleted: 1, revenue: 60_000 },
      { foodPackId: await packNo(ids.packA), name: 'Family Pack', plansStarted: 1, plansCompleted: 0, revenue: 30_000 },
      { foodPackId: await packNo(ids.packC), name: 'Beans Pack', plansStarted: 0, plansCompleted: 0, revenue: 0 },
    ]);
  });

  it('gives the money in the window, what Active plans owe now, and the commission accrued', async () => {
    const res = await get(`/api/Analytics/financial?${SEPTEMBER}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      startDate: '2026-08-31T23:00:00.000Z',
      endDate: '2026-09-30T23:00:00.000Z',
      paymentCount: 5,
      totalCollected: 125_000,
      totalReverted: 30_000,
      netCollected: 95_000,
      overpaymentsOwed: 5_000,
      outstanding: 90_000, // Ada ₦60,000 and the customer ₦30,000; Bola's plan is complete
      commissionAccrued: 3_000, // two accruals of ₦3,000, one reversed
    });
    // The trend of the same window adds up to the same net.
    const periods = (await get(`/api/Analytics/sales/trends?${SEPTEMBER}`)).body.data.periods as { amountCollected: number }[];
    expect(periods.reduce((sum, p) => sum + p.amountCollected, 0)).toBe(res.body.data.netCollected);
  });

  it('gives referred and direct sign-ups, their conversion, and the marketers by what their customers paid', async () => {
    const res = await get(`/api/Analytics/marketing?${SEPTEMBER}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalSignUps: 3, referredSignUps: 2, directSignUps: 1, referredConverted: 1, conversionRate: 0.5 });
    expect(res.body.data.topMarketers).toEqual([
      { marketerId: marketer.userId, fullName: marketerName, referralCode, referredSignUps: 2, convertedSignUps: 1, paymentCount: 2, amountCollected: 35_000 },
    ]);
    const october = (await get('/api/Analytics/marketing?startDate=2026-10-01&endDate=2026-10-31')).body.data;
    expect(october).toMatchObject({ totalSignUps: 0, referredSignUps: 0, conversionRate: 0, topMarketers: [] });
  });

  it.each([
    ['startDate=yesterday', 'startDate'],
    ['startDate=2026-09-02&endDate=2026-09-01', 'endDate'],
    ['startDate=2025-01-01&endDate=2026-01-02', 'endDate'],
    ['groupBy=year', 'groupBy'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(`/api/Analytics/sales/trends?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: { errorCode: 'VALIDATION' } });
    expect(res.body.errors).toEqual([expect.stringMatching(new RegExp(`^${field}: `))]);
  });

  it('refuses a bad window on every report', async () => {
    for (const path of ['/api/Analytics/users/growth', '/api/Analytics/foodpacks', '/api/Analytics/financial', '/api/Analytics/marketing']) {
      const res = await get(`${path}?endDate=2026-13-01`);
      expect([path, res.status, res.body.errors]).toEqual([path, 400, ['endDate: endDate must be a date (YYYY-MM-DD) or an ISO date-time']]);
    }
  });

  it.each([
    ['a customer', () => customer.token, 403],
    ['a marketer', () => marketer.token, 403],
    ['someone signed out', () => undefined, 401],
  ])('refuses %s on every path', async (_who, token, status) => {
    for (const path of PATHS) {
      const res = await getAs(token(), `${path}?startDate=not-a-date`);
      expect([path, res.status, res.body.success, res.body.data]).toEqual([path, status, false, null]);
    }
  });

  if (database === 'mysql') {
    it('asks a few set-based questions per report, whatever the window', async () => {
      const query = jest.spyOn(MysqlQueryRunner.prototype, 'query');
      const year = { start: at('2025-09-30T23:00:00Z'), end: at('2026-09-30T23:00:00Z') };
      const analytics = t.system.services.analytics;
      const ctx = asAdmin(new Date());
      try {
        const calls = async (work: () => Promise<unknown>) => {
          query.mockClear();
          await work();
          return query.mock.calls.length;
        };
        expect(await calls(() => analytics.salesTrends(ctx, year, 'day'))).toBe(2);
        expect(await calls(() => analytics.userGrowth(ctx, year))).toBe(1);
        expect(await calls(() => analytics.foodPacks(ctx, year))).toBe(1);
        expect(await calls(() => analytics.financial(ctx, year))).toBe(3);
        expect(await calls(() => analytics.marketing(ctx, year))).toBe(2);
      } finally {
        query.mockRestore();
      }
    });
  }
});
