import { In, MoreThan, type EntityManager } from 'typeorm';
import { lagosDate, type LocalDate } from '../../../common/time';
import { nextDue, overdueDue, statusOn, type NextDue, type OverdueDue, type ScheduleStatus } from '../domain/apply-payment';
import { isOpen, type PlanStatus } from '../domain/plan-state';
import { progressPercent, type FulfilmentMethod, type PaymentPreference } from '../domain/plan-rules';
import type { PaymentFrequency } from '../domain/schedule';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow } from '../account/savings-plan.entity';
import type { FulfilmentState } from '../domain/fulfilment-moves';
import { DEFAULT_LATE_FINE_CAP_PERCENT, fineWarning, type FineWarning, finesOwedKobo } from '../domain/late-fines';
import { lateFineView, type LateFineView } from '../late-fines/late-fines.service';
import { PlanFineRow } from '../account/plan-fine.entity';
import { lateFinePlanOf } from '../account/plan-account';
import { type PlanPaymentView, type PlanPayments, type PlanRefundView } from './plan-payments';
import { CreditEntryRow } from '../account/credit-entry.entity';
import type { PriceLock } from '../domain/price-lock';
import { priceLocksOf } from './price-lock';

export interface ScheduleView {
  id: string;
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
  /** Pending past its due date shows as Overdue. */
  status: ScheduleStatus;
  paidAt: Date | null;
  /** The part of amountKobo that is a late fine ("₦X + ₦Y fine"); all of it for a fine's own instalment. */
  fineKobo: number;
  /** 'fine': an instalment added for a late fine; 'instalment': one of the plan's own. */
  kind: 'instalment' | 'fine';
}

export interface FulfilmentView {
  method: FulfilmentMethod;
  address: string | null;
  landmark: string | null;
  area: string | null;
  /** Known once the plan is fully paid. */
  expectedFrom: LocalDate | null;
  expectedTo: LocalDate | null;
  promisedDate: LocalDate | null;
  status: FulfilmentState | 'AwaitingPayment';
}

export interface SavingsPlanView {
  id: string;
  userId: string;
  foodPackId: string;
  foodPackName: string;
  totalAmountKobo: number;
  instalmentAmountKobo: number;
  amountPaidKobo: number;
  remainingKobo: number;
  progressPercent: number;
  frequency: PaymentFrequency;
  durationMonths: number;
  instalmentCount: number;
  startDate: LocalDate;
  endDate: LocalDate;
  paymentPreference: PaymentPreference;
  remindersEnabled: boolean;
  status: PlanStatus;
  fulfilment: FulfilmentView;
  schedules: ScheduleView[];
  payments: PlanPaymentView[];
  /** The next instalment to pay and what it costs now; null when none is left or the plan is closed. */
  nextDue: NextDue | null;
  /** Every instalment unpaid past its due date, and what paying them all at once costs now; null when none (or the plan is not Active). */
  overdue: OverdueDue | null;
  /** Late fines not waived: owed on top of the price (remainingKobo counts them). */
  finesKobo: number;
  fines: LateFineView[];
  /** From 14 days before a late fine applies: when, how much, and what to pay by when to avoid it. */
  fineWarning: FineWarning | null;
  lastPaymentAt: Date | null;
  createdAt: Date;
  activatedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** A cancelled plan's money: where it went (null for a plan not cancelled). */
  moneyFate: MoneyFateView | null;
  /** A plan still being paid whose pack costs more today: what the locked price saves (domain/price-lock); null otherwise. */
  priceLock: PriceLock | null;
}

/**
 * Where a cancelled plan's money went (issue 26): 'refunded' (the refunds, with their promised
 * days), 'moved' into another plan or 'changed' to a new pack (that plan), 'kept' on the plan (an
 * admin's cancellation before issue 26, still to be settled), or 'none' (nothing was paid).
 */
export interface MoneyFateView {
  kind: 'refunded' | 'moved' | 'changed' | 'kept' | 'none';
  amountKobo: number;
  toPlanId: string | null;
  toPackName: string | null;
  refunds: PlanRefundView[];
}

/**
 * Views of plans with their schedules, payments, fulfilments and late fines. Payments are the
 * payment feature's rows, read through its PlanPayments.
 */
export class PlanViews {
  constructor(
    private readonly payments: PlanPayments,
    /** LATE_FINE_CAP_PERCENT (config): for the fine warning's amount and cap. */
    private readonly fineCapPercent = DEFAULT_LATE_FINE_CAP_PERCENT,
  ) {}

  /**
   * Four queries whatever the number of plans, three when the caller read the fulfilments with
   * the plans (the customer's list joins them). Each kind is grouped by plan once, so building is
   * one pass. A reverted payment is not the customer's money in the plan any more: left out (the
   * admin's schedule shows it). The packs' prices today (for the price-lock certificate) are one
   * more query when a plan is still being paid, none when the caller read them with the plans.
   */
  async many(m: EntityManager, rows: SavingsPlanRow[], now: Date, knownFulfilments?: FulfilmentRow[], knownPackPrices?: ReadonlyMap<string, number>): Promise<SavingsPlanView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [schedules, payments, fulfilments, fines, priceLocks] = await Promise.all([
      m.find(PaymentScheduleRow, { where: { planId: In(ids) }, order: { planId: 'ASC', sequence: 'ASC' } }),
      this.payments.liveOf(m, ids),
      knownFulfilments ?? m.find(FulfilmentRow, { where: { planId: In(ids) } }),
      m.find(PlanFineRow, { where: { planId: In(ids) }, order: { monthIndex: 'ASC' } }),
      priceLocksOf(m, rows, knownPackPrices),
    ]);
    const today = lagosDate(now);
    const schedulesOf = byPlan(schedules);
    const paymentsOf = byPlan(payments);
    const finesOf = byPlan(fines);
    const fulfilmentOf = new Map(fulfilments.map((f) => [f.planId, f]));
    const fates = await this.moneyFates(m, rows.filter((r) => r.status === 'Cancelled'));
    return rows.map((row) => ({ ...toView(row, schedulesOf.get(row.id) ?? [], paymentsOf.get(row.id) ?? [], fulfilmentOf.get(row.id) ?? null, today, finesOf.get(row.id) ?? [], this.fineCapPercent), moneyFate: fates.get(row.id) ?? null, priceLock: priceLocks.get(row.id) ?? null }));
  }

  /** Where each cancelled plan's money went: its refunds, or the plan its credit rows moved it into. Two or three queries for any number. */
  private async moneyFates(m: EntityManager, cancelled: SavingsPlanRow[]): Promise<Map<string, MoneyFateView>> {
    const fates = new Map<string, MoneyFateView>();
    if (!cancelled.length) return fates;
    const ids = cancelled.map((r) => r.id);
    const [refunds, outs] = await Promise.all([this.payments.refundsOf(m, ids), m.find(CreditEntryRow, { where: { planId: In(ids), amountKobo: MoreThan(0) } })]);
    const ins = outs.length ? await m.find(CreditEntryRow, { where: { id: In(outs.map((o) => o.counterpartId!)) } }) : [];
    const targets = ins.length ? await m.find(SavingsPlanRow, { where: { id: In(ins.map((i) => i.planId)) }, select: { id: true, packName: true } }) : [];
    const refundsOf = byPlan(refunds);
    for (const row of cancelled) {
      const out = outs.find((o) => o.planId === row.id);
      const target = out && targets.find((t) => t.id === ins.find((i) => i.id === out.counterpartId)?.planId);
      const given = refundsOf.get(row.id) ?? [];
      if (out) fates.set(row.id, { kind: out.reason === 'pack-change' ? 'changed' : 'moved', amountKobo: out.amountKobo, toPlanId: target?.id ?? null, toPackName: target?.packName ?? null, refunds: [] });
      else if (given.length) fates.set(row.id, { kind: 'refunded', amountKobo: given.reduce((sum, r) => sum + r.amountKobo, 0), toPlanId: null, toPackName: null, refunds: given });
      else fates.set(row.id, { kind: row.amountPaidKobo > 0 ? 'kept' : 'none', amountKobo: row.amountPaidKobo, toPlanId: null, toPackName: null, refunds: [] });
    }
    return fates;
  }

  async one(m: EntityManager, row: SavingsPlanRow, now: Date): Promise<SavingsPlanView> {
    return (await this.many(m, [row], now))[0];
  }
}

/** Rows grouped by their plan, each group in the order read. */
function byPlan<T extends { planId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.planId);
    if (group) group.push(row);
    else groups.set(row.planId, [row]);
  }
  return groups;
}

/** An instalment as shown: Overdue when unpaid past its due date; a fine's own instalment is kind 'fine'. */
export function scheduleView(s: PaymentScheduleRow, today: LocalDate): ScheduleView {
  return { id: s.id, sequence: s.sequence, dueDate: s.dueDate, amountKobo: s.amountKobo, status: statusOn(s, today), paidAt: s.paidAt, fineKobo: s.fineKobo, kind: s.fineId && s.fineKobo === s.amountKobo ? 'fine' : 'instalment' };
}

/** `sorted`: the plan's schedules in sequence order, as planViews reads them. */
function toView(row: SavingsPlanRow, sorted: PaymentScheduleRow[], payments: (PlanPaymentView & { planId: string })[], fulfilment: FulfilmentRow | null, today: LocalDate, fines: PlanFineRow[], fineCapPercent: number): Omit<SavingsPlanView, 'moneyFate' | 'priceLock'> {
  const finesKobo = finesOwedKobo(fines);
  const totalDue = row.priceKobo + finesKobo;
  return {
    id: row.id,
    userId: row.userId,
    foodPackId: row.foodPackId,
    foodPackName: row.packName,
    totalAmountKobo: row.priceKobo,
    instalmentAmountKobo: row.instalmentKobo,
    amountPaidKobo: row.amountPaidKobo,
    remainingKobo: Math.max(0, totalDue - row.amountPaidKobo),
    progressPercent: progressPercent(row.amountPaidKobo, totalDue),
    frequency: row.frequency,
    durationMonths: row.durationMonths,
    instalmentCount: row.instalmentCount,
    startDate: row.startDate,
    endDate: sorted[sorted.length - 1]?.dueDate ?? row.startDate,
    paymentPreference: row.paymentPreference,
    remindersEnabled: row.remindersEnabled,
    status: row.status,
    fulfilment: fulfilment
      ? { method: fulfilment.method, address: fulfilment.address, landmark: fulfilment.landmark, area: fulfilment.area, expectedFrom: fulfilment.expectedFrom, expectedTo: fulfilment.expectedTo, promisedDate: fulfilment.promisedDate, status: fulfilment.status }
      : { method: row.fulfilmentMethod, address: row.deliveryAddress, landmark: row.deliveryLandmark, area: row.deliveryArea, expectedFrom: null, expectedTo: null, promisedDate: null, status: 'AwaitingPayment' },
    schedules: sorted.map((s) => scheduleView(s, today)),
    payments: payments.map(({ planId: _plan, ...p }) => p),
    nextDue: isOpen(row.status) ? nextDue({ amountPaidKobo: row.amountPaidKobo, schedules: sorted }, today) : null,
    overdue: row.status === 'Active' ? overdueDue({ amountPaidKobo: row.amountPaidKobo, schedules: sorted }, today) : null,
    finesKobo,
    fines: fines.map((f) => lateFineView(f, row.startDate)),
    fineWarning: fineWarning(lateFinePlanOf(row, sorted, fines, fineCapPercent), today),
    lastPaymentAt: payments.reduce<Date | null>((last, p) => {
      const at = p.paidAt ?? p.createdAt;
      return !last || at > last ? at : last;
    }, null),
    createdAt: row.createdAt,
    activatedAt: row.activatedAt,
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
  };
}
