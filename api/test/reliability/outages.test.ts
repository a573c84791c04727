import { performance } from 'node:perf_hooks';
import type { Response } from 'supertest';
import { ContactMessageRow } from '../../src/modules/contact/contact-message.entity';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs } from '../support/catalogue';
import { LOGIN } from '../support/graphql';
import { accessCodeOf, CONFIRM, createPack, postWebhook, saverWithPlan } from '../support/payments';
import { startPrivateMariaDb, startPrivateRedis, type PrivateMariaDb, type PrivateRedis } from '../support/private-services';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Redis and the database go down under load, and come back. Each runs on its own port and data
 * folder, started by this file (never the shared ones). Every request must answer within 2 s:
 * served when it can be, 503 with Retry-After when it cannot, never the driver's text; and
 * nothing is lost once the service is back.
 */
jest.setTimeout(120_000);

let db: PrivateMariaDb;
let redis: PrivateRedis;
let t: TestSystem;
let packId: string;
const PASSWORD = 'Secret#2026'; // newCustomer's
const PACKS = `query { foodPacks(page: 1, pageSize: 5) { totalCount items { id name } } }`;
const RESET = `mutation($email: String!) { requestPasswordReset(email: $email) { ok } }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename } }`;
const DRIVER_TEXT = /ECONNREFUSED|127\.0\.0\.1|ETIMEDOUT|Connection lost|Pool is closed|Stream isn't writeable|ioredis|mysql/i;

beforeAll(async () => {
  [db, redis] = await Promise.all([startPrivateMariaDb(), startPrivateRedis()]);
  t = await startTestSystem({ database: 'sqlite', redis: true, env: { DATABASE_URL: await db.createDatabase(), REDIS_URL: redis.url } });
  const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(60_000), durationMonths: 2 })).id;
});
afterAll(async () => {
  await t?.stop();
  await Promise.all([db?.destroy(), redis?.destroy()]);
});

const customerWithPlan = () => saverWithPlan(t, packId);

/** A request with its wall time; every request during an outage must answer within 2 s. */
async function timed(send: () => Promise<Response>): Promise<Response & { ms: number }> {
  const t0 = performance.now();
  const res = await send();
  const ms = performance.now() - t0;
  expect(ms).toBeLessThan(2_000);
  expect(JSON.stringify(res.body ?? res.text)).not.toMatch(DRIVER_TEXT);
  return Object.assign(res, { ms });
}
const graphql = (query: string, variables?: Record<string, unknown>, token?: string) =>
  timed(() => {
    const req = t.http.post('/graphql').set('content-type', 'application/json');
    if (token) req.set('authorization', `Bearer ${token}`);
    return req.send({ query, variables });
  });

async function until(ready: () => Promise<boolean>, ms = 20_000): Promise<number> {
  const t0 = performance.now();
  while (!(await ready())) {
    if (performance.now() - t0 > ms) throw new Error(`not back after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return performance.now() - t0;
}

const sweep = () => t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 3 * 60_000)));

describe('Redis down', () => {
  it('serves what it can, refuses fast what needs the queue, and loses no payment or receipt', async () => {
    const [a, b] = [await customerWithPlan(), await customerWithPlan()];
    await t.fake.complete(accessCodeOf(a.c.authorizationUrl), 'success', { webhook: false });
    await t.fake.complete(accessCodeOf(b.c.authorizationUrl), 'success', { webhook: false });
    await redis.stop();

    const ready = await timed(() => t.http.get('/readyz'));
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: 'ok', redis: 'unreachable' });

    // Reads and sign-in need no Redis (the throttle counts in memory meanwhile).
    expect((await graphql(PACKS)).body.data.foodPacks.totalCount).toBe(1);
    const wrong = await graphql(LOGIN, { input: { email: a.u.email, password: 'Wrong#2026x' } });
    expect(wrong.body.data.login.errorCode).toBe('INVALID_CREDENTIALS');
    expect((await graphql(LOGIN, { input: { email: a.u.email, password: PASSWORD } })).body.data.login.__typename).toBe('AuthPayload');

    // The browser's confirmation credits without the queue; its receipt waits for the sweep.
    const confirmed = await graphql(CONFIRM, { reference: a.c.reference }, a.u.token);
    expect(confirmed.body.data.confirmPayment).toMatchObject({ __typename: 'PaymentConfirmation', alreadyCredited: false });
    // A webhook that cannot be queued is still stored and answered 200.
    const { body, signature } = t.fake.signedWebhook(b.c.reference);
    const hook = await timed(() => postWebhook(t, body, signature));
    expect(hook.status).toBe(200);

    // What cannot be done without the queue says so, and keeps nothing half-done.
    const reset = await graphql(RESET, { email: a.u.email });
    expect(reset.status).toBe(503);
    expect(reset.headers['retry-after']).toBe('5');
    expect(reset.body.errors[0]).toMatchObject({ message: 'The service is temporarily unavailable. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const contact = await graphql(CONTACT, { input: { name: 'Ngozi Okafor', email: 'ngozi@example.ng', subject: 'Delivery to Lekki', message: 'Do you deliver to Lekki Phase 1 on Saturdays?' } });
    expect(contact.status).toBe(503);
    expect(await t.system.dataSource.manager.count(ContactMessageRow)).toBe(0);
    const legacy = await timed(() => t.http.post('/api/Authentication/forgot-password').send({ email: a.u.email }));
    expect(legacy.status).toBe(503);
    expect(legacy.body).toMatchObject({ success: false, message: 'The service is temporarily unavailable. Please try again in a moment.' });

    // A bounded burst of mixed requests, all answered within 2 s each.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 ? graphql(PACKS) : timed(() => t.http.get('/readyz')))));
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(20).fill(200), ...Array(10).fill(503)]);
    console.info(`Redis down: slowest of 30 requests ${Math.max(...burst.map((r) => r.ms)).toFixed(0)} ms`);

    await redis.start();
    const backMs = await until(async () => (await t.http.get('/readyz')).status === 200);
    console.info(`Redis back: ready again after ${backMs.toFixed(0)} ms`);
    expect((await graphql(RESET, { email: a.u.email })).body.data.requestPasswordReset.ok).toBe(true);

    const report = await sweep();
    expect(report).toMatchObject({ webhooksProcessed: 1, receiptsSent: 1 });
    await t.system.jobs.drain();
    for (const { c } of [a, b]) {
      expect(await t.system.dataSource.manager.count(PaymentRow, { where: { providerReference: c.reference } })).toBe(1);
      expect(await t.system.dataSource.manager.findOneByOrFail(SavingsPlanRow, { id: c.plan.id })).toMatchObject({ amountPaidKobo: naira(30_000) });
    }
    const receipts = (await t.outbox()).filter((m) => /^Payment received/.test(m.subject));
    expect(receipts.map((m) => m.to).sort()).toEqual([a.u.email, b.u.email].sort());
  });
});

describe('the database down', () => {
  it('answers 503 with Retry-After everywhere within 2 s, and recovers without a restart', async () => {
    const { u, c } = await customerWithPlan();
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    await db.stop();

    const ready = await timed(() => t.http.get('/readyz'));
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe('unreachable');
    expect((await timed(() => t.http.get('/healthz'))).status).toBe(200);

    const anonymous = await graphql(PACKS);
    expect(anonymous.status).toBe(503);
    expect(anonymous.headers['retry-after']).toBe('5');
    expect(anonymous.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    // Signed in: the session is checked against the database before GraphQL runs.
    const signedIn = await graphql(CONFIRM, { reference: c.reference }, u.token);
    expect(signedIn.status).toBe(503);
    expect(signedIn.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    const login = await graphql(LOGIN, { input: { email: u.email, password: PASSWORD } });
    expect(login.status).toBe(503);
    const legacy = await timed(() => t.http.get('/api/foodpack'));
    expect(legacy.status).toBe(503);
    expect(legacy.headers['retry-after']).toBe('5');
    expect(legacy.body).toMatchObject({ success: false, message: 'The service is temporarily unavailable. Please try again in a moment.' });
    // Paystack is told to deliver again later.
    const { body, signature } = t.fake.signedWebhook(c.reference);
    expect((await timed(() => postWebhook(t, body, signature))).status).toBe(503);

    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? graphql(PACKS) : timed(() => t.http.get('/api/foodpack')))));
    expect(burst.every((r) => r.status === 503)).toBe(true);
    console.info(`database down: slowest of 30 requests ${Math.max(...burst.map((r) => r.ms)).toFixed(0)} ms`);

    await db.start();
    const backMs = await until(async () => (await t.http.post('/graphql').send({ query: PACKS })).status === 200);
    console.info(`database back: serving again after ${backMs.toFixed(0)} ms`);
    expect((await t.http.get('/readyz')).status).toBe(200);
    // Paystack's redelivery is credited, once.
    expect((await postWebhook(t, body, signature)).status).toBe(200);
    await t.system.jobs.drain();
    const confirmed = await graphql(CONFIRM, { reference: c.reference }, u.token);
    expect(confirmed.body.data.confirmPayment).toMatchObject({ __typename: 'PaymentConfirmation', alreadyCredited: true });
    expect(await t.system.dataSource.manager.count(PaymentRow, { where: { providerReference: c.reference } })).toBe(1);
  });
});
