import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lagosDate } from '../../src/common/time';
import { createDataSource } from '../../src/db/data-source';
import { runScheduled } from '../../src/jobs/schedules';
import { PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { checkStockClosings, closeStock, readStockFigures, StockClosingRow, StockMovementRow } from '../../src/modules/stock';
import { firstMovementIdAt, movementId } from '../../src/modules/stock/movement-id';
import { adminPlans } from '../support/admin-plans';
import { naira, type SignedUp } from '../support/catalogue';
import { packMoves } from '../support/fulfilment';
import { createPack } from '../support/payments';
import type { TestSystem } from '../support/test-system';

/**
 * Stock closings on MariaDB: a pack's figures read through its latest closing equal the sums of its
 * rows after every kind of movement, movements after a closing count, closing again writes nothing
 * new, two runs at once write one closing, and a closing that differs from what it covers is found
 * and corrected by a new one.
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
/** Closes every movement made so far (to this millisecond too), as the nightly job does, without its 10 minutes' wait. */
const closeAll = () => closeStock(m(), { settleMs: 0, now: () => Date.now() + 1 });
const closingsOf = (packId: string) => m().find(StockClosingRow, { where: { foodPackId: packId }, order: { number: 'ASC' } });

async function newPack(): Promise<string> {
  return (await createPack(t, admin, { name: `Closing Pack ${++packs}`, priceKobo: naira(90_000), durationMonths: 3 })).id;
}

async function paidInFull(packId: string) {
  const u = await customer();
  const plan = await t.system.services.planAdmin.createForUser(as(), { userId: u.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 3, startDate: lagosDate(now) });
  let last;
  for (let i = 0; i < 3; i++) {
    const unpaid = (await m().find(PaymentScheduleRow, { where: { planId: plan.id }, order: { sequence: 'ASC' } })).find((s) => s.status !== 'Paid')!;
    last = await t.system.services.manualPayments.record(as(), { planId: plan.id, scheduleId: unpaid.id, channel: 'cash', note: 'Paid at the office', reference: 'SLIP-1' });
  }
  return { u, planId: plan.id, lastPaymentId: last!.paymentId };
}

/** What the pack's rows say, counted here from every row, whatever the closings hold. */
async function counted(packId: string) {
  const rows = await m().find(StockMovementRow, { where: { foodPackId: packId } });
  const sum = (...kinds: string[]) => rows.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + r.quantity, 0);
  const onHand = sum('received', 'adjusted') - sum('handedOver');
  const reserved = sum('reserved') - sum('released', 'handedOver');
  return { onHand, reserved, available: onHand - reserved };
}

/** The figures read before and after closing everything equal the rows' count, and the closing covers every row. */
async function closedAndEqual(packId: string) {
  const expected = await counted(packId);
  expect((await readStockFigures(m(), [packId])).get(packId)).toEqual(expected);
  await closeAll();
  expect((await readStockFigures(m(), [packId])).get(packId)).toEqual(expected);
  const latest = (await closingsOf(packId)).at(-1)!;
  expect(latest.movements).toBe(await m().count(StockMovementRow, { where: { foodPackId: packId } }));
  return expected;
}

describe('figures through a closing', () => {
  it('equal the rows after every kind of movement: received, adjusted, reserved, released, handed over', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 4 });
    expect(await closedAndEqual(packId)).toEqual({ onHand: 4, reserved: 0, available: 4 });
    await stock().adjust(as(), { foodPackId: packId, quantity: -1, reason: 'One bag torn' });
    expect(await closedAndEqual(packId)).toEqual({ onHand: 3, reserved: 0, available: 3 });

    const a = await paidInFull(packId);
    expect(await closedAndEqual(packId)).toEqual({ onHand: 3, reserved: 1, available: 2 });
    await t.system.services.manualPayments.revert(as(), a.lastPaymentId, 'Entered against the wrong plan');
    expect(await closedAndEqual(packId)).toEqual({ onHand: 3, reserved: 0, available: 3 });

    const b = await paidInFull(packId);
    await t.system.services.fulfilment.switchToPickup(t.context(b.u.actor), b.planId);
    await packMoves(t, () => as()).collected(b.u, b.planId, now);
    expect(await closedAndEqual(packId)).toEqual({ onHand: 2, reserved: 0, available: 2 });
    expect((await closingsOf(packId)).map((c) => c.number)).toEqual([1, 2, 3, 4, 5]);
    expect(await checkStockClosings(m())).toMatchObject({ wrong: [] });
  });

  it('count the movements made after the closing, and the next closing starts from it', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 10 });
    await closeAll();
    const [first] = await closingsOf(packId);
    expect(first).toMatchObject({ number: 1, movements: 1, received: 10 });

    await stock().adjust(as(), { foodPackId: packId, quantity: 2, reason: 'Found two in the back' });
    await paidInFull(packId);
    expect((await readStockFigures(m(), [packId])).get(packId)).toEqual({ onHand: 12, reserved: 1, available: 11 });
    expect(await closingsOf(packId)).toHaveLength(1);

    await closeAll();
    const second = (await closingsOf(packId))[1];
    expect(second).toMatchObject({ number: 2, movements: 3, received: 10, adjusted: 2, reserved: 1, released: 0, handedOver: 0 });
    expect(second.beforeId > first.beforeId).toBe(true);
    expect((await readStockFigures(m(), [packId])).get(packId)).toEqual({ onHand: 12, reserved: 1, available: 11 });
    // Without pack ids: every pack with rows, through its closing too.
    expect((await readStockFigures(m())).get(packId)).toEqual({ onHand: 12, reserved: 1, available: 11 });
  });

  it('keep the deliveries queue’s short flag: first reserved, first served', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 1 });
    const a = await paidInFull(packId);
    const b = await paidInFull(packId);
    const flags = async () => {
      const out = [];
      for (const p of [a, b]) out.push((await t.system.services.fulfilment.deliveries(as(), { search: p.u.phoneNumber }, 1, 10)).items[0].stockShort);
      return out;
    };
    expect(await flags()).toEqual([false, true]);
    await closeAll();
    expect(await flags()).toEqual([false, true]);
  });
});

describe('closing', () => {
  it('again with nothing moved writes nothing', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 3 });
    await closeAll();
    const before = await m().count(StockClosingRow);
    expect(await closeAll()).toMatchObject({ closed: 0 });
    expect(await m().count(StockClosingRow)).toBe(before);
  });

  it('leaves movements younger than the settling time to the next run', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 3 });
    await closeStock(m());
    expect(await closingsOf(packId)).toEqual([]);
    expect((await readStockFigures(m(), [packId])).get(packId)).toEqual({ onHand: 3, reserved: 0, available: 3 });
  });

  it('by two runs at once writes one closing per pack', async () => {
    const packIds = [await newPack(), await newPack()];
    for (const packId of packIds) await stock().recordReceived(as(), { foodPackId: packId, quantity: 5 });
    const at = Date.now() + 1;
    const runs = await Promise.all([1, 2, 3, 4].map(() => closeStock(m(), { settleMs: 0, now: () => at })));
    for (const packId of packIds) expect((await closingsOf(packId)).map((c) => [c.number, c.received])).toEqual([[1, 5]]);
    expect(runs.reduce((n, r) => n + r.closed, 0)).toBeGreaterThanOrEqual(2);
    for (const packId of packIds) expect((await readStockFigures(m(), [packId])).get(packId)).toEqual({ onHand: 5, reserved: 0, available: 5 });
  });

  it('is checked against what it covers: a movement committed after its closing is found, and a new closing corrects the figures', async () => {
    const packId = await newPack();
    await stock().recordReceived(as(), { foodPackId: packId, quantity: 6 });
    await closeAll();
    const [closing] = await closingsOf(packId);
    // A movement made before the closing's bound but seen only after it (a transaction that outlived the settling time).
    const lateId = firstMovementIdAt(Date.now() - 60_000).replace(/0{12}$/, 'abcdef012345');
    expect(lateId < closing.beforeId).toBe(true);
    await m().insert(StockMovementRow, { id: lateId, foodPackId: packId, kind: 'adjusted', quantity: -2, planId: null, reason: 'Late', actorId: null, at: now });
    expect((await readStockFigures(m(), [packId])).get(packId)).toMatchObject({ onHand: 6 });

    expect((await checkStockClosings(m())).wrong).toEqual([packId]);
    await checkStockClosings(m(), { correct: true });
    expect((await closingsOf(packId)).map((c) => [c.number, c.beforeId, c.movements, c.adjusted])).toEqual([
      [1, closing.beforeId, 1, 0],
      [2, closing.beforeId, 2, -2],
    ]);
    expect((await readStockFigures(m(), [packId])).get(packId)).toEqual(await counted(packId));
    expect((await checkStockClosings(m())).wrong).toEqual([]);
  });

  it('is the nightly stock.closings job: it closes nothing younger than its settling time and finds every closing right', async () => {
    expect(await runScheduled(t.system.handlers, 'stock.closings')).toMatchObject({ closed: 0, corrected: 0, checked: expect.any(Number) });
  });
});

describe('on SQLite (the embedded default)', () => {
  it('closes, reads through the closing, writes nothing new again and checks', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'stock-closings-'));
    const ds = createDataSource({ kind: 'sqlite', file: path.join(dir, 'db.sqlite') });
    try {
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      const packId = randomUUID();
      const move = (kind: StockMovementRow['kind'], quantity: number) =>
        ds.manager.insert(StockMovementRow, { id: movementId(), foodPackId: packId, kind, quantity, planId: kind === 'received' || kind === 'adjusted' ? null : randomUUID(), reason: null, actorId: null, at: now });
      await move('received', 5);
      await move('reserved', 1);
      await move('adjusted', -1);
      expect(await closeStock(ds.manager, { settleMs: 0, now: () => Date.now() + 1 })).toEqual({ packs: 1, closed: 1 });
      await move('handedOver', 1);
      expect((await readStockFigures(ds.manager, [packId])).get(packId)).toEqual({ onHand: 3, reserved: 0, available: 3 });
      expect((await readStockFigures(ds.manager)).get(packId)).toEqual({ onHand: 3, reserved: 0, available: 3 });
      expect(await closeStock(ds.manager, { settleMs: 0, now: () => Date.now() + 1 })).toEqual({ packs: 1, closed: 1 });
      expect(await closeStock(ds.manager, { settleMs: 0, now: () => Date.now() + 1 })).toEqual({ packs: 1, closed: 0 });
      expect((await ds.manager.find(StockClosingRow, { order: { number: 'ASC' } })).map((c) => [c.number, c.movements, c.handedOver])).toEqual([
        [1, 3, 0],
        [2, 4, 1],
      ]);
      expect(await checkStockClosings(ds.manager)).toEqual({ checked: 1, wrong: [] });
    } finally {
      await ds.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
