// Overdue marking (issue 12) on MariaDB: 100,000 instalments past their due date, marked
// (a) by the job's own set-based UPDATE (OverdueService.markOverdue from the built api/dist), and
// (b) row by row, one UPDATE per instalment, as a naive loop would. The loop is timed over a
// sample and extrapolated to the same 100,000 rows (running it in full would take minutes).
// Around the due rows are ones that must not change: paid ones, future ones, and due ones of
// cancelled plans. Target: 100k in at most 10 s, at least 100x faster than row by row.
// It works in a database of its own (dropped at the end) and prints figures; it asserts only that
// the job marked exactly the rows it should.
// Usage: npm run build && node bench/overdue.mjs [due instalments, default 100000]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createDatabase, dropDatabase, insertAll } from './support/database.mjs';
import { ms } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const DUE = Number(process.argv[2] ?? 100_000);
const DUE_PER_PLAN = 10;
const PLANS = Math.ceil(DUE / DUE_PER_PLAN);
const CANCELLED_PLANS = Math.ceil(PLANS / 20);
const ROW_BY_ROW_SAMPLE = 2_000;
const TODAY = '2026-06-15';
/** 00:05 in Lagos (UTC+1) on TODAY, when the scheduled job runs. */
const RUN_AT = new Date('2026-06-14T23:05:00Z');

const day = (offset) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const describePlan = (rows) => rows.map((r) => `${r.table} via ${r.key ?? 'scan'} (${r.type}, ~${r.rows} rows)`).join(', ');

/**
 * Active plans with 2 paid, DUE_PER_PLAN due (over the last 30 days) and 2 future instalments
 * each; cancelled plans with due Pending instalments that must stay Pending. The plans' user and
 * pack are not inserted: foreign keys are off on this seeding connection only.
 */
async function seed(url) {
  const db = await mysql.createConnection(url);
  await db.query('SET FOREIGN_KEY_CHECKS = 0');
  const now = new Date('2026-05-01T10:00:00Z');
  const plans = [];
  const schedules = [];
  const addPlan = (status) => {
    const id = randomUUID();
    plans.push([id, randomUUID(), randomUUID(), 'Bench Pack', 1_400_000, 100_000, 'daily', 1, 14, day(-40), 'manual', true, status, status === 'Cancelled' ? 'cancelled' : null, 200_000, 'pickup', null, now, now]);
    return id;
  };
  for (let p = 0; p < PLANS; p++) {
    const id = addPlan('Active');
    let seq = 0;
    for (let i = 0; i < 2; i++) schedules.push([randomUUID(), id, ++seq, day(-40 + i), 100_000, 'Paid', now, null]);
    for (let i = 0; i < DUE_PER_PLAN; i++) schedules.push([randomUUID(), id, ++seq, day(-30 + ((p + i * 3) % 30)), 100_000, 'Pending', null, null]);
    schedules.push([randomUUID(), id, ++seq, TODAY, 100_000, 'Pending', null, null]); // due today: not overdue yet
    schedules.push([randomUUID(), id, seq + 1, day(1 + (p % 30)), 100_000, 'Pending', null, null]);
  }
  for (let p = 0; p < CANCELLED_PLANS; p++) {
    const id = addPlan('Cancelled');
    for (let i = 0; i < DUE_PER_PLAN; i++) schedules.push([randomUUID(), id, i + 1, day(-30 + i), 100_000, 'Pending', null, null]);
  }
  await insertAll(
    db,
    `INSERT INTO savings_plans (id, user_id, food_pack_id, pack_name, price_kobo, instalment_kobo, frequency, duration_months, instalment_count, start_date,
       payment_preference, reminders_enabled, status, cancel_reason, amount_paid_kobo, fulfilment_method, delivery_address, created_at, updated_at) VALUES ?`,
    plans,
  );
  await insertAll(db, 'INSERT INTO payment_schedules (id, plan_id, sequence, due_date, amount_kobo, status, paid_at, payment_id) VALUES ?', schedules);
  await db.query('ANALYZE TABLE savings_plans, payment_schedules');
  await db.end();
  return { plans: plans.length, schedules: schedules.length };
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { OverdueService } = await dist('modules/savings-plan/index.js');
  const database = await createDatabase('fs_bench_overdue');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    const seeded = await seed(database.url);
    console.info(`seeded ${seeded.plans} plans and ${seeded.schedules} instalments (${DUE} due and Pending on open plans) in ${ms(performance.now() - t0)}`);

    // (b) Row by row, over a sample of the due rows: one autocommitted UPDATE each, on the pool.
    const sample = (
      await ds.query(
        `SELECT s.id FROM payment_schedules s JOIN savings_plans p ON p.id = s.plan_id
          WHERE s.status = 'Pending' AND s.due_date < ? AND p.status IN ('AwaitingFirstPayment', 'Active') LIMIT ${ROW_BY_ROW_SAMPLE}`,
        [TODAY],
      )
    ).map((r) => r.id);
    const r0 = performance.now();
    for (const id of sample) await ds.query(`UPDATE payment_schedules SET status = 'Overdue' WHERE id = ? AND status = 'Pending'`, [id]);
    const loopMs = performance.now() - r0;
    const perRowMs = loopMs / sample.length;
    const loopEstimateMs = perRowMs * DUE;
    // Back to Pending, so that the job below marks all DUE rows.
    await ds.query(`UPDATE payment_schedules SET status = 'Pending' WHERE status = 'Overdue'`);

    // (a) The job's statement (its plan first, as MariaDB chooses it for this data).
    const explainMark = () =>
      ds.query(`EXPLAIN UPDATE payment_schedules SET status = 'Overdue' WHERE status = 'Pending' AND due_date < ? AND plan_id IN (SELECT p.id FROM savings_plans p WHERE p.status IN ('AwaitingFirstPayment', 'Active'))`, [TODAY]);
    const explain = await explainMark();
    const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log };
    const ctx = () => ({ manager: ds.manager, now: RUN_AT, requestId: 'bench', log });
    const service = new OverdueService();
    const first = await service.markOverdue(ctx());
    const againPlan = await explainMark();
    const again = await service.markOverdue(ctx());

    const [{ overdue }] = await ds.query(`SELECT COUNT(*) AS overdue FROM payment_schedules WHERE status = 'Overdue'`);
    if (first.marked !== DUE || Number(overdue) !== DUE || again.marked !== 0) {
      throw new Error(`expected ${DUE} marked once, got ${first.marked} then ${again.marked} (${overdue} Overdue rows)`);
    }

    console.info(`\noverdue marking of ${DUE} due instalments on MariaDB (today ${TODAY}, run at ${RUN_AT.toISOString()})`);
    console.info(`  (a) set-based (OverdueService.markOverdue, one UPDATE): ${ms(first.ms)}  [marked ${first.marked}; target <= 10 s]`);
    console.info(`      second run, same day: ${ms(again.ms)}  [marked ${again.marked}]`);
    console.info(`      plan: ${describePlan(explain)}; on the second run: ${describePlan(againPlan)}`);
    console.info(`  (b) row by row, one UPDATE per row: ${ms(loopMs)} for a sample of ${sample.length} rows = ${perRowMs.toFixed(3)} ms/row,`);
    console.info(`      extrapolated to ${DUE} rows: ${(loopEstimateMs / 1000).toFixed(1)} s  (estimate, not run in full)`);
    console.info(`  set-based is ${Math.round(loopEstimateMs / Math.max(first.ms, 1))}x faster than row by row  [target >= 100x]`);
  } finally {
    await ds?.destroy();
    await dropDatabase(database.name);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
