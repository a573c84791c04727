import { randomUUID } from 'node:crypto';
import { FoodPackItemRow } from '../../src/modules/food-pack';
import { forecastCsv } from '../../src/modules/procurement';
import { PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan';
import type { ScheduleStatus } from '../../src/modules/savings-plan/domain/apply-payment';
import type { PlanStatus } from '../../src/modules/savings-plan/domain/plan-state';
import type { PaymentFrequency } from '../../src/modules/savings-plan/domain/schedule';
import { StockMovementRow } from '../../src/modules/stock';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import { createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The procurement forecast (issue 25) against a small data set counted by hand. Today is Wednesday
 * 10 February 2027 in Lagos: the horizons end on 17 February (1 week), 24 February (2), 10 March
 * (4) and 7 April (8). A plan counts from the day its pack is due to be handed over: the 5th Lagos
 * working day after the day it is expected to be paid up at its own pace.
 */
const NOW = new Date('2027-02-10T09:00:00Z');

const FORECAST = /* GraphQL */ `query { procurementForecast { asOf horizonWeeks horizonEnds packs { foodPackId name completions available needed } itemLines { text needed packs } } }`;

type Due = [dueDate: string, paidAt?: string];

describe.each(['mysql', 'sqlite'] as const)('the procurement forecast on %s', (database) => {
  let t: TestSystem;
  let admin: SignedUp;
  let saver: SignedUp;
  const packs = { family: '', bachelor: '', spice: '' };

  /** A plan of `status` on a pack with the given instalments (paid when a UTC instant is given). */
  async function plan(foodPackId: string, frequency: PaymentFrequency, dues: Due[], status: PlanStatus = 'Active'): Promise<string> {
    const id = randomUUID();
    const paid = dues.filter((d) => d[1]).length;
    const m = t.system.dataSource.manager;
    await m.insert(SavingsPlanRow, {
      id,
      userId: saver.userId,
      foodPackId,
      packName: 'A pack',
      priceKobo: naira(10_000) * dues.length,
      instalmentKobo: naira(10_000),
      frequency,
      durationMonths: 3,
      instalmentCount: dues.length,
      startDate: dues[0][0],
      paymentPreference: 'manual',
      remindersEnabled: false,
      status,
      cancelReason: status === 'Cancelled' ? 'cancelled' : null,
      amountPaidKobo: naira(10_000) * paid,
      fulfilmentMethod: 'pickup',
      deliveryAddress: null,
      createdAt: NOW,
      updatedAt: NOW,
      activatedAt: paid ? NOW : null,
      completedAt: status === 'Completed' ? NOW : null,
      cancelledAt: status === 'Cancelled' ? NOW : null,
    });
    const today = '2027-02-10';
    const rows = dues.map(([dueDate, paidAt], i) => ({
      id: randomUUID(),
      planId: id,
      sequence: i + 1,
      dueDate,
      amountKobo: naira(10_000),
      status: (paidAt ? 'Paid' : dueDate < today ? 'Overdue' : 'Pending') as ScheduleStatus,
      paidAt: paidAt ? new Date(paidAt) : null,
      paymentId: null,
      fineKobo: 0,
      fineId: null,
    }));
    await m.createQueryBuilder().insert().into(PaymentScheduleRow).values(rows).updateEntity(false).execute();
    return id;
  }

  async function stock(foodPackId: string, kind: StockMovementRow['kind'], quantity: number, planId: string | null = null): Promise<void> {
    await t.system.dataSource.manager.insert(StockMovementRow, { id: randomUUID(), foodPackId, kind, quantity, planId, reason: null, actorId: null, at: NOW });
  }

  beforeAll(async () => {
    t = await startTestSystem({ database });
    [admin, saver] = await Promise.all([signUpAs(t, 'admin@example.ng', 'Admin'), signUpAs(t, 'saver@example.ng')]);
    packs.family = (await createPack(t, admin, { name: 'Family Pack', items: ['50kg bag of rice', '5L vegetable oil', 'Tin of tomato'] })).id;
    packs.bachelor = (await createPack(t, admin, { name: 'Bachelor Pack', items: ['Tin of Tomato', 'Tin of tomato'] })).id;
    packs.spice = (await createPack(t, admin, { name: '=Spice Mix', items: ['Tin of tomato', 'Curry powder'] })).id;
    // The same line as the Family Pack's, spelt with other spaces and capitals.
    await t.system.dataSource.manager.insert(FoodPackItemRow, { foodPackId: packs.bachelor, position: 9, text: '  50KG  Bag of rice ' });

    // Family Pack
    for (let i = 0; i < 3; i++) {
      // On time: paid up on the 12th (Friday), handed over by the 19th: weeks 2, 4, 8.
      await plan(packs.family, 'monthly', [['2026-12-12', '2026-12-12T10:00:00Z'], ['2027-01-12', '2027-01-12T10:00:00Z'], ['2027-02-12']]);
    }
    // Behind: the 1 February instalment 9 days overdue, so paid up 10 March instead of 1 March, handed over by 17 March: week 8.
    await plan(packs.family, 'monthly', [['2027-01-01', '2027-01-01T10:00:00Z'], ['2027-02-01'], ['2027-03-01']]);
    // Late by habit: paid 4 days late (23:30 UTC on 8 January is already the 9th in Lagos) and 1 day late:
    // 2.5 days on average, 3 rounded, so paid up Thursday 18 February instead of the 15th, handed over by the 25th: weeks 4, 8.
    await plan(packs.family, 'weekly', [['2027-01-05', '2027-01-08T23:30:00Z'], ['2027-02-05', '2027-02-06T10:00:00Z'], ['2027-02-15']]);
    // Everything paid (at 23:30 UTC on the 9th: the 10th in Lagos) and still open: handed over by the 17th, week 1.
    await plan(packs.family, 'monthly', [['2026-12-09', '2026-12-09T10:00:00Z'], ['2027-01-09', '2027-01-09T10:00:00Z'], ['2027-02-09', '2027-02-09T23:30:00Z']]);
    // On time but paid up in June: beyond 8 weeks.
    await plan(packs.family, 'monthly', [['2027-04-01'], ['2027-05-01'], ['2027-06-01']], 'AwaitingFirstPayment');
    // Completed (its pack reserved) and cancelled plans are not open: never counted.
    const completed = await plan(packs.family, 'monthly', [['2026-11-01', '2026-11-01T10:00:00Z'], ['2026-12-01', '2026-12-01T10:00:00Z'], ['2027-01-01', '2027-01-01T10:00:00Z']], 'Completed');
    await plan(packs.family, 'monthly', [['2027-02-12'], ['2027-02-13'], ['2027-02-14']], 'Cancelled');
    await stock(packs.family, 'received', 4);
    await stock(packs.family, 'reserved', 1, completed); // available: 4 − 1 = 3

    // Bachelor Pack
    for (let i = 0; i < 2; i++) {
      // Weekly, two weeks ahead (the 17th and 24th paid yesterday): paid up 24 February instead of 10 March, handed over by 3 March: weeks 4, 8.
      await plan(packs.bachelor, 'weekly', [
        ['2027-02-03', '2027-02-03T09:00:00Z'],
        ['2027-02-10', '2027-02-09T09:00:00Z'],
        ['2027-02-17', '2027-02-09T09:00:00Z'],
        ['2027-02-24', '2027-02-09T09:00:00Z'],
        ['2027-03-03'],
        ['2027-03-10'],
      ]);
    }
    // Awaiting its first payment, on time: paid up Thursday 4 March, handed over by the 11th: week 8 only.
    await plan(packs.bachelor, 'weekly', [['2027-02-11'], ['2027-02-18'], ['2027-02-25'], ['2027-03-04']], 'AwaitingFirstPayment');
    await plan(packs.bachelor, 'weekly', [['2027-02-11'], ['2027-02-18']], 'Cancelled');
    await stock(packs.bachelor, 'received', 2);
    await stock(packs.bachelor, 'adjusted', -1); // one damaged: available 1

    // Spice Mix: no open plan, one pack reserved for a completed plan and none in the store: short by 1.
    const spiceDone = await plan(packs.spice, 'monthly', [['2027-01-10', '2027-01-10T10:00:00Z']], 'Completed');
    await stock(packs.spice, 'reserved', 1, spiceDone);
  });
  afterAll(() => t.stop());

  const forecastNow = () => t.system.services.procurement.forecast(t.context(admin.actor, NOW));

  it('counts each open plan in the week its pack is due, at its own pace, less the available stock', async () => {
    const f = await forecastNow();
    expect([f.asOf, f.horizonWeeks, f.horizonEnds]).toEqual(['2027-02-10', [1, 2, 4, 8], ['2027-02-17', '2027-02-24', '2027-03-10', '2027-04-07']]);
    expect(f.packs).toEqual([
      { foodPackId: packs.family, name: 'Family Pack', completions: [1, 4, 5, 6], available: 3, needed: [0, 1, 2, 3] },
      { foodPackId: packs.bachelor, name: 'Bachelor Pack', completions: [0, 0, 2, 3], available: 1, needed: [0, 0, 1, 2] },
      { foodPackId: packs.spice, name: '=Spice Mix', completions: [0, 0, 0, 0], available: -1, needed: [1, 1, 1, 1] },
    ]);
  });

  it('adds the packs’ needs up per item line across packs', async () => {
    expect((await forecastNow()).itemLines).toEqual([
      // Family 3 + Bachelor twice 2 + Spice Mix 1 within 8 weeks.
      { text: 'Tin of tomato', needed: [1, 2, 5, 8], packs: ['Family Pack', 'Bachelor Pack', '=Spice Mix'] },
      { text: '50KG Bag of rice', needed: [0, 1, 3, 5], packs: ['Family Pack', 'Bachelor Pack'] },
      { text: '5L vegetable oil', needed: [0, 1, 2, 3], packs: ['Family Pack'] },
      { text: 'Curry powder', needed: [1, 1, 1, 1], packs: ['=Spice Mix'] },
    ]);
  });

  it('writes it as CSV, a formula-like name defused', async () => {
    expect(forecastCsv(await forecastNow()).split('\r\n')).toEqual([
      'Procurement forecast,as of 2027-02-10',
      '',
      'Pack,Available,Plans due within 1 week,Plans due within 2 weeks,Plans due within 4 weeks,Plans due within 8 weeks,Needed within 1 week,Needed within 2 weeks,Needed within 4 weeks,Needed within 8 weeks',
      'Family Pack,3,1,4,5,6,0,1,2,3',
      'Bachelor Pack,1,0,0,2,3,0,0,1,2',
      "'=Spice Mix,-1,0,0,0,0,1,1,1,1",
      '',
      'Item line,Needed within 1 week,Needed within 2 weeks,Needed within 4 weeks,Needed within 8 weeks,Within 8 weeks,Packs',
      "Tin of tomato,1,2,5,8,8 × Tin of tomato,Family Pack; Bachelor Pack; =Spice Mix",
      '50KG Bag of rice,0,1,3,5,5 × 50KG Bag of rice,Family Pack; Bachelor Pack',
      '5L vegetable oil,0,1,2,3,3 × 5L vegetable oil,Family Pack',
      "Curry powder,1,1,1,1,1 × Curry powder,'=Spice Mix",
      '',
    ]);
  });

  it('answers an admin over GraphQL and as a CSV download', async () => {
    const res = await gql(t.http, FORECAST, {}, admin.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.procurementForecast).toEqual(await t.system.services.procurement.forecast(t.context(admin.actor)));
    const csv = await t.http.get('/api/admin/procurement-forecast.csv').set('authorization', `Bearer ${admin.token}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="procurement-forecast-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text).toMatch(/^Procurement forecast,as of /);
  });

  it.each([
    ['a customer', 'Customer', 'FORBIDDEN', 403],
    ['a marketer', 'Marketer', 'FORBIDDEN', 403],
    ['a rider', 'Dispatcher', 'FORBIDDEN', 403],
    ['someone signed out', null, 'UNAUTHENTICATED', 401],
  ] as const)('refuses %s', async (_who, role, code, status) => {
    const token = role ? (await signUpAs(t, `${role.toLowerCase()}-${database}@example.ng`, role)).token : undefined;
    const res = await gql(t.http, FORECAST, {}, token);
    expect([res.data ?? null, res.errors?.[0].extensions?.code]).toEqual([null, code]);
    const csv = t.http.get('/api/admin/procurement-forecast.csv');
    if (token) csv.set('authorization', `Bearer ${token}`);
    const reply = await csv;
    expect(reply.status).toBe(status);
    expect(reply.text).not.toMatch(/Procurement forecast/);
  });
});
