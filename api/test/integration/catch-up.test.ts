import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { PlanCatchUpRow } from '../../src/modules/savings-plan/account/plan-catch-up';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { addDays, addMonths, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { accessCodeOf, createPack } from '../support/payments';
import { refusal } from '../support/refusal';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Issue 26, on MariaDB: a customer behind on a plan catches up without calling support, by
 * spreading what is overdue over the remaining instalments or extending the plan within its
 * 4-month window, seeing the new instalments before confirming; once per 30 days, audited, the
 * instalments still summing exactly to what is owed. A weekly 3-month pack: 12 × ₦5,000.
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;
const today = lagosDate(new Date());
/** Noon in Lagos on `day`. */
const at = (day: LocalDate) => new Date(lagosStartOfDay(day).getTime() + 12 * 3_600_000);

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(60_000), durationMonths: 3 })).id;
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;
const catchUps = () => t.system.services.catchUps;
const as = (u: SignedUp, day: LocalDate = today) => t.context(u.actor, at(day));
let customers = 0;

/** A customer whose weekly plan had its first instalment paid today. */
async function paidPlan() {
  const u = await signUpAs(t, `behind${++customers}@example.ng`);
  const c = await t.system.services.checkouts.start(t.context(u.actor), { foodPackId: packId, frequency: 'weekly', preference: 'manual', fulfilment: { method: 'pickup' } });
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  return { u, planId: c.plan.id };
}
const rows = (planId: string) => m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } });
const sum = (xs: { amountKobo: number }[]) => xs.reduce((s, x) => s + x.amountKobo, 0);

const ERROR = '... on ErrorResult { errorCode message }';
const PREVIEW = `query($planId: ID!, $choice: CatchUpChoiceInput!) { catchUpPreview(planId: $planId, choice: $choice) {
  __typename ... on CatchUpPreview { overdueKobo instalments { dueDate amountKobo } endDate previewToken } ${ERROR} } }`;
const CONFIRM = `mutation($planId: ID!, $choice: CatchUpChoiceInput!, $previewToken: String!) { confirmCatchUp(planId: $planId, choice: $choice, previewToken: $previewToken) {
  __typename ... on SavingsPlan { id } ${ERROR} } }`;

describe('catching up on a plan that is behind', () => {
  it('spread: the preview shows the new instalments, the confirmation makes exactly them, audited; a second time within 30 days is refused', async () => {
    const { u, planId } = await paidPlan();
    const day = addDays(today, 30); // instalments 2 to 5 (days 7 to 28) overdue, 6 to 12 (days 35 to 77) remain
    const before = await rows(planId);

    const preview = await catchUps().preview(as(u, day), planId, { kind: 'spread' });
    expect(preview).toMatchObject({ overdueKobo: naira(20_000), overdueCount: 4, totalKobo: naira(55_000), previousEndDate: addDays(today, 77), endDate: addDays(today, 77), canSpread: true });
    expect(preview.instalments.map((i) => i.dueDate)).toEqual([35, 42, 49, 56, 63, 70, 77].map((d) => addDays(today, d)));
    expect(preview.instalments.map((i) => i.amountKobo)).toEqual([...Array(6).fill(naira(7_857)), naira(7_858)]);
    // A preview changes nothing.
    expect(await rows(planId)).toEqual(before);

    const plan = await catchUps().confirm(as(u, day), planId, { kind: 'spread' }, preview.previewToken);
    expect(plan.overdue).toBeNull();
    expect(plan.instalmentAmountKobo).toBe(naira(7_857));
    const after = await rows(planId);
    expect(sum(after)).toBe(naira(60_000));
    expect(after.map((s) => [s.dueDate, s.amountKobo, s.status])).toEqual([
      [today, naira(5_000), 'Paid'],
      ...preview.instalments.map((i) => [i.dueDate, i.amountKobo, 'Pending']),
    ]);
    expect(after[0].id).toBe(before[0].id); // the paid instalment is untouched
    expect(await m().findBy(PlanCatchUpRow, { planId })).toEqual([expect.objectContaining({ kind: 'spread', weeks: null, actorId: u.userId, overdueKobo: naira(20_000), caughtUpOn: day })]);
    expect(await m().findBy(AuditEntryRow, { action: 'plan.caught-up', targetId: planId })).toEqual([expect.objectContaining({ actorId: u.userId })]);

    // Behind again 29 days later (the instalments due on days 35 to 56): too soon; 30 days on it may.
    const tooSoon = await refusal(catchUps().preview(as(u, addDays(day, 29)), planId, { kind: 'spread' }));
    expect(tooSoon.code).toBe('CATCH_UP_TOO_SOON');
    expect(tooSoon.message).toContain('once every 30 days');
    expect((await refusal(catchUps().confirm(as(u, addDays(day, 29)), planId, { kind: 'spread' }, preview.previewToken))).code).toBe('CATCH_UP_TOO_SOON');
    await expect(catchUps().preview(as(u, addDays(day, 30)), planId, { kind: 'spread' })).resolves.toMatchObject({ overdueCount: 4 });
  });

  it('extend: 2 weeks later, within the window, every instalment left shared over the new dates; a stale preview is refused', async () => {
    const { u, planId } = await paidPlan();
    const day = addDays(today, 30);
    const preview = await catchUps().preview(as(u, day), planId, { kind: 'extend', weeks: 2 });
    expect(preview).toMatchObject({ endDate: addDays(today, 91), lastDayOfWindow: addDays(addMonths(today, 4), -1), maxExtensionWeeks: 4, totalKobo: naira(55_000) });
    expect(preview.instalments).toHaveLength(9); // days 35 to 91

    // Looked at yesterday, or for another choice: shown something else, so refused.
    const yesterday = await catchUps().preview(as(u, addDays(day, -1)), planId, { kind: 'extend', weeks: 2 });
    expect((await refusal(catchUps().confirm(as(u, day), planId, { kind: 'extend', weeks: 2 }, yesterday.previewToken))).code).toBe('CATCH_UP_STALE');
    expect((await refusal(catchUps().confirm(as(u, day), planId, { kind: 'extend', weeks: 1 }, preview.previewToken))).code).toBe('CATCH_UP_STALE');
    expect(await m().countBy(PlanCatchUpRow, { planId })).toBe(0);

    const plan = await catchUps().confirm(as(u, day), planId, { kind: 'extend', weeks: 2 }, preview.previewToken);
    expect(plan.endDate).toBe(addDays(today, 91));
    const after = await rows(planId);
    expect(sum(after)).toBe(naira(60_000));
    expect(after.filter((s) => s.status !== 'Paid').map((s) => ({ dueDate: s.dueDate, amountKobo: s.amountKobo }))).toEqual(preview.instalments.map(({ dueDate, amountKobo }) => ({ dueDate, amountKobo })));
    // Beyond the window is refused whatever the client sends.
    const other = await paidPlan();
    expect((await refusal(catchUps().preview(as(other.u, day), other.planId, { kind: 'extend', weeks: 5 }))).code).toBe('VALIDATION');
  });

  it('a plan caught up and later fined past its window still has the fine waived exactly: the instalments sum to the price again', async () => {
    const { u, planId } = await paidPlan();
    const day = addDays(today, 30);
    const preview = await catchUps().preview(as(u, day), planId, { kind: 'spread' });
    await catchUps().confirm(as(u, day), planId, { kind: 'spread' }, preview.previewToken);

    const windowEnd = addMonths(today, 4);
    await t.system.services.lateFines.applyDue(t.context(undefined, at(windowEnd)));
    const fined = await rows(planId);
    expect(sum(fined)).toBe(naira(70_000));
    const fineRow = fined.find((s) => s.fineKobo > 0)!;
    expect(fineRow.fineId).not.toBeNull();
    // Behind again, with a fine on it: past the window, so no catch-up.
    expect((await refusal(catchUps().preview(as(u, windowEnd), planId, { kind: 'spread' }))).code).toBe('CATCH_UP_UNAVAILABLE');

    await t.system.services.lateFines.waive(as(admin, windowEnd), fineRow.fineId!, 'Customer caught up in good faith');
    const waived = await rows(planId);
    expect(sum(waived)).toBe(naira(60_000));
    expect(waived.every((s) => s.fineKobo === 0)).toBe(true);
  });

  it("another customer's plan is NOT_FOUND, a plan not behind is refused, an admin may catch up for the customer", async () => {
    const { u, planId } = await paidPlan();
    const other = await signUpAs(t, `other${++customers}@example.ng`);
    const day = addDays(today, 10);
    expect((await refusal(catchUps().preview(as(other, day), planId, { kind: 'spread' }))).code).toBe('NOT_FOUND');
    expect((await refusal(catchUps().confirm(as(other, day), planId, { kind: 'spread' }, 'x'))).code).toBe('NOT_FOUND');
    expect((await gql(t.http, PREVIEW, { planId, choice: { kind: 'spread' } }, other.token)).data!.catchUpPreview).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await gql(t.http, CONFIRM, { planId, choice: { kind: 'spread' }, previewToken: 'x' }, other.token)).data!.confirmCatchUp).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await gql(t.http, PREVIEW, { planId, choice: { kind: 'spread' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Today nothing is overdue on it.
    expect((await gql(t.http, PREVIEW, { planId, choice: { kind: 'spread' } }, u.token)).data!.catchUpPreview).toMatchObject({ errorCode: 'NOT_BEHIND' });
    expect((await refusal(catchUps().confirm(as(u), planId, { kind: 'spread' }, 'x'))).code).toBe('NOT_BEHIND');

    const preview = await catchUps().preview(as(admin, day), planId, { kind: 'spread' });
    await catchUps().confirm(as(admin, day), planId, { kind: 'spread' }, preview.previewToken);
    expect(await m().findBy(AuditEntryRow, { action: 'plan.caught-up', targetId: planId })).toEqual([
      expect.objectContaining({ actorId: admin.userId, reason: 'Caught up by an admin for the customer' }),
    ]);
    expect((await m().findOneByOrFail(SavingsPlanRow, { id: planId })).amountPaidKobo).toBe(naira(5_000));
  });
});
