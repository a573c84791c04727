/**
 * A plan's payment schedule (specification section 9). Pure: the price, frequency, duration and
 * start date in; instalments out. Amounts are kobo but always whole naira.
 *
 * - Count: monthly = duration; weekly = duration × 4; daily = duration × 30.
 * - Amounts: the price split into whole naira that sum EXACTLY to it. Every instalment is
 *   ⌊price ÷ count⌋ naira and the last also carries the remainder, so the last exceeds the
 *   others by less than `count` naira. (The original app rounded price ÷ count and could miss
 *   the total; that rounded figure is never used to charge anyone.)
 * - Due dates: the first is the start date (it is paid when the plan starts); then every day,
 *   every 7 days, or every calendar month counted from the start date (31 January, 28/29
 *   February, 31 March…), in the Lagos calendar.
 */
import { isWholeNairaKobo, KOBO_PER_NAIRA } from '../../../common/money';
import { addDays, addMonths, isLocalDate, type LocalDate } from '../../../common/time';

export const PaymentFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type PaymentFrequency = (typeof PaymentFrequencies)[number];

export const MIN_DURATION_MONTHS = 1;
export const MAX_DURATION_MONTHS = 4;
export const WEEKS_PER_MONTH = 4;
export const DAYS_PER_MONTH = 30;

export interface Instalment {
  /** 1-based. */
  sequence: number;
  dueDate: LocalDate;
  amountKobo: number;
}

export interface ScheduleProblem {
  field: 'priceKobo' | 'frequency' | 'durationMonths' | 'startDate';
  message: string;
}

export type ScheduleCheck = { ok: true; instalments: Instalment[] } | { ok: false; problems: ScheduleProblem[] };

export function instalmentCount(frequency: PaymentFrequency, durationMonths: number): number {
  switch (frequency) {
    case 'monthly':
      return durationMonths;
    case 'weekly':
      return durationMonths * WEEKS_PER_MONTH;
    case 'daily':
      return durationMonths * DAYS_PER_MONTH;
  }
}

/**
 * `totalKobo` (whole naira) in `count` whole-naira parts summing exactly to it, the remainder on
 * the last. Every part is at least ₦1, so the total must be at least `count` naira.
 */
export function splitWholeNaira(totalKobo: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive whole number: ${count}`);
  if (!isWholeNairaKobo(totalKobo) || totalKobo < count * KOBO_PER_NAIRA) {
    throw new RangeError(`cannot split ${totalKobo} kobo into ${count} whole-naira parts of at least ₦1`);
  }
  const totalNaira = totalKobo / KOBO_PER_NAIRA;
  const base = Math.floor(totalNaira / count);
  const last = totalNaira - base * (count - 1);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? last : base) * KOBO_PER_NAIRA);
}

export function dueDates(startDate: LocalDate, frequency: PaymentFrequency, count: number): LocalDate[] {
  return Array.from({ length: count }, (_, i) => {
    switch (frequency) {
      case 'daily':
        return addDays(startDate, i);
      case 'weekly':
        return addDays(startDate, 7 * i);
      case 'monthly':
        return addMonths(startDate, i); // from the start date each time, so 31 Jan → 28 Feb → 31 Mar
    }
  });
}

export function buildSchedule(input: { priceKobo: number; frequency: string; durationMonths: number; startDate: string }): ScheduleCheck {
  const problems: ScheduleProblem[] = [];
  const frequency = input.frequency as PaymentFrequency;
  if (!PaymentFrequencies.includes(frequency)) problems.push({ field: 'frequency', message: `Payment frequency must be one of ${PaymentFrequencies.join(', ')}` });
  const d = input.durationMonths;
  if (!Number.isInteger(d) || d < MIN_DURATION_MONTHS || d > MAX_DURATION_MONTHS) {
    problems.push({ field: 'durationMonths', message: `Duration must be ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS} months` });
  }
  if (!isLocalDate(input.startDate)) problems.push({ field: 'startDate', message: 'Start date must be a calendar date (YYYY-MM-DD)' });
  if (!isWholeNairaKobo(input.priceKobo) || input.priceKobo <= 0) problems.push({ field: 'priceKobo', message: 'The price must be a whole number of naira' });
  if (problems.length) return { ok: false, problems };

  const count = instalmentCount(frequency, d);
  if (input.priceKobo < count * KOBO_PER_NAIRA) {
    return {
      ok: false,
      problems: [{ field: 'frequency', message: `This pack's price is too low for ${count} ${frequency} instalments; choose a less frequent schedule` }],
    };
  }
  const amounts = splitWholeNaira(input.priceKobo, count);
  const dates = dueDates(input.startDate, frequency, count);
  return { ok: true, instalments: amounts.map((amountKobo, i) => ({ sequence: i + 1, dueDate: dates[i], amountKobo })) };
}
