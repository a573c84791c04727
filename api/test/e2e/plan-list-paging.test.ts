import { randomUUID } from 'node:crypto';
import { PlanFineRow } from '../../src/modules/savings-plan/account/plan-fine.entity';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import type { PlanStatus } from '../../src/modules/savings-plan/domain/plan-state';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { createPack, MY_PLANS } from '../support/payments';
import { countStatements } from '../support/statements';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The customer's plan list paged (issue 9), over GraphQL and the legacy GET /api/SavingsPlan:
 * newest first with the id breaking ties, pages that neither overlap nor skip, nobody else's
 * plans, and at most 5 SQL statements a request (the session's included) whatever the page size.
 */

/** Only what the pages are checked by: a small selection, so that 100 rows stay under the cost limit. */
const PAGE = `query($page: Int, $pageSize: Int) { mySavingsPlans(page: $page, pageSize: $pageSize) {
  items { id status schedules { sequence status } payments { id } fines { monthIndex } fulfilment { method status expectedFrom } }
  totalCount page pageSize } }`;
const LISTED = 25;

describe.each(['mysql', 'sqlite'] as const)('the plan list on %s', (database) => {
  let t: TestSystem;
  let ada: SignedUp;
  let bola: SignedUp;
  let admin: SignedUp;
  let marketer: SignedUp;
  /** Ada's listed plans in the order every page must follow. */
  let expected: string[];
  let finedPlanId: string;

  beforeAll(async () => {
    t = await startTestSystem({ database });
    [admin, ada, bola, marketer] = await Promise.all([
      signUpAs(t, 'admin@example.ng', 'Admin'),
      signUpAs(t, 'ada@example.ng'),
      signUpAs(t, 'bola@example.ng'),
      signUpAs(t, 'marketer@example.ng', 'Marketer'),
    ]);
    const packId = (await createPack(t, admin, { priceKobo: naira(30_000), durationMonths: 1 })).id;
    const m = t.system.dataSource.manager;
    const base = Date.parse('2026-06-01T09:00:00Z');
    const rows: SavingsPlanRow[] = [];
    for (let i = 0; i < LISTED; i++) {
      // Five plans started in the same millisecond: only the id orders them.
      rows.push(plan(ada.userId, packId, new Date(base + Math.floor(i / 5) * 60_000 + (i % 5 === 0 ? i : 0)), i % 4 === 0 ? 'Completed' : 'Active'));
    }
    const hidden = [plan(ada.userId, packId, new Date(base + 3_600_000), 'AwaitingFirstPayment'), plan(ada.userId, packId, new Date(base + 3_600_000), 'Cancelled')];
    const bolas = [plan(bola.userId, packId, new Date(base + 7_200_000), 'Active')];
    const all = [...rows, ...hidden, ...bolas];
    await m.insert(SavingsPlanRow, all);
    await m.insert(
      PaymentScheduleRow,
      all.flatMap((p) => [1, 2, 3].map((sequence) => ({ id: randomUUID(), planId: p.id, sequence, dueDate: `2026-0${6 + sequence}-01`, amountKobo: naira(10_000), status: p.status === 'Completed' ? ('Paid' as const) : ('Pending' as const), paidAt: null, paymentId: null }))),
    );
    const completed = rows.filter((p) => p.status === 'Completed');
    await m.insert(FulfilmentRow, completed.map((p) => ({ planId: p.id, method: 'pickup' as const, address: null, expectedFrom: '2026-09-03', expectedTo: '2026-09-05', promisedDate: '2026-09-05', status: 'AwaitingDispatch' as const, createdAt: p.createdAt, updatedAt: p.createdAt })));
    finedPlanId = rows[1].id;
    await m.insert(PlanFineRow, { planId: finedPlanId, monthIndex: 1, amountKobo: naira(500), appliedAt: new Date(base), waivedAt: null, waivedBy: null, waiveReason: null, refundKobo: 0 });
    expected = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((p) => p.id);
  });
  afterAll(() => t.stop());

  const page = async (variables: Record<string, unknown>, who: SignedUp = ada) => {
    const res = await gql(t.http, PAGE, variables, who.token);
    expect(res.errors).toBeUndefined();
    return res.data!.mySavingsPlans;
  };

  it('pages newest first, the id breaking ties, without overlap or gap, with the total', async () => {
    const first = await page({});
    expect(first).toMatchObject({ totalCount: LISTED, page: 1, pageSize: 10 });
    const seen: string[] = [];
    for (let p = 1; p <= 3; p++) {
      const { items, totalCount } = await page({ page: p, pageSize: 10 });
      expect(totalCount).toBe(LISTED);
      seen.push(...items.map((i: { id: string }) => i.id));
    }
    expect(seen).toEqual(expected);
    expect((await page({ page: 4, pageSize: 10 })).items).toEqual([]);
    expect((await page({ page: 4, pageSize: 10 })).totalCount).toBe(LISTED);
  });

  it('brings each plan its own schedules, fulfilment and fines', async () => {
    const { items } = await page({ pageSize: LISTED });
    for (const item of items) {
      expect(item.schedules.map((s: { sequence: number }) => s.sequence)).toEqual([1, 2, 3]);
      expect(item.fulfilment).toEqual(item.status === 'Completed' ? { method: 'pickup', status: 'AwaitingDispatch', expectedFrom: '2026-09-03' } : { method: 'pickup', status: 'AwaitingPayment', expectedFrom: null });
    }
    const fined = items.filter((i: { fines: unknown[] }) => i.fines.length);
    expect(fined.map((i: { id: string; fines: unknown[] }) => [i.id, i.fines])).toEqual([[finedPlanId, [{ monthIndex: 1 }]]]);
  });

  it("shows nobody else's plans, whatever their role, and nothing signed out", async () => {
    expect((await page({}, bola)).items).toHaveLength(1);
    expect((await page({}, admin)).totalCount).toBe(0);
    expect((await page({}, marketer)).totalCount).toBe(0);
    const signedOut = await gql(t.http, PAGE, {});
    expect(signedOut.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.http.get('/api/SavingsPlan')).status).toBe(401);
  });

  it('refuses a page or size out of range, naming it', async () => {
    for (const [variables, field] of [[{ pageSize: 0 }, 'pageSize'], [{ pageSize: 101 }, 'pageSize'], [{ page: 0 }, 'page']] as const) {
      const res = await gql(t.http, PAGE, variables, ada.token);
      expect(res.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [expect.objectContaining({ field })] });
    }
  });

  it('takes at most 5 SQL statements a page, the session included, at 10, 50 and 100 a page', async () => {
    for (const pageSize of [10, 50, 100]) {
      const counted = await countStatements(t.system.dataSource, () => page({ pageSize }));
      expect(counted.result.items.length).toBe(Math.min(pageSize, LISTED));
      expect(counted.statements).toBeLessThanOrEqual(5);
    }
    // The full selection the web asks for costs the same.
    expect((await countStatements(t.system.dataSource, () => gql(t.http, MY_PLANS, { pageSize: 10 }, ada.token))).statements).toBeLessThanOrEqual(5);
  });

  it('answers the legacy list as the original did, a bare array, every plan up to 100 unless paged', async () => {
    const bearer = { authorization: `Bearer ${ada.token}` };
    // The legacy ids are whole numbers (issue 28): the UUIDs' numbers, in the list's order.
    const numbers = new Map(((await t.system.dataSource.query('SELECT id, legacy_id FROM savings_plans')) as { id: string; legacy_id: number }[]).map((r) => [r.id, Number(r.legacy_id)]));
    const expectedNumbers = expected.map((id) => numbers.get(id));
    const all = await t.http.get('/api/SavingsPlan').set(bearer);
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.headers['x-total-count']).toBe(String(LISTED));
    expect(all.body.map((p: { id: number }) => p.id)).toEqual(expectedNumbers);
    expect(Object.keys(all.body[0])).toEqual(expect.arrayContaining(['id', 'foodPackName', 'foodPack', 'totalAmount', 'monthlyAmount', 'amountPaid', 'paymentSchedules']));

    const second = await t.http.get('/api/SavingsPlan?pageNumber=2&pageSize=10').set(bearer);
    expect(second.body.map((p: { id: number }) => p.id)).toEqual(expectedNumbers.slice(10, 20));

    const bad = await t.http.get('/api/SavingsPlan?pageSize=1000').set(bearer);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errors: [expect.stringMatching(/^pageSize: /)] });

    const bolas = await t.http.get('/api/SavingsPlan').set({ authorization: `Bearer ${bola.token}` });
    expect(bolas.body).toHaveLength(1);
    expect(bolas.body[0].id).not.toBe(expectedNumbers[0]);
  });

  it('answers the legacy list in a constant number of statements, the instalments and the numbers included', async () => {
    const bearer = { authorization: `Bearer ${ada.token}` };
    const small = await countStatements(t.system.dataSource, () => t.http.get('/api/SavingsPlan?pageSize=5').set(bearer));
    const large = await countStatements(t.system.dataSource, () => t.http.get('/api/SavingsPlan?pageSize=25').set(bearer));
    expect(large.statements).toBe(small.statements);
  });
});

function plan(userId: string, foodPackId: string, createdAt: Date, status: PlanStatus): SavingsPlanRow {
  return Object.assign(new SavingsPlanRow(), {
    id: randomUUID(),
    userId,
    foodPackId,
    packName: 'Family Foodstuff Pack',
    priceKobo: naira(30_000),
    instalmentKobo: naira(10_000),
    frequency: 'monthly',
    durationMonths: 1,
    instalmentCount: 3,
    startDate: '2026-07-01',
    paymentPreference: 'manual',
    remindersEnabled: false,
    status,
    cancelReason: status === 'Cancelled' ? 'unpaid' : null,
    amountPaidKobo: status === 'Completed' ? naira(30_000) : 0,
    fulfilmentMethod: 'pickup',
    deliveryAddress: null,
    createdAt,
    updatedAt: createdAt,
    activatedAt: status === 'Active' || status === 'Completed' ? createdAt : null,
    completedAt: status === 'Completed' ? createdAt : null,
    cancelledAt: status === 'Cancelled' ? createdAt : null,
  });
}
