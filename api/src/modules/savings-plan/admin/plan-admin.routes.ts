import { Router, type RequestHandler, type Response } from 'express';
import { requireActor, requireRole } from '../../../common/context';
import { AppError } from '../../../common/errors';
import { lagosDate } from '../../../common/time';
import { MAX_ADMIN_PAGE_SIZE } from '../../../common/list-query';
import { sendBare, sendBareList, sendOk } from '../../../rest/envelope';
import { adminOnly, queryParam } from '../../../rest/route-helpers';
import { parseBody } from '../../../rest/validate';
import type { DefaulterPageView } from './defaulters.service';
import { PLAN_NOT_FOUND_MESSAGE } from '../domain/plan-rules';
import { adminPlanLegacyIds, defaulterLegacyIds, LEGACY_CANCEL_REASON, LegacyAdminCreatePlanBody, legacyAdminPlanReply, LegacyPlanStatusBody, legacyNumber, legacySort, legacyStatusFilter, normaliseAdminBody, planScheduleLegacyIds, toLagosDate, toLegacyAdminPlan, toLegacyDefaulter, toLegacyDefaulterDetails, toLegacyPlanSchedule } from './plan-admin.legacy';
import { legacyIds, resolveBodyKeys, resolvePackKey, resolvePlanKey } from '../../../rest/legacy-ids';
import type { RequestContext } from '../../../common/context';
import type { DefaulterService } from './defaulters.service';
import type { PlanAdminService } from './plan-admin.service';
import type { PlanCancellationService } from '../changes/plan-cancellation.service';
import { legacyPlanReply } from '../plans/savings-plan.legacy';
import type { SavingsPlanService } from '../plans/savings-plan.service';

const NO_DEFAULTER = 'No past-due payments for this user';

/** A create body naming a `userId` is the admin's Create Plan; any other is a customer starting their own (payment/checkout/checkout.routes.ts). */
const adminCreate: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'userId')) return next('route');
  requireRole(req.ctx, 'Admin');
  next();
};

/** The original's paged defaulters, bare as it answered them (`Ok(new { Data, TotalCount, PageNumber, PageSize, TotalPages })`). */
function sendDefaulterPage(res: Response, page: DefaulterPageView): void {
  sendBare(res, {
    data: page.items.map(toLegacyDefaulter),
    totalCount: page.totalCount,
    pageNumber: page.page,
    pageSize: page.pageSize,
    totalPages: Math.ceil(page.totalCount / page.pageSize),
  });
}

/**
 * Section 7's admin savings-plan and defaulter paths, on the services the admin GraphQL
 * operations call (which require the Admin role again). Mounted before the customer's paths:
 * `/SavingsPlan/admin/…` is not a plan id, and a create body with `userId` is the admin's.
 * GET …/admin/users-without-plans is userAdminRoutes'.
 */
export function planAdminRoutes(deps: { defaulters: DefaulterService; planAdmin: PlanAdminService; planCancellations: PlanCancellationService; savingsPlans: SavingsPlanService }): Router {
  const r = Router();
  /**
   * The plans, newest start first, as a BARE JSON array of admin rows with their paymentSchedules,
   * as the original answered (`Ok(plans)`, every plan); `X-Total-Count` says how many match.
   * Without `pageSize` the first MAX_ADMIN_PAGE_SIZE; `page` (or `pageNumber`) and `pageSize` choose another page.
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
      pageSize: legacyNumber(queryParam(q, 'pageSize')) ?? MAX_ADMIN_PAGE_SIZE,
    });
    const schedules = await deps.planAdmin.schedulesOf(req.ctx, page.items.map((p) => p.id));
    const ids = await adminPlanLegacyIds(req.ctx, page.items, schedules);
    sendBareList(res, page, (p) => toLegacyAdminPlan(p, ids, schedules.get(p.id) ?? []));
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
    sendOk(res, toLegacyDefaulterDetails(details, await defaulterLegacyIds(req.ctx, details)));
  });
  /** Bare, as the original answered (`Ok(details)`). */
  r.get('/SavingsPlan/admin/defaulters/:userId/details', adminOnly, async (req, res) => {
    const details = await deps.defaulters.details(req.ctx, String(req.params.userId));
    if (!details) throw new AppError('NOT_FOUND', 'This customer has no payments past due');
    sendBare(res, toLegacyDefaulterDetails(details, await defaulterLegacyIds(req.ctx, details)));
  });
  /** Bare, as the original answered (`Ok(schedule)`). */
  r.get('/SavingsPlan/admin/:id/schedule', adminOnly, async (req, res) => {
    const schedule = await deps.planAdmin.schedule(req.ctx, await resolvePlanKey(req.ctx, String(req.params.id)));
    if (!schedule) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
    sendBare(res, toLegacyPlanSchedule(schedule, await planScheduleLegacyIds(req.ctx, schedule)));
  });
  /** Every defaulter as a spreadsheet, named after today's Lagos date. Never stored: privateReplies pins no-store on every signed-in request. */
  r.get('/admin/defaulters.csv', adminOnly, async (req, res) => {
    const csv = await deps.defaulters.csv(req.ctx);
    res.setHeader('Content-Disposition', `attachment; filename="defaulters-${lagosDate(req.ctx.now)}.csv"`);
    res.type('text/csv; charset=utf-8').send(csv);
  });

  r.post('/SavingsPlan', adminCreate, async (req, res) => {
    const body = await parseBody(LegacyAdminCreatePlanBody, normaliseAdminBody(await withPackKey(req.ctx, req.body)));
    const plan = await deps.planAdmin.createForUser(req.ctx, {
      userId: body.userId,
      foodPackId: body.foodPackId,
      frequency: body.paymentFrequency ?? 'monthly',
      durationMonths: body.duration ?? 1,
      startDate: body.startDate,
    });
    // Bare, as the original answered (`Ok(result)`, the plan created).
    sendBare(res, await legacyAdminPlanReply(req.ctx, plan, deps.planAdmin));
  });
  /** Only a plan that never received money is deleted; one that did is refused (PLAN_HAS_PAYMENTS): cancel it instead. */
  r.delete('/SavingsPlan/:id', adminOnly, async (req, res) => {
    const planId = await resolvePlanKey(req.ctx, String(req.params.id));
    const number = (await legacyIds(req.ctx, { plan: [planId] })).maybe('plan', planId);
    await deps.planAdmin.remove(req.ctx, planId);
    sendOk(res, { id: number ?? planId }, 'Savings plan deleted successfully');
  });
  /**
   * Cancelling is the only status change, on cancelSavingsPlan's rules (PlanCancellationService):
   * the money paid is refunded unless the body names another plan of the customer's to move it
   * into (destination 'plan', targetPlanId, a number or a UUID). The plan's owner (the original's
   * caller) cancels their own plan, `reason` optional; another customer's plan is NOT_FOUND; only an
   * admin settles a plan already cancelled with money in it. An admin cancels anyone's, with a
   * reason (3 to 300 characters; the original console sends only `{ status }`, so
   * LEGACY_CANCEL_REASON stands in). The owner gets the plan back, an admin the admin row.
   */
  r.put('/SavingsPlan/:id/status', async (req, res) => {
    const admin = requireActor(req.ctx).roles.includes('Admin');
    const body = await parseBody(LegacyPlanStatusBody, normaliseAdminBody(await resolveBodyKeys(req.ctx, req.body, { targetPlanId: 'plan' })));
    const planId = await resolvePlanKey(req.ctx, String(req.params.id));
    await deps.planCancellations.cancel(req.ctx, { planId, destination: body.destination === 'plan' ? 'plan' : 'refund', targetPlanId: body.targetPlanId ?? null, reason: body.reason ?? (admin ? LEGACY_CANCEL_REASON : null) });
    if (admin) return void sendOk(res, await legacyAdminPlanReply(req.ctx, await deps.planAdmin.row(req.ctx, planId), deps.planAdmin), 'Savings plan cancelled');
    const plan = await deps.savingsPlans.one(req.ctx, planId);
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
    sendOk(res, await legacyPlanReply(req.ctx, plan), 'Savings plan cancelled');
  });
  return r;
}

/** The console may send the pack's whole-number id (as the original's replies gave it): the pack's UUID for the rules. */
async function withPackKey(ctx: RequestContext, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const raw = (body as { foodPackId?: unknown }).foodPackId;
  if (typeof raw !== 'number' && typeof raw !== 'string') return body;
  return { ...(body as Record<string, unknown>), foodPackId: await resolvePackKey(ctx, raw) };
}
