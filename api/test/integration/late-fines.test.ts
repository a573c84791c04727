import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { addDays, addMonths, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import { PlanFineRow } from '../../src/modules/savings-plan/account/plan-fine.entity';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { PlanAccount } from '../../src/modules/savings-plan/account/plan-account';
import { fineMonthStart } from '../../src/modules/savings-plan/domain/late-fines';
import { moneyTransaction } from '../../src/common/db';
import { startTestSystem, type TestSystem } from '../support/test-system';

const WAIVE = `mutation($fineId: ID!, $reason: String!) { waiveLateFine(fineId: $fineId, reason: $reason) {
  __typename ... on WaivedLateFine { id planId monthIndex amountKobo waived refundKobo } ... on ErrorResult { errorCode message fieldErrors { field message } } } }`;
const PLAN_FINES = `query($id: ID!) { savingsPlan(id: $id) { remainingKobo finesKobo
  schedules { sequence amountKobo fineKobo kind } fines { id monthIndex fineDate amountKobo waived } fineWarning { fineDate } } }`;

/**
 * The 4-month rule applied by the daily `plans.late-fines` job: a ₦10,000 fine for each month (or
 * part) a plan is still not fully paid after its window, shown before it applies, owed on top of
 * the price, and waivable by an admin only. A 3-month pack (monthly: 3 × ₦30,000) started today,
 * played forward by giving the job and the customer a later clock.
 */
describe.each(['mysql', 'sqlite'] as const)('late fines on %s', (database) => {
  let t: TestSystem;
  let packId: string;
  let admin: SignedUp;
  const start = lagosDate(new Date());
  const windowEnd = addMonths(start, 4);

  beforeAll(async () => {
    t = await startTestSystem({ database });
    admin = await signUpAs(t, `admin-${database}@example.ng`, 'Admin');
    packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id;
  });
  afterAll(() => t.stop());

  const m = () => t.system.dataSource.manager;
  /** 00:15 Lagos on `day` (the job's time), or another minute of the day. */
  const at = (day: LocalDate, minutes = 15) => new Date(lagosStartOfDay(day).getTime() + minutes * 60_000);
  const runJob = (day: LocalDate) => t.system.services.lateFines.applyDue(t.context(undefined, at(day)));
  const schedules = async (planId: string) =>
    (await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } })).map((s) => ({ sequence: s.sequence, dueDate: s.dueDate, amountKobo: s.amountKobo, fineKobo: s.fineKobo, status: s.status }));

  /** Pays the plan's next instalment at noon on `day`, as the customer would. */
  async function payNext(u: SignedUp, planId: string, day: LocalDate) {
    const now = at(day, 12 * 60);
    const c = await t.system.services.checkouts.payNext(t.context(u.actor, now), planId);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    return t.system.services.payments.confirmPayment(t.context(u.actor, now), c.reference);
  }
  async function startPaid(instalments: number) {
    const { u, c } = await saverWithPlan(t, packId);
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
    for (let i = 1; i < instalments; i++) await payNext(u, c.plan.id, addMonths(start, i));
    return { u, planId: c.plan.id };
  }

  // Two workers at once on MariaDB; the embedded SQLite is one process whose scheduler never
  // overlaps a job with itself (and one connection cannot hold two transactions), so in turn.
  const atOnce = async <T>(run: () => Promise<T>): Promise<T[]> =>
    database === 'mysql' ? Promise.all([run(), run()]) : [await run(), await run()];

  it('warns from 14 days before, fines once per month as an instalment of its own, twice-run and concurrent runs add nothing', async () => {
    const { u, planId } = await startPaid(1);
    const view = (day: LocalDate) => t.system.services.savingsPlans.one(t.context(u.actor, at(day, 12 * 60)), planId);

    // Shown before it applies: nothing 15 days before the window closes, the warning from 14 days before.
    expect((await view(addDays(windowEnd, -15)))!.fineWarning).toBeNull();
    expect((await view(addDays(windowEnd, -14)))!.fineWarning).toMatchObject({ windowEnd, fineDate: windowEnd, payBy: addDays(windowEnd, -1), fineKobo: naira(10_000), amountToAvoidKobo: naira(60_000), daysLeft: 14 });
    expect(await t.system.services.lateFines.warningFor(m(), planId, at(addDays(windowEnd, -1), 12 * 60))).toMatchObject({ daysLeft: 1 });

    // The last day of the window: no fine. The day it closes: one, as its own instalment due that day.
    expect(await runJob(addDays(windowEnd, -1))).toMatchObject({ fines: 0 });
    expect(await runJob(windowEnd)).toMatchObject({ fines: 1, instalments: 1, spread: 0, plansFined: 1 });
    expect((await schedules(planId)).slice(3)).toEqual([{ sequence: 4, dueDate: windowEnd, amountKobo: naira(10_000), fineKobo: naira(10_000), status: 'Pending' }]);

    // Idempotent: the same day again, the next day, or two workers at once add nothing.
    expect(await runJob(windowEnd)).toMatchObject({ fines: 0 });
    const twice = await atOnce(() => runJob(addDays(windowEnd, 1)));
    expect(twice.map((r) => r.fines)).toEqual([0, 0]);
    expect(await m().countBy(PlanFineRow, { planId })).toBe(1);

    // A month later, month 2's fine (two workers at once still add one).
    const month2 = addMonths(start, 5);
    const both = await atOnce(() => runJob(month2));
    expect(both.reduce((n, r) => n + r.fines, 0)).toBe(1);
    expect((await schedules(planId)).map((s) => [s.sequence, s.amountKobo, s.fineKobo])).toEqual([
      [1, naira(30_000), 0],
      [2, naira(30_000), 0],
      [3, naira(30_000), 0],
      [4, naira(10_000), naira(10_000)],
      [5, naira(10_000), naira(10_000)],
    ]);
    const seen = (await view(month2))!;
    expect(seen).toMatchObject({ totalAmountKobo: naira(90_000), finesKobo: naira(20_000), remainingKobo: naira(80_000) });
    expect(seen.fines.map((f) => [f.monthIndex, f.fineDate, f.amountKobo, f.waived])).toEqual([
      [1, windowEnd, naira(10_000), false],
      [2, month2, naira(10_000), false],
    ]);
    expect(seen.schedules.slice(3).map((s) => s.kind)).toEqual(['fine', 'fine']);

    // Over GraphQL, as the web asks for it.
    const res = await gql(t.http, PLAN_FINES, { id: planId }, u.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.savingsPlan).toMatchObject({ finesKobo: naira(20_000), fines: [{ monthIndex: 1 }, { monthIndex: 2 }] });

    // An admin waives month 2's: its instalment goes and it is no longer owed; paying price + month 1 completes the plan.
    const fine2 = seen.fines[1];
    const waived = await gql(t.http, WAIVE, { fineId: fine2.id, reason: 'Customer was in hospital' }, admin.token);
    expect(waived.data!.waiveLateFine).toMatchObject({ __typename: 'WaivedLateFine', id: fine2.id, planId, waived: true, refundKobo: 0 });
    expect(await m().findOneByOrFail(PlanFineRow, { id: fine2.id })).toMatchObject({ waivedBy: admin.userId, waiveReason: 'Customer was in hospital', waivedAt: expect.any(Date) });
    expect(await m().findBy(AuditEntryRow, { action: 'late-fine.waived', targetId: fine2.id })).toEqual([expect.objectContaining({ actorId: admin.userId, reason: 'Customer was in hospital' })]);
    expect((await view(month2))!).toMatchObject({ finesKobo: naira(10_000), remainingKobo: naira(70_000) });
    expect((await schedules(planId)).map((s) => s.sequence)).toEqual([1, 2, 3, 4]);
    // Waiving again changes nothing (the first reason stays).
    await gql(t.http, WAIVE, { fineId: fine2.id, reason: 'another reason' }, admin.token);
    expect(await m().findOneByOrFail(PlanFineRow, { id: fine2.id })).toMatchObject({ waiveReason: 'Customer was in hospital' });

    const payDay = addDays(month2, 1);
    await payNext(u, planId, payDay);
    const priceOnly = await payNext(u, planId, payDay);
    expect(priceOnly.plan).toMatchObject({ status: 'Active', amountPaidKobo: naira(90_000), remainingKobo: naira(10_000) });
    const last = await payNext(u, planId, payDay);
    expect(last.payment).toMatchObject({ amountKobo: naira(10_000), overpaymentKobo: 0 });
    expect(last.plan).toMatchObject({ status: 'Completed', amountPaidKobo: naira(100_000), remainingKobo: 0 });
    expect((await schedules(planId)).every((s) => s.status === 'Paid')).toBe(true);
    // A completed plan gets no more fines, and its paid fine can no longer be waived.
    expect(await runJob(addMonths(start, 7))).toMatchObject({ fines: 0 });
    expect(await m().countBy(PlanFineRow, { planId })).toBe(2);
    const closed = await gql(t.http, WAIVE, { fineId: seen.fines[0].id, reason: 'Too late' }, admin.token);
    expect(closed.data!.waiveLateFine).toMatchObject({ errorCode: 'PLAN_CLOSED' });
  });

  it('fines no fully paid plan, and a waiver that leaves the price paid completes the plan', async () => {
    const paid = await startPaid(3);
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: paid.planId })).toMatchObject({ status: 'Completed' });
    const late = await startPaid(1);
    const before = await m().countBy(PlanFineRow, {});
    await runJob(addDays(windowEnd, 2));
    expect(await m().countBy(PlanFineRow, { planId: paid.planId })).toBe(0);
    expect(await m().countBy(PlanFineRow, {})).toBe(before + 1);

    // The late customer pays the price, not the fine: still Active, ₦10,000 left.
    await payNext(late.u, late.planId, addDays(windowEnd, 3));
    const afterPrice = await payNext(late.u, late.planId, addDays(windowEnd, 3));
    expect(afterPrice.plan).toMatchObject({ status: 'Active', amountPaidKobo: naira(90_000), remainingKobo: naira(10_000) });
    const [fine] = await m().findBy(PlanFineRow, { planId: late.planId });
    const res = await gql(t.http, WAIVE, { fineId: fine.id, reason: 'Goodwill' }, admin.token);
    expect(res.data!.waiveLateFine).toMatchObject({ waived: true, refundKobo: 0 });
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: late.planId })).toMatchObject({ status: 'Completed', amountPaidKobo: naira(90_000) });
    expect(await m().countBy(FulfilmentRow, { planId: late.planId })).toBe(1);
  });

  it('lets only an admin waive, with a reason: customers and marketers are refused, unknown ids are not found', async () => {
    const marketer = await signUpAs(t, `marketer-${database}@example.ng`, 'Marketer');
    const { u, planId } = await startPaid(1);
    await runJob(addDays(windowEnd, 5));
    const [fine] = await m().findBy(PlanFineRow, { planId });

    for (const who of [u, marketer]) {
      const res = await gql(t.http, WAIVE, { fineId: fine.id, reason: 'Please waive my fine' }, who.token);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    await expect(t.system.services.lateFines.waive(t.context(u.actor), fine.id, 'Please waive')).rejects.toThrow('permission');
    expect((await gql(t.http, WAIVE, { fineId: fine.id, reason: 'no session' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await m().findOneByOrFail(PlanFineRow, { id: fine.id })).toMatchObject({ waivedAt: null });

    const unknown = await gql(t.http, WAIVE, { fineId: '00000000-0000-4000-8000-000000000000', reason: 'Goodwill' }, admin.token);
    expect(unknown.data!.waiveLateFine).toMatchObject({ errorCode: 'NOT_FOUND' });
    for (const reason of ['', '  ok ', 'x'.repeat(301), 'Goodwill\nURGENT: call 0803', 'Good\u202ewill']) {
      const res = await gql(t.http, WAIVE, { fineId: fine.id, reason }, admin.token);
      expect(res.data!.waiveLateFine).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'reason' }] });
    }
    expect(await m().findOneByOrFail(PlanFineRow, { id: fine.id })).toMatchObject({ waivedAt: null });
  });

  /** A plan an admin records today for a customer who started a year back (the furthest back allowed). */
  async function backdatedPlan(priceNaira: number) {
    const pack = await createPack(t, admin, { name: `Pack of ₦${priceNaira}`, priceKobo: naira(priceNaira), durationMonths: 3 });
    const saver = await signUpAs(t, `backdated-${priceNaira}-${database}@example.ng`);
    const yearBack = addMonths(start, -12);
    const plan = await t.system.services.planAdmin.createForUser(t.context(admin.actor), { userId: saver.userId, foodPackId: pack.id, frequency: 'monthly', durationMonths: 3, startDate: yearBack });
    return { planId: plan.id, yearBack, saver };
  }
  const finesOf = (planId: string) => m().find(PlanFineRow, { where: { planId }, order: { monthIndex: 'ASC' } });

  it('a plan started a year back and recorded today is fined only for months not over when recorded, and never above 25 % of its price', async () => {
    const { planId, yearBack, saver } = await backdatedPlan(9_000);
    // The old run fined months 1 to 9 at once (₦90,000 on a ₦9,000 plan). Now: only the month under way today, capped at ₦2,250.
    const underWay = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((k) => fineMonthStart(yearBack, k) <= start && start < fineMonthStart(yearBack, k + 1))!;
    expect(await runJob(start)).toMatchObject({ plansFined: 1, fines: 1, plansCorrected: 0 });
    expect((await finesOf(planId)).map((f) => [f.monthIndex, f.amountKobo])).toEqual([[underWay, naira(2_250)]]);
    // Later months: the cap is reached, nothing more is written; the plan shows no warning of a fine that will not come.
    for (const day of [addMonths(start, 1), addDays(addMonths(start, 2), 3)]) expect(await runJob(day)).toMatchObject({ fines: 0, finesWaived: 0 });
    expect((await finesOf(planId)).reduce((sum, f) => sum + f.amountKobo, 0)).toBe(naira(2_250));
    const view = await t.system.services.savingsPlans.one(t.context(saver.actor, at(addDays(addMonths(start, 1), -5), 12 * 60)), planId);
    expect(view).toMatchObject({ finesKobo: naira(2_250), fineWarning: null });
    // The cap is stated to anyone, from the server (the Terms page and the fine calculator read it).
    const policy = await gql(t.http, '{ lateFinePolicy { windowMonths fineKobo capPercent } }');
    expect(policy.data).toEqual({ lateFinePolicy: { windowMonths: 4, fineKobo: naira(10_000), capPercent: 25 } });
  });

  it('a plan fined before the cap existed is brought within it once: the newest whole fines waived by the system, with a reason, audited', async () => {
    const { planId, saver } = await backdatedPlan(90_000);
    // As the job left such a plan before issue 26: recorded on its start, and ₦10,000 for every month since the window closed.
    await m().update(SavingsPlanRow, { id: planId }, { createdAt: lagosStartOfDay(addMonths(start, -12)) });
    await moneyTransaction(m(), async (tx) => (await PlanAccount.lock(tx, planId))!.addDueFines(at(start), start, t.context(undefined).log, 100));
    const before = await finesOf(planId);
    expect(before.length).toBeGreaterThanOrEqual(8);
    expect(before.every((f) => f.amountKobo === naira(10_000))).toBe(true);

    const first = await runJob(start);
    expect(first).toMatchObject({ plansCorrected: 1, finesWaived: before.length - 2, fines: 0 });
    const after = await finesOf(planId);
    // Months 1 and 2 stay (₦20,000 ≤ ₦22,500); every later one is waived, not deleted or changed.
    expect(after.filter((f) => !f.waivedAt).map((f) => f.monthIndex)).toEqual([1, 2]);
    expect(after.map((f) => f.amountKobo)).toEqual(before.map((f) => f.amountKobo));
    const waived = after.filter((f) => f.waivedAt);
    expect(waived.every((f) => f.waivedBy === 'system' && f.waiveReason === "Over the late-fine cap: a plan's late fines total at most 25 % of its pack price")).toBe(true);
    const audits = await m().find(AuditEntryRow, { where: { action: 'late-fine.waived', actorId: 'system' } });
    expect(audits.map((a) => a.targetId).sort()).toEqual(waived.map((f) => f.id).sort());
    expect(audits.every((a) => a.reason === waived[0].waiveReason)).toBe(true);
    // The plan owes its price and the two fines left; its schedule carries exactly that.
    expect(await t.system.services.savingsPlans.one(t.context(saver.actor, at(start, 12 * 60)), planId)).toMatchObject({ finesKobo: naira(20_000), remainingKobo: naira(110_000) });
    expect((await schedules(planId)).reduce((sum, s) => sum + s.amountKobo, 0)).toBe(naira(110_000));
    // The console names the system as the waiver.
    const adminFines = await t.system.services.lateFines.forAdmin(t.context(admin.actor), planId);
    expect(adminFines.filter((f) => f.waived).every((f) => f.waivedByName === 'System')).toBe(true);

    // A second run changes nothing: no waiver, no audit row, no fine.
    expect(await runJob(start)).toMatchObject({ plansCorrected: 0, finesWaived: 0, fines: 0 });
    expect(await m().countBy(AuditEntryRow, { action: 'late-fine.waived', actorId: 'system' })).toBe(audits.length);
    expect(await finesOf(planId)).toEqual(after);
    // Next month, the room left under the cap (₦2,500) is the last fine it can get.
    expect(await runJob(addMonths(start, 1))).toMatchObject({ fines: 1 });
    const owed = (await finesOf(planId)).filter((f) => !f.waivedAt);
    expect(owed.map((f) => f.amountKobo)).toEqual([naira(10_000), naira(10_000), naira(2_500)]);
  });
});
