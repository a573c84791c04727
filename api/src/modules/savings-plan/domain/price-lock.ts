/**
 * The price-lock certificate (issue 25). Pure.
 *
 * A plan keeps the price its pack had when it started (SavingsPlanRow.priceKobo). When the pack
 * costs more today (an admin's price adjustment, or an edit of the pack), a plan still being paid
 * shows what the lock saves: "You locked ₦X; this pack costs ₦Y today; you save ₦Z". It is only
 * words: nothing changes what the customer owes.
 */
import { isOpen, type PlanStatus } from './plan-state';

export interface PriceLock {
  /** The plan's locked price, in kobo. */
  lockedKobo: number;
  /** The pack's price today, in kobo. */
  todayKobo: number;
  /** todayKobo - lockedKobo: always more than 0. */
  savingKobo: number;
}

/**
 * The certificate of a plan, or null: for a plan still being paid (awaiting its first payment, or
 * active) whose pack costs more today than the plan locked. `todayKobo` is null when the pack has
 * no price today (retired).
 */
export function priceLock(plan: { status: PlanStatus; priceKobo: number }, todayKobo: number | null): PriceLock | null {
  if (!isOpen(plan.status) || todayKobo === null || todayKobo <= plan.priceKobo) return null;
  return { lockedKobo: plan.priceKobo, todayKobo, savingKobo: todayKobo - plan.priceKobo };
}

/** The certificate's one line, in the caller's money format (the e-mail's and the plan card's say the same words). */
export function priceLockLine(lock: PriceLock, money: (kobo: number) => string): string {
  return `You locked ${money(lock.lockedKobo)}; this pack costs ${money(lock.todayKobo)} today; you save ${money(lock.savingKobo)}.`;
}
