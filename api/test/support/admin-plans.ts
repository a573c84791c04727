import type { RequestContext } from '../../src/common/context';
import { addDays, lagosDate } from '../../src/common/time';
import type { RecentPaymentView } from '../../src/modules/payment/manual/manual-payment.service';
import type { ManualChannel } from '../../src/modules/payment/payment.entity';
import type { AdminPlanRow } from '../../src/modules/savings-plan/admin/plan-admin.service';
import { PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from './catalogue';
import { createPack } from './payments';
import { startTestSystem, type TestSystem } from './test-system';

/** A customer made by `customer()`: signed up, with the e-mail and phone number they registered with. */
export interface NumberedCustomer extends SignedUp {
  email: string;
  phoneNumber: string;
}

/** What start() made: the system, its admin and the one pack (₦90,000 over 3 months: ₦30,000 a month). */
export interface AdminPlansStarted {
  t: TestSystem;
  admin: SignedUp;
  packId: string;
}

/**
 * The admin's money side on a fresh system (plans started for customers, manual payments,
 * reversals, defaulters), for a test file: call start() in beforeAll and stop() in afterAll; the
 * helpers may be taken apart at the top of the file and used in the tests. `now` is the file's
 * clock, so the admin acts on the same Lagos day as the file's own checks.
 */
export function adminPlans(now: Date) {
  let started: AdminPlansStarted | undefined;
  let people = 0;
  const the = () => {
    if (!started) throw new Error('adminPlans: call start() in beforeAll first');
    return started;
  };

  /** A service context acting as the admin, at `now` unless told. */
  const as = (at: Date = now): RequestContext => the().t.context(the().admin.actor, at);
  /** A plan's instalments, first to last. */
  const schedulesOf = (planId: string): Promise<PaymentScheduleRow[]> => the().t.system.dataSource.manager.find(PaymentScheduleRow, { where: { planId }, order: { sequence: 'ASC' } });

  return {
    async start(): Promise<AdminPlansStarted> {
      const t = await startTestSystem();
      const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
      const packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id;
      started = { t, admin, packId };
      return started;
    },
    stop: () => the().t.stop(),
    as,
    schedulesOf,
    /** A new customer, numbered: saverN@example.ng, phone 0803 400 (1000+N); `extra`: other sign-up fields. */
    async customer(extra: Record<string, unknown> = {}): Promise<NumberedCustomer> {
      const n = ++people;
      const email = `saver${n}@example.ng`;
      const phoneNumber = `0803 400 ${String(1000 + n)}`;
      return { ...(await signUpAs(the().t, email, 'Customer', { phoneNumber, ...extra })), email, phoneNumber };
    },
    /** A plan the admin started for a customer `daysAgo` days ago (monthly: instalments due then, +1 and +2 months). */
    planFor(u: SignedUp, daysAgo: number): Promise<AdminPlanRow> {
      const startDate = addDays(lagosDate(now), -daysAgo);
      return the().t.system.services.planAdmin.createForUser(as(), { userId: u.userId, foodPackId: the().packId, frequency: 'monthly', durationMonths: 3, startDate });
    },
    /** The first unpaid instalment of a plan, paid as a manual payment the admin records. */
    async payFirstUnpaid(planId: string, channel: ManualChannel = 'cash'): Promise<RecentPaymentView> {
      const unpaid = (await schedulesOf(planId)).find((s) => s.status !== 'Paid')!;
      return the().t.system.services.manualPayments.record(as(), { planId, scheduleId: unpaid.id, channel, note: 'Paid at the office', reference: 'SLIP-1' });
    },
  };
}
