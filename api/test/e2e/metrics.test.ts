import { onScrape, SCRAPE_SOURCE_TIMEOUT_MS } from '../../src/common/metrics';
import { addDays, lagosDate, lagosStartOfDay } from '../../src/common/time';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * /metrics in Prometheus's text format (issue 30): after a payment, a reminder and a failed job,
 * each is counted under its name and labels; requests are timed by route pattern and GraphQL
 * operation, never by URL; the owed-work backlog is read on scrape. On the embedded database,
 * jobs in process (the counters are the same wherever the jobs run).
 */

/** The value of one sample in an exposition (0 when absent): `name{a="x",b="y"}`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(m[3]);
  }
  return 0;
}

describe('metrics for an operator, in development (open)', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let ada: SignedUp;
  let packId: string;
  const scrape = async () => {
    const res = await t.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite' });
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    ada = await signUpAs(t, 'ada@example.ng', 'Customer', { phoneNumber: '08031234567' });
    packId = (await createPack(t, admin, { priceKobo: naira(30_000), durationMonths: 1 })).id;
  });
  afterAll(() => t.stop());

  it('counts a payment credited (by channel), a reminder sent (by channel) and a failed job (by job name)', async () => {
    const before = await scrape();

    // A card payment, confirmed by the browser over GraphQL (a named operation).
    const at = (days: number, hour: number) => new Date(lagosStartOfDay(addDays(lagosDate(new Date()), days)).getTime() + hour * 3_600_000);
    const checkout = await t.system.services.checkouts.start(t.context(ada.actor, at(0, 10)), { foodPackId: packId, frequency: 'daily', preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(checkout.authorizationUrl), 'success', { webhook: false });
    const confirmed = await gql(t.http, 'mutation ConfirmPayment($reference: String!) { confirmPayment(reference: $reference) { __typename } }', { reference: checkout.reference }, ada.token);
    expect(confirmed.data!.confirmPayment.__typename).toBe('PaymentConfirmation');

    // The next day's instalment is due: its reminder goes by e-mail and SMS.
    const reminders = await t.system.services.reminders.sendDue(t.context(undefined, at(1, 9)));
    expect(reminders).toMatchObject({ emails: 1, sms: 1 });

    // The SMS provider refuses a message: the job fails (and the queue would retry it).
    await expect(t.system.handlers['sms.send']({ to: '2348031234567', text: ' ', key: 'refused' })).rejects.toThrow();
    await t.system.jobs.drain();

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(grew('food_savings_payments_credited_total', { channel: 'card', via: 'browser' })).toBe(1);
    expect(grew('food_savings_payments_credited_kobo_total', { channel: 'card' })).toBe(checkout.amountKobo);
    expect(grew('food_savings_reminders_sent_total', { channel: 'email' })).toBe(1);
    expect(grew('food_savings_reminders_sent_total', { channel: 'sms' })).toBe(1);
    expect(grew('food_savings_job_runs_total', { name: 'sms.send', outcome: 'failed' })).toBe(1);
    // The reminder's own messages and the receipt went out through their jobs.
    expect(grew('food_savings_job_runs_total', { name: 'sms.send', outcome: 'succeeded' })).toBe(1);
    expect(grew('food_savings_job_runs_total', { name: 'payments.send-receipt', outcome: 'succeeded' })).toBe(1);
    expect(grew('food_savings_job_duration_seconds_count', { name: 'sms.send' })).toBe(2);

    // Timed by operation name and outcome, and the HTTP request by route pattern and status class.
    expect(grew('food_savings_graphql_operation_duration_seconds_count', { operation: 'ConfirmPayment', outcome: 'ok' })).toBe(1);
    expect(grew('food_savings_http_request_duration_seconds_count', { method: 'POST', route: '/graphql', status: '2xx' })).toBeGreaterThanOrEqual(1);
    // Gauges read on scrape: every duty's backlog, and the database answered in time.
    expect(after).toMatch(/^food_savings_owed_work_backlog\{duty="receipts"\} 0$/m);
    expect(sample(after, 'food_savings_scrape_source_up', { source: 'owed-work' })).toBe(1);
    expect(sample(after, 'food_savings_scrape_source_up', { source: 'refunds-owed' })).toBe(1);
    // Node's own process metrics.
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('labels requests with the route pattern, never the URL, and groups unnamed and invalid GraphQL operations', async () => {
    const id = '00000000-0000-4000-8000-000000000123';
    await t.http.get(`/api/SavingsPlan/${id}`).set('authorization', `Bearer ${ada.token}`);
    await t.http.get(`/no-such-file-${id}.png`);
    expect((await gql(t.http, '{ featuredFoodPacks { id } }')).errors).toBeUndefined();
    await gql(t.http, 'query Broken { noSuchField }');
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(text).toMatch(/food_savings_http_request_duration_seconds_count\{method="GET",route="\/api\/SavingsPlan\/:id",status="\dxx"\} 1/);
    expect(sample(text, 'food_savings_graphql_operation_duration_seconds_count', { operation: '(anonymous)', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'food_savings_graphql_operation_duration_seconds_count', { operation: '(invalid)', outcome: 'invalid' })).toBe(1);
    expect(text).not.toContain('Broken');
  });

  it('never hangs on a figure the database does not give in time: it is reported down, the rest is served', async () => {
    const remove = onScrape('stuck', () => new Promise(() => undefined));
    try {
      const started = Date.now();
      const text = await scrape();
      expect(Date.now() - started).toBeLessThan(SCRAPE_SOURCE_TIMEOUT_MS + 1_000);
      expect(sample(text, 'food_savings_scrape_source_up', { source: 'stuck' })).toBe(0);
      expect(sample(text, 'food_savings_scrape_source_up', { source: 'owed-work' })).toBe(1);
    } finally {
      remove();
    }
  });
});

describe('metrics in production', () => {
  const prodEnv = { NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_test_prod', PAYSTACK_PUBLIC_KEY: 'pk_test_prod', PAYMENT_METHOD_KEY: 'p'.repeat(32), TERMII_API_KEY: 'tl_test_prod', TERMII_SENDER_ID: 'FoodSavings' };

  it('are off (404) without METRICS_TOKEN, and need it as a Bearer token when set', async () => {
    const off = await startTestSystem({ database: 'sqlite', env: prodEnv });
    try {
      expect((await off.http.get('/metrics')).status).toBe(404);
      expect((await off.http.get('/metrics').set('authorization', 'Bearer anything-at-all-here')).status).toBe(404);
    } finally {
      await off.stop();
    }
    const token = 'scrape-token-0123456789';
    const guarded = await startTestSystem({ database: 'sqlite', env: { ...prodEnv, METRICS_TOKEN: token } });
    try {
      expect((await guarded.http.get('/metrics')).status).toBe(401);
      expect((await guarded.http.get('/metrics').set('authorization', 'Bearer scrape-token-9876543210')).status).toBe(401);
      const ok = await guarded.http.get('/metrics').set('authorization', `Bearer ${token}`);
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('food_savings_owed_work_backlog{duty="webhooks"} 0');
    } finally {
      await guarded.stop();
    }
  });
});
