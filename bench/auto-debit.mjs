// Automatic debits (issue 12) per second against the Paystack stand-in, on MariaDB and Redis as
// deployed. The built server (api/dist, jobs in its process) runs the stand-in; a few customers
// pay their first instalment there by card (a real saved, reusable card each), and their plans,
// switched to automatic payment, are copied in SQL up to N plans (each customer holds N/CARDS:
// the "3 plans awaiting a first payment" rule is for sign-ups, and copies start paid). Then the
// `auto-debit` job runs as `npm run job -- auto-debit --date <second instalment's due day>` would
// (dist/job.js's runJobCommand, in this process so each charge can be timed): every plan is charged
// with charge_authorization over HTTP and credited through the payment verification.
// It prints figures and asserts only that every plan was charged once. It works in a database of
// its own (dropped at the end) and under a random QUEUE_PREFIX (its keys deleted at the end).
// Usage: npm run build && node bench/auto-debit.mjs [plans, default 300]
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { startServer } from '../e2e/support/server.mjs';
import { createDatabase, dropDatabase } from './support/database.mjs';
import { gql } from './support/graphql.mjs';
import { deleteQueueKeys, REDIS_URL } from './support/redis.mjs';
import { percentile } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const PLANS = Number(process.argv[2] ?? 300);
const CARDS = 10;
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const ERROR_FIELDS = '... on ErrorResult { errorCode message }';
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { __typename ... on AuthPayload { token user { id } } ${ERROR_FIELDS} } }`;
const CREATE_PACK = `mutation($input: CreateFoodPackInput!) { createFoodPack(input: $input) { __typename ... on FoodPack { id } ${ERROR_FIELDS} } }`;
const START_PLAN = `mutation($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { __typename ... on PaymentCheckout { reference accessCode plan { id } } ${ERROR_FIELDS} } }`;
const CONFIRM = `mutation($reference: String!) { confirmPayment(reference: $reference) { __typename ... on PaymentConfirmation { reference } ${ERROR_FIELDS} } }`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The operation's one result; a refusal (ErrorResult) throws. */
async function mutate(server, query, variables, token) {
  const result = Object.values(await gql(server, query, variables, token))[0];
  if (result.__typename === 'ErrorResult') throw new Error(`refused: ${result.errorCode} ${result.message}`);
  return result;
}

async function register(server, email) {
  const input = { firstName: 'Bench', lastName: 'Customer', email, phoneNumber: '08034445555', address: '9 Opebi Road, Ikeja', password: 'Bench#2026', confirmedAdult: true, acceptTerms: true };
  const { token, user } = await mutate(server, REGISTER, { input });
  return { token, userId: user.id };
}

async function createPack(server, admin) {
  const upload = await fetch(`${server.url}/api/uploads/food-pack-image`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${admin.token}` }, body: TINY_PNG });
  if (!upload.ok) throw new Error(`image upload: ${upload.status} ${await upload.text()}`);
  const { key } = (await upload.json()).data;
  const input = { name: 'Bench Family Pack', description: 'Staples for a family', priceKobo: 90_000_00, durationMonths: 3, imageKey: key };
  return (await mutate(server, CREATE_PACK, { input }, admin.token)).id;
}

/** A customer with a plan whose first instalment was paid at the stand-in by card: the card is saved, reusable. */
async function cardHolder(server, packId, i) {
  const customer = await register(server, `card${i}-${randomBytes(3).toString('hex')}@bench.ng`);
  const input = { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } };
  const checkout = await mutate(server, START_PLAN, { input }, customer.token);
  const paid = await fetch(`${server.url}/fake-paystack/checkout/${checkout.accessCode}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'success' }) });
  if ((await paid.json()).data?.status !== 'success') throw new Error('stand-in did not take the first payment');
  await mutate(server, CONFIRM, { reference: checkout.reference }, customer.token);
  return checkout.plan.id;
}

async function count(db, sql, params = []) {
  const [rows] = await db.query(sql, params);
  return Number(rows[0].n);
}

/** Copies rows (as read with dateStrings) into the same table, with some columns replaced. */
async function insertCopies(db, table, rows) {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]);
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000).map((r) => cols.map((c) => r[c]));
    await db.query(`INSERT INTO \`${table}\` (${cols.map((c) => `\`${c}\``).join(', ')}) VALUES ?`, [batch]);
  }
}

/** Each real plan copied until there are PLANS, owned by the same customer (so charged on the same saved card). */
async function copyPlans(db, planIds) {
  const [plans] = await db.query('SELECT * FROM savings_plans WHERE id IN (?)', [planIds]);
  const [schedules] = await db.query('SELECT * FROM payment_schedules WHERE plan_id IN (?)', [planIds]);
  const [fulfilments] = await db.query('SELECT * FROM fulfilments WHERE plan_id IN (?)', [planIds]);
  const copies = { plans: [], schedules: [], fulfilments: [] };
  for (let n = plans.length; n < PLANS; n++) {
    const plan = plans[n % plans.length];
    const id = randomUUID();
    copies.plans.push({ ...plan, id });
    // The first instalment stays Paid (the plan's amount paid matches); its payment belongs to the original.
    for (const s of schedules.filter((x) => x.plan_id === plan.id)) copies.schedules.push({ ...s, id: randomUUID(), plan_id: id, payment_id: null });
    for (const f of fulfilments.filter((x) => x.plan_id === plan.id)) copies.fulfilments.push({ ...f, id: randomUUID(), plan_id: id });
  }
  await insertCopies(db, 'savings_plans', copies.plans);
  await insertCopies(db, 'payment_schedules', copies.schedules);
  await insertCopies(db, 'fulfilments', copies.fulfilments);
}

/**
 * The job command, as `npm run job -- auto-debit --date <day>` runs it (same configuration as
 * the server), with AutoDebitService's per-plan charge (claim, charge_authorization, verification,
 * crediting) timed from the outside.
 */
async function runJob(env, date) {
  Object.assign(process.env, env);
  const { runJobCommand } = await dist('job.js');
  const { startSystem } = await dist('bootstrap.js');
  const { loadConfig } = await dist('config/config.js');
  const perCharge = [];
  let printed;
  const started = performance.now();
  await runJobCommand(['auto-debit', '--date', date], {
    production: false,
    open: async (now) => {
      const system = await startSystem(loadConfig(), { runWorkers: false, schedule: false, now });
      const service = system.services.autoDebits;
      const debit = service.debit;
      service.debit = async function timed(...args) {
        const t0 = performance.now();
        try {
          return await debit.apply(this, args);
        } finally {
          perCharge.push(performance.now() - t0);
        }
      };
      return system;
    },
    print: (line) => (printed = JSON.parse(line)),
  });
  return { printed, perCharge, wallMs: performance.now() - started };
}

async function main() {
  const database = await createDatabase('fs_bench_autodebit');
  const queuePrefix = `bench-autodebit-${randomBytes(4).toString('hex')}`;
  const db = await mysql.createConnection({ uri: database.url, timezone: 'Z', dateStrings: true });
  // Every bench customer signs up from 127.0.0.1: lift the per-address sign-up limit.
  const server = await startServer({ env: { DATABASE_URL: database.url, REDIS_URL, QUEUE_PREFIX: queuePrefix, JOBS_IN_PROCESS: 'true', LOG_LEVEL: 'warn', AUTH_LIMIT_PER_ADDRESS: '1000' } });
  const jobEnv = { NODE_ENV: 'development', DATA_DIR: server.dataDir, DATABASE_URL: database.url, REDIS_URL, QUEUE_PREFIX: queuePrefix, PUBLIC_URL: server.url, LOG_LEVEL: 'warn' };
  try {
    console.info(`MariaDB database ${database.name}, Redis queue prefix ${queuePrefix}, server ${server.url}`);
    const setupStarted = performance.now();
    const admin = await register(server, `admin-${randomBytes(4).toString('hex')}@bench.ng`);
    await db.query("INSERT INTO user_roles (user_id, role, granted_at) VALUES (?, 'Admin', ?)", [admin.userId, new Date()]);
    const packId = await createPack(server, admin);
    const planIds = [];
    for (let i = 0; i < Math.min(CARDS, PLANS); i++) planIds.push(await cardHolder(server, packId, i));
    const cards = await count(db, 'SELECT COUNT(*) AS n FROM payment_methods WHERE reusable = 1');
    if (cards !== planIds.length) throw new Error(`expected ${planIds.length} saved reusable cards, found ${cards}`);
    await db.query("UPDATE savings_plans SET payment_preference = 'automatic' WHERE id IN (?)", [planIds]);
    await copyPlans(db, planIds);
    const [[{ due }]] = await db.query('SELECT MIN(due_date) AS due FROM payment_schedules WHERE sequence = 2');
    const automatic = await count(db, "SELECT COUNT(*) AS n FROM savings_plans WHERE payment_preference = 'automatic' AND status = 'Active'");
    console.info(`set-up: ${automatic} automatic plans on ${cards} saved cards, each with ₦30,000 due ${due} (${Math.round((performance.now() - setupStarted) / 1000)} s)`);

    const { printed, perCharge, wallMs } = await runJob(jobEnv, due);
    const report = printed.outcome;
    const charged = await count(db, "SELECT COUNT(*) AS n FROM auto_debit_attempts WHERE outcome = 'success'");
    const credited = await count(db, 'SELECT COUNT(*) AS n FROM payment_schedules WHERE sequence = 2 AND status = ?', ['Paid']);
    const s = [...perCharge].sort((a, b) => a - b);
    console.info(`\nnode api/dist/job.js auto-debit --date ${due} (charges 4 at a time against the stand-in over HTTP):`);
    console.info(`  report: ${JSON.stringify(report)}`);
    console.info(`  plans charged ${charged} of ${automatic} (instalments credited: ${credited}) in ${report.ms} ms: ${(charged / (report.ms / 1000)).toFixed(1)} debits/s`);
    console.info(`  job command wall (start-up, run, stop) ${Math.round(wallMs)} ms`);
    if (s.length) console.info(`  per charge (claim, charge_authorization, verification, crediting): p50 ${percentile(s, 50).toFixed(1)} ms   p95 ${percentile(s, 95).toFixed(1)} ms   max ${s[s.length - 1].toFixed(1)} ms`);
    if (charged !== automatic || credited !== automatic) throw new Error(`expected every plan charged once: ${charged} charged, ${credited} credited of ${automatic}`);
    // Receipts and the stand-in's webhooks are the server's to finish before the database goes.
    for (let i = 0; i < 100 && (await count(db, 'SELECT COUNT(*) AS n FROM webhook_events WHERE processed_at IS NULL')); i++) await sleep(200);
  } finally {
    await db.end();
    await server.stop();
    await dropDatabase(database.name);
    await deleteQueueKeys(queuePrefix);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
