/**
 * Changing a plan's pack and ending a plan early (issue 26; specification section 1: "upgrade of
 * pack allowed before 50 % of the savings goal"; refunds "processed in 7 to 14 business days").
 * Pure: the plan's rows and today in, a decision out.
 */
import { formatKobo } from '../../../common/money';
import type { LocalDate } from '../../../common/time';
import { addWorkingDays } from './delivery';
import { nigerianHolidays } from './nigerian-holidays';
import { isOpen, type PlanStatus } from './plan-state';
import { splitWholeNaira, type Instalment } from './schedule';

/** A pack may be changed while less than this share of the goal (the locked price) is paid. */
export const PACK_CHANGE_MAX_PAID_PERCENT = 50;

export interface ChangeablePlan {
  status: PlanStatus;
  foodPackId: string;
  priceKobo: number;
  amountPaidKobo: number;
  /** Late fines not waived: a plan carrying fines is past its window. */
  finesKobo: number;
}

/** Why this plan's pack cannot be changed now (a code and the rule in words), or null. */
export type PackChangeRefusal = 'PLAN_CLOSED' | 'PACK_CHANGE_CLOSED' | 'PLAN_HAS_FINES' | 'SAME_PACK' | 'PACK_TOO_CHEAP';

export function packChangeProblem(plan: ChangeablePlan, newPack: { id: string; priceKobo: number }): { code: PackChangeRefusal; message: string } | null {
  if (!isOpen(plan.status)) return { code: 'PLAN_CLOSED', message: `This plan is ${plan.status.toLowerCase()}: its pack can no longer be changed` };
  if (plan.amountPaidKobo * 100 >= plan.priceKobo * PACK_CHANGE_MAX_PAID_PERCENT) {
    const percent = Math.floor((plan.amountPaidKobo * 100) / plan.priceKobo);
    return {
      code: 'PACK_CHANGE_CLOSED',
      message: `A plan's pack can be changed only before ${PACK_CHANGE_MAX_PAID_PERCENT} % of its savings goal is paid: this plan has ${formatKobo(plan.amountPaidKobo)} of ${formatKobo(plan.priceKobo)} (${percent} %)`,
    };
  }
  if (plan.finesKobo > 0) return { code: 'PLAN_HAS_FINES', message: 'This plan has late fines: it is past its window, so its pack can no longer be changed' };
  if (newPack.id === plan.foodPackId) return { code: 'SAME_PACK', message: 'This plan is already for that pack: choose another pack' };
  if (newPack.priceKobo < plan.amountPaidKobo) {
    return { code: 'PACK_TOO_CHEAP', message: `That pack costs ${formatKobo(newPack.priceKobo)}, less than the ${formatKobo(plan.amountPaidKobo)} already paid: choose a pack costing at least that` };
  }
  return null;
}

/**
 * The new plan's instalments: what was paid carried over as its first instalment (dated the old
 * plan's start, so the 4-month window is unchanged), then the rest of the new price over the old
 * plan's instalment dates still to come (today or later), or today alone when none is left. They
 * sum exactly to the new price.
 */
export function packChangeSchedule(input: { startDate: LocalDate; carriedKobo: number; newPriceKobo: number; unpaidDueDates: LocalDate[]; today: LocalDate }): Instalment[] {
  const ahead = input.unpaidDueDates.filter((d) => d >= input.today).sort();
  const left = input.newPriceKobo - input.carriedKobo;
  const carried: Instalment[] = input.carriedKobo > 0 ? [{ sequence: 1, dueDate: input.startDate, amountKobo: input.carriedKobo }] : [];
  if (left === 0) return carried;
  const dates = (ahead.length ? ahead : [input.today]).slice(0, Math.max(1, Math.floor(left / 100)));
  const amounts = splitWholeNaira(left, dates.length);
  return [...carried, ...dates.map((dueDate, i) => ({ sequence: carried.length + i + 1, dueDate, amountKobo: amounts[i] }))];
}

/** Refunds are paid back within 7 to 14 business days of the request (Lagos working days). */
export const REFUND_MIN_WORKING_DAYS = 7;
export const REFUND_MAX_WORKING_DAYS = 14;

/** The days a refund asked for on `requestedOn` is promised between; `closures` as the delivery promise uses them. */
export function refundPromise(requestedOn: LocalDate, closures: Iterable<LocalDate>): { from: LocalDate; by: LocalDate } {
  const days = new Set([...nigerianHolidays(), ...closures]);
  return { from: addWorkingDays(requestedOn, REFUND_MIN_WORKING_DAYS, days), by: addWorkingDays(requestedOn, REFUND_MAX_WORKING_DAYS, days) };
}

/** Where a cancelled plan's money goes: back to the customer, or into another of their plans. */
export const CancelDestinations = ['refund', 'plan'] as const;
export type CancelDestination = (typeof CancelDestinations)[number];

/** Why money cannot be moved into `target` (null when it can): the customer's own open plan that still needs at least the amount. */
export function creditTargetProblem(source: { id: string; userId: string }, target: { id: string; userId: string; status: PlanStatus; remainingKobo: number } | null, amountKobo: number): string | null {
  if (!target || target.userId !== source.userId) return 'Choose another plan of the same customer to move the money to';
  if (target.id === source.id) return 'The money cannot be moved into the plan being cancelled: choose another plan';
  if (!isOpen(target.status)) return `That plan is ${target.status.toLowerCase()}: money can be moved only into a plan still being paid`;
  if (target.remainingKobo < amountKobo) {
    return `That plan needs only ${formatKobo(target.remainingKobo)} more, less than the ${formatKobo(amountKobo)} to move: choose a refund or another plan`;
  }
  return null;
}
