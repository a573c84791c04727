import type { EntityManager } from 'typeorm';
import { openReservations, type StockMovementKind } from './domain/stock-figures';
import { StockMovementRow } from './stock-movement.entity';
import { movementId } from './movement-id';

/**
 * The stock movements that follow a plan's fulfilment, written by the plan account
 * (savings-plan/account/fulfilment-record.ts) in the transaction of the fulfilment's move, under the
 * plan's row lock: so one plan's movements take turns, and every check below sees its own plan's
 * rows as they are. Nothing here locks the pack or refuses: two plans completing at once for the
 * last unit both reserve (two inserts, no shared row), and the figures show the shortfall.
 *
 * It lives in the stock feature, a layer below savings-plan, because stock needs nothing of the
 * plans (only their ids), while the plan account must write these rows in its own transaction.
 */

/** The plan's reservation still open: reserved and neither released nor handed over (its pack, or null). */
export async function openReservation(m: EntityManager, planId: string): Promise<{ foodPackId: string } | null> {
  const rows = await m.find(StockMovementRow, { where: { planId }, select: { planId: true, foodPackId: true, kind: true, quantity: true } });
  const foodPackId = openReservations(rows).get(planId);
  return foodPackId ? { foodPackId } : null;
}

async function insert(m: EntityManager, kind: StockMovementKind, planId: string, foodPackId: string, now: Date, actorId: string | null): Promise<void> {
  await m.insert(StockMovementRow, { id: movementId(), foodPackId, kind, quantity: 1, planId, reason: null, actorId, at: now });
}

/** A plan paid in full (or paid again after a reversal) reserves one of its pack; never twice while one is open. */
export async function reserveForPlan(m: EntityManager, planId: string, foodPackId: string, now: Date): Promise<void> {
  if (await openReservation(m, planId)) return;
  await insert(m, 'reserved', planId, foodPackId, now, null);
}

/** The plan's fulfilment was cancelled (a refund, a reverted payment): its reservation goes back to available. */
export async function releaseForPlan(m: EntityManager, planId: string, now: Date, actorId: string | null): Promise<void> {
  const open = await openReservation(m, planId);
  if (open) await insert(m, 'released', planId, open.foodPackId, now, actorId);
}

/**
 * The pack was handed over (delivered, collected, or an admin's override): it leaves the store and
 * its reservation ends, in one 'handedOver' row. A plan completed before stock was kept has no
 * reservation to end (the migration reserved every open fulfilment, so this is a safety net): it is
 * reserved first, so reserved never goes below what the rows explain.
 */
export async function handOverForPlan(m: EntityManager, planId: string, foodPackId: string, now: Date, actorId: string | null): Promise<void> {
  const open = await openReservation(m, planId);
  if (!open) await insert(m, 'reserved', planId, foodPackId, now, null);
  await insert(m, 'handedOver', planId, open?.foodPackId ?? foodPackId, now, actorId);
}
