import { Router, type RequestHandler } from 'express';
import { AppError } from '../../common/errors';
import { sendOk, sendPage } from '../../rest/envelope';
import { adminOnly, queryParam } from '../../rest/route-helpers';
import { fromLegacyMarketerBody, rateFrom, statusFrom, toLegacyMarketer } from './marketer.legacy';
import type { MarketerService } from './marketer.service';

/**
 * Section 7's admin marketer paths (query: search, page, pageSize on the list; sortBy
 * registrationDate, name or email and sortOrder asc or desc). Each calls the service method its
 * GraphQL twin calls, which requires the Admin role. PUT ignores `commissionRate`: PATCH
 * …/commission changes it, keeping its history. One marketer's customers, performance and
 * commissions are the portal's paths (marketer-portal).
 */
export function marketerRoutes(deps: { marketers: MarketerService }): Router {
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
  // An admin reads anyone here; anyone else goes on to the portal's GET /marketer/:id (a marketer reads only themself).
  r.get('/marketer/:id', adminOrNextRoute, async (req, res) => {
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
  return r;
}

/** Admins on to this route's handler; everyone else to the next route for the same path. */
const adminOrNextRoute: RequestHandler = (req, _res, next) => next(req.ctx.actor?.roles.includes('Admin') ? undefined : 'route');
