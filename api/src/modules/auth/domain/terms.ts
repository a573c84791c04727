/**
 * Accepting the Terms at sign-up (issue 26). The Terms set a minimum age of 18: a person signing
 * up confirms they are 18 or older and accepts the Terms, and the account records the version
 * accepted and when. Shared with the web's sign-up form (its checkboxes and their messages).
 */

/** The version of the Terms in force: the date of their last change. Bump it when the Terms page changes. */
export const TERMS_VERSION = '2026-11-28';

export const MINIMUM_AGE = 18;
export const ADULT_REQUIRED_MESSAGE = `Please confirm that you are ${MINIMUM_AGE} or older`;
export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms and Conditions to continue';

export interface SignUpConsent {
  /** Ticked "I am 18 or older". */
  confirmedAdult?: boolean | null;
  /** Ticked "I agree to the Terms and Conditions". */
  acceptTerms?: boolean | null;
}

/** The unticked boxes, as field problems in the form's order; empty when both are ticked (true, not merely present). */
export function consentProblems(consent: SignUpConsent): { field: 'confirmedAdult' | 'acceptTerms'; message: string }[] {
  const problems: { field: 'confirmedAdult' | 'acceptTerms'; message: string }[] = [];
  if (consent.confirmedAdult !== true) problems.push({ field: 'confirmedAdult', message: ADULT_REQUIRED_MESSAGE });
  if (consent.acceptTerms !== true) problems.push({ field: 'acceptTerms', message: TERMS_REQUIRED_MESSAGE });
  return problems;
}

/** What the account records once both are ticked. */
export function termsAcceptance(now: Date): { termsVersion: string; termsAcceptedAt: Date } {
  return { termsVersion: TERMS_VERSION, termsAcceptedAt: now };
}
