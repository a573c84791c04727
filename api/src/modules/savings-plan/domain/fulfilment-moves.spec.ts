import {
  FULFILMENT_STATE_LABELS,
  FulfilmentMoves,
  FulfilmentStates,
  isBeforeDispatch,
  isHandedOver,
  nextFulfilment,
  type FulfilmentMove,
  type FulfilmentState,
} from './fulfilment-moves';
import { FulfilmentMethods, type FulfilmentMethod } from './plan-rules';

type Case = [FulfilmentState, FulfilmentMethod, FulfilmentMove];

/** Written out here, not read from the table under test. */
const ALLOWED: [...Case, FulfilmentState, FulfilmentMethod][] = [
  ['AwaitingDispatch', 'delivery', 'schedule', 'Scheduled', 'delivery'],
  ['Scheduled', 'delivery', 'schedule', 'Scheduled', 'delivery'],
  ['Scheduled', 'delivery', 'dispatch', 'OutForDelivery', 'delivery'],
  ['OutForDelivery', 'delivery', 'deliver', 'Delivered', 'delivery'],
  ['OutForDelivery', 'delivery', 'failAttempt', 'AwaitingDispatch', 'delivery'],
  ['AwaitingDispatch', 'pickup', 'readyForPickup', 'ReadyForPickup', 'pickup'],
  ['ReadyForPickup', 'pickup', 'collect', 'Collected', 'pickup'],
  ['AwaitingDispatch', 'delivery', 'switchToPickup', 'AwaitingDispatch', 'pickup'],
  ['Scheduled', 'delivery', 'switchToPickup', 'AwaitingDispatch', 'pickup'],
  ['AwaitingDispatch', 'pickup', 'switchToDelivery', 'AwaitingDispatch', 'delivery'],
  ['ReadyForPickup', 'pickup', 'switchToDelivery', 'AwaitingDispatch', 'delivery'],
  ...(['delivery', 'pickup'] as const).flatMap((method) =>
    (['AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup'] as const).map((state): [...Case, FulfilmentState, FulfilmentMethod] => [state, method, 'cancel', 'Cancelled', method]),
  ),
];

const isAllowed = ([state, method, move]: Case) => ALLOWED.some(([s, m, mv]) => s === state && m === method && mv === move);
const REFUSED: Case[] = FulfilmentStates.flatMap((state) => FulfilmentMethods.flatMap((method) => FulfilmentMoves.map((move): Case => [state, method, move]))).filter((c) => !isAllowed(c));

describe('fulfilment moves', () => {
  it('has 19 allowed and 107 refused (state, method, move) combinations', () => {
    expect(ALLOWED).toHaveLength(19);
    expect(REFUSED).toHaveLength(FulfilmentStates.length * FulfilmentMethods.length * FulfilmentMoves.length - 19);
  });

  it.each(ALLOWED)('allows %s (%s) --%s--> %s (%s)', (state, method, move, to, toMethod) => {
    expect(nextFulfilment({ state, method }, move)).toEqual({ ok: true, state: to, method: toMethod });
  });

  it.each(REFUSED)('refuses %s (%s) --%s--> with a message', (state, method, move) => {
    const step = nextFulfilment({ state, method }, move);
    expect(step.ok).toBe(false);
    if (!step.ok) expect(step.message).toMatch(/^[A-Z].+\.$/);
  });
});

describe('refusal messages', () => {
  it('names the state the move needs and the state the pack is in', () => {
    expect(nextFulfilment({ state: 'Scheduled', method: 'delivery' }, 'deliver')).toEqual({
      ok: false,
      message: 'A pack can be marked delivered only when it is out for delivery (it is Scheduled).',
    });
    expect(nextFulfilment({ state: 'Scheduled', method: 'delivery' }, 'failAttempt')).toEqual({
      ok: false,
      message: 'A pack can be marked as a failed delivery only when it is out for delivery (it is Scheduled).',
    });
    expect(nextFulfilment({ state: 'OutForDelivery', method: 'delivery' }, 'switchToPickup')).toEqual({
      ok: false,
      message: 'A pack can be switched to pickup only when it is awaiting dispatch or scheduled (it is Out for delivery).',
    });
    expect(nextFulfilment({ state: 'Delivered', method: 'delivery' }, 'cancel')).toEqual({
      ok: false,
      message: 'A pack can be cancelled only when it is awaiting dispatch, scheduled, out for delivery or ready for pickup (it is Delivered).',
    });
  });

  it('names the method a move needs', () => {
    expect(nextFulfilment({ state: 'AwaitingDispatch', method: 'pickup' }, 'schedule')).toEqual({
      ok: false,
      message: 'Only a pack for delivery can be scheduled; this one is for pickup.',
    });
    expect(nextFulfilment({ state: 'AwaitingDispatch', method: 'delivery' }, 'readyForPickup')).toEqual({
      ok: false,
      message: 'Only a pack for pickup can be made ready for pickup; this one is for delivery.',
    });
  });

  it('says when a switch would change nothing', () => {
    expect(nextFulfilment({ state: 'AwaitingDispatch', method: 'pickup' }, 'switchToPickup')).toEqual({ ok: false, message: 'This pack is already for pickup.' });
    expect(nextFulfilment({ state: 'Scheduled', method: 'delivery' }, 'switchToDelivery')).toEqual({ ok: false, message: 'This pack is already for delivery.' });
  });
});

describe('fulfilment state helpers', () => {
  it('counts a pack handed over once delivered or collected', () => {
    expect(FulfilmentStates.filter(isHandedOver)).toEqual(['Delivered', 'Collected']);
  });

  it('is before dispatch exactly where the customer may still switch the method', () => {
    expect(FulfilmentStates.filter(isBeforeDispatch)).toEqual(['AwaitingDispatch', 'Scheduled', 'ReadyForPickup']);
    const switchable = new Set(ALLOWED.filter(([, , move]) => move === 'switchToPickup' || move === 'switchToDelivery').map(([state]) => state));
    expect(FulfilmentStates.filter((s) => switchable.has(s))).toEqual(FulfilmentStates.filter(isBeforeDispatch));
  });

  it('labels every state for customers', () => {
    expect(FulfilmentStates.map((s) => FULFILMENT_STATE_LABELS[s])).toEqual(['Awaiting dispatch', 'Scheduled', 'Out for delivery', 'Delivered', 'Ready for pickup', 'Collected', 'Cancelled']);
  });
});
