import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { UserRow } from '../../src/modules/user/user.entity';
import { gql, LOGIN, newCustomer, REGISTER, UPDATE_MY_PROFILE } from '../support/graphql';
import { resetLinkFrom, startTestSystem, type TestSystem } from '../support/test-system';

/**
 * What a hostile client tried against accounts (issue 10), over GraphQL and the legacy REST paths,
 * on MariaDB (utf8mb4_unicode_ci, as MySQL's `_ci` collations in production) and once with
 * production settings.
 */
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const RESET_SENT = 'If an account exists for this email, a password reset link is on its way.';

const CHANGE_PASSWORD = (alias: string, current: string, next: string) =>
  `${alias}: changeMyPassword(input: { currentPassword: ${JSON.stringify(current)}, newPassword: ${JSON.stringify(next)} }) { __typename ... on ErrorResult { errorCode message } }`;
const RESET_PASSWORD = /* GraphQL */ `
  mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename ... on Ack { message } ... on ErrorResult { errorCode message fieldErrors { field message } } } }
`;

async function register(t: TestSystem, email: string): Promise<{ token: string; id: string }> {
  const res = await gql(t.http, REGISTER, { input: newCustomer(email) });
  const payload = res.data!.register;
  if (payload.__typename !== 'AuthPayload') throw new Error(`register ${email}: ${JSON.stringify(res)}`);
  return { token: payload.token, id: payload.user.id };
}

const resetMailsTo = async (t: TestSystem, email: string) => (await t.outbox()).filter((m) => m.to === email && /reset/i.test(m.subject));

/** Five wrong passwords, then the right one under a look-alike spelling that MySQL's collation matches. */
async function expectLookAlikeLocked(t: TestSystem) {
  await register(t, 'thrive@example.ng');
  for (let i = 0; i < 5; i++) {
    const wrong = await gql(t.http, LOGIN, { input: { email: 'thrive@example.ng', password: `Wrong#${i}abc` } });
    expect(wrong.data!.login).toMatchObject({ __typename: 'ErrorResult', errorCode: 'INVALID_CREDENTIALS' });
  }
  for (const spelling of ['ţhrive@example.ng', 'THRÎVE@example.ng', 'thrive@example.ng']) {
    const res = await gql(t.http, LOGIN, { input: { email: spelling, password: 'Secret#2026' } });
    expect([spelling, res.data!.login]).toEqual([spelling, { __typename: 'ErrorResult', errorCode: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(TOO_MANY) }]);
  }
  const rest = await t.http.post('/api/Authentication/login').send({ email: 'ţhrivé@example.ng', password: 'Secret#2026' });
  expect([rest.status, rest.body.success, rest.body.message]).toEqual([400, false, expect.stringMatching(TOO_MANY)]);
}

describe('accounts against a hostile client, on MariaDB', () => {
  let t: TestSystem;
  // Aliases allowed past the request-level cap, to show each service limit holds on its own.
  beforeAll(async () => {
    t = await startTestSystem({ env: { GRAPHQL_MAX_ALIASES: '40' } });
  });
  afterAll(() => t.stop());
  afterEach(() => jest.restoreAllMocks());

  it('keeps a locked account locked whatever look-alike spelling of its e-mail signs in', async () => {
    await expectLookAlikeLocked(t);
  });

  it('checks at most five passwords of one account even when the tries arrive all at once', async () => {
    await register(t, 'parallel@example.ng');
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) => gql(t.http, LOGIN, { input: { email: 'parallel@example.ng', password: i === 11 ? 'Secret#2026' : `Wrong#${i}abc` } })),
    );
    const codes = tries.map((r) => r.data!.login.errorCode ?? r.data!.login.__typename);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS' || c === 'AuthPayload').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS').length).toBeGreaterThanOrEqual(7);
  });

  it('throttles wrong current passwords of changeMyPassword like sign-in: 30 aliases in one request find nothing', async () => {
    const me = await register(t, 'oracle@example.ng');
    const before = await t.system.dataSource.manager.findOneByOrFail(UserRow, { id: me.id });
    // The right password is the 30th guess.
    const guesses = Array.from({ length: 30 }, (_, i) => CHANGE_PASSWORD(`g${i}`, i === 29 ? 'Secret#2026' : `Guess#${i}abc`, 'Brand#New1'));
    const res = await gql(t.http, `mutation { ${guesses.join('\n')} }`, {}, me.token);
    const answers = Object.values(res.data!) as { errorCode: string; message: string }[];
    expect(answers.slice(0, 5).map((a) => a.errorCode)).toEqual(Array(5).fill('WRONG_PASSWORD'));
    for (const a of answers.slice(5)) expect(a).toEqual({ __typename: 'ErrorResult', errorCode: 'TOO_MANY_ATTEMPTS', message: expect.stringMatching(TOO_MANY) });
    const after = await t.system.dataSource.manager.findOneByOrFail(UserRow, { id: me.id });
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('hashes no password for a sign-up with a taken e-mail or a reset with a wrong token', async () => {
    await register(t, 'taken@example.ng');
    const hash = jest.spyOn(PasswordHasher.prototype, 'hash');
    const taken = (i: number) => `r${i}: register(input: { firstName: "Kemi", lastName: "Balogun", email: "taken@example.ng", phoneNumber: "08034445555", address: "9 Opebi Road", password: "Secret#${i}026", confirmedAdult: true, acceptTerms: true }) { __typename ... on ErrorResult { errorCode } }`;
    const res = await gql(t.http, `mutation { ${[0, 1, 2, 3, 4].map(taken).join('\n')} }`);
    expect(Object.values(res.data!)).toEqual(Array(5).fill({ __typename: 'ErrorResult', errorCode: 'EMAIL_TAKEN' }));
    const rest = await t.http.post('/api/Authentication/register').send(newCustomer('TAKEN@example.ng'));
    expect([rest.status, rest.body.message]).toEqual([400, 'An account with this email already exists']);

    const badToken = await gql(t.http, RESET_PASSWORD, { input: { email: 'taken@example.ng', token: 'a'.repeat(43), newPassword: 'Fresh#2027' } });
    expect(badToken.data!.resetPassword).toMatchObject({ __typename: 'ErrorResult', errorCode: 'INVALID_RESET_TOKEN' });
    const restReset = await t.http.post('/api/Authentication/reset-password').send({ email: 'taken@example.ng', token: 'b'.repeat(43), newPassword: 'Fresh#2027' });
    expect([restReset.status, restReset.body.message]).toEqual([400, 'The password reset link is invalid or has expired.']);
    expect(hash).not.toHaveBeenCalled();
  });

  it('sends at most 3 reset e-mails per account an hour, whatever is asked, and answers every request alike', async () => {
    await register(t, 'flooded@example.ng');
    const asks = Array.from({ length: 15 }, (_, i) => `a${i}: requestPasswordReset(email: "${i % 2 ? 'FLOODED' : 'flooded'}@example.ng") { ok message }`);
    const res = await gql(t.http, `mutation { ${asks.join('\n')} }`);
    expect(Object.values(res.data!)).toEqual(Array(15).fill({ ok: true, message: RESET_SENT }));
    const rest = await t.http.post('/api/Authentication/forgot-password').send({ email: 'ﬂooded@example.ng' });
    expect([rest.status, rest.body.message]).toEqual([200, RESET_SENT]);
    const mails = await resetMailsTo(t, 'flooded@example.ng');
    expect(mails).toHaveLength(3);
    // Only the newest of them works. Their jobs may finish in any order, so which outbox file is
    // newest says nothing: each link is tried, and exactly one resets the password.
    const answers: string[] = [];
    for (const mail of mails) {
      const reset = await gql(t.http, RESET_PASSWORD, { input: { ...resetLinkFrom([mail], 'flooded@example.ng'), newPassword: 'Fresh#2027' } });
      answers.push(reset.data!.resetPassword.__typename === 'Ack' ? 'Ack' : reset.data!.resetPassword.errorCode);
    }
    expect(answers.sort()).toEqual(['Ack', 'INVALID_RESET_TOKEN', 'INVALID_RESET_TOKEN']);
  });

  it('refuses common passwords, however disguised, on sign-up, reset and change, naming the field', async () => {
    for (const password of ['Password1!', 'P@ssw0rd', 'Welcome1!', 'Qwerty123!']) {
      const res = await gql(t.http, REGISTER, { input: newCustomer('common@example.ng', { password }) });
      expect([password, res.data!.register]).toEqual([password, { __typename: 'ErrorResult', errorCode: 'WEAK_PASSWORD', message: COMMON, fieldErrors: [{ field: 'password', message: COMMON }] }]);
    }
    const rest = await t.http.post('/api/Authentication/register').send(newCustomer('common@example.ng', { password: 'P@ssw0rd' }));
    expect([rest.status, rest.body.message, rest.body.errors]).toEqual([400, COMMON, [`password: ${COMMON}`]]);

    const me = await register(t, 'common@example.ng');
    const change = await gql(t.http, `mutation { ${CHANGE_PASSWORD('c', 'Secret#2026', 'Welcome1!')} }`, {}, me.token);
    expect(change.data!.c).toEqual({ __typename: 'ErrorResult', errorCode: 'WEAK_PASSWORD', message: COMMON });
    await gql(t.http, `mutation { requestPasswordReset(email: "common@example.ng") { ok } }`);
    const link = resetLinkFrom(await t.outbox(), 'common@example.ng');
    const reset = await gql(t.http, RESET_PASSWORD, { input: { ...link, newPassword: 'Qwerty123!' } });
    expect(reset.data!.resetPassword).toEqual({ __typename: 'ErrorResult', errorCode: 'WEAK_PASSWORD', message: COMMON, fieldErrors: [{ field: 'newPassword', message: COMMON }] });
    const restReset = await t.http.post('/api/Authentication/reset-password').send({ ...link, newPassword: 'Password1!' });
    expect([restReset.status, restReset.body.message]).toEqual([400, COMMON]);
  });

  it('refuses line breaks and control characters in names and the address, and keeps them out of e-mails', async () => {
    const phishing = 'Ada\nURGENT: your account is locked, verify at http://evil.example';
    const res = await gql(t.http, REGISTER, { input: newCustomer('phish@example.ng', { firstName: phishing }) });
    expect(res.data!.register).toMatchObject({
      __typename: 'ErrorResult',
      fieldErrors: [{ field: 'firstName', message: 'First name must not contain line breaks or control characters' }],
    });
    const rest = await t.http.post('/api/Authentication/register').send(newCustomer('phish@example.ng', { lastName: 'Obi\u202e', address: '9 Opebi Road\r\nIkeja' }));
    expect([rest.status, rest.body.errors]).toEqual([
      400,
      ['lastName: Last name must not contain line breaks or control characters', 'address: Address must not contain line breaks or control characters'],
    ]);

    const me = await register(t, 'phish@example.ng');
    const edit = await gql(t.http, UPDATE_MY_PROFILE, { input: { firstName: phishing, lastName: 'Obi', email: 'phish@example.ng', phoneNumber: '08034445555', address: null } }, me.token);
    expect(edit.data!.updateMyProfile).toMatchObject({ __typename: 'ErrorResult', fieldErrors: [{ field: 'firstName', message: 'First name must not contain line breaks or control characters' }] });

    // A name stored before these rules still reaches the e-mail as one line.
    await t.system.dataSource.manager.update(UserRow, { id: me.id }, { firstName: phishing });
    await gql(t.http, `mutation { requestPasswordReset(email: "phish@example.ng") { ok } }`);
    const [mail] = await resetMailsTo(t, 'phish@example.ng');
    expect(mail.text.split('\n')[0]).toBe('Hello Ada URGENT: your account is locked, verify at http://evil.example,');
  });
});

describe('per-address limits on account actions', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite', env: { AUTH_LIMIT_PER_ADDRESS: '3', AUTH_LIMIT_WINDOW_MINUTES: '10' } });
  });
  afterAll(() => t.stop());

  it('limits sign-ups from one address, over GraphQL and REST (429)', async () => {
    await register(t, 'first@example.ng');
    for (let i = 0; i < 2; i++) {
      const taken = await gql(t.http, REGISTER, { input: newCustomer('first@example.ng') });
      expect(taken.data!.register).toMatchObject({ errorCode: 'EMAIL_TAKEN' });
    }
    const over = await gql(t.http, REGISTER, { input: newCustomer('fourth@example.ng') });
    expect(over.data!.register).toEqual({ __typename: 'ErrorResult', errorCode: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 10 minutes.', fieldErrors: [] });
    const rest = await t.http.post('/api/Authentication/register').send(newCustomer('fifth@example.ng'));
    expect([rest.status, rest.body.message]).toEqual([429, expect.stringMatching(TOO_MANY)]);
  });

  it('limits password resets and profile e-mail changes from one address', async () => {
    for (let i = 0; i < 3; i++) {
      const bad = await t.http.post('/api/Authentication/reset-password').send({ email: 'first@example.ng', token: `x${i}`.repeat(20), newPassword: 'Fresh#2027' });
      expect(bad.status).toBe(400);
    }
    const over = await gql(t.http, RESET_PASSWORD, { input: { email: 'first@example.ng', token: 'y'.repeat(40), newPassword: 'Fresh#2027' } });
    expect(over.data!.resetPassword).toMatchObject({ errorCode: 'RATE_LIMITED', message: expect.stringMatching(TOO_MANY) });

    const login = await gql(t.http, LOGIN, { input: { email: 'first@example.ng', password: 'Secret#2026' } });
    const token = login.data!.login.token as string;
    const profile = (email: string) => ({ firstName: 'Kemi', lastName: 'Balogun', email, phoneNumber: '08034445555', address: null });
    // Edits that keep the e-mail are not counted.
    for (let i = 0; i < 4; i++) expect((await gql(t.http, UPDATE_MY_PROFILE, { input: profile('first@example.ng') }, token)).data!.updateMyProfile.__typename).toBe('User');
    const answers = [];
    for (const email of ['a@example.ng', 'b@example.ng', 'c@example.ng', 'd@example.ng']) answers.push((await gql(t.http, UPDATE_MY_PROFILE, { input: profile(email) }, token)).data!.updateMyProfile);
    expect(answers.map((a) => a.errorCode ?? a.__typename)).toEqual(['User', 'User', 'User', 'RATE_LIMITED']);
  });

  it('drops reset requests past the address limit with the same answer', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await t.http.post('/api/Authentication/forgot-password').send({ email: 'first@example.ng' })).body.message);
    expect(answers).toEqual(Array(5).fill(RESET_SENT));
    expect(await resetMailsTo(t, 'd@example.ng')).toHaveLength(0); // the account's address is now d@
    const sent = await gql(t.http, `mutation { requestPasswordReset(email: "d@example.ng") { ok message } }`);
    expect(sent.data!.requestPasswordReset).toEqual({ ok: true, message: RESET_SENT });
    expect(await resetMailsTo(t, 'd@example.ng')).toHaveLength(0);
  });
});

describe('with production settings, on MariaDB', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({
      env: {
        NODE_ENV: 'production',
        PAYSTACK_SECRET_KEY: 'sk_test_prod',
        PAYSTACK_PUBLIC_KEY: 'pk_test_prod',
        PAYMENT_METHOD_KEY: 'p'.repeat(32),
        TERMII_API_KEY: 'tl_test_prod',
        TERMII_SENDER_ID: 'FoodSavings',
        // The timing below takes 90 reset requests from one address.
        AUTH_LIMIT_PER_ADDRESS: '1000',
      },
    });
  });
  afterAll(() => t.stop());

  it('keeps a locked account locked whatever look-alike spelling of its e-mail signs in', async () => {
    await expectLookAlikeLocked(t);
  });

  it('answers a reset request for a known e-mail as fast as for an unknown one', async () => {
    await register(t, 'timing@example.ng');
    const ask = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await t.http.post('/api/Authentication/forgot-password').send({ email });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      expect(res.body.message).toBe(RESET_SENT);
      // The work a request set off in the background is done before the next is timed.
      await t.system.jobs.drain();
      return ms;
    };
    for (let i = 0; i < 5; i++) await ask(i % 2 ? 'timing@example.ng' : `warm${i}@example.ng`);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 40; i++) {
      // Alternating which goes first, so neither side always follows the other.
      if (i % 2) {
        known.push(await ask('timing@example.ng'));
        unknown.push(await ask(`ghost${i}@example.ng`));
      } else {
        unknown.push(await ask(`ghost${i}@example.ng`));
        known.push(await ask('timing@example.ng'));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(3); // it was 7-10 ms when the known path wrote a token first
  });
});
