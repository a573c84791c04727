import { Router } from 'express';
import { AppError } from '../../../common/errors';
import { MAX_ADMIN_PAGE_SIZE } from '../../../common/list-query';
import { sendBare, sendOk } from '../../../rest/envelope';
import { queryParam } from '../../../rest/route-helpers';
import { parseBody } from '../../../rest/validate';
import { PLAN_NOT_FOUND_MESSAGE } from '../domain/plan-rules';
import { legacyPlanReply, LegacyPreferenceBody, LegacyRemindersBody, normaliseLegacyBody, planLegacyIds, toLegacyPlan, toLegacyUpcoming, upcomingLegacyIds } from './savings-plan.legacy';
import { resolvePlanKey } from '../../../rest/legacy-ids';
import type { SavingsPlanService } from './savings-plan.service';

/**
 * Section 7's paths for a customer's own plans, on the same service as GraphQL (starting one and
 * paying into it are the checkout's: payment/checkout). `/upcoming-payments` is declared before `/:id`.
 */
export function savingsPlanRoutes(deps: { savingsPlans: SavingsPlanService }): Router {
  const r = Router();
  /**
   * A BARE JSON array, as the original answered (`Ok(plans)`; the mobile app casts the reply to a
   * List). Without paging parameters the newest MAX_ADMIN_PAGE_SIZE plans: every plan of any real
   * customer, with a ceiling; `page` (or `pageNumber`) and `pageSize` choose another page, and the
   * `X-Total-Count` header says how many there are.
   */
  r.get('/SavingsPlan', async (req, res) => {
    const q = req.query as Record<string, unknown>;
    const paging = { page: queryParam(q, 'page', 'pageNumber'), pageSize: queryParam(q, 'pageSize') ?? MAX_ADMIN_PAGE_SIZE };
    const page = await deps.savingsPlans.mine(req.ctx, paging);
    const ids = await planLegacyIds(req.ctx, page.items);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.status(200).json(page.items.map((p) => toLegacyPlan(p, ids, req.ctx.now)));
  });
  /** A BARE JSON array, as the original answered (`Ok(payments)`: its PaymentSchedule rows). */
  r.get('/SavingsPlan/upcoming-payments', async (req, res) => {
    const upcoming = await deps.savingsPlans.upcoming(req.ctx);
    const ids = await upcomingLegacyIds(req.ctx, upcoming);
    sendBare(res, upcoming.map((u) => toLegacyUpcoming(u, ids)));
  });
  /** The bare plan, as the original answered (`Ok(plan)`; the mobile app parses the top level). */
  r.get('/SavingsPlan/:id', async (req, res) => {
    const plan = await deps.savingsPlans.one(req.ctx, await resolvePlanKey(req.ctx, String(req.params.id)));
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
    res.status(200).json(await legacyPlanReply(req.ctx, plan));
  });
  r.put('/SavingsPlan/:id/payment-preference', async (req, res) => {
    const { preference } = await parseBody(LegacyPreferenceBody, normaliseLegacyBody(req.body));
    const plan = await deps.savingsPlans.setPreference(req.ctx, await resolvePlanKey(req.ctx, String(req.params.id)), preference);
    sendOk(res, await legacyPlanReply(req.ctx, plan), 'Payment preference updated');
  });
  r.put('/SavingsPlan/:id/reminders', async (req, res) => {
    const { enabled } = await parseBody(LegacyRemindersBody, normaliseLegacyBody(req.body));
    const plan = await deps.savingsPlans.setReminders(req.ctx, await resolvePlanKey(req.ctx, String(req.params.id)), enabled);
    sendOk(res, await legacyPlanReply(req.ctx, plan), enabled ? 'Reminders Enabled' : 'Reminders Disabled');
  });
  return r;
}
