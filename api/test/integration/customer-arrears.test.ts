import { ArrearsRebuildRow, ArrearsStaleRow } from '../../src/modules/savings-plan/account/customer-arrears.entity';
import { PlanFineRow } from '../../src/modules/savings-plan/account/plan-fine.entity';
import { daysBetween, lagosDate, type LocalDate } from '../../src/common/time';
import { adminPlans } from '../support/admin-plans';
import { naira } from '../support/catalogue';
import type { TestSystem } from '../support/test-system';

/**
 * The Defaulters tab reads a per-customer summary (issue 14's scale bar). Whatever happens to a
 * plan — started for a customer, paid, reverted, fined, fine waived, cancelled, deleted, refunded —
 * the list must say exactly what the instalments say, without waiting for the nightly rebuild; and
 * a new day's first read ages every arrear.
 */
const now = new Date();
const fx = adminPlans(now);
const { as, customer, planFor, payFirstUnpaid } = fx;
let t: TestSystem;

beforeAll(async () => {
  ({ t } = await fx.start());
});
afterAll(() => fx.stop());

const m = () => t.system.dataSource.manager;
const defaulters = () => t.system.services.defaulters;

/** What the instalments themselves say on `day`: per customer, owed and count past due on Active plans, most owed first. */
async function fromInstalments(day: LocalDate) {
  const rows = (await m().query(
    `SELECT p.user_id AS userId, SUM(s.amount_kobo) AS owed, COUNT(*) AS due, MIN(s.due_date) AS oldest
       FROM payment_schedules s JOIN savings_plans p ON p.id = s.plan_id
      WHERE p.status = 'Active' AND s.status <> 'Paid' AND s.due_date < ? GROUP BY p.user_id`,
    [day],
  )) as { userId: string; owed: string; due: string; oldest: LocalDate }[];
  return rows
    .map((r) => ({ userId: r.userId, amountOwedKobo: Number(r.owed), duePayments: Number(r.due), maxDaysOverdue: daysBetween(r.oldest, day) }))
    .sort((a, b) => b.amountOwedKobo - a.amountOwedKobo || (a.userId < b.userId ? 1 : -1));
}

async function expectListTrue(at = now) {
  const page = await defaulters().list(as(at), { pageSize: 100 });
  const listed = page.items.map(({ userId, amountOwedKobo, duePayments, maxDaysOverdue }) => ({ userId, amountOwedKobo, duePayments, maxDaysOverdue }));
  expect(listed).toEqual(await fromInstalments(lagosDate(at)));
  expect(page.totalCount).toBe(listed.length);
  return page;
}

describe('the defaulters summary', () => {
  it('follows every change to a plan at once, in the list, the ageing and the export', async () => {
    await expectListTrue();
    const [ada, bola, chidi] = [await customer(), await customer(), await customer()];
    const adaPlan = await planFor(ada, 70); // two instalments past due
    const bolaPlan = await planFor(bola, 40); // one past due (and the second due about now)
    await expectListTrue();

    const paid = await payFirstUnpaid(adaPlan.id);
    await expectListTrue();
    await t.system.services.manualPayments.revert(as(), paid.paymentId, 'Recorded on the wrong plan');
    await expectListTrue();

    // A plan started long ago: past its 4-month window, so the nightly job fines it.
    const chidiPlan = await planFor(chidi, 130);
    await t.system.services.lateFines.applyDue(t.context(undefined, now));
    const fine = await m().findOneByOrFail(PlanFineRow, { planId: chidiPlan.id });
    const [withFine] = (await expectListTrue()).items.filter((d) => d.userId === chidi.userId);
    expect(withFine.amountOwedKobo).toBe(naira(90_000) + fine.amountKobo);
    await t.system.services.lateFines.waive(as(), fine.id, 'Customer was in hospital');
    await expectListTrue();

    await t.system.services.planCancellations.cancel(as(), { planId: bolaPlan.id, destination: 'refund', reason: 'Customer asked to stop' });
    await expectListTrue();
    await t.system.services.planAdmin.remove(as(), chidiPlan.id);
    const page = await expectListTrue();
    expect(page.items.map((d) => d.userId)).toContain(ada.userId);
    expect(page.items.map((d) => d.userId)).not.toContain(bola.userId);

    // The ageing and the export read the same summary.
    const ageing = await defaulters().ageing(as());
    expect(ageing.reduce((sum, b) => sum + b.amountKobo, 0)).toBe(page.items.reduce((sum, d) => sum + d.amountOwedKobo, 0));
    expect(ageing.reduce((sum, b) => sum + b.customers, 0)).toBeGreaterThanOrEqual(page.totalCount);
    const csv = await defaulters().csv(as());
    expect(csv.trimEnd().split('\r\n')).toHaveLength(page.totalCount + 1);
    // Every change was folded in: nothing is left marked.
    expect(await m().count(ArrearsStaleRow)).toBe(0);
  });

  it('ages every arrear on a new day’s first read, rebuilt once even when two reads arrive together', async () => {
    const u = await customer();
    await planFor(u, 10);
    const before = (await expectListTrue()).items.find((d) => d.userId === u.userId)!;
    const tomorrow = new Date(now.getTime() + 24 * 3600 * 1000);
    const [a, b] = await Promise.all([defaulters().list(as(tomorrow), { pageSize: 100 }), defaulters().list(as(tomorrow), { pageSize: 100 })]);
    expect(a).toEqual(b);
    expect(a.items.find((d) => d.userId === u.userId)).toMatchObject({ amountOwedKobo: before.amountOwedKobo, maxDaysOverdue: before.maxDaysOverdue + 1 });
    await expectListTrue(tomorrow);
    expect(await m().countBy(ArrearsRebuildRow, { asOf: lagosDate(tomorrow) })).toBe(1);
  });

  it('is rebuilt for the day by the nightly overdue job', async () => {
    const dayAfter = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    const rebuilt = await t.system.services.arrears.rebuild(t.context(undefined, dayAfter));
    expect(rebuilt.customers).toBe((await fromInstalments(lagosDate(dayAfter))).length);
    expect(await m().findOneByOrFail(ArrearsRebuildRow, { asOf: lagosDate(dayAfter) })).toMatchObject({ customers: rebuilt.customers });
    await expectListTrue(dayAfter);
  });
});
