import { addDays, addMonths, lagosDate, lagosStartOfDay } from '../../src/common/time';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { PlanFineRow } from '../../src/modules/savings-plan/account/plan-fine.entity';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { naira, signUpAs, signUpEachRole, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

const FINE = 'id monthIndex fineDate amountKobo waived waivedAt waivedByName waiveReason refundKobo';
const SCHEDULE = `query($planId: ID!) { planSchedule(planId: $planId) { planId finesKobo amountPaidKobo schedules { kind amountKobo status } fines { ${FINE} } } }`;
const WAIVE = `mutation($fineId: ID!, $reason: String!) { waiveLateFine(fineId: $fineId, reason: $reason) {
  __typename ... on WaivedLateFine { id waived waivedAt refundKobo } ... on ErrorResult { errorCode message fieldErrors { field message } } } }`;

/**
 * The console's schedule dialog and its late fines (issue 12): `planSchedule.fines` with the
 * waiver's who, when and why, and `waiveLateFine`, over HTTP as the console calls them, for an
 * admin and for everyone else. A ₦40,000 one-instalment plan started 5 months and 5 days ago and
 * never paid: the late-fines job has added the fines of months 1 and 2, each an instalment of its own.
 */
describe('late fines in the admin schedule', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  let owner: SignedUp;
  let planId: string;
  let windowEnd: string;
  const m = () => t.system.dataSource.manager;
  const asAdmin = async (query: string, variables: Record<string, unknown>) => {
    const res = await gql(t.http, query, variables, admin.token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const schedule = async () => (await asAdmin(SCHEDULE, { planId })).planSchedule;
  /** Everything a refused call could have changed. */
  const snapshot = async () => ({
    fines: await m().find(PlanFineRow, { order: { monthIndex: 'ASC' } }),
    schedules: await m().find(PaymentScheduleRow, { order: { sequence: 'ASC' } }),
    plans: await m().find(SavingsPlanRow),
    audits: await m().countBy(AuditEntryRow, { action: 'late-fine.waived' }),
  });

  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
    await m().update(UserRow, { id: admin.userId }, { firstName: 'Amaka', lastName: 'Eze' });
    owner = await signUpAs(t, 'owner@example.ng');
    // ₦90,000: its fines may reach ₦22,500 (the 25 % cap), so two months' fines fit.
    const packId = (await createPack(t, admin, { name: 'Rice Pack', priceKobo: naira(90_000), durationMonths: 1 })).id;
    const start = addDays(addMonths(lagosDate(new Date()), -5), -5);
    windowEnd = addMonths(start, 4);
    planId = (await t.system.services.planAdmin.createForUser(t.context(admin.actor), { userId: owner.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 1, startDate: start })).id;
    // Recorded when it started (months already over when a plan is recorded are never fined).
    await m().update(SavingsPlanRow, { id: planId }, { createdAt: lagosStartOfDay(start) });
    expect(await t.system.services.lateFines.applyDue(t.context())).toMatchObject({ fines: 2, instalments: 2 });
  });
  afterAll(() => t.stop());

  it('lists the plan’s fines for an admin, oldest month first, each owed and not waived', async () => {
    const fines = [
      { monthIndex: 1, fineDate: windowEnd, amountKobo: naira(10_000), waived: false, waivedAt: null, waivedByName: null, waiveReason: null, refundKobo: 0 },
      { monthIndex: 2, fineDate: addMonths(windowEnd, 1), amountKobo: naira(10_000), waived: false, waivedAt: null, waivedByName: null, waiveReason: null, refundKobo: 0 },
    ];
    expect(await schedule()).toEqual({
      planId,
      finesKobo: naira(20_000),
      amountPaidKobo: 0,
      schedules: [
        { kind: 'instalment', amountKobo: naira(90_000), status: 'Overdue' },
        { kind: 'fine', amountKobo: naira(10_000), status: 'Overdue' },
        { kind: 'fine', amountKobo: naira(10_000), status: expect.stringMatching(/^(Overdue|Pending)$/) },
      ],
      fines: fines.map((f) => ({ id: expect.any(String), ...f })),
    });
  });

  it('refuses the fines and the waiver to everyone but an admin: signed out UNAUTHENTICATED; the plan’s owner, customers and marketers FORBIDDEN; nothing changes', async () => {
    const before = await snapshot();
    const fineId = before.fines[0].id;
    for (const [query, variables] of [
      [SCHEDULE, { planId }],
      [WAIVE, { fineId, reason: 'Please waive my fine' }],
    ] as const) {
      const signedOut = await gql(t.http, query, variables);
      expect([query, signedOut.errors?.[0].extensions?.code, Object.values(signedOut.data ?? {}).filter((v) => v !== null)]).toEqual([query, 'UNAUTHENTICATED', []]);
      for (const who of [owner, customer, marketer]) {
        const res = await gql(t.http, query, variables, who.token);
        expect([query, res.errors?.[0].extensions?.code, Object.values(res.data ?? {}).filter((v) => v !== null)]).toEqual([query, 'FORBIDDEN', []]);
      }
    }
    // The service checks again, whoever calls it.
    await expect(t.system.services.lateFines.forAdmin(t.context(owner.actor), planId)).rejects.toThrow('permission');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a reason that is too short or not one line with the message the console shows, keeping the fine owed', async () => {
    const before = await snapshot();
    const fineId = before.fines[0].id;
    const short = (await asAdmin(WAIVE, { fineId, reason: ' ok ' })).waiveLateFine;
    expect(short).toEqual({ __typename: 'ErrorResult', errorCode: 'VALIDATION', message: 'Reason must be 3 to 300 characters', fieldErrors: [{ field: 'reason', message: 'Reason must be 3 to 300 characters' }] });
    const twoLines = (await asAdmin(WAIVE, { fineId, reason: 'Customer was\nin hospital' })).waiveLateFine;
    expect(twoLines).toMatchObject({ __typename: 'ErrorResult', errorCode: 'VALIDATION', fieldErrors: [{ field: 'reason' }] });
    expect(await snapshot()).toEqual(before);
  });

  it('an admin waives a fine: the schedule then owes less, drops its instalment, and says who waived it, when and why', async () => {
    const [first, second] = (await schedule()).fines;
    const waived = (await asAdmin(WAIVE, { fineId: first.id, reason: '  Customer was in hospital  ' })).waiveLateFine;
    expect(waived).toEqual({ __typename: 'WaivedLateFine', id: first.id, waived: true, waivedAt: expect.any(String), refundKobo: 0 });

    const after = await schedule();
    expect(after.finesKobo).toBe(naira(10_000));
    expect(after.schedules.map((s: { kind: string }) => s.kind)).toEqual(['instalment', 'fine']);
    expect(after.fines).toEqual([
      { ...first, waived: true, waivedAt: waived.waivedAt, waivedByName: 'Amaka Eze', waiveReason: 'Customer was in hospital' },
      second,
    ]);
    expect(await m().findBy(AuditEntryRow, { action: 'late-fine.waived', targetId: first.id })).toEqual([expect.objectContaining({ actorId: admin.userId, reason: 'Customer was in hospital' })]);
  });

  it('lists no fines for a plan that has none', async () => {
    const unfined = await t.system.services.planAdmin.createForUser(t.context(admin.actor), { userId: owner.userId, foodPackId: (await m().findOneByOrFail(SavingsPlanRow, { id: planId })).foodPackId, frequency: 'monthly', durationMonths: 1 });
    expect((await asAdmin(SCHEDULE, { planId: unfined.id })).planSchedule).toMatchObject({ finesKobo: 0, fines: [] });
  });
});
