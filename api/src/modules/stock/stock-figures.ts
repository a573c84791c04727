import { Brackets, type EntityManager } from 'typeorm';
import { figuresOf, NO_STOCK, type KindTotals, type StockFigures, type StockMovementKind } from './domain/stock-figures';
import { latestClosings, packsWithMovements, sumsOf } from './stock-closings';
import { StockMovementRow } from './stock-movement.entity';

export type { StockFigures } from './domain/stock-figures';

/**
 * Each pack's on hand, reserved and available: its latest closing's totals (stock-closings.ts) plus
 * the sum of its movements after that closing, read on the caller's manager (so inside a
 * transaction it sees that transaction's own writes). The movements are one GROUP BY over an index
 * range per pack, (food_pack_id, id) from the closing's bound on: its cost is the movements since
 * the last closing, not the pack's history. Never a stored counter. With `packIds`, every one of
 * them is in the answer (zeros without rows); without, every pack that has rows.
 */
export async function readStockFigures(m: EntityManager, packIds?: string[]): Promise<Map<string, StockFigures>> {
  const figures = new Map<string, StockFigures>();
  const ids = packIds ?? (await packsWithMovements(m));
  if (ids.length === 0) return figures;
  const closings = await latestClosings(m, ids);
  const totals = new Map<string, KindTotals>([...closings].map(([id, c]) => [id, { ...sumsOf(c).totals }]));

  // One statement: a pack never closed, all its movements; a closed one, those from its closing's
  // bound on (a range of ix_stock_movements_since). `1 = 0` only starts the OR.
  const neverClosed = ids.filter((id) => !closings.has(id));
  const since = m
    .createQueryBuilder(StockMovementRow, 's')
    .select('s.foodPackId', 'packId')
    .addSelect('s.kind', 'kind')
    .addSelect('SUM(s.quantity)', 'total')
    .where(
      new Brackets((w) => {
        w.where('1 = 0');
        if (neverClosed.length) w.orWhere('s.foodPackId IN (:...neverClosed)', { neverClosed });
        [...closings.values()].forEach((c, i) => w.orWhere(`(s.foodPackId = :pack${i} AND s.id >= :from${i})`, { [`pack${i}`]: c.foodPackId, [`from${i}`]: c.beforeId }));
      }),
    )
    .groupBy('s.foodPackId')
    .addGroupBy('s.kind');
  for (const r of await since.getRawMany<{ packId: string; kind: StockMovementKind; total: string | number }>()) {
    const t = totals.get(r.packId) ?? {};
    t[r.kind] = (t[r.kind] ?? 0) + Number(r.total);
    totals.set(r.packId, t);
  }
  for (const id of packIds ?? []) figures.set(id, { ...NO_STOCK });
  for (const [id, t] of totals) figures.set(id, figuresOf(t));
  return figures;
}
