import { Router } from 'express';
import { AppError } from '../../../common/errors';
import { sendBare } from '../../../rest/envelope';
import { toLegacyPaymentMethod } from './card.legacy';
import type { CardService } from './card.service';

/**
 * GET /api/PaymentMethod/current: the customer's saved card, BARE as the original's
 * PaymentMethodController answered it (`Ok(paymentMethod)`); none is a 404, as its `NotFound()`
 * was, with the envelope's `message`.
 */
export function cardRoutes(deps: { cards: CardService }): Router {
  const r = Router();
  r.get('/PaymentMethod/current', async (req, res) => {
    const method = await deps.cards.myPaymentMethod(req.ctx);
    if (!method) throw new AppError('NOT_FOUND', 'No saved payment methods');
    sendBare(res, toLegacyPaymentMethod(method));
  });
  return r;
}
