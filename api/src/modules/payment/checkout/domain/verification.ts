/**
 * Whether the provider's account of a transaction is money we may credit. Pure.
 *
 * Money only moves when the provider says the transaction succeeded AND its reference, amount
 * (kobo, exactly) and currency are those of the checkout this server issued. Anything else is
 * either not paid (yet), or a mismatch worth an alarm (someone paid a different amount against
 * our reference, or in another currency).
 */
export const CURRENCY = 'NGN';

export interface IssuedCheckout {
  reference: string;
  amountKobo: number;
  currency: string;
}

export interface ProviderAccount {
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  gatewayResponse?: string | null;
}

export type Verdict =
  | { ok: true }
  | { ok: false; code: 'PAYMENT_NOT_SUCCESSFUL' | 'PAYMENT_DECLINED'; message: string; providerStatus: string }
  | { ok: false; code: 'PAYMENT_MISMATCH'; message: string; problems: string[] };

export const NOT_SUCCESSFUL_MESSAGE = 'Your payment was not successful. Please try again.';
export const STILL_PROCESSING_MESSAGE = 'Your payment is still being processed. Please check again in a few minutes.';
export const MISMATCH_MESSAGE = 'This payment does not match what was requested, so it was not credited. Please contact support with the reference.';

const IN_FLIGHT = new Set(['ongoing', 'pending', 'processing', 'queued']);

export function judgePayment(issued: IssuedCheckout, account: ProviderAccount): Verdict {
  const problems: string[] = [];
  if (account.reference !== issued.reference) problems.push(`reference ${account.reference} is not ${issued.reference}`);
  if (account.status !== 'success') {
    if (problems.length) return { ok: false, code: 'PAYMENT_MISMATCH', message: MISMATCH_MESSAGE, problems };
    const message = IN_FLIGHT.has(account.status) ? STILL_PROCESSING_MESSAGE : NOT_SUCCESSFUL_MESSAGE;
    // A card the provider declined ('failed') is told apart from a checkout left or cancelled
    // ('abandoned', still open): the customer sees 'Failed to process payment' for the one and
    // 'Payment Cancelled' for the other (specification section 8).
    const code = account.status === 'failed' ? 'PAYMENT_DECLINED' : 'PAYMENT_NOT_SUCCESSFUL';
    return { ok: false, code, message, providerStatus: account.status };
  }
  if (account.currency !== issued.currency || account.currency !== CURRENCY) problems.push(`currency ${account.currency || '(none)'} is not ${issued.currency}`);
  if (!Number.isSafeInteger(account.amountKobo) || account.amountKobo !== issued.amountKobo) {
    problems.push(`amount ${account.amountKobo} kobo is not the ${issued.amountKobo} kobo issued`);
  }
  return problems.length ? { ok: false, code: 'PAYMENT_MISMATCH', message: MISMATCH_MESSAGE, problems } : { ok: true };
}

/**
 * A reference the customer's own client made (the original web client and app pay in Paystack's
 * popup first, with their own reference, and tell the server afterwards; issue 28). The server
 * issued nothing, so there is no amount to hold it to: the money is credited only when Paystack,
 * asked with this merchant's secret key (so it only knows this merchant's transactions), says
 * this reference succeeded, in NGN, paid by the signed-in customer's e-mail. What it pays then
 * is decided by the plan's account (an amount that is not the instalment's is still the
 * customer's money: see PaymentService.confirmClientReference).
 */
export interface ClientClaim {
  reference: string;
  /** The e-mail of the customer who reported the reference. */
  customerEmail: string;
}

export type ClientVerdict =
  | { ok: true }
  | { ok: false; code: 'PAYMENT_NOT_SUCCESSFUL' | 'PAYMENT_DECLINED'; message: string; providerStatus: string }
  | { ok: false; code: 'PAYMENT_NOT_YOURS'; message: string; problems: string[] };

export const NOT_YOURS_MESSAGE = 'This payment reference does not belong to a payment you made to Food Savings in naira, so nothing was credited.';

export function judgeClientPayment(claim: ClientClaim, account: ProviderAccount & { customerEmail: string | null }): ClientVerdict {
  const problems: string[] = [];
  if (account.reference !== claim.reference) problems.push(`reference ${account.reference} is not ${claim.reference}`);
  if (!account.customerEmail || account.customerEmail.trim().toLowerCase() !== claim.customerEmail.trim().toLowerCase()) {
    problems.push(`paid by ${account.customerEmail ?? '(no e-mail)'}, not by the customer who reported it`);
  }
  if (account.status === 'success' && account.currency !== CURRENCY) problems.push(`currency ${account.currency || '(none)'} is not ${CURRENCY}`);
  if (account.status === 'success' && (!Number.isSafeInteger(account.amountKobo) || account.amountKobo <= 0)) problems.push(`amount ${account.amountKobo} is not a positive number of kobo`);
  if (problems.length) return { ok: false, code: 'PAYMENT_NOT_YOURS', message: NOT_YOURS_MESSAGE, problems };
  if (account.status !== 'success') {
    const message = IN_FLIGHT.has(account.status) ? STILL_PROCESSING_MESSAGE : NOT_SUCCESSFUL_MESSAGE;
    const code = account.status === 'failed' ? 'PAYMENT_DECLINED' : 'PAYMENT_NOT_SUCCESSFUL';
    return { ok: false, code, message, providerStatus: account.status };
  }
  return { ok: true };
}
