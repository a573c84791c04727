/**
 * A marketer's commission rate. The admin works in fractions (0.1 = 10 %, as the specification
 * stores it); the database keeps whole basis points (1000 = 10 %), so a rate compares and sums
 * exactly. Pure.
 */

/** 10 000 basis points make the whole (100 %). */
export const BASIS_POINTS = 10_000;
/** The cap of specification section 9: 25 %. */
export const MAX_RATE_BP = 2_500;
/** Rates go in steps of 0.1 % (the admin form's step). */
export const RATE_STEP_BP = 10;
/** New marketers earn 10 %. */
export const DEFAULT_RATE_BP = 1_000;

export const RATE_RANGE_MESSAGE = 'Commission rate must be from 0% to 25%';
export const RATE_STEP_MESSAGE = 'Commission rate must be in steps of 0.1%';

export type RateCheck = { ok: true; basisPoints: number } | { ok: false; message: string };

/**
 * A fraction as basis points, when it is a rate an admin may set: 0 to 0.25 in steps of 0.001.
 * Floating-point noise is tolerated (0.123 × 10 000 = 1230.0000000000002), a finer rate is not.
 */
export function rateToBasisPoints(fraction: number): RateCheck {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return { ok: false, message: RATE_RANGE_MESSAGE };
  const exact = fraction * BASIS_POINTS;
  const bp = Math.round(exact);
  if (bp < 0 || bp > MAX_RATE_BP) return { ok: false, message: RATE_RANGE_MESSAGE };
  if (Math.abs(exact - bp) > 1e-6 || bp % RATE_STEP_BP !== 0) return { ok: false, message: RATE_STEP_MESSAGE };
  return { ok: true, basisPoints: bp };
}

/** Basis points as the fraction GraphQL and the legacy API speak: 1000 → 0.1. */
export function basisPointsToRate(bp: number): number {
  return bp / BASIS_POINTS;
}

export interface RateChange {
  rateBp: number;
  changedAt: Date;
}

/**
 * The rate in effect at `at`: the latest change at or before it (a change applies to commissions
 * earned from that moment on). Of changes at the same instant, the last one listed wins. Null
 * before the first change.
 */
export function rateInEffect(history: readonly RateChange[], at: Date): number | null {
  let found: RateChange | null = null;
  for (const change of history) {
    if (change.changedAt.getTime() > at.getTime()) continue;
    if (!found || change.changedAt.getTime() >= found.changedAt.getTime()) found = change;
  }
  return found ? found.rateBp : null;
}
