import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { signUpAs, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql, LOGIN, ME, newCustomer } from '../support/graphql';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

const ERR = '... on ErrorResult { errorCode message fieldErrors { field message } }';
const FIELDS = 'id firstName lastName fullName email phoneNumber address roles status registeredAt hasPlanUnderWay';
const ADMIN_USERS = `query($search: String, $page: Int, $pageSize: Int) { adminUsers(search: $search, page: $page, pageSize: $pageSize) { totalCount page pageSize items { ${FIELDS} } } }`;
const WITHOUT_PLANS = `query($search: String, $page: Int, $pageSize: Int) { usersWithoutPlans(search: $search, page: $page, pageSize: $pageSize) { totalCount page pageSize items { ${FIELDS} } } }`;
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { __typename ... on AdminUser { ${FIELDS} } ${ERR} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { __typename ... on AdminUser { ${FIELDS} } ${ERR} } }`;
const SET_STATUS = `mutation($id: ID!, $status: UserStatus!) { setUserStatus(id: $id, status: $status) { __typename ... on AdminUser { id status } ${ERR} } }`;
const DELETE = `mutation($id: ID!) { deleteUser(id: $id) { __typename ... on DeletedUser { id outcome } ${ERR} } }`;

const person = (email: string, extra: Record<string, unknown> = {}) => ({ firstName: 'Musa', lastName: 'Ibrahim', email, phoneNumber: '0805 111 2222', ...extra });

/**
 * The admin console's user management over HTTP (issue 11): GraphQL and the legacy
 * /api/Authentication/users paths, who may call them, and what a suspension or deletion does to
 * the person's sessions and records.
 */
describe('user management over GraphQL and the legacy API', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  const m = () => t.system.dataSource.manager;
  const bearer = (who: SignedUp) => `Bearer ${who.token}`;
  /** Everything a refused call could have changed. */
  const snapshot = async () => ({
    users: await m().find(UserRow, { order: { id: 'ASC' } }),
    audits: await m().count(AuditEntryRow),
  });

  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
  });
  afterAll(() => t.stop());

  it('is for admins only: signed out UNAUTHENTICATED / 401, customers and marketers FORBIDDEN / 403, and nothing changes', async () => {
    const before = await snapshot();
    const target = customer.userId;
    const operations: [string, Record<string, unknown>][] = [
      [ADMIN_USERS, {}],
      [WITHOUT_PLANS, {}],
      [CREATE, { input: person('sneaky@example.ng', { role: 'Admin' }) }],
      [UPDATE, { id: target, input: { ...person('customer@example.ng'), role: 'Admin' } }],
      [SET_STATUS, { id: target, status: 'Suspended' }],
      [DELETE, { id: target }],
    ];
    for (const [query, variables] of operations) {
      const signedOut = await gql(t.http, query, variables);
      expect(signedOut.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(signedOut.data ?? null).toBeNull();
      for (const who of [customer, marketer]) {
        // Each acting on the other's id too: being that user is no permission.
        const res = await gql(t.http, query, { ...variables, ...('id' in variables ? { id: who === customer ? marketer.userId : customer.userId } : {}) }, who.token);
        expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(res.data ?? null).toBeNull();
      }
    }
    const paths: [method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object][] = [
      ['get', '/api/Authentication/users'],
      ['get', '/api/savingsplan/admin/users-without-plans'],
      ['post', '/api/Authentication/register', { user: { name: 'Sneaky Person', email: 'sneaky@example.ng', phoneNumber: '08051112222', role: 'Admin' } }],
      ['put', `/api/Authentication/users/${target}`, { ...person('customer@example.ng'), role: 'Admin' }],
      ['put', `/api/Authentication/users/${target}/status`, { status: 'suspended' }],
      ['delete', `/api/Authentication/users/${target}`],
      // A malformed body is still a 401/403, not a 400: the role is checked first.
      ['put', `/api/Authentication/users/${target}`, { role: 'Pharaoh' }],
    ];
    for (const [method, path, body] of paths) {
      const signedOut = await t.http[method](path).send(body);
      expect([path, signedOut.status, signedOut.body.success]).toEqual([path, 401, false]);
      for (const who of [customer, marketer]) {
        // DELETE of one's own id is the app's 'Delete Account' (issue 28, original-mobile-app-calls.test.ts).
        if (method === 'delete' && who.userId === target) continue;
        const res = await t.http[method](path).set('authorization', bearer(who)).send(body);
        expect([path, res.status, res.body.success]).toEqual([path, 403, false]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('creates a user over GraphQL, who is e-mailed a link to set a password and signs in with it', async () => {
    const res = await gql(t.http, CREATE, { input: person('musa@example.ng', { address: '3 Ago Palace Way' }) }, admin.token);
    expect(res.data!.createUser).toMatchObject({ __typename: 'AdminUser', fullName: 'Musa Ibrahim', email: 'musa@example.ng', phoneNumber: '2348051112222', roles: ['Customer'], status: 'Active', hasPlanUnderWay: false });
    const mail = (await t.outbox()).find((msg) => msg.to === 'musa@example.ng')!;
    expect(mail.subject).toBe('Welcome to Food Savings: set your password');
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(url.pathname).toBe('/reset-password');
    const reset = await t.http.post('/api/Authentication/reset-password').send({ email: url.searchParams.get('email'), token: url.searchParams.get('token'), newPassword: 'Musa!Pass2026x' });
    expect(reset.status).toBe(200);
    const login = await gql(t.http, LOGIN, { input: { email: 'musa@example.ng', password: 'Musa!Pass2026x' } });
    expect(login.data!.login).toMatchObject({ __typename: 'AuthPayload', user: { email: 'musa@example.ng', roles: ['Customer'] } });
  });

  it('refuses bad input naming the field, and a taken e-mail, over GraphQL', async () => {
    const before = await snapshot();
    const bad = await gql(t.http, CREATE, { input: person('bad@example.ng', { lastName: 'Obi\nURGENT', phoneNumber: '+44 7911 123456' }) }, admin.token);
    expect(bad.data!.createUser).toEqual({
      __typename: 'ErrorResult',
      errorCode: 'VALIDATION',
      message: 'Last name must not contain line breaks or control characters. Enter a Nigerian mobile number, e.g. 0803 123 4567',
      fieldErrors: [
        { field: 'lastName', message: 'Last name must not contain line breaks or control characters' },
        { field: 'phoneNumber', message: 'Enter a Nigerian mobile number, e.g. 0803 123 4567' },
      ],
    });
    const empty = await gql(t.http, CREATE, { input: person('empty@example.ng', { firstName: '' }) }, admin.token);
    expect(empty.errors?.[0]).toMatchObject({ message: expect.stringContaining('First name is required'), extensions: { code: 'BAD_USER_INPUT' } });
    const taken = await gql(t.http, CREATE, { input: person('MUSA@example.ng') }, admin.token);
    expect(taken.data!.createUser).toMatchObject({ errorCode: 'EMAIL_TAKEN', fieldErrors: [{ field: 'email' }] });
    const tooLong = await gql(t.http, CREATE, { input: person('long@example.ng', { lastName: 'x'.repeat(101) }) }, admin.token);
    expect(tooLong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badRole = await gql(t.http, CREATE, { input: person('role@example.ng', { role: 'Owner' }) }, admin.token);
    expect(badRole.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const badPage = await gql(t.http, ADMIN_USERS, { pageSize: 500 }, admin.token);
    expect(badPage.errors?.[0]).toMatchObject({ message: 'Page size must be a whole number from 1 to 100', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await snapshot()).toEqual(before);
  });

  it('creates through POST /api/Authentication/register with a user object; without one it is still a sign-up', async () => {
    const created = await t.http
      .post('/api/Authentication/register')
      .set('authorization', bearer(admin))
      .send({ user: { name: 'Halima  Bello Yusuf', email: 'halima@example.ng', phoneNumber: '0703 222 3333', role: 'marketer', status: 'active' } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      message: 'User created',
      data: { name: 'Halima Bello Yusuf', firstName: 'Halima', lastName: 'Bello Yusuf', email: 'halima@example.ng', phoneNumber: '2347032223333', role: 'Marketer', status: 'Active', registrationDate: expect.stringMatching(/^\d{4}-/) },
    });
    const badRole = await t.http.post('/api/Authentication/register').set('authorization', bearer(admin)).send({ user: { name: 'A B', email: 'ab@example.ng', phoneNumber: '08031112222', role: 'boss' } });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toEqual(['role: Role must be Customer, Marketer or Admin']);
    const oneName = await t.http.post('/api/Authentication/register').set('authorization', bearer(admin)).send({ user: { name: 'Madonna', email: 'm@example.ng', phoneNumber: '08031112222' } });
    expect(oneName.body.errors).toEqual(['lastName: Last name is required']);
    const notAnObject = await t.http.post('/api/Authentication/register').set('authorization', bearer(admin)).send({ user: 'halima' });
    expect([notAnObject.status, notAnObject.body.message]).toEqual([400, 'user must be a JSON object']);

    const signUp = await t.http.post('/api/Authentication/register').send(newCustomer('self@example.ng'));
    expect(signUp.status).toBe(200);
    expect(signUp.body.data).toMatchObject({ success: true, user: { email: 'self@example.ng' }, roles: ['Customer'] });
  });

  it('lists and searches over GraphQL and REST, newest first, down to the last page', async () => {
    const all = (await gql(t.http, ADMIN_USERS, { pageSize: 100 }, admin.token)).data!.adminUsers;
    const order = all.items.map((u: { id: string }) => u.id);
    expect(all.totalCount).toBe(order.length);
    const times = all.items.map((u: { registeredAt: string }) => Date.parse(u.registeredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const lastPage = Math.ceil(order.length / 3);
    const last = (await gql(t.http, ADMIN_USERS, { page: lastPage, pageSize: 3 }, admin.token)).data!.adminUsers;
    expect(last.items.map((u: { id: string }) => u.id)).toEqual(order.slice((lastPage - 1) * 3));

    const byPhone = (await gql(t.http, ADMIN_USERS, { search: '0703 222' }, admin.token)).data!.adminUsers;
    expect(byPhone.items.map((u: { email: string }) => u.email)).toEqual(['halima@example.ng']);
    const byRole = (await gql(t.http, ADMIN_USERS, { search: 'MARKETER' }, admin.token)).data!.adminUsers;
    expect(byRole.items.map((u: { email: string }) => u.email).sort()).toEqual(['halima@example.ng', 'marketer@example.ng']);

    const rest = await t.http.get('/api/authentication/USERS?search=ibrahim&page=1&pageSize=10').set('authorization', bearer(admin));
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ success: true, totalCount: 1, page: 1, pageSize: 10, totalPages: 1 });
    expect(rest.body.data).toEqual([
      expect.objectContaining({ name: 'Musa Ibrahim', email: 'musa@example.ng', phoneNumber: '2348051112222', address: '3 Ago Palace Way', role: 'Customer', status: 'Active', registrationDate: expect.any(String) }),
    ]);
    const restLast = await t.http.get(`/api/Authentication/users?page=${lastPage}&pageSize=3`).set('authorization', bearer(admin));
    expect(restLast.body.data.map((u: { id: string }) => u.id)).toEqual(order.slice((lastPage - 1) * 3));
    const sorted = (await gql(t.http, `query { adminUsers(sort: EMAIL, direction: DESC, pageSize: 100) { items { email } } }`, {}, admin.token)).data!.adminUsers;
    const emails = sorted.items.map((u: { email: string }) => u.email);
    expect(emails).toHaveLength(order.length);
    const restSorted = await t.http.get('/api/Authentication/users?sortBy=email&sortOrder=desc&pageSize=100').set('authorization', bearer(admin));
    expect(restSorted.body.data.map((u: { email: string }) => u.email)).toEqual(emails);
    const restAsc = await t.http.get('/api/Authentication/users?sortBy=email&pageSize=100').set('authorization', bearer(admin));
    expect(restAsc.body.data.map((u: { email: string }) => u.email)).toEqual([...emails].reverse());
    const badSort = await t.http.get('/api/Authentication/users?sortBy=salary').set('authorization', bearer(admin));
    expect([badSort.status, badSort.body.errors]).toEqual([400, ['sortBy: sortBy must be one of registeredAt, name, email']]);
    const badPage = await t.http.get('/api/Authentication/users?page=zero').set('authorization', bearer(admin));
    expect([badPage.status, badPage.body.errors]).toEqual([400, ['page: Page must be a whole number of at least 1']]);

    const without = (await gql(t.http, WITHOUT_PLANS, {}, admin.token)).data!.usersWithoutPlans;
    expect(without.items.map((u: { email: string }) => u.email).sort()).toEqual(['customer@example.ng', 'musa@example.ng', 'self@example.ng']);
    const restWithout = await t.http.get('/api/SavingsPlan/admin/users-without-plans?search=self').set('authorization', bearer(admin));
    // Bare, as the original answered (`Ok(users)`), the total in X-Total-Count.
    expect(restWithout.headers['x-total-count']).toBe('1');
    expect(restWithout.body).toMatchObject([{ fullName: 'Kemi Balogun', email: 'self@example.ng', phoneNumber: '2348034445555', address: '9 Opebi Road, Ikeja' }]);
    expect(restWithout.body[0].userId).toEqual(expect.any(String));
  });

  it('edits over GraphQL and REST; a new role applies to the next request', async () => {
    const u = await signUpAs(t, 'promote@example.ng');
    const promoted = await gql(t.http, UPDATE, { id: u.userId, input: { ...person('promote@example.ng'), role: 'Admin' } }, admin.token);
    expect(promoted.data!.updateUser).toMatchObject({ __typename: 'AdminUser', fullName: 'Musa Ibrahim', roles: ['Admin', 'Customer'] });
    expect((await gql(t.http, ADMIN_USERS, { pageSize: 1 }, u.token)).data!.adminUsers.totalCount).toBeGreaterThan(1);

    const rest = await t.http.put(`/api/Authentication/users/${u.userId}`).set('authorization', bearer(admin)).send({ name: 'Promo Ted', email: 'promote@example.ng', phoneNumber: '08051112222', role: 'customer', status: 'suspended' });
    expect(rest.status).toBe(200);
    // The status is not the edit's: PUT …/status changes it.
    expect(rest.body).toMatchObject({ message: 'User updated', data: { name: 'Promo Ted', role: 'Customer', roles: ['Customer'], status: 'Active' } });
    expect((await gql(t.http, ADMIN_USERS, {}, u.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const taken = await t.http.put(`/api/Authentication/users/${u.userId}`).set('authorization', bearer(admin)).send({ user: { ...person('customer@example.ng'), role: 'Customer' } });
    expect([taken.status, taken.body.data.errorCode]).toEqual([400, 'EMAIL_TAKEN']);
    const unknown = await t.http.put('/api/Authentication/users/00000000-0000-0000-0000-000000000000').set('authorization', bearer(admin)).send({ ...person('x@example.ng'), role: 'Customer' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
    const gqlUnknown = await gql(t.http, UPDATE, { id: 'nope', input: { ...person('x@example.ng'), role: 'Customer' } }, admin.token);
    expect(gqlUnknown.data!.updateUser).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND' });
  });

  it('suspending signs the person out at once and stops them signing in; REST takes the status in any letter case', async () => {
    const u = await signUpAs(t, 'suspend@example.ng');
    expect((await gql(t.http, ME, {}, u.token)).data!.me.email).toBe('suspend@example.ng');
    const res = await gql(t.http, SET_STATUS, { id: u.userId, status: 'Suspended' }, admin.token);
    expect(res.data!.setUserStatus).toEqual({ __typename: 'AdminUser', id: u.userId, status: 'Suspended' });
    // The token they hold stops working on both APIs, at once.
    expect((await gql(t.http, ME, {}, u.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.http.get('/api/SavingsPlan').set('authorization', bearer(u))).status).toBe(401);
    const login = await gql(t.http, LOGIN, { input: { email: 'suspend@example.ng', password: 'Secret#2026' } });
    expect(login.data!.login).toMatchObject({ __typename: 'ErrorResult', errorCode: 'ACCOUNT_SUSPENDED' });
    const restLogin = await t.http.post('/api/Authentication/login').send({ email: 'suspend@example.ng', password: 'Secret#2026' });
    expect([restLogin.status, restLogin.body.message]).toEqual([400, 'Your account is suspended. Please contact support.']);

    const bad = await t.http.put(`/api/Authentication/users/${u.userId}/status`).set('authorization', bearer(admin)).send({ status: 'banned' });
    expect([bad.status, bad.body.errors]).toEqual([400, ['status: Status must be Active or Suspended']]);
    const active = await t.http.put(`/api/Authentication/users/${u.userId}/status`).set('authorization', bearer(admin)).send({ status: 'active' });
    expect(active.body).toMatchObject({ success: true, message: 'Status updated', data: { id: u.userId, status: 'Active' } });
    const again = await t.http.post('/api/Authentication/login').send({ email: 'suspend@example.ng', password: 'Secret#2026' });
    expect(again.body.data.success).toBe(true);
  });

  it('an admin cannot suspend or delete themself, nor demote the last admin', async () => {
    const before = await snapshot();
    const selfSuspend = await gql(t.http, SET_STATUS, { id: admin.userId, status: 'Suspended' }, admin.token);
    expect(selfSuspend.data!.setUserStatus).toMatchObject({ errorCode: 'SELF_ACTION', message: 'You cannot suspend your own account' });
    const selfDelete = await gql(t.http, DELETE, { id: admin.userId }, admin.token);
    expect(selfDelete.data!.deleteUser).toMatchObject({ errorCode: 'SELF_ACTION', message: 'You cannot delete your own account' });
    const demote = await gql(t.http, UPDATE, { id: admin.userId, input: { ...person('admin@example.ng'), role: 'Customer' } }, admin.token);
    expect(demote.data!.updateUser).toMatchObject({ errorCode: 'LAST_ADMIN', fieldErrors: [{ field: 'role' }] });
    const rest = await t.http.put(`/api/Authentication/users/${admin.userId}/status`).set('authorization', bearer(admin)).send({ status: 'Suspended' });
    expect([rest.status, rest.body.data.errorCode]).toEqual([400, 'SELF_ACTION']);
    const restDelete = await t.http.delete(`/api/Authentication/users/${admin.userId}`).set('authorization', bearer(admin));
    expect([restDelete.status, restDelete.body.data.errorCode]).toEqual([400, 'SELF_ACTION']);
    expect(await snapshot()).toEqual(before);
  });

  it('deletes a user with nothing on record, and deactivates one with money on record', async () => {
    const plain = await signUpAs(t, 'plain@example.ng');
    const deleted = await t.http.delete(`/api/Authentication/users/${plain.userId}`).set('authorization', bearer(admin));
    expect(deleted.body).toMatchObject({ success: true, message: 'User deleted', data: { id: plain.userId, outcome: 'Deleted' } });
    expect(await m().existsBy(UserRow, { id: plain.userId })).toBe(false);

    const pack = await createPack(t, admin);
    const { u, c } = await saverWithPlan(t, pack.id);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
    const listed = (await gql(t.http, ADMIN_USERS, { search: u.email }, admin.token)).data!.adminUsers.items;
    expect(listed).toEqual([expect.objectContaining({ id: u.userId, hasPlanUnderWay: true })]);
    const res = await gql(t.http, DELETE, { id: u.userId }, admin.token);
    expect(res.data!.deleteUser).toEqual({ __typename: 'DeletedUser', id: u.userId, outcome: 'Deactivated' });
    const after = (await gql(t.http, ADMIN_USERS, { search: 'deleted user' }, admin.token)).data!.adminUsers.items;
    expect(after).toEqual([
      expect.objectContaining({ id: u.userId, fullName: 'Deleted user', email: `deleted+${u.userId}@invalid`, phoneNumber: '', address: null, status: 'Suspended', hasPlanUnderWay: true }),
    ]);
    expect((await gql(t.http, ME, {}, u.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await t.http.delete('/api/Authentication/users/nope').set('authorization', bearer(admin));
    expect(unknown.status).toBe(404);
  });
});
