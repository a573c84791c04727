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
import type { ScheduleView } from '../plans/savings-plan.views';
import type { RequestContext } from '../../../common/context';
import { legacyIds, type LegacyIds } from '../../../rest/legacy-ids';

/** The numbers of a page of admin rows, their packs and instalments (three queries, whatever the page size). */
export function adminPlanLegacyIds(ctx: RequestContext, rows: readonly AdminPlanRow[], schedules: ReadonlyMap<string, readonly ScheduleView[]>): Promise<LegacyIds> {
  return legacyIds(ctx, { plan: rows.map((p) => p.id), pack: rows.map((p) => p.foodPackId), schedule: [...schedules.values()].flatMap((list) => list.map((s) => s.id)) });
}

/**
 * Section 3's admin list row, with its `paymentSchedules[]` (id, dueDate, amount, status, paidAt),
 * which the original console reads on every row. Ids are whole numbers.
 */
export function toLegacyAdminPlan(p: AdminPlanRow, ids: LegacyIds, schedules: readonly ScheduleView[]) {
  const id = ids.of('plan', p.id);
  return {
    id,
    userId: p.userId,
    foodPackId: ids.maybe('pack', p.foodPackId),
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
    paymentSchedules: schedules.map((s) => ({ id: ids.of('schedule', s.id), savingsPlanId: id, dueDate: s.dueDate, amount: koboToNaira(s.amountKobo), status: s.status, paidAt: s.paidAt?.toISOString() ?? null })),
  };
}

/** One admin row as its legacy reply: its instalments and numbers read (four queries). */
export async function legacyAdminPlanReply(ctx: RequestContext, p: AdminPlanRow, planAdmin: { schedulesOf(ctx: RequestContext, planIds: readonly string[]): Promise<Map<string, ScheduleView[]>> }) {
  const schedules = await planAdmin.schedulesOf(ctx, [p.id]);
  return toLegacyAdminPlan(p, await adminPlanLegacyIds(ctx, [p], schedules), schedules.get(p.id) ?? []);
}

/** The schedule dialog: the plan's customer, pack and totals, its instalments, and the payments (with reversals) behind them. */
/** The numbers the schedule dialog shows (three queries). */
export function planScheduleLegacyIds(ctx: RequestContext, d: PlanScheduleDetails): Promise<LegacyIds> {
  return legacyIds(ctx, { plan: [d.planId], schedule: d.schedules.map((s) => s.id), payment: d.payments.map((p) => p.id) });
}

export function toLegacyPlanSchedule(d: PlanScheduleDetails, ids: LegacyIds) {
  const planNumber = ids.of('plan', d.planId);
  return {
    id: planNumber,
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
      id: ids.of('schedule', s.id),
      savingsPlanId: planNumber,
      dueDate: s.dueDate,
      amount: koboToNaira(s.amountKobo),
      fine: koboToNaira(s.fineKobo),
      kind: s.kind,
      status: s.status,
      paidAt: s.paidAt?.toISOString() ?? null,
    })),
    payments: d.payments.map((p) => ({
      id: ids.maybe('payment', p.id),
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

/** The numbers of a defaulter's overdue instalments and their plans (two queries). */
export function defaulterLegacyIds(ctx: RequestContext, d: DefaulterDetailsView): Promise<LegacyIds> {
  return legacyIds(ctx, { plan: d.duePayments.map((p) => p.planId), schedule: d.duePayments.map((p) => p.scheduleId) });
}

export function toLegacyDefaulterDetails(d: DefaulterDetailsView, ids: LegacyIds) {
  return {
    userId: d.userId,
    fullName: d.fullName,
    phoneNumber: d.phoneNumber,
    email: d.email,
    address: d.address,
    totalAmountOwed: koboToNaira(d.totalOwedKobo),
    duePayments: d.duePayments.map((p) => ({
      scheduleId: ids.of('schedule', p.scheduleId),
      planId: ids.of('plan', p.planId),
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

/** What PUT …/status records as the reason when the original console sends none (it sends only `{ status }`). */
export const LEGACY_CANCEL_REASON = 'Cancelled through the legacy status path';

/** PUT /api/SavingsPlan/{id}/status: the owner or an admin can only cancel; a plan's other statuses follow from its payments. */
export class LegacyPlanStatusBody {
  @IsIn(['cancelled'], { message: 'status must be Cancelled (the only status that can be set)' })
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
