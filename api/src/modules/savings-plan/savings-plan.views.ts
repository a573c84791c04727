import { In, type EntityManager } from 'typeorm';
import { lagosDate, type LocalDate } from '../../common/time';
import { PaymentRow } from '../payment/payment.entity';
import { nextDue, statusOn, type NextDue, type ScheduleStatus } from './domain/apply-payment';
import { isOpen, type PlanStatus } from './domain/plan-state';
import { progressPercent, type FulfilmentMethod, type PaymentPreference } from './domain/plan-rules';
import type { PaymentFrequency } from './domain/schedule';
import { FulfilmentRow, PaymentScheduleRow, SavingsPlanRow, type FulfilmentStatus } from './savings-plan.entity';

export interface ScheduleView {
  id: string;
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
  /** Pending past its due date shows as Overdue. */
  status: ScheduleStatus;
  paidAt: Date | null;
}

export interface PlanPaymentView {
  id: string;
  reference: string;
  amountKobo: number;
  appliedKobo: number;
  overpaymentKobo: number;
  currency: string;
  channel: string | null;
  scheduleId: string | null;
  paidAt: Date | null;
  createdAt: Date;
}

export interface FulfilmentView {
  method: FulfilmentMethod;
  address: string | null;
  /** Known once the plan is fully paid. */
  expectedFrom: LocalDate | null;
  expectedTo: LocalDate | null;
  status: FulfilmentStatus | 'AwaitingPayment';
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
  lastPaymentAt: Date | null;
  createdAt: Date;
  activatedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

/** Views of many plans with their schedules, payments and fulfilments: three queries whatever the number of plans. */
export async function planViews(m: EntityManager, rows: SavingsPlanRow[], now: Date): Promise<SavingsPlanView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [schedules, payments, fulfilments] = await Promise.all([
    m.find(PaymentScheduleRow, { where: { planId: In(ids) }, order: { planId: 'ASC', sequence: 'ASC' } }),
    m.find(PaymentRow, { where: { planId: In(ids) }, order: { createdAt: 'ASC' } }),
    m.find(FulfilmentRow, { where: { planId: In(ids) } }),
  ]);
  const today = lagosDate(now);
  return rows.map((row) =>
    toView(
      row,
      schedules.filter((s) => s.planId === row.id),
      payments.filter((p) => p.planId === row.id),
      fulfilments.find((f) => f.planId === row.id) ?? null,
      today,
    ),
  );
}

export async function planView(m: EntityManager, row: SavingsPlanRow, now: Date): Promise<SavingsPlanView> {
  return (await planViews(m, [row], now))[0];
}

function toView(row: SavingsPlanRow, schedules: PaymentScheduleRow[], payments: PaymentRow[], fulfilment: FulfilmentRow | null, today: LocalDate): SavingsPlanView {
  const sorted = [...schedules].sort((a, b) => a.sequence - b.sequence);
  return {
    id: row.id,
    userId: row.userId,
    foodPackId: row.foodPackId,
    foodPackName: row.packName,
    totalAmountKobo: row.priceKobo,
    instalmentAmountKobo: row.instalmentKobo,
    amountPaidKobo: row.amountPaidKobo,
    remainingKobo: Math.max(0, row.priceKobo - row.amountPaidKobo),
    progressPercent: progressPercent(row.amountPaidKobo, row.priceKobo),
    frequency: row.frequency,
    durationMonths: row.durationMonths,
    instalmentCount: row.instalmentCount,
    startDate: row.startDate,
    endDate: sorted[sorted.length - 1]?.dueDate ?? row.startDate,
    paymentPreference: row.paymentPreference,
    remindersEnabled: row.remindersEnabled,
    status: row.status,
    fulfilment: fulfilment
      ? { method: fulfilment.method, address: fulfilment.address, expectedFrom: fulfilment.expectedFrom, expectedTo: fulfilment.expectedTo, status: fulfilment.status }
      : { method: row.fulfilmentMethod, address: row.deliveryAddress, expectedFrom: null, expectedTo: null, status: 'AwaitingPayment' },
    schedules: sorted.map((s) => ({ id: s.id, sequence: s.sequence, dueDate: s.dueDate, amountKobo: s.amountKobo, status: statusOn(s, today), paidAt: s.paidAt })),
    payments: payments.map((p) => ({
      id: p.id,
      reference: p.providerReference,
      amountKobo: p.amountKobo,
      appliedKobo: p.appliedKobo,
      overpaymentKobo: p.overpaymentKobo,
      currency: p.currency,
      channel: p.channel,
      scheduleId: p.scheduleId,
      paidAt: p.paidAt,
      createdAt: p.createdAt,
    })),
    nextDue: isOpen(row.status) ? nextDue({ amountPaidKobo: row.amountPaidKobo, schedules: sorted }, today) : null,
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
