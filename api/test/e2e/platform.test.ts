import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from '../../src/graphql/schema';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

describe('health, headers and jobs with MariaDB and Redis configured', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ redis: true, seedDemo: true });
  });
  afterAll(() => t.stop());

  it('answers /healthz and /readyz with the database and Redis checked, and the reconciliation backlog', async () => {
    expect((await t.http.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' }, backlog: { webhooks: 0, checkouts: 0, receipts: 0, refunds: 0, commissions: 0, 'fulfilment-notices': 0, 'reversal-notices': 0, 'credit-notices': 0, 'dedicated-accounts': 0, 'transfer-receipts': 0, 'transfer-checks': 0, 'marketer-nudges': 0 } });
  });

  it('tags every response with a request id and sends security headers', async () => {
    const res = await t.http.get('/healthz').set('x-request-id', 'trace-1234abcd');
    expect(res.headers['x-request-id']).toBe('trace-1234abcd');
    const fresh = await t.http.get('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fresh.headers['x-powered-by']).toBeUndefined();
  });

  it('seeds the demo accounts on request, and delivers e-mail through BullMQ', async () => {
    const login = await gql(t.http, `mutation { login(input: { email: "admin@demo.ng", password: "Demo@2026" }) { ... on AuthPayload { user { roles } } } }`);
    expect(login.data!.login.user.roles).toEqual(['Admin']);
    await gql(t.http, `mutation { requestPasswordReset(email: "customer@demo.ng") { ok } }`);
    const mails = await t.outbox();
    expect(mails.map((m) => m.to)).toEqual(['customer@demo.ng']);
    expect(mails[0].text).toMatch(/\/reset-password\?email=customer%40demo\.ng&token=[\w-]{43}/);
  });

  it('refuses a JSON body over the size limit', async () => {
    const res = await t.http.post('/api/Authentication/login').send({ email: 'x@example.ng', password: 'a'.repeat(200_000) });
    expect(res.status).toBe(413);
  });
});

describe('the committed schema.graphql', () => {
  it('is what the resolvers produce (run `npm run schema` after changing them)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(printAppSchema(await buildAppSchema()));
  });
});

describe('in production', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({
      database: 'sqlite',
      // ERROR_DETAILS is ignored in production: the masking below holds with it set.
      env: { NODE_ENV: 'production', ERROR_DETAILS: '1', GRAPHQL_MAX_COST: '20', PAYSTACK_SECRET_KEY: 'sk_test_prod', PAYSTACK_PUBLIC_KEY: 'pk_test_prod', PAYMENT_METHOD_KEY: 'p'.repeat(32), TERMII_API_KEY: 'tl_test_prod', TERMII_SENDER_ID: 'FoodSavings' },
    });
  });
  afterAll(() => t.stop());

  it('never mounts the Paystack stand-in', async () => {
    expect(t.system.config.paystack).toMatchObject({ standIn: false, baseUrl: 'https://api.paystack.co' });
    expect(t.system.fakePaystack).toBeUndefined();
    const res = await t.http.post('/fake-paystack/transaction/initialize').set('authorization', 'Bearer sk_test_prod').send({ email: 'a@b.ng', amount: 100 });
    expect(res.status).toBe(404);
    expect(res.body?.status).toBeUndefined();
  });

  it('lets the browser load Paystack\'s InlineJS and its checkout frame, and nothing else from outside', async () => {
    const csp = (await t.http.get('/healthz')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.paystack.co");
    expect(csp).toContain("frame-src 'self' https://checkout.paystack.com");
    expect(csp).toContain("connect-src 'self' https://api.paystack.co");
  });

  it('turns introspection off', async () => {
    const res = await gql(t.http, '{ __schema { queryType { name } } }');
    expect(res.errors![0].message).toMatch(/introspection/i);
  });

  it('refuses an operation over the cost limit', async () => {
    const fields = Array.from({ length: 6 }, (_, i) => `a${i}: featuredFoodPacks { id }`).join(' ');
    const res = await gql(t.http, `{ ${fields} }`);
    expect(res.errors![0]).toMatchObject({ message: 'Query is too expensive: cost 24, limit 20', extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  const gqlWithId = (query: string, requestId: string, token?: string) => {
    const req = t.http.post('/graphql').set('x-request-id', requestId);
    if (token) req.set('authorization', `Bearer ${token}`);
    return req.send({ query });
  };

  it('masks an unexpected failure and gives the request id instead of details', async () => {
    const reg = await gql(t.http, `mutation { register(input: { firstName: "A", lastName: "B", email: "prod@example.ng", phoneNumber: "08030000009", address: "Yaba", password: "Secret#2026", confirmedAdult: true, acceptTerms: true }) { ... on AuthPayload { token } } }`);
    const token = reg.data!.register.token as string;
    await t.system.dataSource.query('DROP TABLE password_reset_tokens'); // the database fails under the resolver
    // (A reset request no longer reads the database: it only enqueues a job. A reset does.)
    const res = await gqlWithId(`mutation { resetPassword(input: { email: "prod@example.ng", token: "${'x'.repeat(43)}", newPassword: "Fresh#2027" }) { __typename } }`, 'support-ticket-42');
    expect(res.body.errors[0]).toEqual({ message: 'Internal server error', path: ['resetPassword'], extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'support-ticket-42' } });
    expect(JSON.stringify(res.body)).not.toMatch(/password_reset_tokens|stack/i);

    await t.system.dataSource.query('DROP TABLE user_roles'); // and under the authentication middleware
    const authFail = await gqlWithId('{ me { id } }', 'support-ticket-43', token);
    expect(authFail.status).toBe(500);
    expect(authFail.body.errors[0]).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'support-ticket-43' } });
  });
});

describe('in development (the embedded default)', () => {
  // A resolver failing on the database (its table dropped): an unexpected error.
  const failingReset = async (t: TestSystem) => {
    await t.system.dataSource.query('DROP TABLE IF EXISTS password_reset_tokens');
    return t.http.post('/graphql').set('x-request-id', 'dev-ticket-7').send({ query: `mutation { resetPassword(input: { email: "dev@example.ng", token: "${'x'.repeat(43)}", newPassword: "Fresh#2027" }) { __typename } }` });
  };
  const filePath = /(?:\/[\w.@-]+)+\.(?:ts|js|cjs|mjs)\b|node:internal/;

  describe('by default', () => {
    let t: TestSystem;
    beforeAll(async () => {
      t = await startTestSystem({ database: 'sqlite', env: { NODE_ENV: 'development' } });
    });
    afterAll(() => t.stop());

    it('sends no stack trace, file path or driver message with a GraphQL error, only the request id', async () => {
      const res = await failingReset(t);
      expect(res.body.errors[0]).toEqual({ message: 'Internal server error', path: ['resetPassword'], extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'dev-ticket-7' } });
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/stacktrace|password_reset_tokens/i);
      expect(text).not.toMatch(filePath);
    });

    it('sends none with a legacy route\'s error either', async () => {
      await t.system.dataSource.query('ALTER TABLE users RENAME TO users_gone'); // the sign-in's lookup fails
      const res = await t.http.post('/api/Authentication/login').send({ email: 'customer@example.ng', password: 'Secret#2026' });
      expect(res.status).toBe(500);
      const text = JSON.stringify(res.body);
      expect(text).toMatch(/Internal server error \(request [\w-]+\)/);
      expect(text).not.toMatch(/stack|users|SQLITE/i);
      expect(text).not.toMatch(filePath);
    });
  });

  describe('when a developer asks (ERROR_DETAILS=1, as `npm run dev` sets)', () => {
    let t: TestSystem;
    beforeAll(async () => {
      t = await startTestSystem({ database: 'sqlite', env: { NODE_ENV: 'development', ERROR_DETAILS: '1' } });
    });
    afterAll(() => t.stop());

    it('sends the message and the stack trace', async () => {
      const res = await failingReset(t);
      expect(res.body.errors[0].message).toMatch(/password_reset_tokens/);
      expect(res.body.errors[0].extensions.stacktrace.join('\n')).toMatch(filePath);
    });
  });
});
