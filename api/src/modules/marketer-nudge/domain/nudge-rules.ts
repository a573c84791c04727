/**
 * A marketer's nudge (issue 27): one pre-written SMS reminder, with a pay link, that a marketer
 * sends to a customer they referred who is overdue. Pure: plain facts in, a decision out, an
 * explicit `now`.
 *
 * - Only for an overdue customer (an Active plan with an instalment unpaid past its due date, less
 *   what they have already paid towards it) whose SMS reminders are on, for a plan whose reminders
 *   are on (the customer's own choices; a marketer does not override them).
 * - At most one per customer every NUDGE_GAP_DAYS (72 hours), whichever marketer sent it.
 * - At most NUDGE_DAILY_LIMIT a Lagos day per marketer.
 * - Only between 08:00 and 20:00 Lagos time, as the payment reminders (nobody is texted at night).
 * A refusal says why and the earliest moment every time rule is met again.
 */
import { formatLagos, LAGOS_SHORT_DAY_TIME } from '../../../common/lagos-format';
import { addDays, lagosDate, lagosStartOfDay, type LocalDate } from '../../../common/time';
import { creditKobo, isUnpaid, type ScheduleStatus } from '../../savings-plan/domain/apply-payment';
import { isOneSmsPart } from '../../../integrations/sms/sms-parts';
import { gsmPlain, smsNaira } from '../../reminders/domain/reminder-messages';
import { inSendingWindow, lagosHour, SEND_FROM_HOUR, SEND_UNTIL_HOUR } from '../../reminders/domain/reminder-rules';

export const NUDGE_GAP_DAYS = 3;
export const NUDGE_DAILY_LIMIT = 50;
const HOUR_MS = 3_600_000;

/** Why a nudge cannot be sent now. */
export const NudgeRefusals = ['NOT_OVERDUE', 'REMINDERS_OFF', 'NUDGE_TOO_SOON', 'NUDGE_DAILY_LIMIT', 'OUTSIDE_SENDING_HOURS'] as const;
export type NudgeRefusalCode = (typeof NudgeRefusals)[number];

export interface NudgeFacts {
  /** What the customer owes past due, across the plans a nudge may name (0: not overdue). */
  overdueKobo: number;
  /** False when the customer turned SMS reminders off, or reminders off on every overdue plan. */
  remindersOn: boolean;
  /** Why reminders are off, for the message: the customer's SMS channel, or the plans' own switch. */
  remindersOffBy?: 'sms' | 'plan';
  /** The customer's latest nudge that counts (by any marketer), or null. */
  lastNudgeAt: Date | null;
  /** Nudges the marketer sent today (Lagos). */
  sentTodayByMarketer: number;
}

export interface NudgeRefusal {
  code: NudgeRefusalCode;
  message: string;
  /** The earliest moment a nudge may be possible again (null: not a matter of time). */
  nextAt: Date | null;
}

/** The next instant at or after `at` inside 08:00-20:00 Lagos. */
export function intoSendingHours(at: Date): Date {
  if (inSendingWindow(at)) return at;
  const day = lagosHour(at) >= SEND_UNTIL_HOUR ? addDays(lagosDate(at), 1) : lagosDate(at);
  return new Date(lagosStartOfDay(day).getTime() + SEND_FROM_HOUR * HOUR_MS);
}

/** When the customer may be nudged again after a nudge at `at`. */
export function nextNudgeFor(at: Date): Date {
  return new Date(at.getTime() + NUDGE_GAP_DAYS * 24 * HOUR_MS);
}

/** The earliest instant, from `now`, at which every time rule passes (the customer's gap, the marketer's day, the hours). */
export function nextPossibleAt(f: Pick<NudgeFacts, 'lastNudgeAt' | 'sentTodayByMarketer'>, now: Date): Date {
  let at = now;
  if (f.lastNudgeAt && nextNudgeFor(f.lastNudgeAt) > at) at = nextNudgeFor(f.lastNudgeAt);
  // The marketer's count starts again at midnight Lagos, the day after `now`.
  if (f.sentTodayByMarketer >= NUDGE_DAILY_LIMIT) {
    const tomorrow = lagosStartOfDay(addDays(lagosDate(now), 1));
    if (tomorrow > at) at = tomorrow;
  }
  return intoSendingHours(at);
}

/** "1 Dec, 14:05" in Lagos time. */
export function whenText(at: Date): string {
  return formatLagos(at, LAGOS_SHORT_DAY_TIME);
}

/** Null when a nudge may be sent now; else why not and when it may be. */
export function nudgeRefusal(f: NudgeFacts, now: Date): NudgeRefusal | null {
  if (f.overdueKobo <= 0) return { code: 'NOT_OVERDUE', message: 'This customer has no overdue payment to remind them of.', nextAt: null };
  if (!f.remindersOn) {
    const message = f.remindersOffBy === 'plan' ? 'This customer turned reminders off for their overdue plan.' : 'This customer turned SMS reminders off.';
    return { code: 'REMINDERS_OFF', message, nextAt: null };
  }
  const next = nextPossibleAt(f, now);
  const then = `Next possible: ${whenText(next)} (Lagos time).`;
  if (f.lastNudgeAt && nextNudgeFor(f.lastNudgeAt) > now) {
    return { code: 'NUDGE_TOO_SOON', message: `This customer was reminded on ${whenText(f.lastNudgeAt)}: one reminder every ${NUDGE_GAP_DAYS} days. ${then}`, nextAt: next };
  }
  if (f.sentTodayByMarketer >= NUDGE_DAILY_LIMIT) {
    return { code: 'NUDGE_DAILY_LIMIT', message: `You have sent ${NUDGE_DAILY_LIMIT} reminders today, the most a day. ${then}`, nextAt: next };
  }
  if (!inSendingWindow(now)) {
    return { code: 'OUTSIDE_SENDING_HOURS', message: `Reminders are sent between 08:00 and 20:00 Lagos time. ${then}`, nextAt: next };
  }
  return null;
}

export interface NudgeWords {
  firstName: string;
  marketerFirstName: string;
  /** All the customer owes past due. */
  overdueKobo: number;
  /** What the link pays: the oldest overdue instalment, less what is already paid towards it. */
  linkKobo: number;
  payUrl: string;
}

/**
 * The SMS, in one GSM-7 part (see reminders/domain/reminder-messages): the customer's first name,
 * what is overdue, who asked, and the link. Too long, it drops the marketer's name, then the
 * customer's; the link always stays.
 */
export function nudgeSms(w: NudgeWords): string {
  const name = gsmPlain(w.firstName);
  const marketer = gsmPlain(w.marketerFirstName);
  const pay = w.linkKobo < w.overdueKobo ? `Pay ${smsNaira(w.linkKobo)} now: ` : 'Pay now: ';
  const compose = (o: { name: boolean; marketer: boolean }) =>
    `${o.name && name ? `Hi ${name}, y` : 'Y'}ou have ${smsNaira(w.overdueKobo)} overdue on Food Savings.${o.marketer && marketer ? ` ${marketer}, your marketer, asked us to remind you.` : ''} ${pay}${w.payUrl}`;
  const tries = [
    { name: true, marketer: true },
    { name: true, marketer: false },
    { name: false, marketer: false },
  ];
  for (const t of tries) {
    const text = compose(t);
    if (isOneSmsPart(text)) return text;
  }
  return compose(tries[tries.length - 1]);
}

export interface OverduePlan {
  id: string;
  remindersEnabled: boolean;
  amountPaidKobo: number;
  schedules: { id: string; sequence: number; dueDate: LocalDate; amountKobo: number; status: ScheduleStatus }[];
}

export interface CustomerOverdue {
  /** Owed past due on the plans a nudge may name (reminders on); on every Active plan when none has them on. */
  overdueKobo: number;
  /** Some overdue plan has its reminders on. */
  planRemindersOn: boolean;
  /** The plan and instalment the pay link pays (the oldest overdue among plans with reminders on), and what it pays. */
  target: { planId: string; scheduleId: string; linkKobo: number } | null;
}

/**
 * What a customer owes past due on their Active plans (`plans`) on `today`: per plan, the unpaid
 * instalments due before today less what is paid towards them and not yet matched to an instalment
 * (a part payment), never below zero.
 */
export function customerOverdue(plans: OverduePlan[], today: LocalDate): CustomerOverdue {
  const owed = plans
    .map((plan) => {
      const credit = creditKobo({ amountPaidKobo: plan.amountPaidKobo, schedules: plan.schedules });
      const past = plan.schedules.filter((s) => isUnpaid(s) && s.dueDate < today).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
      const kobo = Math.max(0, past.reduce((sum, s) => sum + s.amountKobo, 0) - credit);
      return { plan, kobo, oldest: past[0], credit };
    })
    .filter((o) => o.kobo > 0 && o.oldest);
  const nudgeable = owed.filter((o) => o.plan.remindersEnabled).sort((a, b) => a.oldest.dueDate.localeCompare(b.oldest.dueDate) || a.plan.id.localeCompare(b.plan.id));
  const counted = nudgeable.length ? nudgeable : owed;
  const first = nudgeable[0];
  return {
    overdueKobo: counted.reduce((sum, o) => sum + o.kobo, 0),
    planRemindersOn: nudgeable.length > 0,
    target: first ? { planId: first.plan.id, scheduleId: first.oldest.id, linkKobo: Math.max(0, first.oldest.amountKobo - first.credit) } : null,
  };
}
