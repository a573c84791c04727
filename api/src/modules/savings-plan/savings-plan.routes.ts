import { Router } from 'express';
import { AppError } from '../../common/errors';
import { MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import { sendOk, sendPage } from '../../rest/envelope';
import { queryParam } from '../../rest/route-helpers';
import { parseBody } from '../../rest/validate';
import { PLAN_NOT_FOUND_MESSAGE } from './domain/plan-rules';
import {
  LegacyCreatePlanBody,
  LegacyPreferenceBody,
  LegacyRemindersBody,
  LegacyUpdatePaymentBody,
  normaliseLegacyBody,
  toLegacyCheckout,
  toLegacyConfirmation,
  toLegacyPaymentMethod,
  toLegacyPlan,
  toLegacyUpcoming,
} from './savings-plan.legacy';
import type { PaymentService } from '../payment/payment.service';
import type { SavingsPlanService } from './savings-plan.service';

/**
 * Section 7's customer savings-plan paths and GET /api/PaymentMethod/current, on the same
 * services as GraphQL. `/upcoming-payments` is declared before `/:id`.
 */
export function savingsPlanRoutes(deps: { payments: PaymentService; savingsPlans: SavingsPlanService }): Router {
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
    const started = await deps.savingsPlans.start(req.ctx, {
      foodPackId: body.foodPackId,
      frequency: body.paymentFrequency ?? 'monthly',
      preference: body.paymentPreference ?? 'manual',
      fulfilment: { method: body.fulfilmentMethod ?? 'delivery', address: body.deliveryAddress },
    });
    sendOk(res, toLegacyCheckout(started), 'Savings plan started: complete the first payment to activate it');
  });
  /**
   * `data` is the list, as the original's; `totalCount, page, pageSize, totalPages` beside it. Without
   * paging parameters the newest MAX_ADMIN_PAGE_SIZE plans: every plan of any real customer, as the
   * original client expects, with a ceiling.
   */
  r.get('/SavingsPlan', async (req, res) => {
    const q = req.query as Record<string, unknown>;
    const paging = { page: queryParam(q, 'page', 'pageNumber'), pageSize: queryParam(q, 'pageSize') ?? MAX_ADMIN_PAGE_SIZE };
    sendPage(res, await deps.savingsPlans.mine(req.ctx, paging), toLegacyPlan);
  });
  r.get('/SavingsPlan/upcoming-payments', async (req, res) => {
    sendOk(res, (await deps.savingsPlans.upcoming(req.ctx)).map(toLegacyUpcoming));
  });
  r.get('/SavingsPlan/:id', async (req, res) => {
    const plan = await deps.savingsPlans.one(req.ctx, String(req.params.id));
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
    sendOk(res, toLegacyPlan(plan));
  });
  r.put('/SavingsPlan/:id/payment-preference', async (req, res) => {
    const { preference } = await parseBody(LegacyPreferenceBody, normaliseLegacyBody(req.body));
    sendOk(res, toLegacyPlan(await deps.savingsPlans.setPreference(req.ctx, String(req.params.id), preference)), 'Payment preference updated');
  });
  r.put('/SavingsPlan/:id/reminders', async (req, res) => {
    const { enabled } = await parseBody(LegacyRemindersBody, normaliseLegacyBody(req.body));
    const plan = await deps.savingsPlans.setReminders(req.ctx, String(req.params.id), enabled);
    sendOk(res, toLegacyPlan(plan), enabled ? 'Reminders Enabled' : 'Reminders Disabled');
  });
  /** Confirms by `paymentReference` only: `amount` and `scheduleId` are ignored (the server's record decides), as is `paymentPreference` (PUT …/payment-preference changes it). */
  r.post('/SavingsPlan/:id/update-payment', async (req, res) => {
    const { paymentReference } = await parseBody(LegacyUpdatePaymentBody, normaliseLegacyBody(req.body));
    const confirmed = await deps.payments.confirmPayment(req.ctx, paymentReference, { via: 'legacy', planId: String(req.params.id) });
    sendOk(res, toLegacyConfirmation(confirmed), confirmed.alreadyCredited ? 'Payment already confirmed' : 'Payment Confirmed Successfully');
  });
  r.get('/PaymentMethod/current', async (req, res) => {
    const method = await deps.payments.myPaymentMethod(req.ctx);
    sendOk(res, method ? toLegacyPaymentMethod(method) : null, method ? 'Request completed successfully' : 'No saved payment methods');
  });
  return r;
}
