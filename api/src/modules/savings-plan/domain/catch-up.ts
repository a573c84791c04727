/**
 * Catching up on a plan that is behind, without calling support (issue 26). Pure: the plan's
 * instalments, its last catch-up and a Lagos calendar date in; the new unpaid instalments out.
 *
 * - Behind: at least one unpaid instalment is past its due date (Overdue). Only an Active plan.
 * - Two choices, once per CATCH_UP_EVERY_DAYS days per plan (counted in Lagos calendar days from
 *   the last catch-up, whoever made it):
 *   - `spread`: what is overdue is spread over the remaining instalments (those due AFTER today);
 *     their dates stay.
 *   - `extend` by 1 to 4 weeks: the end date (the last instalment's due date) moves that many
 *     weeks later, but never onto or past the 4-month window's end (`fineWindowEnd`: the day the
 *     first late fine applies); the last day allowed is the window's last day. The new remaining
 *     dates run back from the new end date at the plan's frequency (every day, 7 days or calendar
 *     month, each counted from the end date so month ends never drift) while after today: for
 *     daily and weekly plans that is the same grid of dates, extended; a monthly plan's dates
 *     move later by the weeks chosen.
 * - Amounts: the overdue instalments and the remaining ones are replaced by the new ones, which
 *   share their sum exactly (whole naira when it can be, the remainder on the last), so the
 *   plan's instalments still sum to its price plus the fines not waived. Paid instalments and
 *   the one due today are never touched; money paid but not yet matched to an instalment (the
 *   plan's credit) stays the plan's and covers the new ones first.
 * - Late fines: a fine applies only from the window's end, when nothing can be extended and no
 *   instalment is left after today, so a plan carrying an unpaid fine part is refused
 *   (CATCH_UP_UNAVAILABLE). The new instalments therefore carry no fine part, and a fine applied
 *   later is put on them (and waived off them) exactly as on any other instalment.
 */
import { KOBO_PER_NAIRA } from '../../../common/money';
import { addDays, addMonths, daysBetween, type LocalDate } from '../../../common/time';
import { isUnpaid, statusOn, type ScheduleStatus } from './apply-payment';
import { fineWindowEnd } from './late-fines';
import type { PlanStatus } from './plan-state';
import type { PaymentFrequency } from './schedule';

export const CATCH_UP_MAX_WEEKS = 4;
export const CATCH_UP_EVERY_DAYS = 30;
export const CatchUpKinds = ['spread', 'extend'] as const;
export type CatchUpKind = (typeof CatchUpKinds)[number];

export type CatchUpChoice = { kind: 'spread' } | { kind: 'extend'; weeks: number };

export interface CatchUpInstalmentState {
  id: string;
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
  status: ScheduleStatus;
  /** The part of the amount that is a late fine. */
  fineKobo: number;
}

export interface CatchUpPlan {
  status: PlanStatus;
  startDate: LocalDate;
  frequency: PaymentFrequency;
  instalments: CatchUpInstalmentState[];
  /** The Lagos day of the plan's last catch-up; null when it never had one. */
  lastCatchUpOn: LocalDate | null;
}

export interface NewInstalment {
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
}

export interface CatchUpProposal {
  choice: CatchUpChoice;
  /** The overdue instalments' sum and count: what is being caught up. */
  overdueKobo: number;
  overdueCount: number;
  /** The unpaid instalments the new ones replace (the overdue ones and those due after today). */
  replacedIds: string[];
  /** The new instalments, by due date; their sum is exactly that of the replaced ones. */
  instalments: NewInstalment[];
  previousEndDate: LocalDate;
  endDate: LocalDate;
  /** The last day an instalment may fall on: the day before the 4-month window closes. */
  lastDayOfWindow: LocalDate;
  /** Whether spreading is possible (an instalment is due after today). */
  canSpread: boolean;
  /** The most weeks the plan may be extended by (0 when none). */
  maxExtensionWeeks: number;
}

export type CatchUpRefusal = {
  code: 'NOT_BEHIND' | 'CATCH_UP_TOO_SOON' | 'CATCH_UP_UNAVAILABLE' | 'VALIDATION';
  message: string;
  field?: string;
};

export type CatchUpCheck = { ok: true; proposal: CatchUpProposal } | { ok: false; refusal: CatchUpRefusal };

/**
 * `totalKobo` in `count` parts summing exactly to it: whole naira with the remainder on the last
 * when the total is whole naira and every part can be at least ₦1, else kobo likewise.
 */
export function splitExactly(totalKobo: number, count: number): number[] {
  if (!Number.isSafeInteger(totalKobo) || totalKobo < 0) throw new RangeError(`an amount must be a whole, non-negative number of kobo: ${totalKobo}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive whole number: ${count}`);
  const unit = totalKobo % KOBO_PER_NAIRA === 0 && totalKobo / KOBO_PER_NAIRA >= count ? KOBO_PER_NAIRA : 1;
  const units = totalKobo / unit;
  const base = Math.floor(units / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? units - base * (count - 1) : base) * unit);
}

/** The due date `steps` steps of the plan's frequency before `end`. */
function stepBack(end: LocalDate, frequency: PaymentFrequency, steps: number): LocalDate {
  switch (frequency) {
    case 'daily':
      return addDays(end, -steps);
    case 'weekly':
      return addDays(end, -7 * steps);
    case 'monthly':
      return addMonths(end, -steps);
  }
}

/** The dates after `today` up to `end` at the plan's frequency, counted back from `end`, earliest first. */
export function datesBackFrom(end: LocalDate, frequency: PaymentFrequency, today: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let k = 0; ; k++) {
    const d = stepBack(end, frequency, k);
    if (d <= today) break;
    dates.push(d);
  }
  return dates.reverse();
}

function refuse(code: CatchUpRefusal['code'], message: string, field?: string): CatchUpCheck {
  return { ok: false, refusal: { code, message, ...(field ? { field } : {}) } };
}

function formatDay(date: LocalDate): string {
  const [y, m, d] = date.split('-').map(Number);
  const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1];
  return `${d} ${month} ${y}`;
}

/** What catching up with `choice` on `today` would make of the plan's unpaid instalments, or why it cannot. */
export function planCatchUp(plan: CatchUpPlan, choice: CatchUpChoice, today: LocalDate): CatchUpCheck {
  if (plan.status !== 'Active') return refuse('NOT_BEHIND', 'Only a plan being paid can be caught up');
  const bySequence = [...plan.instalments].sort((a, b) => a.sequence - b.sequence);
  const unpaid = bySequence.filter(isUnpaid);
  const overdue = unpaid.filter((s) => statusOn(s, today) === 'Overdue');
  if (!overdue.length) return refuse('NOT_BEHIND', 'This plan is not behind: no instalment is overdue');
  if (plan.lastCatchUpOn !== null && daysBetween(plan.lastCatchUpOn, today) < CATCH_UP_EVERY_DAYS) {
    return refuse('CATCH_UP_TOO_SOON', `A plan can be caught up once every ${CATCH_UP_EVERY_DAYS} days: this one can be again from ${formatDay(addDays(plan.lastCatchUpOn, CATCH_UP_EVERY_DAYS))}`);
  }
  if (unpaid.some((s) => s.fineKobo > 0)) {
    return refuse('CATCH_UP_UNAVAILABLE', 'This plan has late fines to pay: it is past its 4-month window and can no longer be rescheduled');
  }
  const remaining = unpaid.filter((s) => s.dueDate > today);
  const replaced = [...overdue, ...remaining];
  const sumKobo = replaced.reduce((sum, s) => sum + s.amountKobo, 0);
  const overdueKobo = overdue.reduce((sum, s) => sum + s.amountKobo, 0);

  const previousEndDate = bySequence.reduce((end, s) => (s.dueDate > end ? s.dueDate : end), plan.startDate);
  const windowEnd = fineWindowEnd(plan.startDate);
  const lastDayOfWindow = addDays(windowEnd, -1);
  let maxExtensionWeeks = 0;
  while (maxExtensionWeeks < CATCH_UP_MAX_WEEKS && addDays(previousEndDate, 7 * (maxExtensionWeeks + 1)) < windowEnd) maxExtensionWeeks++;
  const canSpread = remaining.length > 0;

  let dates: LocalDate[];
  if (choice.kind === 'spread') {
    if (!canSpread) {
      return refuse(
        'CATCH_UP_UNAVAILABLE',
        maxExtensionWeeks > 0
          ? `No instalment is left after today to spread over: extend the plan instead (by up to ${maxExtensionWeeks} week${maxExtensionWeeks === 1 ? '' : 's'})`
          : 'No instalment is left after today to spread over, and the plan cannot be extended within its 4-month window',
      );
    }
    dates = remaining.map((s) => s.dueDate);
  } else {
    const { weeks } = choice;
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > CATCH_UP_MAX_WEEKS) {
      return refuse('VALIDATION', `Choose 1 to ${CATCH_UP_MAX_WEEKS} weeks`, 'weeks');
    }
    if (weeks > maxExtensionWeeks) {
      return refuse(
        'CATCH_UP_UNAVAILABLE',
        maxExtensionWeeks > 0
          ? `The plan must end within its 4-month window (by ${formatDay(lastDayOfWindow)}): it can be extended by up to ${maxExtensionWeeks} week${maxExtensionWeeks === 1 ? '' : 's'}`
          : `The plan must end within its 4-month window (by ${formatDay(lastDayOfWindow)}): it cannot be extended${canSpread ? '; spread what is overdue instead' : ''}`,
        'weeks',
      );
    }
    dates = datesBackFrom(addDays(previousEndDate, 7 * weeks), plan.frequency, today);
    if (!dates.length) {
      return refuse('CATCH_UP_UNAVAILABLE', `Extended by ${weeks} week${weeks === 1 ? '' : 's'}, the plan would still have no instalment after today: choose more weeks`, 'weeks');
    }
  }

  const amounts = splitExactly(sumKobo, dates.length);
  // The new instalments take the replaced ones' numbers (in order), then numbers after the last.
  const freed = replaced.map((s) => s.sequence).sort((a, b) => a - b);
  let next = bySequence.reduce((max, s) => Math.max(max, s.sequence), 0);
  const instalments = dates.map((dueDate, i) => ({ sequence: freed[i] ?? ++next, dueDate, amountKobo: amounts[i] }));
  return {
    ok: true,
    proposal: {
      choice: choice.kind === 'spread' ? { kind: 'spread' } : { kind: 'extend', weeks: choice.weeks },
      overdueKobo,
      overdueCount: overdue.length,
      replacedIds: replaced.map((s) => s.id),
      instalments,
      previousEndDate,
      endDate: dates.reduce((end, d) => (d > end ? d : end), previousEndDate),
      lastDayOfWindow,
      canSpread,
      maxExtensionWeeks,
    },
  };
}

/**
 * What a preview was computed from, as one string: the confirmation recomputes it under the
 * plan's lock and refuses when it differs (a payment, a fine, another catch-up, a new day).
 */
export function catchUpFingerprint(plan: CatchUpPlan & { amountPaidKobo: number }, choice: CatchUpChoice, today: LocalDate): string {
  const rows = [...plan.instalments].sort((a, b) => a.sequence - b.sequence).map((s) => [s.id, s.sequence, s.dueDate, s.amountKobo, s.status, s.fineKobo]);
  return JSON.stringify([today, plan.status, plan.amountPaidKobo, plan.lastCatchUpOn, choice.kind, choice.kind === 'extend' ? choice.weeks : 0, rows]);
}
