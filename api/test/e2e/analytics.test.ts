import { lastLagosWeeks } from '../../src/modules/analytics/domain/weeks';
import { naira, signUpAs, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, CONFIRM, createPack, START_PLAN } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

const DASHBOARD = /* GraphQL */ `query { dashboardMetrics { totalUsers activeMarketers foodPacks revenueKobo trend { weekStart newUsers newMarketers newFoodPacks revenueKobo } } }`;

/** The admin dashboard's figures over GraphQL and the legacy GET /api/Analytics/dashboard. */
describe('dashboard metrics over HTTP', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;

  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
    await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Tunde', lastName: 'Ade', email: 'marketer@example.ng', phoneNumber: '08031112222' }); // their marketer record
    const pack = await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 }); // 3 monthly instalments of ₦30,000
    const start = (token: string) => gql(t.http, START_PLAN, { input: { foodPackId: pack.id, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } } }, token);

    // The customer pays the first instalment and the server verifies it: credited.
    const paid = (await start(customer.token)).data!.startSavingsPlan;
    await t.fake.complete(accessCodeOf(paid.authorizationUrl), 'success', { webhook: false });
    expect((await gql(t.http, CONFIRM, { reference: paid.reference }, customer.token)).data!.confirmPayment).toMatchObject({ __typename: 'PaymentConfirmation', alreadyCredited: false });

    // Another pays at Paystack, but the server never verifies it (no confirmation, no webhook): not revenue.
    const bola = await signUpAs(t, 'bola@example.ng');
    const unverified = (await start(bola.token)).data!.startSavingsPlan;
    await t.fake.complete(accessCodeOf(unverified.authorizationUrl), 'success', { webhook: false });
  });
  afterAll(() => t.stop());

  it('gives an admin the totals and the last 8 Lagos weeks, everything seeded falling in this one', async () => {
    const res = await gql(t.http, DASHBOARD, {}, admin.token);
    const weeks = lastLagosWeeks(new Date());
    const quiet = weeks.slice(0, -1).map((w) => ({ weekStart: w.weekStart, newUsers: 0, newMarketers: 0, newFoodPacks: 0, revenueKobo: 0 }));
    expect(res).toEqual({
      data: {
        dashboardMetrics: {
          totalUsers: 4,
          activeMarketers: 1,
          foodPacks: 1,
          revenueKobo: naira(30_000),
          trend: [...quiet, { weekStart: weeks[7].weekStart, newUsers: 4, newMarketers: 1, newFoodPacks: 1, revenueKobo: naira(30_000) }],
        },
      },
    });
  });

  it('answers the legacy dashboard cards in naira', async () => {
    const res = await t.http.get('/api/analytics/dashboard').set('authorization', `Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { totalCustomers: 4, activeMarketers: 1, totalFoodPacks: 1, totalRevenue: 30_000 } });
  });

  it.each([
    ['a customer', () => customer.token, 'FORBIDDEN', 403],
    ['a marketer', () => marketer.token, 'FORBIDDEN', 403],
    ['someone signed out', () => undefined, 'UNAUTHENTICATED', 401],
  ])('refuses %s', async (_who, token, code, status) => {
    const res = await gql(t.http, DASHBOARD, {}, token());
    expect([res.data ?? null, res.errors?.[0].extensions?.code]).toEqual([null, code]);
    const legacy = t.http.get('/api/Analytics/dashboard');
    if (token()) legacy.set('authorization', `Bearer ${token()}`);
    const reply = await legacy;
    expect([reply.status, reply.body.success, reply.body.data]).toEqual([status, false, null]);
  });
});
