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

/** An increase above 1000% (eleven times the price) is certainly a typing slip. */
export const MAX_ADJUST_PERCENT = 1000;

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
 * percentage above -100 and at most +1000, provided every resulting price (and original price)
 * stays between ₦1 and ₦100,000,000. Price and original price are scaled by the same factor,
 * so the original stays at or above the price. Packs whose prices do not change are left out.
 */
export function planPriceAdjustment(packs: PricedPack[], percentage: number): PriceAdjustment {
  if (!Number.isFinite(percentage)) return { ok: false, message: 'The percentage must be a number' };
  if (percentage <= -100) return { ok: false, message: 'A decrease of 100% or more would make prices zero or negative' };
  if (percentage > MAX_ADJUST_PERCENT) return { ok: false, message: `The percentage must be at most ${MAX_ADJUST_PERCENT}%` };
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
