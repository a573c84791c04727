import { addDays, addMonths, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import { PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { accessCodeOf, createPack, saverWithPlan } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The daily overdue marking, on both databases the product runs on: one set-based UPDATE that
 * records as Overdue every Pending instalment of an open plan due before today (Lagos), and a
 * later payment that pays the Overdue instalment exactly as it pays a Pending one.
 */
describe.each(['mysql', 'sqlite'] as const)('overdue marking on %s', (database) => {
  let t: TestSystem;
  let packId: string;

  beforeAll(async () => {
    t = await startTestSystem({ database });
    const admin = await signUpAs(t, `admin-${database}@example.ng`, 'Admin');
    packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id; // monthly: 3 × 30,000
  });
  afterAll(() => t.stop());

  const m = () => t.system.dataSource.manager;
  /** 00:05 in Lagos on `day`, when the scheduled job runs; noon for a customer paying. */
  const at = (day: LocalDate, minutes = 5) => new Date(lagosStartOfDay(day).getTime() + minutes * 60_000);
  const mark = (day: LocalDate) => t.system.services.overdue.markOverdue(t.context(undefined, at(day)));
  const statuses = async (planId: string) => (await m().find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } })).map((s) => s.status);

  async function payAndConfirm(u: SignedUp, c: { reference: string; authorizationUrl: string }, now?: Date) {
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    return t.system.services.payments.confirmPayment(t.context(u.actor, now), c.reference);
  }

  it('marks only past-due Pending instalments of open plans, keeps due-today Pending and Paid Paid, and changes nothing on a second run', async () => {
    const start = lagosDate(new Date());
    const secondDue = addMonths(start, 1);
    const thirdDue = addMonths(start, 2);

    // A cancelled plan (discarded unpaid a day later): its instalments are nobody's debt any more.
    const dropped = await saverWithPlan(t, packId);
    expect((await t.system.services.checkouts.discardUnpaid(t.context(undefined, new Date(Date.now() + 2 * 86_400_000)))).discarded).toBe(1);
    // An active plan, first instalment paid; and a plan still awaiting its first payment.
    const active = await saverWithPlan(t, packId);
    await payAndConfirm(active.u, active.c);
    const waiting = await saverWithPlan(t, packId);
    expect(active.c.plan.schedules.map((s) => s.dueDate)).toEqual([start, secondDue, thirdDue]);

    // On the second due date itself nothing of the active plan is late yet.
    expect((await mark(secondDue)).marked).toBe(1); // the waiting plan's first instalment, due on its start day
    expect(await statuses(active.c.plan.id)).toEqual(['Paid', 'Pending', 'Pending']);
    expect(await statuses(waiting.c.plan.id)).toEqual(['Overdue', 'Pending', 'Pending']);

    // The day after: the active plan's second instalment is overdue, the third (future) is not.
    expect((await mark(addDays(secondDue, 1))).marked).toBe(2); // active #2, waiting #2
    expect(await statuses(active.c.plan.id)).toEqual(['Paid', 'Overdue', 'Pending']);
    expect(await statuses(waiting.c.plan.id)).toEqual(['Overdue', 'Overdue', 'Pending']);
    expect(await statuses(dropped.c.plan.id)).toEqual(['Pending', 'Pending', 'Pending']);

    // Idempotent: the same day again, or twice at once, changes nothing.
    expect((await mark(addDays(secondDue, 1))).marked).toBe(0);
    expect((await Promise.all([mark(addDays(secondDue, 1)), mark(addDays(secondDue, 1))])).map((r) => r.marked)).toEqual([0, 0]);
    expect(await statuses(active.c.plan.id)).toEqual(['Paid', 'Overdue', 'Pending']);

    // What the customer sees agrees with what is recorded.
    const seen = await t.system.services.savingsPlans.one(t.context(active.u.actor, at(addDays(secondDue, 1), 12 * 60)), active.c.plan.id);
    expect(seen!.schedules.map((s) => s.status)).toEqual(['Paid', 'Overdue', 'Pending']);
    expect(seen!.nextDue).toMatchObject({ sequence: 2, status: 'Overdue', amountDueKobo: naira(30_000) });

    // A month later the third falls due and is marked in its turn; nothing else moves.
    expect((await mark(addDays(thirdDue, 1))).marked).toBe(2); // active #3, waiting #3
    expect(await statuses(active.c.plan.id)).toEqual(['Paid', 'Overdue', 'Overdue']);
    expect(await statuses(dropped.c.plan.id)).toEqual(['Pending', 'Pending', 'Pending']);
  });

  it('pays an Overdue instalment later exactly as a Pending one: Paid, with its payment and time', async () => {
    const late = await saverWithPlan(t, packId);
    const onTime = await saverWithPlan(t, packId);
    await payAndConfirm(late.u, late.c);
    await payAndConfirm(onTime.u, onTime.c);
    const secondDue = addMonths(lagosDate(new Date()), 1);

    // One customer pays the second instalment on its due date, while it is Pending.
    const noonOnTime = at(secondDue, 12 * 60);
    const onTimeCheckout = await t.system.services.checkouts.payNext(t.context(onTime.u.actor, noonOnTime), onTime.c.plan.id);
    const onTimePaid = await payAndConfirm(onTime.u, onTimeCheckout, noonOnTime);

    // The other has not paid when the job runs three days later, and pays that afternoon.
    await mark(addDays(secondDue, 3));
    expect(await statuses(late.c.plan.id)).toEqual(['Paid', 'Overdue', 'Pending']);
    const noonLate = at(addDays(secondDue, 3), 12 * 60);
    const lateCheckout = await t.system.services.checkouts.payNext(t.context(late.u.actor, noonLate), late.c.plan.id);
    expect(lateCheckout).toMatchObject({ scheduleId: late.c.plan.schedules[1].id, amountKobo: naira(30_000) });
    const latePaid = await payAndConfirm(late.u, lateCheckout, noonLate);

    for (const [paid, plan] of [
      [latePaid, late],
      [onTimePaid, onTime],
    ] as const) {
      expect(paid.payment).toMatchObject({ amountKobo: naira(30_000), overpaymentKobo: 0, scheduleId: plan.c.plan.schedules[1].id });
      expect(paid.plan).toMatchObject({ status: 'Active', amountPaidKobo: naira(60_000) });
      const second = await m().findOneByOrFail(PaymentScheduleRow, { id: plan.c.plan.schedules[1].id });
      expect(second).toMatchObject({ status: 'Paid', paymentId: paid.payment.id, paidAt: expect.any(Date) });
    }
    // Both plans end the same; a marking run afterwards never touches a Paid instalment.
    await mark(addDays(secondDue, 4));
    expect(await statuses(late.c.plan.id)).toEqual(['Paid', 'Paid', 'Pending']);
    expect(await statuses(onTime.c.plan.id)).toEqual(['Paid', 'Paid', 'Pending']);
  });
});
