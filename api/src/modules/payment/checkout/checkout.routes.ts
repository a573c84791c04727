import { Router } from 'express';
import { AppError } from '../../../common/errors';
import { sendOk } from '../../../rest/envelope';
import { parseBody } from '../../../rest/validate';
import { normaliseLegacyBody } from '../../savings-plan';
import { LegacyCreatePlanBody, LegacyUpdatePaymentBody, toLegacyCheckout, toLegacyConfirmation } from './checkout.legacy';
import type { PaymentService } from './payment.service';
import type { PlanCheckoutService } from './plan-checkout.service';

/** Section 7's paths that start a plan with its first checkout and confirm a plan's payment, on the same services as GraphQL. */
export function checkoutRoutes(deps: { payments: PaymentService; checkouts: PlanCheckoutService }): Router {
  const r = Router();
  r.post('/SavingsPlan', async (req, res) => {
    const body = await parseBody(LegacyCreatePlanBody, normaliseLegacyBody(req.body));
    if (body.paymentReference) {
      // The original client paid first and then created the plan. Here the reference must be one
      // this server issued for a plan's first instalment; verified, it activates that plan.
      const confirmed = await deps.payments.confirmPayment(req.ctx, body.paymentReference, { via: 'legacy', purpose: 'first' });
      return void sendOk(res, toLegacyConfirmation(confirmed), 'Savings plan created successfully');
    }
    if (!body.foodPackId) throw new AppError('VALIDATION', 'foodPackId is required', [{ field: 'foodPackId', message: 'foodPackId is required' }]);
    const started = await deps.checkouts.start(req.ctx, {
      foodPackId: body.foodPackId,
      frequency: body.paymentFrequency ?? 'monthly',
      preference: body.paymentPreference ?? 'manual',
      fulfilment: { method: body.fulfilmentMethod ?? 'delivery', address: body.deliveryAddress },
    });
    sendOk(res, toLegacyCheckout(started), 'Savings plan started: complete the first payment to activate it');
  });
  /** Confirms by `paymentReference` only: `amount` and `scheduleId` are ignored (the server's record decides), as is `paymentPreference` (PUT …/payment-preference changes it). */
  r.post('/SavingsPlan/:id/update-payment', async (req, res) => {
    const { paymentReference } = await parseBody(LegacyUpdatePaymentBody, normaliseLegacyBody(req.body));
    const confirmed = await deps.payments.confirmPayment(req.ctx, paymentReference, { via: 'legacy', planId: String(req.params.id) });
    sendOk(res, toLegacyConfirmation(confirmed), confirmed.alreadyCredited ? 'Payment already confirmed' : 'Payment Confirmed Successfully');
  });
  return r;
}
