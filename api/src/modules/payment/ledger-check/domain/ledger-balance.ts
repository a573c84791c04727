/**
 * The books' one equation (issue 14), pure: every kobo recorded as received, less what was
 * reversed or refunded (a refund owed counts from the moment it is written), is either in a plan
 * (its amount paid), in the customer's credit between plans (issue 26: zero after every move, as a
 * move writes both its rows), or owed back (an overpayment of a payment not reversed). A
 * difference means a money movement was written without its effect, or the reverse.
 */
export interface LedgerTotals {
  collectedKobo: number;
  reversedKobo: number;
  plansPaidKobo: number;
  /** The customer credit ledger's balance over everyone. */
  creditsKobo: number;
  overpaidKobo: number;
}

export function ledgerDifference(t: LedgerTotals): number {
  return t.collectedKobo - t.reversedKobo - (t.plansPaidKobo + t.creditsKobo + t.overpaidKobo);
}

/** At most this many missing references are kept and e-mailed (the count is always given). */
export const MISSING_REFERENCES_KEPT = 100;
