/**
 * What taking back a payment does to its plan. Pure: the plan's money and schedule in, the changes out.
 *
 * - The plan's amount paid drops by what the payment put in (its applied part; an overpayment
 *   never entered the plan).
 * - The instalments that payment paid become unpaid again: Pending, or Overdue when past due.
 *   If it also left credit that a later payment used, the paid instalments are no longer all
 *   covered: the latest ones are unpaid until what is marked Paid fits the amount paid again.
 * - A completed plan that is no longer fully paid is Active again.
 */
import type { LocalDate } from '../../../common/time';
import { totalDueKobo, type PlanMoneyState, type ScheduleState, type ScheduleStatus } from './apply-payment';
import { nextStatus, type PlanStatus } from './plan-state';

export interface ReversibleSchedule extends ScheduleState {
  paymentId: string | null;
}

export interface ReversalOutcome {
  status: PlanStatus;
  amountPaidKobo: number;
  /** The instalments to mark unpaid, each with the status it goes back to. */
  unpaid: { id: string; status: ScheduleStatus }[];
  /** True when a completed plan went back to Active. */
  reopened: boolean;
}

export function revertPayment(
  plan: Omit<PlanMoneyState, 'schedules'> & { schedules: ReversibleSchedule[] },
  payment: { id: string; appliedKobo: number },
  today: LocalDate,
): ReversalOutcome {
  if (!Number.isSafeInteger(payment.appliedKobo) || payment.appliedKobo < 0) throw new RangeError(`applied amount must be whole kobo: ${payment.appliedKobo}`);
  if (payment.appliedKobo > plan.amountPaidKobo) throw new RangeError(`cannot take back ${payment.appliedKobo} kobo from a plan holding ${plan.amountPaidKobo}`);
  const amountPaidKobo = plan.amountPaidKobo - payment.appliedKobo;

  const paid = plan.schedules.filter((s) => s.status === 'Paid').sort((a, b) => a.sequence - b.sequence);
  const unpaidIds = new Set(paid.filter((s) => s.paymentId === payment.id).map((s) => s.id));
  let matched = paid.filter((s) => !unpaidIds.has(s.id)).reduce((sum, s) => sum + s.amountKobo, 0);
  for (const s of [...paid].reverse()) {
    if (matched <= amountPaidKobo) break;
    if (unpaidIds.has(s.id)) continue;
    unpaidIds.add(s.id);
    matched -= s.amountKobo;
  }

  const reopened = plan.status === 'Completed' && amountPaidKobo < totalDueKobo(plan);
  return {
    status: reopened ? nextStatus(plan.status, 'paymentReverted')! : plan.status,
    amountPaidKobo,
    unpaid: paid.filter((s) => unpaidIds.has(s.id)).map((s) => ({ id: s.id, status: s.dueDate < today ? 'Overdue' : 'Pending' })),
    reopened,
  };
}
