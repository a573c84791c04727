import { Router } from 'express';
import { AppError } from '../../common/errors';
import { sendOk, sendPage } from '../../rest/envelope';
import { adminOnly, queryParam } from '../../rest/route-helpers';
import { fromLegacyMarketerBody, rateFrom, statusFrom, toLegacyCustomer, toLegacyMarketer } from './marketer.legacy';

/**
 * Section 7's admin marketer paths (query: search, page, pageSize on the lists). Each calls the
 * service method its GraphQL twin calls, which requires the Admin role. PUT ignores
 * `commissionRate`: PATCH …/commission changes it, keeping its history.
 */
export function marketerRoutes(): Router {
  const r = Router();
  r.get('/marketer', adminOnly, async (req, res) => {
    const page = await req.services.marketers.list(req.ctx, queryParam(req.query, 'search'), queryParam(req.query, 'page'), queryParam(req.query, 'pageSize'));
    sendPage(res, page, toLegacyMarketer);
  });
  r.post('/marketer', adminOnly, async (req, res) => {
    sendOk(res, toLegacyMarketer(await req.services.marketers.create(req.ctx, fromLegacyMarketerBody(req.body))), 'Marketer created');
  });
  r.get('/marketer/:id', adminOnly, async (req, res) => {
    const marketer = await req.services.marketers.get(req.ctx, String(req.params.id));
    if (!marketer) throw new AppError('NOT_FOUND', 'Marketer not found');
    sendOk(res, toLegacyMarketer(marketer));
  });
  r.put('/marketer/:id', adminOnly, async (req, res) => {
    const { commissionRate: _ignored, ...fields } = fromLegacyMarketerBody(req.body);
    sendOk(res, toLegacyMarketer(await req.services.marketers.update(req.ctx, String(req.params.id), fields)), 'Marketer updated');
  });
  r.patch('/marketer/:id/commission', adminOnly, async (req, res) => {
    sendOk(res, toLegacyMarketer(await req.services.marketers.setCommissionRate(req.ctx, String(req.params.id), rateFrom(req.body))), 'Commission rate updated');
  });
  r.patch('/marketer/:id/status', adminOnly, async (req, res) => {
    sendOk(res, toLegacyMarketer(await req.services.marketers.setStatus(req.ctx, String(req.params.id), statusFrom(req.body))), 'Status updated');
  });
  r.get('/marketer/:id/customers', adminOnly, async (req, res) => {
    const page = await req.services.marketers.customers(req.ctx, String(req.params.id), queryParam(req.query, 'search'), queryParam(req.query, 'page'), queryParam(req.query, 'pageSize'));
    sendPage(res, page, toLegacyCustomer);
  });
  return r;
}
