import { startSystem, type System } from './bootstrap';
import { loadConfig } from './config/config';
import { parseJobArgs } from './jobs/job-args';
import { runScheduled } from './jobs/schedules';

/**
 * Runs one scheduled job now, in this process, exactly as the scheduler would, and prints what it
 * did as one JSON line:
 *   npm run job -- overdue --date 2026-11-23       (as that business day, 09:00 Lagos; not in production)
 *   npm run job -- payments.reconcile --now 2026-11-23T09:00:00+01:00
 * Usage errors (unknown names or options, bad dates) are thrown as JobUsageError.
 */
export async function runJobCommand(
  argv: readonly string[],
  io: { production: boolean; open: (now?: () => Date) => Promise<System>; print: (line: string) => void },
): Promise<void> {
  const { job, now } = parseJobArgs(argv, { production: io.production });
  const system = await io.open(now && (() => now));
  try {
    const started = performance.now();
    const outcome = await runScheduled(system.handlers, job);
    const asOf = (now ?? new Date()).toISOString();
    io.print(JSON.stringify({ job, asOf, ms: Math.round(performance.now() - started), outcome: outcome ?? null }));
  } finally {
    // Jobs it queued run in the workers (with Redis) or, in-process, before stop() returns.
    await system.stop();
  }
}

if (require.main === module) {
  // Refused before the configuration is read: a production configuration may not even load here.
  runJobCommand(process.argv.slice(2), {
    production: process.env.NODE_ENV === 'production',
    open: (now) => startSystem(loadConfig(), { runWorkers: false, schedule: false, now }),
    print: (line) => process.stdout.write(`${line}\n`),
  }).then(
    () => process.exit(0),
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
