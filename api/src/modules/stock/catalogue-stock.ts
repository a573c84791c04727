import type { PackStock } from '../food-pack';
import { readStockFigures } from './stock-figures';
import { StockMovementRow } from './stock-movement.entity';
import { movementId } from './movement-id';

export const OPENING_STOCK_REASON = 'Opening stock from the pack form';
export const PACK_FORM_REASON = 'Set in the pack form';

/**
 * The catalogue's port (food-pack/pack-stock.ts): the pack's legacy `inventory` field, read as the
 * stock on hand and, when sent, written as rows. The count is taken as of the save: a handover
 * committed between the form's read and its write is not counted twice, since the difference is
 * computed inside the saving transaction.
 */
export const catalogueStock: PackStock = {
  async onHand(m, packIds) {
    const figures = await readStockFigures(m, packIds);
    return new Map([...figures].map(([id, f]) => [id, f.onHand]));
  },

  async setOnHand(m, { foodPackId, target, opening, actorId, now }) {
    const onHand = (await readStockFigures(m, [foodPackId])).get(foodPackId)?.onHand ?? 0;
    const quantity = target - onHand;
    if (quantity === 0) return;
    const kind = opening && quantity > 0 ? 'received' : 'adjusted';
    await m.insert(StockMovementRow, { id: movementId(), foodPackId, kind, quantity, planId: null, reason: opening ? OPENING_STOCK_REASON : PACK_FORM_REASON, actorId, at: now });
  },
};
