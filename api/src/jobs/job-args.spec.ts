import { businessDayRunAt, JobUsageError, parseJobArgs } from './job-args';
import { schedules } from './schedules';

const dev = { production: false };
const prod = { production: true };
const refusal = (argv: string[], env = dev) => {
  try {
    parseJobArgs(argv, env);
  } catch (err) {
    if (err instanceof JobUsageError) return err.message;
    throw err;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('npm run job -- <name> [--date | --now]', () => {
  it('takes the short names and the full job names alike', () => {
    expect(parseJobArgs(['overdue'], dev)).toEqual({ job: 'plans.mark-overdue', now: undefined });
    expect(parseJobArgs(['reconcile'], dev).job).toBe('payments.reconcile');
    expect(parseJobArgs(['discard-unpaid'], dev).job).toBe('plans.discard-unpaid');
    for (const s of schedules) expect(parseJobArgs([s.job], dev).job).toBe(s.job);
  });

  it('runs --date at 09:00 in Lagos that day (08:00 UTC), inside the sending window', () => {
    expect(parseJobArgs(['overdue', '--date', '2026-03-01'], dev).now!.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(businessDayRunAt('2027-01-01').toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('keeps --now, in production too', () => {
    expect(parseJobArgs(['payments.reconcile', '--now', '2026-11-23T09:00:00+01:00'], prod)).toEqual({ job: 'payments.reconcile', now: new Date('2026-11-23T08:00:00Z') });
  });

  it('refuses --date in production', () => {
    expect(refusal(['overdue', '--date', '2026-03-01'], prod)).toMatch(/--date is refused in production/);
  });

  it('refuses unknown names, options and bad dates with a usage listing the names', () => {
    for (const argv of [[], ['remind'], ['toString'], ['overdue', '--day', '2026-03-01'], ['overdue', 'extra'], ['overdue', '--date'], ['overdue', '--date', '2026-02-30'], ['overdue', '--date', '1/3/2026'], ['overdue', '--now', 'soon'], ['overdue', '--date', '2026-03-01', '--now', '2026-03-01T09:00:00Z']]) {
      const message = refusal(argv);
      expect(message).toContain('usage: npm run job -- <name>');
      expect(message).toMatch(/overdue \(plans\.mark-overdue\), reconcile \(payments\.reconcile\), discard-unpaid \(plans\.discard-unpaid\)/);
    }
  });
});
