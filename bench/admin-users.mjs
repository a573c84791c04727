// The admin console's users list (issue 11) on MariaDB/MySQL: 100,000 users (one in 50 a marketer,
// a few admins, one in 5 with a savings plan under way), then adminUsers' first and last page at
// 10, 50 and 100 rows a page, timed over repeated calls of UserAdminService.list from the built
// api/dist (p50/p95), with the SQL statements each page takes. Also shown: a middle page (the
// deepest any page reads), searches, usersWithoutPlans, and the last page's ids read with a plain
// OFFSET from the newest end against the oldest-end read the list does. Targets: p95 <= 100 ms, the last page
// within 2x of the first, the same small statement count whatever the page size.
// It works in a database of its own (dropped at the end), prints figures and asserts only that
// the pages hold the rows they should.
// Usage: npm run build -w api && node bench/admin-users.mjs [users, default 100000]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createDatabase, dropDatabase, insertAll } from './support/database.mjs';
import { countStatements, measure, ms } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const USERS = Number(process.argv[2] ?? 100_000);
/** Timed calls after the warm-up ones. */
const TIMING = { runs: 60, warmUp: 5 };
const PAGE_SIZES = [10, 50, 100];
const FIRST_NAMES = ['Ada', 'Chidi', 'Ngozi', 'Tunde', 'Bola', 'Emeka', 'Folake', 'Ibrahim', 'Halima', 'Musa', 'Kemi', 'Yusuf'];
const LAST_NAMES = ['Obi', 'Okeke', 'Adeyemi', 'Bakare', 'Eze', 'Nwosu', 'Balogun', 'Bello', 'Okafor', 'Lawal'];


/**
 * Users registered over two years, several in the same second (the id breaks those ties), with
 * their roles; one in five with an Active plan. Plans' packs are not inserted: foreign keys are
 * off on this seeding connection only.
 */
async function seed(url) {
  const db = await mysql.createConnection(url);
  await db.query('SET FOREIGN_KEY_CHECKS = 0');
  const start = Date.parse('2024-06-01T00:00:00Z');
  const users = [];
  const roles = [];
  const plans = [];
  let adminId;
  for (let i = 0; i < USERS; i++) {
    const id = randomUUID();
    const at = new Date(start + Math.floor(i / 3) * 1_900_000); // three a time, ~32 minutes apart
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
    const status = i % 97 === 0 ? 'Suspended' : 'Active';
    users.push([id, first, last, `${first}.${last}.${i}@bench.example.ng`.toLowerCase(), `23480${String(i).padStart(8, '0')}`, null, status, 'x', 0, 1, 1, at, at]);
    const role = i % 5_000 === 0 ? 'Admin' : i % 50 === 0 ? 'Marketer' : 'Customer';
    roles.push([id, role, at]);
    if (role === 'Admin' && status === 'Active') adminId ??= id;
    if (i % 5 === 0) {
      plans.push([randomUUID(), id, randomUUID(), 'Bench Pack', 1_400_000, 100_000, 'daily', 1, 14, '2026-01-01', 'manual', true, 'Active', 100_000, 'pickup', at, at]);
    }
  }
  await insertAll(
    db,
    'INSERT INTO users (id, first_name, last_name, email, phone_number, address, status, password_hash, token_version, email_reminders, sms_reminders, registered_at, updated_at) VALUES ?',
    users,
  );
  await insertAll(db, 'INSERT INTO user_roles (user_id, role, granted_at) VALUES ?', roles);
  await insertAll(
    db,
    `INSERT INTO savings_plans (id, user_id, food_pack_id, pack_name, price_kobo, instalment_kobo, frequency, duration_months, instalment_count, start_date,
       payment_preference, reminders_enabled, status, amount_paid_kobo, fulfilment_method, created_at, updated_at) VALUES ?`,
    plans,
  );
  await db.query('ANALYZE TABLE users, user_roles, savings_plans');
  await db.end();
  return { adminId, plans: plans.length };
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { UserAdminService } = await dist('modules/user-admin/index.js');
  const database = await createDatabase('fs_bench_admin_users');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    const { adminId, plans } = await seed(database.url);
    console.info(`seeded ${USERS} users (${plans} with a plan under way) in ${ms(performance.now() - t0)}`);

    const counter = countStatements(ds);
    const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log };
    const ctx = () => ({ manager: ds.manager, now: new Date(), requestId: 'bench', log, actor: { userId: adminId, roles: ['Admin'] } });
    const service = new UserAdminService({ auth: { async inviteToSetPassword() {}, async unusablePasswordHash() { return 'unusable'; } } });
    // The expected order of every page: newest first, ties by id.
    const order = (await ds.query('SELECT id FROM users ORDER BY registered_at DESC, id DESC')).map((r) => r.id);

    console.info(`\nadminUsers over ${USERS} users on MariaDB (UserAdminService.list, ${TIMING.runs} calls each after ${TIMING.warmUp} to warm up)`);
    const rows = [];
    for (const pageSize of PAGE_SIZES) {
      const lastPage = Math.ceil(USERS / pageSize);
      const first = await measure(counter, () => service.list(ctx(), { page: 1, pageSize }), TIMING);
      const middle = await measure(counter, () => service.list(ctx(), { page: Math.ceil(lastPage / 2), pageSize }), TIMING);
      const last = await measure(counter, () => service.list(ctx(), { page: lastPage, pageSize }), TIMING);
      for (const [page, m] of [[1, first], [Math.ceil(lastPage / 2), middle], [lastPage, last]]) {
        const expected = order.slice((page - 1) * pageSize, page * pageSize);
        const got = m.result.items.map((u) => u.id);
        if (m.result.totalCount !== USERS || got.join() !== expected.join()) throw new Error(`page ${page} of ${pageSize} does not hold the expected rows`);
      }
      rows.push({ pageSize, first, middle, last });
      console.info(
        `  pageSize ${String(pageSize).padStart(3)}: first page p50 ${ms(first.p50)}, p95 ${ms(first.p95)}; last page (${lastPage}) p50 ${ms(last.p50)}, p95 ${ms(last.p95)}` +
          `  [last/first p95 ${(last.p95 / first.p95).toFixed(2)}x]; ${first.statements} SQL statements a page (last page ${last.statements})`,
      );
      console.info(`                middle page (${Math.ceil(lastPage / 2)}, the deepest read): p50 ${ms(middle.p50)}, p95 ${ms(middle.p95)}`);
    }
    const worstP95 = Math.max(...rows.flatMap((r) => [r.first.p95, r.last.p95]));
    const worstRatio = Math.max(...rows.map((r) => r.last.p95 / r.first.p95));
    const counts = [...new Set(rows.flatMap((r) => [r.first.statements, r.last.statements]))];
    console.info(`  worst p95 of a first or last page: ${ms(worstP95)}  [target <= 100 ms]; worst last/first: ${worstRatio.toFixed(2)}x  [target <= 2x]`);
    console.info(`  SQL statements a page for page sizes ${PAGE_SIZES.join(', ')}: ${counts.join(', ')}  [target: one small number for all]`);

    // The last page's ids alone, read from the newest end with a plain OFFSET, and from the oldest end as pageWindow does.
    const lastOffset = Math.floor((USERS - 1) / 10) * 10;
    const plain = await measure(counter, () => ds.query(`SELECT id FROM users ORDER BY registered_at DESC, id DESC LIMIT 10 OFFSET ${lastOffset}`), TIMING);
    const reversed = await measure(counter, () => ds.query(`SELECT id FROM users ORDER BY registered_at ASC, id ASC LIMIT ${USERS - lastOffset} OFFSET 0`), TIMING);
    console.info(`  the last page's ids alone: by a plain OFFSET from the newest end p50 ${ms(plain.p50)}, p95 ${ms(plain.p95)}; from the oldest end (as the list reads them) p50 ${ms(reversed.p50)}, p95 ${ms(reversed.p95)}`);

    console.info('\nother reads (pageSize 10)');
    const searchName = await measure(counter, () => service.list(ctx(), { search: 'ada obi', pageSize: 10 }), TIMING);
    const searchPhone = await measure(counter, () => service.list(ctx(), { search: '0800 0012', pageSize: 10 }), TIMING);
    const withoutFirst = await measure(counter, () => service.withoutPlans(ctx(), { pageSize: 10 }), TIMING);
    const withoutLastPage = Math.ceil(withoutFirst.result.totalCount / 10);
    const withoutLast = await measure(counter, () => service.withoutPlans(ctx(), { page: withoutLastPage, pageSize: 10 }), TIMING);
    const line = (label, m) => console.info(`  ${label}: p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, ${m.statements} statements, ${m.result.totalCount} matching`);
    line("search 'ada obi' (full name)", searchName);
    line("search '0800 0012' (phone as typed)", searchPhone);
    line('usersWithoutPlans, first page', withoutFirst);
    line(`usersWithoutPlans, last page (${withoutLastPage})`, withoutLast);
  } finally {
    await ds?.destroy();
    await dropDatabase(database.name);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
