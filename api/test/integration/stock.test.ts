import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { lagosDate } from '../../src/common/time';
import { FulfilmentRow, PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { addWorkingDays } from '../../src/modules/savings-plan/domain/delivery';
import { nigerianHolidays } from '../../src/modules/savings-plan/domain/nigerian-holidays';
import { openReservation, readStockFigures, reserveForPlan, StockMovementRow } from '../../src/modules/stock';
import { adminPlans, type NumberedCustomer } from '../support/admin-plans';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { packMoves } from '../support/fulfilment';
import { gql } from '../support/graphql';
import { createPack } from '../support/payments';
import { refusal } from '../support/refusal';
import type { TestSystem } from '../support/test-system';

/**
 * A pack's stock as rows written once (issue 25), on MariaDB: the figures equal what the rows say
 * after every kind of movement, the movements follow the plans through their real paths (a payment
 * completing a plan, a reversal, a refund, a delivery, a collection, an override), two plans
 * completing at once for the last unit both reserve, and who may see or change stock.
 */
const now = new Date();
const fx = adminPlans(now);
const { as, customer } = fx;
let t: TestSystem;
let admin: SignedUp;
let packs = 0;

beforeAll(async () => {
  ({ t, admin } = await fx.start());
});
afterAll(() => fx.stop());

const m = () => t.system.dataSource.manager;
const stock = () => t.system.services.stock;
const moves = () => packMoves(t, () => as());
const day1 = addWorkingDays(lagosDate(now), 1, nigerianHolidays());

/** A new pack (₦90,000 over 3 months) with no stock yet. */
async function newPack(): Promise<string> {
  return (await createPack(t, admin, { name: `Stock Pack ${++packs}`, priceKobo: naira(90_000), durationMonths: 3 })).id;
}

/** A plan the admin started on `packId` for a new customer: 3 monthly instalments of ₦30,000. */
async function planOn(packId: string): Promise<{ u: NumberedCustomer; planId: string }> {
  const u = await customer();
  const plan = await t.system.services.planAdmin.createForUser(as(), { userId: u.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 3, startDate: lagosDate(now) });
  return { u, planId: plan.id };
}

/** The plan's next instalment paid at the office, at `at` (a manual payment: the account's credit, like every payment). */
async function payNext(planId: string, at: Date = now) {
  const unpaid = (await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } })).find((s) => s.status !== 'Paid')!;
  return t.system.services.manualPayments.record(t.context(admin.actor, at), { planId, scheduleId: unpaid.id, channel: 'cash', note: 'Paid at the office', reference: 'SLIP-1' });
}

async function paidInFull(packId: string, at: Date = now) {
  const plan = await planOn(packId);
  for (let i = 0; i < 3; i++) await payNext(plan.planId, at);
  return plan;
}

const rowsOf = (packId: string) => m().find(StockMovementRow, { where: { foodPackId: packId }, order: { at: 'ASC', id: 'ASC' } });

/** The figures, checked against a count of the rows made here, independently of the server's sums. */
async function figures(packId: string) {
  const rows = await rowsOf(packId);
  const sum = (...kinds: string[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + r.quantity, 0);
  const onHand = sum('received', 'adjusted') - sum('handedOver');
  const reserved = sum('reserved') - sum('released', 'handedOver');
  const read = (await readStockFigures(m(), [packId])).get(packId)!;
  expect(read).toEqual({ onHand, reserved, available: onHand - reserved });
  return read;
}

describe('stock received and adjusted', () => {
  it('adds rows, answers the figures read after them and audits each', async () => {
    const packId = await newPack();
    expect(await figures(packId)).toEqual({ onHand: 0, reserved: 0, available: 0 });
    expect(await stock().recordReceived(as(), { foodPackId: packId, quantity: 10, note: ' DN-1042 ' })).toMatchObject({ foodPackId: packId, onHand: 10, reserved: 0, available: 10 });
    expect(await stock().adjust(as(), { foodPackId: packId, quantity: -3, reason: 'Three bags damaged by rain' })).toMatchObject({ onHand: 7, available: 7 });
    expect(await figures(packId)).toEqual({ onHand: 7, reserved: 0, available: 7 });
    expect((await rowsOf(packId)).map((r) => [r.kind, r.quantity, r.reason, r.actorId])).toEqual([
      ['received', 10, 'DN-1042', admin.userId],
      ['adjusted', -3, 'Three bags damaged by rain', admin.userId],
    ]);
    const audit = await m().find(AuditEntryRow, { where: { targetId: packId }, order: { createdAt: 'ASC' } });
    // Both at the file's clock: compared in any order.
    expect(audit.filter((a) => a.action.startsWith('stock.')).map((a) => [a.action, a.reason]).sort()).toEqual([
      ['stock.adjusted', 'Three bags damaged by rain'],
      ['stock.received', 'DN-1042'],
    ]);
    const history = await stock().movements(as(), packId);
    expect(history).toMatchObject({ totalCount: 2, items: [{ kind: expect.any(String), actorName: expect.any(String) }, {}] });
    expect((await stock().levels(as(), packId)).map((p) => [p.foodPackId, p.onHand])).toEqual([[packId, 7]]);
  });

  it('refuses, naming the field, and writes nothing', async () => {
    const packId = await newPack();
    const cases: [Promise<unknown>, string, string][] = [
      [stock().recordReceived(as(), { foodPackId: packId, quantity: 0 }), 'VALIDATION', 'quantity'],
      [stock().recordReceived(as(), { foodPackId: packId, quantity: 100_001 }), 'VALIDATION', 'quantity'],
      [stock().recordReceived(as(), { foodPackId: packId, quantity: 1, note: 'x'.repeat(201) }), 'VALIDATION', 'note'],
      [stock().adjust(as(), { foodPackId: packId, quantity: 0, reason: 'Counted again' }), 'VALIDATION', 'quantity'],
      [stock().adjust(as(), { foodPackId: packId, quantity: 2, reason: ' a ' }), 'VALIDATION', 'reason'],
      [stock().adjust(as(), { foodPackId: packId, quantity: 2, reason: 'x'.repeat(201) }), 'VALIDATION', 'reason'],
      [stock().recordReceived(as(), { foodPackId: '00000000-0000-4000-8000-000000000000', quantity: 1 }), 'NOT_FOUND', 'foodPackId'],
    ];
    for (const [work, code, field] of cases) {
      const e = await refusal(work);
      expect([e.code, e.fieldErrors.map((f) => f.field)]).toEqual([code, [field]]);
    }
    await t.system.services.foodPacks.retire(as(), packId);
    expect((await refusal(stock().adjust(as(), { foodPackId: packId, quantity: 1, reason: 'Found one' }))).code).toBe('NOT_FOUND');
    expect(await rowsOf(packId)).toEqual([]);
  });
});

describe('stock follows the plans', () => {
  it('a payment completing a plan reserves one; a delivery on the code takes it out of stock', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 5 });
    const { u, planId } = await planOn(packId);
    await payNext(planId);
    await payNext(planId);
    expect(await figures(packId)).toEqual({ onHand: 5, reserved: 0, available: 5 });
    await payNext(planId);
    expect(await figures(packId)).toEqual({ onHand: 5, reserved: 1, available: 4 });
    expect((await rowsOf(packId)).filter((r) => r.planId).map((r) => [r.kind, r.quantity, r.actorId])).toEqual([['reserved', 1, null]]);

    const rider = await signUpAs(t, 'stock-rider@example.ng', 'Dispatcher');
    const fulfilmentId = await moves().outForDelivery(u, planId, rider, day1);
    expect(await figures(packId)).toEqual({ onHand: 5, reserved: 1, available: 4 });
    const { code } = await moves().seenBy(u, planId);
    await t.system.services.fulfilment.handOver(t.context(rider.actor), fulfilmentId, code!);
    expect(await figures(packId)).toEqual({ onHand: 4, reserved: 0, available: 4 });
    expect((await rowsOf(packId)).filter((r) => r.planId).map((r) => [r.kind, r.actorId])).toEqual([
      ['reserved', null],
      ['handedOver', rider.userId],
    ]);
  });

  it('a collection at the desk, and an override of a locked handover, hand over too', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 2 });
    const a = await paidInFull(packId);
    const b = await paidInFull(packId);
    await t.system.services.fulfilment.switchToPickup(t.context(a.u.actor), a.planId);
    await moves().collected(a.u, a.planId, now);
    expect(await figures(packId)).toEqual({ onHand: 1, reserved: 1, available: 0 });

    await t.system.services.fulfilment.switchToPickup(t.context(b.u.actor), b.planId);
    const f = await m().findOneByOrFail(FulfilmentRow, { planId: b.planId });
    await t.system.services.fulfilment.readyForPickup(as(), [f.id]);
    for (let i = 0; i < 5; i++) await refusal(t.system.services.fulfilment.handOver(as(), f.id, '000000'));
    await t.system.services.fulfilment.overrideHandover(as(), f.id, 'Showed her national ID card');
    expect(await figures(packId)).toEqual({ onHand: 0, reserved: 0, available: 0 });
  });

  it('a reverted payment releases the reservation; paid again, the plan reserves once more, never twice', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 3 });
    const { planId } = await planOn(packId);
    await payNext(planId);
    await payNext(planId);
    const last = await payNext(planId);
    expect(await figures(packId)).toMatchObject({ reserved: 1, available: 2 });

    await t.system.services.manualPayments.revert(as(), last.paymentId, 'Entered against the wrong plan');
    expect(await figures(packId)).toEqual({ onHand: 3, reserved: 0, available: 3 });
    await payNext(planId);
    expect(await figures(packId)).toEqual({ onHand: 3, reserved: 1, available: 3 - 1 });
    expect((await rowsOf(packId)).filter((r) => r.planId).map((r) => r.kind)).toEqual(['reserved', 'released', 'reserved']);

    // The plan's reservation is open once: reserving again (a retried completion) writes nothing.
    await m().transaction((tm) => reserveForPlan(tm, planId, packId, now));
    expect(await openReservation(m(), planId)).toEqual({ foodPackId: packId });
    expect((await rowsOf(packId)).filter((r) => r.kind === 'reserved')).toHaveLength(2);
    expect(await figures(packId)).toMatchObject({ reserved: 1 });
  });

  it('a refund before the handover releases it', async () => {
    const packId = await newPack();
    const { planId } = await paidInFull(packId);
    expect(await figures(packId)).toEqual({ onHand: 0, reserved: 1, available: -1 });
    await t.system.services.refunds.refundPlan(as(), planId, 'The customer moved to Abuja');
    expect(await figures(packId)).toEqual({ onHand: 0, reserved: 0, available: 0 });
    expect((await rowsOf(packId)).map((r) => [r.kind, r.actorId])).toEqual([
      ['reserved', null],
      ['released', admin.userId],
    ]);
  });
});

describe('the last unit', () => {
  it('two plans completing at once both reserve it: nothing refuses a payment, the figures say −1, the later one is flagged short', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 1 });
    const a = await planOn(packId);
    const b = await planOn(packId);
    for (const p of [a, b]) for (let i = 0; i < 2; i++) await payNext(p.planId);
    const paid = await Promise.all([payNext(a.planId, new Date(now.getTime() + 1_000)), payNext(b.planId, new Date(now.getTime() + 2_000))]);
    expect(paid).toHaveLength(2);
    expect(await figures(packId)).toEqual({ onHand: 1, reserved: 2, available: -1 });

    const queue = await t.system.services.fulfilment.deliveries(as(), { search: a.u.phoneNumber }, 1, 10);
    const queueB = await t.system.services.fulfilment.deliveries(as(), { search: b.u.phoneNumber }, 1, 10);
    // First reserved, first served: the one in the store goes to the plan that completed first.
    expect([queue.items[0].stockShort, queueB.items[0].stockShort]).toEqual([false, true]);

    await stock().recordReceived(as(), { foodPackId: packId, quantity: 1 });
    expect((await t.system.services.fulfilment.deliveries(as(), { search: b.u.phoneNumber }, 1, 10)).items[0].stockShort).toBe(false);
  });

  it('with fewer on hand than short, the oldest reservations are the ones served', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 1 });
    const plans = [await paidInFull(packId, new Date(now.getTime() + 1_000)), await paidInFull(packId, new Date(now.getTime() + 2_000)), await paidInFull(packId, new Date(now.getTime() + 3_000))];
    expect(await figures(packId)).toEqual({ onHand: 1, reserved: 3, available: -2 });
    const flags = [];
    for (const p of plans) flags.push((await t.system.services.fulfilment.deliveries(as(), { search: p.u.phoneNumber }, 1, 10)).items[0].stockShort);
    expect(flags).toEqual([false, true, true]);
  });

  it('ten plans completing at the same moment all reserve, with no deadlock', async () => {
    const packId = await newPack();
    const plans: { planId: string }[] = [];
    for (let i = 0; i < 10; i++) plans.push(await planOn(packId));
    for (const p of plans) for (let i = 0; i < 2; i++) await payNext(p.planId);
    await Promise.all(plans.map((p) => payNext(p.planId)));
    expect(await figures(packId)).toEqual({ onHand: 0, reserved: 10, available: -10 });
    const page = await t.system.services.fulfilment.deliveries(as(), {}, 1, 100);
    expect(page.items.filter((d) => plans.some((p) => p.planId === d.planId)).every((d) => d.stockShort)).toBe(true);
  });
});

describe('the pack form’s inventory field', () => {
  it('is the stock on hand: a new pack’s count is an opening receipt, a changed count an adjustment of the difference', async () => {
    const created = await createPack(t, admin, { name: 'Form Stock Pack', inventory: 30 });
    expect(created.inventory).toBe(30);
    expect(await figures(created.id)).toEqual({ onHand: 30, reserved: 0, available: 30 });
    // At the clock's time, after the creation (createPack's).
    const later = () => t.context(admin.actor);
    const updated = await t.system.services.foodPacks.update(later(), created.id, { inventory: 25 });
    expect(updated.inventory).toBe(25);
    await t.system.services.foodPacks.update(later(), created.id, { name: 'Form Stock Pack II' });
    await t.system.services.foodPacks.update(later(), created.id, { inventory: 25 });
    expect((await rowsOf(created.id)).map((r) => [r.kind, r.quantity, r.reason])).toEqual([
      ['received', 30, 'Opening stock from the pack form'],
      ['adjusted', -5, 'Set in the pack form'],
    ]);
  });
});

describe('who may see and change stock', () => {
  const Q = {
    stockLevels: `{ stockLevels { foodPackId onHand reserved available } }`,
    stockMovements: `query ($id: ID!) { stockMovements(foodPackId: $id) { totalCount items { kind quantity } } }`,
    recordStockReceived: `mutation ($id: ID!) { recordStockReceived(input: { foodPackId: $id, quantity: 4 }) { ... on PackStock { onHand } ... on ErrorResult { errorCode fieldErrors { field } } } }`,
    adjustStock: `mutation ($id: ID!, $reason: String!) { adjustStock(input: { foodPackId: $id, quantity: -1, reason: $reason }) { ... on PackStock { onHand } ... on ErrorResult { errorCode fieldErrors { field } } } }`,
  };
  type Name = keyof typeof Q;
  const outcome = (res: { data?: Record<string, any> | null; errors?: readonly { extensions?: Record<string, unknown> }[] }, name: Name): string => {
    if (res.errors?.length) return String(res.errors[0].extensions?.code);
    const v = res.data?.[name];
    return v && typeof v === 'object' && 'errorCode' in v ? String(v.errorCode) : 'allowed';
  };

  it.each(Object.keys(Q) as Name[])('%s: the admin only', async (name) => {
    const packId = await newPack();
    const [customerUser, marketer, rider] = [await customer(), await signUpAs(t, `m-${name}@example.ng`, 'Marketer'), await signUpAs(t, `r-${name}@example.ng`, 'Dispatcher')];
    const vars = { id: packId, reason: 'Counted in the store' };
    const seen: Record<string, string> = {};
    for (const [who, token] of Object.entries({ anonymous: undefined, customer: customerUser.token, marketer: marketer.token, dispatcher: rider.token })) {
      seen[who] = outcome(await gql(t.http, Q[name], vars, token), name);
    }
    expect(seen).toEqual({ anonymous: 'UNAUTHENTICATED', customer: 'FORBIDDEN', marketer: 'FORBIDDEN', dispatcher: 'FORBIDDEN' });
    expect(await rowsOf(packId)).toEqual([]);
    expect(outcome(await gql(t.http, Q[name], vars, admin.token), name)).toBe('allowed');
  });

  it('answers a refusal as a value naming the field', async () => {
    const packId = await newPack();
    const res = await gql(t.http, Q.adjustStock, { id: packId, reason: 'no' }, admin.token);
    expect(res.data!.adjustStock).toEqual({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'reason' }] });
  });
});
