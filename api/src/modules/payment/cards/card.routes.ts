import { Router } from 'express';
import { sendOk } from '../../../rest/envelope';
import { toLegacyPaymentMethod } from './card.legacy';
import type { CardService } from './card.service';

/** GET /api/PaymentMethod/current: the customer's saved card. */
export function cardRoutes(deps: { cards: CardService }): Router {
  const r = Router();
  r.get('/PaymentMethod/current', async (req, res) => {
    const method = await deps.cards.myPaymentMethod(req.ctx);
    sendOk(res, method ? toLegacyPaymentMethod(method) : null, method ? 'Request completed successfully' : 'No saved payment methods');
  });
  return r;
}
