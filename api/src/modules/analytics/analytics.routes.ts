import { Router } from 'express';
import { koboToNaira } from '../../common/money';
import { sendOk } from '../../rest/envelope';

/** The original dashboard's cards (section 7), in naira; the weekly trend is GraphQL's only. */
export function analyticsRoutes(): Router {
  const r = Router();
  r.get('/Analytics/dashboard', async (req, res) => {
    const m = await req.services.analytics.dashboard(req.ctx);
    sendOk(res, { totalCustomers: m.totalUsers, activeMarketers: m.activeMarketers, totalFoodPacks: m.foodPacks, totalRevenue: koboToNaira(m.revenueKobo) });
  });
  return r;
}
