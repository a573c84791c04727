import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import { BullJobQueue, QUEUE } from '../../src/jobs/queue';
import { TINY_PNG } from '../support/catalogue';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from '../support/databases';
import { LOGIN, newCustomer, REGISTER } from '../support/graphql';
import { accessCodeOf, CONFIRM, PAY_NEXT, START_PLAN } from '../support/payments';
import { deploymentEnv, freePort, runJob, startApi, startWorker, type ApiProc, type Proc } from '../support/processes';
import { seeded } from '../support/seeded';

/**
 * The money path across processes and crashes: two built API processes and two worker processes
 * share one fresh MariaDB database and the shared Redis (under this file's own queue prefix).
 *
 * 1. 100 customers pay at the Paystack stand-in; its signed webhooks reach API #1, which stores
 *    them and queues a job, while the workers are SIGKILLed and restarted 20 times. Only the
 *    webhooks, the workers and the sweep credit (nobody calls confirmPayment). Afterwards every
 *    payment is recorded once, every plan holds its first instalment and every receipt is sent
 *    once. (Before the money path was made crash-proof, 4 to 36 of 100 stayed uncredited.)
 * 2. One signed charge.success replayed 20 times at once across both APIs, with 20 browser
 *    confirmations and the worker's own job racing it, then 100 times in a row: one credit.
 * 3. Many payments into one plan at the same moment, and 20 customers confirming at the same
 *    moment: exact balances, no deadlock.
 * 4. The sign-in throttle counts failures across both APIs.
 */
jest.setTimeout(240_000);

const CUSTOMERS = 100;
const KILLS = 20;
const PASSWORD = 'Secret#2026'; // newCustomer's
const naira = (n: number) => n * 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------------------------ helpers

/** A GraphQL call over HTTP to one API process, as the web app makes it. */
async function gql(url: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as any;
  if (body.errors) throw new Error(`GraphQL errors from ${url}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Polls until `done()` or `ms` elapse; resolves with whether it got there and how long it took. */
async function until(done: () => Promise<boolean>, ms: number): Promise<{ ok: boolean; ms: number }> {
  const t0 = performance.now();
  for (;;) {
    if (await done()) return { ok: true, ms: performance.now() - t0 };
    if (performance.now() - t0 > ms) return { ok: false, ms: performance.now() - t0 };
    await sleep(250);
  }
}

/** Whether a payment's webhook event is applied and its receipt sent: what the jobs owe it, done. */
async function settledPayment(reference: string): Promise<boolean> {
  const [event] = await rows('SELECT processed_at FROM webhook_events WHERE reference = ?', [reference]);
  const [payment] = await rows('SELECT receipt_sent_at FROM payments WHERE provider_reference = ?', [reference]);
  return Boolean(event?.processed_at && payment?.receipt_sent_at);
}

async function rows<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [result] = await pool.query(sql, params);
  return result as T[];
}

/** `?, ?, ?` for an IN list. */
const marks = (list: readonly unknown[]) => list.map(() => '?').join(', ');

interface Customer {
  email: string;
  token: string;
  userId: string;
}

let customerCount = 0;
/** Registers a new customer at `api` (argon2: about 100 ms of CPU each). */
async function signUp(api: ApiProc, label: string): Promise<Customer> {
  const email = `${label}-${++customerCount}-${runId}@example.ng`;
  const { register } = await gql(api.url, REGISTER, { input: newCustomer(email) });
  expect(register.__typename).toBe('AuthPayload');
  return { email, token: register.token, userId: register.user.id };
}

interface Checkout {
  reference: string;
  accessCode: string;
  amountKobo: number;
  planId: string;
}

function checkoutOf(result: any): Checkout {
  expect(result.__typename).toBe('PaymentCheckout');
  return { reference: result.reference, accessCode: accessCodeOf(result.authorizationUrl), amountKobo: result.amountKobo, planId: result.plan.id };
}

async function startPlan(api: ApiProc, c: Customer, foodPackId: string, frequency: 'monthly' | 'daily' = 'monthly'): Promise<Checkout> {
  const data = await gql(api.url, START_PLAN, { input: { foodPackId, frequency, preference: 'manual', fulfilment: { method: 'pickup' } } }, c.token);
  return checkoutOf(data.startSavingsPlan);
}

/**
 * Pays a checkout with the stand-in's success card, as the test checkout page would. The stand-in
 * (inside API #1) answers only once its signed webhook has been answered by API #1.
 */
async function payAtStandIn(accessCode: string): Promise<{ webhookStatus: number | null }> {
  const res = await fetch(`${api1.url}/fake-paystack/checkout/${accessCode}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  const body = (await res.json()) as any;
  expect(body.data.status).toBe('success');
  return { webhookStatus: body.data.webhook?.http_status ?? null };
}

/** The stand-in's test secret, generated into the shared data folder by the first API process. */
const paystackSecret = () => readFileSync(path.join(dataDir, 'paystack-test-secret'), 'utf8').trim();

/**
 * The exact body the stand-in's charge.success webhook carries (fake-paystack.ts signedWebhook:
 * `{ event, data }` with data as verify reports it), signed as Paystack signs: hex HMAC-SHA512
 * of the raw body with the secret key.
 */
async function signedChargeSuccess(reference: string): Promise<{ body: string; signature: string }> {
  const secret = paystackSecret();
  const res = await fetch(`${api1.url}/fake-paystack/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${secret}` } });
  const { data } = (await res.json()) as any;
  const body = JSON.stringify({ event: 'charge.success', data });
  return { body, signature: createHmac('sha512', secret).update(body).digest('hex') };
}

function postWebhook(api: ApiProc, webhook: { body: string; signature: string }): Promise<number> {
  return fetch(`${api.url}/api/paystack/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': webhook.signature },
    body: webhook.body,
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
}

/** Receipts in the shared outbox, by payment id (the mailer names a keyed message by its key). */
function receiptFiles(): Map<string, { to: string; text: string }> {
  const dir = path.join(dataDir, 'outbox');
  const found = new Map<string, { to: string; text: string }>();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir)) {
    const m = /^receipt-(.+)\.json$/.exec(file);
    if (m) found.set(m[1], JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
  }
  return found;
}

/** Payment jobs still to run: waiting, running (or held by a dead worker until its lock lapses), or backing off. */
async function paymentJobsPending(): Promise<number> {
  const jobs = await queue.queue.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
  // The job schedulers keep a delayed job for their next tick: those are not work in progress.
  return jobs.filter((j) => j?.name === 'payments.process-webhook' || j?.name === 'payments.send-receipt').length;
}

/** How many times BullMQ found a job whose worker had died and gave it to another (its events stream). */
async function stalledJobs(): Promise<number> {
  const events = await redis.xrange(`${queuePrefix}:${QUEUE}:events`, '-', '+');
  return events.filter(([, fields]) => fields[0] === 'event' && fields[1] === 'stalled').length;
}

const paymentsCredited = async (references: string[]) =>
  (await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM payments WHERE provider_reference IN (${marks(references)})`, references))[0].n;
const receiptsSent = async (references: string[]) =>
  (await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM payments WHERE receipt_sent_at IS NOT NULL AND provider_reference IN (${marks(references)})`, references))[0].n;

/**
 * Holds both workers still (SIGSTOP), so that jobs queued meanwhile wait, then lets them go
 * (SIGCONT) at the moment of our choosing: their jobs then race whatever we send at once.
 */
const pauseWorkers = () => workers.forEach((w) => w.signal('SIGSTOP'));
const resumeWorkers = () => workers.forEach((w) => w.signal('SIGCONT'));

/** What every process has logged since `mark` (see `outputMark`). */
const outputMark = () => new Map(live().map((p) => [p, p.output().length]));
const outputSince = (mark: Map<Proc, number>) => live().map((p) => p.output().slice(mark.get(p) ?? 0)).join('');

// --------------------------------------------------------------------------------- deployment

const runId = randomBytes(4).toString('hex');
const queuePrefix = `crash-${runId}`;
let db: TestDatabase;
let pool: mysql.Pool;
let redis: Redis;
let queue: BullJobQueue;
let env: Record<string, string>;
let dataDir: string;
let api1: ApiProc;
let api2: ApiProc;
/** The two worker slots; a slot's process is replaced when it is killed. */
const workers: Proc[] = [];
/** Every process started here, so afterAll can kill whatever is still running. */
const started: Proc[] = [];
const live = () => started.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
let packId: string;
let dailyPackId: string;

async function worker(): Promise<Proc> {
  const proc = await startWorker(env);
  started.push(proc);
  return proc;
}

beforeAll(async () => {
  db = await createTestDatabase();
  pool = mysql.createPool({ uri: db.url, connectionLimit: 4 });
  redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  queue = new BullJobQueue(redis, queuePrefix);

  const port1 = await freePort();
  env = {
    // PUBLIC_URL is API #1 for every process: the stand-in lives in API #1's memory and sends its webhooks there.
    ...deploymentEnv({ databaseUrl: db.url, redisUrl: TEST_REDIS_URL, queuePrefix, publicUrl: `http://127.0.0.1:${port1}` }),
    // Only the worker processes run jobs.
    JOBS_IN_PROCESS: 'false',
    // Every customer here signs up from 127.0.0.1: well over the per-address sign-up limit.
    AUTH_LIMIT_PER_ADDRESS: '1000',
  };
  dataDir = env.DATA_DIR;
  // All four start at once on the fresh database and the empty data folder, as a scaled
  // deployment does: they take turns on the migrations and agree on the generated secrets.
  const [first, second, w1, w2] = await Promise.all([startApi(env, port1), startApi(env), worker(), worker()]);
  [api1, api2] = [first, second];
  started.push(api1, api2);
  workers.push(w1, w2);

  // An admin: registered like anyone, then granted the role in the database (as signUpAs does).
  const admin = await signUp(api1, 'admin');
  await pool.query('INSERT INTO user_roles (user_id, role, granted_at) VALUES (?, ?, ?)', [admin.userId, 'Admin', new Date()]);
  const upload = await fetch(`${api1.url}/api/uploads/food-pack-image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ imageBase64: TINY_PNG.toString('base64') }),
  }).then((r) => r.json() as Promise<any>);
  const createPack = async (input: Record<string, unknown>) => {
    const { createFoodPack } = await gql(
      api1.url,
      `mutation($input: CreateFoodPackInput!) { createFoodPack(input: $input) { __typename ... on FoodPack { id } ... on ErrorResult { errorCode message } } }`,
      { input: { description: 'Staples for a family', imageKey: upload.data.key, ...input } },
      admin.token,
    );
    expect(createFoodPack.__typename).toBe('FoodPack');
    return createFoodPack.id as string;
  };
  // Two monthly instalments of ₦30,000; and thirty daily ones of ₦1,000 for the one-plan test.
  packId = await createPack({ name: 'Family Foodstuff Pack', priceKobo: naira(60_000), durationMonths: 2 });
  dailyPackId = await createPack({ name: 'Daily Saver Pack', priceKobo: naira(30_000), durationMonths: 1 });
});

afterAll(async () => {
  // SIGKILL also ends a process held by SIGSTOP.
  await Promise.all(live().map((p) => p.kill()));
  await pool?.end();
  if (redis) {
    await queue?.close();
    // Only this file's keys (its queue prefix): the Redis is shared, never flushed.
    for await (const keys of redis.scanStream({ match: `${queuePrefix}:*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
    await redis.quit();
  }
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// ------------------------------------------------------------------------------------- tests

describe('workers killed while webhooks are processed', () => {
  it('credits all 100 payments once, each plan with its instalment, and sends 100 receipts once', async () => {
    const t0 = performance.now();
    const apis = [api1, api2];
    const seed = Date.now() % 1_000_000;
    const random = seeded(seed);

    // Sign-ups spend their time in argon2: a few at a time, alternating between the APIs.
    const customers = await mapLimit(Array.from({ length: CUSTOMERS }), 5, (_, i) => signUp(apis[i % 2], 'crash'));
    const checkouts = await mapLimit(customers, 5, (c, i) => startPlan(apis[i % 2], c, packId));
    const references = checkouts.map((c) => c.reference);
    const setupMs = performance.now() - t0;

    // 20 rounds: pay 5 plans, and 0-300 ms into the round (webhooks arriving, jobs running)
    // SIGKILL one worker, alternately; it restarts in the background while the next round runs.
    const t1 = performance.now();
    const restarting: (Promise<Proc> | undefined)[] = [undefined, undefined];
    const webhookStatuses: (number | null)[] = [];
    for (let round = 0; round < KILLS; round++) {
      const slot = round % 2;
      if (restarting[slot]) workers[slot] = await restarting[slot]!;
      const batch = checkouts.slice(round * 5, round * 5 + 5);
      const paying = Promise.all(batch.map((c) => payAtStandIn(c.accessCode)));
      await sleep(random.int(0, 300));
      await workers[slot].kill();
      restarting[slot] = worker();
      webhookStatuses.push(...(await paying).map((p) => p.webhookStatus));
    }
    for (const slot of [0, 1]) if (restarting[slot]) workers[slot] = await restarting[slot]!;
    const killLoopMs = performance.now() - t1;
    const creditedAfterKills = await paymentsCredited(references);

    // Jobs cut off by a kill come back when their lock lapses (15-45 s); what the queue still
    // leaves undone (a job failed for good) is the sweep's. Give the queue its chance first.
    const t2 = performance.now();
    const settled = await until(async () => (await paymentJobsPending()) === 0, 90_000);
    const creditedBeforeSweep = await paymentsCredited(references);
    const receiptsBeforeSweep = await receiptsSent(references);
    const failedJobs = (await queue.queue.getJobCounts('failed')).failed;
    const settleMs = performance.now() - t2;

    // The sweep, as the scheduler would run it, with its clock 3 minutes on so that everything
    // left behind is past its 60 s grace (the workers keep running meanwhile).
    const t3 = performance.now();
    const sweepOutput = await runJob(env, 'payments.reconcile', new Date(Date.now() + 3 * 60_000));
    const sweepCommandMs = performance.now() - t3;
    // Its one log line: `reconciliation repaired work left behind` (or `found nothing`) with its counts.
    const sweepLine = sweepOutput.split('\n').find((l) => l.includes('"msg":"reconciliation'));
    const { webhooksProcessed, checkoutsCredited, receiptsSent: sweptReceipts, ms: sweepRunMs } = sweepLine ? JSON.parse(sweepLine) : ({} as any);
    // Receipts of payments the sweep credited are queued for the workers: let them finish.
    await until(async () => (await receiptsSent(references)) === CUSTOMERS && (await paymentJobsPending()) === 0, 30_000);
    const sweepMs = performance.now() - t3;
    const creditedAfterSweep = await paymentsCredited(references);

    const retried = (await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM webhook_events WHERE attempts > 1`))[0].n;
    const stalled = await stalledJobs();
    console.info(
      `worker crashes (seed ${seed}): ${CUSTOMERS} customers and plans in ${(setupMs / 1000).toFixed(1)} s; ` +
        `${KILLS} kills over ${(killLoopMs / 1000).toFixed(1)} s (${webhookStatuses.filter((s) => s !== 200).length} webhook deliveries not answered 200); ` +
        `credited when the kills ended ${creditedAfterKills}/${CUSTOMERS}; ` +
        `queue ${settled.ok ? 'settled' : 'NOT settled'} after ${(settleMs / 1000).toFixed(1)} s with ${failedJobs} jobs failed for good; ` +
        `credited before the sweep ${creditedBeforeSweep} (receipts ${receiptsBeforeSweep}), by the sweep ${creditedAfterSweep - creditedBeforeSweep}; ` +
        `the sweep applied ${webhooksProcessed} webhook events, credited ${checkoutsCredited} open checkouts and sent ${sweptReceipts} receipts ` +
        `(run ${sweepRunMs} ms, command ${(sweepCommandMs / 1000).toFixed(1)} s, all receipts out ${(sweepMs / 1000).toFixed(1)} s after it started); ` +
        `jobs BullMQ found stalled (cut off by a kill) and ran again: ${stalled}; webhook events run more than once: ${retried}; total ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // Exactly one payment per checkout reference, and nothing else.
    const payments = await rows<{ id: string; provider_reference: string; plan_id: string; amount_kobo: number; overpayment_kobo: number; receipt_sent_at: Date | null }>(
      'SELECT id, provider_reference, plan_id, amount_kobo, overpayment_kobo, receipt_sent_at FROM payments',
    );
    expect(payments).toHaveLength(CUSTOMERS);
    expect(payments.map((p) => p.provider_reference).sort()).toEqual([...references].sort());
    expect(payments.filter((p) => Number(p.overpayment_kobo) !== 0)).toEqual([]);

    // Every plan holds exactly its first instalment, and that instalment is marked paid by its payment.
    const plans = await rows<{ id: string; amount_paid_kobo: number; status: string; paid: number; paid_by: string | null }>(
      `SELECT p.id, p.amount_paid_kobo, p.status,
              SUM(s.status = 'Paid') AS paid, MAX(CASE WHEN s.sequence = 1 THEN s.payment_id END) AS paid_by
         FROM savings_plans p JOIN payment_schedules s ON s.plan_id = p.id
        WHERE p.id IN (${marks(checkouts)}) GROUP BY p.id, p.amount_paid_kobo, p.status`,
      checkouts.map((c) => c.planId),
    );
    const byPlan = new Map(plans.map((p) => [p.id, p]));
    const paymentByReference = new Map(payments.map((p) => [p.provider_reference, p]));
    const wrong = checkouts.filter((c) => {
      const plan = byPlan.get(c.planId);
      return !plan || Number(plan.amount_paid_kobo) !== c.amountKobo || plan.status !== 'Active' || Number(plan.paid) !== 1 || plan.paid_by !== paymentByReference.get(c.reference)?.id;
    });
    expect(wrong).toEqual([]);
    expect(checkouts.every((c) => c.amountKobo === naira(30_000))).toBe(true);

    // Every receipt sent, once: one outbox file per payment, naming its reference, to its customer.
    expect(payments.filter((p) => p.receipt_sent_at === null)).toEqual([]);
    const receipts = receiptFiles();
    expect(receipts.size).toBe(CUSTOMERS);
    const emailByReference = new Map(checkouts.map((c, i) => [c.reference, customers[i].email]));
    for (const p of payments) {
      const receipt = receipts.get(p.id);
      expect(receipt?.text).toContain(`Reference: ${p.provider_reference}`);
      expect(receipt?.to).toBe(emailByReference.get(p.provider_reference));
    }
    // Every stored webhook event was applied in the end.
    expect(await rows(`SELECT id, attempts, error FROM webhook_events WHERE processed_at IS NULL`)).toEqual([]);
  });
});

describe('one webhook replayed across processes', () => {
  it('20 replays and 20 confirmations at once, then 100 replays: one payment, one schedule change, one receipt', async () => {
    const customer = await signUp(api2, 'replay');
    const checkout = await startPlan(api2, customer, packId);

    // The workers are held while the stand-in's own webhook is stored and queued, and let go as
    // the burst goes out: the worker's job, 20 replays and 20 confirmations all race to credit.
    pauseWorkers();
    let webhook: { body: string; signature: string };
    let burst: [number[], any[]];
    try {
      expect((await payAtStandIn(checkout.accessCode)).webhookStatus).toBe(200);
      webhook = await signedChargeSuccess(checkout.reference);
      const replays = Array.from({ length: 20 }, (_, i) => postWebhook(i % 2 ? api2 : api1, webhook));
      const confirmations = Array.from({ length: 20 }, (_, i) => gql((i % 2 ? api1 : api2).url, CONFIRM, { reference: checkout.reference }, customer.token));
      resumeWorkers();
      burst = await Promise.all([Promise.all(replays), Promise.all(confirmations)]);
    } finally {
      resumeWorkers();
    }
    const [replayStatuses, confirmed] = burst;
    expect(replayStatuses).toEqual(Array(20).fill(200));
    expect(confirmed.map((c) => c.confirmPayment.__typename)).toEqual(Array(20).fill('PaymentConfirmation'));
    // At most one confirmation did the crediting (none if the worker's job got there first).
    expect(confirmed.filter((c) => !c.confirmPayment.alreadyCredited).length).toBeLessThanOrEqual(1);
    expect(new Set(confirmed.map((c) => c.confirmPayment.plan.amountPaidKobo))).toEqual(new Set([naira(30_000)]));

    await until(async () => (await paymentJobsPending()) === 0, 30_000);
    const planAfterBurst = (await rows('SELECT * FROM savings_plans WHERE id = ?', [checkout.planId]))[0];
    const schedulesAfterBurst = await rows('SELECT * FROM payment_schedules WHERE plan_id = ? ORDER BY sequence', [checkout.planId]);

    // Paystack retrying the same delivery, again and again, at either API.
    for (let i = 0; i < 100; i++) expect(await postWebhook(i % 2 ? api2 : api1, webhook)).toBe(200);
    // Settled means the work done, not only an empty queue: a receipt's job is queued after the
    // commit that owes it, so on a busy machine the queue can be empty a moment before it. The wait
    // is a limit against a hang: a machine shared with other work once took over 30 s.
    await until(async () => (await paymentJobsPending()) === 0 && (await settledPayment(checkout.reference)), 60_000);

    const payments = await rows('SELECT id, amount_kobo, overpayment_kobo, receipt_sent_at FROM payments WHERE plan_id = ?', [checkout.planId]);
    expect(payments).toHaveLength(1);
    expect(Number(payments[0].overpayment_kobo)).toBe(0);
    // The schedule changed once: the first instalment paid by that payment, the second untouched,
    // and nothing about the plan or its schedule moved during the 100 replays.
    expect(schedulesAfterBurst.map((s) => [s.sequence, s.status, s.payment_id])).toEqual([
      [1, 'Paid', payments[0].id],
      [2, 'Pending', null],
    ]);
    expect(await rows('SELECT * FROM payment_schedules WHERE plan_id = ? ORDER BY sequence', [checkout.planId])).toEqual(schedulesAfterBurst);
    expect((await rows('SELECT * FROM savings_plans WHERE id = ?', [checkout.planId]))[0]).toEqual(planAfterBurst);
    expect(Number(planAfterBurst.amount_paid_kobo)).toBe(naira(30_000));
    // Our replays carried the stand-in's exact bytes: one stored event, applied.
    const events = await rows('SELECT processed_at, error FROM webhook_events WHERE reference = ?', [checkout.reference]);
    expect(events).toHaveLength(1);
    expect(events[0].processed_at).not.toBeNull();
    // One receipt.
    expect(payments[0].receipt_sent_at).not.toBeNull();
    const receipts = [...receiptFiles().values()].filter((r) => r.text.includes(checkout.reference));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].to).toBe(customer.email);
  });
});

describe('concurrent payments', () => {
  it('12 instalments paid into one plan at the same moment across both APIs and the workers: the balance is exact', async () => {
    const mark = outputMark();
    const customer = await signUp(api1, 'oneplan');
    const first = await startPlan(api1, customer, dailyPackId, 'daily');
    await payAtStandIn(first.accessCode);
    expect((await gql(api2.url, CONFIRM, { reference: first.reference }, customer.token)).confirmPayment.__typename).toBe('PaymentConfirmation');

    // Twelve requests for the next instalment at both APIs at once are handed one checkout: one
    // transaction opened at Paystack, whichever process got there first.
    const opened = await Promise.all(Array.from({ length: 12 }, (_, i) => gql(i % 2 ? api2.url : api1.url, PAY_NEXT, { planId: first.planId }, customer.token)));
    const handedOut = opened.map((o) => checkoutOf(o.payNextInstalment));
    expect(new Set(handedOut.map((c) => c.reference)).size).toBe(1);

    // Twelve checkouts for that instalment (each is allowed; a payment whose instalment was paid
    // meanwhile pays the next one), each opened after the one before had expired, as when the
    // customer comes back more than 30 minutes later. The APIs keep the real time, so the open
    // checkouts are aged in the database instead.
    const checkouts = [handedOut[0]];
    while (checkouts.length < 12) {
      await pool.query('UPDATE payment_checkouts SET created_at = created_at - INTERVAL 31 MINUTE WHERE plan_id = ?', [first.planId]);
      const next = await gql(checkouts.length % 2 ? api2.url : api1.url, PAY_NEXT, { planId: first.planId }, customer.token);
      checkouts.push(checkoutOf(next.payNextInstalment));
    }
    expect(new Set(checkouts.map((c) => c.reference)).size).toBe(12);
    expect(checkouts.every((c) => c.amountKobo === naira(1_000))).toBe(true);

    // All paid and confirmed at once: each payment's webhook job races the confirmations.
    const confirmed = await Promise.all(
      checkouts.map(async (c, i) => {
        await payAtStandIn(c.accessCode);
        return gql(i % 2 ? api1.url : api2.url, CONFIRM, { reference: c.reference }, customer.token);
      }),
    );
    expect(confirmed.map((c) => c.confirmPayment.__typename)).toEqual(Array(12).fill('PaymentConfirmation'));
    await until(async () => (await paymentJobsPending()) === 0 && (await Promise.all(checkouts.map((c) => settledPayment(c.reference)))).every(Boolean), 30_000);

    const plan = (await rows('SELECT amount_paid_kobo, status FROM savings_plans WHERE id = ?', [first.planId]))[0];
    expect(Number(plan.amount_paid_kobo)).toBe(naira(13 * 1_000));
    expect(plan.status).toBe('Active');
    const payments = await rows<{ id: string; applied_kobo: number; overpayment_kobo: number; receipt_sent_at: Date | null }>(
      'SELECT id, applied_kobo, overpayment_kobo, receipt_sent_at FROM payments WHERE plan_id = ?',
      [first.planId],
    );
    expect(payments).toHaveLength(13);
    expect(payments.every((p) => Number(p.applied_kobo) === naira(1_000) && Number(p.overpayment_kobo) === 0)).toBe(true);
    // Instalments 1-13 paid, each by a different payment; 14-30 still to pay.
    const schedules = await rows<{ sequence: number; status: string; payment_id: string | null }>('SELECT sequence, status, payment_id FROM payment_schedules WHERE plan_id = ? ORDER BY sequence', [first.planId]);
    expect(schedules.filter((s) => s.status === 'Paid').map((s) => s.sequence)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(new Set(schedules.filter((s) => s.status === 'Paid').map((s) => s.payment_id))).toEqual(new Set(payments.map((p) => p.id)));
    expect(await rows(`SELECT id FROM webhook_events WHERE reference IN (${marks(checkouts)}) AND (processed_at IS NULL OR error IS NOT NULL)`, checkouts.map((c) => c.reference))).toEqual([]);
    expect(outputSince(mark)).not.toMatch(/Deadlock found|"level":50/);
  });

  it('20 customers confirming at the same moment across both APIs: each credited once, no deadlock', async () => {
    const mark = outputMark();
    const customers = await mapLimit(Array.from({ length: 20 }), 5, (_, i) => signUp(i % 2 ? api2 : api1, 'together'));
    const checkouts = await mapLimit(customers, 5, (c, i) => startPlan(i % 2 ? api1 : api2, c, packId));

    // Paid while the workers are held, so that the 20 confirmations (and then the 20 webhook
    // jobs) are what credits, all at the same moment.
    pauseWorkers();
    let confirmed: any[];
    try {
      await Promise.all(checkouts.map((c) => payAtStandIn(c.accessCode)));
      const confirming = Promise.all(checkouts.map((c, i) => gql(i % 2 ? api2.url : api1.url, CONFIRM, { reference: c.reference }, customers[i].token)));
      resumeWorkers();
      confirmed = await confirming;
    } finally {
      resumeWorkers();
    }
    expect(confirmed.map((c) => c.confirmPayment.__typename)).toEqual(Array(20).fill('PaymentConfirmation'));
    await until(async () => (await paymentJobsPending()) === 0, 30_000);

    const references = checkouts.map((c) => c.reference);
    expect(await paymentsCredited(references)).toBe(20);
    const plans = await rows(`SELECT amount_paid_kobo FROM savings_plans WHERE id IN (${marks(checkouts)})`, checkouts.map((c) => c.planId));
    expect(plans.map((p) => Number(p.amount_paid_kobo))).toEqual(Array(20).fill(naira(30_000)));
    expect(outputSince(mark)).not.toMatch(/Deadlock found|"level":50/);
  });
});

describe('the sign-in throttle', () => {
  it('counts failures at both APIs together: the 6th sign-in, right password and all, is refused', async () => {
    // The counts live in the shared Redis under this deployment's prefix (QUEUE_PREFIX), so other
    // runs' failures cannot interfere, and neither API process counts alone.
    const customer = await signUp(api1, 'throttle');
    for (let i = 0; i < 5; i++) {
      const { login } = await gql((i % 2 ? api2 : api1).url, LOGIN, { input: { email: customer.email, password: 'Wrong#2026x' } });
      expect(login).toMatchObject({ __typename: 'ErrorResult', errorCode: 'INVALID_CREDENTIALS' });
    }
    for (const api of [api2.url, api1.url]) {
      const { login } = await gql(api, LOGIN, { input: { email: customer.email, password: PASSWORD } });
      expect(login).toMatchObject({ __typename: 'ErrorResult', errorCode: 'TOO_MANY_ATTEMPTS' });
      expect(login.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    }
  });
});
