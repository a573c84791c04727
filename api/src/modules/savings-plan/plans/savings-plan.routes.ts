import { Router } from 'express';
import { AppError } from '../../../common/errors';
import { MAX_ADMIN_PAGE_SIZE } from '../../../common/list-query';
import { sendOk, sendPage } from '../../../rest/envelope';
import { queryParam } from '../../../rest/route-helpers';
import { parseBody } from '../../../rest/validate';
import { PLAN_NOT_FOUND_MESSAGE } from '../domain/plan-rules';
import { LegacyPreferenceBody, LegacyRemindersBody, normaliseLegacyBody, toLegacyPlan, toLegacyUpcoming } from './savings-plan.legacy';
import type { SavingsPlanService } from './savings-plan.service';

/**
 * Section 7's paths for a customer's own plans, on the same service as GraphQL (starting one and
 * paying into it are the checkout's: payment/checkout). `/upcoming-payments` is declared before `/:id`.
 */
export function savingsPlanRoutes(deps: { savingsPlans: SavingsPlanService }): Router {
  const r = Router();
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
  return r;
}
