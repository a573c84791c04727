import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import { MysqlQueryRunner } from 'typeorm/driver/mysql/MysqlQueryRunner';
import { ForbiddenError, UnauthenticatedError } from '../../src/common/errors';
import { FoodPackRow } from '../../src/modules/food-pack/food-pack.entity';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** Wednesday 18 November 2026, 13:00 in Lagos: the weeks shown start on Mondays 28 Sep … 16 Nov. */
const NOW = new Date('2026-11-18T12:00:00Z');
const LONG_AGO = new Date('2026-01-05T10:00:00Z');
const WEEK_STARTS = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];
/** Monday 16 November 00:00 in Lagos, and the last second of the Sunday before. */
const MONDAY_LAGOS = new Date('2026-11-15T23:00:00Z');
const SUNDAY_LATE_LAGOS = new Date('2026-11-15T22:59:59Z');

/**
 * The dashboard's figures on seeded data, on MariaDB and on the embedded SQLite: the same SQL
 * must give the same answers on both.
 */
describe.each(['mysql', 'sqlite'] as const)('dashboard metrics on %s', (database) => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  const m = () => t.system.dataSource.manager;
  const dashboard = (actor = admin.actor) => t.system.services.analytics.dashboard(t.context(actor, NOW));

  beforeAll(async () => {
    t = await startTestSystem({ database });
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    customer = await signUpAs(t, 'customer@example.ng');
    // Marketers: customers promoted by an admin, one of them made Inactive; one became a marketer before the first week shown.
    const promote = async (email: string, at: Date): Promise<SignedUp> => {
      const user = await signUpAs(t, email);
      await t.system.services.marketers.create(t.context(admin.actor, at), { firstName: 'Tunde', lastName: 'Ade', email, phoneNumber: '08031112222' });
      return { ...user, actor: { userId: user.userId, roles: ['Marketer', 'Customer'] } };
    };
    marketer = await promote('marketer@example.ng', new Date('2026-10-06T08:00:00Z'));
    const inactive = await promote('marketer2@example.ng', new Date('2026-09-27T22:59:59Z')); // Sunday 23:59:59 in Lagos
    await t.system.services.marketers.setStatus(t.context(admin.actor, NOW), inactive.userId, 'Inactive');
    // One whose Marketer role was taken away keeps the record (referrals, history) but is no marketer to count.
    const demoted = await promote('marketer3@example.ng', LONG_AGO);
    await m().delete(UserRoleRow, { userId: demoted.userId, role: 'Marketer' });

    // Packs: one long ago (bought below), two this week, one of them retired since.
    const asAdmin = (now: Date) => t.context(admin.actor, now);
    const pack = await createPack(t, admin, { priceKobo: naira(30_000), durationMonths: 1 });
    await m().update(FoodPackRow, { id: pack.id }, { createdAt: LONG_AGO });
    await createPack(t, admin, { name: 'New this week' }).then((p) => m().update(FoodPackRow, { id: p.id }, { createdAt: MONDAY_LAGOS }));
    const retired = await createPack(t, admin, { name: 'Retired' });
    await m().update(FoodPackRow, { id: retired.id }, { createdAt: new Date('2026-11-17T09:00:00Z') });
    await t.system.services.foodPacks.retire(asAdmin(NOW), retired.id);

    // Payments: one verified and credited, one paid at Paystack but never verified here, one declined, one never paid.
    const paid = await saverWithPlan(t, pack.id);
    await t.fake.complete(accessCodeOf(paid.c.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(t.context(paid.u.actor), paid.c.reference);
    const unverified = await saverWithPlan(t, pack.id);
    await t.fake.complete(accessCodeOf(unverified.c.authorizationUrl), 'success', { webhook: false });
    const declined = await saverWithPlan(t, pack.id);
    await t.fake.complete(accessCodeOf(declined.c.authorizationUrl), 'declined', { webhook: false });
    await expect(t.system.services.payments.confirmPayment(t.context(declined.u.actor), declined.c.reference)).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' });
    await saverWithPlan(t, pack.id);
    const credited = await m().findOneByOrFail(PaymentRow, { providerReference: paid.c.reference });
    await m().update(PaymentRow, { id: credited.id }, { createdAt: new Date('2026-10-14T10:00:00Z') });
    // A payment the plan could not take is recorded as wholly overpaid: owed back, not revenue.
    await m().insert(PaymentRow, { ...credited, id: undefined, providerReference: 'overpaid-1', appliedKobo: 0, overpaymentKobo: credited.amountKobo, createdAt: new Date('2026-11-16T10:00:00Z') });

    // Registration and role dates: everyone long ago except two customers either side of Monday 00:00 in Lagos.
    await m().createQueryBuilder().update(UserRow).set({ registeredAt: LONG_AGO }).execute();
    await m().update(UserRow, { id: customer.userId }, { registeredAt: MONDAY_LAGOS });
    await m().update(UserRow, { id: paid.u.userId }, { registeredAt: SUNDAY_LATE_LAGOS });
  });
  afterAll(() => t.stop());

  it('counts every account, the active marketers, the packs not retired and only credited money', async () => {
    const metrics = await dashboard();
    expect({ ...metrics, trend: undefined }).toEqual({
      totalUsers: 9, // admin, customer, three marketers (one demoted), four savers
      activeMarketers: 1,
      foodPacks: 2,
      revenueKobo: naira(30_000),
      trend: undefined,
    });
  });

  it('gives the last 8 Lagos weeks, oldest first, each counting what happened in it', async () => {
    const { trend } = await dashboard();
    expect(trend.map((w) => w.weekStart)).toEqual(WEEK_STARTS);
    const zero = { newUsers: 0, newMarketers: 0, newFoodPacks: 0, revenueKobo: 0 };
    expect(trend).toEqual([
      { weekStart: '2026-09-28', ...zero },
      { weekStart: '2026-10-05', ...zero, newMarketers: 1 },
      { weekStart: '2026-10-12', ...zero, revenueKobo: naira(30_000) },
      { weekStart: '2026-10-19', ...zero },
      { weekStart: '2026-10-26', ...zero },
      { weekStart: '2026-11-02', ...zero },
      { weekStart: '2026-11-09', ...zero, newUsers: 1 }, // Sunday 23:59:59 in Lagos
      { weekStart: '2026-11-16', ...zero, newUsers: 1, newFoodPacks: 2 }, // Monday 00:00 in Lagos; the retired pack still counts as added
    ]);
  });

  it('is for admins only', async () => {
    await expect(dashboard(customer.actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(dashboard(marketer.actor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.system.services.analytics.dashboard(t.context(undefined, NOW))).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  if (database === 'mysql') {
    it('asks the database four aggregate questions, not one per week or per row', async () => {
      const query = jest.spyOn(MysqlQueryRunner.prototype, 'query');
      try {
        await dashboard();
        expect(query).toHaveBeenCalledTimes(4);
      } finally {
        query.mockRestore();
      }
    });
  }
});
