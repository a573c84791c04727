/**
 * The books' one equation (issue 14), pure: every kobo recorded as received, less what was
 * reversed, is either in a plan (its amount paid) or owed back (an overpayment of a payment not
 * reversed). A difference means a money movement was written without its effect, or the reverse.
 */
export interface LedgerTotals {
  collectedKobo: number;
  reversedKobo: number;
  plansPaidKobo: number;
  overpaidKobo: number;
}

export function ledgerDifference(t: LedgerTotals): number {
  return t.collectedKobo - t.reversedKobo - (t.plansPaidKobo + t.overpaidKobo);
}

/** At most this many missing references are kept and e-mailed (the count is always given). */
export const MISSING_REFERENCES_KEPT = 100;
