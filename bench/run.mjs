// Runs every benchmark in turn. Each prints its own figures; none of them asserts anything.
import { execFileSync } from 'node:child_process';

for (const script of ['bench/startup.mjs', 'bench/web-weight.mjs', 'bench/lighthouse.mjs', 'bench/money-path.mjs', 'bench/overdue.mjs', 'bench/reminders.mjs', 'bench/auto-debit.mjs', 'bench/admin-users.mjs', 'bench/admin-plans.mjs', 'bench/plan-list.mjs', 'bench/deliveries-queue.mjs', 'bench/procurement-forecast.mjs']) {
  console.info(`\n=== ${script}`);
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
