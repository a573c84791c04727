import { In, type EntityManager } from 'typeorm';
import { openReservations } from './domain/stock-figures';
import { readStockFigures } from './stock-figures';
import { StockMovementRow } from './stock-movement.entity';

/**
 * A reservation row that is its plan's open one: the plan's latest reservation (by time, then id:
 * ids grow in the order rows are written), of a plan with more reservations than releases and
 * handovers on this pack. Each test is an index lookup by plan.
 */
const OPEN_RESERVATION = `r.kind = 'reserved'
  AND NOT EXISTS (SELECT 1 FROM stock_movements n WHERE n.plan_id = r.plan_id AND n.kind = 'reserved' AND (n.at > r.at OR (n.at = r.at AND n.id > r.id)))
  AND (SELECT COUNT(*) FROM stock_movements c WHERE c.plan_id = r.plan_id AND c.food_pack_id = r.food_pack_id AND c.kind IN ('released', 'handedOver'))
    < (SELECT COUNT(*) FROM stock_movements c WHERE c.plan_id = r.plan_id AND c.food_pack_id = r.food_pack_id AND c.kind = 'reserved')`;

/**
 * Of the plans asked about (a page of the deliveries queue), those whose pack is short: for a pack
 * with shortfall s = reserved − on hand > 0, its s most recently reserved open reservations (first
 * reserved, first served: the packs in the store go to the plans that completed first).
 *
 * At most four statements whatever the number of plans: the asked plans' own rows, their packs'
 * figures (their latest closings, and one GROUP BY of what moved after them: readStockFigures), and
 * one walk per short pack (UNION ALL) along its reservations newest first
 * (ix_stock_movements_figures), stopping at the s-th open one. Newest first because the
 * newest reservations are mostly still open, while the oldest are mostly handed over long ago: the
 * walk costs about s index steps, however long the pack's history (bench/deliveries-queue.mjs).
 */
export async function shortPlans(m: EntityManager, planIds: readonly string[]): Promise<Set<string>> {
  const short = new Set<string>();
  const asked = [...new Set(planIds)];
  if (!asked.length) return short;
  const own = await m.find(StockMovementRow, { where: { planId: In(asked), kind: In(['reserved', 'released', 'handedOver']) }, select: { id: true, planId: true, foodPackId: true, kind: true, quantity: true } });
  const openPack = openReservations(own);
  if (!openPack.size) return short;
  const figures = await readStockFigures(m, [...new Set(openPack.values())]);

  const walks: { packId: string; limit: number }[] = [];
  for (const [packId, f] of figures) {
    const shortfall = f.reserved - f.onHand;
    if (shortfall <= 0) continue;
    if (f.onHand <= 0) {
      // Nothing in the store: every open reservation is short.
      for (const [planId, p] of openPack) if (p === packId) short.add(planId);
    } else {
      walks.push({ packId, limit: shortfall });
    }
  }
  if (!walks.length) return short;
  const sql = walks
    .map(
      (w, i) =>
        `SELECT w${i}.planId, w${i}.packId FROM (SELECT r.plan_id AS planId, r.food_pack_id AS packId FROM stock_movements r WHERE r.food_pack_id = ? AND ${OPEN_RESERVATION}
           ORDER BY r.at DESC, r.id DESC LIMIT ${Number(w.limit)}) w${i}`,
    )
    .join(' UNION ALL ');
  const walked = (await m.query(sql, walks.map((w) => w.packId))) as { planId: string; packId: string }[];
  for (const r of walked) if (openPack.get(r.planId) === r.packId) short.add(r.planId);
  return short;
}
