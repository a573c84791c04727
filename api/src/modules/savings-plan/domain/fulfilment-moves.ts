/**
 * How a paid pack reaches its customer, as a table. Pure.
 *
 *   delivery: AwaitingDispatch --schedule--> Scheduled (--schedule--> Scheduled: another date)
 *             Scheduled --dispatch--> OutForDelivery --deliver--> Delivered
 *             OutForDelivery --failAttempt--> AwaitingDispatch (to be scheduled again)
 *   pickup:   AwaitingDispatch --readyForPickup--> ReadyForPickup --collect--> Collected
 *   switch:   while the pack is still with us, the customer may change the method; the pack goes
 *             back to AwaitingDispatch so the new method starts from its beginning.
 *   cancel:   any state before the handover --> Cancelled.
 *
 * The moves' data (the date of `schedule`, the rider of `dispatch`, the reason of `failAttempt`)
 * is the caller's to record; this table only says whether the move may happen.
 */
import type { FulfilmentMethod } from './plan-rules';

export const FulfilmentStates = ['AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'Delivered', 'ReadyForPickup', 'Collected', 'Cancelled'] as const;
export type FulfilmentState = (typeof FulfilmentStates)[number];

export const FulfilmentMoves = ['schedule', 'dispatch', 'deliver', 'failAttempt', 'readyForPickup', 'collect', 'cancel', 'switchToPickup', 'switchToDelivery'] as const;
export type FulfilmentMove = (typeof FulfilmentMoves)[number];

/** What a pack's record may write beyond the table's moves: its opening, a rider assigned, an address changed. */
export type FulfilmentRecordMove = FulfilmentMove | 'open' | 'assign' | 'changeAddress';

export const FULFILMENT_STATE_LABELS: Readonly<Record<FulfilmentState, string>> = {
  AwaitingDispatch: 'Awaiting dispatch',
  Scheduled: 'Scheduled',
  OutForDelivery: 'Out for delivery',
  Delivered: 'Delivered',
  ReadyForPickup: 'Ready for pickup',
  Collected: 'Collected',
  Cancelled: 'Cancelled',
};

interface MoveRule {
  /** The method the pack must have; null: either. */
  method: FulfilmentMethod | null;
  /** The states the move applies to, each with the state after it. */
  from: Readonly<Partial<Record<FulfilmentState, FulfilmentState>>>;
  /** The method the pack has after the move, when the move changes it. */
  becomes?: FulfilmentMethod;
  /** Completes "A pack can be … only when it is …". */
  done: string;
}

const BEFORE_HANDOVER_TO_CANCELLED = { AwaitingDispatch: 'Cancelled', Scheduled: 'Cancelled', OutForDelivery: 'Cancelled', ReadyForPickup: 'Cancelled' } as const;

export const FULFILMENT_TRANSITIONS: Readonly<Record<FulfilmentMove, MoveRule>> = {
  schedule: { method: 'delivery', from: { AwaitingDispatch: 'Scheduled', Scheduled: 'Scheduled' }, done: 'scheduled' },
  dispatch: { method: 'delivery', from: { Scheduled: 'OutForDelivery' }, done: 'sent out for delivery' },
  deliver: { method: 'delivery', from: { OutForDelivery: 'Delivered' }, done: 'marked delivered' },
  // Only a rider on the road can fail to deliver; a scheduled pack is rescheduled instead.
  failAttempt: { method: 'delivery', from: { OutForDelivery: 'AwaitingDispatch' }, done: 'marked as a failed delivery' },
  readyForPickup: { method: 'pickup', from: { AwaitingDispatch: 'ReadyForPickup' }, done: 'made ready for pickup' },
  collect: { method: 'pickup', from: { ReadyForPickup: 'Collected' }, done: 'marked collected' },
  // Cancelling goes with refunding the plan: the caller allows it only as part of the refund.
  cancel: { method: null, from: BEFORE_HANDOVER_TO_CANCELLED, done: 'cancelled' },
  switchToPickup: { method: 'delivery', from: { AwaitingDispatch: 'AwaitingDispatch', Scheduled: 'AwaitingDispatch' }, becomes: 'pickup', done: 'switched to pickup' },
  switchToDelivery: { method: 'pickup', from: { AwaitingDispatch: 'AwaitingDispatch', ReadyForPickup: 'AwaitingDispatch' }, becomes: 'delivery', done: 'switched to delivery' },
};

export type FulfilmentStep = { ok: true; state: FulfilmentState; method: FulfilmentMethod } | { ok: false; message: string };

/** The state and method after `move`, or why the move cannot happen now. */
export function nextFulfilment(current: { state: FulfilmentState; method: FulfilmentMethod }, move: FulfilmentMove): FulfilmentStep {
  const rule = FULFILMENT_TRANSITIONS[move];
  if (rule.method !== null && rule.method !== current.method) {
    const message = rule.becomes === current.method ? `This pack is already for ${current.method}.` : `Only a pack for ${rule.method} can be ${rule.done}; this one is for ${current.method}.`;
    return { ok: false, message };
  }
  const state = rule.from[current.state];
  if (!state) {
    const when = Object.keys(rule.from).map((s) => FULFILMENT_STATE_LABELS[s as FulfilmentState].toLowerCase());
    const list = when.length > 1 ? `${when.slice(0, -1).join(', ')} or ${when[when.length - 1]}` : when[0];
    return { ok: false, message: `A pack can be ${rule.done} only when it is ${list} (it is ${FULFILMENT_STATE_LABELS[current.state]}).` };
  }
  return { ok: true, state, method: rule.becomes ?? current.method };
}

/** The customer has the pack: what starts the refund window. */
export function isHandedOver(state: FulfilmentState): boolean {
  return state === 'Delivered' || state === 'Collected';
}

/** The pack is still with us (not on the road, not handed over, not cancelled): the method may still change. */
export function isBeforeDispatch(state: FulfilmentState): boolean {
  return state === 'AwaitingDispatch' || state === 'Scheduled' || state === 'ReadyForPickup';
}
