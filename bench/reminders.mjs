// Payment reminders (issue 12) on MariaDB: one hourly run of the `plans.send-reminders` job over
// 100,000 Active plans, each with reminders on, a customer with both channels on and an instalment
// due today, so the run selects them all, writes 200,000 unique reminder rows (and 100,000 pay
// links) and enqueues 200,000 messages. ReminderService.sendDue from the built api/dist is called
// directly with a stub queue that only counts (the time measured is selecting, writing and
// enqueueing, message text included; not Redis or the mail/SMS providers). One plan in ten is
// within 14 days of its late fine, so the warning path (one fines query per batch) runs too.
// A second run the same hour must send nothing. Target: 100k plans in at most 10 minutes.
// It works in a database of its own (dropped at the end), prints figures and asserts only the counts.
// Usage: npm run build -w api && node bench/reminders.mjs [plans, default 100000]
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import { createDatabase, dropDatabase, insertAll } from './support/database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(pathToFileURL(path.join(root, 'api', 'dist', p)).href);

const PLANS = Number(process.argv[2] ?? 100_000);
const TODAY = '2026-06-15';
/** 09:00 in Lagos (UTC+1) on TODAY: inside the 08:00-20:00 sending window. */
const RUN_AT = new Date('2026-06-15T08:00:00Z');
/** Started 4 months less 10 days ago: the window closes on 2026-06-25, within the 14-day warning. */
const NEAR_WINDOW_START = '2026-02-25';

const day = (offset) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A customer per plan (both channels on), a daily plan with its first instalment paid and one due today. Packs are not inserted: foreign keys are off on this seeding connection only. */
async function seed(url) {
  const db = await mysql.createConnection(url);
  await db.query('SET FOREIGN_KEY_CHECKS = 0');
  const now = new Date('2026-06-01T10:00:00Z');
  const users = [];
  const plans = [];
  const schedules = [];
  for (let p = 0; p < PLANS; p++) {
    const userId = randomUUID();
    const planId = randomUUID();
    const near = p % 10 === 0;
    users.push([userId, 'Ada', 'Bench', `saver${p}@bench.example.ng`, `2348${String(p).padStart(9, '0')}`, 'Active', 'x', 1, 1, now, now]);
    plans.push([planId, userId, randomUUID(), 'Family Foodstuff Pack', 18_000_000, 100_000, 'daily', 6, 180, near ? NEAR_WINDOW_START : day(-1), 'manual', true, 'Active', 100_000, 'pickup', now, now]);
    schedules.push([randomUUID(), planId, 1, near ? NEAR_WINDOW_START : day(-1), 100_000, 'Paid', now]);
    schedules.push([randomUUID(), planId, 2, TODAY, 100_000, 'Pending', null]);
  }
  await insertAll(db, 'INSERT INTO users (id, first_name, last_name, email, phone_number, status, password_hash, email_reminders, sms_reminders, registered_at, updated_at) VALUES ?', users);
  await insertAll(
    db,
    `INSERT INTO savings_plans (id, user_id, food_pack_id, pack_name, price_kobo, instalment_kobo, frequency, duration_months, instalment_count, start_date,
       payment_preference, reminders_enabled, status, amount_paid_kobo, fulfilment_method, created_at, updated_at) VALUES ?`,
    plans,
  );
  await insertAll(db, 'INSERT INTO payment_schedules (id, plan_id, sequence, due_date, amount_kobo, status, paid_at) VALUES ?', schedules);
  await db.query('ANALYZE TABLE users, savings_plans, payment_schedules');
  await db.end();
}

async function main() {
  const { openDatabase } = await dist('db/data-source.js');
  const { ReminderService, REMINDER_BATCH } = await dist('modules/reminders/reminders.service.js');
  const { PayLinkService, payLinkKey } = await dist('modules/pay-link/index.js');
  const database = await createDatabase('fs_bench_reminders');
  let ds;
  try {
    ds = await openDatabase({ kind: 'mysql', url: database.url });
    const t0 = performance.now();
    await seed(database.url);
    console.info(`seeded ${PLANS} users, plans and instalments due today in ${secs(performance.now() - t0)}`);

    // The stub queue: counts what would go to Redis, and how many carry a fine warning.
    const queued = { 'mail.send': 0, 'sms.send': 0, warned: 0 };
    const jobs = {
      async enqueue(name, data) {
        queued[name]++;
        if (name === 'sms.send' && data.text.includes('late fine')) queued.warned++;
      },
      async drain() {},
      async close() {},
    };
    // Only build() is used by the run: a link's row and URL.
    const payLinks = new PayLinkService({ payments: null, key: payLinkKey('bench-secret-bench-secret-bench-secret'), publicUrl: 'https://foodsavings.ng', publicKey: '', standIn: true, limiter: null });
    const log = { info() {}, warn() {}, error() {}, debug() {}, child: () => log };
    const ctx = () => ({ manager: ds.manager, now: RUN_AT, requestId: 'bench', log });
    const service = new ReminderService({ jobs, payLinks });

    const first = await service.sendDue(ctx());
    const again = await service.sendDue(ctx());
    const [{ rows }] = await ds.query('SELECT COUNT(*) AS `rows` FROM reminders_sent');
    const [{ links }] = await ds.query('SELECT COUNT(*) AS links FROM pay_links');
    const messages = queued['mail.send'] + queued['sms.send'];
    const expectedWarned = Math.ceil(PLANS / 10);
    if (first.emails !== PLANS || first.sms !== PLANS || messages !== 2 * PLANS || Number(rows) !== 2 * PLANS || Number(links) !== PLANS || again.emails + again.sms !== 0 || queued.warned !== expectedWarned) {
      throw new Error(`unexpected counts: ${JSON.stringify({ first, again, queued, rows, links })}`);
    }

    console.info(`\nreminders for ${PLANS} plans on MariaDB (today ${TODAY}, run at ${RUN_AT.toISOString()}, batches of ${REMINDER_BATCH} plans, stub queue that counts)`);
    console.info(`  first run: ${secs(first.ms)}  [target <= 600 s]  ${Math.round(PLANS / (first.ms / 1000))} plans/s`);
    console.info(`    rows written: ${rows} reminders_sent + ${links} pay_links; messages enqueued: ${messages} (${queued['mail.send']} e-mails, ${queued['sms.send']} SMS; ${queued.warned} SMS with a late-fine warning)`);
    console.info(`  second run, same hour: ${secs(again.ms)}  [${again.plansChecked} plans looked at, ${again.emails + again.sms} sent: each had its messages today]`);
  } finally {
    await ds?.destroy();
    await dropDatabase(database.name);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
