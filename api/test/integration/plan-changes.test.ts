import fc from 'fast-check';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { LedgerCheckRow } from '../../src/modules/payment/ledger-check/ledger-check.entity';
import { PaymentReversalRow } from '../../src/modules/payment/payment-reversal.entity';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { CreditEntryRow } from '../../src/modules/savings-plan/account/credit-entry.entity';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { addDays, lagosDate } from '../../src/common/time';
import { adminPlans, type NumberedCustomer } from '../support/admin-plans';
import { naira } from '../support/catalogue';
import { accessCodeOf, createPack } from '../support/payments';
import type { TestSystem } from '../support/test-system';

/**
 * Plans that change and end without stranding money (issue 26), on MariaDB: a change of pack
 * below half the goal and its refusal at half, a customer's cancellation refunded to the card
 * through the Paystack stand-in, an admin's cancellation moving the money into another plan, and
 * random sequences of all of it, after each of which the books balance.
 */
const now = new Date();
const today = lagosDate(now);
const fx = adminPlans(now);
const { as, customer, schedulesOf, payFirstUnpaid } = fx;
let t: TestSystem;
/** ₦100,000 over a month: daily instalments of ₦3,333 (the last ₦3,343). */
let dailyPack: string;
/** ₦60,000 over a month: daily instalments of ₦2,000. */
let evenPack: string;
/** ₦120,000 over 3 months, and ₦90,000 over 3 (fx's). */
let biggerPack: string;
let monthlyPack: string;

beforeAll(async () => {
  const started = await fx.start();
  t = started.t;
  monthlyPack = started.packId;
  const made = (priceKobo: number, durationMonths: number, name: string) => createPack(t, started.admin, { priceKobo, durationMonths, name });
  dailyPack = (await made(naira(100_000), 1, 'Daily Staples')).id;
  evenPack = (await made(naira(60_000), 1, 'Even Staples')).id;
  biggerPack = (await made(naira(120_000), 3, 'Big Family Pack')).id;
});
afterAll(() => fx.stop());

const m = () => t.system.dataSource.manager;
const cancellations = () => t.system.services.planCancellations;
const packChanges = () => t.system.services.packChanges;
const planRow = (planId: string) => m().findOneByOrFail(SavingsPlanRow, { id: planId });
const asCustomer = (u: NumberedCustomer) => t.context(u.actor, now);

function planOn(u: NumberedCustomer, foodPackId: string, frequency: 'daily' | 'monthly', daysAgo: number) {
  return t.system.services.planAdmin.createForUser(as(), { userId: u.userId, foodPackId, frequency, durationMonths: frequency === 'daily' ? 1 : 3, startDate: addDays(today, -daysAgo) });
}

async function payInstalments(planId: string, count: number) {
  for (let i = 0; i < count; i++) await payFirstUnpaid(planId);
}

/** The nightly check's own sums: received − reversed and refunded = plans + credit + owed back. */
async function expectBooksBalance() {
  await t.system.services.ledgerChecks.run(t.context(undefined, now));
  const check = await m().findOneOrFail(LedgerCheckRow, { where: { businessDate: addDays(today, -1) } });
  expect({ difference: check.differenceKobo, credits: check.creditsKobo }).toEqual({ difference: 0, credits: 0 });
}

/** Every plan's instalments sum to its price and fines; its Paid ones never exceed what it holds. */
async function expectPlanExact(planId: string) {
  const plan = await planRow(planId);
  const schedules = await schedulesOf(planId);
  if (plan.status !== 'Cancelled') expect(schedules.reduce((sum, s) => sum + s.amountKobo - s.fineKobo, 0)).toBe(plan.priceKobo);
}

describe('changing the pack', () => {
  it('is allowed at 49 % of the goal: the old plan closed, the new one holding what was paid, in rows that name each other', async () => {
    const u = await customer();
    const plan = await planOn(u, dailyPack, 'daily', 20);
    await payInstalments(plan.id, 15); // ₦49,995 of ₦100,000
    const preview = await packChanges().preview(asCustomer(u), plan.id, biggerPack);
    expect(preview).toMatchObject({ carriedKobo: naira(49_995), priceKobo: naira(120_000), remainingKobo: naira(70_005) });
    expect(preview.instalments[0]).toEqual({ sequence: 1, dueDate: plan.startDate, amountKobo: naira(49_995) });
    expect(preview.instalments.slice(1).every((i) => i.dueDate >= today)).toBe(true);
    expect(preview.instalments.reduce((sum, i) => sum + i.amountKobo, 0)).toBe(naira(120_000));
    expect(await planRow(plan.id)).toMatchObject({ status: 'Active' }); // a preview changes nothing

    const changed = await packChanges().change(asCustomer(u), { planId: plan.id, foodPackId: biggerPack });
    expect(changed).toMatchObject({ foodPackName: 'Big Family Pack', totalAmountKobo: naira(120_000), amountPaidKobo: naira(49_995), status: 'Active', startDate: plan.startDate, endDate: preview.endDate });
    expect(changed.schedules.map((s) => [s.amountKobo, s.dueDate])).toEqual(preview.instalments.map((i) => [i.amountKobo, i.dueDate]));
    expect(changed.schedules[0].status).toBe('Paid');
    expect(await planRow(plan.id)).toMatchObject({ status: 'Cancelled', cancelReason: 'changed', amountPaidKobo: 0 });
    const rows = await m().find(CreditEntryRow, { where: { userId: u.userId } });
    const out = rows.find((r) => r.amountKobo > 0)!;
    const into = rows.find((r) => r.amountKobo < 0)!;
    expect([out.planId, out.amountKobo, out.counterpartId, into.planId, into.amountKobo, into.counterpartId]).toEqual([plan.id, naira(49_995), into.id, changed.id, -naira(49_995), out.id]);
    expect(await m().findOneBy(AuditEntryRow, { action: 'plan.pack-changed', targetId: plan.id })).not.toBeNull();

    // The customer's list keeps the old plan, saying where its money went.
    const mine = await t.system.services.savingsPlans.mine(asCustomer(u));
    expect(mine.items.find((p) => p.id === plan.id)?.moneyFate).toMatchObject({ kind: 'changed', amountKobo: naira(49_995), toPlanId: changed.id, toPackName: 'Big Family Pack' });
    // Its payments cannot be reverted from the old plan: the money is in the new one.
    const payment = await m().findOneByOrFail(PaymentRow, { planId: plan.id });
    await expect(t.system.services.manualPayments.revert(as(), payment.id, 'Bounced')).rejects.toMatchObject({ code: 'MONEY_MOVED' });
    await expectPlanExact(changed.id);
    await expectBooksBalance();
  });

  it('is refused at 50 % with the rule, and for another customer’s plan as not found', async () => {
    const u = await customer();
    const plan = await planOn(u, evenPack, 'daily', 20);
    await payInstalments(plan.id, 15); // ₦30,000 of ₦60,000
    await expect(packChanges().preview(asCustomer(u), plan.id, biggerPack)).rejects.toMatchObject({
      code: 'PACK_CHANGE_CLOSED',
      message: "A plan's pack can be changed only before 50 % of its savings goal is paid: this plan has ₦30,000 of ₦60,000 (50 %)",
    });
    await expect(packChanges().change(asCustomer(u), { planId: plan.id, foodPackId: biggerPack })).rejects.toMatchObject({ code: 'PACK_CHANGE_CLOSED' });
    const other = await customer();
    await expect(packChanges().change(asCustomer(other), { planId: plan.id, foodPackId: biggerPack })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(cancellations().cancel(asCustomer(other), { planId: plan.id, destination: 'refund' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(packChanges().change(as(), { planId: plan.id, foodPackId: biggerPack })).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'reason' }] });
    expect(await planRow(plan.id)).toMatchObject({ status: 'Active', amountPaidKobo: naira(30_000) });
  });
});

describe('cancelling a plan', () => {
  it('by the customer, refunds the card payment through Paystack, promised within 7 to 14 working days, and tells them', async () => {
    const u = await customer();
    const c = await t.system.services.checkouts.start(asCustomer(u), { foodPackId: monthlyPack, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success');
    await t.system.services.payments.confirmPayment(asCustomer(u), c.reference);

    const done = await cancellations().cancel(asCustomer(u), { planId: c.plan.id, destination: 'refund' });
    expect(done).toMatchObject({ status: 'Cancelled', cancelReason: 'refunded', amountKobo: naira(30_000), refunds: [{ amountKobo: naira(30_000), channel: 'card', status: 'requested' }] });
    expect(done.refunds[0].dueBy! > done.refunds[0].dueFrom! && done.refunds[0].dueFrom! > today).toBe(true);
    await t.system.jobs.drain();
    expect(t.fake.refunds).toEqual(expect.arrayContaining([expect.objectContaining({ reference: c.reference, amount: naira(30_000) })]));
    const mails = (await t.outbox()).filter((mail) => mail.to === u.email).map((mail) => mail.subject);
    expect(mails).toEqual(expect.arrayContaining([expect.stringContaining('Refund started')]));

    const listed = (await t.system.services.savingsPlans.mine(asCustomer(u))).items.find((p) => p.id === c.plan.id);
    expect(listed).toMatchObject({ status: 'Cancelled', moneyFate: { kind: 'refunded', amountKobo: naira(30_000), refunds: [{ channel: 'card', dueBy: done.refunds[0].dueBy }] } });
    await expect(cancellations().cancel(asCustomer(u), { planId: c.plan.id, destination: 'refund' })).rejects.toMatchObject({ code: 'PLAN_CLOSED' });
    await expectBooksBalance();
  });

  it('by an admin, moves the money into the customer’s other plan (never one needing less, never another customer’s); refunding that plan later gives back both plans’ payments', async () => {
    const u = await customer();
    const first = await planOn(u, monthlyPack, 'monthly', 5);
    const second = await planOn(u, biggerPack, 'monthly', 5);
    await payFirstUnpaid(first.id); // ₦30,000
    const stranger = await planOn(await customer(), biggerPack, 'monthly', 5);
    const full = await planOn(u, dailyPack, 'daily', 0);
    await payInstalments(full.id, 29); // needs only ₦3,343 more

    const cancel = (targetPlanId: string) => cancellations().cancel(as(), { planId: first.id, destination: 'plan', targetPlanId, reason: 'Customer prefers the bigger pack' });
    await expect(cancel(stranger.id)).rejects.toMatchObject({ code: 'CREDIT_NOT_TAKEN' });
    await expect(cancel(full.id)).rejects.toMatchObject({ code: 'CREDIT_NOT_TAKEN', message: expect.stringContaining('needs only ₦3,343 more') });
    const done = await cancel(second.id);
    expect(done).toMatchObject({ cancelReason: 'moved', amountKobo: naira(30_000), movedToPlanId: second.id, refunds: [] });
    expect(await planRow(second.id)).toMatchObject({ amountPaidKobo: naira(30_000), status: 'Active' });
    expect(await m().findOneBy(AuditEntryRow, { action: 'plan.cancelled', targetId: first.id })).toMatchObject({ reason: 'Customer prefers the bigger pack' });
    await t.system.jobs.drain();
    const moved = async () => (await t.outbox()).filter((mail) => mail.to === u.email && mail.subject === '₦30,000 moved to your Big Family Pack plan');
    expect(await moved()).toHaveLength(1);
    // A crash that lost the claim: the sweep sends it again, and it is still one message.
    await m().update(CreditEntryRow, { planId: first.id }, { noticeSentAt: null });
    expect((await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 5 * 60_000)))).creditNoticesSent).toBe(1);
    await t.system.jobs.drain();
    expect(await moved()).toHaveLength(1);
    const mine = await t.system.services.savingsPlans.mine(asCustomer(u));
    expect(mine.items.find((p) => p.id === first.id)?.moneyFate).toMatchObject({ kind: 'moved', toPlanId: second.id });
    // ₦30,000 towards the ₦40,000 first instalment: ₦10,000 of it left to pay.
    expect(mine.items.find((p) => p.id === second.id)?.nextDue).toMatchObject({ amountDueKobo: naira(10_000) });
    await expectBooksBalance();

    await payFirstUnpaid(second.id); // the ₦10,000 left of its first instalment
    const refunded = await cancellations().cancel(as(), { planId: second.id, destination: 'refund', reason: 'Customer moved abroad' });
    expect(refunded.amountKobo).toBe(naira(40_000));
    expect(refunded.refunds.map((r) => [r.amountKobo, r.channel, r.status]).sort()).toEqual([
      [naira(10_000), 'cash', 'owed'],
      [naira(30_000), 'cash', 'owed'],
    ]);
    expect(await m().countBy(PaymentReversalRow, { planId: second.id, kind: 'Refund' })).toBe(2);
    await expectBooksBalance();
  });

  it('settles a plan an admin cancelled before destinations existed, its money kept', async () => {
    const u = await customer();
    const plan = await planOn(u, monthlyPack, 'monthly', 5);
    await payFirstUnpaid(plan.id);
    await m().update(SavingsPlanRow, { id: plan.id }, { status: 'Cancelled', cancelReason: 'cancelled', cancelledAt: now });
    expect((await t.system.services.savingsPlans.mine(asCustomer(u))).items.find((p) => p.id === plan.id)?.moneyFate).toMatchObject({ kind: 'kept', amountKobo: naira(30_000) });
    await expect(cancellations().cancel(asCustomer(u), { planId: plan.id, destination: 'refund' })).rejects.toMatchObject({ code: 'PLAN_CLOSED' });
    await cancellations().cancel(as(), { planId: plan.id, destination: 'refund', reason: 'Stranded before issue 26' });
    expect(await planRow(plan.id)).toMatchObject({ status: 'Cancelled', cancelReason: 'refunded', amountPaidKobo: 0 });
    await expectBooksBalance();
  });
});

describe('the books after any sequence', () => {
  it('balance after random payments, pack changes, cancellations with refunds or moves, and reversals', async () => {
    const step = fc.record({ op: fc.constantFrom('pay', 'pay', 'change', 'refund', 'move', 'revert'), a: fc.nat(), b: fc.nat() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 8 }), async (steps) => {
        const u = await customer();
        const planIds = [(await planOn(u, monthlyPack, 'monthly', 5)).id, (await planOn(u, biggerPack, 'monthly', 5)).id];
        for (const { op, a, b } of steps) {
          const plans = await m().find(SavingsPlanRow, { where: { userId: u.userId }, order: { createdAt: 'ASC' } });
          const open = plans.filter((p) => p.status === 'Active' || p.status === 'AwaitingFirstPayment');
          const pick = open[a % Math.max(1, open.length)];
          if (!pick) break;
          const attempt = async () => {
            if (op === 'pay') await payFirstUnpaid(pick.id);
            if (op === 'change') planIds.push((await packChanges().change(as(), { planId: pick.id, foodPackId: pick.foodPackId === biggerPack ? monthlyPack : biggerPack, reason: 'Random change' })).id);
            if (op === 'refund') await cancellations().cancel(as(), { planId: pick.id, destination: 'refund', reason: 'Random refund' });
            if (op === 'move') await cancellations().cancel(as(), { planId: pick.id, destination: 'plan', targetPlanId: open[b % open.length].id, reason: 'Random move' });
            if (op === 'revert') {
              const live = await m().findOne(PaymentRow, { where: { userId: u.userId }, order: { createdAt: 'DESC' } });
              if (live) await t.system.services.manualPayments.revert(as(), live.id, 'Random reversal');
            }
          };
          // A refusal (a rule, a closed plan) must leave everything as it was: the books still balance.
          await attempt().catch((err: { code?: string }) => expect(err.code).toEqual(expect.any(String)));
          await expectBooksBalance();
        }
        for (const id of planIds) await expectPlanExact(id);
      }),
      { numRuns: 4, seed: 26 },
    );
  });
});
