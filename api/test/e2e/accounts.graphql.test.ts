import { TERMS_VERSION } from '../../src/modules/auth/domain/terms';
import { UserRow } from '../../src/modules/user/user.entity';
import { gql, LOGIN, ME, newCustomer, REGISTER, UPDATE_MY_PROFILE } from '../support/graphql';
import { resetLinkFrom, startTestSystem, type TestSystem } from '../support/test-system';

/** The whole account journey over GraphQL, on MariaDB and once on the embedded SQLite default. */
describe.each(['mysql', 'sqlite'] as const)('accounts over GraphQL on %s', (database) => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database });
  });
  afterAll(() => t.stop());

  it('registers, reads me, edits the profile, changes and resets the password', async () => {
    const reg = await gql(t.http, REGISTER, { input: newCustomer('Kemi@Example.ng', { referralCode: 'MKT1' }) });
    expect(reg.data!.register).toMatchObject({ __typename: 'AuthPayload', user: { email: 'kemi@example.ng', roles: ['Customer'], status: 'Active', referralCode: 'MKT1' } });
    const token = reg.data!.register.token as string;

    const me = await gql(t.http, ME, {}, token);
    expect(me.data!.me).toMatchObject({ firstName: 'Kemi', email: 'kemi@example.ng', address: '9 Opebi Road, Ikeja' });

    const edited = await gql(t.http, UPDATE_MY_PROFILE, { input: { firstName: 'Kemisola', lastName: 'Balogun', email: 'kemi@example.ng', phoneNumber: '08034445555', address: null } }, token);
    expect(edited.data!.updateMyProfile).toMatchObject({ __typename: 'User', firstName: 'Kemisola', address: null });
    expect((await gql(t.http, ME, {}, token)).data!.me.firstName).toBe('Kemisola');

    const changed = await gql(
      t.http,
      `mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { __typename ... on Ack { ok } ... on ErrorResult { errorCode } } }`,
      { input: { currentPassword: 'Secret#2026', newPassword: 'Second#2026' } },
      token,
    );
    expect(changed.data!.changeMyPassword).toEqual({ __typename: 'Ack', ok: true });

    const requested = await gql(t.http, `mutation { requestPasswordReset(email: "KEMI@example.ng") { ok message } }`);
    expect(requested.data!.requestPasswordReset.ok).toBe(true);
    const link = resetLinkFrom(await t.outbox(), 'kemi@example.ng');
    const reset = await gql(
      t.http,
      `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Ack { message } ... on ErrorResult { errorCode message } } }`,
      { input: { ...link, newPassword: 'Third#2026' } },
    );
    expect(reset.data!.resetPassword).toEqual({ __typename: 'Ack', message: 'You can now log in with your new password.' });

    const old = await gql(t.http, LOGIN, { input: { email: 'kemi@example.ng', password: 'Second#2026' } });
    expect(old.data!.login).toMatchObject({ __typename: 'ErrorResult', errorCode: 'INVALID_CREDENTIALS' });
    const fresh = await gql(t.http, LOGIN, { input: { email: 'kemi@example.ng', password: 'Third#2026' } });
    expect(fresh.data!.login).toMatchObject({ __typename: 'AuthPayload', user: { email: 'kemi@example.ng' } });
  });

  it("asks for 18 or older and the Terms at sign-up and records the Terms accepted; the original clients' path records nothing", async () => {
    const { confirmedAdult: _adult, acceptTerms: _terms, ...unticked } = newCustomer('young@example.ng');
    const refused = await gql(t.http, REGISTER, { input: { ...unticked, acceptTerms: true } });
    expect(refused.data!.register).toEqual({
      __typename: 'ErrorResult',
      errorCode: 'VALIDATION',
      message: 'Please confirm that you are 18 or older',
      fieldErrors: [{ field: 'confirmedAdult', message: 'Please confirm that you are 18 or older' }],
    });
    const neither = await gql(t.http, REGISTER, { input: { ...unticked, confirmedAdult: false } });
    expect(neither.data!.register.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['confirmedAdult', 'acceptTerms']);
    const users = t.system.dataSource.manager;
    expect(await users.countBy(UserRow, { email: 'young@example.ng' })).toBe(0);

    const before = Date.now();
    expect((await gql(t.http, REGISTER, { input: newCustomer('adult@example.ng') })).data!.register.__typename).toBe('AuthPayload');
    const adult = await users.findOneByOrFail(UserRow, { email: 'adult@example.ng' });
    expect(adult.termsVersion).toBe(TERMS_VERSION);
    expect(adult.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    // The original web client and app send neither box (issue 28): they still sign up, and nothing is recorded as accepted.
    const legacy = await t.http.post('/api/Authentication/register').send({ ...unticked, email: 'app@example.ng' });
    expect([legacy.status, legacy.body.success]).toEqual([200, true]);
    expect(await users.findOneByOrFail(UserRow, { email: 'app@example.ng' })).toMatchObject({ termsVersion: null, termsAcceptedAt: null });
  });

  it('answers the same for an unknown e-mail asking for a reset', async () => {
    const res = await gql(t.http, `mutation { requestPasswordReset(email: "nobody@example.ng") { ok message } }`);
    expect(res.data!.requestPasswordReset).toEqual({ ok: true, message: 'If an account exists for this email, a password reset link is on its way.' });
  });
});

describe('GraphQL authorization and input checks', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.stop());

  it('refuses me and profile edits without a token, or with a forged one', async () => {
    const anonymous = await gql(t.http, ME);
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const edit = await gql(t.http, UPDATE_MY_PROFILE, { input: { firstName: 'X', lastName: 'Y', email: 'x@example.ng', phoneNumber: '08030000000' } });
    expect(edit.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    const reg = await gql(t.http, REGISTER, { input: newCustomer('forge@example.ng') });
    const [header, , signature] = (reg.data!.register.token as string).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: reg.data!.register.user.id, roles: ['Admin'], exp: 9999999999 })).toString('base64url');
    const forged = await gql(t.http, ME, {}, `${header}.${forgedPayload}.${signature}`);
    expect(forged.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await gql(t.http, ME, {}, `${none}.${forgedPayload}.`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('lets a user change only their own profile: another user stays as they were', async () => {
    const a = (await gql(t.http, REGISTER, { input: newCustomer('alice@example.ng') })).data!.register;
    const b = (await gql(t.http, REGISTER, { input: newCustomer('bayo@example.ng') })).data!.register;
    // The input has no id: whatever B sends, only B's own row changes. An id smuggled in is refused.
    const smuggled = await gql(t.http, UPDATE_MY_PROFILE, { input: { id: a.user.id, firstName: 'Hacked', lastName: 'X', email: 'alice@example.ng', phoneNumber: '08030000000' } }, b.token);
    expect(smuggled.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    const takeover = await gql(t.http, UPDATE_MY_PROFILE, { input: { firstName: 'Hacked', lastName: 'X', email: 'alice@example.ng', phoneNumber: '08030000000' } }, b.token);
    expect(takeover.data!.updateMyProfile).toMatchObject({ __typename: 'ErrorResult', errorCode: 'EMAIL_TAKEN' });
    expect((await gql(t.http, ME, {}, a.token)).data!.me).toMatchObject({ firstName: 'Kemi', email: 'alice@example.ng' });
  });

  it('names the field and rule of malformed input', async () => {
    const res = await gql(t.http, REGISTER, { input: newCustomer('not-an-email') });
    expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'Enter a valid email address' }] });
  });

  it('returns a weak password as an ErrorResult naming the rules', async () => {
    const res = await gql(t.http, REGISTER, { input: newCustomer('weak@example.ng', { password: 'weakpass' }) });
    expect(res.data!.register).toMatchObject({ __typename: 'ErrorResult', errorCode: 'WEAK_PASSWORD', fieldErrors: [{ field: 'password' }] });
  });

  // (No valid query of today's schema nests deeper than 4: the depth limit itself is unit-tested
  // in query-limits.spec.ts.)
  it('refuses invalid nesting before anything runs, and batched requests', async () => {
    let deep = 'id';
    for (let i = 0; i < 12; i++) deep = `__typename me { ${deep} }`;
    const tooDeep = await t.http.post('/graphql').send({ query: `query { me { ${deep} } }` });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const batch = await t.http.post('/graphql').set('content-type', 'application/json').send([{ query: '{ __typename }' }, { query: '{ __typename }' }]);
    expect(batch.status).toBe(400);
  });
});
