/**
 * What a verified payment does to a plan. Pure: the plan's money and schedule in, the changes out.
 *
 * - The plan's `amountPaidKobo` is the truth and never exceeds the price; money beyond the price
 *   is the payment's overpayment (recorded on the payment, to be refunded).
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

  const appliedKobo = Math.min(payment.amountKobo, Math.max(0, plan.priceKobo - plan.amountPaidKobo));
  const amountPaidKobo = plan.amountPaidKobo + appliedKobo;
  let credit = creditKobo({ amountPaidKobo, schedules: plan.schedules });

  // The schedule it was issued for first, if unpaid and covered; then unpaid ones in order while
  // covered. So afterwards the credit is less than the first unpaid schedule (or all are paid).
  const unpaid = bySequence(plan.schedules.filter(isUnpaid));
  const paidScheduleIds: string[] = [];
  const issued = unpaid.find((s) => s.id === payment.issuedForScheduleId);
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

  const events: PlanEvent[] = [first];
  let status = nextStatus(plan.status, first)!;
  if (amountPaidKobo >= plan.priceKobo) {
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
