import { Router } from 'express';
import { AppError } from '../../common/errors';
import { koboToNaira } from '../../common/money';
import { sendOk } from '../../rest/envelope';
import { adminOnly, queryParam } from '../../rest/route-helpers';
import {
  groupingFrom,
  toLegacyFinancial,
  toLegacyFoodPacks,
  toLegacyMarketing,
  toLegacySalesTrends,
  toLegacyUserGrowth,
  windowFrom,
} from './analytics.legacy';
import { type DefaulterService, legacyNumber, toLegacyDefaulter, toLegacyDefaulterDetails } from '../savings-plan';
import type { AnalyticsService } from './analytics.service';

const NO_DEFAULTER = 'No past-due payments for this user';

/**
 * Section 7's analytics paths, in naira, Admin only (checked before the query is read, and again
 * in the services). The dashboard's weekly trend is GraphQL's only. The reports take startDate and
 * endDate (Lagos dates or ISO date-times; the last 30 days by default, a year at most).
 */
export function analyticsRoutes(deps: { analytics: AnalyticsService; defaulters: DefaulterService }): Router {
  const r = Router();
  r.get('/Analytics/dashboard', async (req, res) => {
    const m = await deps.analytics.dashboard(req.ctx);
    sendOk(res, { totalCustomers: m.totalUsers, activeMarketers: m.activeMarketers, totalFoodPacks: m.foodPacks, totalRevenue: koboToNaira(m.revenueKobo) });
  });
  // The page is the payload: data.data is the list, beside it the paging (the original client read data.data and data.totalPages).
  r.get('/Analytics/SavingsPlan/admin/defaulters', adminOnly, async (req, res) => {
    const page = await deps.defaulters.list(req.ctx, { page: legacyNumber(queryParam(req.query, 'pageNumber', 'page')), pageSize: legacyNumber(queryParam(req.query, 'pageSize')) });
    sendOk(res, {
      data: page.items.map(toLegacyDefaulter),
      pageNumber: page.page,
      pageSize: page.pageSize,
      totalCount: page.totalCount,
      totalPages: Math.ceil(page.totalCount / page.pageSize),
    });
  });
  r.get('/Analytics/SavingsPlan/admin/defaulters/:userId/details', adminOnly, async (req, res) => {
    const details = await deps.defaulters.details(req.ctx, String(req.params.userId));
    if (!details) throw new AppError('NOT_FOUND', NO_DEFAULTER, [{ field: 'userId', message: NO_DEFAULTER }]);
    sendOk(res, toLegacyDefaulterDetails(details));
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
    sendOk(res, toLegacyFoodPacks(window, await deps.analytics.foodPacks(req.ctx, window)));
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
