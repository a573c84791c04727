import { Router } from 'express';
import { AppError } from '../../common/errors';
import { sendOk, sendPage } from '../../rest/envelope';
import { adminOnly, queryParam } from '../../rest/route-helpers';
import { fromLegacyMarketerBody, performanceWindow, rateFrom, statusFrom, toLegacyCommissionSummary, toLegacyCustomer, toLegacyMarketer, toLegacyPerformance } from './marketer.legacy';
import type { CommissionService } from '../commission/commission.service';
import type { MarketerPortalService } from './marketer-portal.service';
import type { MarketerService } from './marketer.service';

/**
 * Section 7's marketer paths (query: search, page, pageSize on the lists; sortBy registrationDate,
 * name or email and sortOrder asc or desc on GET /marketer). Each calls the
 * service method its GraphQL twin calls, which requires the Admin role; the customers,
 * performance and commissions of one marketer are also open to that marketer. PUT ignores
 * `commissionRate`: PATCH …/commission changes it, keeping its history.
 */
export function marketerRoutes(deps: { commissions: CommissionService; marketerPortal: MarketerPortalService; marketers: MarketerService }): Router {
  const r = Router();
  r.get('/marketer', adminOnly, async (req, res) => {
    const q = req.query;
    const page = await deps.marketers.list(req.ctx, {
      search: queryParam(q, 'search'),
      page: queryParam(q, 'page'),
      pageSize: queryParam(q, 'pageSize'),
      sort: queryParam(q, 'sortBy', 'sort'),
      direction: queryParam(q, 'sortOrder', 'direction'),
    });
    sendPage(res, page, toLegacyMarketer);
  });
  r.post('/marketer', adminOnly, async (req, res) => {
    sendOk(res, toLegacyMarketer(await deps.marketers.create(req.ctx, fromLegacyMarketerBody(req.body))), 'Marketer created');
  });
  r.get('/marketer/:id', adminOnly, async (req, res) => {
    const marketer = await deps.marketers.get(req.ctx, String(req.params.id));
    if (!marketer) throw new AppError('NOT_FOUND', 'Marketer not found');
    sendOk(res, toLegacyMarketer(marketer));
  });
  r.put('/marketer/:id', adminOnly, async (req, res) => {
    const { commissionRate: _ignored, ...fields } = fromLegacyMarketerBody(req.body);
    sendOk(res, toLegacyMarketer(await deps.marketers.update(req.ctx, String(req.params.id), fields)), 'Marketer updated');
  });
  r.patch('/marketer/:id/commission', adminOnly, async (req, res) => {
    sendOk(res, toLegacyMarketer(await deps.marketers.setCommissionRate(req.ctx, String(req.params.id), rateFrom(req.body))), 'Commission rate updated');
  });
  r.patch('/marketer/:id/status', adminOnly, async (req, res) => {
    sendOk(res, toLegacyMarketer(await deps.marketers.setStatus(req.ctx, String(req.params.id), statusFrom(req.body))), 'Status updated');
  });
  // A marketer may ask about themself, an admin about anyone; anyone else's id is "not found".
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
    const lines = new Map(await Promise.all(page.items.map(async (c) => [c.customerId, await deps.commissions.lines(req.ctx.manager, marketer.userId, c.customerId, req.ctx.now)] as const)));
    sendPage(res, page, (c) => toLegacyCommissionSummary(c, lines.get(c.customerId)!));
  });
  return r;
}
