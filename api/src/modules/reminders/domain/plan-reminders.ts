/**
 * Which reminders one plan gets, in words, for the plan card (issue 29: "one truthful place that
 * says which reminders a plan gets"). Pure; built from the same rules the reminder job applies
 * (reminder-rules): the plan's own switch, the customer's e-mail and SMS switches, and the kinds
 * its frequency gets.
 */
import type { PaymentFrequency } from '../../savings-plan/domain/schedule';
import type { PlanStatus } from '../../savings-plan/domain/plan-state';
import { kindsFor, SEND_FROM_HOUR, SEND_UNTIL_HOUR } from './reminder-rules';

export interface PlanRemindersInput {
  status: PlanStatus;
  remindersEnabled: boolean;
  frequency: PaymentFrequency;
  /** The customer's switches (Personal Details). */
  email: boolean;
  sms: boolean;
}

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The sentence for the plan card; null for a plan that gets none any more (completed or cancelled). */
export function planRemindersText(input: PlanRemindersInput): string | null {
  if (input.status === 'Completed' || input.status === 'Cancelled') return null;
  if (!input.remindersEnabled) return 'Reminders are off for this plan.';
  if (!input.email && !input.sms) return 'Reminders are on for this plan, but e-mail and SMS reminders are both off in your Personal Details, so none are sent.';
  const channels = input.email && input.sms ? 'e-mail and SMS' : input.email ? 'e-mail only (SMS is off in your Personal Details)' : 'SMS only (e-mail is off in your Personal Details)';
  const kinds = kindsFor(input.frequency);
  const when = kinds.includes('due-tomorrow') ? 'the day before and on each due date' : 'on each due date';
  const start = input.status === 'AwaitingFirstPayment' ? ' They start once the first payment is in.' : '';
  return `Reminders by ${channels}: ${when}, and 1 and 3 days after if still unpaid, between ${hour(SEND_FROM_HOUR)} and ${hour(SEND_UNTIL_HOUR)} Lagos time.${start}`;
}
