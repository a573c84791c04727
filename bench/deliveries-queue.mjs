// The console's deliveries queue (issue 24) on MariaDB: 100,000 completed plans, each with its
// fulfilment (seven in ten handed over, one in ten cancelled, the rest still to hand over: awaiting
// dispatch, scheduled, out for delivery, ready for pickup), across the 20 Lagos areas, for 60,000
// customers, built set-based (INSERT … SELECT over a numbers table) on a schema made by the real
// migrations. Then FulfilmentService.deliveries from the built api/dist, first and last page at 10,
// 50 and 100 a page, timed over repeated calls (p50/p95), with the SQL statements each call takes:
// the default queue (not yet handed over), one state (Delivered, the largest), an area, late only,
// and a search by phone, by full name and by a first name one customer in 24 has. Targets: p95 <= 100 ms, the last page within 2x of the first, the same
// statement count for every page size. A database of its own, dropped at the end; prints figures.
// Usage: npm run build -w api && node bench/deliveries-queue.mjs [plans, default 100000]
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createDatabase, dropDatabase } from './support/database.mjs';
import { countStatements, measure, ms } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const PLANS = Number(process.argv[2] ?? 100_000);
const USERS = Math.round(PLANS * 0.6);
const TIMING = { runs: 20, warmUp: 3 };
const PAGE_SIZES = [10, 50, 100];
const TARGET_P95_MS = 100;
const TARGET_RATIO = 2;
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';
const AREAS = ['Agege', 'Ajeromi-Ifelodun', 'Alimosho', 'Amuwo-Odofin', 'Apapa', 'Badagry', 'Epe', 'Eti-Osa', 'Ibeju-Lekki', 'Ifako-Ijaiye', 'Ikeja', 'Ikorodu', 'Kosofe', 'Lagos Island', 'Lagos Mainland', 'Mushin', 'Ojo', 'Oshodi-Isolo', 'Shomolu', 'Surulere'];
const FIRST = ['Ada', 'Chidi', 'Ngozi', 'Tunde', 'Bola', 'Emeka', 'Folake', 'Ibrahim', 'Halima', 'Musa', 'Kemi', 'Yusuf', 'Amaka', 'Segun', 'Zainab', 'Uche', 'Funmi', 'Aliyu', 'Chioma', 'Dayo', 'Nneka', 'Sani', 'Ifeoma', 'Kunle'];
const LAST = ['Obi', 'Okeke', 'Adeyemi', 'Bakare', 'Eze', 'Nwosu', 'Balogun', 'Bello', 'Okafor', 'Lawal', 'Ibekwe', 'Danjuma', 'Olawale', 'Chukwu', 'Aminu', 'Oyelaran', 'Nnadi', 'Garba', 'Akande', 'Umeh'];

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
     SELECT ${idOf("CONCAT('user-', n)")}, ELT(1 + n % ${FIRST.length}, ${list(FIRST)}), ELT(1 + FLOOR(n / ${FIRST.length}) % ${LAST.length}, ${list(LAST)}),
            CONCAT('u', n, '@bench.example.ng'), CONCAT('234803', LPAD(n, 7, '0')), NULL, 'Active', 'x', 0, 1, 1, ?, ?
       FROM bench_numbers WHERE n < ?`,
    [NOW, NOW, USERS],
  );
  // The state of plan n: 0-69 handed over, 70-79 cancelled, then awaiting, scheduled, out, ready.
  const roll = "(CRC32(CONCAT('state', n)) % 100)";
  await db.query(
    `INSERT INTO savings_plans (id, user_id, food_pack_id, pack_name, price_kobo, instalment_kobo, frequency, duration_months, instalment_count, start_date,
       payment_preference, reminders_enabled, status, cancel_reason, amount_paid_kobo, fulfilment_method, delivery_address, delivery_landmark, delivery_area,
       created_at, updated_at, activated_at, completed_at)
     SELECT ${idOf("CONCAT('plan-', n)")}, ${idOf(`CONCAT('user-', n % ${USERS})`)}, ${idOf("'pack'")}, 'Family Pack', 3600000, 1200000, 'monthly', 3, 3, '2026-01-01',
            'manual', 1, IF(${roll} BETWEEN 70 AND 79, 'Cancelled', 'Completed'), IF(${roll} BETWEEN 70 AND 79, 'refunded', NULL), 3600000,
            IF(n % 3 = 0, 'pickup', 'delivery'), IF(n % 3 = 0, NULL, CONCAT(n % 200 + 1, ' Allen Avenue')), IF(n % 3 = 0, NULL, 'near the market'),
            IF(n % 3 = 0, NULL, ELT(1 + n % 20, ${list(AREAS)})), ?, ?, ?, ?
       FROM bench_numbers WHERE n < ?`,
    [NOW, NOW, NOW, NOW, PLANS],
  );
  // Promised dates spread over the last year and the next weeks; those still open mostly recent.
  await db.query(
    `INSERT INTO fulfilments (id, plan_id, method, address, landmark, area, expected_from, expected_to, promised_date, status, scheduled_for, rider_id,
       code_nonce, wrong_codes, handed_over_at, created_at, updated_at)
     SELECT ${idOf("CONCAT('fulfilment-', n)")}, ${idOf("CONCAT('plan-', n)")}, IF(n % 3 = 0, 'pickup', 'delivery'),
            IF(n % 3 = 0, NULL, CONCAT(n % 200 + 1, ' Allen Avenue')), IF(n % 3 = 0, NULL, 'near the market'), IF(n % 3 = 0, NULL, ELT(1 + n % 20, ${list(AREAS)})),
            d, d, d,
            CASE WHEN r < 70 THEN IF(n % 3 = 0, 'Collected', 'Delivered') WHEN r < 80 THEN 'Cancelled'
                 WHEN n % 3 = 0 THEN IF(r < 90, 'AwaitingDispatch', 'ReadyForPickup')
                 WHEN r < 90 THEN 'AwaitingDispatch' WHEN r < 96 THEN 'Scheduled' ELSE 'OutForDelivery' END,
            IF(n % 3 <> 0 AND r >= 90, ?, NULL), NULL, MD5(n), 0, IF(r < 70, TIMESTAMP(d) + INTERVAL 10 HOUR, NULL), ?, ?
       FROM (SELECT n, ${roll} AS r,
                    DATE_FORMAT(IF(${roll} < 80, ? - INTERVAL (CRC32(CONCAT('d', n)) % 365) DAY, ? - INTERVAL (CRC32(CONCAT('d', n)) % 20) DAY + INTERVAL 5 DAY), '%Y-%m-%d') AS d
               FROM bench_numbers WHERE n < ?) s`,
    [TODAY, NOW, NOW, TODAY, TODAY, PLANS],
  );
  await db.query('ANALYZE TABLE users, savings_plans, fulfilments');
  const [[{ open }]] = await db.query("SELECT COUNT(*) AS open FROM fulfilments WHERE status IN ('AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup')");
  await db.query('DROP TABLE bench_numbers');
  await db.end();
  return Number(open);
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { FulfilmentService } = await dist('modules/fulfilment/index.js');
  const database = await createDatabase('fs_bench_deliveries');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    const open = await seed(database.url);
    console.info(`seeded ${PLANS} completed plans with their fulfilments (${open} not yet handed over) for ${USERS} customers in ${ms(performance.now() - t0)}`);

    const counter = countStatements(ds);
    const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log };
    const ctx = () => ({ manager: ds.manager, now: NOW, requestId: 'bench', log, actor: { userId: 'bench-admin', roles: ['Admin'] } });
    const service = new FulfilmentService({ codeKey: Buffer.alloc(32), office: { address: '-', hours: '-', phoneNumber: '-' }, supportEmail: 'x@example.ng', owed: null, jobs: null });
    const queries = [
      ['the queue (not handed over)', {}],
      ['Delivered', { state: 'Delivered' }],
      ['area Ikeja', { area: 'Ikeja' }],
      ['late only', { lateOnly: true }],
      ['search a phone number', { search: '0803 001 2345' }],
      ['search "ngozi okeke"', { search: 'ngozi okeke' }],
      ['search "ngozi" (1 in 24)', { search: 'ngozi' }],
    ];
    console.info(`\ndeliveries (FulfilmentService.deliveries), ${TIMING.runs} calls a page after ${TIMING.warmUp} to warm up; targets: p95 <= ${TARGET_P95_MS} ms, last/first <= ${TARGET_RATIO}`);
    console.info('  query                         size  first p50/p95        last p50/p95         last/first  statements');
    const uneven = [];
    let worst = 0;
    let worstRatio = 0;
    for (const [label, filter] of queries) {
      const statements = new Set();
      for (const pageSize of PAGE_SIZES) {
        const first = await measure(counter, () => service.deliveries(ctx(), filter, 1, pageSize), TIMING);
        const lastPage = Math.max(1, Math.ceil(first.result.totalCount / pageSize));
        const last = await measure(counter, () => service.deliveries(ctx(), filter, lastPage, pageSize), TIMING);
        const expectedLast = first.result.totalCount - (lastPage - 1) * pageSize;
        if (first.result.items.length !== Math.min(pageSize, first.result.totalCount) || last.result.items.length !== expectedLast) throw new Error(`${label}: a page does not hold the rows it should`);
        statements.add(first.statements).add(last.statements);
        worst = Math.max(worst, first.p95, last.p95);
        worstRatio = Math.max(worstRatio, last.p50 / first.p50);
        console.info(
          `  ${label.padEnd(28)} ${String(pageSize).padStart(5)}  ${`${ms(first.p50)}/${ms(first.p95)}`.padEnd(19)}  ${`${ms(last.p50)}/${ms(last.p95)}`.padEnd(19)}  ${(last.p50 / first.p50).toFixed(2).padStart(10)}  ${first.statements}/${last.statements}  (${first.result.totalCount} rows)`,
        );
      }
      if (statements.size > 1) uneven.push(label);
    }
    console.info(`  worst p95: ${ms(worst)} [target <= ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'MISSED'}]`);
    console.info(`  worst last/first: ${worstRatio.toFixed(2)} [target <= ${TARGET_RATIO}: ${worstRatio <= TARGET_RATIO ? 'met' : 'MISSED'}]`);
    console.info(`  statements a call: the same for every page size of a query [target: ${uneven.length ? `MISSED (${uneven.join('; ')})` : 'met'}]`);
  } finally {
    await ds?.destroy();
    await dropDatabase(database.name);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
