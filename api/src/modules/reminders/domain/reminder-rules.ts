/**
 * Which payment reminders are due, when (issue 12, "Reminders by e-mail and SMS"). Pure.
 *
 * - Daily plans: one message on each due day. Weekly and monthly plans: one the day before the
 *   due date and one on the due date. Every plan: one on the first and on the third day an
 *   instalment is overdue (due date + 1 and + 3, Lagos calendar).
 * - Only for an Active plan with reminders on (the plan card's "Enable Reminders"), only for an
 *   instalment not Paid, and only by the channels the customer left on (both by default).
 * - Only between 08:00 and 20:00 Lagos time (SEND_FROM_HOUR ≤ hour < SEND_UNTIL_HOUR).
 * - At most ONE message per plan per day and channel: when several are due the same day (a daily
 *   plan a few days behind: today's, yesterday's and one three days late), the earliest-due
 *   instalment is the one reminded of, and the message says what else is unpaid. A kind not
 *   sent on its day is never sent later (it would no longer be true).
 * - Never twice for the same instalment, kind and channel: the database's unique rows enforce it;
 *   `alreadySent` lets a run skip what an earlier run of the same day sent.
 */
import { addDays, lagosDate, LAGOS_UTC_OFFSET_MINUTES, type LocalDate } from '../../../common/time';
import type { ScheduleStatus } from '../../savings-plan/domain/apply-payment';
import type { PlanStatus } from '../../savings-plan/domain/plan-state';
import type { PaymentFrequency } from '../../savings-plan/domain/schedule';

export const ReminderKinds = ['due-tomorrow', 'due-today', 'overdue-1', 'overdue-3'] as const;
export type ReminderKind = (typeof ReminderKinds)[number];

export const ReminderChannels = ['email', 'sms'] as const;
export type ReminderChannel = (typeof ReminderChannels)[number];

/** The sending window, Lagos wall-clock hours: 08:00 included, 20:00 excluded. */
export const SEND_FROM_HOUR = 8;
export const SEND_UNTIL_HOUR = 20;

/** Days from the due date to the day a kind is sent. */
export const KIND_OFFSET_DAYS: Readonly<Record<ReminderKind, number>> = { 'due-tomorrow': -1, 'due-today': 0, 'overdue-1': 1, 'overdue-3': 3 };

/** The kinds a plan of this frequency gets. */
export function kindsFor(frequency: PaymentFrequency): readonly ReminderKind[] {
  return frequency === 'daily' ? ['due-today', 'overdue-1', 'overdue-3'] : ReminderKinds;
}

/** The hour of the day in Lagos (0-23) at an instant. */
export function lagosHour(instant: Date): number {
  return new Date(instant.getTime() + LAGOS_UTC_OFFSET_MINUTES * 60_000).getUTCHours();
}

export function inSendingWindow(instant: Date): boolean {
  const hour = lagosHour(instant);
  return hour >= SEND_FROM_HOUR && hour < SEND_UNTIL_HOUR;
}

/** The due dates whose instalments may be reminded of on `today`, whatever the frequency (for the SQL filter). */
export function candidateDueDates(today: LocalDate): LocalDate[] {
  return ReminderKinds.map((k) => addDays(today, -KIND_OFFSET_DAYS[k]));
}

/** The kind of reminder an instalment due on `dueDate` gets on `today` for this frequency, or null. */
export function kindOn(frequency: PaymentFrequency, dueDate: LocalDate, today: LocalDate): ReminderKind | null {
  return kindsFor(frequency).find((k) => addDays(dueDate, KIND_OFFSET_DAYS[k]) === today) ?? null;
}

export interface ReminderPlan {
  id: string;
  status: PlanStatus;
  frequency: PaymentFrequency;
  remindersEnabled: boolean;
  /** The customer's channel choices. */
  channels: { email: boolean; sms: boolean };
  /** The plan's unpaid and paid instalments near today (at least those on `candidateDueDates`). */
  instalments: { id: string; dueDate: LocalDate; amountKobo: number; status: ScheduleStatus }[];
  /** Channels this plan already had a reminder by today (an earlier run). */
  alreadySent: readonly ReminderChannel[];
}

export interface DueReminder {
  planId: string;
  scheduleId: string;
  kind: ReminderKind;
  dueDate: LocalDate;
  amountKobo: number;
  channels: ReminderChannel[];
  /** Other unpaid instalments due by today (not the one reminded of): their count and sum. */
  othersUnpaid: { count: number; amountKobo: number };
}

/** The reminder a plan gets now, or null. */
export function dueReminder(plan: ReminderPlan, now: Date): DueReminder | null {
  if (!inSendingWindow(now) || plan.status !== 'Active' || !plan.remindersEnabled) return null;
  const channels = ReminderChannels.filter((c) => plan.channels[c] && !plan.alreadySent.includes(c));
  if (!channels.length) return null;
  const today = lagosDate(now);
  const unpaid = plan.instalments.filter((i) => i.status !== 'Paid').sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
  const chosen = unpaid.map((i) => ({ i, kind: kindOn(plan.frequency, i.dueDate, today) })).find((c) => c.kind !== null);
  if (!chosen) return null;
  const others = unpaid.filter((i) => i !== chosen.i && i.dueDate <= today);
  return {
    planId: plan.id,
    scheduleId: chosen.i.id,
    kind: chosen.kind!,
    dueDate: chosen.i.dueDate,
    amountKobo: chosen.i.amountKobo,
    channels,
    othersUnpaid: { count: others.length, amountKobo: others.reduce((sum, i) => sum + i.amountKobo, 0) },
  };
}
