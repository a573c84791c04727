/**
 * What an admin may record about a pack's stock, checked before anything is written: pure, so
 * the console's forms give the same messages the server does.
 */
export const MAX_STOCK_QUANTITY = 100_000;
export const REASON_MIN = 3;
export const REASON_MAX = 200;

export interface StockProblem {
  field: 'quantity' | 'note' | 'reason';
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: StockProblem[] };

const QUANTITY_RECEIVED = `Enter a whole number of packs from 1 to ${MAX_STOCK_QUANTITY.toLocaleString('en-NG')}`;
const QUANTITY_ADJUSTED = `Enter a whole number other than 0, from −${MAX_STOCK_QUANTITY.toLocaleString('en-NG')} to ${MAX_STOCK_QUANTITY.toLocaleString('en-NG')} (negative takes stock away)`;
const REASON = `Say why, in ${REASON_MIN} to ${REASON_MAX} characters`;

function outcome<T>(value: T, problems: StockProblem[]): Checked<T> {
  return problems.length ? { ok: false, problems } : { ok: true, value };
}

/** Packs delivered by a supplier: a positive count, and an optional note (the delivery note's number). */
export function checkReceipt(input: { quantity: number; note?: string | null }): Checked<{ quantity: number; note: string | null }> {
  const problems: StockProblem[] = [];
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_STOCK_QUANTITY) problems.push({ field: 'quantity', message: QUANTITY_RECEIVED });
  const note = input.note?.trim() || null;
  if (note && note.length > REASON_MAX) problems.push({ field: 'note', message: `At most ${REASON_MAX} characters` });
  return outcome({ quantity: input.quantity, note }, problems);
}

/** A correction after a count (damaged, miscounted, found): signed, never 0, always with its reason. */
export function checkAdjustment(input: { quantity: number; reason?: string | null }): Checked<{ quantity: number; reason: string }> {
  const problems: StockProblem[] = [];
  if (!Number.isInteger(input.quantity) || input.quantity === 0 || Math.abs(input.quantity) > MAX_STOCK_QUANTITY) problems.push({ field: 'quantity', message: QUANTITY_ADJUSTED });
  const reason = input.reason?.trim() ?? '';
  if (reason.length < REASON_MIN || reason.length > REASON_MAX) problems.push({ field: 'reason', message: REASON });
  return outcome({ quantity: input.quantity, reason }, problems);
}
