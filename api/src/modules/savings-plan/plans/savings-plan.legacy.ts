/**
 * The original API's savings-plan shapes (specification sections 3 and 7): naira instead of kobo,
 * `monthlyAmount` for the regular instalment, `paymentSchedules`. Only the REST shim uses this.
 * Amounts the client sends (totalAmount, monthlyAmount, amount) are never read: the server's
 * own records decide what is owed and what was paid.
 */
import { IsBoolean, IsIn } from 'class-validator';
import { koboToNaira } from '../../../common/money';
import type { RequestContext } from '../../../common/context';
import { daysBetween, lagosDate } from '../../../common/time';
import { legacyIds, type LegacyIds } from '../../../rest/legacy-ids';
import { PaymentPreferences } from '../domain/plan-rules';
import type { UpcomingPaymentView } from './savings-plan.service';
import type { SavingsPlanView } from './savings-plan.views';

/** The numbers of the plans a reply shows, of their packs and of their instalments (three queries, whatever the count). */
export function planLegacyIds(ctx: RequestContext, plans: readonly SavingsPlanView[]): Promise<LegacyIds> {
  return legacyIds(ctx, { plan: plans.map((p) => p.id), pack: plans.map((p) => p.foodPackId), schedule: plans.flatMap((p) => p.schedules.map((s) => s.id)) });
}

/**
 * A plan as the original answered it (its `SavingsPlan` entity), with what the mobile app parses
 * (`savings_plan_models.dart`): whole-number `id`, `foodPackId`, and on every instalment `id` and
 * `savingsPlanId`; amounts as numbers (naira); the texts it reads as String never null
 * (`planCode`, `subscriptionCode`, `createdBy`…: ''); `foodPack` with the plan's (locked) pack name
 * and price; `paymentSchedules[]` with `totalDue` = `amount` + `accruedInterest` (a late fine),
 * `isOverdue`, `daysOverdue` (Lagos days) and the reference of the payment that paid it.
 * `now` is the request's clock.
 */
export function toLegacyPlan(p: SavingsPlanView, ids: LegacyIds, now: Date) {
  const id = ids.of('plan', p.id);
  const foodPackId = ids.maybe('pack', p.foodPackId);
  const today = lagosDate(now);
  const createdAt = p.createdAt.toISOString();
  const reference = new Map(p.payments.filter((x) => x.scheduleId).map((x) => [x.scheduleId!, x.reference]));
  return {
    id,
    userId: p.userId,
    foodPackId,
    foodPackName: p.foodPackName,
    totalAmount: koboToNaira(p.totalAmountKobo),
    monthlyAmount: koboToNaira(p.instalmentAmountKobo),
    duration: p.durationMonths,
    startDate: p.startDate,
    endDate: p.endDate,
    amountPaid: koboToNaira(p.amountPaidKobo),
    remainingAmount: koboToNaira(p.remainingKobo),
    paymentPreference: p.paymentPreference,
    paymentFrequency: p.frequency,
    paymentMethodId: null,
    planCode: '',
    subscriptionCode: '',
    remindersEnabled: p.remindersEnabled,
    status: p.status,
    fulfilmentMethod: p.fulfilment.method,
    deliveryAddress: p.fulfilment.address,
    expectedDeliveryFrom: p.fulfilment.expectedFrom,
    expectedDeliveryTo: p.fulfilment.expectedTo,
    lastPaymentDate: p.lastPaymentAt?.toISOString() ?? null,
    createdAt,
    updatedAt: (p.cancelledAt ?? p.completedAt ?? p.lastPaymentAt ?? p.activatedAt ?? p.createdAt).toISOString(),
    createdBy: p.userId,
    updatedBy: p.userId,
    user: null,
    foodPack: { id: foodPackId, name: p.foodPackName, price: koboToNaira(p.totalAmountKobo), duration: p.durationMonths, items: [] },
    paymentMethod: null,
    paymentSchedules: p.schedules.map((s) => {
      const daysOverdue = s.status === 'Overdue' ? Math.max(0, daysBetween(s.dueDate, today)) : 0;
      return {
        id: ids.of('schedule', s.id),
        savingsPlanId: id,
        dueDate: s.dueDate,
        amount: koboToNaira(s.amountKobo - s.fineKobo),
        accruedInterest: koboToNaira(s.fineKobo),
        totalDue: koboToNaira(s.amountKobo),
        status: s.status,
        paymentReference: reference.get(s.id) ?? '',
        paidAt: s.paidAt?.toISOString() ?? null,
        isOverdue: s.status === 'Overdue',
        daysOverdue,
        interestAccrualStartDate: null,
        createdBy: p.userId,
        createdAt,
        updatedBy: p.userId,
        updatedAt: (s.paidAt ?? p.createdAt).toISOString(),
      };
    }),
  };
}

/** A plan view as its legacy reply (for one plan: three queries for the numbers). */
export async function legacyPlanReply(ctx: RequestContext, p: SavingsPlanView) {
  return toLegacyPlan(p, await planLegacyIds(ctx, [p]), ctx.now);
}

/** The numbers of the plans and instalments of upcoming payments (two queries). */
export function upcomingLegacyIds(ctx: RequestContext, list: readonly UpcomingPaymentView[]): Promise<LegacyIds> {
  return legacyIds(ctx, { plan: list.map((u) => u.planId), schedule: list.map((u) => u.scheduleId) });
}

/** An upcoming instalment: the original's PaymentSchedule names (`id`, `savingsPlanId`) beside ours (`scheduleId`, `planId`), the same numbers. */
export function toLegacyUpcoming(u: UpcomingPaymentView, ids: LegacyIds) {
  const planId = ids.of('plan', u.planId);
  const scheduleId = ids.of('schedule', u.scheduleId);
  return {
    id: scheduleId,
    savingsPlanId: planId,
    planId,
    foodPackName: u.foodPackName,
    scheduleId,
    dueDate: u.dueDate,
    amount: koboToNaira(u.amountKobo),
    amountDue: koboToNaira(u.amountDueKobo),
    status: u.status,
  };
}

export class LegacyPreferenceBody {
  @IsIn(PaymentPreferences, { message: `preference must be one of ${PaymentPreferences.join(', ')}` })
  preference!: string;
}

export class LegacyRemindersBody {
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

/** The original client sends enums in any casing and booleans as strings now and then. */
export function normaliseLegacyBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ['paymentFrequency', 'paymentPreference', 'preference', 'fulfilmentMethod']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim().toLowerCase();
  }
  // The mobile app's spellings: 'Manual Payment' / 'Automatic Payment'.
  for (const key of ['paymentPreference', 'preference']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(/\s+payment$/, '');
  }
  if (out.enabled === 'true' || out.enabled === 'false') out.enabled = out.enabled === 'true';
  for (const key of ['paymentReference', 'foodPackId', 'deliveryAddress']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim() || undefined;
    if (out[key] === null) out[key] = undefined;
  }
  return out;
}
