import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/db';
import { STOCK_MOVEMENT_KINDS, type StockMovementKind } from './domain/stock-figures';
import { StockClosingRow } from './stock-closing.entity';
import { StockMovementRow } from './stock-movement.entity';
import { firstMovementIdAt } from './movement-id';

/**
 * Stock closings: a pack's movements summed once, up to a movement id, and written as a row that is
 * never edited (stock_closings), so its figures are that row plus the movements after it
 * (stock-figures.ts). The nightly `stock.closings` job writes them; the rows themselves stay as
 * they are, each one still explaining the figures.
 *
 * A closing covers the movements whose id sorts before its `beforeId`. Ids are UUID v7, made from
 * the writing process's clock when the row is inserted (movement-id.ts), but a row is seen only once
 * its transaction commits, and another process's clock may run a little behind: so a closing stops
 * at movements made more than CLOSING_SETTLE_MS ago, by which time every one of them has committed.
 * The check (checkStockClosings) sums again what each latest closing covers; should a movement ever
 * commit later than that, it finds the difference and writes a corrected closing.
 */
export const CLOSING_SETTLE_MS = 10 * 60_000;

export interface Sums {
  movements: number;
  totals: Record<StockMovementKind, number>;
}

const NONE: Sums = { movements: 0, totals: { received: 0, adjusted: 0, reserved: 0, released: 0, handedOver: 0 } };

const add = (a: Sums, b: Sums): Sums => ({
  movements: a.movements + b.movements,
  totals: Object.fromEntries(STOCK_MOVEMENT_KINDS.map((k) => [k, a.totals[k] + b.totals[k]])) as Sums['totals'],
});

const sameSums = (a: Sums, b: Sums) => a.movements === b.movements && STOCK_MOVEMENT_KINDS.every((k) => a.totals[k] === b.totals[k]);

/** What a closing holds, as sums. */
export function sumsOf(c: StockClosingRow): Sums {
  return { movements: c.movements, totals: { received: c.received, adjusted: c.adjusted, reserved: c.reserved, released: c.released, handedOver: c.handedOver } };
}

/** Every pack that has movements (a loose scan of the pack index: one step a pack). */
export async function packsWithMovements(m: EntityManager): Promise<string[]> {
  const rows = await m.createQueryBuilder(StockMovementRow, 's').select('s.foodPackId', 'packId').groupBy('s.foodPackId').getRawMany<{ packId: string }>();
  return rows.map((r) => r.packId);
}

/** Each pack's latest closing (its highest number); packs never closed are left out. */
export async function latestClosings(m: EntityManager, packIds?: readonly string[]): Promise<Map<string, StockClosingRow>> {
  if (packIds?.length === 0) return new Map();
  const q = m.createQueryBuilder(StockClosingRow, 'c').where('c.number = (SELECT MAX(x.number) FROM stock_closings x WHERE x.food_pack_id = c.food_pack_id)');
  if (packIds) q.andWhere('c.foodPackId IN (:...packIds)', { packIds });
  return new Map((await q.getMany()).map((c) => [c.foodPackId, c]));
}

/** One pack's movements with an id from `from` (inclusive) to `before` (exclusive), either end open. */
async function movementSums(m: EntityManager, packId: string, from: string | null, before: string | null): Promise<Sums> {
  const q = m
    .createQueryBuilder(StockMovementRow, 's')
    .select('s.kind', 'kind')
    .addSelect('SUM(s.quantity)', 'total')
    .addSelect('COUNT(*)', 'n')
    .where('s.foodPackId = :packId', { packId })
    .groupBy('s.kind');
  if (from !== null) q.andWhere('s.id >= :from', { from });
  if (before !== null) q.andWhere('s.id < :before', { before });
  const sums: Sums = { movements: 0, totals: { ...NONE.totals } };
  for (const r of await q.getRawMany<{ kind: StockMovementKind; total: string | number; n: string | number }>()) {
    sums.totals[r.kind] += Number(r.total);
    sums.movements += Number(r.n);
  }
  return sums;
}

/** Writes a pack's closing number `number`; false when another run wrote that number first. */
async function writeClosing(m: EntityManager, packId: string, number: number, beforeId: string, sums: Sums): Promise<boolean> {
  try {
    await m.insert(StockClosingRow, { id: randomUUID(), foodPackId: packId, number, beforeId, movements: sums.movements, ...sums.totals, closedAt: new Date() });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/**
 * Closes every pack with movements since its latest closing, up to the movements made
 * `settleMs` ago: the new closing is the latest one plus those movements (the pack's first, its
 * movements so far). Idempotent: a pack with nothing new gets nothing; two runs at once both try
 * the same next number, and one writes. The clock is the real one, as the ids' is, never a job's
 * `--now`.
 */
export async function closeStock(m: EntityManager, opts: { settleMs?: number; now?: () => number } = {}): Promise<{ packs: number; closed: number }> {
  const beforeId = firstMovementIdAt((opts.now ?? Date.now)() - (opts.settleMs ?? CLOSING_SETTLE_MS));
  const packs = await packsWithMovements(m);
  const latest = await latestClosings(m, packs);
  let closed = 0;
  for (const packId of packs) {
    const last = latest.get(packId);
    if (last && last.beforeId >= beforeId) continue;
    const since = await movementSums(m, packId, last?.beforeId ?? null, beforeId);
    if (since.movements === 0) continue;
    if (await writeClosing(m, packId, (last?.number ?? 0) + 1, beforeId, add(last ? sumsOf(last) : NONE, since))) closed++;
  }
  return { packs: packs.length, closed };
}

/**
 * Sums again everything each pack's latest closing covers (a whole history: a nightly cost, never a
 * reader's) and answers the packs whose closing differs. With `correct`, each of them gets a new
 * closing over the same movements with what they really sum to, so the figures are right again.
 */
export async function checkStockClosings(m: EntityManager, opts: { correct?: boolean } = {}): Promise<{ checked: number; wrong: string[] }> {
  const wrong: string[] = [];
  const latest = await latestClosings(m);
  for (const [packId, c] of latest) {
    const actual = await movementSums(m, packId, null, c.beforeId);
    if (sameSums(actual, sumsOf(c))) continue;
    wrong.push(packId);
    if (opts.correct) await writeClosing(m, packId, c.number + 1, c.beforeId, actual);
  }
  return { checked: latest.size, wrong };
}
