/**
 * Late fines: the 4-month rule in the terms (specification section 1). Pure: plan state and a
 * Lagos calendar date in, what to apply or show out. Money is integer kobo.
 *
 * - The window: instalments are due within 4 months of the start. It closes on
 *   `windowEnd = start + 4 calendar months` (month ends clamp as `addMonths` does: 31 October →
 *   28/29 February). The last day to pay without a fine is the day before.
 * - Fine months: month k (k = 1, 2, …) covers [start + (3+k) months, start + (4+k) months), so
 *   month 1 starts on `windowEnd`. Boundaries are counted from the start date each time (like
 *   monthly due dates) so clamping never drifts: start 31 Oct → 28 Feb, 31 Mar, 30 Apr…
 * - A plan that is open (awaiting its first payment or active) and not fully paid on a day of
 *   month k owes one fine of ₦10,000 for month k; one per plan and month, ever (a waived fine
 *   still counts as that month's fine). "Fully paid" means paid the price plus every fine not
 *   waived, so an unpaid fine keeps the plan late.
 * - A fine is spread across the unpaid instalments due within its month (parts in whole naira
 *   when they can be, the first ones taking the remainder), or added as one instalment due on
 *   the first day of that month when none are.
 * - The warning: from 14 days before a fine would apply (the window end, then each later month
 *   start) while the plan is open and not fully paid: "pay ₦X by <day before> to avoid it".
 */
import { KOBO_PER_NAIRA } from '../../../common/money';
import { addDays, addMonths, daysBetween, type LocalDate } from '../../../common/time';
import type { ScheduleState } from './apply-payment';
import { isOpen, type PlanStatus } from './plan-state';

export const FINE_WINDOW_MONTHS = 4;
export const LATE_FINE_KOBO = 10_000 * KOBO_PER_NAIRA;
export const FINE_WARNING_DAYS = 14;

export interface AppliedFine {
  /** 1 for the first month after the window, 2 for the next… */
  monthIndex: number;
  amountKobo: number;
  /** Waived by an admin: no longer owed, but the month keeps its (one) fine. */
  waived?: boolean;
}

export interface LateFinePlan {
  status: PlanStatus;
  startDate: LocalDate;
  /** The pack's price, without fines. */
  priceKobo: number;
  /** Everything paid into the plan (price and fines). */
  amountPaidKobo: number;
  /** The plan's instalments, fine instalments included. */
  instalments: ScheduleState[];
  fines: AppliedFine[];
}

export interface DueFine {
  monthIndex: number;
  /** First day of the fine's month (inclusive). */
  monthStart: LocalDate;
  /** First day of the next month (exclusive). */
  monthEnd: LocalDate;
  amountKobo: number;
}

export type FineApplication =
  | { kind: 'spread'; monthIndex: number; amountKobo: number; adjustments: { scheduleId: string; sequence: number; addKobo: number }[] }
  | { kind: 'instalment'; monthIndex: number; amountKobo: number; instalment: { sequence: number; dueDate: LocalDate; amountKobo: number } };

export interface FineWarning {
  /** The 4-month window's end (the first fine's date). */
  windowEnd: LocalDate;
  /** Which fine the warning is about and the day it applies (windowEnd for month 1). */
  monthIndex: number;
  fineDate: LocalDate;
  /** The last day on which paying avoids it (the day before fineDate). */
  payBy: LocalDate;
  fineKobo: number;
  /** What remains to complete the plan, fines already due included: pay this by `payBy`. */
  amountToAvoidKobo: number;
  /** Days from today to fineDate: 14 on the first day of the warning, 1 on the last. */
  daysLeft: number;
}

/** The day the 4-month window closes: the first day a fine can apply. */
export function fineWindowEnd(startDate: LocalDate): LocalDate {
  return addMonths(startDate, FINE_WINDOW_MONTHS);
}

/** The first day of fine month k (k ≥ 1); k = 1 is the window end. */
export function fineMonthStart(startDate: LocalDate, monthIndex: number): LocalDate {
  return addMonths(startDate, FINE_WINDOW_MONTHS + monthIndex - 1);
}

/** The price plus fines not waived, less what was paid; never negative. */
export function outstandingKobo(plan: Pick<LateFinePlan, 'priceKobo' | 'amountPaidKobo' | 'fines'>): number {
  const fines = plan.fines.filter((f) => !f.waived).reduce((sum, f) => sum + f.amountKobo, 0);
  return Math.max(0, plan.priceKobo + fines - plan.amountPaidKobo);
}

function isLate(plan: LateFinePlan): boolean {
  return isOpen(plan.status) && outstandingKobo(plan) > 0;
}

/**
 * The fines to apply as of `today`, oldest month first: one for every month that has started
 * and has no fine yet (several when a run was missed), none when the plan is paid or closed.
 */
export function finesDue(plan: LateFinePlan, today: LocalDate): DueFine[] {
  if (!isLate(plan)) return [];
  const fined = new Set(plan.fines.map((f) => f.monthIndex));
  const due: DueFine[] = [];
  for (let k = 1; fineMonthStart(plan.startDate, k) <= today; k++) {
    if (fined.has(k)) continue;
    due.push({ monthIndex: k, monthStart: fineMonthStart(plan.startDate, k), monthEnd: fineMonthStart(plan.startDate, k + 1), amountKobo: LATE_FINE_KOBO });
  }
  return due;
}

/**
 * `totalKobo` in `count` integer parts summing exactly to it, differing by at most one unit; the
 * first parts take the remainder. The unit is ₦1 when the total is whole naira and every part
 * can be at least ₦1 (so schedules stay in whole naira), else 1 kobo.
 */
export function splitEvenly(totalKobo: number, count: number): number[] {
  if (!Number.isSafeInteger(totalKobo) || totalKobo < 0) throw new RangeError(`an amount must be a whole, non-negative number of kobo: ${totalKobo}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive whole number: ${count}`);
  const unit = totalKobo % KOBO_PER_NAIRA === 0 && totalKobo / KOBO_PER_NAIRA >= count ? KOBO_PER_NAIRA : 1;
  const units = totalKobo / unit;
  const base = Math.floor(units / count);
  const extra = units - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < extra ? 1 : 0)) * unit);
}

/**
 * How a due fine is added: spread over the unpaid instalments due within its month (by
 * sequence), else one new instalment due on the month's first day, numbered after the last.
 */
export function spreadFine(fine: DueFine, instalments: ScheduleState[]): FineApplication {
  if (!Number.isSafeInteger(fine.amountKobo) || fine.amountKobo <= 0) throw new RangeError(`a fine must be a positive number of kobo: ${fine.amountKobo}`);
  const targets = instalments
    .filter((s) => s.status !== 'Paid' && s.dueDate >= fine.monthStart && s.dueDate < fine.monthEnd)
    .sort((a, b) => a.sequence - b.sequence);
  if (targets.length === 0) {
    const sequence = instalments.reduce((max, s) => Math.max(max, s.sequence), 0) + 1;
    return { kind: 'instalment', monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, instalment: { sequence, dueDate: fine.monthStart, amountKobo: fine.amountKobo } };
  }
  const parts = splitEvenly(fine.amountKobo, targets.length);
  return {
    kind: 'spread',
    monthIndex: fine.monthIndex,
    amountKobo: fine.amountKobo,
    adjustments: targets.map((s, i) => ({ scheduleId: s.id, sequence: s.sequence, addKobo: parts[i] })).filter((a) => a.addKobo > 0),
  };
}

/** Every fine due as of `today` with how to add it; new instalments numbered one after another. */
export function lateFineActions(plan: LateFinePlan, today: LocalDate): FineApplication[] {
  let instalments = plan.instalments;
  return finesDue(plan, today).map((fine) => {
    const action = spreadFine(fine, instalments);
    if (action.kind === 'instalment') {
      instalments = [...instalments, { id: `fine-${fine.monthIndex}`, ...action.instalment, status: 'Pending' }];
    }
    return action;
  });
}

/** The warning to show (plan card, reminders, Make Payment), or null when no fine is within 14 days. */
export function fineWarning(plan: LateFinePlan, today: LocalDate): FineWarning | null {
  if (!isLate(plan)) return null;
  let k = 1;
  while (fineMonthStart(plan.startDate, k) <= today) k++;
  const fineDate = fineMonthStart(plan.startDate, k);
  const warnFrom = addDays(fineDate, -FINE_WARNING_DAYS);
  if (today < warnFrom || plan.fines.some((f) => f.monthIndex === k)) return null;
  const notYetApplied = finesDue(plan, today).reduce((sum, f) => sum + f.amountKobo, 0);
  return {
    windowEnd: fineWindowEnd(plan.startDate),
    monthIndex: k,
    fineDate,
    payBy: addDays(fineDate, -1),
    fineKobo: LATE_FINE_KOBO,
    amountToAvoidKobo: outstandingKobo(plan) + notYetApplied,
    daysLeft: daysBetween(today, fineDate),
  };
}

/** The unwaived fines' total: what the plan owes beyond its price. */
export function finesOwedKobo(fines: { amountKobo: number; waivedAt: Date | null }[]): number {
  return fines.filter((f) => !f.waivedAt).reduce((sum, f) => sum + f.amountKobo, 0);
}
