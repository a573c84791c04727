// The money path under load, on MariaDB and Redis as deployed (BullMQ, jobs in the API process):
// 1. How long a customer waits for `confirmPayment` after paying, as the browser sends it over
//    HTTP: one customer at a time, then 10 at once. The stand-in's pay route always sends its
//    webhook, so the confirmation races the webhook job: we print the confirmations that
//    credited the payment ("first to credit") apart from those that found it already recorded.
// 2. The reconciliation sweep, run with the job command exactly as an operator would, over
//    10,000 stored (processed) webhook events: with nothing to do (what every 5-minute tick costs),
//    with a backlog of 200 unprocessed events for real paid checkouts, and with 10,000 unprocessed
//    events for references we never issued (each fails fast with "Payment reference not found").
// It prints figures and asserts nothing. MariaDB and Redis are shared: it works in a database of
// its own (dropped at the end) and under a random QUEUE_PREFIX (its keys deleted at the end).
// Usage: npm run build && node bench/money-path.mjs [customers, default 60]
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { startServer } from '../e2e/support/server.mjs';
import { createDatabase, dropDatabase } from './support/database.mjs';
import { gql } from './support/graphql.mjs';
import { deleteQueueKeys, REDIS_URL } from './support/redis.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CUSTOMERS = Number(process.argv[2] ?? 60);
const AT_ONCE = 10;
const STORED_EVENTS = 10_000;
const PAID_BACKLOG = 200;
const FAILING_BACKLOG = 10_000;
const PASSWORD = 'Bench#2026';
/** The server's own sweep runs at every 5th minute (Lagos is UTC+1 all year, so UTC minutes too). */
const SERVER_SWEEP_EVERY_MS = 5 * 60_000;
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

// The browser's own documents (web/src/modules/savings-plans/graphql/operations.ts), so the
// confirmation is timed with the response the browser really asks for.
const PLAN_FIELDS = `id foodPackId foodPackName totalAmountKobo instalmentAmountKobo amountPaidKobo remainingKobo progressPercent
  frequency durationMonths instalmentCount startDate endDate paymentPreference remindersEnabled status
  fulfilment { method address expectedFrom expectedTo status }
  schedules { id sequence dueDate amountKobo status paidAt }
  payments { id reference amountKobo appliedKobo overpaymentKobo currency channel scheduleId paidAt createdAt }
  nextDue { scheduleId sequence dueDate amountDueKobo status }
  lastPaymentAt createdAt completedAt`;
const ERROR_FIELDS = '... on ErrorResult { errorCode message fieldErrors { field message } }';
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on AuthPayload { token user { id } } ${ERROR_FIELDS} } }`;
const CREATE_PACK = `mutation($input: CreateFoodPackInput!) { createFoodPack(input: $input) { __typename ... on FoodPack { id } ${ERROR_FIELDS} } }`;
const START_PLAN = `mutation($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { __typename
  ... on PaymentCheckout { reference accessCode authorizationUrl amountKobo scheduleId plan { id foodPackId foodPackName totalAmountKobo } } ${ERROR_FIELDS} } }`;
const CONFIRM = `mutation ConfirmPayment($reference: String!) { confirmPayment(reference: $reference) { __typename
  ... on PaymentConfirmation { reference alreadyCredited payment { id amountKobo appliedKobo } plan { ${PLAN_FIELDS} } } ${ERROR_FIELDS} } }`;

// ---------------------------------------------------------------- small helpers

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs `work` over `items`, at most `limit` at a time, results in order. */
async function mapLimit(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latencyLine(label, samples) {
  if (!samples.length) return `  ${label.padEnd(18)} n=0`;
  const s = [...samples].sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1).padStart(7)} ms`;
  return `  ${label.padEnd(18)} n=${String(s.length).padEnd(4)} p50 ${f(percentile(s, 50))}   p95 ${f(percentile(s, 95))}   max ${f(s[s.length - 1])}`;
}

function printConfirmations(title, results) {
  console.info(title);
  console.info(latencyLine('all', results.map((r) => r.ms)));
  console.info(latencyLine('first to credit', results.filter((r) => !r.alreadyCredited).map((r) => r.ms)));
  console.info(latencyLine('already credited', results.filter((r) => r.alreadyCredited).map((r) => r.ms)));
}

// ---------------------------------------------------------------- database

async function count(db, sql, params = []) {
  const [rows] = await db.query(sql, params);
  return Number(rows[0].n);
}

/** Waits until the server's jobs have applied every webhook and sent every receipt. */
async function settled(db, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const webhooks = await count(db, 'SELECT COUNT(*) AS n FROM webhook_events WHERE processed_at IS NULL');
    const receipts = await count(db, 'SELECT COUNT(*) AS n FROM payments WHERE receipt_sent_at IS NULL');
    if (!webhooks && !receipts) return;
    if (Date.now() > deadline) throw new Error(`jobs not done after ${timeoutMs} ms: ${webhooks} webhooks, ${receipts} receipts`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------- the API over HTTP

/** The first (only) field of a mutation's answer, which must not be an ErrorResult. */
function unwrap(data) {
  const result = Object.values(data)[0];
  if (result.__typename === 'ErrorResult') throw new Error(`refused: ${result.errorCode} ${result.message}`);
  return result;
}

async function register(server, email) {
  const input = { firstName: 'Bench', lastName: 'Customer', email, phoneNumber: '08034445555', address: '9 Opebi Road, Ikeja', password: PASSWORD, confirmedAdult: true, acceptTerms: true };
  const { token, user } = unwrap(await gql(server, REGISTER, { input }));
  return { email, token, userId: user.id };
}

/** An admin: registered like anyone, then given the role in the database (roles are re-read per request). */
async function registerAdmin(server, db) {
  const admin = await register(server, `admin-${randomBytes(4).toString('hex')}@bench.ng`);
  await db.query("INSERT INTO user_roles (user_id, role, granted_at) VALUES (?, 'Admin', ?)", [admin.userId, new Date()]);
  return admin;
}

async function createPack(server, admin) {
  const upload = await fetch(`${server.url}/api/uploads/food-pack-image`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.token}` },
    body: TINY_PNG,
  });
  if (!upload.ok) throw new Error(`image upload: ${upload.status} ${await upload.text()}`);
  const { key } = (await upload.json()).data;
  const input = { name: 'Bench Family Pack', description: 'Staples for a family', priceKobo: 90_000_00, durationMonths: 3, imageKey: key };
  return unwrap(await gql(server, CREATE_PACK, { input }, admin.token)).id;
}

async function startPlan(server, customer, packId) {
  const input = { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'delivery' } };
  const { reference, accessCode } = unwrap(await gql(server, START_PLAN, { input }, customer.token));
  return { reference, accessCode };
}

/** Pays with the success card at the stand-in. Its route waits until our webhook has stored the event and queued it. */
async function payAtStandIn(server, accessCode) {
  const res = await fetch(`${server.url}/fake-paystack/checkout/${accessCode}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  const body = await res.json();
  if (body.data?.status !== 'success') throw new Error(`stand-in: ${JSON.stringify(body)}`);
}

/** One confirmation round trip, as the browser makes it after the checkout. */
async function timeConfirm(server, customer, reference) {
  const started = performance.now();
  const data = await gql(server, CONFIRM, { reference }, customer.token);
  const ms = performance.now() - started;
  return { ms, alreadyCredited: unwrap(data).alreadyCredited };
}

// ---------------------------------------------------------------- 1. confirmation latency

async function confirmOneAtATime(server, customers, packId) {
  const results = [];
  for (const customer of customers) {
    const checkout = await startPlan(server, customer, packId);
    await payAtStandIn(server, checkout.accessCode);
    results.push(await timeConfirm(server, customer, checkout.reference));
  }
  return results;
}

async function confirmManyAtOnce(server, customers, packId) {
  const results = [];
  for (let i = 0; i < customers.length; i += AT_ONCE) {
    const wave = customers.slice(i, i + AT_ONCE);
    const checkouts = await Promise.all(wave.map((c) => startPlan(server, c, packId)));
    await Promise.all(checkouts.map((c) => payAtStandIn(server, c.accessCode)));
    results.push(...(await Promise.all(wave.map((c, j) => timeConfirm(server, c, checkouts[j].reference)))));
  }
  return results;
}

// ---------------------------------------------------------------- 2. stored webhook events

/** A body shaped like Paystack's charge.success. */
function chargeSuccessBody(reference, id, at) {
  return JSON.stringify({
    event: 'charge.success',
    data: {
      id,
      domain: 'live',
      status: 'success',
      reference,
      amount: 30_000_00,
      message: null,
      gateway_response: 'Successful',
      paid_at: at.toISOString(),
      created_at: at.toISOString(),
      channel: 'card',
      currency: 'NGN',
      metadata: { planId: randomUUID(), scheduleId: randomUUID(), purpose: 'instalment' },
      fees: 45_000,
      customer: { id: 1, email: `customer${id}@example.ng`, customer_code: `CUS_${randomBytes(8).toString('hex')}` },
      authorization: {
        authorization_code: `AUTH_${randomBytes(6).toString('hex')}`, bin: '408408', last4: '4081', exp_month: '12', exp_year: '2030',
        channel: 'card', card_type: 'visa ', bank: 'TEST BANK', country_code: 'NG', brand: 'visa', reusable: true, signature: 'SIG_bench', account_name: null,
      },
    },
  });
}

function eventRow(body, reference, receivedAt, processedAt) {
  const sha = createHash('sha256').update(body).digest('hex');
  return [randomUUID(), 'paystack', 'charge.success', reference, body, sha, 1, receivedAt, processedAt, processedAt ? 1 : 0, null];
}

async function insertEvents(db, rows) {
  for (let i = 0; i < rows.length; i += 500) {
    await db.query(
      'INSERT INTO webhook_events (id, provider, event, reference, raw_body, body_sha256, signature_verified, received_at, processed_at, attempts, error) VALUES ?',
      [rows.slice(i, i + 500)],
    );
  }
}

/** History: events already applied, received over the last 30 days. */
async function insertProcessedEvents(db, n) {
  const now = Date.now();
  const rows = Array.from({ length: n }, (_, i) => {
    const at = new Date(now - 3_600_000 - Math.floor(Math.random() * 30 * 86_400_000));
    const reference = `fs-${randomBytes(12).toString('hex')}`;
    return eventRow(chargeSuccessBody(reference, 5_000_000_000 + i, at), reference, at, new Date(at.getTime() + 1000));
  });
  await insertEvents(db, rows);
}

/** Checkouts really paid at the stand-in and never confirmed by a browser (the webhook job credits them). */
async function paidCheckouts(server, customers, packId, n) {
  // Each plan is paid as soon as it is started: a customer may have only 3 plans awaiting a first payment.
  const checkouts = await mapLimit(Array.from({ length: n }, (_, i) => customers[i % customers.length]), 4, async (c) => {
    const checkout = await startPlan(server, c, packId);
    await payAtStandIn(server, checkout.accessCode);
    return checkout;
  });
  return checkouts.map((c) => c.reference);
}

/**
 * The paid references' events again, unprocessed, received 5 minutes ago: each is the stored
 * delivery's body with another `id` (so another body hash), as a redelivery the queue lost would be.
 */
async function insertPaidBacklog(db, references) {
  const [stored] = await db.query('SELECT reference, raw_body FROM webhook_events WHERE reference IN (?)', [references]);
  const receivedAt = new Date(Date.now() - 5 * 60_000);
  const rows = stored.map(({ reference, raw_body: raw }, i) => {
    const body = JSON.parse(raw);
    body.data.id = 9_000_000_000 + i;
    return eventRow(JSON.stringify(body), reference, receivedAt, null);
  });
  await insertEvents(db, rows);
  return rows.length;
}

/** Events for references this server never issued, received 5 minutes ago. */
async function insertFailingBacklog(db, n) {
  const receivedAt = new Date(Date.now() - 5 * 60_000);
  const rows = Array.from({ length: n }, (_, i) => {
    const reference = `fs-${randomBytes(12).toString('hex')}`;
    return eventRow(chargeSuccessBody(reference, 7_000_000_000 + i, receivedAt), reference, receivedAt, null);
  });
  await insertEvents(db, rows);
}

// ---------------------------------------------------------------- the sweep, as an operator runs it

/** Waits, if need be, so the server's own 5-minute sweep neither runs during ours nor takes our backlog first. */
async function clearOfServerSweep(neededMs) {
  const untilTick = SERVER_SWEEP_EVERY_MS - (Date.now() % SERVER_SWEEP_EVERY_MS);
  if (untilTick > neededMs) return;
  console.info(`  (waiting ${Math.round((untilTick + 15_000) / 1000)} s for the server's own 5-minute sweep to pass)`);
  await sleep(untilTick + 15_000);
}

/** `node api/dist/job.js payments.reconcile --now <3 minutes ahead>`, and its 'reconciliation …' log line. */
function runSweep(env) {
  const now = new Date(Date.now() + 3 * 60_000).toISOString();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'job.js'), 'payments.reconcile', '--now', now], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      const wallMs = performance.now() - started;
      const line = stdout
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l))
        .find((l) => typeof l.msg === 'string' && l.msg.startsWith('reconciliation') && typeof l.ms === 'number');
      resolve({ code, wallMs, line, stderr: stderr.trim(), logLines: stdout.split('\n').length - 1 });
    });
  });
}

function printSweep(label, run, events) {
  const { line } = run;
  if (!line) {
    console.info(`  ${label}: no reconciliation log line (exit ${run.code}): ${run.stderr.slice(0, 500)}`);
    return;
  }
  const rate = events ? `, ${Math.round(events / (line.ms / 1000))} events/s` : '';
  console.info(`  ${label}: sweep ${line.ms} ms${rate}; job command wall ${Math.round(run.wallMs)} ms (exit ${run.code}, ${run.logLines} log lines)`);
  const { webhooksProcessed, webhooksFailed, checkoutsCredited, checkoutsStillOpen, receiptsSent, receiptsFailed } = line;
  console.info(`      report: ${JSON.stringify({ webhooksProcessed, webhooksFailed, checkoutsCredited, checkoutsStillOpen, receiptsSent, receiptsFailed })} — "${line.msg}"`);
  if (run.code !== 0) console.info(`      job command stderr: ${run.stderr.slice(0, 500)}`);
}

/** Runs the sweep clear of the server's own, and says so if the server's sweep repaired anything meanwhile. */
async function timedSweep(server, env, neededMs) {
  await clearOfServerSweep(neededMs);
  const before = server.output().split('reconciliation repaired').length;
  const run = await runSweep(env);
  if (server.output().split('reconciliation repaired').length !== before) console.info("  (the server's own sweep ran during this one: figure disturbed)");
  return run;
}

// ---------------------------------------------------------------- main

async function main() {
  const database = await createDatabase('fs_bench_money');
  const queuePrefix = `bench-money-${randomBytes(4).toString('hex')}`;
  const db = await mysql.createConnection({ uri: database.url, timezone: 'Z' });
  // Every bench customer signs up from 127.0.0.1: lift the per-address sign-up limit.
  const server = await startServer({ env: { DATABASE_URL: database.url, REDIS_URL, QUEUE_PREFIX: queuePrefix, JOBS_IN_PROCESS: 'true', LOG_LEVEL: 'warn', AUTH_LIMIT_PER_ADDRESS: '1000' } });
  const jobEnv = { NODE_ENV: 'development', DATA_DIR: server.dataDir, DATABASE_URL: database.url, REDIS_URL, QUEUE_PREFIX: queuePrefix, PUBLIC_URL: server.url };
  try {
    console.info(`MariaDB database ${database.name}, Redis queue prefix ${queuePrefix}, server ${server.url}`);
    const admin = await registerAdmin(server, db);
    const packId = await createPack(server, admin);
    const customers = await mapLimit(Array.from({ length: CUSTOMERS }, (_, i) => `customer${i}-${randomBytes(3).toString('hex')}@bench.ng`), 4, (e) => register(server, e));

    console.info(`\n1. confirmPayment round trip over HTTP, right after paying at the stand-in (whose webhook races it)`);
    printConfirmations(`one customer at a time (${CUSTOMERS} customers):`, await confirmOneAtATime(server, customers, packId));
    await settled(db);
    printConfirmations(`${AT_ONCE} customers confirming at once (${CUSTOMERS} customers in waves of ${AT_ONCE}):`, await confirmManyAtOnce(server, customers, packId));
    await settled(db);

    console.info(`\n2. the reconciliation sweep (node api/dist/job.js payments.reconcile --now <3 min ahead>)`);
    const setupStarted = performance.now();
    await insertProcessedEvents(db, STORED_EVENTS);
    const paidReferences = await paidCheckouts(server, customers, packId, PAID_BACKLOG);
    await settled(db);
    const credited = await count(db, 'SELECT COUNT(*) AS n FROM payments WHERE provider_reference IN (?)', [paidReferences]);
    const stored = await count(db, 'SELECT COUNT(*) AS n FROM webhook_events');
    console.info(`  (set-up: ${stored} stored events, all processed: ${STORED_EVENTS} inserted, ${stored - STORED_EVENTS} real deliveries; ${credited} of ${PAID_BACKLOG} paid checkouts already credited by their webhook; ${Math.round((performance.now() - setupStarted) / 1000)} s)`);

    printSweep('nothing to do', await timedSweep(server, jobEnv, 30_000));

    await clearOfServerSweep(30_000);
    const backlog = await insertPaidBacklog(db, paidReferences);
    printSweep(`backlog of ${backlog} unprocessed events for paid checkouts`, await timedSweep(server, jobEnv, 30_000), backlog);

    await clearOfServerSweep(120_000);
    await insertFailingBacklog(db, FAILING_BACKLOG);
    printSweep(`backlog of ${FAILING_BACKLOG} events for references never issued`, await timedSweep(server, jobEnv, 120_000), FAILING_BACKLOG);
  } finally {
    await server.stop();
    await db.end();
    await dropDatabase(database.name);
    await deleteQueueKeys(queuePrefix);
  }
}

await main();
