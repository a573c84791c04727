import type { PaymentMethodView } from './card.service';

/** GET /api/PaymentMethod/current's card, as the original answered it. */
export function toLegacyPaymentMethod(m: PaymentMethodView) {
  return { provider: m.provider, type: m.type, cardType: m.cardType, bank: m.bank, lastFourDigits: m.lastFourDigits, expMonth: m.expMonth, expYear: m.expYear };
}
