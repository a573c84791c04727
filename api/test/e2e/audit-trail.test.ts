import { ForbiddenError } from '../../src/common/errors';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { recordAudit } from '../../src/modules/audit/audit';
import { signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

const ACTIVITY = `query($filter: AdminActivityFilter, $page: Int, $pageSize: Int) { adminActivity(filter: $filter, page: $page, pageSize: $pageSize) {
  totalCount page pageSize items { id actorId actorName action targetType targetId before after reason createdAt } } }`;

/**
 * The console's Activity view over the audit trail (issue 11): Admin only, newest first, filtered
 * by admin, action and Lagos day; a change that rolls back leaves no audit row. And the account
 * set-up e-mail that admin-made accounts receive: a link to set a password, never a password.
 */
describe('audit trail', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;

  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
    const m = t.system.dataSource.manager;
    // Three changes by the admin on two days (Lagos), one with a reason.
    await recordAudit(m, t.context(admin.actor, new Date('2026-11-20T10:00:00Z')), { action: 'user.status-changed', targetType: 'User', targetId: customer.userId, before: { status: 'Active' }, after: { status: 'Suspended' } });
    await recordAudit(m, t.context(admin.actor, new Date('2026-11-21T23:30:00Z')), { action: 'food-pack.prices-adjusted', targetType: 'Catalogue', targetId: null, after: { percentage: 10, packs: 3 } });
    await recordAudit(m, t.context(admin.actor, new Date('2026-11-21T09:00:00Z')), { action: 'late-fine.waived', targetType: 'LateFine', targetId: 'fine-1', before: { waived: false }, after: { waived: true }, reason: 'Hospital' });
  });
  afterAll(() => t.stop());

  it('lists the changes newest first with the admin, target, before and after', async () => {
    const res = await gql(t.http, ACTIVITY, {}, admin.token);
    const page = res.data!.adminActivity;
    expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 10 });
    expect(page.items.map((e: { action: string }) => e.action)).toEqual(['food-pack.prices-adjusted', 'late-fine.waived', 'user.status-changed']);
    expect(page.items[2]).toMatchObject({ actorId: admin.userId, actorName: 'Kemi Balogun', targetType: 'User', targetId: customer.userId, before: '{"status":"Active"}', after: '{"status":"Suspended"}', reason: null });
    expect(page.items[1]).toMatchObject({ reason: 'Hospital' });
    expect(page.items[0]).toMatchObject({ before: null, after: '{"percentage":10,"packs":3}' });
  });

  it('filters by action, by admin and by Lagos day, and pages', async () => {
    const byAction = await gql(t.http, ACTIVITY, { filter: { action: 'late-fine.waived' } }, admin.token);
    expect(byAction.data!.adminActivity.items.map((e: { targetId: string }) => e.targetId)).toEqual(['fine-1']);
    const byOther = await gql(t.http, ACTIVITY, { filter: { actorId: customer.userId } }, admin.token);
    expect(byOther.data!.adminActivity.totalCount).toBe(0);
    // 23:30 UTC on the 21st is 00:30 on the 22nd in Lagos.
    const day21 = await gql(t.http, ACTIVITY, { filter: { from: '2026-11-21', to: '2026-11-21' } }, admin.token);
    expect(day21.data!.adminActivity.items.map((e: { action: string }) => e.action)).toEqual(['late-fine.waived']);
    const from22 = await gql(t.http, ACTIVITY, { filter: { from: '2026-11-22' } }, admin.token);
    expect(from22.data!.adminActivity.items.map((e: { action: string }) => e.action)).toEqual(['food-pack.prices-adjusted']);
    const last = await gql(t.http, ACTIVITY, { page: 2, pageSize: 2 }, admin.token);
    expect(last.data!.adminActivity).toMatchObject({ totalCount: 3, page: 2, items: [{ action: 'user.status-changed' }] });
  });

  it('refuses bad filters with the field named', async () => {
    const badDay = await gql(t.http, ACTIVITY, { filter: { from: '21/11/2026' } }, admin.token);
    expect(badDay.errors?.[0]).toMatchObject({ message: 'Dates are YYYY-MM-DD', extensions: { code: 'BAD_USER_INPUT' } });
    const badAction = await gql(t.http, ACTIVITY, { filter: { action: 'user.hacked' } }, admin.token);
    expect(badAction.errors?.[0].message).toBe('Choose one of the listed actions');
    const badSize = await gql(t.http, ACTIVITY, { pageSize: 101 }, admin.token);
    expect(badSize.errors?.[0].message).toBe('Page size must be a whole number from 1 to 100');
  });

  it('is for admins only', async () => {
    expect((await gql(t.http, ACTIVITY, {})).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const who of [customer, marketer]) {
      const res = await gql(t.http, ACTIVITY, {}, who.token);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(res.data).toBeNull();
    }
    await expect(t.system.services.audit.list(t.context(customer.actor))).rejects.toBeInstanceOf(ForbiddenError);
    const actions = await gql(t.http, '{ auditActions }', {}, marketer.token);
    expect(actions.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const before = await t.system.dataSource.manager.count(AuditEntryRow);
    await expect(
      t.system.dataSource.manager.transaction(async (m) => {
        await recordAudit(m, t.context(admin.actor), { action: 'user.updated', targetType: 'User', targetId: customer.userId, after: { firstName: 'X' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.system.dataSource.manager.count(AuditEntryRow)).toBe(before);
  });

  it("e-mails a new account a 72-hour link to set its own password, which the reset endpoint accepts", async () => {
    await t.system.services.auth.inviteToSetPassword(t.context(admin.actor), customer.userId);
    const mail = (await t.outbox()).filter((m) => m.subject === 'Welcome to Food Savings: set your password');
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('within 72 hours');
    expect(mail[0].text).not.toMatch(/password:\s*\S+@/i);
    const url = new URL(/https?:\/\/\S+/.exec(mail[0].text)![0]);
    expect(url.pathname).toBe('/reset-password');
    const link = { email: url.searchParams.get('email'), token: url.searchParams.get('token') };
    expect(link.email).toBe('customer@example.ng');
    const res = await t.http.post('/api/Authentication/reset-password').send({ ...link, newPassword: 'Fresh!Pass2026x' });
    expect(res.status).toBe(200);
    const login = await t.http.post('/api/Authentication/login').send({ email: 'customer@example.ng', password: 'Fresh!Pass2026x' });
    expect(login.body.data.success).toBe(true);
  });
});
