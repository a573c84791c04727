import { checkAdjustment, checkReceipt, type StockProblem } from '@api/modules/stock/domain/stock-input';
import type { StockMovementKind } from '../../../gql/admin/graphql';

export { availabilityLabel } from '@api/modules/stock/domain/stock-figures';
export { MAX_STOCK_QUANTITY, REASON_MAX, REASON_MIN } from '@api/modules/stock/domain/stock-input';

/** What the "Record stock received" form holds: text as typed. */
export interface ReceivedValues {
  quantity: string;
  note: string;
}

/** What the "Adjust stock" form holds: the direction, a count and why. */
export interface AdjustValues {
  direction: 'remove' | 'add';
  quantity: string;
  reason: string;
}

export const RECEIVED_FIELDS = ['quantity', 'note'] as const;
export const ADJUST_FIELDS = ['direction', 'quantity', 'reason'] as const;

export const DIRECTION_OPTIONS = [
  { value: 'remove', label: 'Take away (damaged, lost, counted fewer)' },
  { value: 'add', label: 'Add (found, counted more)' },
] as const;

/** A count as typed ("1,200", " 12 "): a number, or NaN when it is not a whole number. */
export function typedCount(text: string): number {
  const t = text.trim().replace(/,/g, '');
  return /^\d+$/.test(t) ? Number(t) : NaN;
}

function errorsOf(problems: StockProblem[]): Record<string, string> {
  return Object.fromEntries(problems.map((p) => [p.field, p.message]));
}

/** The server's own rules (the API's domain/stock-input), so the form and the server say the same. */
export function validateReceived(v: ReceivedValues): Partial<Record<keyof ReceivedValues, string>> {
  const checked = checkReceipt({ quantity: typedCount(v.quantity), note: v.note });
  return checked.ok ? {} : errorsOf(checked.problems);
}

export function validateAdjust(v: AdjustValues): Partial<Record<keyof AdjustValues, string>> {
  const count = typedCount(v.quantity);
  const checked = checkAdjustment({ quantity: v.direction === 'remove' ? -count : count, reason: v.reason });
  const errors = checked.ok ? {} : errorsOf(checked.problems);
  // The form asks for a count and a direction: say so in its own words.
  if (errors.quantity) errors.quantity = 'Enter a whole number of packs from 1 to 100,000';
  return errors;
}

/** The signed quantity the API takes. */
export function signedQuantity(v: AdjustValues): number {
  const count = typedCount(v.quantity);
  return v.direction === 'remove' ? -count : count;
}

export const KIND_LABELS: Record<StockMovementKind, string> = {
  received: 'Received',
  adjusted: 'Adjusted',
  reserved: 'Reserved for a plan',
  released: 'Released (fulfilment cancelled)',
  handedOver: 'Handed over',
};

/** A movement's quantity: an adjustment's with its sign ("+2", "−3"), every other kind's as it is (always positive). */
export function quantityText(n: number, kind: StockMovementKind): string {
  if (kind !== 'adjusted') return String(n);
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
}
