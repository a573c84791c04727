import { In } from 'typeorm';
import { FAKE_OTP } from '../../src/integrations/paystack/fake/fake-paystack';
import { CommissionEntryRow, CommissionPayoutItemRow, CommissionPayoutRow } from '../../src/modules/commission/commission.entity';
import { reverseCommission } from '../../src/modules/commission/commission.service';
import { PaymentRow } from '../../src/modules/payment/payment.entity';
import { FulfilmentRow, PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import type { PlanCheckout } from '../../src/modules/payment/checkout/plan-checkout.service';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { accessCodeOf, createPack } from '../support/payments';
import { refusal } from '../support/refusal';
import { packMoves } from '../support/fulfilment';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The commission ledger on MariaDB: card payments of referred customers accrue at the rate of
 * the moment, once; reversals cancel; payouts pay what is Approved; and at every step the
 * ledger's lines sum to what the marketer is owed (pending + approved + paid).
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;
let marketerId: string;
let code: string;
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(100_000), durationMonths: 3 })).id; // 33,333 + 33,333 + 33,334
  const marketer = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Tunde', lastName: 'Bakare', email: 'tunde@example.ng', phoneNumber: '0803 222 3333' });
  marketerId = marketer.userId;
  code = marketer.referralCode;
});
afterAll(() => t.stop());

const m = () => t.system.dataSource.manager;
const commissions = () => t.system.services.commissions;
const marketerActor = () => ({ userId: marketerId, roles: ['Marketer' as const, 'Customer' as const] });
let people = 0;

/** A customer signed up through a referral (the code typed in lower case, as people do). */
async function referred(referralCode: string | null = code.toLowerCase()): Promise<SignedUp> {
  const email = `referred${++people}@example.ng`;
  const reg = await gql(t.http, REGISTER, { input: newCustomer(email, referralCode ? { referralCode } : {}) });
  const { token, user } = reg.data!.register as { token: string; user: { id: string } };
  return { token, userId: user.id, actor: { userId: user.id, roles: ['Customer'] } };
}

/** Pays the checkout on the stand-in and confirms it as the browser would; returns the payment's id once its jobs have run. */
async function pay(u: SignedUp, c: PlanCheckout): Promise<string> {
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success');
  const confirmation = await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  await t.system.jobs.drain();
  return confirmation.payment.id;
}

async function startAndPay(u: SignedUp): Promise<{ planId: string; paymentId: string }> {
  const c = await t.system.services.checkouts.start(t.context(u.actor), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
  return { planId: c.plan.id, paymentId: await pay(u, c) };
}

async function payNext(u: SignedUp, planId: string): Promise<string> {
  return pay(u, await t.system.services.checkouts.payNext(t.context(u.actor), planId));
}

/** Everything the marketer is owed (or was paid) equals the sum of the ledger's lines. */
async function expectLedgerBalances(now: Date) {
  const s = await commissions().summary(m(), marketerId, now);
  const lines = await m().findBy(CommissionEntryRow, { marketerId });
  const sum = lines.reduce((total, l) => total + l.amountKobo, 0);
  expect(s.totalKobo).toBe(sum);
  expect(s.pendingKobo + s.approvedKobo + s.paidKobo).toBe(sum);
  const payouts = await m().findBy(CommissionPayoutRow, { marketerId });
  expect(s.paidKobo).toBe(payouts.reduce((total, p) => total + p.amountKobo, 0));
  return s;
}

describe('the commission ledger', () => {
  let ada: SignedUp;
  let planId: string;
  const paymentIds: string[] = [];

  it('accrues the rate of the moment on each collected instalment, rounded down, once per payment', async () => {
    ada = await referred();
    const first = await startAndPay(ada);
    planId = first.planId;
    paymentIds.push(first.paymentId);
    expect(await m().findBy(CommissionEntryRow, { paymentId: first.paymentId })).toMatchObject([
      { marketerId, customerId: ada.userId, planId, kind: 'Accrual', amountKobo: 333_330, baseKobo: 3_333_300, rateBp: 1_000 },
    ]);
    expect(await m().findOneByOrFail(PaymentRow, { id: first.paymentId })).toMatchObject({ commissionSettledAt: expect.any(Date) });

    // A rate change applies from now on; the second instalment earns 12.5 %: 416,662.5 kobo, rounded down.
    await t.system.services.marketers.setCommissionRate(t.context(admin.actor), marketerId, 0.125);
    paymentIds.push(await payNext(ada, planId));
    expect(await m().findOneByOrFail(CommissionEntryRow, { paymentId: paymentIds[1] })).toMatchObject({ amountKobo: 416_662, rateBp: 1_250 });

    // A retried job, and the sweep, find it done.
    expect(await commissions().accrue(t.context(), paymentIds[1])).toBe('already-settled');
    expect(await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 5 * 60_000)))).toMatchObject({ commissionsSettled: 0, commissionsFailed: 0 });
    expect(await m().countBy(CommissionEntryRow, { marketerId })).toBe(2);
    const s = await expectLedgerBalances(new Date());
    expect(s).toMatchObject({ pendingKobo: 749_992, approvedKobo: 0, paidKobo: 0, totalKobo: 749_992, thisMonthKobo: 749_992 });
  });

  it('shows the portal the same figures, by customer and line', async () => {
    const portal = t.system.services.marketerPortal;
    const profile = await portal.profile(t.context(marketerActor()));
    expect(profile).toMatchObject({ activeCustomers: 1, summary: { totalKobo: 749_992, pendingKobo: 749_992 }, marketer: { userId: marketerId, referralCode: code } });
    const page = await portal.commissions(t.context(marketerActor()), {});
    expect(page).toMatchObject({ totalCount: 1, items: [{ customerId: ada.userId, customerName: 'Kemi Balogun', totalKobo: 749_992, count: 2 }] });
    const lines = await portal.commissionLines(t.context(marketerActor()), marketerId, ada.userId);
    expect(lines.map((l) => [l.amountKobo, l.rate, l.status])).toEqual([
      [416_662, 0.125, 'Pending'],
      [333_330, 0.1, 'Pending'],
    ]);
  });

  it('approves the lines 48 hours after the recorded handover of the pack, not before, and pays them out', async () => {
    paymentIds.push(await payNext(ada, planId)); // the last instalment: 33,334 at 12.5 % = 416,675
    // Completed but not handed over, however long after the promised date: still Pending.
    const fulfilment = await m().findOneByOrFail(FulfilmentRow, { planId });
    expect(await expectLedgerBalances(new Date(new Date(`${fulfilment.promisedDate}T12:00:00Z`).getTime() + 30 * DAY))).toMatchObject({ pendingKobo: 1_166_667, approvedKobo: 0 });
    const handedOver = new Date();
    await packMoves(t, () => t.context(admin.actor)).collected(ada, planId, handedOver);
    expect(await expectLedgerBalances(new Date(handedOver.getTime() + 47 * HOUR))).toMatchObject({ pendingKobo: 1_166_667, approvedKobo: 0 });
    const later = new Date(handedOver.getTime() + 49 * HOUR);
    expect(await expectLedgerBalances(later)).toMatchObject({ pendingKobo: 0, approvedKobo: 1_166_667 });

    const asAdmin = t.context(admin.actor, later);
    // The admin saw another amount: nothing is recorded.
    expect((await refusal(commissions().recordPayout(asAdmin, { marketerId, amountKobo: 1_000_000, reference: 'TRF-1' }))).code).toBe('AMOUNT_CHANGED');
    expect((await refusal(commissions().recordPayout(asAdmin, { marketerId, amountKobo: 1_166_667, reference: '  ' }))).fieldErrors).toEqual([{ field: 'reference', message: expect.any(String) }]);
    expect(await m().countBy(CommissionPayoutRow, { marketerId })).toBe(0);

    const payout = await commissions().recordPayout(asAdmin, { marketerId, amountKobo: 1_166_667, reference: 'TRF-1', note: 'November' });
    expect(payout).toMatchObject({ amountKobo: 1_166_667, entryCount: 3, reference: 'TRF-1' });
    expect(await expectLedgerBalances(later)).toMatchObject({ pendingKobo: 0, approvedKobo: 0, paidKobo: 1_166_667 });
    expect((await refusal(commissions().recordPayout(asAdmin, { marketerId, amountKobo: 0, reference: 'TRF-2' }))).code).toBe('NOTHING_TO_PAY');
    const lines = await commissions().lines(m(), marketerId, ada.userId, later);
    expect(lines.every((l) => l.status === 'Paid' && l.paidAt?.getTime() === later.getTime())).toBe(true);
  });

  it('claws a reverted paid commission back from the next payout, and cancels an unpaid one outright', async () => {
    const later = new Date(Date.now() + 40 * DAY);
    // Issue 14's revert calls this inside its own transaction.
    await m().transaction((tx) => reverseCommission(tx, { paymentId: paymentIds[0], reason: 'Payment reverted by admin', now: later }));
    await m().transaction((tx) => reverseCommission(tx, { paymentId: paymentIds[0], reason: 'twice', now: later })); // once only
    expect(await m().countBy(CommissionEntryRow, { paymentId: paymentIds[0] })).toBe(2);
    let s = await expectLedgerBalances(later);
    expect(s).toMatchObject({ approvedKobo: -333_330, paidKobo: 1_166_667, totalKobo: 833_337 });
    // Owed back: no payout until new approved commission covers it.
    expect((await refusal(commissions().recordPayout(t.context(admin.actor, later), { marketerId, amountKobo: -333_330, reference: 'TRF-2' }))).code).toBe('NOTHING_TO_PAY');

    // A second referred customer's first instalment, reverted before it was paid: both lines read Reversed.
    const bola = await referred(code);
    const { paymentId } = await startAndPay(bola);
    await m().transaction((tx) => reverseCommission(tx, { paymentId, reason: 'Refunded', now: later }));
    s = await expectLedgerBalances(later);
    // Reversed counts commission cancelled before it was paid; the paid-then-reverted line is the negative Approved one.
    expect(s).toMatchObject({ pendingKobo: 0, approvedKobo: -333_330, reversedKobo: 416_662 });
    const bolaLines = await commissions().lines(m(), marketerId, bola.userId, later);
    expect(bolaLines.map((l) => [l.kind, l.amountKobo, l.status])).toEqual(
      expect.arrayContaining([
        ['Accrual', 416_662, 'Reversed'],
        ['Reversal', -416_662, 'Reversed'],
      ]),
    );
  });

  it('accrues, through the sweep, a payment whose job was lost in a crash', async () => {
    const cara = await referred();
    const { paymentId } = await startAndPay(cara);
    // As if the process died between the payment's commit and its accrual job.
    await m().delete(CommissionEntryRow, { paymentId });
    await m().update(PaymentRow, { id: paymentId }, { commissionSettledAt: null });
    const report = await t.system.services.owedWork.sweep(t.context(undefined, new Date(Date.now() + 5 * 60_000)));
    expect(report).toMatchObject({ commissionsSettled: 1, commissionsFailed: 0 });
    expect(await m().findBy(CommissionEntryRow, { paymentId })).toMatchObject([{ kind: 'Accrual', amountKobo: 416_662 }]);
    await expectLedgerBalances(new Date());
  });

  it('pays nothing for customers without a referral, self-referral, or while the marketer is inactive', async () => {
    const before = await m().countBy(CommissionEntryRow, {});
    const plain = await referred(null);
    const self = await referred(code);
    await m().update('users', { id: self.userId }, { referralCodeUsed: self.userId });
    await m().insert('user_roles', { userId: self.userId, role: 'Marketer', grantedAt: new Date() });
    await m().query("INSERT INTO marketers (user_id, referral_code, commission_rate_bp, status, created_at, updated_at) VALUES (?, 'SELF2345', 1000, 'Active', NOW(3), NOW(3))", [self.userId]);
    await m().query('INSERT INTO marketer_rate_changes (id, marketer_id, rate_bp, changed_by, changed_at) VALUES (UUID(), ?, 1000, NULL, NOW(3))', [self.userId]);
    const dayo = await referred();
    await t.system.services.marketers.setStatus(t.context(admin.actor), marketerId, 'Inactive');
    try {
      const paid = await Promise.all([plain, self, dayo].map(async (u) => (await startAndPay(u)).paymentId));
      expect(await m().countBy(CommissionEntryRow, {})).toBe(before);
      for (const id of paid) expect((await m().findOneByOrFail(PaymentRow, { id })).commissionSettledAt).not.toBeNull();
    } finally {
      await t.system.services.marketers.setStatus(t.context(admin.actor), marketerId, 'Active');
    }
  });

  it('never pays a line twice, even when two payouts race', async () => {
    // Approve the outstanding lines by moving the clock past every plan's refund window.
    const far = new Date(Date.now() + 400 * DAY);
    const pendingPlans = await m().query('SELECT DISTINCT plan_id FROM commission_entries WHERE marketer_id = ?', [marketerId]);
    for (const { plan_id: id } of pendingPlans as { plan_id: string }[]) {
      await m().query("UPDATE savings_plans SET status = 'Completed' WHERE id = ?", [id]);
      await m().query("INSERT IGNORE INTO fulfilments (id, plan_id, method, address, expected_from, expected_to, promised_date, status, handed_over_at, created_at, updated_at) VALUES (UUID(), ?, 'pickup', NULL, '2026-01-01', '2026-01-02', '2026-01-02', 'Collected', '2026-01-02', NOW(3), NOW(3))", [id]);
    }
    const { approvedKobo } = await commissions().summary(m(), marketerId, far);
    expect(approvedKobo).toBe(416_662 - 333_330);
    const attempts = await Promise.allSettled([1, 2].map((n) => commissions().recordPayout(t.context(admin.actor, far), { marketerId, amountKobo: approvedKobo, reference: `RACE-${n}` })));
    expect(attempts.map((a) => (a.status === 'fulfilled' ? 'paid' : String(a.reason)))).toEqual(expect.arrayContaining(['paid']));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const items = await m().count(CommissionPayoutItemRow);
    const lines = await m().countBy(CommissionEntryRow, { marketerId });
    expect(items).toBeLessThanOrEqual(lines);
    expect(await expectLedgerBalances(far)).toMatchObject({ approvedKobo: 0 });
  });
});

describe("a marketer's second account (issue 26)", () => {
  it('earns nothing when it shares the phone number or a card with the marketer; an honest referral still earns', async () => {
    const rep = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Musa', lastName: 'Danjuma', email: 'musa@example.ng', phoneNumber: '0805 111 2222' });
    const repActor = { userId: rep.userId, roles: ['Marketer' as const, 'Customer' as const] };
    const start = (actor: SignedUp['actor']) =>
      t.system.services.checkouts.start(t.context(actor), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
    /** Pays with the stand-in's card that asks for an OTP: another card than everyone else's. */
    const payWithOtherCard = async (actor: SignedUp['actor'], c: PlanCheckout) => {
      await t.fake.complete(accessCodeOf(c.authorizationUrl), 'requires_otp');
      await t.fake.submitOtp(accessCodeOf(c.authorizationUrl), FAKE_OTP);
      const confirmation = await t.system.services.payments.confirmPayment(t.context(actor), c.reference);
      await t.system.jobs.drain();
      return confirmation.payment.id;
    };
    // The marketer pays a plan of their own with that card.
    const ownPayment = await payWithOtherCard(repActor, await start(repActor));

    // A second account with the marketer's number, typed another way (stored as 234…), paying with another card.
    const samePhone = await gql(t.http, REGISTER, { input: newCustomer('second-phone@example.ng', { referralCode: rep.referralCode, phoneNumber: '+234 805 111 2222' }) });
    const samePhoneId = (samePhone.data!.register as { user: { id: string } }).user.id;
    const byPhone = await startAndPay({ token: '', userId: samePhoneId, actor: { userId: samePhoneId, roles: ['Customer'] } });
    // A second account with another number, paying with the marketer's card.
    const sameCard = await referred(rep.referralCode);
    const byCard = await payWithOtherCard(sameCard.actor, await start(sameCard.actor));
    // An honest referral: another number, another card.
    const honest = await referred(rep.referralCode);
    const honestPaid = await startAndPay(honest);

    const signatures = await m().findBy(PaymentRow, { id: In([ownPayment, byCard, byPhone.paymentId]) });
    expect(signatures.find((p) => p.id === byCard)?.cardSignature).toMatch(/^SIG_/);
    expect(signatures.find((p) => p.id === byCard)?.cardSignature).toBe(signatures.find((p) => p.id === ownPayment)?.cardSignature);
    expect(await m().findBy(CommissionEntryRow, { marketerId: rep.userId })).toMatchObject([{ customerId: honest.userId, paymentId: honestPaid.paymentId, kind: 'Accrual', amountKobo: 333_330 }]);
    // The self-referrals were dealt with (nothing earned), not left owed.
    for (const id of [byPhone.paymentId, byCard]) expect((await m().findOneByOrFail(PaymentRow, { id })).commissionSettledAt).not.toBeNull();
  });
});

describe('on the embedded SQLite database', () => {
  it('approves a line 48 hours after the handover, as on MariaDB', async () => {
    const sys = await startTestSystem({ database: 'sqlite' });
    try {
      const boss = await signUpAs(sys, 'boss@example.ng', 'Admin');
      const pack = await createPack(sys, boss, { priceKobo: naira(30_000), durationMonths: 1 });
      const rep = await sys.system.services.marketers.create(sys.context(boss.actor), { firstName: 'Kemi', lastName: 'Lawal', email: 'kemi@example.ng', phoneNumber: '0803 222 4444' });
      const reg = await gql(sys.http, REGISTER, { input: newCustomer('saver@example.ng', { referralCode: rep.referralCode }) });
      const saverId = (reg.data!.register as { user: { id: string } }).user.id;
      const saver: SignedUp = { token: '', userId: saverId, actor: { userId: saverId, roles: ['Customer'] } };
      const plan = await sys.system.services.planAdmin.createForUser(sys.context(boss.actor), { userId: saverId, foodPackId: pack.id, frequency: 'monthly', durationMonths: 1 });
      const [first] = await sys.system.dataSource.manager.find(PaymentScheduleRow, { where: { planId: plan.id } });
      await sys.system.services.manualPayments.record(sys.context(boss.actor), { planId: plan.id, scheduleId: first.id, channel: 'cash', note: 'Paid at the office' });
      await sys.system.jobs.drain();
      const handedOver = new Date();
      await sys.system.services.fulfilment.switchToPickup(sys.context(saver.actor), plan.id);
      await packMoves(sys, () => sys.context(boss.actor)).collected(saver, plan.id, handedOver);
      const summary = (at: number) => sys.system.services.commissions.summary(sys.system.dataSource.manager, rep.userId, new Date(handedOver.getTime() + at));
      expect(await summary(47 * HOUR)).toMatchObject({ pendingKobo: 300_000, approvedKobo: 0 });
      expect(await summary(49 * HOUR)).toMatchObject({ pendingKobo: 0, approvedKobo: 300_000 });
    } finally {
      await sys.stop();
    }
  });
});
