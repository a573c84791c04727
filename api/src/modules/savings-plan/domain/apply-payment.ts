/**
 * What a verified payment does to a plan. Pure: the plan's money and schedule in, the changes out.
 *
 * - The plan's `amountPaidKobo` is the truth and never exceeds its total, the price plus the late
 *   fines not waived (`totalDueKobo`); money beyond it is the payment's overpayment (recorded on
 *   the payment, to be refunded). The plan completes when the total is paid, fines included.
 * - The payment pays the schedule it was issued for if that is still unpaid, else the next unpaid
 *   ones in order. A schedule is Paid when the money not yet matched to a paid schedule (the
 *   plan's credit) covers its whole amount; what is left stays as credit for the next one, so
 *   a verified payment is never dropped and never counted twice.
 * - A payment the plan cannot take (it is completed, or cancelled by someone) is recorded as
 *   wholly overpaid.
 */
import type { LocalDate } from '../../../common/time';
import { nextStatus, paymentEvent, type CancelReason, type PlanEvent, type PlanStatus } from './plan-state';

export const ScheduleStatuses = ['Pending', 'Paid', 'Overdue'] as const;
export type ScheduleStatus = (typeof ScheduleStatuses)[number];

export interface ScheduleState {
  id: string;
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
  status: ScheduleStatus;
}

export interface PlanMoneyState {
  status: PlanStatus;
  cancelReason: CancelReason | null;
  priceKobo: number;
  /** Late fines applied and not waived (the schedule carries them too); none when absent. */
  finesKobo?: number;
  amountPaidKobo: number;
  schedules: ScheduleState[];
}

export interface PaymentApplication {
  /** The events applied in order (e.g. firstPayment then paidInFull); empty when the plan could not take the payment. */
  events: PlanEvent[];
  status: PlanStatus;
  amountPaidKobo: number;
  appliedKobo: number;
  overpaymentKobo: number;
  /** Schedules this payment turned Paid, in the order paid. */
  paidScheduleIds: string[];
  /** What the payment row points at: the first schedule it paid, else the one it was issued for. */
  scheduleId: string | null;
}

export function isUnpaid(s: { status: ScheduleStatus }): boolean {
  return s.status !== 'Paid';
}

function bySequence<T extends { sequence: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.sequence - b.sequence);
}

/** What completes the plan: its price plus the late fines not waived. */
export function totalDueKobo(plan: Pick<PlanMoneyState, 'priceKobo' | 'finesKobo'>): number {
  return plan.priceKobo + (plan.finesKobo ?? 0);
}

/** Money paid into the plan that no paid schedule accounts for yet. */
export function creditKobo(plan: Pick<PlanMoneyState, 'amountPaidKobo' | 'schedules'>): number {
  const matched = plan.schedules.filter((s) => !isUnpaid(s)).reduce((sum, s) => sum + s.amountKobo, 0);
  return Math.max(0, plan.amountPaidKobo - matched);
}

export function applyPayment(plan: PlanMoneyState, payment: { amountKobo: number; issuedForScheduleId: string | null }): PaymentApplication {
  if (!Number.isSafeInteger(payment.amountKobo) || payment.amountKobo <= 0) throw new RangeError(`a payment must be a positive number of kobo: ${payment.amountKobo}`);
  const first = paymentEvent(plan);
  const refused: PaymentApplication = {
    events: [],
    status: plan.status,
    amountPaidKobo: plan.amountPaidKobo,
    appliedKobo: 0,
    overpaymentKobo: payment.amountKobo,
    paidScheduleIds: [],
    scheduleId: payment.issuedForScheduleId,
  };
  if (!first) return refused;

  const total = totalDueKobo(plan);
  const appliedKobo = Math.min(payment.amountKobo, Math.max(0, total - plan.amountPaidKobo));
  const amountPaidKobo = plan.amountPaidKobo + appliedKobo;
  const paidScheduleIds = coveredSchedules({ amountPaidKobo, schedules: plan.schedules }, payment.issuedForScheduleId);

  const events: PlanEvent[] = [first];
  let status = nextStatus(plan.status, first)!;
  if (amountPaidKobo >= total) {
    events.push('paidInFull');
    status = nextStatus(status, 'paidInFull')!;
  }
  return {
    events,
    status,
    amountPaidKobo,
    appliedKobo,
    overpaymentKobo: payment.amountKobo - appliedKobo,
    paidScheduleIds,
    scheduleId: paidScheduleIds[0] ?? payment.issuedForScheduleId,
  };
}

/**
 * The unpaid schedules the plan's credit covers, in the order to mark them Paid: the preferred
 * one first (if unpaid and covered), then unpaid ones by sequence while covered. Afterwards the
 * credit is less than the first unpaid schedule left (or all are paid).
 */
export function coveredSchedules(plan: Pick<PlanMoneyState, 'amountPaidKobo' | 'schedules'>, preferredId: string | null = null): string[] {
  let credit = creditKobo(plan);
  const unpaid = bySequence(plan.schedules.filter(isUnpaid));
  const paidScheduleIds: string[] = [];
  const issued = unpaid.find((s) => s.id === preferredId);
  if (issued && credit >= issued.amountKobo) {
    credit -= issued.amountKobo;
    paidScheduleIds.push(issued.id);
  }
  for (const s of unpaid) {
    if (s === issued && paidScheduleIds.includes(s.id)) continue;
    if (credit < s.amountKobo) break;
    credit -= s.amountKobo;
    paidScheduleIds.push(s.id);
  }
  return paidScheduleIds;
}

export interface NextDue {
  scheduleId: string;
  sequence: number;
  dueDate: LocalDate;
  /** The schedule's amount less the plan's credit: what paying it now costs. */
  amountDueKobo: number;
  status: ScheduleStatus;
}

/** The first unpaid schedule and what it costs now; null when every schedule is paid. */
export function nextDue(plan: Pick<PlanMoneyState, 'amountPaidKobo' | 'schedules'>, today: LocalDate): NextDue | null {
  const next = bySequence(plan.schedules.filter(isUnpaid))[0];
  if (!next) return null;
  return {
    scheduleId: next.id,
    sequence: next.sequence,
    dueDate: next.dueDate,
    amountDueKobo: Math.max(0, next.amountKobo - creditKobo(plan)),
    status: statusOn(next, today),
  };
}

/** A schedule still unpaid after its due date is Overdue (shown so even before a job records it). */
export function statusOn(s: Pick<ScheduleState, 'status' | 'dueDate'>, today: LocalDate): ScheduleStatus {
  return s.status === 'Pending' && s.dueDate < today ? 'Overdue' : s.status;
}

export interface OverdueDue {
  /** The oldest overdue instalment: the checkout is issued for it, and the payment covers the rest in order. */
  scheduleId: string;
  /** How many instalments are unpaid past their due date. */
  count: number;
  /** What paying all of them now costs: their amounts less the plan's credit. */
  amountDueKobo: number;
}

/**
 * Every instalment unpaid past its due date and what paying them all at once costs (less the
 * plan's credit); null when none is overdue. Overdue instalments are the oldest unpaid ones, so a
 * payment of this amount, credited oldest first (coveredSchedules), pays exactly these.
 */
export function overdueDue(plan: Pick<PlanMoneyState, 'amountPaidKobo' | 'schedules'>, today: LocalDate): OverdueDue | null {
  const unpaid = bySequence(plan.schedules.filter(isUnpaid));
  const overdue: ScheduleState[] = [];
  for (const s of unpaid) {
    if (statusOn(s, today) !== 'Overdue') break;
    overdue.push(s);
  }
  if (!overdue.length) return null;
  const sum = overdue.reduce((total, s) => total + s.amountKobo, 0);
  return { scheduleId: overdue[0].id, count: overdue.length, amountDueKobo: Math.max(0, sum - creditKobo(plan)) };
}
