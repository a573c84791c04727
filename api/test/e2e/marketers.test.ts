import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { MarketerRateChangeRow } from '../../src/modules/marketer/marketer-rate-change.entity';
import { MarketerRow } from '../../src/modules/marketer/marketer.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { signUpAs, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql, LOGIN } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

const FIELDS = `id userId firstName lastName name email phoneNumber companyName address city state postalCode country website socialMediaHandle
  commissionRate status referralCode referralLink totalCustomers registeredAt rateHistory { rate changedAt changedByName }`;
const RESULT = `__typename ... on Marketer { ${FIELDS} } ... on ErrorResult { errorCode message fieldErrors { field message } }`;
const LIST = `query($search: String, $page: Int, $pageSize: Int) { marketers(search: $search, page: $page, pageSize: $pageSize) { totalCount page pageSize items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { marketer(id: $id) { ${FIELDS} } }`;
const CUSTOMERS = `query($id: ID!, $search: String, $page: Int, $pageSize: Int) { marketerCustomers(id: $id, search: $search, page: $page, pageSize: $pageSize) {
  totalCount page pageSize items { id name email phoneNumber dateJoined referralStatus hasActivePlan } } }`;
const CREATE = `mutation($input: CreateMarketerInput!) { createMarketer(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateMarketerInput!) { updateMarketer(id: $id, input: $input) { ${RESULT} } }`;
const SET_RATE = `mutation($id: ID!, $rate: Float!) { setMarketerCommissionRate(id: $id, rate: $rate) { ${RESULT} } }`;
const SET_STATUS = `mutation($id: ID!, $status: MarketerStatus!) { setMarketerStatus(id: $id, status: $status) { ${RESULT} } }`;

const SETUP_SUBJECT = 'Welcome to Food Savings: set your password';

function input(email: string, extra: Record<string, unknown> = {}) {
  return { firstName: 'Tunde', lastName: 'Bakare', email, phoneNumber: '0803 222 3333', companyName: 'Bakare Ventures', city: 'Ikeja', state: 'Lagos', ...extra };
}

/**
 * The admin's marketer management over GraphQL and the legacy /api/marketer paths (issue 11):
 * Admin only, both ways; the same service behind each.
 */
describe('marketers', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  const bearer = (who: SignedUp) => `Bearer ${who.token}`;
  const snapshot = async () => {
    const m = t.system.dataSource.manager;
    return {
      users: await m.count(UserRow),
      marketers: await m.find(MarketerRow, { order: { userId: 'ASC' } }),
      history: await m.count(MarketerRateChangeRow),
      audit: await m.count(AuditEntryRow),
    };
  };

  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
  });
  afterAll(() => t.stop());

  describe('over GraphQL', () => {
    let id: string;

    it('creates a marketer who gets the set-password e-mail, sets a password through it and signs in as a marketer', async () => {
      const res = await gql(t.http, CREATE, { input: input('Tunde.B@example.ng', { website: 'bakare.ng', commissionRate: 0.125 }) }, admin.token);
      const k = res.data!.createMarketer;
      expect(k).toMatchObject({
        __typename: 'Marketer',
        name: 'Tunde Bakare',
        email: 'tunde.b@example.ng',
        phoneNumber: '2348032223333',
        companyName: 'Bakare Ventures',
        website: 'bakare.ng',
        commissionRate: 0.125,
        status: 'Active',
        totalCustomers: 0,
        rateHistory: [{ rate: 0.125, changedByName: 'Kemi Balogun' }],
      });
      expect(k.referralLink).toBe(`${t.baseUrl}/register?ref=${k.referralCode}`);
      id = k.id;
      const mail = (await t.outbox()).find((x) => x.to === 'tunde.b@example.ng' && x.subject === SETUP_SUBJECT);
      const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
      const reset = await t.http.post('/api/Authentication/reset-password').send({ email: url.searchParams.get('email'), token: url.searchParams.get('token'), newPassword: 'Marketer!Pass2026' });
      expect(reset.status).toBe(200);
      const login = await gql(t.http, LOGIN, { input: { email: 'tunde.b@example.ng', password: 'Marketer!Pass2026' } });
      expect(login.data!.login).toMatchObject({ __typename: 'AuthPayload', user: { id, roles: ['Marketer'] } });
    });

    it('answers refusals as ErrorResult values naming the field', async () => {
      const rate = await gql(t.http, CREATE, { input: input('new.one@example.ng', { commissionRate: 0.2505 }) }, admin.token);
      expect(rate.data!.createMarketer).toEqual({
        __typename: 'ErrorResult',
        errorCode: 'VALIDATION',
        message: 'Commission rate must be from 0% to 25%',
        fieldErrors: [{ field: 'commissionRate', message: 'Commission rate must be from 0% to 25%' }],
      });
      const again = await gql(t.http, CREATE, { input: input('tunde.b@example.ng') }, admin.token);
      expect(again.data!.createMarketer).toMatchObject({ __typename: 'ErrorResult', errorCode: 'ALREADY_MARKETER', fieldErrors: [{ field: 'email' }] });
      const step = await gql(t.http, SET_RATE, { id, rate: 0.1005 }, admin.token);
      expect(step.data!.setMarketerCommissionRate).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'rate', message: 'Commission rate must be in steps of 0.1%' }] });
      const unknown = await gql(t.http, SET_STATUS, { id: customer.userId, status: 'Inactive' }, admin.token);
      expect(unknown.data!.setMarketerStatus).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Marketer not found' });
      const badEmail = await gql(t.http, UPDATE, { id, input: input('nope') }, admin.token);
      expect(badEmail.data!.updateMarketer).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'email', message: 'Enter a valid email address' }] });
    });

    it('changes the rate (keeping the history), the status and the details', async () => {
      const rated = await gql(t.http, SET_RATE, { id, rate: 0.15 }, admin.token);
      expect(rated.data!.setMarketerCommissionRate).toMatchObject({ commissionRate: 0.15, rateHistory: [{ rate: 0.15 }, { rate: 0.125 }] });
      const inactive = await gql(t.http, SET_STATUS, { id, status: 'Inactive' }, admin.token);
      expect(inactive.data!.setMarketerStatus).toMatchObject({ status: 'Inactive' });
      const updated = await gql(t.http, UPDATE, { id, input: input('tunde.b@example.ng', { companyName: null, city: 'Yaba', socialMediaHandle: '@tundeb' }) }, admin.token);
      expect(updated.data!.updateMarketer).toMatchObject({ companyName: null, city: 'Yaba', state: 'Lagos', socialMediaHandle: '@tundeb', commissionRate: 0.15, status: 'Inactive' });
      const actions = await t.system.dataSource.manager.find(AuditEntryRow, { where: { targetId: id }, order: { createdAt: 'ASC' } });
      expect(actions.map((a) => a.action)).toEqual(['marketer.created', 'marketer.rate-changed', 'marketer.status-changed', 'marketer.updated']);
    });

    it('reads one marketer, the list (searched, paged) and the customers they referred', async () => {
      expect((await gql(t.http, ONE, { id }, admin.token)).data!.marketer).toMatchObject({ id, email: 'tunde.b@example.ng' });
      expect((await gql(t.http, ONE, { id: customer.userId }, admin.token)).data!.marketer).toBeNull();
      const code = (await gql(t.http, ONE, { id }, admin.token)).data!.marketer.referralCode as string;
      const referred = await t.http.post('/api/Authentication/register').send({ firstName: 'Ngozi', lastName: 'Okeke', email: 'ngozi@example.ng', phoneNumber: '08051234567', address: '2 Broad St, Lagos', password: 'Secret#2026', referralCode: code });
      expect(referred.status).toBe(200);
      const customers = await gql(t.http, CUSTOMERS, { id }, admin.token);
      expect(customers.data!.marketerCustomers).toMatchObject({ totalCount: 1, items: [{ name: 'Ngozi Okeke', email: 'ngozi@example.ng', referralStatus: 'Pending', hasActivePlan: false }] });
      const list = await gql(t.http, LIST, { search: 'tunde', pageSize: 1 }, admin.token);
      expect(list.data!.marketers).toMatchObject({ totalCount: 1, page: 1, pageSize: 1, items: [{ id, totalCustomers: 1 }] });
      const unknown = await gql(t.http, CUSTOMERS, { id: customer.userId }, admin.token);
      expect(unknown.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'NOT_FOUND' });
      const badPage = await gql(t.http, LIST, { page: 0 }, admin.token);
      expect(badPage.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'page', message: 'Page must be a whole number of at least 1' }] });
    });

    describe('refuses every operation to customers, marketers and anonymous callers, changing nothing', () => {
      const someone = '00000000-0000-4000-8000-000000000000';
      const operations: [string, string, () => Record<string, unknown>][] = [
        ['marketers', LIST, () => ({})],
        ['marketer', ONE, () => ({ id })],
        ['marketerCustomers', CUSTOMERS, () => ({ id })],
        ['createMarketer', CREATE, () => ({ input: input('sneaky@example.ng') })],
        ['updateMarketer', UPDATE, () => ({ id, input: input('sneaky@example.ng') })],
        ['setMarketerCommissionRate', SET_RATE, () => ({ id, rate: 0.25 })],
        ['setMarketerStatus', SET_STATUS, () => ({ id: someone, status: 'Active' })],
      ];

      it.each(operations)('%s', async (name, operation, variables) => {
        const before = await snapshot();
        for (const [who, token, code] of [
          ['customer', customer.token, 'FORBIDDEN'],
          ['marketer', marketer.token, 'FORBIDDEN'],
          ['anonymous', undefined, 'UNAUTHENTICATED'],
        ] as const) {
          const res = await gql(t.http, operation, variables(), token);
          expect({ who, code: res.errors?.[0].extensions?.code, data: res.data?.[name] ?? null }).toEqual({ who, code, data: null });
        }
        expect(await snapshot()).toEqual(before);
      });
    });
  });

  describe('over the legacy REST paths', () => {
    let id: string;

    it('POST /api/marketer creates (promoting an existing account), GET reads one and the list', async () => {
      const existing = await signUpAs(t, 'promoted@example.ng');
      const created = await t.http.post('/api/marketer').set('authorization', bearer(admin)).send({ ...input('promoted@example.ng'), commissionRate: '0.2' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ success: true, message: 'Marketer created', errors: null });
      expect(created.body.data).toMatchObject({ id: existing.userId, userId: existing.userId, name: 'Kemi Balogun', commissionRate: 0.2, status: 'Active', totalCustomers: 0 });
      expect(created.body.data.registrationDate).toMatch(/^\d{4}-\d\d-\d\dT/);
      id = created.body.data.id;
      expect((await t.outbox()).filter((x) => x.to === 'promoted@example.ng' && x.subject === SETUP_SUBJECT)).toEqual([]);

      const one = await t.http.get(`/api/Marketer/${id}`).set('authorization', bearer(admin));
      expect([one.status, one.body.data.email]).toEqual([200, 'promoted@example.ng']);
      const missing = await t.http.get(`/api/marketer/${marketer.userId}`).set('authorization', bearer(admin));
      expect([missing.status, missing.body.success, missing.body.message]).toEqual([404, false, 'Marketer not found']);

      const list = await t.http.get('/api/marketer?pageSize=1&page=1').set('authorization', bearer(admin));
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ success: true, totalCount: 2, page: 1, pageSize: 1 });
      expect(list.body.data.map((k: { id: string }) => k.id)).toEqual([id]); // newest first
      const searched = await t.http.get('/api/marketer?search=BALOGUN').set('authorization', bearer(admin));
      expect(searched.body.data.map((k: { email: string }) => k.email)).toEqual(['promoted@example.ng']);
    });

    it('refuses bad bodies with 400 and the fields named', async () => {
      const before = await snapshot();
      const bad = await t.http.post('/api/marketer').set('authorization', bearer(admin)).send({ firstName: 'Ada', email: 'ada@example.ng', phoneNumber: 12, commissionRate: 'ten' });
      expect([bad.status, bad.body.success, bad.body.errors]).toEqual([400, false, ['phoneNumber: phoneNumber must be text', 'commissionRate: commissionRate must be a number']]);
      const rules = await t.http.post('/api/marketer').set('authorization', bearer(admin)).send({ email: 'ada@example.ng', phoneNumber: '0803 222 3333', commissionRate: 0.5 });
      expect([rules.status, rules.body.errors]).toEqual([
        400,
        ['firstName: First name is required', 'lastName: Last name is required', 'commissionRate: Commission rate must be from 0% to 25%'],
      ]);
      const rate = await t.http.patch(`/api/marketer/${id}/commission`).set('authorization', bearer(admin)).send({});
      expect([rate.status, rate.body.errors]).toEqual([400, ['rate: rate is required']]);
      const steps = await t.http.patch(`/api/marketer/${id}/commission`).set('authorization', bearer(admin)).send({ rate: 0.0125 });
      expect([steps.status, steps.body.errors]).toEqual([400, ['rate: Commission rate must be in steps of 0.1%']]);
      const status = await t.http.patch(`/api/marketer/${id}/status`).set('authorization', bearer(admin)).send({ isActive: 'maybe' });
      expect([status.status, status.body.errors]).toEqual([400, ['isActive: isActive must be true or false']]);
      expect(await snapshot()).toEqual(before);
    });

    it('PUT, PATCH …/commission and PATCH …/status change the marketer; GET …/customers lists the referred', async () => {
      const put = await t.http.put(`/api/marketer/${id}`).set('authorization', bearer(admin)).send({ ...input('promoted@example.ng'), firstName: 'Kemi', lastName: 'Balogun', country: 'Nigeria', commissionRate: 0.01 });
      expect([put.status, put.body.message]).toEqual([200, 'Marketer updated']);
      expect(put.body.data).toMatchObject({ country: 'Nigeria', commissionRate: 0.2 }); // the rate changes through …/commission only
      const rate = await t.http.patch(`/api/marketer/${id}/commission`).set('authorization', bearer(admin)).send({ rate: 0.075 });
      expect([rate.status, rate.body.data.commissionRate]).toEqual([200, 0.075]);
      const off = await t.http.patch(`/api/marketer/${id}/status`).set('authorization', bearer(admin)).send({ isActive: false });
      expect([off.status, off.body.data.status]).toEqual([200, 'Inactive']);
      const on = await t.http.patch(`/api/marketer/${id}/status`).set('authorization', bearer(admin)).send({ isActive: 'true' });
      expect(on.body.data.status).toBe('Active');
      const history = await gql(t.http, ONE, { id }, admin.token);
      expect(history.data!.marketer.rateHistory.map((h: { rate: number }) => h.rate)).toEqual([0.075, 0.2]);

      // An account that signed up through an original link (?ref=<user id>) is theirs too.
      await t.http.post('/api/Authentication/register').send({ firstName: 'Femi', lastName: 'Ade', email: 'femi@example.ng', phoneNumber: '08051234568', address: '3 Broad St, Lagos', password: 'Secret#2026', referralCode: id });
      const customers = await t.http.get(`/api/marketer/${id}/customers`).set('authorization', bearer(admin));
      expect(customers.status).toBe(200);
      expect(customers.body).toMatchObject({ success: true, totalCount: 1, page: 1, pageSize: 10 });
      expect(customers.body.data).toEqual([
        { id: expect.any(String), name: 'Femi Ade', email: 'femi@example.ng', phoneNumber: '2348051234568', dateJoined: expect.stringMatching(/T/), referralStatus: 'Pending', hasActivePlan: false },
      ]);
      const missing = await t.http.get(`/api/marketer/${marketer.userId}/customers`).set('authorization', bearer(admin));
      expect(missing.status).toBe(404);
    });

    describe('refuses every path to customers and marketers (403) and to anonymous callers (401), changing nothing', () => {
      function withToken<R extends { set(k: string, v: string): R }>(req: R, token?: string): R {
        return token ? req.set('authorization', `Bearer ${token}`) : req;
      }
      const paths: [string, (token?: string) => Promise<{ status: number; body: Record<string, unknown> }>][] = [
        ['GET /api/marketer', (tk) => withToken(t.http.get('/api/marketer'), tk)],
        ['POST /api/marketer', (tk) => withToken(t.http.post('/api/marketer'), tk).send(input('sneaky@example.ng'))],
        ['POST /api/marketer (malformed)', (tk) => withToken(t.http.post('/api/marketer'), tk).send({ firstName: 42 })],
        ['PUT /api/marketer/{id}', (tk) => withToken(t.http.put(`/api/marketer/${id}`), tk).send(input('sneaky@example.ng'))],
        ['PATCH /api/marketer/{id}/commission', (tk) => withToken(t.http.patch(`/api/marketer/${id}/commission`), tk).send({ rate: 0.25 })],
        ['PATCH /api/marketer/{id}/status', (tk) => withToken(t.http.patch(`/api/marketer/${id}/status`), tk).send({ isActive: false })],
        // GET …/customers is open to the marketer themself: marketer-portal.test.ts checks who may read it.
        // GET /api/marketer/{id} too (issue 28): original-web-client.test.ts checks who may read it.
      ];

      it.each(paths)('%s', async (_name, send) => {
        const before = await snapshot();
        for (const [token, status] of [
          [customer.token, 403],
          [marketer.token, 403],
          [undefined, 401],
        ] as const) {
          const res = await send(token);
          expect([res.status, res.body.success, res.body.data]).toEqual([status, false, null]);
        }
        expect(await snapshot()).toEqual(before);
      });
    });
  });
});
