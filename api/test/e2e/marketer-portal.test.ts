import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { CommissionEntryRow, CommissionPayoutRow } from '../../src/modules/commission/commission.entity';
import { MarketerApplicationRow } from '../../src/modules/marketer/marketer-application.entity';
import { MarketerRow } from '../../src/modules/marketer/marketer.entity';
import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { accessCodeOf, createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

const ERROR = '... on ErrorResult { errorCode message fieldErrors { field message } }';
const PROFILE = `query { myMarketerProfile { activeCustomers marketer { userId name companyName status email phoneNumber registeredAt referralCode referralLink totalCustomers }
  summary { totalKobo thisMonthKobo pendingKobo approvedKobo paidKobo reversedKobo byMonth { month amountKobo } } } }`;
const MY_CUSTOMERS = `query($search: String, $page: Int) { myReferredCustomers(search: $search, page: $page) { totalCount items { id name email referralStatus hasActivePlan } } }`;
const MY_COMMISSIONS = `query($customerId: ID) { myCommissions(customerId: $customerId) { totalCount items { customerId customerName customerContact totalKobo count
  commissions { kind amountKobo baseKobo rate status createdAt paidAt } } } }`;
const REGISTER_CUSTOMER = `mutation($input: RegisterReferredCustomerInput!) { registerReferredCustomer(input: $input) { __typename ... on ReferredCustomer { id name email referralStatus } ${ERROR} } }`;
const APPLY = `mutation($input: MarketerApplicationInput!) { applyToBecomeMarketer(input: $input) { __typename ... on MarketerApplication { id status companyName } ${ERROR} } }`;
const MY_APPLICATION = `query { myMarketerApplication { id status companyName decisionReason } }`;
const APPLICATIONS = `query($status: MarketerApplicationStatus) { marketerApplications(status: $status) { totalCount items { id userId name email companyName status } } }`;
const DECIDE = `mutation($id: ID!, $approve: Boolean!, $reason: String) { decideMarketerApplication(id: $id, approve: $approve, reason: $reason) {
  __typename ... on MarketerApplication { id status decisionReason } ${ERROR} } }`;
const BALANCE = `query($id: ID!) { marketerCommissions(id: $id) { totalKobo pendingKobo approvedKobo paidKobo } }`;
const PAYOUT = `mutation($marketerId: ID!, $amountKobo: SafeInt!, $reference: String!) { recordCommissionPayout(marketerId: $marketerId, amountKobo: $amountKobo, reference: $reference) {
  __typename ... on CommissionPayout { id amountKobo } ${ERROR} } }`;

const newPerson = (email: string, extra: Record<string, unknown> = {}) => ({ firstName: 'Ngozi', lastName: 'Eze', email, phoneNumber: '0809 111 2222', address: '3 Adeola Odeku, Victoria Island', ...extra });

/**
 * The marketer portal, applications and payouts over GraphQL, and the legacy performance,
 * customers and commissions paths (issue 13): who may do what, with every role and another
 * marketer's ids, and a referred customer's payment showing up as the marketer's commission.
 */
describe('the marketer portal', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let ada: SignedUp; // marketer
  let ben: SignedUp; // another marketer
  let adaCode: string;
  let referredId: string;

  /** A customer account promoted by the admin: it keeps its password and token. */
  async function marketer(email: string): Promise<{ u: SignedUp; code: string }> {
    const u = await signUpAs(t, email);
    const k = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Ada', lastName: 'Obi', email, phoneNumber: '0803 444 5555', companyName: `${email} Ltd` });
    return { u, code: k.referralCode };
  }

  beforeAll(async () => {
    t = await startTestSystem();
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    customer = await signUpAs(t, 'customer@example.ng');
    ({ u: ada, code: adaCode } = await marketer('ada@example.ng'));
    ({ u: ben } = await marketer('ben@example.ng'));
  });
  afterAll(() => t.stop());

  it('registers a customer linked to the marketer, who is e-mailed a link to set a password (no password in clear)', async () => {
    const res = await gql(t.http, REGISTER_CUSTOMER, { input: newPerson('ngozi@example.ng') }, ada.token);
    expect(res.data!.registerReferredCustomer).toMatchObject({ __typename: 'ReferredCustomer', name: 'Ngozi Eze', referralStatus: 'Pending' });
    const user = await t.system.dataSource.manager.findOneByOrFail(UserRow, { email: 'ngozi@example.ng' });
    expect(user.referralCodeUsed).toBe(adaCode);
    expect(await t.system.dataSource.manager.findBy(UserRoleRow, { userId: user.id })).toMatchObject([{ role: 'Customer' }]);
    await t.system.jobs.drain();
    const mail = (await t.outbox()).find((m) => m.to === 'ngozi@example.ng');
    expect(mail).toMatchObject({ subject: 'Welcome to Food Savings: set your password' });
    expect(mail!.text).toContain('/reset-password?');

    const missing = await gql(t.http, REGISTER_CUSTOMER, { input: newPerson('x@example.ng', { address: ' ', phoneNumber: '123' }) }, ada.token);
    expect(missing.data!.registerReferredCustomer).toMatchObject({
      errorCode: 'VALIDATION',
      fieldErrors: [
        { field: 'phoneNumber', message: expect.any(String) },
        { field: 'address', message: 'Address is required' },
      ],
    });
    // A taken e-mail: exactly what sign-up answers, no more.
    const taken = await gql(t.http, REGISTER_CUSTOMER, { input: newPerson('customer@example.ng') }, ada.token);
    const signUp = await gql(t.http, REGISTER, { input: newCustomer('customer@example.ng') });
    expect(taken.data!.registerReferredCustomer).toEqual({ ...signUp.data!.register, __typename: 'ErrorResult' });
    expect(taken.data!.registerReferredCustomer).toMatchObject({ errorCode: 'EMAIL_TAKEN', message: 'An account with this email already exists', fieldErrors: [{ field: 'email' }] });
  });

  it("shows the marketer their customers and a referred customer's first instalment as Pending commission; another marketer sees none of it", async () => {
    // Her own phone number: one shared with the marketer would make her their second account (no commission, issue 26).
    const reg = await gql(t.http, REGISTER, { input: newCustomer('kemi@example.ng', { referralCode: adaCode, phoneNumber: '0807 123 4567' }) });
    const kemi = reg.data!.register as { token: string; user: { id: string } };
    referredId = kemi.user.id;
    const pack = await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 });
    const actor = { userId: kemi.user.id, roles: ['Customer' as const] };
    const c = await t.system.services.checkouts.start(t.context(actor), { foodPackId: pack.id, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success');
    await t.system.services.payments.confirmPayment(t.context(actor), c.reference);
    await t.system.jobs.drain();

    const profile = (await gql(t.http, PROFILE, {}, ada.token)).data!.myMarketerProfile;
    expect(profile).toMatchObject({ activeCustomers: 1, marketer: { status: 'Active', referralCode: adaCode, totalCustomers: 2 }, summary: { totalKobo: 300_000, pendingKobo: 300_000, approvedKobo: 0 } });
    expect(profile.marketer.referralLink).toBe(`${t.baseUrl}/register?ref=${adaCode}`);
    expect(profile.summary.byMonth).toHaveLength(6);
    expect(profile.summary.byMonth[5].amountKobo).toBe(300_000);

    const customers = (await gql(t.http, MY_CUSTOMERS, {}, ada.token)).data!.myReferredCustomers;
    // Newest first, but both may have registered within the same second (registration times are kept to the second).
    expect(customers.items.map((c: { email: string; referralStatus: string }) => [c.email, c.referralStatus]).sort()).toEqual([
      ['kemi@example.ng', 'Active'],
      ['ngozi@example.ng', 'Pending'],
    ]);
    const commissions = (await gql(t.http, MY_COMMISSIONS, { customerId: referredId }, ada.token)).data!.myCommissions;
    // Masked on the server: enough to tell two Kemi Balogun apart, never the number itself.
    expect(commissions.items[0].customerContact).toBe('0807 *** 4567');
    expect(JSON.stringify(commissions)).not.toMatch(/2348071234567|kemi@example\.ng/);
    expect(commissions).toMatchObject({ totalCount: 1, items: [{ customerName: 'Kemi Balogun', totalKobo: 300_000, count: 1, commissions: [{ kind: 'Accrual', amountKobo: 300_000, baseKobo: 3_000_000, rate: 0.1, status: 'Pending', paidAt: null }] }] });

    expect((await gql(t.http, MY_CUSTOMERS, {}, ben.token)).data!.myReferredCustomers).toEqual({ totalCount: 0, items: [] });
    expect((await gql(t.http, MY_COMMISSIONS, { customerId: referredId }, ben.token)).data!.myCommissions).toEqual({ totalCount: 0, items: [] });
  });

  it('lets an admin read the balance; a payout of Pending commission is refused', async () => {
    expect((await gql(t.http, BALANCE, { id: ada.userId }, admin.token)).data!.marketerCommissions).toEqual({ totalKobo: 300_000, pendingKobo: 300_000, approvedKobo: 0, paidKobo: 0 });
    const res = await gql(t.http, PAYOUT, { marketerId: ada.userId, amountKobo: 300_000, reference: 'TRF-9' }, admin.token);
    expect(res.data!.recordCommissionPayout).toMatchObject({ errorCode: 'NOTHING_TO_PAY' });
    expect(await t.system.dataSource.manager.count(CommissionPayoutRow)).toBe(0);
  });

  it('refuses an Inactive marketer the portal and their legacy self-service paths (FORBIDDEN / 403 tagged MARKETER_INACTIVE, nothing stored), keeps their customer side, and reactivating restores it at once', async () => {
    const ME = `query { me { id marketerActive } }`;
    const INACTIVE = 'Your marketer account is inactive. Please contact support.';
    expect((await gql(t.http, ME, {}, ada.token)).data!.me.marketerActive).toBe(true);
    expect((await gql(t.http, ME, {}, customer.token)).data!.me.marketerActive).toBeNull();
    await t.system.services.marketers.setStatus(t.context(admin.actor), ada.userId, 'Inactive');
    try {
      for (const [name, operation, variables] of [
        ['myMarketerProfile', PROFILE, {}],
        ['myReferredCustomers', MY_CUSTOMERS, {}],
        ['myCommissions', MY_COMMISSIONS, {}],
        ['registerReferredCustomer', REGISTER_CUSTOMER, { input: newPerson('late@example.ng') }],
      ] as const) {
        const res = await gql(t.http, operation, variables, ada.token);
        const [error] = res.errors ?? [];
        expect({ name, code: error?.extensions?.code, reason: error?.extensions?.reason, message: error?.message, data: res.data?.[name] ?? null }).toEqual({
          name,
          code: 'FORBIDDEN',
          reason: 'MARKETER_INACTIVE',
          message: INACTIVE,
          data: null,
        });
      }
      expect(await t.system.dataSource.manager.existsBy(UserRow, { email: 'late@example.ng' })).toBe(false);
      for (const path of ['performance', 'customers', 'commissions']) {
        const own = await t.http.get(`/api/marketer/${ada.userId}/${path}`).set('authorization', `Bearer ${ada.token}`);
        expect({ path, status: own.status, success: own.body.success, message: own.body.message, errorCode: own.body.data?.errorCode }).toEqual({
          path,
          status: 403,
          success: false,
          message: INACTIVE,
          errorCode: 'MARKETER_INACTIVE',
        });
        expect((await t.http.get(`/api/marketer/${ada.userId}/${path}`).set('authorization', `Bearer ${admin.token}`)).status).toBe(200);
      }
      // Still signed in as a customer: their profile and their own account work.
      expect((await gql(t.http, ME, {}, ada.token)).data!.me).toEqual({ id: ada.userId, marketerActive: false });
      expect((await gql(t.http, MY_APPLICATION, {}, ada.token)).errors).toBeUndefined();
    } finally {
      await t.system.services.marketers.setStatus(t.context(admin.actor), ada.userId, 'Active');
    }
    expect((await gql(t.http, PROFILE, {}, ada.token)).data!.myMarketerProfile.marketer.status).toBe('Active');
    expect((await t.http.get(`/api/marketer/${ada.userId}/performance`).set('authorization', `Bearer ${ada.token}`)).status).toBe(200);
  });

  describe('applications', () => {
    it('a customer applies once at a time; an admin declines with a reason, then approves a new application, which makes them a marketer', async () => {
      const applicant = await signUpAs(t, 'applicant@example.ng');
      const first = await gql(t.http, APPLY, { input: { companyName: 'Eze Foods', city: 'Yaba', website: 'ezefoods.ng' } }, applicant.token);
      expect(first.data!.applyToBecomeMarketer).toMatchObject({ __typename: 'MarketerApplication', status: 'Pending', companyName: 'Eze Foods' });
      expect((await gql(t.http, APPLY, { input: { companyName: 'Again' } }, applicant.token)).data!.applyToBecomeMarketer).toMatchObject({ errorCode: 'APPLICATION_PENDING' });
      expect((await gql(t.http, APPLY, { input: { companyName: ' ' } }, customer.token)).data!.applyToBecomeMarketer).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'companyName' }] });
      expect((await gql(t.http, APPLY, { input: { companyName: 'Mine' } }, ada.token)).data!.applyToBecomeMarketer).toMatchObject({ errorCode: 'ALREADY_MARKETER' });

      const pending = (await gql(t.http, APPLICATIONS, {}, admin.token)).data!.marketerApplications;
      expect(pending).toMatchObject({ totalCount: 1, items: [{ email: 'applicant@example.ng', companyName: 'Eze Foods', status: 'Pending' }] });
      const id = pending.items[0].id;
      expect((await gql(t.http, DECIDE, { id, approve: false }, admin.token)).data!.decideMarketerApplication).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'reason' }] });
      expect((await gql(t.http, DECIDE, { id, approve: false, reason: 'Tell us more about your customers' }, admin.token)).data!.decideMarketerApplication).toMatchObject({ status: 'Declined' });
      expect((await gql(t.http, DECIDE, { id, approve: true }, admin.token)).data!.decideMarketerApplication).toMatchObject({ errorCode: 'APPLICATION_DECIDED' });
      expect((await gql(t.http, MY_APPLICATION, {}, applicant.token)).data!.myMarketerApplication).toMatchObject({ status: 'Declined', decisionReason: 'Tell us more about your customers' });
      // Not (yet) a marketer: a plain FORBIDDEN, with no reason to tell apart.
      expect((await gql(t.http, PROFILE, {}, applicant.token)).errors?.[0].extensions).toEqual({ code: 'FORBIDDEN' });

      const second = (await gql(t.http, APPLY, { input: { companyName: 'Eze Foods', socialMediaHandle: '@ezefoods' } }, applicant.token)).data!.applyToBecomeMarketer;
      expect((await gql(t.http, DECIDE, { id: second.id, approve: true }, admin.token)).data!.decideMarketerApplication).toMatchObject({ status: 'Approved' });
      const portal = (await gql(t.http, PROFILE, {}, applicant.token)).data!.myMarketerProfile;
      expect(portal.marketer).toMatchObject({ companyName: 'Eze Foods', status: 'Active', referralCode: expect.stringMatching(/^[2-9A-Z]{8}$/) });
      expect(await t.system.dataSource.manager.findOneByOrFail(MarketerRow, { userId: applicant.userId })).toMatchObject({ commissionRateBp: 1_000, socialMediaHandle: '@ezefoods' });
      await t.system.jobs.drain();
      const subjects = (await t.outbox()).filter((m) => m.to === 'applicant@example.ng').map((m) => m.subject);
      expect(subjects).toEqual(expect.arrayContaining(['Your Food Savings marketer application', 'You are now a Food Savings marketer']));
      const audit = await t.system.dataSource.manager.findBy(AuditEntryRow, { targetId: applicant.userId });
      expect(audit.map((a) => a.action).sort()).toEqual(['marketer.application-approved', 'marketer.application-declined']);
    });
  });

  describe('who may do what', () => {
    const someone = '00000000-0000-4000-8000-000000000000';
    const snapshot = async () => {
      const m = t.system.dataSource.manager;
      return { users: await m.count(UserRow), applications: await m.find(MarketerApplicationRow, { order: { id: 'ASC' } }), entries: await m.count(CommissionEntryRow), payouts: await m.count(CommissionPayoutRow) };
    };
    const check = async (name: string, operation: string, variables: Record<string, unknown>, refused: [string, string | undefined, string][]) => {
      const before = await snapshot();
      for (const [who, token, code] of refused) {
        const res = await gql(t.http, operation, variables, token);
        expect({ who, code: res.errors?.[0].extensions?.code, data: res.data?.[name] ?? null }).toEqual({ who, code, data: null });
      }
      expect(await snapshot()).toEqual(before);
    };

    it.each([
      ['myMarketerProfile', PROFILE, {}],
      ['myReferredCustomers', MY_CUSTOMERS, {}],
      ['myCommissions', MY_COMMISSIONS, {}],
      ['registerReferredCustomer', REGISTER_CUSTOMER, { input: newPerson('sneaky@example.ng') }],
    ] as const)('%s: Marketer only (an admin without the role is refused too)', async (name, operation, variables) => {
      await check(name, operation, variables, [
        ['customer', customer.token, 'FORBIDDEN'],
        ['admin', admin.token, 'FORBIDDEN'],
        ['anonymous', undefined, 'UNAUTHENTICATED'],
      ]);
    });

    it.each([
      ['marketerApplications', APPLICATIONS, () => ({})],
      ['decideMarketerApplication', DECIDE, () => ({ id: someone, approve: true })],
      ['marketerCommissions', BALANCE, () => ({ id: ada.userId })],
      ['recordCommissionPayout', PAYOUT, () => ({ marketerId: ada.userId, amountKobo: 300_000, reference: 'X' })],
    ] as const)('%s: Admin only', async (name, operation, variables) => {
      await check(name, operation, variables(), [
        ['customer', customer.token, 'FORBIDDEN'],
        ['marketer', ada.token, 'FORBIDDEN'],
        ['anonymous', undefined, 'UNAUTHENTICATED'],
      ]);
    });

    it.each([
      ['myMarketerApplication', MY_APPLICATION, {}],
      ['applyToBecomeMarketer', APPLY, { input: { companyName: 'Sneaky' } }],
    ] as const)('%s: signed in only', async (name, operation, variables) => {
      await check(name, operation, variables, [['anonymous', undefined, 'UNAUTHENTICATED']]);
    });

    describe('the legacy paths: a marketer about themself, an admin about anyone; another marketer\'s id is "not found"', () => {
      const paths = ['performance', 'customers', 'commissions'];
      const get = (path: string, id: string, token?: string) => {
        const req = t.http.get(`/api/marketer/${id}/${path}`);
        return token ? req.set('authorization', `Bearer ${token}`) : req;
      };

      it.each(paths)('GET /api/marketer/{id}/%s', async (path) => {
        for (const [who, token, status] of [
          ['marketer themself', ada.token, 200],
          ['admin', admin.token, 200],
          ['another marketer', ben.token, 404],
          ['customer', customer.token, 403],
          ['anonymous', undefined, 401],
        ] as const) {
          const res = await get(path, ada.userId, token);
          expect({ who, status: res.status, success: res.body.success }).toEqual({ who, status, success: status === 200 });
          if (status !== 200) expect(res.body.data?.errorCode ?? null).toBe(status === 404 ? 'NOT_FOUND' : null);
        }
        expect((await get(path, someone, admin.token)).status).toBe(404);
      });

      it('answers the figures in naira in the original envelopes', async () => {
        const perf = await get('performance', ada.userId, ada.token);
        expect(perf.body.data).toEqual({ commission: 3_000, customers: 2, sales: 30_000 });
        const none = await get('performance', ada.userId, ada.token).query({ startDate: '2020-01-01', endDate: '2020-01-31' });
        expect(none.body.data).toEqual({ commission: 0, customers: 0, sales: 0 });
        const bad = await get('performance', ada.userId, ada.token).query({ startDate: 'soon' });
        expect([bad.status, bad.body.errors]).toEqual([400, ['startDate: startDate must be a date (YYYY-MM-DD) or an ISO date-time']]);
        const list = await get('commissions', ada.userId, ada.token);
        expect(list.body).toMatchObject({ success: true, totalCount: 1, data: [{ customerId: referredId, totalCommission: 3_000, commissions: [{ amount: 3_000, rate: 0.1, status: 'Pending', paymentDate: null }] }] });
        const customers = await get('customers', ada.userId, ada.token);
        expect(customers.body).toMatchObject({ success: true, totalCount: 2 });
      });
    });
  });
});

describe('registering customers is limited like sign-up (issue 26)', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite', env: { AUTH_LIMIT_PER_ADDRESS: '3', AUTH_LIMIT_WINDOW_MINUTES: '10' } });
  });
  afterAll(() => t.stop());

  it('per marketer and per address, counted with the address\'s sign-ups', async () => {
    const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    const rep = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Ada', lastName: 'Obi', email: 'rep@example.ng', phoneNumber: '0803 444 6666' });
    const actor = { userId: rep.userId, roles: ['Marketer' as const, 'Customer' as const] };
    const portal = t.system.services.marketerPortal;
    // From three addresses, so that only the marketer's own count is at stake.
    const from = (n: number) => ({ ...t.context(actor), ip: `10.1.0.${n}` });
    const answers: string[] = [];
    for (const [n, email] of [[1, 'new1@example.ng'], [2, 'admin@example.ng'], [3, 'rep@example.ng'], [4, 'new2@example.ng']] as const) {
      answers.push(await portal.registerCustomer(from(n), newPerson(email)).then(() => 'registered', (err: { code: string }) => err.code));
    }
    expect(answers).toEqual(['registered', 'EMAIL_TAKEN', 'EMAIL_TAKEN', 'RATE_LIMITED']);

    // Over GraphQL, from one address: the address's sign-ups count too (the admin's and Ben's so far: 1 left for anyone there).
    const ben = await signUpAs(t, 'ben@example.ng');
    await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Ben', lastName: 'Eze', email: 'ben@example.ng', phoneNumber: '0803 444 7777' });
    const taken = await gql(t.http, REGISTER_CUSTOMER, { input: newPerson('admin@example.ng') }, ben.token);
    expect(taken.data!.registerReferredCustomer).toMatchObject({ errorCode: 'EMAIL_TAKEN' });
    const over = await gql(t.http, REGISTER_CUSTOMER, { input: newPerson('new3@example.ng') }, ben.token);
    expect(over.data!.registerReferredCustomer).toEqual({ __typename: 'ErrorResult', errorCode: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 10 minutes.', fieldErrors: [] });
    const signUp = await gql(t.http, REGISTER, { input: newCustomer('new4@example.ng') });
    expect(signUp.data!.register).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });
});
