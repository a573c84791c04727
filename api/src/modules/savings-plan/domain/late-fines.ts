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
 *
 * Fair fines (issue 26):
 * - Never a fine for a month already over when the plan was recorded (`recordedOn`, the Lagos day
 *   of its createdAt): an admin may record a plan started up to a year back; its window still
 *   counts from its start, but only the months not yet over on the day it was recorded (the month
 *   in progress that day, and later ones) can be fined.
 * - A cap per plan: the fines not waived never total more than `capPercent` % of the plan's
 *   (locked) price, in whole naira rounded down (LATE_FINE_CAP_PERCENT, default 25 %). A fine that
 *   would pass it is reduced to what is left; once nothing is left, none is written. Room under the
 *   cap is `cap − fines not waived − fines an admin waived`: an admin's waiver forgives a fine, it
 *   does not make room for the job to fine a month it skipped; only a fine waived by the cap's own
 *   correction (`overCap`) frees its room.
 * - A plan fined beyond its cap (before the cap existed) is corrected by waiving whole fines, newest
 *   month first, until those not waived are within it (`finesOverCap`).
 */
import { KOBO_PER_NAIRA } from '../../../common/money';
import { addDays, addMonths, daysBetween, type LocalDate } from '../../../common/time';
import type { ScheduleState } from './apply-payment';
import { isOpen, type PlanStatus } from './plan-state';

export const FINE_WINDOW_MONTHS = 4;
export const LATE_FINE_KOBO = 10_000 * KOBO_PER_NAIRA;
export const FINE_WARNING_DAYS = 14;
/** The share of a plan's price its late fines may total unless configured (LATE_FINE_CAP_PERCENT). */
export const DEFAULT_LATE_FINE_CAP_PERCENT = 25;

export interface AppliedFine {
  /** 1 for the first month after the window, 2 for the next… */
  monthIndex: number;
  amountKobo: number;
  /** Waived by an admin: no longer owed, but the month keeps its (one) fine. */
  waived?: boolean;
  /** Waived by the cap's correction (not by an admin): frees its room under the cap. */
  overCap?: boolean;
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
  /** The Lagos day the plan was recorded (its createdAt): months over before it are never fined. */
  recordedOn: LocalDate;
  /** Fines not waived never total more than this share of the price (see fineCapKobo). */
  capPercent: number;
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
  /** The most this plan's late fines can total, and that as a share of its price. */
  capKobo: number;
  capPercent: number;
}

/** The day the 4-month window closes: the first day a fine can apply. */
export function fineWindowEnd(startDate: LocalDate): LocalDate {
  return addMonths(startDate, FINE_WINDOW_MONTHS);
}

/** The first day of fine month k (k ≥ 1); k = 1 is the window end. */
export function fineMonthStart(startDate: LocalDate, monthIndex: number): LocalDate {
  return addMonths(startDate, FINE_WINDOW_MONTHS + monthIndex - 1);
}

/** The most a plan's fines not waived may total: `capPercent` % of its price, in whole naira (rounded down). */
export function fineCapKobo(priceKobo: number, capPercent: number): number {
  if (!Number.isSafeInteger(priceKobo) || priceKobo < 0) throw new RangeError(`a price must be a whole, non-negative number of kobo: ${priceKobo}`);
  if (!Number.isInteger(capPercent) || capPercent < 0 || capPercent > 100) throw new RangeError(`a cap must be a whole percentage from 0 to 100: ${capPercent}`);
  return Math.floor((priceKobo * capPercent) / (100 * KOBO_PER_NAIRA)) * KOBO_PER_NAIRA;
}

/** What new fines may still add under the cap: the cap less the fines not waived and those an admin waived. */
export function capRoomKobo(plan: Pick<LateFinePlan, 'priceKobo' | 'capPercent' | 'fines'>): number {
  const used = plan.fines.filter((f) => !f.waived || !f.overCap).reduce((sum, f) => sum + f.amountKobo, 0);
  return Math.max(0, fineCapKobo(plan.priceKobo, plan.capPercent) - used);
}

/**
 * The fines to waive so that those not waived total no more than the cap: whole fines, newest
 * month first, as few as that takes (month indexes). Empty for a plan within its cap.
 */
export function finesOverCap(plan: Pick<LateFinePlan, 'priceKobo' | 'capPercent' | 'fines'>): number[] {
  const cap = fineCapKobo(plan.priceKobo, plan.capPercent);
  const owed = plan.fines.filter((f) => !f.waived).sort((a, b) => b.monthIndex - a.monthIndex);
  let total = owed.reduce((sum, f) => sum + f.amountKobo, 0);
  const waive: number[] = [];
  for (const f of owed) {
    if (total <= cap) break;
    waive.push(f.monthIndex);
    total -= f.amountKobo;
  }
  return waive;
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
 * The fines to apply as of `today`, oldest month first: one for every month that has started,
 * was not over when the plan was recorded and has no fine yet (several when a run was missed),
 * each ₦10,000 or what is left under the cap; none when the plan is paid or closed, or the cap
 * is reached.
 */
export function finesDue(plan: LateFinePlan, today: LocalDate): DueFine[] {
  if (!isLate(plan)) return [];
  const fined = new Set(plan.fines.map((f) => f.monthIndex));
  let room = capRoomKobo(plan);
  const due: DueFine[] = [];
  for (let k = 1; room > 0 && fineMonthStart(plan.startDate, k) <= today; k++) {
    const monthEnd = fineMonthStart(plan.startDate, k + 1);
    if (fined.has(k) || monthEnd <= plan.recordedOn) continue;
    const amountKobo = Math.min(LATE_FINE_KOBO, room);
    room -= amountKobo;
    due.push({ monthIndex: k, monthStart: fineMonthStart(plan.startDate, k), monthEnd, amountKobo });
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
  // What the coming fine would be: nothing (so no warning) once the cap is reached.
  const fineKobo = Math.min(LATE_FINE_KOBO, capRoomKobo(plan) - notYetApplied);
  if (fineKobo <= 0) return null;
  return {
    windowEnd: fineWindowEnd(plan.startDate),
    monthIndex: k,
    fineDate,
    payBy: addDays(fineDate, -1),
    fineKobo,
    amountToAvoidKobo: outstandingKobo(plan) + notYetApplied,
    daysLeft: daysBetween(today, fineDate),
    capKobo: fineCapKobo(plan.priceKobo, plan.capPercent),
    capPercent: plan.capPercent,
  };
}

/** The unwaived fines' total: what the plan owes beyond its price. */
export function finesOwedKobo(fines: { amountKobo: number; waivedAt: Date | null }[]): number {
  return fines.filter((f) => !f.waivedAt).reduce((sum, f) => sum + f.amountKobo, 0);
}
