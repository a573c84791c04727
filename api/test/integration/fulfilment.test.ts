import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { ForbiddenError } from '../../src/common/errors';
import { addDays, dayOfWeek, lagosDate } from '../../src/common/time';
import { Fulfilment1764770000000 } from '../../src/db/migrations/1764770000000-fulfilment';
import { FulfilmentMoveRow, FulfilmentRow, PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { addWorkingDays } from '../../src/modules/savings-plan/domain/delivery';
import { OUTSIDE_LAGOS_MESSAGE } from '../../src/modules/savings-plan/domain/lagos-address';
import { nigerianHolidays } from '../../src/modules/savings-plan/domain/nigerian-holidays';
import { promisedDate } from '../../src/modules/savings-plan/domain/working-calendar';
import { adminPlans, type NumberedCustomer } from '../support/admin-plans';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { createPack } from '../support/payments';
import { packMoves } from '../support/fulfilment';
import { refusal } from '../support/refusal';
import { smsOutbox } from '../support/sms-outbox';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * A paid pack on its way to its customer (issue 24), on MariaDB: every move through the service
 * as the admin, the rider and the customer make it, written once with who and when, audited, and
 * told to the customer; the handover code and its lock; who may do what.
 */
const now = new Date();
const today = lagosDate(now);
const fx = adminPlans(now);
const { as, customer, planFor, payFirstUnpaid } = fx;
let t: TestSystem;
let admin: SignedUp;

beforeAll(async () => {
  ({ t, admin } = await fx.start());
});
afterAll(() => fx.stop());

const m = () => t.system.dataSource.manager;
const service = () => t.system.services.fulfilment;
const moves = () => packMoves(t, () => as());
const holidays = nigerianHolidays();
/** Working days to schedule deliveries for. */
const day1 = addWorkingDays(today, 1, holidays);
const day2 = addWorkingDays(today, 2, holidays);
let riders = 0;
const newRider = () => moves().rider(`rider${++riders}@example.ng`);

/** A customer (profile address in Ikeja) whose plan the admin started and who paid it all at the office: a delivery owed. */
async function paidPlan(extra: Record<string, unknown> = {}): Promise<{ u: NumberedCustomer; planId: string; fulfilmentId: string }> {
  const u = await customer(extra);
  const plan = await planFor(u, 0);
  for (let i = 0; i < 3; i++) await payFirstUnpaid(plan.id);
  const f = await m().findOneByOrFail(FulfilmentRow, { planId: plan.id });
  return { u, planId: plan.id, fulfilmentId: f.id };
}

const movesOf = (fulfilmentId: string) => m().find(FulfilmentMoveRow, { where: { fulfilmentId }, order: { at: 'ASC', id: 'ASC' } });
const smsTo = async (phone: string) => (await smsOutbox(t)).filter((s) => s.to === `234${phone.replace(/\D/g, '').slice(1)}`).map((s) => s.text);

describe('a plan paid in full', () => {
  it('owes its pack: awaiting dispatch, promised by the 5th Lagos working day, with a code only its customer sees, sent to them once', async () => {
    const { u, planId, fulfilmentId } = await paidPlan();
    const f = await m().findOneByOrFail(FulfilmentRow, { id: fulfilmentId });
    expect(f).toMatchObject({ status: 'AwaitingDispatch', method: 'delivery', address: '9 Opebi Road, Ikeja', area: 'Ikeja', promisedDate: promisedDate(today, []), handedOverAt: null });
    expect((await movesOf(fulfilmentId)).map((mv) => [mv.move, mv.fromState, mv.toState, mv.actorId])).toEqual([['open', null, 'AwaitingDispatch', null]]);

    const seen = await moves().seenBy(u, planId);
    expect(seen.code).toMatch(/^\d{6}$/);
    expect(seen).toMatchObject({ state: 'AwaitingDispatch', canChange: true, late: false, promisedDate: f.promisedDate });
    const other = await customer();
    expect(await service().myHandover(t.context(other.actor), planId)).toBeNull();
    // Stored only as a nonce: the code is nowhere in the row.
    expect(JSON.stringify(f)).not.toContain(seen.code);

    await t.system.services.owedWork.sweep(t.context(undefined, now));
    const texts = await smsTo(u.phoneNumber);
    expect(texts).toEqual([expect.stringContaining(`Your handover code is ${seen.code}`)]);
    await t.system.services.owedWork.sweep(t.context(undefined, now));
    expect(await smsTo(u.phoneNumber)).toHaveLength(1);
  });
});

describe('a delivery', () => {
  it('goes scheduled → out for delivery → delivered on the code, each move written once with who and when, audited and told', async () => {
    const { u, planId, fulfilmentId } = await paidPlan();
    const rider = await newRider();
    // A second apart, as people make them: the order of the moves is their time's.
    let clock = now.getTime();
    const tick = () => new Date((clock += 1000));
    const [scheduled] = await service().schedule(as(tick()), { fulfilmentIds: [fulfilmentId], date: day1 });
    expect(scheduled).toMatchObject({ state: 'Scheduled', scheduledFor: day1, rider: null });
    await expect(service().dispatch(t.context(rider.actor), fulfilmentId)).rejects.toMatchObject({ code: 'NOT_FOUND' }); // not theirs yet
    expect(await service().assignRider(as(tick()), fulfilmentId, rider.userId)).toMatchObject({ rider: { id: rider.userId } });
    expect(await service().dispatch(t.context(rider.actor, tick()), fulfilmentId)).toMatchObject({ state: 'OutForDelivery' });
    expect(await moves().seenBy(u, planId)).toMatchObject({ state: 'OutForDelivery', canChange: false, rider: { firstName: 'Kemi', phoneNumber: expect.any(String) } });

    const { code } = await moves().seenBy(u, planId);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await refusal(service().handOver(t.context(rider.actor), fulfilmentId, wrong));
    expect(refused).toMatchObject({ code: 'WRONG_HANDOVER_CODE', message: "That is not the customer's code: 4 tries left" });
    const delivered = await service().handOver(t.context(rider.actor, tick()), fulfilmentId, ` ${code!.slice(0, 3)} ${code!.slice(3)}`);
    expect(delivered).toMatchObject({ state: 'Delivered', handedOverAt: expect.any(Date) });
    expect(await moves().seenBy(u, planId)).toMatchObject({ state: 'Delivered', code: null, canChange: false });

    expect((await movesOf(fulfilmentId)).map((mv) => [mv.move, mv.toState, mv.actorId])).toEqual([
      ['open', 'AwaitingDispatch', null],
      ['schedule', 'Scheduled', admin.userId],
      ['assign', 'Scheduled', admin.userId],
      ['dispatch', 'OutForDelivery', rider.userId],
      ['deliver', 'Delivered', rider.userId],
    ]);
    expect(await m().countBy(AuditEntryRow, { action: 'fulfilment.moved', targetId: fulfilmentId })).toBe(4);
    await t.system.services.owedWork.sweep(t.context(undefined, now));
    const texts = await smsTo(u.phoneNumber);
    expect(texts).toEqual(
      expect.arrayContaining([expect.stringContaining(`delivered on ${day1}`), expect.stringContaining('on its way with Kemi'), expect.stringContaining('was handed over on')]),
    );
    // The rider's list never carries the code.
    expect(JSON.stringify(await service().runSheet(as(), day1))).not.toContain(code);
  });

  it('that failed goes back to be scheduled, with its reason told; a move out of turn is refused with the rule', async () => {
    const { u, fulfilmentId } = await paidPlan();
    const rider = await newRider();
    await expect(service().dispatch(as(), fulfilmentId)).rejects.toMatchObject({ code: 'FULFILMENT_MOVE', message: 'A pack can be sent out for delivery only when it is scheduled (it is Awaiting dispatch).' });
    await service().schedule(as(), { fulfilmentIds: [fulfilmentId], date: day1, riderId: rider.userId });
    await service().dispatch(t.context(rider.actor), fulfilmentId);
    await expect(service().failAttempt(t.context(rider.actor), fulfilmentId, ' ')).rejects.toMatchObject({ code: 'VALIDATION' });
    const failed = await service().failAttempt(t.context(rider.actor), fulfilmentId, 'Nobody at home');
    expect(failed).toMatchObject({ state: 'AwaitingDispatch', scheduledFor: null, rider: null });
    expect(await service().myRounds(t.context(rider.actor, new Date(`${day1}T10:00:00+01:00`)))).toEqual([]);
    await t.system.services.owedWork.sweep(t.context(undefined, now));
    expect(await smsTo(u.phoneNumber)).toEqual(expect.arrayContaining([expect.stringMatching(/we could not deliver your .*: Nobody at home/)]));
    expect(await service().schedule(as(), { fulfilmentIds: [fulfilmentId], date: day2, riderId: rider.userId })).toMatchObject([{ state: 'Scheduled', scheduledFor: day2 }]);
  });

  it('is scheduled only for a working day, and a batch is scheduled all or none', async () => {
    const a = await paidPlan();
    const b = await paidPlan();
    const saturday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) => dayOfWeek(d) === 6)!;
    expect((await refusal(service().schedule(as(), { fulfilmentIds: [a.fulfilmentId], date: saturday }))).message).toMatch(/weekend, a public holiday or a closure day/);
    expect((await refusal(service().schedule(as(), { fulfilmentIds: [a.fulfilmentId], date: addDays(today, -1) }))).fieldErrors).toEqual([{ field: 'date', message: expect.any(String) }]);
    await service().switchToPickup(t.context(b.u.actor), b.planId);
    // b is a pickup now: scheduling both refuses both.
    expect((await refusal(service().schedule(as(), { fulfilmentIds: [a.fulfilmentId, b.fulfilmentId], date: day1 }))).code).toBe('FULFILMENT_MOVE');
    expect(await m().findOneByOrFail(FulfilmentRow, { id: a.fulfilmentId })).toMatchObject({ status: 'AwaitingDispatch', scheduledFor: null });
  });
});

describe('the customer, until the pack leaves', () => {
  it('changes the address within Lagos only, or switches to pickup; after dispatch neither', async () => {
    const { u, planId, fulfilmentId } = await paidPlan();
    const me = t.context(u.actor);
    const abuja = await refusal(service().changeAddress(me, planId, { street: '14 Aminu Kano Crescent', landmark: 'Banex Plaza', area: 'Abuja Municipal' }));
    expect(abuja).toMatchObject({ code: 'VALIDATION', message: OUTSIDE_LAGOS_MESSAGE, fieldErrors: [{ field: 'area', message: OUTSIDE_LAGOS_MESSAGE }] });
    const moved = await service().changeAddress(me, planId, { street: '3 Admiralty Way', landmark: 'Lekki Phase 1 gate', area: 'eti osa' });
    expect(moved).toMatchObject({ street: '3 Admiralty Way', landmark: 'Lekki Phase 1 gate', area: 'Eti-Osa', method: 'delivery' });
    expect(await service().switchToPickup(me, planId)).toMatchObject({ method: 'pickup', street: null, state: 'AwaitingDispatch' });
    expect(await service().changeAddress(me, planId, { street: '3 Admiralty Way', landmark: 'Lekki Phase 1 gate', area: 'Eti-Osa' })).toMatchObject({ method: 'delivery', area: 'Eti-Osa' });

    const rider = await newRider();
    await service().schedule(as(), { fulfilmentIds: [fulfilmentId], date: day1, riderId: rider.userId });
    await service().dispatch(t.context(rider.actor), fulfilmentId);
    expect((await refusal(service().changeAddress(me, planId, { street: '1 Broad Street', landmark: 'Tinubu Square', area: 'Lagos Island' }))).code).toBe('FULFILMENT_MOVE');
    expect((await refusal(service().switchToPickup(me, planId))).code).toBe('FULFILMENT_MOVE');
  });
});

describe('a pickup at the desk', () => {
  it('locks after 5 wrong codes; then only an admin override with a reason hands it over, audited', async () => {
    const { u, planId, fulfilmentId } = await paidPlan();
    await service().switchToPickup(t.context(u.actor), planId);
    await service().readyForPickup(as(), [fulfilmentId]);
    const { code } = await moves().seenBy(u, planId);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await refusal(service().handOver(as(), fulfilmentId, wrong))).code);
    expect(answers).toEqual(['WRONG_HANDOVER_CODE', 'WRONG_HANDOVER_CODE', 'WRONG_HANDOVER_CODE', 'WRONG_HANDOVER_CODE', 'HANDOVER_LOCKED']);
    expect((await refusal(service().handOver(as(), fulfilmentId, code!))).code).toBe('HANDOVER_LOCKED');
    expect((await service().deliveries(as(), { state: 'ReadyForPickup' })).items.find((d) => d.id === fulfilmentId)).toMatchObject({ handoverLocked: true });
    await expect(service().overrideHandover(as(), fulfilmentId, '')).rejects.toMatchObject({ code: 'VALIDATION' });
    const done = await service().overrideHandover(as(), fulfilmentId, 'Customer showed her ID card at the desk');
    expect(done).toMatchObject({ state: 'Collected', handedOverAt: expect.any(Date) });
    expect(await m().findOneByOrFail(AuditEntryRow, { action: 'fulfilment.handover-overridden', targetId: fulfilmentId })).toMatchObject({ reason: 'Customer showed her ID card at the desk' });
  });
});

describe('who may do what', () => {
  it('a dispatcher moves only the deliveries given to them; a customer cannot hand over their own pack; no one reads another’s pack', async () => {
    const { u, planId, fulfilmentId } = await paidPlan();
    const mine = await newRider();
    const other = await newRider();
    await service().schedule(as(), { fulfilmentIds: [fulfilmentId], date: day1, riderId: mine.userId });
    const onDay1 = new Date(`${day1}T10:00:00+01:00`);
    expect((await service().myRounds(t.context(mine.actor, onDay1))).map((s) => s.id)).toContain(fulfilmentId);
    expect((await service().myRounds(t.context(other.actor, onDay1))).map((s) => s.id)).not.toContain(fulfilmentId);
    for (const attempt of [service().dispatch(t.context(other.actor), fulfilmentId), service().failAttempt(t.context(other.actor), fulfilmentId, 'Not mine'), service().handOver(t.context(other.actor), fulfilmentId, '123456')]) {
      expect((await refusal(attempt)).code).toBe('NOT_FOUND');
    }
    const { code } = await moves().seenBy(u, planId);
    await expect(service().handOver(t.context(u.actor), fulfilmentId, code!)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service().deliveries(t.context(mine.actor), {})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service().myRounds(t.context(u.actor))).rejects.toBeInstanceOf(ForbiddenError);
    const stranger = await customer();
    expect((await refusal(service().switchToPickup(t.context(stranger.actor), planId))).code).toBe('NOT_FOUND');
    expect(await m().findOneByOrFail(FulfilmentRow, { id: fulfilmentId })).toMatchObject({ status: 'Scheduled', method: 'delivery' });
  });
});

describe('the working calendar', () => {
  it('skips a closure day an admin adds in the promise of packs paid afterwards', async () => {
    const closed = addWorkingDays(today, 2, holidays);
    await service().addClosureDay(as(), { day: closed, reason: 'Stock-taking' });
    expect((await refusal(service().addClosureDay(as(), { day: closed, reason: 'Again' }))).fieldErrors).toEqual([{ field: 'day', message: 'That day is already a closure day' }]);
    const { fulfilmentId } = await paidPlan();
    const f = await m().findOneByOrFail(FulfilmentRow, { id: fulfilmentId });
    expect(f.promisedDate).toBe(promisedDate(today, [closed]));
    expect(f.promisedDate).toBe(addWorkingDays(today, 5, new Set([...holidays, closed])));
    expect((await refusal(service().schedule(as(), { fulfilmentIds: [fulfilmentId], date: closed }))).message).toMatch(/closure day/);
    expect(await service().removeClosureDay(as(), closed)).toBe(true);
    expect(await m().countBy(AuditEntryRow, { action: 'closure-day.added' })).toBe(1);
  });
});

describe('the migration', () => {
  it.each(['mysql', 'sqlite'] as const)('carries over the packs owed before it: awaiting dispatch, promised by their window’s end, each with a code (%s)', async (database) => {
    const sys = await startTestSystem({ database });
    try {
      const boss = await signUpAs(sys, 'boss@example.ng', 'Admin');
      const saver = await signUpAs(sys, 'old.saver@example.ng');
      const pack = await createPack(sys, boss, { priceKobo: naira(90_000), durationMonths: 3 });
      const plan = await sys.system.services.planAdmin.createForUser(sys.context(boss.actor), { userId: saver.userId, foodPackId: pack.id, frequency: 'monthly', durationMonths: 3, startDate: today });
      const sm = sys.system.dataSource.manager;
      for (const s of await sm.find(PaymentScheduleRow, { where: { planId: plan.id }, order: { sequence: 'ASC' } })) {
        await sys.system.services.manualPayments.record(sys.context(boss.actor), { planId: plan.id, scheduleId: s.id, channel: 'cash', note: 'Paid at the office' });
      }
      const migration = new Fulfilment1764770000000();
      const q = sys.system.dataSource.createQueryRunner();
      // As TypeORM runs migrations on SQLite: with foreign keys off (a dropped column rebuilds the table).
      if (database === 'sqlite') await q.query('PRAGMA foreign_keys = OFF');
      try {
        await migration.down(q);
        expect(await q.query('SELECT status FROM fulfilments')).toEqual([{ status: 'Pending' }]);
        await migration.up(q);
      } finally {
        if (database === 'sqlite') await q.query('PRAGMA foreign_keys = ON');
        await q.release();
      }
      const f = await sm.findOneByOrFail(FulfilmentRow, { planId: plan.id });
      expect(f).toMatchObject({ status: 'AwaitingDispatch', promisedDate: f.expectedTo, handedOverAt: null, wrongCodes: 0 });
      expect(f.codeNonce).toMatch(/^[0-9a-f]{32}$/);
      expect((await sys.system.services.fulfilment.myHandover(sys.context(saver.actor), plan.id))!.code).toMatch(/^\d{6}$/);
    } finally {
      await sys.stop();
    }
  });
});
