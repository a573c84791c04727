import { legacyIds } from '../../rest/legacy-ids';
import { Router } from 'express';
import { koboToNaira } from '../../common/money';
import { sendOk } from '../../rest/envelope';
import { adminOnly } from '../../rest/route-helpers';
import {
  groupingFrom,
  toLegacyFinancial,
  toLegacyFoodPacks,
  toLegacyMarketing,
  toLegacySalesTrends,
  toLegacyUserGrowth,
  windowFrom,
} from './analytics.legacy';
import type { AnalyticsService } from './analytics.service';

/**
 * Section 7's analytics paths, in naira, Admin only (checked before the query is read, and again
 * in the services); its defaulters paths are the plans' (savings-plan/admin). The dashboard's weekly trend is GraphQL's only. The reports take startDate and
 * endDate (Lagos dates or ISO date-times; the last 30 days by default, a year at most).
 */
export function analyticsRoutes(deps: { analytics: AnalyticsService }): Router {
  const r = Router();
  r.get('/Analytics/dashboard', async (req, res) => {
    const m = await deps.analytics.dashboard(req.ctx);
    sendOk(res, { totalCustomers: m.totalUsers, activeMarketers: m.activeMarketers, totalFoodPacks: m.foodPacks, totalRevenue: koboToNaira(m.revenueKobo) });
  });
  r.get('/Analytics/sales/trends', adminOnly, async (req, res) => {
    const window = windowFrom(req.query, req.ctx.now);
    const groupBy = groupingFrom(req.query);
    sendOk(res, toLegacySalesTrends(window, groupBy, await deps.analytics.salesTrends(req.ctx, window, groupBy)));
  });
  r.get('/Analytics/users/growth', adminOnly, async (req, res) => {
    const window = windowFrom(req.query, req.ctx.now);
    sendOk(res, toLegacyUserGrowth(window, await deps.analytics.userGrowth(req.ctx, window)));
  });
  r.get('/Analytics/foodpacks', adminOnly, async (req, res) => {
    const window = windowFrom(req.query, req.ctx.now);
    const packs = await deps.analytics.foodPacks(req.ctx, window);
    sendOk(res, toLegacyFoodPacks(window, packs, await legacyIds(req.ctx, { pack: packs.map((p) => p.foodPackId) })));
  });
  r.get('/Analytics/financial', adminOnly, async (req, res) => {
    const window = windowFrom(req.query, req.ctx.now);
    sendOk(res, toLegacyFinancial(window, await deps.analytics.financial(req.ctx, window)));
  });
  r.get('/Analytics/marketing', adminOnly, async (req, res) => {
    const window = windowFrom(req.query, req.ctx.now);
    sendOk(res, toLegacyMarketing(window, await deps.analytics.marketing(req.ctx, window)));
  });
  return r;
}
