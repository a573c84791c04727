// The customer's plan list (issue 9) on MariaDB: one customer with 100 plans (daily, weekly and
// monthly over 1 to 4 months, a few instalments paid on each, a quarter completed) among other
// customers' plans, then mySavingsPlans' first and last page at 10, 50 and 100 a page, timed over
// repeated calls from the built api/dist (p50/p95) as a request spends them: the session's
// statement (UserService.sessionFacts) and SavingsPlanService.mine. Also printed: the SQL
// statements a page takes (target: at most 5, the same for every size), the instalments in a page
// and its JSON size. Light on purpose (it runs on the shared MariaDB): a database of its own,
// dropped at the end, a few thousand rows.
// Usage: npm run build -w api && node bench/plan-list.mjs [plans, default 100]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createDatabase, dropDatabase, insertAll } from './support/database.mjs';
import { countStatements, measure, ms } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const PLANS = Number(process.argv[2] ?? 100);
const OTHERS = 200;
/** Timed calls after the warm-up ones. */
const TIMING = { runs: 40, warmUp: 5 };
const PAGE_SIZES = [10, 50, 100];
const FREQUENCIES = ['daily', 'weekly', 'monthly'];

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The customer's PLANS plans (one a day, newest last) and OTHERS plans of other customers, with
 * their schedules from the product's own buildSchedule and a payment for each paid instalment.
 * Packs and the other customers are not inserted: foreign keys are off on this seeding connection only.
 */
async function seed(url, buildSchedule) {
  const db = await mysql.createConnection(url);
  await db.query('SET FOREIGN_KEY_CHECKS = 0');
  const userId = randomUUID();
  const at = new Date('2025-01-01T08:00:00Z');
  await db.query(
    `INSERT INTO users (id, first_name, last_name, email, phone_number, address, status, password_hash, token_version, email_reminders, sms_reminders, registered_at, updated_at)
     VALUES (?, 'Ada', 'Obi', 'ada@bench.example.ng', '2348030000001', NULL, 'Active', 'x', 0, 1, 1, ?, ?)`,
    [userId, at, at],
  );
  await db.query("INSERT INTO user_roles (user_id, role, granted_at) VALUES (?, 'Customer', ?)", [userId, at]);
  const plans = [];
  const schedules = [];
  const payments = [];
  for (let i = 0; i < PLANS + OTHERS; i++) {
    const owner = i < PLANS ? userId : randomUUID();
    const id = randomUUID();
    const frequency = FREQUENCIES[i % 3];
    const durationMonths = 1 + (i % 4);
    const priceKobo = 3_000_000 * durationMonths;
    const createdAt = new Date(at.getTime() + i * 86_400_000);
    const startDate = createdAt.toISOString().slice(0, 10);
    const built = buildSchedule({ priceKobo, frequency, durationMonths, startDate });
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    const completed = i % 4 === 0;
    const paidCount = completed ? built.instalments.length : 1 + (i % 3);
    const paidKobo = built.instalments.slice(0, paidCount).reduce((sum, s) => sum + s.amountKobo, 0);
    plans.push([id, owner, randomUUID(), 'Bench Pack', priceKobo, built.instalments[0].amountKobo, frequency, durationMonths, built.instalments.length, startDate,
      'manual', 0, completed ? 'Completed' : 'Active', paidKobo, 'pickup', createdAt, createdAt, createdAt, completed ? createdAt : null]);
    built.instalments.forEach((s, n) => {
      const scheduleId = randomUUID();
      const paid = n < paidCount;
      schedules.push([scheduleId, id, s.sequence, s.dueDate, s.amountKobo, paid ? 'Paid' : 'Pending', paid ? createdAt : null]);
      if (paid) payments.push([randomUUID(), 'paystack', `bench-${randomUUID()}`, owner, id, scheduleId, s.amountKobo, s.amountKobo, 0, 'NGN', 'card', 'success', '{}', 'browser', createdAt, createdAt]);
    });
  }
  await insertAll(
    db,
    `INSERT INTO savings_plans (id, user_id, food_pack_id, pack_name, price_kobo, instalment_kobo, frequency, duration_months, instalment_count, start_date,
       payment_preference, reminders_enabled, status, amount_paid_kobo, fulfilment_method, created_at, updated_at, activated_at, completed_at) VALUES ?`,
    plans,
  );
  await insertAll(db, 'INSERT INTO payment_schedules (id, plan_id, sequence, due_date, amount_kobo, status, paid_at) VALUES ?', schedules);
  await insertAll(
    db,
    `INSERT INTO payments (id, provider, provider_reference, user_id, plan_id, schedule_id, amount_kobo, applied_kobo, overpayment_kobo, currency, channel, status,
       provider_response, recorded_via, paid_at, created_at) VALUES ?`,
    payments,
  );
  await db.query('ANALYZE TABLE users, user_roles, savings_plans, payment_schedules, payments');
  await db.end();
  return { userId, schedules: schedules.length, payments: payments.length };
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { SavingsPlanService, PlanViews } = await dist('modules/savings-plan/index.js');
  const { PaymentsOfPlans } = await dist('modules/payment/index.js');
  const { UserService } = await dist('modules/user/index.js');
  const { buildSchedule } = await dist('modules/savings-plan/domain/schedule.js');
  const database = await createDatabase('fs_bench_plan_list');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    const { userId, schedules, payments } = await seed(database.url, buildSchedule);
    console.info(`seeded ${PLANS} plans of one customer and ${OTHERS} of others (${schedules} instalments, ${payments} payments) in ${ms(performance.now() - t0)}`);

    const counter = countStatements(ds);
    const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log };
    const ctx = () => ({ manager: ds.manager, now: new Date('2025-06-01T12:00:00Z'), requestId: 'bench', log, actor: { userId, roles: ['Customer'] } });
    const plans = new SavingsPlanService({ views: new PlanViews(new PaymentsOfPlans()), cards: {} });
    const users = new UserService();
    // What a signed-in request to mySavingsPlans spends: the session's facts, then the page.
    const request = async (query) => {
      const c = ctx();
      await users.sessionFacts(c, userId);
      return plans.mine(c, query);
    };
    const order = (await ds.query('SELECT id FROM savings_plans WHERE user_id = ? ORDER BY created_at DESC, id DESC', [userId])).map((r) => r.id);

    console.info(`\nmySavingsPlans for a customer with ${PLANS} plans on MariaDB (session + SavingsPlanService.mine, ${TIMING.runs} calls each after ${TIMING.warmUp} to warm up)`);
    const counts = new Set();
    for (const pageSize of PAGE_SIZES) {
      const lastPage = Math.ceil(PLANS / pageSize);
      for (const page of [...new Set([1, lastPage])]) {
        const m = await measure(counter, () => request({ page, pageSize }), TIMING);
        const expected = order.slice((page - 1) * pageSize, page * pageSize);
        if (m.result.totalCount !== PLANS || m.result.items.map((p) => p.id).join() !== expected.join()) throw new Error(`page ${page} of ${pageSize} does not hold the expected plans`);
        const instalments = m.result.items.reduce((n, p) => n + p.schedules.length, 0);
        counts.add(m.statements);
        console.info(
          `  pageSize ${String(pageSize).padStart(3)}, page ${page}: p50 ${ms(m.p50)}, p95 ${ms(m.p95)}; ${m.statements} SQL statements; ` +
            `${m.result.items.length} plans, ${instalments} instalments, ${kb(JSON.stringify(m.result).length)} of JSON`,
        );
      }
    }
    console.info(`  SQL statements a page for page sizes ${PAGE_SIZES.join(', ')}: ${[...counts].join(', ')}  [target: at most 5]`);
    const [plan] = await ds.query(
      'EXPLAIN SELECT id FROM savings_plans WHERE user_id = ? AND status IN (?, ?) ORDER BY created_at DESC, id DESC LIMIT 10',
      [userId, 'Active', 'Completed'],
    );
    console.info(`  the page's plan read: key ${plan.key}, ${plan.Extra || 'no extra'}`);
  } finally {
    await ds?.destroy();
    await dropDatabase(database.name);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
