/**
 * Derived money of a pack and the admin's price adjustment. Pure; amounts in kobo, results in
 * whole naira (the product never shows kobo).
 */
import { roundToWholeNairaKobo } from '../../../common/money';
import { formatNaira, MAX_PRICE_KOBO, MIN_PRICE_KOBO } from './pack-rules';

export const DAYS_PER_MONTH = 30;

/** Section 9: daily rate = price / (duration × 30), rounded to whole naira. ₦45,000 over 1 month → ₦1,500. */
export function dailyRateKobo(priceKobo: number, durationMonths: number): number {
  return roundToWholeNairaKobo(priceKobo / (durationMonths * DAYS_PER_MONTH));
}

/** What the customer saves against the original price; never negative. */
export function savingsKobo(originalPriceKobo: number, priceKobo: number): number {
  return Math.max(0, originalPriceKobo - priceKobo);
}

/**
 * The bounds of one price adjustment (issue 26): halving every price, or doubling it, is as far as
 * one step goes; −99.99 % would have sold every pack for ₦1. A bigger change is done in steps.
 */
export const MIN_ADJUST_PERCENT = -50;
export const MAX_ADJUST_PERCENT = 100;
/** Beyond ±20 % the admin types the percentage a second time, and the server checks it. */
export const CONFIRM_BEYOND_PERCENT = 20;

export const ADJUST_BOUNDS_MESSAGE = `The percentage must be between ${MIN_ADJUST_PERCENT}% and +${MAX_ADJUST_PERCENT}%`;

/** Whether a change by `percentage` needs the percentage typed again. */
export function needsTypedConfirmation(percentage: number): boolean {
  return Math.abs(percentage) > CONFIRM_BEYOND_PERCENT;
}

/** '+30%', '-25%', '0%': how the confirmation asks for a percentage. */
function signed(percentage: number): string {
  return `${percentage > 0 ? '+' : ''}${percentage}%`;
}

/**
 * Why the typed confirmation does not do, or null: not needed (±20 % or less), or the same number
 * as the percentage. Compared as numbers, so '30', '30.0' and '+30' all confirm 30.
 */
export function confirmationProblem(percentage: number, confirmPercentage: number | null | undefined): string | null {
  if (!needsTypedConfirmation(percentage)) return null;
  if (confirmPercentage === null || confirmPercentage === undefined || !Number.isFinite(confirmPercentage)) {
    return `A change of more than ${CONFIRM_BEYOND_PERCENT}% must be confirmed: type ${signed(percentage)} again to confirm`;
  }
  if (confirmPercentage !== percentage) return `The confirmation (${signed(confirmPercentage)}) does not match the percentage (${signed(percentage)})`;
  return null;
}

/** A price changed by `percentage` (10 = +10%, -5 = -5%), rounded to whole naira. */
export function adjustedKobo(kobo: number, percentage: number): number {
  return roundToWholeNairaKobo((kobo * (100 + percentage)) / 100);
}

export interface PricedPack {
  id: string;
  name: string;
  priceKobo: number;
  originalPriceKobo: number;
}

/** One pack's prices before and after: what the preview shows, the adjustment writes and the audit keeps. */
export interface PriceChange {
  id: string;
  name: string;
  oldPriceKobo: number;
  newPriceKobo: number;
  oldOriginalPriceKobo: number;
  newOriginalPriceKobo: number;
}

export type PriceAdjustment = { ok: true; changes: PriceChange[] } | { ok: false; message: string };

/**
 * New prices for every pack, or why the adjustment is refused as a whole. Allowed: a finite
 * percentage from -50 to +100, provided every resulting price (and original price)
 * stays between ₦1 and ₦100,000,000. Price and original price are scaled by the same factor,
 * so the original stays at or above the price. Packs whose prices do not change are left out.
 */
export function planPriceAdjustment(packs: PricedPack[], percentage: number): PriceAdjustment {
  if (!Number.isFinite(percentage)) return { ok: false, message: 'The percentage must be a number' };
  if (percentage < MIN_ADJUST_PERCENT || percentage > MAX_ADJUST_PERCENT) return { ok: false, message: ADJUST_BOUNDS_MESSAGE };
  const changes: PriceChange[] = [];
  for (const p of packs) {
    const priceKobo = adjustedKobo(p.priceKobo, percentage);
    const originalPriceKobo = adjustedKobo(p.originalPriceKobo, percentage);
    if (priceKobo < MIN_PRICE_KOBO) {
      return { ok: false, message: `Adjusting by ${percentage}% would bring the price of "${p.name}" below ${formatNaira(MIN_PRICE_KOBO)}` };
    }
    if (originalPriceKobo > MAX_PRICE_KOBO) {
      return { ok: false, message: `Adjusting by ${percentage}% would take the price of "${p.name}" above ${formatNaira(MAX_PRICE_KOBO)}` };
    }
    if (priceKobo !== p.priceKobo || originalPriceKobo !== p.originalPriceKobo) {
      changes.push({ id: p.id, name: p.name, oldPriceKobo: p.priceKobo, newPriceKobo: priceKobo, oldOriginalPriceKobo: p.originalPriceKobo, newOriginalPriceKobo: originalPriceKobo });
    }
  }
  return { ok: true, changes };
}
