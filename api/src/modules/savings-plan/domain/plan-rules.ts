/** What a customer chooses when starting a plan, and the figures shown on a plan card. Pure. */
import { controlCharactersMessage, hasControlCharacters } from '../../../common/text';

export const PaymentPreferences = ['automatic', 'manual'] as const;
export type PaymentPreference = (typeof PaymentPreferences)[number];

export const FulfilmentMethods = ['delivery', 'pickup'] as const;
export type FulfilmentMethod = (typeof FulfilmentMethods)[number];

export const ADDRESS_MAX = 300;
export const NO_PENDING_PAYMENTS_MESSAGE = 'No pending payments found';
export const PLAN_NOT_FOUND_MESSAGE = 'Savings plan not found';

export interface FulfilmentChoice {
  method: FulfilmentMethod;
  address: string | null;
}

export type FulfilmentCheck = { ok: true; value: FulfilmentChoice } | { ok: false; field: string; message: string };

/**
 * Delivery (free within Lagos) needs an address: the one given, else the customer's profile
 * address. Pickup keeps no address.
 */
export function chooseFulfilment(input: { method: string; address?: string | null }, profileAddress: string | null): FulfilmentCheck {
  if (!(FulfilmentMethods as readonly string[]).includes(input.method)) {
    return { ok: false, field: 'fulfilment.method', message: `Choose ${FulfilmentMethods.join(' or ')}` };
  }
  if (input.method === 'pickup') return { ok: true, value: { method: 'pickup', address: null } };
  const address = (input.address?.trim() || profileAddress?.trim() || '').replace(/\s+/g, ' ');
  if (!address) return { ok: false, field: 'fulfilment.address', message: 'A delivery address in Lagos is required' };
  if (address.length > ADDRESS_MAX) return { ok: false, field: 'fulfilment.address', message: `The address must be at most ${ADDRESS_MAX} characters` };
  // Line breaks were folded into spaces above; what is left (NUL, bidi overrides) is refused.
  if (hasControlCharacters(address)) return { ok: false, field: 'fulfilment.address', message: controlCharactersMessage('The delivery address') };
  return { ok: true, value: { method: 'delivery', address } };
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
