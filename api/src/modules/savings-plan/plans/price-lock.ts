import { In, IsNull, type EntityManager } from 'typeorm';
import { FoodPackRow } from '../../food-pack';
import { isOpen, type PlanStatus } from '../domain/plan-state';
import { priceLock, type PriceLock } from '../domain/price-lock';

type LockedPlan = { id: string; foodPackId: string; status: PlanStatus; priceKobo: number };

/**
 * The price-lock certificates of these plans (domain/price-lock), by plan id: one query for the
 * packs of the plans still being paid, none when there are none. `todayPrices` (pack id → price,
 * live packs only), when the caller already read them with the plans, saves even that query.
 */
export async function priceLocksOf(m: EntityManager, plans: readonly LockedPlan[], todayPrices?: ReadonlyMap<string, number>): Promise<Map<string, PriceLock>> {
  const open = plans.filter((p) => isOpen(p.status));
  const prices = todayPrices ?? (open.length ? await packPricesToday(m, [...new Set(open.map((p) => p.foodPackId))]) : new Map<string, number>());
  const locks = new Map<string, PriceLock>();
  for (const plan of open) {
    const lock = priceLock(plan, prices.get(plan.foodPackId) ?? null);
    if (lock) locks.set(plan.id, lock);
  }
  return locks;
}

/** What each live pack costs today, by id; a retired pack has no price today and is left out. */
async function packPricesToday(m: EntityManager, packIds: string[]): Promise<Map<string, number>> {
  const packs = await m.find(FoodPackRow, { where: { id: In(packIds), retiredAt: IsNull() }, select: { id: true, priceKobo: true } });
  return new Map(packs.map((p) => [p.id, p.priceKobo]));
}
