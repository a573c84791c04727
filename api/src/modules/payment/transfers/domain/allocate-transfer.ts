/**
 * Where money transferred into a customer's own account goes (issue 27), pure. Any amount is
 * accepted: it pays the instalments due (due today or before, unpaid), the oldest first across
 * the customer's open plans, the plan they chose first if they chose one; a part that does not
 * cover a whole instalment goes into that plan all the same (its next instalment then costs less).
 * What exceeds the instalments due is the customer's credit, applied as the next ones fall due.
 * Invariants (allocate-transfer.spec.ts): the parts and the credit sum exactly to the amount; no
 * plan gets more than it has due; nothing is negative.
 */
import type { LocalDate } from '../../../../common/time';
import { creditKobo, isUnpaid, type ScheduleState } from '../../../savings-plan/domain/apply-payment';

export interface DueInstalment {
  planId: string;
  scheduleId: string;
  sequence: number;
  dueDate: LocalDate;
  /** The instalment less what the plan already holds towards it. */
  amountDueKobo: number;
}

export interface PlanMoney {
  id: string;
  amountPaidKobo: number;
  schedules: ScheduleState[];
}

/** A plan's unpaid instalments due on or before `today`, in order, each with what it still costs. */
export function dueInstalments(plan: PlanMoney, today: LocalDate): DueInstalment[] {
  let held = creditKobo(plan);
  const due: DueInstalment[] = [];
  for (const s of [...plan.schedules].filter(isUnpaid).sort((a, b) => a.sequence - b.sequence)) {
    if (s.dueDate > today) break;
    const fromHeld = Math.min(held, s.amountKobo);
    held -= fromHeld;
    if (s.amountKobo - fromHeld > 0) due.push({ planId: plan.id, scheduleId: s.id, sequence: s.sequence, dueDate: s.dueDate, amountDueKobo: s.amountKobo - fromHeld });
  }
  return due;
}

export interface PlanShare {
  planId: string;
  amountKobo: number;
  /** The instalment the share pays first (the payment row points at it). */
  firstScheduleId: string;
  /** Sequences of the instalments the share covers whole. */
  paidSequences: number[];
  /** The sequence of an instalment it only pays part of, if any. */
  partSequence: number | null;
}

export interface TransferAllocation {
  plans: PlanShare[];
  creditKobo: number;
}

/** The order instalments are paid in: the chosen plan's first, then by due date (then plan, then sequence). */
export function payingOrder(due: DueInstalment[], firstPlanId: string | null): DueInstalment[] {
  return [...due].sort(
    (a, b) =>
      Number(b.planId === firstPlanId) - Number(a.planId === firstPlanId) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.planId.localeCompare(b.planId) ||
      a.sequence - b.sequence,
  );
}

export function allocateTransfer(amountKobo: number, due: DueInstalment[], firstPlanId: string | null = null): TransferAllocation {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) throw new RangeError(`a transfer must be a positive number of kobo: ${amountKobo}`);
  let left = amountKobo;
  const shares = new Map<string, PlanShare>();
  for (const d of payingOrder(due, firstPlanId)) {
    if (left === 0) break;
    const take = Math.min(left, d.amountDueKobo);
    if (take <= 0) continue;
    left -= take;
    const share = shares.get(d.planId) ?? { planId: d.planId, amountKobo: 0, firstScheduleId: d.scheduleId, paidSequences: [], partSequence: null };
    share.amountKobo += take;
    if (take === d.amountDueKobo) share.paidSequences.push(d.sequence);
    else share.partSequence = d.sequence;
    shares.set(d.planId, share);
  }
  return { plans: [...shares.values()], creditKobo: left };
}
