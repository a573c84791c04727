import { gql, LOGIN, ME, newCustomer, REGISTER } from '../support/graphql';
import { resetLinkFrom, startTestSystem, type TestSystem } from '../support/test-system';
import { SessionTokens } from '../../src/common/session-token';

const LOGOUT = /* GraphQL */ `mutation { logout { ok message } }`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { __typename ... on Ack { ok } ... on ErrorResult { errorCode } } }
`;
const HOUR = 3600_000;

/** Sessions end when the user logs out or their password changes, and last a day unless used. */
describe('sessions', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.stop());

  async function register(email: string): Promise<{ token: string; id: string; expiresAt: string }> {
    const reg = await gql(t.http, REGISTER, { input: newCustomer(email) });
    const { token, expiresAt, user } = reg.data!.register;
    return { token, expiresAt, id: user.id };
  }
  async function login(email: string, password = 'Secret#2026'): Promise<string> {
    return (await gql(t.http, LOGIN, { input: { email, password } })).data!.login.token;
  }
  const meCode = async (token: string) => {
    const res = await gql(t.http, ME, {}, token);
    return res.data?.me ? 'OK' : res.errors![0].extensions!.code;
  };
  const legacyStatus = async (token: string) => (await t.http.get('/api/SavingsPlan').set('authorization', `Bearer ${token}`)).status;

  it('issues tokens that live 24 hours', async () => {
    const before = Date.now();
    const { expiresAt } = await register('day@example.ng');
    expect(Date.parse(expiresAt) - before).toBeGreaterThan(23.9 * HOUR);
    expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(24 * HOUR + 1000);
  });

  it('logout over GraphQL ends every session of that user, on both APIs, and only theirs', async () => {
    const { token: phone } = await register('bye@example.ng');
    const laptop = await login('bye@example.ng');
    const { token: other } = await register('stays@example.ng');
    expect(await meCode(phone)).toBe('OK');

    const out = await gql(t.http, LOGOUT, {}, phone);
    expect(out.data!.logout).toEqual({ ok: true, message: 'You have been logged out.' });
    expect(await meCode(phone)).toBe('UNAUTHENTICATED');
    expect(await meCode(laptop)).toBe('UNAUTHENTICATED');
    expect(await legacyStatus(laptop)).toBe(401);
    expect(await meCode(other)).toBe('OK');

    // Logging out again, or without a session, answers the same and changes nothing.
    expect((await gql(t.http, LOGOUT, {}, phone)).data!.logout.ok).toBe(true);
    expect((await gql(t.http, LOGOUT)).data!.logout.ok).toBe(true);
    expect(await meCode(await login('bye@example.ng'))).toBe('OK');
  });

  it('POST /api/Authentication/logout ends the session in the legacy envelope', async () => {
    const { token } = await register('legacy-bye@example.ng');
    expect(await legacyStatus(token)).toBe(200);
    const res = await t.http.post('/api/Authentication/logout').set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'You have been logged out.' });
    expect(await legacyStatus(token)).toBe(401);
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
  });

  it('a password change ends the other sessions and hands this one a fresh token', async () => {
    const { token: here } = await register('change@example.ng');
    const elsewhere = await login('change@example.ng');
    const res = await t.http
      .post('/graphql')
      .set('authorization', `Bearer ${here}`)
      .send({ query: CHANGE_PASSWORD, variables: { input: { currentPassword: 'Secret#2026', newPassword: 'Another#2027' } } });
    expect(res.body.data.changeMyPassword).toEqual({ __typename: 'Ack', ok: true });
    const fresh = res.headers['x-session-token'];
    expect(fresh).toEqual(expect.any(String));
    expect(Date.parse(res.headers['x-session-expires'])).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(await meCode(elsewhere)).toBe('UNAUTHENTICATED');
    expect(await meCode(here)).toBe('UNAUTHENTICATED');
    expect(await meCode(fresh)).toBe('OK');
  });

  it('a password reset ends every session', async () => {
    const { token } = await register('reset@example.ng');
    await gql(t.http, `mutation { requestPasswordReset(email: "reset@example.ng") { ok } }`);
    const link = resetLinkFrom(await t.outbox(), 'reset@example.ng');
    const reset = await gql(t.http, `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename } }`, {
      input: { ...link, newPassword: 'Reset#Value2027' },
    });
    expect(reset.data!.resetPassword.__typename).toBe('Ack');
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
    expect(await legacyStatus(token)).toBe(401);
  });

  it('re-issues the token of an active user past half its life, on GraphQL and the legacy API', async () => {
    const { id } = await register('active@example.ng');
    // A token this user got 13 hours ago, signed as the API signs them.
    const tokens = new SessionTokens(t.system.config.jwtSecret, t.system.config.jwtTtlSeconds);
    const aged = tokens.sign({ sub: id, roles: ['Customer'], ver: 0 }, new Date(Date.now() - 13 * HOUR)).token;
    const young = tokens.sign({ sub: id, roles: ['Customer'], ver: 0 }, new Date(Date.now() - 11 * HOUR)).token;
    const stale = tokens.sign({ sub: id, roles: ['Customer'], ver: 0 }, new Date(Date.now() - 25 * HOUR)).token;

    const res = await t.http.post('/graphql').set('authorization', `Bearer ${aged}`).send({ query: ME });
    expect(res.body.data.me.id).toBe(id);
    const renewed = res.headers['x-session-token'];
    expect(renewed).toEqual(expect.any(String));
    expect(tokens.verify(renewed, new Date())!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(await meCode(renewed)).toBe('OK');

    const legacy = await t.http.get('/api/SavingsPlan').set('authorization', `Bearer ${aged}`);
    expect(legacy.headers['x-session-token']).toEqual(expect.any(String));

    const notYet = await t.http.post('/graphql').set('authorization', `Bearer ${young}`).send({ query: ME });
    expect(notYet.body.data.me.id).toBe(id);
    expect(notYet.headers['x-session-token']).toBeUndefined();

    expect(await meCode(stale)).toBe('UNAUTHENTICATED');
  });

  it('lets the browser read the renewed token from the answer', async () => {
    const res = await t.http.get('/healthz');
    expect(res.headers['access-control-expose-headers']).toContain('X-Session-Token');
  });
});
