import { startSystem } from '../../src/bootstrap';
import { addDays, lagosDate } from '../../src/common/time';
import { runJobCommand } from '../../src/job';
import { JobUsageError } from '../../src/jobs/job-args';
import { PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs } from '../support/catalogue';
import { createPack, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** `npm run job -- <name> [--date | --now]`, in process: its own system on the same configuration, one JSON line out. */
describe('the job command', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.stop());

  async function run(...argv: string[]): Promise<{ job: string; asOf: string; outcome: Record<string, number> }> {
    const lines: string[] = [];
    await runJobCommand(argv, {
      production: false,
      open: (now) => startSystem(t.system.config, { runWorkers: false, schedule: false, now, log: t.system.log }),
      print: (line) => lines.push(line),
    });
    expect(lines).toHaveLength(1);
    return JSON.parse(lines[0]);
  }

  it('runs `overdue --date` as that business day, prints what it did, and does nothing the second time', async () => {
    const admin = await signUpAs(t, 'admin-job@example.ng', 'Admin');
    const pack = await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 });
    const waiting = await saverWithPlan(t, pack.id); // first instalment due today, never paid
    const tomorrow = addDays(lagosDate(new Date()), 1);

    const first = await run('overdue', '--date', tomorrow);
    expect(first).toMatchObject({ job: 'plans.mark-overdue', asOf: new Date(`${tomorrow}T08:00:00Z`).toISOString(), outcome: { marked: 1, arrears: { customers: expect.any(Number) } } });
    // …and rebuilt the defaulters' summary for that day.
    expect(await t.system.dataSource.manager.query('SELECT as_of AS asOf FROM arrears_rebuilds')).toContainEqual({ asOf: tomorrow });
    const statuses = await t.system.dataSource.manager.find(PaymentScheduleRow, { where: { planId: waiting.c.plan.id }, order: { sequence: 'ASC' } });
    expect(statuses.map((s) => s.status)).toEqual(['Overdue', 'Pending', 'Pending']);

    expect((await run('plans.mark-overdue', '--date', tomorrow)).outcome).toMatchObject({ marked: 0 });
  });

  it('prints the sweep counts of `reconcile`', async () => {
    expect((await run('reconcile', '--now', new Date().toISOString())).outcome).toEqual(expect.objectContaining({ webhooksProcessed: 0, checkoutsCredited: 0, receiptsSent: 0 }));
  });

  it('refuses a bad command line before opening anything', async () => {
    const open = jest.fn();
    await expect(runJobCommand(['remind'], { production: false, open, print: () => undefined })).rejects.toThrow(JobUsageError);
    await expect(runJobCommand(['overdue', '--date', '2026-03-01'], { production: true, open, print: () => undefined })).rejects.toThrow(/refused in production/);
    expect(open).not.toHaveBeenCalled();
  });
});
