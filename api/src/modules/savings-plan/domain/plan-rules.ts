/** What a customer chooses when starting a plan, and the figures shown on a plan card. Pure. */
import { AppError } from '../../../common/errors';
import { controlCharactersMessage, hasControlCharacters } from '../../../common/text';
import { checkDeliveryAddress, lagosAreaIn, OUTSIDE_LAGOS_MESSAGE, type LagosLga } from './lagos-address';

export const PaymentPreferences = ['automatic', 'manual'] as const;
export type PaymentPreference = (typeof PaymentPreferences)[number];

export const FulfilmentMethods = ['delivery', 'pickup'] as const;
export type FulfilmentMethod = (typeof FulfilmentMethods)[number];

export const ADDRESS_MAX = 300;
export const NO_PENDING_PAYMENTS_MESSAGE = 'No pending payments found';
export const PLAN_NOT_FOUND_MESSAGE = 'Savings plan not found';

/** No such plan, or not the caller's: one answer for both, so a stranger's ids tell nothing. */
export function planNotFound(): AppError {
  return new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE, [{ field: 'planId', message: PLAN_NOT_FOUND_MESSAGE }]);
}

export interface FulfilmentChoice {
  method: FulfilmentMethod;
  /** For a delivery: the street (the one line, when the address came as one). */
  address: string | null;
  landmark: string | null;
  area: LagosLga | null;
}

export type FulfilmentCheck = { ok: true; value: FulfilmentChoice } | { ok: false; field: string; message: string };

export interface FulfilmentInput {
  method: string;
  address?: string | null;
  landmark?: string | null;
  area?: string | null;
}

/**
 * Delivery is free within Lagos State only. The web asks for a street, a landmark and one of the
 * 20 areas, checked as such (lagos-address); the original clients send one line (or none, and the
 * profile's address is used), which must name a Lagos area or a well-known district in one. Anything
 * else is refused with the offer of pickup. Pickup keeps no address.
 */
export function chooseFulfilment(input: FulfilmentInput, profileAddress: string | null): FulfilmentCheck {
  if (!(FulfilmentMethods as readonly string[]).includes(input.method)) {
    return { ok: false, field: 'fulfilment.method', message: `Choose ${FulfilmentMethods.join(' or ')}` };
  }
  if (input.method === 'pickup') return { ok: true, value: { method: 'pickup', address: null, landmark: null, area: null } };
  if (input.landmark != null || input.area != null) {
    const checked = checkDeliveryAddress({ street: input.address ?? '', landmark: input.landmark ?? '', area: input.area ?? '' });
    if (!checked.ok) return { ok: false, field: `fulfilment.${checked.field === 'street' ? 'address' : checked.field}`, message: checked.message };
    return { ok: true, value: { method: 'delivery', address: checked.address.street, landmark: checked.address.landmark, area: checked.address.area } };
  }
  const address = (input.address?.trim() || profileAddress?.trim() || '').replace(/\s+/g, ' ');
  if (!address) return { ok: false, field: 'fulfilment.address', message: 'A delivery address in Lagos is required' };
  if (address.length > ADDRESS_MAX) return { ok: false, field: 'fulfilment.address', message: `The address must be at most ${ADDRESS_MAX} characters` };
  // Line breaks were folded into spaces above; what is left (NUL, bidi overrides) is refused.
  if (hasControlCharacters(address)) return { ok: false, field: 'fulfilment.address', message: controlCharactersMessage('The delivery address') };
  const area = lagosAreaIn(address);
  if (!area) return { ok: false, field: 'fulfilment.address', message: OUTSIDE_LAGOS_MESSAGE };
  return { ok: true, value: { method: 'delivery', address, landmark: null, area } };
}

/** Automatic payment charges a saved card on the due dates, so it needs a reusable card on file. */
export function preferenceProblem(preference: PaymentPreference, hasReusableCard: boolean): string | null {
  if (preference === 'automatic' && !hasReusableCard) {
    return 'Automatic payment needs a saved card: make a card payment first and the card is saved for you';
  }
  return null;
}

/** amountPaid / total as a whole percentage, 0 to 100. */
export function progressPercent(amountPaidKobo: number, totalKobo: number): number {
  if (totalKobo <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((amountPaidKobo / totalKobo) * 100)));
}
