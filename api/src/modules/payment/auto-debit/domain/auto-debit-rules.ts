/**
 * Automatic debits (issue 12): what a charge of a saved card means, when to try again, and which
 * instalments are charged today. Pure: no clock, no database.
 *
 * - A charge is money only once verified (payment.service); here its answer decides what happens
 *   next: success; insufficient funds (tried again: the next day and three days after the first
 *   attempt, MAX_ATTEMPTS in all); a decline that cannot succeed (expired, lost or stolen card, do
 *   not honour, invalid authorization…: stop at once); paused (the bank wants the customer: they
 *   are sent the authorization URL, and the card is not charged again for that instalment).
 * - Each attempt has its own reference, fixed by instalment and attempt number, so a call repeated
 *   after a crash reuses it and Paystack refuses the duplicate instead of debiting twice.
 */
import { addDays, type LocalDate } from '../../../../common/time';

export const MAX_ATTEMPTS = 3;
/** Days after the first attempt on which attempts 2 and 3 are made (insufficient funds and other soft declines). */
export const RETRY_DAYS_AFTER_FIRST = [1, 3] as const;
/**
 * An attempt still 'pending' this long after it was claimed was left by a run that died
 * mid-call (the Paystack client gives up after 15 s): the next run checks it with Paystack.
 */
export const PENDING_LAPSE_MS = 5 * 60_000;

export const AttemptOutcomes = ['pending', 'success', 'failed', 'paused'] as const;
export type AttemptOutcome = (typeof AttemptOutcomes)[number];

export type DeclineKind = 'insufficient_funds' | 'hard_decline' | 'soft_decline';

export type ChargeVerdict =
  | { kind: 'success' }
  | { kind: 'paused'; authorizationUrl: string | null }
  | { kind: 'failed'; decline: DeclineKind; retryable: boolean; message: string }
  /** Not settled yet (Paystack still processing, or unreachable): check again later, never charge again. */
  | { kind: 'pending'; message: string };

/** What Paystack said about a charge: its answer, or the refusal/error message when it refused the call. */
export interface ChargeAnswer {
  paused?: boolean;
  authorizationUrl?: string | null;
  /** The transaction's status ('success', 'failed', 'ongoing'…), absent when the call was refused. */
  status?: string;
  gatewayResponse?: string | null;
  /** A refusal's message (HTTP 4xx, `status: false`), e.g. "Invalid authorization code". */
  refusal?: string;
}

const INSUFFICIENT = /insufficient|not sufficient funds|\bnsf\b|exceeds? (withdrawal|balance)/i;
/** Issuer answers that no retry can turn into money: the card or authorization is dead or refused outright. */
const HARD = /expired|lost|stolen|do not hono(u)?r|invalid (authori[sz]ation|card|account)|pick.?up|restricted card|fraud|not permitted to cardholder|card (is )?(blocked|closed|inactive)|account closed/i;
const IN_FLIGHT = new Set(['ongoing', 'pending', 'processing', 'queued', 'send_otp', 'send_pin']);

export function classifyCharge(answer: ChargeAnswer): ChargeVerdict {
  if (answer.paused) return { kind: 'paused', authorizationUrl: answer.authorizationUrl ?? null };
  if (answer.status === 'success') return { kind: 'success' };
  const message = (answer.gatewayResponse || answer.refusal || answer.status || 'declined').trim();
  if (answer.status !== undefined && IN_FLIGHT.has(answer.status)) return { kind: 'pending', message };
  if (answer.refusal !== undefined && /duplicate/i.test(answer.refusal)) return { kind: 'pending', message };
  return declined(message);
}

/** A failed charge by the bank's words: insufficient funds and unknown declines are retried (bounded), hard declines never. */
export function declined(message: string): Extract<ChargeVerdict, { kind: 'failed' }> {
  if (INSUFFICIENT.test(message)) return { kind: 'failed', decline: 'insufficient_funds', retryable: true, message };
  if (HARD.test(message)) return { kind: 'failed', decline: 'hard_decline', retryable: false, message };
  return { kind: 'failed', decline: 'soft_decline', retryable: true, message };
}

/** When attempt `attempt` + 1 is made after attempt `attempt` failed retryably, or null when that was the last. */
export function nextAttemptOn(firstAttemptOn: LocalDate, attempt: number): LocalDate | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return addDays(firstAttemptOn, RETRY_DAYS_AFTER_FIRST[attempt - 1]);
}

/** The reference of an attempt: `ad-<schedule id without dashes>-<n>` (37 characters, letters, digits and dashes). */
export function attemptReference(scheduleId: string, attempt: number): string {
  return `ad-${scheduleId.replace(/-/g, '').toLowerCase()}-${attempt}`;
}

export interface AttemptState {
  id: string;
  scheduleId: string;
  attempt: number;
  outcome: AttemptOutcome;
  retryable: boolean;
  nextAttemptOn: LocalDate | null;
  /** The Lagos business day the attempt was made. */
  attemptedOn: LocalDate;
  /** When it was claimed (a pending attempt older than PENDING_LAPSE_MS was left by a run that died). */
  attemptedAt: Date;
}

export interface InstalmentState {
  scheduleId: string;
  sequence: number;
  dueDate: LocalDate;
  paid: boolean;
}

export type DebitAction =
  | { action: 'charge'; scheduleId: string; attempt: number }
  /** A pending attempt left by a run that died: ask Paystack about its reference (never a new charge). */
  | { action: 'recover'; scheduleId: string; attemptId: string; attempt: number };

export type NoDebit = 'in-flight' | 'charged-today' | 'nothing-due';

/** Whether one instalment may be charged today, and with which attempt number; null when not. */
export function nextAttempt(instalment: InstalmentState, attempts: readonly AttemptState[], today: LocalDate): number | null {
  if (instalment.paid || instalment.dueDate > today) return null;
  const last = [...attempts].sort((a, b) => b.attempt - a.attempt)[0];
  if (!last) return 1;
  if (last.outcome !== 'failed' || !last.retryable || last.attempt >= MAX_ATTEMPTS || last.nextAttemptOn === null) return null;
  return last.nextAttemptOn <= today ? last.attempt + 1 : null;
}

/**
 * What to do for one automatic plan today. At most one charge per plan per business day, so a
 * card is never hit several times in a morning and a second run the same day does nothing:
 * - an attempt still pending: recover it if its run died (older than PENDING_LAPSE_MS), else
 *   leave it to the run that is making it;
 * - an attempt already made today: nothing more today;
 * - else the earliest instalment (by sequence) due today or before, unpaid, whose attempts allow
 *   another one (none yet, or a retryable failure whose retry day has come). Instalments left
 *   behind (catching up) come on the following days.
 */
export function planDebit(instalments: readonly InstalmentState[], attempts: readonly AttemptState[], today: LocalDate, now: Date): DebitAction | NoDebit {
  const pending = attempts.filter((a) => a.outcome === 'pending').sort((a, b) => a.attemptedAt.getTime() - b.attemptedAt.getTime());
  if (pending.length) {
    const stale = pending.find((a) => now.getTime() - a.attemptedAt.getTime() >= PENDING_LAPSE_MS);
    return stale ? { action: 'recover', scheduleId: stale.scheduleId, attemptId: stale.id, attempt: stale.attempt } : 'in-flight';
  }
  if (attempts.some((a) => a.attemptedOn === today)) return 'charged-today';
  for (const i of [...instalments].sort((a, b) => a.sequence - b.sequence)) {
    const attempt = nextAttempt(i, attempts.filter((a) => a.scheduleId === i.scheduleId), today);
    if (attempt !== null) return { action: 'charge', scheduleId: i.scheduleId, attempt };
  }
  return 'nothing-due';
}

/** After an attempt ends this way, the plan stops being charged automatically (switched to manual). */
export function stopsAutomaticPayment(verdict: ChargeVerdict, attempt: number): boolean {
  return verdict.kind === 'failed' && (!verdict.retryable || attempt >= MAX_ATTEMPTS);
}
