import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { CommissionEntryRow } from '../../src/modules/commission/commission.entity';
import { PaymentReversalRow } from '../../src/modules/payment/payment-reversal.entity';
import { LedgerCheckRow } from '../../src/modules/payment/ledger-check/ledger-check.entity';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { arrearsBucketOf } from '../../src/modules/savings-plan/domain/arrears';
import { FulfilmentMoveRow, FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { ForbiddenError } from '../../src/common/errors';
import { addDays, daysBetween, lagosDate } from '../../src/common/time';
import { adminPlans } from '../support/admin-plans';
import { naira, type SignedUp } from '../support/catalogue';
import { accessCodeOf } from '../support/payments';
import { packMoves } from '../support/fulfilment';
import { addWorkingDays } from '../../src/modules/savings-plan/domain/delivery';
import { nigerianHolidays } from '../../src/modules/savings-plan/domain/nigerian-holidays';
import type { TestSystem } from '../support/test-system';

/**
 * Manual payments, reversals, cancelling and deleting plans, defaulters and the nightly check of
 * the books on MariaDB (issue 14). After every money action the ledger equation must hold:
 * received − reversed = the plans' amounts paid + what is owed back.
 */
const now = new Date();
const today = lagosDate(now);
const fx = adminPlans(now);
const { as, customer, planFor, schedulesOf, payFirstUnpaid: recordFirstUnpaid } = fx;
let t: TestSystem;
let admin: SignedUp;
let packId: string;

beforeAll(async () => {
  ({ t, admin, packId } = await fx.start());
});
afterAll(() => fx.stop());

const m = () => t.system.dataSource.manager;
const moves = () => packMoves(t, () => as());
/** A Lagos working day to schedule a delivery for. */
const nextWorkingDay = addWorkingDays(today, 1, nigerianHolidays());
const plans = () => t.system.services.planAdmin;
const manual = () => t.system.services.manualPayments;
const planRow = (planId: string) => m().findOneByOrFail(SavingsPlanRow, { id: planId });

/** The books balance: checked by the nightly job's own sums. */
async function expectBooksBalance() {
  await t.system.services.ledgerChecks.run(t.context(undefined, now));
  const check = await m().findOneOrFail(LedgerCheckRow, { where: { businessDate: addDays(today, -1) } });
  expect({ difference: check.differenceKobo, missing: check.missingCount }).toEqual({ difference: 0, missing: 0 });
}

describe('a plan an admin starts for a customer', () => {
  it('is Active at once on the pack’s price, with instalments past due shown Overdue, and audited', async () => {
    const u = await customer();
    const plan = await planFor(u, 40);
    expect(plan).toMatchObject({ status: 'Active', totalAmountKobo: naira(90_000), amountPaidKobo: 0, hasPayments: false, lastPaymentAt: null });
    const view = (await plans().schedule(as(), plan.id))!;
    expect(view.schedules.map((s) => [s.dueDate, s.amountKobo, s.status])).toEqual([
      [addDays(today, -40), naira(30_000), 'Overdue'],
      [expect.any(String), naira(30_000), expect.stringMatching(/Pending|Overdue/)],
      [expect.any(String), naira(30_000), 'Pending'],
    ]);
    const audit = await m().findOneByOrFail(AuditEntryRow, { action: 'plan.created-for-user', targetId: plan.id });
    expect(audit.actorId).toBe(admin.userId);
  });

  it('refuses a start date more than a year back, an unknown pack and a suspended or unknown customer, naming the field', async () => {
    const u = await customer();
    await expect(plans().createForUser(as(), { userId: u.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 1, startDate: addDays(today, -400) })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: [{ field: 'startDate' }],
    });
    await expect(plans().createForUser(as(), { userId: u.userId, foodPackId: '00000000-0000-0000-0000-000000000000', frequency: 'monthly', durationMonths: 1 })).rejects.toMatchObject({
      fieldErrors: [{ field: 'foodPackId', message: 'Food pack not found' }],
    });
    await expect(plans().createForUser(as(), { userId: 'nobody', foodPackId: packId, frequency: 'monthly', durationMonths: 1 })).rejects.toMatchObject({ fieldErrors: [{ field: 'userId' }] });
    await expect(plans().createForUser(as(), { userId: u.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 5 })).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});

describe('a manual payment', () => {
  it('pays the chosen instalment through the same crediting as a card, sends a receipt and is audited', async () => {
    const u = await customer();
    const plan = await planFor(u, 40);
    const [first] = await schedulesOf(plan.id);
    const recorded = await manual().record(as(), { planId: plan.id, scheduleId: first.id, channel: 'bank_transfer', reference: 'TRF-889', note: 'Transfer seen on the statement' });
    expect(recorded).toMatchObject({ planId: plan.id, scheduleId: first.id, amountKobo: naira(30_000), channel: 'bank_transfer', recordedByName: expect.any(String) });
    const payment = await m().findOneByOrFail(PaymentRow, { id: recorded.paymentId });
    expect(payment).toMatchObject({ provider: 'manual', recordedVia: 'manual', recordedBy: admin.userId, note: 'Transfer seen on the statement', externalReference: 'TRF-889', appliedKobo: naira(30_000) });
    expect((await schedulesOf(plan.id))[0]).toMatchObject({ status: 'Paid', paymentId: payment.id });
    expect((await planRow(plan.id)).amountPaidKobo).toBe(naira(30_000));

    await t.system.jobs.drain();
    const receipt = (await t.outbox()).find((mail) => mail.to === u.email);
    expect(receipt?.text).toContain('Reference: TRF-889 (Bank transfer recorded by our team)');
    expect(await m().findOneBy(AuditEntryRow, { action: 'payment.manual-recorded', targetId: payment.id })).toMatchObject({ reason: 'Transfer seen on the statement' });
    expect((await manual().recent(as()))[0].paymentId).toBe(payment.id);
    await expectBooksBalance();
  });

  it('is refused for an instalment already paid (twice at once: one wins), a closed plan, a bad channel or no note', async () => {
    const u = await customer();
    const plan = await planFor(u, 10);
    const [first] = await schedulesOf(plan.id);
    const both = await Promise.allSettled([1, 2].map(() => manual().record(as(), { planId: plan.id, scheduleId: first.id, channel: 'cash', note: 'Cash at the office' })));
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'NOT_FOUND', message: 'Schedule not found' } });
    expect(await m().countBy(PaymentRow, { planId: plan.id })).toBe(1);

    const second = (await schedulesOf(plan.id))[1];
    await expect(manual().record(as(), { planId: plan.id, scheduleId: second.id, channel: 'cheque', note: '' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: [{ field: 'channel' }, { field: 'note', message: 'Note must be 3 to 300 characters' }],
    });
    await t.system.services.planCancellations.cancel(as(), { planId: plan.id, destination: 'refund', reason: 'Customer moved abroad' });
    await expect(manual().record(as(), { planId: plan.id, scheduleId: second.id, channel: 'cash', note: 'Cash at the office' })).rejects.toMatchObject({ code: 'PLAN_CLOSED' });
    await expectBooksBalance();
  });
});

describe('reverting a payment', () => {
  it('unpays its instalment (Overdue when past due), lowers the amount paid, writes one reversal row and audits the reason', async () => {
    const u = await customer();
    const plan = await planFor(u, 40);
    const recorded = await recordFirstUnpaid(plan.id);
    const reverted = await manual().revert(as(), recorded.paymentId, 'Recorded on the wrong customer');
    expect(reverted).toEqual({ paymentId: recorded.paymentId, planId: plan.id, planStatus: 'Active', amountPaidKobo: 0, commissionReversedKobo: 0 });
    expect((await schedulesOf(plan.id))[0]).toMatchObject({ status: 'Overdue', paymentId: null, paidAt: null });
    expect(await m().findOneByOrFail(PaymentReversalRow, { paymentId: recorded.paymentId })).toMatchObject({ amountKobo: naira(30_000), appliedKobo: naira(30_000), actorId: admin.userId, reason: 'Recorded on the wrong customer' });
    expect(await m().findOneBy(PaymentRow, { id: recorded.paymentId })).not.toBeNull(); // never deleted
    expect(await m().findOneBy(AuditEntryRow, { action: 'payment.reverted', targetId: recorded.paymentId })).toMatchObject({ reason: 'Recorded on the wrong customer' });

    // Gone from the customer's view and from Recent Payments; the admin's schedule shows it reverted.
    const mine = await t.system.services.savingsPlans.one(t.context(u.actor, now), plan.id);
    expect(mine!.payments).toEqual([]);
    expect((await manual().recent(as())).map((r) => r.paymentId)).not.toContain(recorded.paymentId);
    expect((await plans().schedule(as(), plan.id))!.payments[0]).toMatchObject({ id: recorded.paymentId, revertReason: 'Recorded on the wrong customer', revertedAt: expect.any(Date) });
    await expectBooksBalance();
  });

  it('happens once, even asked twice at once', async () => {
    const u = await customer();
    const plan = await planFor(u, 5);
    const recorded = await recordFirstUnpaid(plan.id);
    const both = await Promise.allSettled([1, 2].map(() => manual().revert(as(), recorded.paymentId, 'Bounced transfer')));
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'ALREADY_REVERTED' } });
    expect(await m().countBy(PaymentReversalRow, { paymentId: recorded.paymentId })).toBe(1);
    expect((await planRow(plan.id)).amountPaidKobo).toBe(0);
    await expect(manual().revert(as(), recorded.paymentId, 'x')).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'reason' }] });
    await expectBooksBalance();
  });

  it('puts a completed plan back to Active and cancels its pending delivery; paid again, it completes again', async () => {
    const u = await customer();
    const plan = await planFor(u, 70);
    const paid = [];
    for (let i = 0; i < 3; i++) paid.push(await recordFirstUnpaid(plan.id));
    expect(await planRow(plan.id)).toMatchObject({ status: 'Completed', amountPaidKobo: naira(90_000) });
    expect(await m().countBy(FulfilmentRow, { planId: plan.id })).toBe(1);

    const reverted = await manual().revert(as(), paid[2].paymentId, 'POS slip was a duplicate');
    expect(reverted).toMatchObject({ planStatus: 'Active', amountPaidKobo: naira(60_000) });
    expect(await planRow(plan.id)).toMatchObject({ status: 'Active', completedAt: null });
    const cancelled = await m().findOneByOrFail(FulfilmentRow, { planId: plan.id });
    expect(cancelled).toMatchObject({ status: 'Cancelled' });

    await recordFirstUnpaid(plan.id);
    expect(await planRow(plan.id)).toMatchObject({ status: 'Completed', amountPaidKobo: naira(90_000) });
    // The same fulfilment, reopened with a new code; its history kept.
    const reopened = await m().findOneByOrFail(FulfilmentRow, { planId: plan.id });
    expect(reopened).toMatchObject({ id: cancelled.id, status: 'AwaitingDispatch' });
    expect(reopened.codeNonce).not.toBe(cancelled.codeNonce);
    expect((await m().findBy(FulfilmentMoveRow, { fulfilmentId: cancelled.id })).map((mv) => mv.move).sort()).toEqual(['cancel', 'open', 'open']);
    await expectBooksBalance();
  });

  it('is refused once the pack has been dispatched', async () => {
    const u = await customer();
    const plan = await planFor(u, 70);
    const paid = [];
    for (let i = 0; i < 3; i++) paid.push(await recordFirstUnpaid(plan.id));
    await moves().outForDelivery(u, plan.id, await moves().rider('rider-dispatched@example.ng'), nextWorkingDay);
    await expect(manual().revert(as(), paid[0].paymentId, 'Too late for this')).rejects.toMatchObject({ code: 'PACK_DISPATCHED' });
    expect(await m().countBy(PaymentReversalRow, { planId: plan.id })).toBe(0);
  });

  it('reverses the marketer’s commission on a card payment, and a payment reverted before its accrual earns nothing', async () => {
    const marketer = await t.system.services.marketers.create(as(), { firstName: 'Kemi', lastName: 'Lawal', email: 'kemi@example.ng', phoneNumber: '0803 999 1111' });
    const u = await customer({ referralCode: marketer.referralCode });
    const c = await t.system.services.checkouts.start(t.context(u.actor, now), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success');
    const card = await t.system.services.payments.confirmPayment(t.context(u.actor, now), c.reference);
    await t.system.jobs.drain();
    const accrual = await m().findOneByOrFail(CommissionEntryRow, { paymentId: card.payment.id, kind: 'Accrual' });

    const reverted = await manual().revert(as(), card.payment.id, 'Chargeback from the bank');
    expect(reverted.commissionReversedKobo).toBe(accrual.amountKobo);
    expect(await m().findOneByOrFail(CommissionEntryRow, { paymentId: card.payment.id, kind: 'Reversal' })).toMatchObject({ amountKobo: -accrual.amountKobo });
    expect(t.fake.refunds).toEqual([]); // nothing sent to Paystack

    // Reverted before its accrual ran (as after a crash: no line, no mark): the accrual then finds it settled and writes nothing.
    const plan2 = await planFor(u, 3);
    const [first] = await schedulesOf(plan2.id);
    const recorded = await manual().record(as(), { planId: plan2.id, scheduleId: first.id, channel: 'pos', note: 'POS at the office' });
    await t.system.jobs.drain();
    await m().delete(CommissionEntryRow, { paymentId: recorded.paymentId });
    await m().update(PaymentRow, { id: recorded.paymentId }, { commissionSettledAt: null });
    expect((await manual().revert(as(), recorded.paymentId, 'Card declined after all')).commissionReversedKobo).toBe(0);
    expect(await t.system.services.commissions.accrue(t.context(undefined, now), recorded.paymentId)).toBe('already-settled');
    expect(await m().countBy(CommissionEntryRow, { paymentId: recorded.paymentId })).toBe(0);
    await expectBooksBalance();
  });
});

describe('cancelling and deleting a plan', () => {
  it('cancels a plan that received money by refunding it: a cash refund owed until paid out, the plan kept, never deleted', async () => {
    const u = await customer();
    const plan = await planFor(u, 5);
    const recorded = await recordFirstUnpaid(plan.id);
    const cancel = (reason: string) => t.system.services.planCancellations.cancel(as(), { planId: plan.id, destination: 'refund', reason });
    await expect(plans().remove(as(), plan.id)).rejects.toMatchObject({ code: 'PLAN_HAS_PAYMENTS' });
    await expect(cancel(' ')).rejects.toMatchObject({ fieldErrors: [{ field: 'reason' }] });
    const cancelled = await cancel('Customer asked to stop');
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelReason: 'refunded', amountKobo: naira(30_000), refunds: [{ amountKobo: naira(30_000), channel: 'cash', status: 'owed' }] });
    expect(await plans().row(as(), plan.id)).toMatchObject({ status: 'Cancelled', amountPaidKobo: 0, hasPayments: true });
    expect(await schedulesOf(plan.id)).toHaveLength(3);
    expect(await m().findOneBy(PaymentRow, { id: recorded.paymentId })).not.toBeNull();
    expect(await m().findOneBy(AuditEntryRow, { action: 'plan.cancelled', targetId: plan.id })).toMatchObject({ reason: 'Customer asked to stop' });
    await expect(cancel('Again')).rejects.toMatchObject({ code: 'PLAN_CLOSED' });
    await expectBooksBalance();
  });

  it('deletes a plan that never received money, with its instalments, and audits it', async () => {
    const u = await customer();
    const plan = await planFor(u, 5);
    await plans().remove(as(), plan.id);
    expect(await m().countBy(SavingsPlanRow, { id: plan.id })).toBe(0);
    expect(await m().countBy(PaymentScheduleRow, { planId: plan.id })).toBe(0);
    expect(await m().findOneBy(AuditEntryRow, { action: 'plan.deleted', targetId: plan.id })).not.toBeNull();
    await expect(plans().remove(as(), plan.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the plans list', () => {
  it('filters by status, start dates and the customer’s name or phone, sorts, and pages to the very last row', async () => {
    const u = await customer({ firstName: 'Zainab', lastName: 'Umar' });
    const planA = await planFor(u, 200);
    const planB = await planFor(u, 199);
    await recordFirstUnpaid(planB.id);
    const all = await plans().list(as(), { filter: {} });
    expect(all.totalCount).toBe(await m().count(SavingsPlanRow));

    const byPhone = await plans().list(as(), { filter: { search: u.phoneNumber } });
    expect(byPhone.items.map((p) => p.id).sort()).toEqual([planA.id, planB.id].sort());
    const byName = await plans().list(as(), { filter: { search: 'zainab umar', startFrom: addDays(today, -199), startTo: addDays(today, -199) } });
    expect(byName.items.map((p) => p.id)).toEqual([planB.id]);
    expect(byName.items[0]).toMatchObject({ userFullName: 'Zainab Umar', amountPaidKobo: naira(30_000), lastPaymentAt: expect.any(Date), hasPayments: true });

    const paidMost = await plans().list(as(), { filter: { status: 'Active' }, sort: 'amountPaid', direction: 'desc', pageSize: 100 });
    const amounts = paidMost.items.map((p) => p.amountPaidKobo);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(paidMost.items.every((p) => p.status === 'Active')).toBe(true);

    // Page by page (3 a page) gives every plan once, in start-date order, the last page read from the other end.
    const seen: string[] = [];
    const pages = Math.ceil(all.totalCount / 3);
    for (let page = 1; page <= pages; page++) seen.push(...(await plans().list(as(), { filter: {}, page, pageSize: 3 })).items.map((p) => `${p.startDate} ${p.id}`));
    expect(seen).toHaveLength(all.totalCount);
    expect(seen).toEqual([...seen].sort().reverse());
    expect((await plans().list(as(), { filter: {}, page: pages + 1, pageSize: 3 })).items).toEqual([]);
    await expect(plans().list(as(), { filter: { startFrom: '2026-13-01' } })).rejects.toMatchObject({ fieldErrors: [{ field: 'startFrom' }] });
  });
});

describe('defaulters', () => {
  it('lists customers with past-due instalments on Active plans, most owed first, with ageing, details and CSV', async () => {
    const heavy = await customer({ firstName: '=Heavy', lastName: 'Owes' });
    await planFor(heavy, 70); // three instalments past due
    const light = await customer({ firstName: 'Light', lastName: 'Owes' });
    const lightPlan = await planFor(light, 3); // one, 3 days past due
    const page = await t.system.services.defaulters.list(as(), { pageSize: 100 });
    const heavyRow = page.items.find((d) => d.userId === heavy.userId)!;
    const lightRow = page.items.find((d) => d.userId === light.userId)!;
    expect(heavyRow).toMatchObject({ amountOwedKobo: naira(90_000), duePayments: 3, maxDaysOverdue: 70, lastPaymentAt: null });
    expect(lightRow).toMatchObject({ amountOwedKobo: naira(30_000), duePayments: 1, maxDaysOverdue: 3 });
    const owed = page.items.map((d) => d.amountOwedKobo);
    expect(owed).toEqual([...owed].sort((a, b) => b - a));

    // The ageing's sums are the past-due instalments', bucketed by the pure rule.
    const pastDue = (await m().query(
      `SELECT s.due_date AS dueDate, s.amount_kobo AS amount, p.user_id AS userId FROM payment_schedules s JOIN savings_plans p ON p.id = s.plan_id
        WHERE p.status = 'Active' AND s.status <> 'Paid' AND s.due_date < ?`,
      [today],
    )) as { dueDate: string; amount: string; userId: string }[];
    const ageing = await t.system.services.defaulters.ageing(as());
    ageing.forEach((bucket, i) => {
      const inBucket = pastDue.filter((r) => arrearsBucketOf(daysBetween(r.dueDate, today)) === i);
      expect([bucket.label, bucket.amountKobo, bucket.customers]).toEqual([bucket.label, inBucket.reduce((s, r) => s + Number(r.amount), 0), new Set(inBucket.map((r) => r.userId)).size]);
    });

    const details = (await t.system.services.defaulters.details(as(), light.userId))!;
    expect(details).toMatchObject({ fullName: 'Light Owes', totalOwedKobo: naira(30_000), duePayments: [{ planId: lightPlan.id, amountKobo: naira(30_000), daysOverdue: 3 }] });
    await recordFirstUnpaid(lightPlan.id);
    expect(await t.system.services.defaulters.details(as(), light.userId)).toBeNull();

    const csv = await t.system.services.defaulters.csv(as());
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Phone Number,Amount Owed (NGN),Due Payments,Days Overdue (oldest),Last Payment');
    expect(lines).toContain(`'=Heavy Owes,${heavyRow.phoneNumber},90000.00,3,70,Never`);
  });
});

describe('the nightly check of the books', () => {
  it('finds a successful Paystack payment with no payment row, and a plan whose amount paid no payment explains; e-mails the admins', async () => {
    const u = await customer();
    const c = await t.system.services.checkouts.start(t.context(u.actor, now), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    const tx = await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    // Paid yesterday (Lagos) at Paystack, never recorded here.
    tx!.paidAt = new Date(now.getTime() - 86_400_000).toISOString();
    const plan = await planFor(u, 1);
    await m().update(SavingsPlanRow, { id: plan.id }, { amountPaidKobo: naira(500) });

    const outcome = await t.system.services.ledgerChecks.run(t.context(undefined, now));
    expect(outcome).toEqual({ balanced: false, differenceKobo: -naira(500), missing: 1, providerChecked: true });
    const latest = (await t.system.services.ledgerChecks.latest(as()))!;
    expect(latest).toMatchObject({ businessDate: addDays(today, -1), balanced: false, differenceKobo: -naira(500), missingCount: 1, missingReferences: [c.reference] });
    await t.system.jobs.drain();
    const alert = (await t.outbox()).find((mail) => mail.to === 'admin@example.ng' && mail.subject.includes('do not balance'));
    expect(alert?.text).toContain(c.reference);

    // Put right (the payment recorded, the tampering undone): the same day checks clean.
    await m().update(SavingsPlanRow, { id: plan.id }, { amountPaidKobo: 0 });
    await t.system.services.payments.confirmFromProvider(t.context(undefined, now), c.reference, 'reconciliation');
    await expectBooksBalance();
    expect(await m().countBy(LedgerCheckRow, { businessDate: addDays(today, -1) })).toBe(1);
  });
});

describe('refunding a completed plan', () => {
  /** A plan paid in full: the first instalment by card, the rest in cash. */
  async function completedPlan() {
    const u = await customer();
    const c = await t.system.services.checkouts.start(t.context(u.actor, now), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success');
    const card = await t.system.services.payments.confirmPayment(t.context(u.actor, now), c.reference);
    await recordFirstUnpaid(c.plan.id);
    await recordFirstUnpaid(c.plan.id, 'pos');
    expect((await planRow(c.plan.id)).status).toBe('Completed');
    return { u, customer: u, planId: c.plan.id, reference: c.reference, cardPaymentId: card.payment.id };
  }

  it('refunds the card payment through Paystack and owes the manual ones until an admin records their payout; the status follows the refund events; the customer is told', async () => {
    const { u, planId, reference, cardPaymentId } = await completedPlan();
    const refund = await t.system.services.refunds.refundPlan(as(), planId, 'Customer changed their mind within 48 hours');
    expect(refund.totalKobo).toBe(naira(90_000));
    expect(refund.refunds.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['card', 'requested'],
      ['cash', 'owed'],
      ['pos', 'owed'],
    ]);
    // Promised within 7 to 14 Lagos working days; owed ones listed for the admins until paid out.
    expect(refund.refunds.every((r) => r.dueFrom! > today && r.dueBy! > r.dueFrom!)).toBe(true);
    const owed = await t.system.services.refunds.refundsOwed(as(), {});
    expect(owed.filter((r) => r.planId === planId).map((r) => r.channel).sort()).toEqual(['card', 'cash', 'pos']);
    await expect(t.system.services.refunds.refundsOwed(t.context(u.actor, now), {})).rejects.toBeInstanceOf(ForbiddenError);
    for (const line of refund.refunds.filter((r) => r.channel !== 'card')) {
      await expect(t.system.services.refunds.recordPayout(as(), line.id, { channel: 'cheque', reference: 'x' })).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: [{ field: 'channel' }] });
      const paid = await t.system.services.refunds.recordPayout(as(), line.id, { channel: line.channel, reference: `RCPT-${line.channel}` });
      expect(paid).toMatchObject({ status: 'processed', paidOutChannel: line.channel, paidOutReference: `RCPT-${line.channel}` });
      await expect(t.system.services.refunds.recordPayout(as(), line.id, { channel: line.channel, reference: 'again' })).rejects.toMatchObject({ code: 'REFUND_NOT_OWED' });
    }
    const card = refund.refunds.find((r) => r.channel === 'card')!;
    await expect(t.system.services.refunds.recordPayout(as(), card.id, { channel: 'cash', reference: 'RCPT-1' })).rejects.toMatchObject({ code: 'REFUND_NOT_OWED' });
    expect(await planRow(planId)).toMatchObject({ status: 'Cancelled', cancelReason: 'refunded', amountPaidKobo: 0 });
    expect(await m().findOneByOrFail(FulfilmentRow, { planId })).toMatchObject({ status: 'Cancelled' }); // not yet on its way: not sent

    // The job asks Paystack (the stand-in queues it and sends refund.pending, .processing, .processed).
    await t.system.jobs.drain();
    expect(t.fake.refunds).toMatchObject([{ reference, amount: naira(30_000) }]);
    await waitFor(async () => (await m().findOneByOrFail(PaymentReversalRow, { paymentId: cardPaymentId })).refundStatus === 'processed');
    await t.system.jobs.drain();
    const mails = (await t.outbox()).filter((mail) => mail.to === u.email).map((mail) => mail.subject);
    expect(mails).toEqual(expect.arrayContaining([expect.stringContaining('Refund started'), expect.stringContaining('Refund processed: ₦30,000')]));

    // A late or repeated event never moves it back.
    const refundRow = t.fake.refunds[0];
    await t.fake.sendRefundEvent(refundRow, 'pending');
    await t.system.jobs.drain();
    expect((await m().findOneByOrFail(PaymentReversalRow, { paymentId: cardPaymentId })).refundStatus).toBe('processed');

    const schedule = (await plans().schedule(as(), planId))!;
    expect(schedule.payments.map((p) => [p.revertKind, p.refundChannel, p.refundStatus]).sort()).toEqual([
      ['Refund', 'card', 'processed'],
      ['Refund', 'cash', 'processed'],
      ['Refund', 'pos', 'processed'],
    ]);
    expect(schedule.refundProblem).toBe('Only a completed (fully paid) plan can be refunded');
    await expect(t.system.services.refunds.refundPlan(as(), planId, 'Again please')).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    expect(await m().findOneBy(AuditEntryRow, { action: 'plan.refunded', targetId: planId })).toMatchObject({ reason: 'Customer changed their mind within 48 hours' });
    await expectBooksBalance();
  });

  it('is refused 49 hours after the recorded handover, allowed at 47', async () => {
    const late = await completedPlan();
    await moves().collected(late.customer, late.planId, new Date(now.getTime() - 49 * 3_600_000));
    await expect(t.system.services.refunds.refundPlan(as(), late.planId, 'Too late now')).rejects.toMatchObject({ code: 'NOT_REFUNDABLE', message: 'Refunds are possible within 48 hours of delivery only' });
    const inTime = await completedPlan();
    await moves().collected(inTime.customer, inTime.planId, new Date(now.getTime() - 47 * 3_600_000));
    await t.system.services.refunds.refundPlan(as(), inTime.planId, 'Pack was damaged');
    expect(await m().findOneBy(FulfilmentRow, { planId: inTime.planId })).toMatchObject({ status: 'Collected' }); // handed over: kept as it was
    await t.system.jobs.drain();
  });

  it('of a plan paid long ago but not yet handed over is allowed, and cancels its fulfilment', async () => {
    const { planId } = await completedPlan();
    await t.system.services.refunds.refundPlan(as(), planId, 'Customer moved abroad');
    expect(await m().findOneBy(FulfilmentRow, { planId })).toMatchObject({ status: 'Cancelled' });
    await t.system.jobs.drain();
  });

  it('is sent by the sweep when Paystack was down at the time', async () => {
    const { planId, cardPaymentId } = await completedPlan();
    const refund = t.system.services.refunds;
    const realRefund = t.fake.refund.bind(t.fake);
    t.fake.refund = () => ({ status: 503, body: { status: false, message: 'Service unavailable' } });
    try {
      await refund.refundPlan(as(), planId, 'Customer changed their mind');
      await t.system.jobs.drain();
    } finally {
      t.fake.refund = realRefund;
    }
    expect((await m().findOneByOrFail(PaymentReversalRow, { paymentId: cardPaymentId })).refundSentAt).toBeNull();
    const report = await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 10 * 60_000)));
    expect(report).toMatchObject({ refundsSent: 1, refundsFailed: 0 });
    expect((await m().findOneByOrFail(PaymentReversalRow, { paymentId: cardPaymentId })).refundSentAt).not.toBeNull();
    await t.system.jobs.drain();
    await expectBooksBalance();
  });
});

/** Polls until `done` (a webhook the stand-in sends after answering). */
async function waitFor(done: () => Promise<boolean>, ms = 5_000) {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('who may', () => {
  it('refuses every admin money action to a customer', async () => {
    const u = await customer();
    const plan = await planFor(u, 5);
    const [first] = await schedulesOf(plan.id);
    const mine = t.context(u.actor, now);
    for (const attempt of [
      () => plans().list(mine, { filter: {} }),
      () => plans().schedule(mine, plan.id),
      () => plans().createForUser(mine, { userId: u.userId, foodPackId: packId, frequency: 'monthly', durationMonths: 1 }),
      () => plans().row(mine, plan.id),
      () => plans().remove(mine, plan.id),
      () => manual().record(mine, { planId: plan.id, scheduleId: first.id, channel: 'cash', note: 'I paid, honest' }),
      () => manual().revert(mine, 'any', 'Mine'),
      () => manual().recent(mine),
      () => manual().payablePlans(mine, 'saver'),
      () => t.system.services.defaulters.list(mine, {}),
      () => t.system.services.ledgerChecks.latest(mine),
      () => t.system.services.refunds.refundPlan(mine, plan.id, 'Give it back'),
    ]) {
      await expect(attempt()).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(await m().countBy(PaymentRow, { planId: plan.id })).toBe(0);
  });
});
