import { Router } from 'express';
import type { RequestContext } from '../../../common/context';
import { AppError } from '../../../common/errors';
import { sendBare } from '../../../rest/envelope';
import { parseBody } from '../../../rest/validate';
import { normaliseLegacyBody } from '../../savings-plan';
import { LegacyConfirmMobilePaymentBody, LegacyCreatePlanBody, LegacyUpdatePaymentBody, toLegacyCheckout, toLegacyConfirmation } from './checkout.legacy';
import { resolvePackKey, resolvePlanKey, resolveScheduleKey } from '../../../rest/legacy-ids';
import { PaymentService } from './payment.service';
import type { PlanCheckoutService } from './plan-checkout.service';

/**
 * Section 7's paths that start a plan with its first checkout and confirm a plan's payment, on the same services as GraphQL.
 * Each answers BARE, as the original's SavingsPlanController did (`Ok(result)`, the plan; the mobile app parses the
 * top level): the plan with `checkout` or `payment` (`payment.alreadyCredited` says a reference was already counted).
 */
export function checkoutRoutes(deps: { payments: PaymentService; checkouts: PlanCheckoutService }): Router {
  const r = Router();
  r.post('/SavingsPlan', async (req, res) => {
    const body = await parseBody(LegacyCreatePlanBody, normaliseLegacyBody(await withPackKey(req.ctx, req.body)));
    if (body.paymentReference) {
      // The original clients pay first and then create the plan. A reference this server issued for
      // a plan's first instalment activates that plan; the client's own reference (issue 28) opens
      // the plan on the pack named and credits the payment once Paystack confirms it is theirs.
      const issued = !PaymentService.isClientReference(body.paymentReference) || (await deps.payments.isIssuedReference(req.ctx, body.paymentReference));
      const confirmed =
        issued || !body.foodPackId
          ? await deps.payments.confirmPayment(req.ctx, body.paymentReference, { via: 'legacy', purpose: 'first' })
          : await deps.checkouts.startPaid(req.ctx, startInput(body, body.foodPackId), body.paymentReference);
      return void sendBare(res, await toLegacyConfirmation(req.ctx, confirmed));
    }
    if (!body.foodPackId) throw new AppError('VALIDATION', 'foodPackId is required', [{ field: 'foodPackId', message: 'foodPackId is required' }]);
    const started = await deps.checkouts.start(req.ctx, startInput(body, body.foodPackId));
    sendBare(res, await toLegacyCheckout(req.ctx, started));
  });
  /**
   * Confirms by `paymentReference`: one this server issued for this plan, or the client's own,
   * paid at Paystack (issue 28: verified with Paystack, credited once). `amount` is ignored (what
   * Paystack says was paid is credited), as is `paymentPreference` (PUT …/payment-preference
   * changes it); `scheduleId` names the instalment a client reference pays.
   */
  r.post('/SavingsPlan/:id/update-payment', async (req, res) => {
    const body = await parseBody(LegacyUpdatePaymentBody, normaliseLegacyBody(req.body));
    const confirmed = await confirmReported(req.ctx, String(req.params.id), body.paymentReference, (req.body as { scheduleId?: unknown } | undefined)?.scheduleId);
    sendBare(res, await toLegacyConfirmation(req.ctx, confirmed));
  });
  /** The app's confirmation after its Paystack popup (issue 28): `{ scheduleId, paymentReference, amount, paymentMethod }`, the same rules as update-payment. */
  r.post('/SavingsPlan/:id/confirm-mobile-payment', async (req, res) => {
    const body = await parseBody(LegacyConfirmMobilePaymentBody, normaliseLegacyBody(req.body));
    const confirmed = await confirmReported(req.ctx, String(req.params.id), body.paymentReference, (req.body as { scheduleId?: unknown } | undefined)?.scheduleId);
    sendBare(res, await toLegacyConfirmation(req.ctx, confirmed));
  });

  async function confirmReported(ctx: RequestContext, rawPlanId: string, reference: string, rawScheduleId: unknown) {
    const planId = (await resolvePlanKey(ctx, rawPlanId)) ?? rawPlanId;
    const scheduleId = typeof rawScheduleId === 'number' || typeof rawScheduleId === 'string' ? await resolveScheduleKey(ctx, rawScheduleId) : undefined;
    return deps.payments.confirmClientReference(ctx, { reference, planId, scheduleId });
  }
  return r;
}

/** The app sends the pack's whole-number id (its Dart model's `int foodPackId`): the pack's UUID for the rules below. */
async function withPackKey(ctx: RequestContext, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const raw = (body as { foodPackId?: unknown }).foodPackId;
  if (typeof raw !== 'number' && typeof raw !== 'string') return body;
  return { ...(body as Record<string, unknown>), foodPackId: (await resolvePackKey(ctx, raw)) ?? raw };
}

function startInput(body: LegacyCreatePlanBody, foodPackId: string) {
  return {
    foodPackId,
    frequency: body.paymentFrequency ?? 'monthly',
    preference: body.paymentPreference ?? 'manual',
    fulfilment: { method: body.fulfilmentMethod ?? 'delivery', address: body.deliveryAddress },
  };
}
