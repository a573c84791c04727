// The procurement forecast (issue 25) on MariaDB: 100,000 open plans (a fiftieth awaiting their first
// payment) with their instalments, monthly, weekly and daily (4 in 10, 3.5 in 10 and 2.5 in 10; 1 to 4
// months, so 1 to 4, 4 to 16 and 30 to 120 instalments), started over the months before today so each is
// under way; six in ten paying on time (some a day or two late by habit), two in ten behind by 1 to 20
// days, one in ten two instalments ahead. Beside them, 20,000 completed and 10,000 cancelled plans with
// their instalments (which the forecast must skip), 24 packs of 4 to 8 item lines, stock for each. Built
// set-based (INSERT … SELECT over a numbers table) on a schema made by the real migrations. Then
// ProcurementService.forecast from the built api/dist, timed over repeated calls (median, p95), with its
// SQL statements, and the pace summaries' statement alone. Target: 2 s for 100,000 open plans.
// A database of its own, dropped at the end; prints figures.
// Usage: npm run build -w api && node bench/procurement-forecast.mjs [open plans, default 100000]
// (BENCH_KEEP_DB=1 keeps the database, to try the statement by hand; drop it yourself.)
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createDatabase, dropDatabase } from './support/database.mjs';
import { countStatements, measure, ms } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const OPEN = Number(process.argv[2] ?? 100_000);
const COMPLETED = Math.round(OPEN / 5);
const CANCELLED = Math.round(OPEN / 10);
const PLANS = OPEN + COMPLETED + CANCELLED;
const USERS = Math.round(OPEN * 0.6);
const PACKS = 24;
const TIMING = { runs: 7, warmUp: 2 };
const TARGET_MS = 2_000;
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';
const ITEMS = ['50kg bag of rice', '25kg bag of rice', '5L vegetable oil', '10L vegetable oil', 'Tin of tomato paste', '1kg bag of sugar', 'Carton of noodles', '5kg bag of beans', '2kg semovita', 'Bag of garri', 'Crate of eggs', 'Tin of milk'];

const idOf = (key) => `INSERT(INSERT(INSERT(INSERT(MD5(${key}), 21, 0, '-'), 17, 0, '-'), 13, 0, '-'), 9, 0, '-')`;
const list = (values) => values.map((v) => `'${v}'`).join(', ');

async function seed(url) {
  const db = await mysql.createConnection(url);
  await db.query('SET FOREIGN_KEY_CHECKS = 0, UNIQUE_CHECKS = 0');
  await db.query('CREATE TABLE bench_numbers (n INT PRIMARY KEY)');
  await db.query('INSERT INTO bench_numbers VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9)');
  for (const scale of [10, 100, 1_000, 10_000, 100_000]) {
    if (scale >= PLANS) break;
    await db.query(`INSERT INTO bench_numbers SELECT a.n + ${scale} * d.n FROM bench_numbers a, bench_numbers d WHERE a.n < ${scale} AND d.n BETWEEN 1 AND 9`);
  }
  await db.query(
    `INSERT INTO users (id, first_name, last_name, email, phone_number, address, status, password_hash, token_version, email_reminders, sms_reminders, registered_at, updated_at)
     SELECT ${idOf("CONCAT('user-', n)")}, 'Ada', 'Obi', CONCAT('u', n, '@bench.example.ng'), CONCAT('234803', LPAD(n, 7, '0')), NULL, 'Active', 'x', 0, 1, 1, ?, ?
       FROM bench_numbers WHERE n < ?`,
    [NOW, NOW, USERS],
  );
  await db.query(
    `INSERT INTO food_packs (id, name, description, image_path, price_kobo, original_price_kobo, duration_months, category, featured, available, created_by, updated_by, created_at, updated_at, retired_at)
     SELECT ${idOf("CONCAT('pack-', n)")}, CONCAT('Pack ', n + 1), 'Staples', NULL, 3600000, 3600000, 3, 'provision', 0, 1, NULL, NULL, ?, ?, NULL FROM bench_numbers WHERE n < ?`,
    [NOW, NOW, PACKS],
  );
  // Pack n holds 4 + n % 5 of the item lines, from line n % 12 on: many lines are shared across packs.
  await db.query(
    `INSERT INTO food_pack_items (id, food_pack_id, position, text)
     SELECT ${idOf("CONCAT('item-', p.n, '-', k.n)")}, ${idOf("CONCAT('pack-', p.n)")}, k.n, ELT(1 + (p.n + k.n) % ${ITEMS.length}, ${list(ITEMS)})
       FROM bench_numbers p JOIN bench_numbers k ON k.n < 4 + p.n % 5 WHERE p.n < ?`,
    [PACKS],
  );
  // Each plan's shape: frequency, duration, start (under way today), and its pace (kind, days behind).
  await db.query(`CREATE TABLE bench_plans (n INT PRIMARY KEY, freq VARCHAR(8), months INT, cnt INT, step INT, start DATE, kind VARCHAR(8), lag_days INT, status VARCHAR(24))`);
  await db.query(
    `INSERT INTO bench_plans
     SELECT n, freq, months, cnt, step,
            CASE WHEN status = 'AwaitingFirstPayment' THEN ? - INTERVAL (n % 2) DAY
                 WHEN status = 'Active' THEN ? - INTERVAL (CRC32(CONCAT('start', n)) % GREATEST(1, (cnt - 1) * step)) DAY
                 ELSE ? - INTERVAL (cnt * step + CRC32(CONCAT('start', n)) % 200) DAY END,
            kind, 1 + CRC32(CONCAT('lag', n)) % 20, status
       FROM (SELECT n, freq, months, step,
                    CASE freq WHEN 'monthly' THEN months WHEN 'weekly' THEN months * 4 ELSE months * 30 END AS cnt,
                    CASE WHEN r < 6 THEN 'onTime' WHEN r < 8 THEN 'behind' WHEN r < 9 THEN 'ahead' ELSE 'onTime' END AS kind,
                    CASE WHEN n >= ${OPEN + COMPLETED} THEN 'Cancelled' WHEN n >= ${OPEN} THEN 'Completed' WHEN n % 50 = 0 THEN 'AwaitingFirstPayment' ELSE 'Active' END AS status
               FROM (SELECT n, CRC32(CONCAT('kind', n)) % 10 AS r, 1 + CRC32(CONCAT('months', n)) % 4 AS months,
                            CASE WHEN n % 20 < 8 THEN 'monthly' WHEN n % 20 < 15 THEN 'weekly' ELSE 'daily' END AS freq,
                            CASE WHEN n % 20 < 8 THEN 30 WHEN n % 20 < 15 THEN 7 ELSE 1 END AS step
                       FROM bench_numbers WHERE n < ?) a) b`,
    [TODAY, TODAY, TODAY, PLANS],
  );
  await db.query(
    `INSERT INTO savings_plans (id, user_id, food_pack_id, pack_name, price_kobo, instalment_kobo, frequency, duration_months, instalment_count, start_date,
       payment_preference, reminders_enabled, status, cancel_reason, amount_paid_kobo, fulfilment_method, delivery_address, delivery_landmark, delivery_area,
       created_at, updated_at, activated_at, completed_at)
     SELECT ${idOf("CONCAT('plan-', n)")}, ${idOf(`CONCAT('user-', n % ${USERS})`)}, ${idOf(`CONCAT('pack-', CRC32(CONCAT('pack', n)) % ${PACKS})`)}, 'Pack', 3600000, 3600000 DIV cnt, freq, months, cnt,
            DATE_FORMAT(start, '%Y-%m-%d'), 'manual', 1, status, IF(status = 'Cancelled', 'cancelled', NULL), 0, 'pickup', NULL, NULL, NULL,
            TIMESTAMP(start), TIMESTAMP(start), IF(status = 'AwaitingFirstPayment', NULL, TIMESTAMP(start)), IF(status = 'Completed', ?, NULL)
       FROM bench_plans`,
    [NOW],
  );
  // The instalments: paid up to today (on time, some a day or two late), to `lag_days` before today
  // (behind: the rest overdue), or two instalments beyond today (ahead, paid yesterday).
  await db.query(
    `INSERT INTO payment_schedules (id, plan_id, sequence, due_date, amount_kobo, status, paid_at, payment_id, fine_kobo, fine_id)
     SELECT ${idOf("CONCAT('s-', n, '-', k)")}, ${idOf("CONCAT('plan-', n)")}, k + 1, DATE_FORMAT(d, '%Y-%m-%d'), 3600000 DIV cnt,
            CASE WHEN paid THEN 'Paid' WHEN d < ? THEN 'Overdue' ELSE 'Pending' END,
            IF(paid, TIMESTAMP(LEAST(? - INTERVAL 1 DAY, d + INTERVAL habit DAY), '10:00:00'), NULL), NULL, 0, NULL
       FROM (SELECT n, k, cnt, d, habit,
                    CASE WHEN status = 'Completed' THEN TRUE
                         WHEN status IN ('Cancelled', 'AwaitingFirstPayment') THEN FALSE
                         WHEN kind = 'behind' THEN d <= ? - INTERVAL lag_days DAY
                         WHEN kind = 'ahead' THEN d <= ? + INTERVAL (2 * step) DAY
                         ELSE d < ? END AS paid
               FROM (SELECT p.*, k.n AS k, IF(p.freq = 'monthly', p.start + INTERVAL k.n MONTH, p.start + INTERVAL (k.n * p.step) DAY) AS d,
                            IF(p.kind = 'onTime', CRC32(CONCAT('habit', p.n)) % 4 DIV 2, 0) AS habit
                       FROM bench_plans p JOIN bench_numbers k ON k.n < p.cnt) x) s`,
    [TODAY, TODAY, TODAY, TODAY, TODAY],
  );
  // Stock: some of each pack received, the completed plans' packs reserved (a few packs short).
  await db.query(
    `INSERT INTO stock_movements (id, food_pack_id, kind, quantity, plan_id, reason, actor_id, at)
     SELECT ${idOf("CONCAT('received-', n)")}, ${idOf("CONCAT('pack-', n)")}, 'received', 200 + CRC32(CONCAT('stock', n)) % 800, NULL, NULL, NULL, ? FROM bench_numbers WHERE n < ?`,
    [NOW, PACKS],
  );
  await db.query(
    `INSERT INTO stock_movements (id, food_pack_id, kind, quantity, plan_id, reason, actor_id, at)
     SELECT ${idOf("CONCAT('reserved-', n)")}, ${idOf(`CONCAT('pack-', CRC32(CONCAT('pack', n)) % ${PACKS})`)}, 'reserved', 1, ${idOf("CONCAT('plan-', n)")}, NULL, NULL, ?
       FROM bench_plans WHERE status = 'Completed' AND n % 20 = 0`,
    [NOW],
  );
  await db.query('ANALYZE TABLE users, food_packs, food_pack_items, savings_plans, payment_schedules, stock_movements');
  const [[counts]] = await db.query(
    `SELECT (SELECT COUNT(*) FROM savings_plans WHERE status IN ('AwaitingFirstPayment', 'Active')) AS open,
            (SELECT COUNT(*) FROM payment_schedules) AS schedules,
            (SELECT COUNT(*) FROM payment_schedules s JOIN savings_plans p ON p.id = s.plan_id WHERE p.status IN ('AwaitingFirstPayment', 'Active')) AS openSchedules,
            (SELECT MAX(instalment_count) FROM savings_plans) AS most`,
  );
  await db.query('DROP TABLE bench_numbers, bench_plans');
  await db.end();
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { ProcurementService } = await dist('modules/procurement/index.js');
  const database = await createDatabase('fs_bench_forecast');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    const counts = await seed(database.url);
    console.info(
      `seeded ${counts.open} open plans with ${counts.openSchedules} instalments (${(counts.openSchedules / counts.open).toFixed(1)} a plan, at most ${counts.most}), ` +
        `${COMPLETED} completed and ${CANCELLED} cancelled beside them, ${counts.schedules} instalments in all, ${PACKS} packs, in ${ms(performance.now() - t0)}`,
    );

    const counter = countStatements(ds);
    const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log };
    const ctx = () => ({ manager: ds.manager, now: NOW, requestId: 'bench', log, actor: { userId: 'bench-admin', roles: ['Admin'] } });
    const service = new ProcurementService();
    const whole = await measure(counter, () => service.forecast(ctx()), TIMING);
    const f = whole.result;

    // The pace summaries' statements alone, side by side as the service sends them, and their plan.
    const { paceStatements } = await dist('modules/procurement/procurement.service.js');
    const statements = paceStatements(ds.manager, TODAY);
    const summaries = await measure(counter, () => Promise.all(statements.map(([sql, args]) => ds.query(sql, args))), TIMING);
    const plan = await ds.query(`EXPLAIN ${statements[0][0]}`, statements[0][1]);
    const summaryRows = summaries.result.reduce((n, rows) => n + rows.length, 0);
    console.info(`\nforecast (ProcurementService.forecast), ${TIMING.runs} calls after ${TIMING.warmUp} to warm up; target: <= ${ms(TARGET_MS)} for ${OPEN} open plans`);
    console.info(`  the whole forecast            median ${ms(whole.p50)}, p95 ${ms(whole.p95)}, ${whole.statements} statements [target: ${whole.p50 <= TARGET_MS ? 'met' : 'MISSED'}]`);
    console.info(`  the pace summaries alone      median ${ms(summaries.p50)}, p95 ${ms(summaries.p95)}: ${statements.length} statements side by side, ${summaryRows} rows (one a plan)`);
    console.info(`  ${(counts.openSchedules / counts.open).toFixed(1)} instalments a plan read; ${f.packs.length} packs and ${f.itemLines.length} item lines in the answer`);
    console.info('  plan of a statement:');
    for (const row of plan) console.info(`    ${row.id} ${row.select_type.padEnd(8)} ${String(row.table).padEnd(12)} ${String(row.type).padEnd(6)} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}`);
    console.info('\n  pack       plans due within 1/2/4/8 weeks   available  needed within 1/2/4/8 weeks');
    for (const p of f.packs.slice(0, 5)) console.info(`  ${p.name.padEnd(10)} ${p.completions.join('/').padEnd(32)} ${String(p.available).padStart(9)}  ${p.needed.join('/')}`);
    console.info(`  top item line within 8 weeks: ${f.itemLines[0] ? `${f.itemLines[0].needed[3]} × ${f.itemLines[0].text}` : 'none'}`);
  } finally {
    await ds?.destroy();
    if (process.env.BENCH_KEEP_DB) console.info(`kept ${database.url}`);
    else await dropDatabase(database.name);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
