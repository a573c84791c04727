/**
 * When a checkout already handed out for an instalment is handed out again instead of opening
 * another transaction at the provider. Pure.
 *
 * Asking twice for the same instalment (a double click, a retry, 25 tabs at once) must not open
 * a transaction at Paystack each time: while the instalment's checkout is open, for the same
 * amount, and younger than CHECKOUT_REUSE_MS, the same reference and access code are given back.
 * One the provider refused or reported failed or abandoned is 'Failed' and never handed out again.
 */
export const CHECKOUT_REUSE_MS = 30 * 60_000;
/**
 * A checkout claimed but not yet opened at the provider (no access code yet) is waited for this
 * long from its creation: twice the Paystack client's 15 s timeout. After that its opener is
 * presumed to have crashed, and the next request opens a new checkout.
 */
export const CHECKOUT_CLAIM_MS = 30_000;

export interface CheckoutCandidate {
  scheduleId: string | null;
  amountKobo: number;
  purpose: string;
  status: string;
  accessCode: string | null;
  createdAt: Date;
}

export interface WantedCheckout {
  scheduleId: string;
  amountKobo: number;
  purpose: string;
}

export function isReusable(c: CheckoutCandidate, want: WantedCheckout, now: Date): boolean {
  const age = now.getTime() - c.createdAt.getTime();
  return (
    c.status === 'Open' &&
    c.scheduleId === want.scheduleId &&
    c.amountKobo === want.amountKobo &&
    c.purpose === want.purpose &&
    age < CHECKOUT_REUSE_MS &&
    (c.accessCode !== null || age < CHECKOUT_CLAIM_MS)
  );
}

/** The newest reusable checkout among `candidates`, if any. */
export function reusableCheckout<T extends CheckoutCandidate>(candidates: readonly T[], want: WantedCheckout, now: Date): T | undefined {
  return candidates.filter((c) => isReusable(c, want, now)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/** Checkouts older than this cannot be reused: what to look at. */
export function reuseCutoff(now: Date): Date {
  return new Date(now.getTime() - CHECKOUT_REUSE_MS);
}
