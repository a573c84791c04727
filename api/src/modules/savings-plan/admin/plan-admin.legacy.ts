/**
 * The original API's admin savings-plan, defaulter and manual-payment shapes (specification
 * sections 3 and 7): naira instead of kobo, the original field names. Only the REST shim uses
 * this. Amounts the client sends (totalAmount, monthlyAmount, amount) and the payment date are
 * never read: the pack's price and the server's records and clock decide them.
 */
import { IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { validationError } from '../../../common/errors';
import { koboToNaira } from '../../../common/money';
import { lagosDate } from '../../../common/time';
import type { DefaulterDetailsView, DefaulterView } from './defaulters.service';
import { PlanStatuses, type PlanStatus } from '../domain/plan-state';
import { PaymentFrequencies } from '../domain/schedule';
import type { AdminPlanRow, AdminPlanSortField, PlanScheduleDetails } from './plan-admin.service';
import { AdminPlanSort } from './plan-admin.types';
import { normaliseLegacyBody } from '../plans/savings-plan.legacy';

/** Section 3's admin list row. `paymentSchedules` is left out of the list to keep pages small: GET …/admin/{id}/schedule serves them. */
export function toLegacyAdminPlan(p: AdminPlanRow) {
  return {
    id: p.id,
    userId: p.userId,
    userFullName: p.userFullName,
    userPhoneNumber: p.userPhoneNumber,
    userAddress: p.userAddress,
    foodPackName: p.foodPackName,
    totalAmount: koboToNaira(p.totalAmountKobo),
    amountPaid: koboToNaira(p.amountPaidKobo),
    status: p.status,
    startDate: p.startDate,
    createdAt: p.createdAt.toISOString(),
    lastPaymentDate: p.lastPaymentAt?.toISOString() ?? null,
    hasPayments: p.hasPayments,
  };
}

/** The schedule dialog: the plan's customer, pack and totals, its instalments, and the payments (with reversals) behind them. */
export function toLegacyPlanSchedule(d: PlanScheduleDetails) {
  return {
    id: d.planId,
    userId: d.userId,
    userFullName: d.customerName,
    userPhoneNumber: d.customerPhoneNumber,
    foodPackName: d.foodPackName,
    status: d.status,
    totalAmount: koboToNaira(d.totalAmountKobo),
    fines: koboToNaira(d.finesKobo),
    amountPaid: koboToNaira(d.amountPaidKobo),
    cancelReason: d.cancelReason,
    paymentSchedules: d.schedules.map((s) => ({
      id: s.id,
      dueDate: s.dueDate,
      amount: koboToNaira(s.amountKobo),
      fine: koboToNaira(s.fineKobo),
      kind: s.kind,
      status: s.status,
      paidAt: s.paidAt?.toISOString() ?? null,
    })),
    payments: d.payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      reference: p.reference,
      externalReference: p.externalReference,
      channel: p.channel,
      amount: koboToNaira(p.amountKobo),
      applied: koboToNaira(p.appliedKobo),
      note: p.note,
      recordedBy: p.recordedByName,
      paidAt: p.paidAt?.toISOString() ?? null,
      revertedAt: p.revertedAt?.toISOString() ?? null,
      revertReason: p.revertReason,
      revertKind: p.revertKind,
      refundChannel: p.refundChannel,
      refundStatus: p.refundStatus,
    })),
    refundProblem: d.refundProblem,
  };
}

/** Section 3's defaulter summary, with the age of the oldest arrear beside it. */
export function toLegacyDefaulter(d: DefaulterView) {
  return {
    userId: d.userId,
    fullName: d.fullName,
    phoneNumber: d.phoneNumber,
    totalAmountOwed: koboToNaira(d.amountOwedKobo),
    duePayments: d.duePayments,
    maxDaysOverdue: d.maxDaysOverdue,
    lastPaymentDate: d.lastPaymentAt?.toISOString() ?? null,
  };
}

export function toLegacyDefaulterDetails(d: DefaulterDetailsView) {
  return {
    userId: d.userId,
    fullName: d.fullName,
    phoneNumber: d.phoneNumber,
    email: d.email,
    address: d.address,
    totalAmountOwed: koboToNaira(d.totalOwedKobo),
    duePayments: d.duePayments.map((p) => ({
      scheduleId: p.scheduleId,
      planId: p.planId,
      foodPackName: p.foodPackName,
      dueDate: p.dueDate,
      amount: koboToNaira(p.amountKobo),
      daysOverdue: p.daysOverdue,
    })),
  };
}

/**
 * POST /api/savingsplan with `userId`: the admin's Create Plan. totalAmount, monthlyAmount,
 * paymentPreference ('manual') and paymentReference (a "manual" marker) are not read: the plan is
 * on the pack's current price, paid by hand.
 */
export class LegacyAdminCreatePlanBody {
  @MaxLength(36)
  @IsString({ message: 'userId is required' })
  userId!: string;

  @MaxLength(36)
  @IsString({ message: 'foodPackId is required' })
  foodPackId!: string;

  @IsInt({ message: 'duration must be a whole number of months' })
  @IsOptional()
  duration?: number;

  @MaxLength(40)
  @IsString()
  @IsOptional()
  startDate?: string;

  @IsIn(PaymentFrequencies, { message: `paymentFrequency must be one of ${PaymentFrequencies.join(', ')}` })
  @IsOptional()
  paymentFrequency?: string;
}

/** PUT /api/SavingsPlan/{id}/status: an admin can only cancel; a plan's other statuses follow from its payments. */
export class LegacyPlanStatusBody {
  @IsIn(['cancelled'], { message: 'status must be Cancelled (the only status an admin sets)' })
  status!: string;

  @IsString()
  @IsOptional()
  reason?: string;

  @IsIn(['refund', 'plan'], { message: "destination must be 'refund' (the default) or 'plan'" })
  @IsOptional()
  destination?: string;

  @IsString()
  @IsOptional()
  targetPlanId?: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A date from the original client, as a Lagos calendar date: 'YYYY-MM-DD' as it is, a timestamp
 * (`new Date().toISOString()`, a date picker's local midnight) as the Lagos day it falls on.
 * Anything else is passed on for the service to refuse.
 */
export function toLagosDate(value: string): string {
  const v = value.trim();
  if (!INSTANT.test(v)) return v;
  const instant = new Date(v);
  return Number.isNaN(instant.getTime()) ? v : lagosDate(instant);
}

/** The admin bodies on top of normaliseLegacyBody: enums in any casing ('Bank Transfer'), blank text as absent, timestamps as Lagos dates. */
export function normaliseAdminBody(body: unknown): unknown {
  const out = normaliseLegacyBody(body);
  if (typeof out !== 'object' || out === null || Array.isArray(out)) return out;
  const fields = out as Record<string, unknown>; // a copy already
  for (const key of ['channel', 'status']) {
    if (typeof fields[key] === 'string') fields[key] = (fields[key] as string).trim().toLowerCase().replace(/[\s-]+/g, '_');
  }
  for (const key of ['userId', 'scheduleId', 'reference', 'note', 'reason']) {
    if (typeof fields[key] === 'string') fields[key] = (fields[key] as string).trim() || undefined;
    if (fields[key] === null) fields[key] = undefined;
  }
  if (typeof fields.startDate === 'string') fields.startDate = toLagosDate(fields.startDate);
  return fields;
}

/** The list's status filter in any letter case ('active'); 'all' or empty: every status. Another value goes on to the service, which names the allowed ones. */
export function legacyStatusFilter(raw: string | undefined): PlanStatus | null {
  const v = raw?.trim().toLowerCase();
  if (!v || v === 'all') return null;
  return PlanStatuses.find((s) => s.toLowerCase() === v) ?? (raw!.trim() as PlanStatus);
}

const SORTS = Object.values(AdminPlanSort) as AdminPlanSortField[];

/** The list's sort field (any letter case; startDate when absent) and direction (asc or desc; desc when absent). */
export function legacySort(sort: string | undefined, direction: string | undefined): { sort: AdminPlanSortField; direction: 'asc' | 'desc' } {
  const field = sort?.trim() ? SORTS.find((s) => s.toLowerCase() === sort.trim().toLowerCase()) : 'startDate';
  if (!field) throw validationError(`Sort must be one of ${SORTS.join(', ')}`, [{ field: 'sort', message: `Sort must be one of ${SORTS.join(', ')}` }]);
  const dir = direction?.trim().toLowerCase() || 'desc';
  if (dir !== 'asc' && dir !== 'desc') throw validationError('Direction must be asc or desc', [{ field: 'direction', message: 'Direction must be asc or desc' }]);
  return { sort: field, direction: dir };
}

/** A page number or size from the query string; absent or blank: the service's default. */
export function legacyNumber(value: string | undefined): number | undefined {
  return value === undefined || value.trim() === '' ? undefined : Number(value);
}
