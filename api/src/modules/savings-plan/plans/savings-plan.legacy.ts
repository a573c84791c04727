/**
 * The original API's savings-plan shapes (specification sections 3 and 7): naira instead of kobo,
 * `monthlyAmount` for the regular instalment, `paymentSchedules`. Only the REST shim uses this.
 * Amounts the client sends (totalAmount, monthlyAmount, amount) are never read: the server's
 * own records decide what is owed and what was paid.
 */
import { IsBoolean, IsIn } from 'class-validator';
import { koboToNaira } from '../../../common/money';
import { PaymentPreferences } from '../domain/plan-rules';
import type { UpcomingPaymentView } from './savings-plan.service';
import type { SavingsPlanView } from './savings-plan.views';

export function toLegacyPlan(p: SavingsPlanView) {
  return {
    id: p.id,
    foodPackId: p.foodPackId,
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
    remindersEnabled: p.remindersEnabled,
    status: p.status,
    fulfilmentMethod: p.fulfilment.method,
    deliveryAddress: p.fulfilment.address,
    expectedDeliveryFrom: p.fulfilment.expectedFrom,
    expectedDeliveryTo: p.fulfilment.expectedTo,
    lastPaymentDate: p.lastPaymentAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    paymentSchedules: p.schedules.map((s) => ({ id: s.id, dueDate: s.dueDate, amount: koboToNaira(s.amountKobo), status: s.status, paidAt: s.paidAt?.toISOString() ?? null })),
  };
}

export function toLegacyUpcoming(u: UpcomingPaymentView) {
  return {
    planId: u.planId,
    foodPackName: u.foodPackName,
    scheduleId: u.scheduleId,
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
  if (out.enabled === 'true' || out.enabled === 'false') out.enabled = out.enabled === 'true';
  for (const key of ['paymentReference', 'foodPackId', 'deliveryAddress']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).trim() || undefined;
    if (out[key] === null) out[key] = undefined;
  }
  return out;
}
