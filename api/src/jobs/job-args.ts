import { isLocalDate, lagosStartOfDay, type LocalDate } from '../common/time';
import { schedules, type ScheduledJob } from './schedules';

/** The short names an operator types (issue 12), one line each; the full job names work too. */
export const JOB_COMMANDS: Readonly<Record<string, ScheduledJob>> = {
  overdue: 'plans.mark-overdue',
  reconcile: 'payments.reconcile',
  'discard-unpaid': 'plans.discard-unpaid',
  'late-fines': 'plans.late-fines',
  'auto-debit': 'plans.auto-debit',
  reminders: 'plans.send-reminders',
  ledger: 'ledger.check',
  'stock-closings': 'stock.closings',
  'apply-credits': 'transfers.apply-credits',
};

/** `--date` runs the job at 09:00 Lagos that day: inside the 08:00-20:00 sending window, after the 00:05 overdue run. */
export const DATE_RUN_MINUTES = 9 * 60;

export interface JobArgs {
  job: ScheduledJob;
  /** The job's clock; undefined: the real one. */
  now?: Date;
}

/** A command line that cannot be run; its message says why and how to call it. */
export class JobUsageError extends Error {}

export function usage(): string {
  const short = Object.entries(JOB_COMMANDS).map(([name, job]) => `${name} (${job})`);
  return [
    'usage: npm run job -- <name> [--date YYYY-MM-DD | --now ISO-8601-time]',
    `  names: ${short.join(', ')}; or any scheduled job: ${schedules.map((s) => s.job).join(', ')}`,
    '  --date  run as that business day in Lagos, at 09:00 Africa/Lagos (refused in production)',
    '  --now   run with the clock set to that instant',
  ].join('\n');
}

/** The instant `--date` stands for: 09:00 in Lagos on that calendar day. */
export function businessDayRunAt(date: LocalDate): Date {
  return new Date(lagosStartOfDay(date).getTime() + DATE_RUN_MINUTES * 60_000);
}

/** Reads `<name> [--date YYYY-MM-DD | --now ISO]`; throws JobUsageError for anything else. Pure. */
export function parseJobArgs(argv: readonly string[], env: { production: boolean }): JobArgs {
  const [name, ...rest] = argv;
  if (name === undefined) refuse('no job named');
  const job = Object.hasOwn(JOB_COMMANDS, name) ? JOB_COMMANDS[name] : schedules.find((s) => s.job === name)?.job;
  if (!job) refuse(`unknown job: ${name}`);

  let now: Date | undefined;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (flag !== '--date' && flag !== '--now') refuse(`unknown option: ${flag}`);
    if (now) refuse('give one of --date and --now, once');
    if (value === undefined) refuse(`${flag} needs a value`);
    if (flag === '--date') {
      if (env.production) throw new JobUsageError('--date is refused in production (NODE_ENV=production): it plays a business day, for testing');
      if (!isLocalDate(value)) refuse(`--date: not a calendar date (YYYY-MM-DD): ${value}`);
      now = businessDayRunAt(value);
    } else {
      now = new Date(value);
      if (Number.isNaN(now.getTime())) refuse(`--now: not a date: ${value}`);
    }
  }
  return { job, now };
}

function refuse(why: string): never {
  throw new JobUsageError(`${why}\n${usage()}`);
}
