// The console's deliveries queue (issue 24) on MariaDB: 100,000 completed plans, each with its
// fulfilment (seven in ten handed over, one in ten cancelled, the rest still to hand over: awaiting
// dispatch, scheduled, out for delivery, ready for pickup), across the 20 Lagos areas, for 60,000
// customers, built set-based (INSERT … SELECT over a numbers table) on a schema made by the real
// migrations. Then FulfilmentService.deliveries from the built api/dist, first and last page at 10,
// 50 and 100 a page, timed over repeated calls (p50/p95), with the SQL statements each call takes:
// the default queue (not yet handed over), one state (Delivered, the largest), an area, late only,
// and a search by phone, by full name and by a first name one customer in 24 has. Targets: p95 <= 100 ms, the last page within 2x of the first, the same
// statement count for every page size. With the stock movements those plans made (issue 25), half the
// packs still owed short, so every page also works out which plans are short of stock. The stock is
// then closed as the nightly job closes it (closeStock, without its settling time: every row here is
// old), so the figures read the closing and no movement after it: the steady state, timed too.
// A database of its own, dropped at the end; prints figures.
// Usage: npm run build -w api && node bench/deliveries-queue.mjs [plans, default 100000] [packs short, default 500]
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
/** Packs owed beyond what is in the store (issue 25): the short flag's walk is about this many index steps. */
const SHORT = Number(process.argv[3] ?? 500);
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';
const AREAS = ['Agege', 'Ajeromi-Ifelodun', 'Alimosho', 'Amuwo-Odofin', 'Apapa', 'Badagry', 'Epe', 'Eti-Osa', 'Ibeju-Lekki', 'Ifako-Ijaiye', 'Ikeja', 'Ikorodu', 'Kosofe', 'Lagos Island', 'Lagos Mainland', 'Mushin', 'Ojo', 'Oshodi-Isolo', 'Shomolu', 'Surulere'];
const FIRST = ['Ada', 'Chidi', 'Ngozi', 'Tunde', 'Bola', 'Emeka', 'Folake', 'Ibrahim', 'Halima', 'Musa', 'Kemi', 'Yusuf', 'Amaka', 'Segun', 'Zainab', 'Uche', 'Funmi', 'Aliyu', 'Chioma', 'Dayo', 'Nneka', 'Sani', 'Ifeoma', 'Kunle'];
const LAST = ['Obi', 'Okeke', 'Adeyemi', 'Bakare', 'Eze', 'Nwosu', 'Balogun', 'Bello', 'Okafor', 'Lawal', 'Ibekwe', 'Danjuma', 'Olawale', 'Chukwu', 'Aminu', 'Oyelaran', 'Nnadi', 'Garba', 'Akande', 'Umeh'];

const idOf = (key) => `INSERT(INSERT(INSERT(INSERT(MD5(${key}), 21, 0, '-'), 17, 0, '-'), 13, 0, '-'), 9, 0, '-')`;
const list = (values) => values.map((v) => `'${v}'`).join(', ');
/** A UUID v7 as movementId() makes it at the instant `at` (a SQL datetime), its other bits from MD5(key). */
const v7Of = (at, key) =>
  `LOWER(CONCAT(INSERT(LPAD(HEX(FLOOR(UNIX_TIMESTAMP(${at}) * 1000)), 12, '0'), 9, 0, '-'), '-7', SUBSTR(MD5(${key}), 1, 3), '-8', SUBSTR(MD5(${key}), 4, 3), '-', SUBSTR(MD5(${key}), 7, 12)))`;

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
  // Stock as the plans moved it (issue 25): every fulfilment reserved its pack when it opened, the
  // cancelled ones released it, the handed over took it out of stock; received covers every
  // handover and all but SHORT of the packs still owed, so the SHORT newest are flagged short.
  const reservedAt = 'TIMESTAMP(f.expected_from) - INTERVAL 5 DAY';
  const stockRow = (kind, at, where) =>
    `INSERT INTO stock_movements (id, food_pack_id, kind, quantity, plan_id, reason, actor_id, at)
     SELECT ${v7Of(at, `CONCAT('${kind}-', f.id)`)}, ${idOf("'pack'")}, '${kind}', 1, f.plan_id, NULL, NULL, ${at} FROM fulfilments f ${where}`;
  await db.query(stockRow('reserved', reservedAt, ''));
  await db.query(stockRow('released', `${reservedAt} + INTERVAL 1 DAY`, "WHERE f.status = 'Cancelled'"));
  await db.query(stockRow('handedOver', 'f.handed_over_at', "WHERE f.status IN ('Delivered', 'Collected')"));
  await db.query(
    `INSERT INTO stock_movements (id, food_pack_id, kind, quantity, plan_id, reason, actor_id, at)
     SELECT ${v7Of('? - INTERVAL 400 DAY', "'received'")}, ${idOf("'pack'")}, 'received', SUM(status IN ('Delivered', 'Collected')) + GREATEST(0, SUM(status IN ('AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup')) - ?), NULL, NULL, NULL, ? - INTERVAL 400 DAY FROM fulfilments`,
    [NOW, SHORT, NOW],
  );
  await db.query('ANALYZE TABLE users, savings_plans, fulfilments, stock_movements');
  const [[{ open }]] = await db.query("SELECT COUNT(*) AS open FROM fulfilments WHERE status IN ('AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup')");
  await db.query('DROP TABLE bench_numbers');
  await db.end();
  return Number(open);
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { FulfilmentService } = await dist('modules/fulfilment/index.js');
  const { checkStockClosings, closeStock, readStockFigures } = await dist('modules/stock/index.js');
  const database = await createDatabase('fs_bench_deliveries');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    const open = await seed(database.url);
    console.info(`seeded ${PLANS} completed plans with their fulfilments (${open} not yet handed over) for ${USERS} customers in ${ms(performance.now() - t0)}`);
    const [{ movements, packId }] = await ds.query('SELECT COUNT(*) AS movements, MIN(food_pack_id) AS packId FROM stock_movements');
    const counter = countStatements(ds);
    const figures = () => measure(counter, () => readStockFigures(ds.manager, [packId]), TIMING);
    const unclosed = await figures();
    const t1 = performance.now();
    const closing = await closeStock(ds.manager, { settleMs: 0 });
    const closedIn = performance.now() - t1;
    const t2 = performance.now();
    const again = await closeStock(ds.manager, { settleMs: 0 });
    const againIn = performance.now() - t2;
    const t3 = performance.now();
    const check = await checkStockClosings(ds.manager);
    console.info(
      `closed the stock (${movements} movements, ${closing.closed} of ${closing.packs} packs) in ${ms(closedIn)}, again (nothing new: ${again.closed} closed) in ${ms(againIn)}; checked ${check.checked} closings (${check.wrong.length} wrong) in ${ms(performance.now() - t3)}`,
    );
    const closed = await figures();
    if (JSON.stringify(closed.result.get(packId)) !== JSON.stringify(unclosed.result.get(packId))) throw new Error('the figures through the closing differ from the sum of every row');
    console.info(`the pack's figures (readStockFigures) p50/p95: summing every movement ${ms(unclosed.p50)}/${ms(unclosed.p95)}; through its closing ${ms(closed.p50)}/${ms(closed.p95)} (${closed.statements} statements)`);

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
