/**
 * "At your pace, your pack arrives around <date>" (issue 25): when a plan will be paid up if the
 * customer keeps paying the way they have, and so when its pack arrives. Pure.
 *
 * The schedule's last due date, moved by the customer's pace:
 * - behind: the first unpaid instalment is overdue by `lag` days; the rest is assumed to slip as
 *   much (or by their habit, below, when that is more);
 * - ahead: instalments due after today are already paid; the plan finishes as many days early as
 *   the schedule they cover (paying next month's instalment now brings the end a month forward);
 * - habit: the mean days late of the instalments paid so far (early counts as on time, its lead
 *   is counted above), so a customer who always pays three days late is expected three days late.
 * Never before today. The pack then arrives on the delivery promise's last day: the 5th Lagos
 * working day after (working-calendar), the same promise a completed plan is given.
 *
 * The forecast projects 100,000 plans at once from a per-plan summary read in SQL (one GROUP BY),
 * so the projection takes the summary (`PaceSummary`), and `paceSummary` builds it from a plan's
 * instalments for the single-plan path.
 */
import { addDays, daysBetween, type LocalDate } from '../../../common/time';
import type { ScheduleStatus } from './apply-payment';
import { promisedDate } from './working-calendar';

export interface PaceInstalment {
  dueDate: LocalDate;
  amountKobo: number;
  status: ScheduleStatus;
  /** The Lagos day it was paid; null while unpaid. */
  paidOn: LocalDate | null;
}

/** What the projection needs of a plan's instalments; every field is an aggregate SQL can compute per plan. */
export interface PaceSummary {
  /** The last instalment's due date. */
  lastDue: LocalDate;
  /** The earliest due date of an unpaid instalment; null when all are paid. */
  firstUnpaidDue: LocalDate | null;
  /**
   * The earliest due date after today, paid or not; null when none is. Strictly after: an
   * instalment due today and paid today is on time, not ahead.
   */
  firstDueAfterToday: LocalDate | null;
  /** The mean of max(0, days paid after the due date) over paid instalments, rounded; 0 with none paid. */
  habitLateDays: number;
  /** The day the last instalment was paid, for a plan with nothing unpaid. */
  lastPaidOn: LocalDate | null;
}

export type PaceKind = 'onTime' | 'behind' | 'ahead';

export interface PaceProjection {
  pace: PaceKind;
  /** Days behind (positive) or ahead (negative) of the schedule's last due date; 0 on time. */
  shiftDays: number;
  /** The day the plan is expected to be paid up. */
  paidUpOn: LocalDate;
  /** The day the pack is expected at the latest: the delivery promise for `paidUpOn`. */
  arrivesAround: LocalDate;
}

export function paceSummary(instalments: readonly PaceInstalment[], today: LocalDate): PaceSummary {
  if (!instalments.length) throw new RangeError('A plan has at least one instalment');
  const dues = instalments.map((i) => i.dueDate).sort();
  const unpaid = instalments.filter((i) => i.status !== 'Paid').map((i) => i.dueDate).sort();
  const paid = instalments.filter((i) => i.status === 'Paid' && i.paidOn !== null);
  const late = paid.map((i) => Math.max(0, daysBetween(i.dueDate, i.paidOn!)));
  return {
    lastDue: dues[dues.length - 1],
    firstUnpaidDue: unpaid[0] ?? null,
    firstDueAfterToday: dues.find((d) => d > today) ?? null,
    habitLateDays: late.length ? Math.round(late.reduce((a, b) => a + b, 0) / late.length) : 0,
    lastPaidOn: unpaid.length ? null : (paid.map((i) => i.paidOn!).sort().pop() ?? null),
  };
}

/** When the plan is paid up at the customer's pace, and when its pack arrives; `closures` are the office's closure days. */
export function projectArrival(summary: PaceSummary, today: LocalDate, closures: Iterable<LocalDate> = []): PaceProjection {
  const closed = [...closures];
  if (summary.firstUnpaidDue === null) {
    const paidUpOn = summary.lastPaidOn ?? today;
    return { pace: 'onTime', shiftDays: 0, paidUpOn, arrivesAround: promisedDate(paidUpOn, closed) };
  }
  const lag = Math.max(0, daysBetween(summary.firstUnpaidDue, today));
  // Instalments due after today and already paid: those due from firstDueAfterToday up to the first unpaid one.
  const lead = summary.firstUnpaidDue > today && summary.firstDueAfterToday !== null ? daysBetween(summary.firstDueAfterToday, summary.firstUnpaidDue) : 0;
  const shiftDays = lag > 0 ? Math.max(lag, summary.habitLateDays) : summary.habitLateDays - lead;
  const projected = addDays(summary.lastDue, shiftDays);
  const paidUpOn = projected < today ? today : projected;
  const pace: PaceKind = shiftDays > 0 ? 'behind' : shiftDays < 0 ? 'ahead' : 'onTime';
  return { pace, shiftDays, paidUpOn, arrivesAround: promisedDate(paidUpOn, closed) };
}

/**
 * The instalments as they would be if `amountKobo` were paid today: the oldest unpaid ones it
 * covers in full are paid today (what a payment does, domain/apply-payment). For the Make Payment
 * modal's "before and after".
 */
export function paidToday(instalments: readonly PaceInstalment[], amountKobo: number, today: LocalDate): PaceInstalment[] {
  let left = amountKobo;
  const order = instalments.map((i, index) => ({ i, index })).sort((a, b) => (a.i.dueDate < b.i.dueDate ? -1 : a.i.dueDate > b.i.dueDate ? 1 : a.index - b.index));
  const covered = new Set<number>();
  for (const { i, index } of order) {
    if (i.status === 'Paid') continue;
    if (i.amountKobo > left) break;
    left -= i.amountKobo;
    covered.add(index);
  }
  return instalments.map((i, index) => (covered.has(index) ? { ...i, status: 'Paid' as const, paidOn: today } : i));
}
