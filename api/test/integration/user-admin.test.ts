import { randomUUID } from 'node:crypto';
import { ForbiddenError, UnauthenticatedError } from '../../src/common/errors';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import type { AuditAction } from '../../src/modules/audit/actions';
import { MarketerRateChangeRow } from '../../src/modules/marketer/marketer-rate-change.entity';
import { MarketerRow } from '../../src/modules/marketer/marketer.entity';
import { PaymentMethodRow, PaymentRow } from '../../src/modules/payment/payment.entity';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import type { AdminUserView } from '../../src/modules/user-admin/user-admin.service';
import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import { UserRow, type Role, type UserStatus } from '../../src/modules/user/user.entity';
import { signUpAs, type SignedUp } from '../support/catalogue';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { refusal } from '../support/refusal';
import { countStatements } from '../support/statements';
import { startTestSystem, type TestSystem } from '../support/test-system';

const T0 = new Date('2026-03-02T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** A user written straight to the tables (no password anyone knows), registered at `at`. */
async function addUser(t: TestSystem, f: { first: string; last: string; email: string; phone: string; roles: Role[]; at: Date; status?: UserStatus }): Promise<string> {
  const id = randomUUID();
  const m = t.system.dataSource.manager;
  await m.insert(UserRow, {
    id,
    firstName: f.first,
    lastName: f.last,
    email: f.email,
    phoneNumber: f.phone,
    address: null,
    status: f.status ?? 'Active',
    passwordHash: 'not-a-hash',
    tokenVersion: 0,
    referralCodeUsed: null,
    emailReminders: true,
    smsReminders: true,
    registeredAt: f.at,
    updatedAt: f.at,
  });
  await m.insert(UserRoleRow, f.roles.map((role) => ({ userId: id, role, grantedAt: f.at })));
  return id;
}

/** A customer with an Active plan: first instalment paid by card (saved), registered at `when`. */
async function saverWithPaidPlan(t: TestSystem, admin: SignedUp, when: Date) {
  const pack = await createPack(t, admin);
  const { u, c } = await saverWithPlan(t, pack.id);
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  await t.system.dataSource.manager.update(UserRow, { id: u.userId }, { registeredAt: when });
  return u;
}

/**
 * Listing and searching users, the same SQL on MariaDB and on the embedded SQLite: newest first,
 * every page (the late ones are read from the other end), search over names, e-mail, phone and
 * role, and the customers without a plan under way.
 */
describe.each(['mysql', 'sqlite'] as const)('the users list on %s', (database) => {
  let t: TestSystem;
  let admin: SignedUp;
  /** Every user's id, newest first: the order the list must give. */
  let newestFirst: string[];
  const ids: Record<string, string> = {};
  const users = () => t.system.services.userAdmin;
  const asAdmin = () => t.context(admin.actor);
  const idsOf = (items: AdminUserView[]) => items.map((u) => u.id);

  beforeAll(async () => {
    t = await startTestSystem({ database });
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    const customer = await signUpAs(t, 'customer@example.ng');
    const marketer = await signUpAs(t, 'marketer@example.ng', 'Marketer');
    const m = t.system.dataSource.manager;
    for (const [who, minute] of [[admin, 0], [customer, 1], [marketer, 2]] as const) await m.update(UserRow, { id: who.userId }, { registeredAt: at(minute) });
    Object.assign(ids, { admin: admin.userId, customer: customer.userId, marketer: marketer.userId });
    ids.ada = await addUser(t, { first: 'Ada', last: 'Obi', email: 'ada.obi@example.ng', phone: '2348031234567', roles: ['Customer'], at: at(3) });
    ids.chidi = await addUser(t, { first: 'Chidi', last: 'Okeke', email: 'chidi@example.ng', phone: '2347061112222', roles: ['Customer'], at: at(4), status: 'Suspended' });
    ids.ngozi = await addUser(t, { first: 'Ngozi', last: 'Adaeze', email: 'ngozi@example.ng', phone: '2349091234567', roles: ['Marketer'], at: at(5) });
    ids.saver = (await saverWithPaidPlan(t, admin, at(6))).userId;
    // More Active plans, for the count of customers without one: a second for the saver, one each for a marketer and a suspended customer.
    const plan = await m.findOneByOrFail(SavingsPlanRow, { userId: ids.saver });
    for (const userId of [ids.saver, ids.ngozi, ids.chidi]) await m.insert(SavingsPlanRow, { ...plan, id: randomUUID(), userId });
    for (let n = 0; n < 16; n++) {
      ids[`bulk${n}`] = await addUser(t, { first: 'Bulk', last: `Saver${n}`, email: `bulk${n}@example.ng`, phone: `23481000000${String(n).padStart(2, '0')}`, roles: ['Customer'], at: at(10 + n) });
    }
    // Two registered in the same second: the id breaks the tie.
    ids.tieA = await addUser(t, { first: 'Tie', last: 'One', email: 'tie1@example.ng', phone: '2348100000100', roles: ['Customer'], at: at(30) });
    ids.tieB = await addUser(t, { first: 'Tie', last: 'Two', email: 'tie2@example.ng', phone: '2348100000101', roles: ['Customer'], at: at(30) });
    const rows = await m.find(UserRow, { select: { id: true, registeredAt: true } });
    newestFirst = rows.sort((a, b) => b.registeredAt.getTime() - a.registeredAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);
  });
  afterAll(() => t.stop());

  it('gives the newest first, 10 a page by default, with roles (highest first) and whether a plan is under way', async () => {
    const first = await users().list(asAdmin());
    expect(first).toMatchObject({ totalCount: 25, page: 1, pageSize: 10 });
    expect(idsOf(first.items)).toEqual(newestFirst.slice(0, 10));
    const all = await users().list(asAdmin(), { pageSize: 100 });
    const byId = new Map(all.items.map((u) => [u.id, u]));
    expect(byId.get(ids.admin)).toMatchObject({ roles: ['Admin', 'Customer'], fullName: 'Kemi Balogun', phoneNumber: '2348034445555', hasPlanUnderWay: false });
    expect(byId.get(ids.marketer)!.roles).toEqual(['Marketer', 'Customer']);
    expect(byId.get(ids.chidi)).toMatchObject({ status: 'Suspended', roles: ['Customer'] });
    expect(byId.get(ids.saver)).toMatchObject({ hasPlanUnderWay: true, roles: ['Customer'] });
    expect(byId.get(ids.ada)!.registeredAt.toISOString()).toBe(at(3).toISOString());
  });

  it("says whose deletion would deactivate them (a plan or payment on record), for the whole page in its 2 statements", async () => {
    const all = await users().list(asAdmin(), { pageSize: 100 });
    const withMoney = all.items.filter((u) => u.hasMoneyOnRecord).map((u) => u.id).sort();
    expect(withMoney).toEqual([ids.saver, ids.ngozi, ids.chidi].sort());
    for (const pageSize of [10, 100]) expect((await countStatements(t.system.dataSource, () => users().list(asAdmin(), { pageSize }))).statements).toBe(2);
  });

  it('covers every user exactly once over the pages, the last one short, whatever the page size', async () => {
    for (const pageSize of [4, 7, 10]) {
      const seen: string[] = [];
      const pages = Math.ceil(25 / pageSize);
      for (let page = 1; page <= pages; page++) {
        const p = await users().list(asAdmin(), { page, pageSize });
        expect(p.items.length).toBe(page < pages ? pageSize : 25 - (pages - 1) * pageSize);
        seen.push(...idsOf(p.items));
      }
      expect(seen).toEqual(newestFirst);
    }
    const past = await users().list(asAdmin(), { page: 4, pageSize: 10 });
    expect(past).toMatchObject({ items: [], totalCount: 25, page: 4 });
  });

  it('searches first, last and full name, e-mail, phone as typed and role, in any letter case', async () => {
    const found = async (search: string) => idsOf((await users().list(asAdmin(), { search, pageSize: 100 })).items).sort();
    const sorted = (...keys: string[]) => keys.map((k) => ids[k]).sort();
    expect(await found('ADA')).toEqual(sorted('ada', 'ngozi')); // Ada Obi, Ngozi Adaeze
    expect(await found('  ada   obi ')).toEqual(sorted('ada'));
    expect(await found('Okeke')).toEqual(sorted('chidi'));
    expect(await found('chidi@EXAMPLE')).toEqual(sorted('chidi'));
    expect(await found('0803 123')).toEqual(sorted('ada'));
    expect(await found('+234 706-111')).toEqual(sorted('chidi'));
    expect(await found('803 444 5555')).toEqual(sorted('admin', 'customer', 'marketer', 'saver'));
    expect(await found('admin')).toEqual(sorted('admin'));
    expect(await found('Market')).toEqual(sorted('marketer', 'ngozi'));
    // LIKE's wildcards are plain characters here.
    expect(await found('%')).toEqual([]);
    expect(await found('bulk_')).toEqual([]);
    const paged = await users().list(asAdmin(), { search: 'bulk', page: 2, pageSize: 10 });
    expect(paged.totalCount).toBe(16);
    expect(idsOf(paged.items)).toEqual(newestFirst.filter((id) => Object.entries(ids).some(([k, v]) => v === id && k.startsWith('bulk'))).slice(10));
  });

  it('lists active customers without a plan under way, newest first', async () => {
    const p = await users().withoutPlans(asAdmin(), { pageSize: 100 });
    // Not the admin and marketers (other roles), not Chidi (suspended), not the saver (an Active plan).
    const expected = newestFirst.filter((id) => ![ids.admin, ids.marketer, ids.ngozi, ids.chidi, ids.saver].includes(id));
    expect(p.totalCount).toBe(expected.length);
    expect(idsOf(p.items)).toEqual(expected);
    const searched = await users().withoutPlans(asAdmin(), { search: '0803 123 4567' });
    expect(idsOf(searched.items)).toEqual([ids.ada]);
    const last = await users().withoutPlans(asAdmin(), { page: 3, pageSize: 9 });
    expect(idsOf(last.items)).toEqual(expected.slice(18));
  });

  it('sorts by name or e-mail either way, or oldest first, each page read from the nearer end', async () => {
    const all = await users().list(asAdmin(), { pageSize: 100, sort: 'registeredAt', direction: 'asc' });
    expect(idsOf(all.items)).toEqual([...newestFirst].reverse());
    const key = (u: AdminUserView) => [u.firstName.toLowerCase(), u.lastName.toLowerCase(), u.id] as const;
    const byName = (a: AdminUserView, b: AdminUserView) => {
      const [x, y] = [key(a), key(b)];
      return x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]) || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0);
    };
    const nameOrder = [...all.items].sort(byName).map((u) => u.id);
    const everyPage = async (sort: string, direction: string | undefined, pageSize: number) => {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(25 / pageSize); page++) seen.push(...idsOf((await users().list(asAdmin(), { page, pageSize, sort, direction })).items));
      return seen;
    };
    expect(await everyPage('name', undefined, 7)).toEqual(nameOrder); // A to Z by default
    expect(await everyPage('NAME', 'desc', 4)).toEqual([...nameOrder].reverse());
    const emails = (await users().list(asAdmin(), { pageSize: 100, sort: 'email' })).items.map((u) => u.email);
    expect(emails[0]).toBe('ada.obi@example.ng');
    expect(emails).toHaveLength(25);
    expect(await everyPage('email', 'desc', 7)).toEqual((await users().list(asAdmin(), { pageSize: 100, sort: 'email' })).items.map((u) => u.id).reverse());
    // The same sorts for the customers without a plan under way.
    const without = await users().withoutPlans(asAdmin(), { pageSize: 100, sort: 'name' });
    expect(idsOf(without.items)).toEqual(nameOrder.filter((id) => idsOf(without.items).includes(id)));
    const lastOfWithout = await users().withoutPlans(asAdmin(), { page: 2, pageSize: 15, sort: 'name', direction: 'desc' });
    expect(idsOf(lastOfWithout.items)).toEqual([...idsOf(without.items)].reverse().slice(15));
  });

  it('refuses bad paging, search and sort, naming the field', async () => {
    expect((await refusal(users().list(asAdmin(), { pageSize: 101 }))).fieldErrors).toEqual([{ field: 'pageSize', message: 'Page size must be a whole number from 1 to 100' }]);
    expect((await refusal(users().list(asAdmin(), { page: 0 }))).fieldErrors[0].field).toBe('page');
    expect((await refusal(users().withoutPlans(asAdmin(), { page: '2x' }))).fieldErrors[0].field).toBe('page');
    expect((await refusal(users().list(asAdmin(), { search: 'x'.repeat(101) }))).fieldErrors[0].field).toBe('search');
    expect((await refusal(users().list(asAdmin(), { sort: 'phone' }))).fieldErrors).toEqual([{ field: 'sortBy', message: 'sortBy must be one of registeredAt, name, email' }]);
    expect((await refusal(users().withoutPlans(asAdmin(), { direction: 'up' }))).fieldErrors).toEqual([{ field: 'sortOrder', message: 'sortOrder must be asc or desc' }]);
  });

  it('is for admins only', async () => {
    await expect(users().list(t.context())).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(users().list(t.context({ userId: ids.customer, roles: ['Customer'] }))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(users().withoutPlans(t.context({ userId: ids.marketer, roles: ['Marketer', 'Customer'] }))).rejects.toBeInstanceOf(ForbiddenError);
  });
});

/** Creating, editing, suspending and deleting users: each change one transaction with its audit row. */
describe('managing users', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  const m = () => t.system.dataSource.manager;
  const users = () => t.system.services.userAdmin;
  const asAdmin = (now = new Date()) => t.context(admin.actor, now);
  const auditCount = () => m().count(AuditEntryRow);
  const userCount = () => m().count(UserRow);
  async function audits(action: AuditAction, targetId: string) {
    const rows = await m().find(AuditEntryRow, { where: { action, targetId }, order: { createdAt: 'ASC' } });
    return rows.map((r) => ({ actorId: r.actorId, ...(JSON.parse(r.changes) as { before: unknown; after: unknown }) }));
  }
  const form = (extra: Record<string, unknown> = {}) => ({ firstName: 'Tola', lastName: 'Adebayo', email: 'tola@example.ng', phoneNumber: '0803 555 6666', address: '2 Marina, Lagos', ...extra });

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    customer = await signUpAs(t, 'customer@example.ng');
    marketer = await signUpAs(t, 'marketer@example.ng', 'Marketer');
  });
  afterAll(() => t.stop());

  describe('creating', () => {
    it('makes an account with no usable password, audits it, and e-mails its owner a link to set one', async () => {
      // Now (to the second, as registered_at keeps it): the link in the e-mail lasts 72 hours from the creation.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      const created = await users().create(asAdmin(now), form({ email: ' Tola@Example.NG ' }));
      expect(created).toMatchObject({ firstName: 'Tola', fullName: 'Tola Adebayo', email: 'tola@example.ng', phoneNumber: '2348035556666', roles: ['Customer'], status: 'Active', hasPlanUnderWay: false });
      expect(created.registeredAt.toISOString()).toBe(now.toISOString());
      expect(await audits('user.created', created.id)).toEqual([
        {
          actorId: admin.userId,
          before: null,
          after: { firstName: 'Tola', lastName: 'Adebayo', email: 'tola@example.ng', phoneNumber: '2348035556666', address: '2 Marina, Lagos', roles: ['Customer'], status: 'Active' },
        },
      ]);
      // Nobody can sign in with any password until the owner sets one.
      await expect(t.system.services.auth.login(t.context(), { email: 'tola@example.ng', password: 'Secret#2026' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const mail = (await t.outbox()).filter((msg) => msg.to === 'tola@example.ng');
      expect(mail.map((msg) => msg.subject)).toEqual(['Welcome to Food Savings: set your password']);
      const url = new URL(/https?:\/\/\S+/.exec(mail[0].text)![0]);
      await t.system.services.auth.resetPassword(t.context(), { email: url.searchParams.get('email')!, token: url.searchParams.get('token')!, newPassword: 'Tola!Pass2026x' });
      const session = await t.system.services.auth.login(t.context(), { email: 'tola@example.ng', password: 'Tola!Pass2026x' });
      expect(session.user.id).toBe(created.id);
    });

    it('sends no e-mail to an account created suspended, and gives a new marketer a marketer record', async () => {
      const before = (await t.outbox()).length;
      const suspended = await users().create(asAdmin(), form({ email: 'later@example.ng', status: 'Suspended' }));
      expect(suspended.status).toBe('Suspended');
      const seller = await users().create(asAdmin(), form({ email: 'seller@example.ng', role: 'Marketer' }));
      expect(seller.roles).toEqual(['Marketer']);
      const record = await m().findOneByOrFail(MarketerRow, { userId: seller.id });
      expect(record).toMatchObject({ commissionRateBp: 1_000, status: 'Active', referralCode: expect.stringMatching(/^[2-9A-Z]{8}$/) });
      expect(await m().countBy(MarketerRateChangeRow, { marketerId: seller.id })).toBe(1);
      expect((await t.outbox()).slice(before).map((msg) => msg.to)).toEqual(['seller@example.ng']);
    });

    it('refuses an e-mail in use (any letter case) and bad details, naming each field, and creates nothing', async () => {
      const [users0, audits0] = [await userCount(), await auditCount()];
      const taken = await refusal(users().create(asAdmin(), form({ email: 'CUSTOMER@example.ng' })));
      expect(taken).toMatchObject({ code: 'EMAIL_TAKEN', fieldErrors: [{ field: 'email', message: 'Another account already uses this email address' }] });
      const bad = await refusal(users().create(asAdmin(), form({ email: 'nobody@example.ng', firstName: ' ', phoneNumber: '0201 234 5678', lastName: 'Obi\u202e' })));
      expect(bad.code).toBe('VALIDATION');
      expect(bad.fieldErrors).toEqual([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name must not contain line breaks or control characters' },
        { field: 'phoneNumber', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' },
      ]);
      expect([await userCount(), await auditCount()]).toEqual([users0, audits0]);
    });

    it('is for admins only', async () => {
      const before = await userCount();
      await expect(users().create(t.context(), form({ email: 'x1@example.ng' }))).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(users().create(t.context(customer.actor), form({ email: 'x2@example.ng' }))).rejects.toBeInstanceOf(ForbiddenError);
      await expect(users().create(t.context(marketer.actor), form({ email: 'x3@example.ng' }))).rejects.toBeInstanceOf(ForbiddenError);
      expect(await userCount()).toBe(before);
    });
  });

  describe('editing', () => {
    it('changes the details and the primary role, audited apart, keeping the roles consistent', async () => {
      const u = await signUpAs(t, 'edit@example.ng');
      const edited = await users().update(asAdmin(), u.userId, { ...form({ email: 'Edited@example.ng', address: null }), role: 'Marketer' });
      expect(edited).toMatchObject({ firstName: 'Tola', email: 'edited@example.ng', phoneNumber: '2348035556666', address: null, roles: ['Marketer', 'Customer'] });
      expect(await audits('user.updated', u.userId)).toEqual([
        {
          actorId: admin.userId,
          before: { firstName: 'Kemi', lastName: 'Balogun', email: 'edit@example.ng', phoneNumber: '2348034445555', address: '9 Opebi Road, Ikeja' },
          after: { firstName: 'Tola', lastName: 'Adebayo', email: 'edited@example.ng', phoneNumber: '2348035556666', address: null },
        },
      ]);
      expect(await audits('user.role-changed', u.userId)).toEqual([{ actorId: admin.userId, before: { roles: ['Customer'] }, after: { roles: ['Marketer', 'Customer'] } }]);
      expect(await m().existsBy(MarketerRow, { userId: u.userId })).toBe(true);

      // Back to Customer: the Marketer role goes, the marketer record (referrals, rate history) stays.
      const back = await users().update(asAdmin(), u.userId, { ...form({ email: 'edited@example.ng', address: null }), role: 'Customer' });
      expect(back.roles).toEqual(['Customer']);
      expect(await m().existsBy(MarketerRow, { userId: u.userId })).toBe(true);
      // The role applies to the user's next request: it is read from the database each time.
      expect((await t.system.services.auth.authenticate(t.context(), u.token))!.actor.roles).toEqual(['Customer']);

      // Saving the form unchanged changes nothing and audits nothing.
      const audits0 = await auditCount();
      await users().update(asAdmin(), u.userId, { ...form({ email: 'edited@example.ng', address: null }), role: 'Customer' });
      expect(await auditCount()).toBe(audits0);
    });

    it("refuses another account's e-mail, an unknown id and bad details, changing nothing", async () => {
      const u = await signUpAs(t, 'edit2@example.ng');
      const audits0 = await auditCount();
      expect(await refusal(users().update(asAdmin(), u.userId, { ...form({ email: 'customer@example.ng' }), role: 'Customer' }))).toMatchObject({ code: 'EMAIL_TAKEN' });
      expect(await refusal(users().update(asAdmin(), randomUUID(), { ...form(), role: 'Customer' }))).toMatchObject({ code: 'NOT_FOUND', fieldErrors: [{ field: 'id' }] });
      expect((await refusal(users().update(asAdmin(), u.userId, { ...form({ email: 'not-an-email' }), role: 'Admin' }))).fieldErrors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
      expect(await auditCount()).toBe(audits0);
      expect(await m().findOneByOrFail(UserRow, { id: u.userId })).toMatchObject({ email: 'edit2@example.ng', firstName: 'Kemi' });
      expect((await m().findBy(UserRoleRow, { userId: u.userId })).map((r) => r.role)).toEqual(['Customer']);
      await expect(users().update(t.context(customer.actor), u.userId, { ...form(), role: 'Admin' })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(users().update(t.context(marketer.actor), customer.userId, { ...form(), role: 'Admin' })).rejects.toBeInstanceOf(ForbiddenError);
      expect((await m().findBy(UserRoleRow, { userId: customer.userId })).map((r) => r.role)).toEqual(['Customer']);
    });
  });

  describe('suspending', () => {
    it('signs the user out at once, stops them signing in, and is audited; reactivating lets them sign in again', async () => {
      const u = await signUpAs(t, 'suspend@example.ng');
      expect(await t.system.services.auth.authenticate(t.context(), u.token)).toBeDefined();
      const suspended = await users().setStatus(asAdmin(), u.userId, 'Suspended');
      expect(suspended.status).toBe('Suspended');
      expect(await t.system.services.auth.authenticate(t.context(), u.token)).toBeUndefined();
      await expect(t.system.services.auth.login(t.context(), { email: 'suspend@example.ng', password: 'Secret#2026' })).rejects.toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
      expect(await audits('user.status-changed', u.userId)).toEqual([{ actorId: admin.userId, before: { status: 'Active' }, after: { status: 'Suspended' } }]);

      // Suspending again changes nothing.
      const audits0 = await auditCount();
      await users().setStatus(asAdmin(), u.userId, 'Suspended');
      expect(await auditCount()).toBe(audits0);

      await users().setStatus(asAdmin(), u.userId, 'Active');
      const session = await t.system.services.auth.login(t.context(), { email: 'suspend@example.ng', password: 'Secret#2026' });
      expect(await t.system.services.auth.authenticate(t.context(), session.token)).toBeDefined();
      // The token from before the suspension stays revoked.
      expect(await t.system.services.auth.authenticate(t.context(), u.token)).toBeUndefined();
    });

    it('refuses suspending oneself, an unknown id, and callers who are not admins', async () => {
      expect(await refusal(users().setStatus(asAdmin(), admin.userId, 'Suspended'))).toMatchObject({
        code: 'SELF_ACTION',
        fieldErrors: [{ field: 'status', message: 'You cannot suspend your own account' }],
      });
      expect((await refusal(users().setStatus(asAdmin(), randomUUID(), 'Suspended'))).code).toBe('NOT_FOUND');
      await expect(users().setStatus(t.context(customer.actor), marketer.userId, 'Suspended')).rejects.toBeInstanceOf(ForbiddenError);
      await expect(users().setStatus(t.context(), customer.userId, 'Suspended')).rejects.toBeInstanceOf(UnauthenticatedError);
      expect((await m().findOneByOrFail(UserRow, { id: admin.userId })).status).toBe('Active');
      expect((await m().findOneByOrFail(UserRow, { id: marketer.userId })).status).toBe('Active');
    });
  });

  describe('the last active admin', () => {
    it('cannot be demoted, suspended or deleted, even by a second admin acting at the same moment', async () => {
      const second = await signUpAs(t, 'admin2@example.ng', 'Admin');
      // Two admins demote each other at once: one wins, the other is refused.
      const both = await Promise.allSettled([
        users().update(asAdmin(), second.userId, { ...form({ email: 'admin2@example.ng' }), role: 'Customer' }),
        users().update(t.context(second.actor), admin.userId, { ...form({ email: 'admin@example.ng' }), role: 'Customer' }),
      ]);
      const refused = both.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ code: 'LAST_ADMIN' });
      const admins = await m().findBy(UserRoleRow, { role: 'Admin' });
      expect(admins).toHaveLength(1);

      // Whoever is left is the last admin: demoting themself is refused too. (Put the first admin back as it was.)
      const [left, other] = admins[0].userId === admin.userId ? [admin, second] : [second, admin];
      expect(await refusal(users().update(t.context(left.actor), left.userId, { ...form({ email: left === admin ? 'admin@example.ng' : 'admin2@example.ng' }), role: 'Customer' }))).toMatchObject({
        code: 'LAST_ADMIN',
        fieldErrors: [{ field: 'role' }],
      });
      // A stale session of the demoted admin cannot suspend or delete the last one either.
      const stale = t.context(other.actor);
      expect((await refusal(users().setStatus(stale, left.userId, 'Suspended'))).code).toBe('LAST_ADMIN');
      expect((await refusal(users().remove(stale, left.userId))).code).toBe('LAST_ADMIN');
      if (left !== admin) {
        await users().update(t.context(left.actor), admin.userId, { ...form({ email: 'admin@example.ng' }), role: 'Admin' });
      }
      expect((await m().findOneByOrFail(UserRow, { id: left.userId })).status).toBe('Active');
    });
  });

  describe('deleting', () => {
    it('deletes a user with nothing on record, with their roles and marketer record', async () => {
      const seller = await users().create(asAdmin(), form({ email: 'gone@example.ng', role: 'Marketer' }));
      expect(seller.hasMoneyOnRecord).toBe(false);
      const done = await users().remove(asAdmin(), seller.id);
      expect(done).toEqual({ id: seller.id, outcome: 'Deleted' });
      expect(await m().existsBy(UserRow, { id: seller.id })).toBe(false);
      expect(await m().existsBy(UserRoleRow, { userId: seller.id })).toBe(false);
      expect(await m().existsBy(MarketerRow, { userId: seller.id })).toBe(false);
      expect(await audits('user.deleted', seller.id)).toEqual([{ actorId: admin.userId, before: { roles: ['Marketer'], status: 'Active' }, after: null }]);
    });

    it('deactivates a user with money on record: signed out, personal details removed, money records kept', async () => {
      const saver = await saverWithPaidPlan(t, admin, T0);
      const plans0 = await m().countBy(SavingsPlanRow, { userId: saver.userId });
      const payments0 = await m().countBy(PaymentRow, { userId: saver.userId });
      expect(payments0).toBe(1);
      expect(await m().countBy(PaymentMethodRow, { userId: saver.userId })).toBe(1);

      const flag = async (email: string) => (await users().list(asAdmin(), { search: email })).items[0].hasMoneyOnRecord;
      expect(await flag(saver.email)).toBe(true);
      const done = await users().remove(asAdmin(), saver.userId);
      expect(done).toEqual({ id: saver.userId, outcome: 'Deactivated' });
      const row = await m().findOneByOrFail(UserRow, { id: saver.userId });
      expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', email: `deleted+${saver.userId}@invalid`, phoneNumber: '', address: null, status: 'Suspended', emailReminders: false, smsReminders: false });
      expect(await m().countBy(SavingsPlanRow, { userId: saver.userId })).toBe(plans0);
      expect(await m().countBy(PaymentRow, { userId: saver.userId })).toBe(payments0);
      expect(await m().countBy(PaymentMethodRow, { userId: saver.userId })).toBe(0);
      expect(await t.system.services.auth.authenticate(t.context(), saver.token)).toBeUndefined();
      await expect(t.system.services.auth.login(t.context(), { email: saver.email, password: 'Secret#2026' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      const [entry] = await audits('user.deactivated', saver.userId);
      expect(entry).toEqual({ actorId: admin.userId, before: { roles: ['Customer'], status: 'Active' }, after: { status: 'Suspended', personalDetails: 'removed' } });

      // Deleting again changes nothing more.
      const audits0 = await auditCount();
      expect(await users().remove(asAdmin(), saver.userId)).toEqual({ id: saver.userId, outcome: 'Deactivated' });
      expect(await auditCount()).toBe(audits0);
    });

    it('deactivates a user whose plan is not paid yet: its checkout may still be paid', async () => {
      const pack = await createPack(t, admin);
      const { u } = await saverWithPlan(t, pack.id);
      expect(await users().remove(asAdmin(), u.userId)).toEqual({ id: u.userId, outcome: 'Deactivated' });
      expect(await m().countBy(SavingsPlanRow, { userId: u.userId })).toBe(1);
    });

    it('refuses deleting oneself, an unknown id, and callers who are not admins', async () => {
      const users0 = await userCount();
      expect(await refusal(users().remove(asAdmin(), admin.userId))).toMatchObject({ code: 'SELF_ACTION', message: 'You cannot delete your own account' });
      expect((await refusal(users().remove(asAdmin(), 'no-such-id'))).code).toBe('NOT_FOUND');
      await expect(users().remove(t.context(customer.actor), marketer.userId)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(users().remove(t.context(marketer.actor), customer.userId)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(users().remove(t.context(), customer.userId)).rejects.toBeInstanceOf(UnauthenticatedError);
      expect(await userCount()).toBe(users0);
    });
  });
});
