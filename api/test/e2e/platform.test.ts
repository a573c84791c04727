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

  it('answers /healthz and /readyz with the database and Redis checked', async () => {
    expect((await t.http.get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.http.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
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
