import { Router, type RequestHandler, type Response } from 'express';
import { requireRole } from '../../../common/context';
import { AppError } from '../../../common/errors';
import { lagosDate } from '../../../common/time';
import { sendOk, sendPage, type LegacyEnvelope } from '../../../rest/envelope';
import { adminOnly, queryParam } from '../../../rest/route-helpers';
import { parseBody } from '../../../rest/validate';
import type { DefaulterPageView } from './defaulters.service';
import { PLAN_NOT_FOUND_MESSAGE } from '../domain/plan-rules';
import { LegacyAdminCreatePlanBody, LegacyPlanStatusBody, legacyNumber, legacySort, legacyStatusFilter, normaliseAdminBody, toLagosDate, toLegacyAdminPlan, toLegacyDefaulter, toLegacyDefaulterDetails, toLegacyPlanSchedule } from './plan-admin.legacy';
import type { DefaulterService } from './defaulters.service';
import type { PlanAdminService } from './plan-admin.service';
import type { PlanCancellationService } from '../changes/plan-cancellation.service';

const NO_DEFAULTER = 'No past-due payments for this user';

/** A create body naming a `userId` is the admin's Create Plan; any other is a customer starting their own (payment/checkout/checkout.routes.ts). */
const adminCreate: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'userId')) return next('route');
  requireRole(req.ctx, 'Admin');
  next();
};

/** The original's paged defaulters: the rows are the envelope's `data`, with its paging names (pageNumber, not page) beside. */
function sendDefaulterPage(res: Response, page: DefaulterPageView): void {
  res.status(200).json({
    success: true,
    message: 'Request completed successfully',
    data: page.items.map(toLegacyDefaulter),
    totalCount: page.totalCount,
    pageNumber: page.page,
    pageSize: page.pageSize,
    totalPages: Math.ceil(page.totalCount / page.pageSize),
    errors: null,
    timestamp: new Date().toISOString(),
  } satisfies LegacyEnvelope<unknown> & Record<string, unknown>);
}

/**
 * Section 7's admin savings-plan and defaulter paths, on the services the admin GraphQL
 * operations call (which require the Admin role again). Mounted before the customer's paths:
 * `/SavingsPlan/admin/…` is not a plan id, and a create body with `userId` is the admin's.
 * GET …/admin/users-without-plans is userAdminRoutes'.
 */
export function planAdminRoutes(deps: { defaulters: DefaulterService; planAdmin: PlanAdminService; planCancellations: PlanCancellationService }): Router {
  const r = Router();
  /**
   * One page of plans, newest start first: the rows are the envelope's `data` (section 3's admin
   * row without paymentSchedules), with totalCount, page, pageSize and totalPages beside it.
   * Query: startDate, endDate, status, search (name or phone), page, pageSize, sort, direction.
   */
  r.get('/SavingsPlan/admin/all', adminOnly, async (req, res) => {
    const q = req.query;
    const date = (name: string) => {
      const v = queryParam(q, name);
      return v === undefined ? undefined : toLagosDate(v);
    };
    const page = await deps.planAdmin.list(req.ctx, {
      filter: { startFrom: date('startDate'), startTo: date('endDate'), status: legacyStatusFilter(queryParam(q, 'status')), search: queryParam(q, 'search', 'searchQuery') },
      ...legacySort(queryParam(q, 'sort', 'sortBy'), queryParam(q, 'direction', 'sortOrder')),
      page: legacyNumber(queryParam(q, 'page', 'pageNumber')),
      pageSize: legacyNumber(queryParam(q, 'pageSize')),
    });
    sendPage(res, page, toLegacyAdminPlan);
  });
  r.get('/SavingsPlan/admin/defaulters', adminOnly, async (req, res) => {
    sendDefaulterPage(res, await deps.defaulters.list(req.ctx, { page: legacyNumber(queryParam(req.query, 'pageNumber', 'page')), pageSize: legacyNumber(queryParam(req.query, 'pageSize')) }));
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
  r.get('/SavingsPlan/admin/defaulters/:userId/details', adminOnly, async (req, res) => {
    const details = await deps.defaulters.details(req.ctx, String(req.params.userId));
    if (!details) throw new AppError('NOT_FOUND', 'This customer has no payments past due');
    sendOk(res, toLegacyDefaulterDetails(details));
  });
  r.get('/SavingsPlan/admin/:id/schedule', adminOnly, async (req, res) => {
    const schedule = await deps.planAdmin.schedule(req.ctx, String(req.params.id));
    if (!schedule) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
    sendOk(res, toLegacyPlanSchedule(schedule));
  });
  /** Every defaulter as a spreadsheet, named after today's Lagos date. Never stored: privateReplies pins no-store on every signed-in request. */
  r.get('/admin/defaulters.csv', adminOnly, async (req, res) => {
    const csv = await deps.defaulters.csv(req.ctx);
    res.setHeader('Content-Disposition', `attachment; filename="defaulters-${lagosDate(req.ctx.now)}.csv"`);
    res.type('text/csv; charset=utf-8').send(csv);
  });

  r.post('/SavingsPlan', adminCreate, async (req, res) => {
    const body = await parseBody(LegacyAdminCreatePlanBody, normaliseAdminBody(req.body));
    const plan = await deps.planAdmin.createForUser(req.ctx, {
      userId: body.userId,
      foodPackId: body.foodPackId,
      frequency: body.paymentFrequency ?? 'monthly',
      durationMonths: body.duration ?? 1,
      startDate: body.startDate,
    });
    sendOk(res, toLegacyAdminPlan(plan), 'Savings plan created successfully');
  });
  /** Only a plan that never received money is deleted; one that did is refused (PLAN_HAS_PAYMENTS): cancel it instead. */
  r.delete('/SavingsPlan/:id', adminOnly, async (req, res) => {
    sendOk(res, await deps.planAdmin.remove(req.ctx, String(req.params.id)), 'Savings plan deleted successfully');
  });
  /**
   * Cancelling is the only status change an admin makes, with a reason (3 to 300 characters), on
   * the same rules as cancelSavingsPlan: the money paid is refunded unless the body names another
   * plan of the customer's to move it into (destination 'plan', targetPlanId).
   */
  r.put('/SavingsPlan/:id/status', adminOnly, async (req, res) => {
    const body = await parseBody(LegacyPlanStatusBody, normaliseAdminBody(req.body));
    const planId = String(req.params.id);
    await deps.planCancellations.cancel(req.ctx, { planId, destination: body.destination === 'plan' ? 'plan' : 'refund', targetPlanId: body.targetPlanId ?? null, reason: body.reason ?? '' });
    sendOk(res, toLegacyAdminPlan(await deps.planAdmin.row(req.ctx, planId)), 'Savings plan cancelled');
  });
  return r;
}
