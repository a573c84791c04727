import type { ValueTransformer } from 'typeorm';

/**
 * Money is an integer number of kobo (₦1 = 100 kobo) everywhere but the legacy REST shim,
 * which speaks naira. Prices of packs are whole naira, so their kobo values are multiples of 100.
 */
export const KOBO_PER_NAIRA = 100;

/** ₦ → kobo. Only exact for whole naira or kobo-precise amounts; the result is an integer. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** kobo → ₦, possibly with a fraction (`koboToNaira(150) === 1.5`). */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * Rounds an amount in kobo (which may be fractional, e.g. a price divided by 120 days) to the
 * nearest whole naira, halves away from zero, and returns it in kobo. Floating-point noise such
 * as 4950.000000000001 is removed first, so 49.5 naira computed as 49.50000000000001 and as
 * 49.49999999999999 both round to 50.
 */
export function roundToWholeNairaKobo(kobo: number): number {
  const naira = Number((kobo / KOBO_PER_NAIRA).toFixed(6));
  const rounded = Math.sign(naira) * Math.round(Math.abs(naira));
  return (rounded === 0 ? 0 : rounded) * KOBO_PER_NAIRA; // never -0
}

/** ₦36,000 for whole naira, ₦36,000.50 otherwise: for e-mails and messages. */
export function formatKobo(kobo: number): string {
  const naira = kobo / KOBO_PER_NAIRA;
  const whole = Number.isInteger(naira);
  return `₦${naira.toLocaleString('en-NG', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function isWholeNairaKobo(kobo: number): boolean {
  return Number.isSafeInteger(kobo) && kobo % KOBO_PER_NAIRA === 0;
}

/**
 * BIGINT column <-> number. mysql2 returns BIGINT as a string, better-sqlite3 as a number; both
 * become a JavaScript number, refusing anything beyond 2^53 rather than silently losing kobo.
 */
export const bigintKobo: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null): number | null => {
    if (value === null || value === undefined) return null;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isSafeInteger(n)) throw new Error(`A kobo amount in the database is not a safe integer: ${String(value)}`);
    return n;
  },
};
