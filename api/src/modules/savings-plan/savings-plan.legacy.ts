/**
 * The original API's savings-plan shapes (specification sections 3 and 7): naira instead of kobo,
 * `monthlyAmount` for the regular instalment, `paymentSchedules`. Only the REST shim uses this.
 * Amounts the client sends (totalAmount, monthlyAmount, amount) are never read: the server's
 * own records decide what is owed and what was paid.
 */
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { koboToNaira } from '../../common/money';
import type { PaymentConfirmation, PaymentMethodView } from '../payment/payment.service';
import { FulfilmentMethods, PaymentPreferences } from './domain/plan-rules';
import { PaymentFrequencies } from './domain/schedule';
import type { PlanCheckout, UpcomingPaymentView } from './savings-plan.service';
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

export function toLegacyCheckout(c: PlanCheckout) {
  return {
    ...toLegacyPlan(c.plan),
    checkout: { reference: c.reference, accessCode: c.accessCode, authorizationUrl: c.authorizationUrl, amount: koboToNaira(c.amountKobo), amountKobo: c.amountKobo },
  };
}

export function toLegacyConfirmation(c: PaymentConfirmation) {
  return {
    ...toLegacyPlan(c.plan),
    payment: { reference: c.reference, amount: koboToNaira(c.payment.amountKobo), overpayment: koboToNaira(c.payment.overpaymentKobo), alreadyCredited: c.alreadyCredited },
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

export function toLegacyPaymentMethod(m: PaymentMethodView) {
  return { provider: m.provider, type: m.type, cardType: m.cardType, bank: m.bank, lastFourDigits: m.lastFourDigits, expMonth: m.expMonth, expYear: m.expYear };
}

/** POST /api/SavingsPlan. Without `paymentReference`: start a plan. With it: confirm that plan's first payment. */
export class LegacyCreatePlanBody {
  @MaxLength(36)
  @IsString()
  @IsOptional()
  foodPackId?: string;

  @MaxLength(100)
  @IsString()
  @IsOptional()
  paymentReference?: string;

  @IsIn(PaymentFrequencies, { message: `paymentFrequency must be one of ${PaymentFrequencies.join(', ')}` })
  @IsOptional()
  paymentFrequency?: string;

  @IsIn(PaymentPreferences, { message: `paymentPreference must be one of ${PaymentPreferences.join(', ')}` })
  @IsOptional()
  paymentPreference?: string;

  @IsIn(FulfilmentMethods, { message: `fulfilmentMethod must be one of ${FulfilmentMethods.join(', ')}` })
  @IsOptional()
  fulfilmentMethod?: string;

  @MaxLength(300)
  @IsString()
  @IsOptional()
  deliveryAddress?: string;
}

export class LegacyPreferenceBody {
  @IsIn(PaymentPreferences, { message: `preference must be one of ${PaymentPreferences.join(', ')}` })
  preference!: string;
}

export class LegacyRemindersBody {
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

export class LegacyUpdatePaymentBody {
  @MaxLength(100)
  @IsString({ message: 'paymentReference is required' })
  paymentReference!: string;
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
