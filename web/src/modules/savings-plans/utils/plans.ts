import { formatNaira } from '../../ui/format';
import { lagosDate } from '@api/common/time';
import type { PaymentPreference } from '@api/modules/savings-plan/domain/plan-rules';
import { buildSchedule, type Instalment, type PaymentFrequency } from '@api/modules/savings-plan/domain/schedule';

export const FREQUENCIES: readonly PaymentFrequency[] = ['daily', 'weekly', 'monthly'];

const FREQUENCY_LABEL: Record<PaymentFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** 'Daily', 'Weekly', 'Monthly' */
export function frequencyLabel(frequency: PaymentFrequency): string {
  return FREQUENCY_LABEL[frequency];
}

/** 'Weekly Payment' (spec section 2: the amount is labelled by the frequency). */
export function paymentLabel(frequency: PaymentFrequency): string {
  return `${FREQUENCY_LABEL[frequency]} Payment`;
}

/** '1 month', '4 months' */
export function months(n: number): string {
  return `${n} month${n === 1 ? '' : 's'}`;
}

/** 'Pay ₦7,500' */
export function payLabel(amountKobo: number): string {
  return `Pay ${formatNaira(amountKobo)}`;
}

export type SchedulePreview = { ok: true; instalments: Instalment[] } | { ok: false; message: string };

/**
 * The schedule a new plan would get if started today (Lagos calendar), computed by the server's
 * own function. Informational: the server computes the real plan when it starts.
 */
export function previewSchedule(pack: { priceKobo: number; durationMonths: number }, frequency: PaymentFrequency, now: Date = new Date()): SchedulePreview {
  const result = buildSchedule({ priceKobo: pack.priceKobo, frequency, durationMonths: pack.durationMonths, startDate: lagosDate(now) });
  return result.ok ? result : { ok: false, message: result.problems.map((p) => p.message).join('. ') };
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day 'YYYY-MM-DD' as 'Mon 1 Dec' (for the delivery window). */
export function formatShortDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? date : dayMonth.format(d).replace(',', '');
}

/** 'Expect your pack between Mon 1 Dec and Wed 3 Dec', or the pickup equivalent; null until known. */
export function fulfilmentWindow(fulfilment: { method: 'delivery' | 'pickup'; expectedFrom?: string | null; expectedTo?: string | null }): string | null {
  if (!fulfilment.expectedFrom || !fulfilment.expectedTo) return null;
  const between = `between ${formatShortDay(fulfilment.expectedFrom)} and ${formatShortDay(fulfilment.expectedTo)}`;
  return fulfilment.method === 'delivery' ? `Expect your pack ${between}` : `Collect your pack from our office ${between}`;
}

/** 'Visa', 'Mastercard', 'Paystack' */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The payment preference choices, in the set-up and Make Payment modals. */
export const PREFERENCE_OPTIONS = [
  { value: 'manual', label: 'Manual', hint: 'You pay each instalment yourself; we remind you before it is due.' },
  { value: 'automatic', label: 'Automatic', hint: 'We charge your card on each due date (a card you pay with is saved for this).' },
] as const satisfies readonly { value: PaymentPreference; label: string; hint: string }[];
