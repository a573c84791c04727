import { startTestSystem, type TestSystem } from '../support/test-system';
import { newCustomer } from '../support/graphql';
import { resetLinkFrom } from '../support/test-system';

/** Section 7's four Authentication paths, in the original server's envelope. */
describe('legacy /api/Authentication paths', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.stop());

  const envelope = { success: expect.any(Boolean), message: expect.any(String), timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };

  it('registers with the specification\'s fields and answers user, roles and a token claim', async () => {
    const res = await t.http.post('/api/Authentication/register').send(newCustomer('legacy@example.ng', { referralCode: 'REF9' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...envelope, success: true, errors: null });
    expect(res.body.data).toMatchObject({
      success: true,
      user: { email: 'legacy@example.ng', firstName: 'Kemi', phoneNumber: '2348034445555', address: '9 Opebi Road, Ikeja', referralCode: 'REF9' },
      roles: ['Customer'],
      errorMessage: null,
    });
    expect(res.body.data.user.passwordHash).toBeUndefined();
    expect(res.body.data.claims.find((c: { type: string }) => c.type === 'token').value.split('.')).toHaveLength(3);
  });

  it('refuses a taken e-mail with 400, a readable message and data.errorMessage', async () => {
    const res = await t.http.post('/api/authentication/REGISTER').send(newCustomer('LEGACY@example.ng'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ...envelope, success: false, message: 'An account with this email already exists', data: { success: false, errorMessage: 'An account with this email already exists' } });
    expect(res.body.errors).toEqual(['email: An account with this email already exists']);
  });

  it('logs in on any casing of the path, and the token works on GraphQL', async () => {
    const res = await t.http.post('/API/authentication/Login').send({ email: 'legacy@example.ng', password: 'Secret#2026' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ success: true, roles: ['Customer'], user: { email: 'legacy@example.ng' } });
    const token = res.body.data.claims.find((c: { type: string }) => c.type === 'token').value;
    const me = await t.http.post('/graphql').set('authorization', `Bearer ${token}`).send({ query: '{ me { email } }' });
    expect(me.body.data.me.email).toBe('legacy@example.ng');
  });

  it('refuses a wrong password with 400 and the login failure message', async () => {
    const res = await t.http.post('/api/Authentication/login').send({ email: 'legacy@example.ng', password: 'Wrong#2026' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Invalid email or password', data: { success: false, errorMessage: 'Invalid email or password' } });
  });

  it('refuses missing fields, naming them', async () => {
    const res = await t.http.post('/api/Authentication/login').send({ email: 'legacy@example.ng' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(['password: Password is required']);
  });

  it('refuses a body that is not JSON with 400 in the envelope', async () => {
    const res = await t.http.post('/api/Authentication/login').set('content-type', 'application/json').send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
  });

  it('sends a reset link through forgot-password and resets through reset-password', async () => {
    const forgot = await t.http.post('/api/Authentication/forgot-password').send({ email: 'legacy@example.ng' });
    expect(forgot.status).toBe(200);
    expect(forgot.body.success).toBe(true);
    const unknown = await t.http.post('/api/Authentication/forgot-password').send({ email: 'nobody@example.ng' });
    expect(unknown.body.message).toBe(forgot.body.message);

    const link = resetLinkFrom(await t.outbox(), 'legacy@example.ng');
    const reset = await t.http.post('/api/Authentication/reset-password').send({ email: link.email, token: link.token, newPassword: 'Renewed#2026' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ success: true, message: 'Password reset successful' });
    const reused = await t.http.post('/api/Authentication/reset-password').send({ email: link.email, token: link.token, newPassword: 'Again#20266' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('The password reset link is invalid or has expired.');
    const login = await t.http.post('/api/Authentication/login').send({ email: 'legacy@example.ng', password: 'Renewed#2026' });
    expect(login.body.success).toBe(true);
  });

  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await t.http.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, data: null });
  });
});
