import { startSystem } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { runScheduled, schedules, type ScheduledJob } from './jobs/schedules';

/**
 * Runs one scheduled job now, in this process, exactly as the scheduler would:
 *   npm run job -- payments.reconcile [--now 2026-11-23T09:00:00+01:00]
 * `--now` sets the job's clock (a business date to run for, or a time to test with).
 */
async function main(argv: string[]): Promise<void> {
  const [name, flag, value] = argv;
  const known = schedules.map((s) => s.job);
  if (!known.includes(name as ScheduledJob) || (flag !== undefined && flag !== '--now')) {
    throw new ConfigError(`usage: npm run job -- <${known.join('|')}> [--now ISO-8601 time]`);
  }
  const now = value ? new Date(value) : undefined;
  if (now && Number.isNaN(now.getTime())) throw new ConfigError(`--now: not a date: ${value}`);
  const system = await startSystem(loadConfig(), { runWorkers: false, schedule: false, now: now && (() => now) });
  try {
    await runScheduled(system.handlers, name as ScheduledJob);
  } finally {
    // Jobs it queued run in the workers (with Redis) or, in-process, before stop() returns.
    await system.stop();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
