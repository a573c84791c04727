/**
 * A pack's stock as rows written once (stock_movements) and the figures derived from them. Pure,
 * so the web's console and the unit tests use the same words and sums the server does.
 */
export const STOCK_MOVEMENT_KINDS = ['received', 'adjusted', 'reserved', 'released', 'handedOver'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** On hand: in the store. Reserved: owed to plans completed and not yet handed over. Available: on hand less reserved, negative when short. */
export interface StockFigures {
  onHand: number;
  reserved: number;
  available: number;
}

export const NO_STOCK: Readonly<StockFigures> = Object.freeze({ onHand: 0, reserved: 0, available: 0 });

/** The sum of each kind's quantities (an adjustment's are signed). */
export type KindTotals = Partial<Record<StockMovementKind, number>>;

/**
 * received + adjusted − handedOver is on hand (a handover takes the pack out of the store), and
 * reserved − released − handedOver is reserved (a handover also ends its reservation). Available
 * may be negative: nothing refuses a customer's payment for want of stock; the shortfall is shown.
 */
export function figuresOf(t: KindTotals): StockFigures {
  const n = (k: StockMovementKind) => t[k] ?? 0;
  const onHand = n('received') + n('adjusted') - n('handedOver');
  const reserved = n('reserved') - n('released') - n('handedOver');
  return { onHand, reserved, available: onHand - reserved };
}

/** The console's words for a pack's availability, so a shortage is never told by colour alone. */
export function availabilityLabel(available: number): string {
  if (available < 0) return `Short by ${-available}`;
  if (available === 0) return 'None available';
  return `${available} available`;
}

/**
 * Each plan's open reservation, from its rows: the pack it reserved more often than it released or
 * handed over (plans without one are left out). Counted, not read in order, since a reversal and
 * the payment that reopens the plan may carry the same instant.
 */
export function openReservations(rows: readonly { planId: string | null; foodPackId: string; kind: StockMovementKind; quantity: number }[]): Map<string, string> {
  const net = new Map<string, number>();
  for (const r of rows) {
    if (!r.planId) continue;
    const key = `${r.planId}|${r.foodPackId}`;
    const sign = r.kind === 'reserved' ? 1 : r.kind === 'released' || r.kind === 'handedOver' ? -1 : 0;
    net.set(key, (net.get(key) ?? 0) + sign * r.quantity);
  }
  const open = new Map<string, string>();
  for (const [key, n] of net) {
    const [planId, packId] = key.split('|');
    if (n > 0) open.set(planId, packId);
  }
  return open;
}
