import pino from 'pino';
import { nextRun, schedules, startInlineSchedules, type ScheduledJob } from './schedules';

const log = pino({ level: 'silent' });

describe('schedule patterns are read in Lagos time', () => {
  it('runs the reconciliation every five minutes, the discard job at minute 17 and overdue marking at 00:05', () => {
    expect(schedules.map((s) => [s.job, s.pattern])).toEqual([
      ['payments.reconcile', '*/5 * * * *'],
      ['plans.discard-unpaid', '17 * * * *'],
      ['plans.mark-overdue', '5 0 * * *'],
      ['plans.late-fines', '15 0 * * *'],
      ['transfers.apply-credits', '20 0 * * *'],
      ['plans.auto-debit', '0 8 * * *'],
      ['plans.send-reminders', '0 8-19 * * *'],
      ['ledger.check', '30 1 * * *'],
      ['stock.closings', '0 2 * * *'],
    ]);
    // Reminders: hourly from 08:00 to 19:00 Lagos; after 19:00 the next run is 08:00 the next day.
    expect(nextRun('0 8-19 * * *', new Date('2026-11-23T18:30:00Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(nextRun('0 8-19 * * *', new Date('2026-11-23T08:30:00Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(nextRun('*/5 * * * *', new Date('2026-11-23T10:02:30Z')).toISOString()).toBe('2026-11-23T10:05:00.000Z');
    expect(nextRun('17 * * * *', new Date('2026-11-23T10:17:00Z')).toISOString()).toBe('2026-11-23T11:17:00.000Z');
    // Overdue marking: 00:05 Lagos is 23:05 UTC the day before.
    expect(nextRun('5 0 * * *', new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T23:05:00.000Z');
  });

  it('places a daily time at Lagos wall-clock time (UTC+1), across a month end', () => {
    expect(nextRun('0 8 * * *', new Date('2026-11-30T07:30:00Z')).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });
});

describe('the in-process scheduler (no Redis)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T10:00:30Z') }));
  afterEach(() => jest.useRealTimers());

  it('runs each job at its ticks, skips a tick while the last run is still going, and stops', async () => {
    const runs: ScheduledJob[] = [];
    let finishSlowRun: () => void = () => undefined;
    const scheduler = startInlineSchedules(
      (job) => {
        runs.push(job);
        return job === 'payments.reconcile' && runs.length === 1 ? new Promise<void>((r) => (finishSlowRun = r)) : Promise.resolve();
      },
      log,
      () => new Date(Date.now()),
    );
    await jest.advanceTimersByTimeAsync(5 * 60_000); // 10:05:30: the 10:05 tick
    expect(runs).toEqual(['payments.reconcile']);
    await jest.advanceTimersByTimeAsync(5 * 60_000); // 10:10 comes while the 10:05 run is still going
    expect(runs).toEqual(['payments.reconcile']);
    finishSlowRun();
    await jest.advanceTimersByTimeAsync(10 * 60_000); // 10:15, then 10:17 (discard) and 10:20
    expect(runs).toEqual(['payments.reconcile', 'payments.reconcile', 'plans.discard-unpaid', 'payments.reconcile']);
    await scheduler.stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(4);
  });
});
