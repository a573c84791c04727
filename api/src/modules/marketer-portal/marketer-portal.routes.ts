import { Router } from 'express';
import { sendOk, sendPage } from '../../rest/envelope';
import { queryParam } from '../../rest/route-helpers';
import type { CommissionService } from '../commission';
import { type MarketerService, toLegacyCustomer, toLegacyMarketer } from '../marketer';
import { performanceWindow, toLegacyCommissionSummary, toLegacyPerformance } from './marketer-portal.legacy';
import type { MarketerPortalService } from './marketer-portal.service';

/** Section 7's paths for one marketer's customers, performance and commissions. */
export function marketerPortalRoutes(deps: { commissions: CommissionService; marketerPortal: MarketerPortalService; marketers: MarketerService }): Router {
  const r = Router();
  // A marketer may ask about themself, an admin about anyone; anyone else's id is "not found".
  // GET /marketer/:id for a marketer's own record (an admin's is answered by marketerRoutes, before this).
  r.get('/marketer/:id', async (req, res) => {
    sendOk(res, toLegacyMarketer(await deps.marketerPortal.forMarketer(req.ctx, String(req.params.id))));
  });
  r.get('/marketer/:id/customers', async (req, res) => {
    const marketer = await deps.marketerPortal.forMarketer(req.ctx, String(req.params.id));
    const page = await deps.marketers.customersOf(req.ctx.manager, marketer.userId, queryParam(req.query, 'search'), queryParam(req.query, 'page'), queryParam(req.query, 'pageSize'));
    sendPage(res, page, toLegacyCustomer);
  });
  r.get('/marketer/:id/performance', async (req, res) => {
    const window = performanceWindow({ startDate: queryParam(req.query, 'startDate'), endDate: queryParam(req.query, 'endDate') }, req.ctx.now);
    sendOk(res, toLegacyPerformance(await deps.marketerPortal.performance(req.ctx, String(req.params.id), window.start, window.end)));
  });
  r.get('/marketer/:id/commissions', async (req, res) => {
    const marketer = await deps.marketerPortal.forMarketer(req.ctx, String(req.params.id));
    const page = await deps.commissions.byCustomer(req.ctx.manager, marketer.userId, { page: queryParam(req.query, 'page'), pageSize: queryParam(req.query, 'pageSize') });
    // Every customer's lines in one statement: a constant number of statements whatever the page size.
    const lines = await deps.commissions.linesFor(req.ctx.manager, marketer.userId, page.items.map((c) => c.customerId), req.ctx.now);
    sendPage(res, page, (c) => toLegacyCommissionSummary(c, lines.get(c.customerId) ?? []));
  });
  return r;
}
