/** What a payment's toasts say and how they share one place on screen (usePaymentFlow, usePaymentReturn). */
export const SAVE_REFERENCE_TITLE = 'Important: Save This Reference';
/** Every toast of one payment shares this key, so each replaces the last ('Processing payment', then the outcome). */
export const PAYMENT_TOAST_KEY = 'payment-outcome';
/** Spec section 9: this toast stays 15 seconds. */
export const SAVE_REFERENCE_SECONDS = 15;

export function saveReferenceText(reference: string): string {
  return `We received your payment but could not confirm it yet. Please contact support with this reference: ${reference}`;
}
