import { ForbiddenError, UnauthenticatedError } from '../../src/common/errors';
import { Marketers1764710000000 } from '../../src/db/migrations/1764710000000-marketers';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { CommissionEntryRow } from '../../src/modules/commission/commission.entity';
import { rateInEffect } from '../../src/modules/marketer/domain/commission-rate';
import { MarketerRateChangeRow } from '../../src/modules/marketer/marketer-rate-change.entity';
import { MarketerRow } from '../../src/modules/marketer/marketer.entity';
import type { CreateMarketerFields } from '../../src/modules/marketer/marketer.service';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { createPack } from '../support/payments';
import { refusal } from '../support/refusal';
import { countStatements } from '../support/statements';
import { startTestSystem, type TestSystem } from '../support/test-system';

const T0 = new Date('2026-11-01T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;
const SETUP_SUBJECT = 'Welcome to Food Savings: set your password';

function person(email: string, extra: Partial<CreateMarketerFields> = {}): CreateMarketerFields {
  return { firstName: 'Tunde', lastName: 'Bakare', email, phoneNumber: '0803 222 3333', ...extra };
}

/**
 * Runs the migration's backfill on whatever database the system has: existing Marketer role
 * holders get a record at 10 % with a fresh code and a first history row.
 */
async function backfillCheck(t: TestSystem): Promise<void> {
  const holder = await signUpAs(t, 'old.marketer@example.ng', 'Marketer');
  const customer = await signUpAs(t, 'plain.customer@example.ng');
  const migration = new Marketers1764710000000();
  const q = t.system.dataSource.createQueryRunner();
  try {
    await migration.down(q);
    await migration.up(q);
  } finally {
    await q.release();
  }
  const m = t.system.dataSource.manager;
  const row = await m.findOneByOrFail(MarketerRow, { userId: holder.userId });
  expect(row).toMatchObject({ commissionRateBp: 1_000, status: 'Active', companyName: null });
  expect(row.referralCode).toMatch(CODE);
  const granted = await m.findOneByOrFail(UserRoleRow, { userId: holder.userId, role: 'Marketer' });
  expect(row.createdAt.getTime()).toBe(granted.grantedAt.getTime()); // a marketer since the role was granted
  expect(await m.findBy(MarketerRateChangeRow, { marketerId: holder.userId })).toMatchObject([{ rateBp: 1_000, changedBy: null }]);
  expect(await m.existsBy(MarketerRow, { userId: customer.userId })).toBe(false);
}

describe('the migration', () => {
  it.each(['mysql', 'sqlite'] as const)('gives every existing marketer a record at 10 %% with a code (%s)', async (database) => {
    const t = await startTestSystem({ database });
    try {
      await backfillCheck(t);
    } finally {
      await t.stop();
    }
  });
});

describe('the demo seed', () => {
  it('gives the demo marketer a record at 10 % with a code', async () => {
    const t = await startTestSystem({ database: 'sqlite', seedDemo: true });
    try {
      const user = await t.system.dataSource.manager.findOneByOrFail(UserRow, { email: 'marketer@demo.ng' });
      const row = await t.system.dataSource.manager.findOneByOrFail(MarketerRow, { userId: user.id });
      expect(row).toMatchObject({ commissionRateBp: 1_000, status: 'Active' });
      expect(row.referralCode).toMatch(CODE);
      expect(await t.system.dataSource.manager.count(MarketerRow)).toBe(1);
    } finally {
      await t.stop();
    }
  });
});

describe('marketer management', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let roleOnly: SignedUp;

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    customer = await signUpAs(t, 'customer@example.ng');
    roleOnly = await signUpAs(t, 'role.only@example.ng', 'Marketer');
  });
  afterAll(() => t.stop());

  const svc = () => t.system.services.marketers;
  const m = () => t.system.dataSource.manager;
  const asAdmin = (now = new Date()) => t.context(admin.actor, now);
  const audits = (targetId: string) => m().find(AuditEntryRow, { where: { targetId }, order: { createdAt: 'ASC' } });
  const counts = async () => ({ users: await m().count(UserRow), marketers: await m().count(MarketerRow), history: await m().count(MarketerRateChangeRow), audit: await m().count(AuditEntryRow) });

  describe('creating', () => {
    it('creates a new account with the Marketer role, 10 % by default, a code and link, and e-mails a set-password link', async () => {
      const k = await svc().create(asAdmin(at(0)), person(' Ada.Obi@Example.ng ', { firstName: 'Ada', lastName: 'Obi', companyName: ' Obi Ventures ', city: 'Ikeja', website: 'obi.ng' }));
      expect(k).toMatchObject({
        firstName: 'Ada',
        lastName: 'Obi',
        name: 'Ada Obi',
        email: 'ada.obi@example.ng',
        phoneNumber: '2348032223333',
        companyName: 'Obi Ventures',
        city: 'Ikeja',
        state: null,
        website: 'obi.ng',
        commissionRate: 0.1,
        status: 'Active',
        totalCustomers: 0,
        rateHistory: [{ rate: 0.1, changedByName: 'Kemi Balogun' }],
      });
      expect(k.id).toBe(k.userId);
      expect(k.referralCode).toMatch(CODE);
      expect(k.referralLink).toBe(`${t.baseUrl}/register?ref=${k.referralCode}`);
      expect(k.registeredAt.toISOString()).toBe(at(0).toISOString());
      const roles = await m().findBy(UserRoleRow, { userId: k.id });
      expect(roles.map((r) => r.role)).toEqual(['Marketer']);
      // No password anyone knows: the e-mail's link sets one.
      await expect(t.system.services.auth.login(t.context(), { email: 'ada.obi@example.ng', password: 'Secret#2026' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const mail = (await t.outbox()).filter((x) => x.to === 'ada.obi@example.ng');
      expect(mail.map((x) => x.subject)).toEqual([SETUP_SUBJECT]);
      expect(mail[0].text).toContain('/reset-password?email=ada.obi%40example.ng&token=');
      const [entry] = await audits(k.id);
      expect(entry).toMatchObject({ actorId: admin.userId, action: 'marketer.created', targetType: 'Marketer' });
      const changes = JSON.parse(entry.changes);
      expect(changes.before).toBeNull();
      expect(changes.after).toMatchObject({ email: 'ada.obi@example.ng', promoted: false, referralCode: k.referralCode, commissionRate: 0.1, status: 'Active', companyName: 'Obi Ventures' });
      expect(entry.changes).not.toMatch(/password/i);
    });

    it('promotes an existing account: it keeps its password, roles and details, gains the Marketer role, and gets no e-mail', async () => {
      const existing = await signUpAs(t, 'promote.me@example.ng');
      const mailsBefore = (await t.outbox()).length;
      const k = await svc().create(asAdmin(at(1)), person('PROMOTE.ME@example.ng', { firstName: 'Other', commissionRate: 0.05 }));
      expect(k).toMatchObject({ id: existing.userId, firstName: 'Kemi', lastName: 'Balogun', commissionRate: 0.05 });
      const roles = await m().findBy(UserRoleRow, { userId: existing.userId });
      expect(roles.map((r) => r.role).sort()).toEqual(['Customer', 'Marketer']);
      const session = await t.system.services.auth.login(t.context(), { email: 'promote.me@example.ng', password: 'Secret#2026' });
      expect(session.user.roles).toEqual(['Marketer', 'Customer']);
      expect((await t.outbox()).length).toBe(mailsBefore);
      expect(JSON.parse((await audits(k.id))[0].changes).after).toMatchObject({ promoted: true, commissionRate: 0.05 });
    });

    it('gives a role holder without a record one', async () => {
      const k = await svc().create(asAdmin(at(2)), person('role.only@example.ng'));
      expect(k.id).toBe(roleOnly.userId);
      expect(await m().countBy(UserRoleRow, { userId: roleOnly.userId, role: 'Marketer' })).toBe(1);
    });

    it('drops a marketer whose role was taken away, and brings them back with their code on creation', async () => {
      const k = await svc().create(asAdmin(at(5)), person('former@example.ng', { city: 'Ikeja' }));
      await m().delete(UserRoleRow, { userId: k.id, role: 'Marketer' }); // as the users admin does; the record stays
      expect(await svc().get(asAdmin(), k.id)).toBeNull();
      expect((await svc().list(asAdmin(), { search: 'former' })).totalCount).toBe(0);
      expect((await refusal(svc().setStatus(asAdmin(), k.id, 'Inactive'))).code).toBe('NOT_FOUND');
      const back = await svc().create(asAdmin(at(6)), person('former@example.ng', { commissionRate: 0.15 }));
      expect(back).toMatchObject({ id: k.id, referralCode: k.referralCode, city: null, commissionRate: 0.15, status: 'Active' });
      expect(back.rateHistory.map((h) => h.rate)).toEqual([0.15, 0.1]);
      expect(JSON.parse((await audits(k.id))[1].changes).after).toMatchObject({ promoted: true, rejoined: true });
    });

    it('refuses someone who already is a marketer, changing nothing', async () => {
      const before = await counts();
      const err = await refusal(svc().create(asAdmin(), person('ada.obi@example.ng')));
      expect([err.code, err.fieldErrors]).toEqual(['ALREADY_MARKETER', [{ field: 'email', message: 'This person is already a marketer' }]]);
      expect(await counts()).toEqual(before);
    });

    it('refuses bad fields by name, with the user rules for the person, and stores nothing', async () => {
      const before = await counts();
      const err = await refusal(
        svc().create(asAdmin(), { firstName: ' ', lastName: 'Obi', email: 'not-an-email', phoneNumber: '0201234567', website: 'no site', postalCode: '<1>', commissionRate: 0.3 }),
      );
      expect(err.code).toBe('VALIDATION');
      expect(err.fieldErrors).toEqual([
        { field: 'firstName', message: 'First name is required' },
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'phoneNumber', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' },
        { field: 'postalCode', message: 'Postal code may only hold letters, digits, spaces and dashes' },
        { field: 'website', message: 'Enter a web address, e.g. www.example.ng' },
        { field: 'commissionRate', message: 'Commission rate must be from 0% to 25%' },
      ]);
      const steps = await refusal(svc().create(asAdmin(), person('steps@example.ng', { commissionRate: 0.1234 })));
      expect(steps.fieldErrors).toEqual([{ field: 'commissionRate', message: 'Commission rate must be in steps of 0.1%' }]);
      const negative = await refusal(svc().create(asAdmin(), person('negative@example.ng', { commissionRate: -0.01 })));
      expect(negative.fieldErrors).toEqual([{ field: 'commissionRate', message: 'Commission rate must be from 0% to 25%' }]);
      expect(await counts()).toEqual(before);
    });

    it('takes the bounds themselves: 0 % and 25 %', async () => {
      expect((await svc().create(asAdmin(at(3)), person('zero@example.ng', { commissionRate: 0 }))).commissionRate).toBe(0);
      expect((await svc().create(asAdmin(at(4)), person('cap@example.ng', { commissionRate: 0.25 }))).commissionRate).toBe(0.25);
    });
  });

  describe('changing', () => {
    let id: string;
    beforeAll(async () => {
      id = (await svc().create(asAdmin(at(10)), person('rates@example.ng', { companyName: 'Rates Ltd', city: 'Yaba' }))).id;
    });

    it('keeps every rate with when it began, so the rate in effect at any time can be found', async () => {
      await svc().setCommissionRate(asAdmin(at(20)), id, 0.125);
      const k = await svc().setCommissionRate(asAdmin(at(30)), id, 0.2);
      expect(k.commissionRate).toBe(0.2);
      expect(k.rateHistory.map((h) => [h.rate, h.changedAt.toISOString(), h.changedByName])).toEqual([
        [0.2, at(30).toISOString(), 'Kemi Balogun'],
        [0.125, at(20).toISOString(), 'Kemi Balogun'],
        [0.1, at(10).toISOString(), 'Kemi Balogun'],
      ]);
      const history = await m().findBy(MarketerRateChangeRow, { marketerId: id });
      expect(rateInEffect(history, at(25))).toBe(1_250);
      expect(rateInEffect(history, at(30))).toBe(2_000);
      expect((await m().findOneByOrFail(MarketerRow, { userId: id })).commissionRateBp).toBe(2_000);
      const rateAudits = (await audits(id)).filter((a) => a.action === 'marketer.rate-changed');
      expect(rateAudits.map((a) => JSON.parse(a.changes))).toEqual([
        { before: { commissionRate: 0.1 }, after: { commissionRate: 0.125 } },
        { before: { commissionRate: 0.125 }, after: { commissionRate: 0.2 } },
      ]);
    });

    it('records nothing when the rate is the one it has, and refuses bad rates by name', async () => {
      const before = await counts();
      await svc().setCommissionRate(asAdmin(at(40)), id, 0.2);
      expect(await counts()).toEqual(before);
      for (const [rate, message] of [
        [0.26, 'Commission rate must be from 0% to 25%'],
        [0.0005, 'Commission rate must be in steps of 0.1%'],
        [Number.NaN, 'Commission rate must be from 0% to 25%'],
      ] as const) {
        const err = await refusal(svc().setCommissionRate(asAdmin(), id, rate));
        expect([err.code, err.fieldErrors]).toEqual(['VALIDATION', [{ field: 'rate', message }]]);
      }
      expect(await counts()).toEqual(before);
    });

    it('sets the status, audited once per change', async () => {
      expect((await svc().setStatus(asAdmin(at(50)), id, 'Inactive')).status).toBe('Inactive');
      await svc().setStatus(asAdmin(at(51)), id, 'Inactive');
      expect((await svc().setStatus(asAdmin(at(52)), id, 'Active')).status).toBe('Active');
      const statusAudits = (await audits(id)).filter((a) => a.action === 'marketer.status-changed');
      expect(statusAudits.map((a) => JSON.parse(a.changes))).toEqual([
        { before: { status: 'Active' }, after: { status: 'Inactive' } },
        { before: { status: 'Inactive' }, after: { status: 'Active' } },
      ]);
    });

    it('updates the person and the business details, auditing only what changed', async () => {
      const k = await svc().update(asAdmin(at(60)), id, person('Rates.New@example.ng', { companyName: 'Rates Ltd', city: ' Surulere ', country: 'Nigeria' }));
      expect(k).toMatchObject({ email: 'rates.new@example.ng', companyName: 'Rates Ltd', city: 'Surulere', country: 'Nigeria', commissionRate: 0.2 });
      const [entry] = (await audits(id)).filter((a) => a.action === 'marketer.updated');
      expect(JSON.parse(entry.changes)).toEqual({
        before: { email: 'rates@example.ng', city: 'Yaba', country: null },
        after: { email: 'rates.new@example.ng', city: 'Surulere', country: 'Nigeria' },
      });
      const before = await counts();
      await svc().update(asAdmin(at(61)), id, person('rates.new@example.ng', { companyName: 'Rates Ltd', city: 'Surulere', country: 'Nigeria' }));
      expect(await counts()).toEqual(before);
    });

    it("refuses another account's e-mail, bad fields and unknown marketers, changing nothing", async () => {
      const before = await counts();
      const taken = await refusal(svc().update(asAdmin(), id, person('customer@example.ng')));
      expect([taken.code, taken.fieldErrors]).toEqual(['EMAIL_TAKEN', [{ field: 'email', message: 'Another account already uses this email address' }]]);
      const bad = await refusal(svc().update(asAdmin(), id, person('rates.new@example.ng', { lastName: '', socialMediaHandle: 'x'.repeat(101) })));
      expect(bad.fieldErrors).toEqual([
        { field: 'lastName', message: 'Last name is required' },
        { field: 'socialMediaHandle', message: 'Social media handle must be at most 100 characters' },
      ]);
      for (const work of [
        svc().update(asAdmin(), customer.userId, person('x@example.ng')),
        svc().setCommissionRate(asAdmin(), customer.userId, 0.1),
        svc().setStatus(asAdmin(), 'no-such-id', 'Inactive'),
        svc().customers(asAdmin(), customer.userId),
      ]) {
        const err = await refusal(work);
        expect([err.code, err.message]).toEqual(['NOT_FOUND', 'Marketer not found']);
      }
      expect(await svc().get(asAdmin(), customer.userId)).toBeNull();
      expect(await counts()).toEqual(before);
    });
  });

  describe('referred customers', () => {
    let k: Awaited<ReturnType<ReturnType<typeof svc>['create']>>;
    const register = (email: string, referralCode: string | null, minutes: number, phoneNumber = '08034445555') =>
      t.system.services.auth.register(t.context(undefined, at(minutes)), { firstName: 'Ref', lastName: email.split('@')[0], email, phoneNumber, address: '1 Marina, Lagos', password: 'Secret#2026', referralCode, confirmedAdult: true, acceptTerms: true });

    beforeAll(async () => {
      k = await svc().create(asAdmin(at(100)), person('referrer@example.ng', { firstName: 'Refer', lastName: 'Rer' }));
      const pending = await register('pending@example.ng', k.referralCode, 101);
      const active = await register('active@example.ng', k.referralCode.toLowerCase(), 102, '08051112222');
      const completed = await register('completed@example.ng', k.id, 103); // the original links carried the user id
      await register('elsewhere@example.ng', 'ZZZZZZZZ', 104);
      await register('nobody@example.ng', null, 105);
      const pack = await createPack(t, admin);
      const plan = async (userId: string, status: SavingsPlanRow['status']) => {
        const started = await t.system.services.checkouts.start(t.context({ userId, roles: ['Customer'] }), {
          foodPackId: pack.id,
          frequency: 'monthly',
          preference: 'manual',
          fulfilment: { method: 'pickup' },
        });
        await m().update(SavingsPlanRow, { id: started.plan.id }, { status });
      };
      await plan(pending.user.id, 'AwaitingFirstPayment');
      await plan(active.user.id, 'Completed');
      await plan(active.user.id, 'Active');
      await plan(completed.user.id, 'Completed');
    });

    it('are those registered with the code (any case) or the user id, newest first, with their referral status', async () => {
      const page = await svc().customers(asAdmin(), k.id);
      expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 });
      expect(page.items.map((c) => [c.email, c.referralStatus, c.hasActivePlan])).toEqual([
        ['completed@example.ng', 'Completed', false],
        ['active@example.ng', 'Active', true],
        ['pending@example.ng', 'Pending', false],
      ]);
      expect(page.items[2]).toMatchObject({ name: 'Ref pending', phoneNumber: '2348034445555' });
      expect(page.items[2].dateJoined.toISOString()).toBe(at(101).toISOString());
      expect((await svc().get(asAdmin(), k.id))!.totalCustomers).toBe(3);
    });

    it('are searched and paged', async () => {
      expect((await svc().customers(asAdmin(), k.id, 'ACTIVE')).items.map((c) => c.email)).toEqual(['active@example.ng']);
      expect((await svc().customers(asAdmin(), k.id, '0805 111')).items.map((c) => c.email)).toEqual(['active@example.ng']);
      const second = await svc().customers(asAdmin(), k.id, null, 2, 2);
      expect(second).toMatchObject({ totalCount: 3, page: 2, pageSize: 2 });
      expect(second.items.map((c) => c.email)).toEqual(['pending@example.ng']);
      const err = await refusal(svc().customers(asAdmin(), k.id, null, 1, 101));
      expect(err.fieldErrors).toEqual([{ field: 'pageSize', message: 'Page size must be a whole number from 1 to 100' }]);
    });
  });

  describe('figures', () => {
    it("count the referred customers' payments not reverted as sales, and the ledger's commission, lifetime and this Lagos month, in the same statements for 1 or 100 marketers", async () => {
      const k = await svc().create(asAdmin(), person('figures@example.ng', { firstName: 'Figure', lastName: 'Heads' }));
      const idle = await svc().create(asAdmin(), person('idle@example.ng', { firstName: 'Idle', lastName: 'Hands' }));
      const pack = await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 }); // 30,000 a month
      const saver = async (email: string) => {
        const reg = await gql(t.http, REGISTER, { input: newCustomer(email, { referralCode: k.referralCode }) });
        const userId = (reg.data!.register as { user: { id: string } }).user.id;
        return t.system.services.planAdmin.createForUser(asAdmin(), { userId, foodPackId: pack.id, frequency: 'monthly', durationMonths: 3 });
      };
      const payNext = async (planId: string) => {
        const unpaid = (await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } })).find((x) => x.status !== 'Paid')!;
        return (await t.system.services.manualPayments.record(asAdmin(), { planId, scheduleId: unpaid.id, channel: 'cash', note: 'At the office' })).paymentId;
      };
      const [first, second] = [await saver('fig1@example.ng'), await saver('fig2@example.ng')];
      await payNext(first.id);
      const wrong = await payNext(first.id);
      await payNext(second.id);
      await t.system.jobs.drain();
      await t.system.services.manualPayments.revert(asAdmin(), wrong, 'Recorded twice');

      const lines = await m().findBy(CommissionEntryRow, { marketerId: k.id });
      expect(lines.map((l) => l.kind).sort()).toEqual(['Accrual', 'Accrual', 'Accrual', 'Reversal']);
      const expected = { totalCustomers: 2, totalSalesKobo: naira(60_000), totalCommissionKobo: naira(6_000), currentMonthCommissionKobo: naira(6_000) };
      expect(lines.reduce((sum, l) => sum + l.amountKobo, 0)).toBe(expected.totalCommissionKobo);
      expect((await svc().list(asAdmin(), { search: 'figures@example.ng' })).items).toMatchObject([expected]);
      expect(await svc().get(asAdmin(), k.id)).toMatchObject(expected);
      expect(await svc().get(asAdmin(), idle.id)).toMatchObject({ totalCustomers: 0, totalSalesKobo: 0, totalCommissionKobo: 0, currentMonthCommissionKobo: 0 });
      // Next month, the lifetime figures stay and this month's starts from nothing.
      const nextMonth = new Date(Date.now() + 32 * 86_400_000);
      expect(await svc().get(asAdmin(nextMonth), k.id)).toMatchObject({ ...expected, currentMonthCommissionKobo: 0 });

      const legacy = await t.http.get(`/api/marketer/${k.id}`).set('authorization', `Bearer ${admin.token}`);
      expect(legacy.body.data).toMatchObject({ totalCustomers: 2, totalSales: 60_000, totalCommission: 6_000, currentMonthCommission: 6_000 });
      const listed = await t.http.get('/api/marketer?search=figures').set('authorization', `Bearer ${admin.token}`);
      expect(listed.body.data).toMatchObject([{ id: k.id, totalSales: 60_000, totalCommission: 6_000, currentMonthCommission: 6_000 }]);

      const one = await countStatements(t.system.dataSource, () => svc().list(asAdmin(), { page: 1, pageSize: 1 }));
      const all = await countStatements(t.system.dataSource, () => svc().list(asAdmin(), { page: 1, pageSize: 100 }));
      expect(all.result.items.length).toBeGreaterThan(1);
      expect(all.statements).toBe(one.statements);
    });
  });

  describe('the list', () => {
    it('is newest first, paged, searched by name, phone, company and code, and sorted by name, e-mail or oldest first', async () => {
      const all = await svc().list(asAdmin(), { page: 1, pageSize: 100 });
      const created = all.items.map((k) => k.registeredAt.getTime());
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect(all.totalCount).toBe(all.items.length);
      const first = await svc().list(asAdmin(), { page: 1, pageSize: 2 });
      const second = await svc().list(asAdmin(), { page: 2, pageSize: 2 });
      expect(first.items.map((k) => k.id)).toEqual(all.items.slice(0, 2).map((k) => k.id));
      expect(second.items.map((k) => k.id)).toEqual(all.items.slice(2, 4).map((k) => k.id));
      expect((await svc().list(asAdmin(), { search: 'ada obi' })).items.map((k) => k.email)).toEqual(['ada.obi@example.ng']);
      expect((await svc().list(asAdmin(), { search: 'OBI VENT' })).items.map((k) => k.email)).toEqual(['ada.obi@example.ng']);
      const referrer = all.items.find((k) => k.email === 'referrer@example.ng')!;
      expect((await svc().list(asAdmin(), { search: referrer.referralCode.toLowerCase() })).items.map((k) => k.email)).toEqual(['referrer@example.ng']);
      expect((await svc().list(asAdmin(), { search: '0803 222 3333' })).totalCount).toBeGreaterThan(1);
      expect((await svc().list(asAdmin(), { search: '50%_' })).totalCount).toBe(0);
      const names = (await svc().list(asAdmin(), { pageSize: 100, sort: 'name' })).items.map((k) => `${k.firstName} ${k.lastName}`.toLowerCase());
      expect(names).toEqual([...names].sort());
      const emails = (await svc().list(asAdmin(), { pageSize: 100, sort: 'email', direction: 'desc' })).items.map((k) => k.email);
      expect((await svc().list(asAdmin(), { pageSize: 100, sort: 'email' })).items.map((k) => k.email)).toEqual([...emails].reverse());
      expect((await svc().list(asAdmin(), { pageSize: 100, sort: 'registeredAt', direction: 'asc' })).items.map((k) => k.id)).toEqual([...all.items].reverse().map((k) => k.id));
      expect((await refusal(svc().list(asAdmin(), { sort: 'rate' }))).fieldErrors).toEqual([{ field: 'sortBy', message: 'sortBy must be one of registeredAt, name, email' }]);
      const rest = await t.http.get('/api/marketer?sortBy=email&sortOrder=desc&pageSize=100').set('authorization', `Bearer ${admin.token}`);
      expect(rest.body.data.map((k: { email: string }) => k.email)).toEqual(emails);
    });
  });

  describe('who may', () => {
    it('lets only admins read or change marketers, changing nothing otherwise', async () => {
      const target = (await svc().list(asAdmin())).items[0];
      const marketer = await signUpAs(t, 'another.marketer@example.ng', 'Marketer');
      const before = await counts();
      for (const ctx of [t.context(customer.actor), t.context(marketer.actor), t.context()]) {
        const expected = ctx.actor ? ForbiddenError : UnauthenticatedError;
        await expect(svc().list(ctx)).rejects.toBeInstanceOf(expected);
        await expect(svc().get(ctx, target.id)).rejects.toBeInstanceOf(expected);
        await expect(svc().customers(ctx, target.id)).rejects.toBeInstanceOf(expected);
        await expect(svc().create(ctx, person('sneaky@example.ng'))).rejects.toBeInstanceOf(expected);
        await expect(svc().update(ctx, target.id, person('sneaky@example.ng'))).rejects.toBeInstanceOf(expected);
        await expect(svc().setCommissionRate(ctx, target.id, 0.25)).rejects.toBeInstanceOf(expected);
        await expect(svc().setStatus(ctx, target.id, 'Inactive')).rejects.toBeInstanceOf(expected);
      }
      expect(await counts()).toEqual(before);
      expect(await svc().get(asAdmin(), target.id)).toMatchObject({ commissionRate: target.commissionRate, status: target.status, email: target.email });
    });
  });
});
