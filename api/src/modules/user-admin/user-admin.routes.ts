import { Router, type RequestHandler } from 'express';
import { requireRole } from '../../common/context';
import { AppError, validationError, type FieldError } from '../../common/errors';
import { sendBareList, sendOk, sendPage } from '../../rest/envelope';
import { MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import { adminOnly, queryParam } from '../../rest/route-helpers';
import { refuseUnsafeKeys } from '../../rest/validate';
import { parseRole, parseStatus, splitFullName } from '../user/domain/user-admin-rules';
import type { AdminUserFields, AdminUserView, NewUserFields } from './user-admin.service';
import type { UserAdminService } from './user-admin.service';

/** The admin user row of specification section 3 (`name`, `role`, `registrationDate`), with the rest of the view beside. */
function toLegacyAdminUser(u: AdminUserView) {
  return {
    id: u.id,
    name: u.fullName,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    address: u.address,
    role: u.roles[0],
    roles: u.roles,
    status: u.status,
    registrationDate: u.registeredAt.toISOString(),
    hasPlanUnderWay: u.hasPlanUnderWay,
    hasMoneyOnRecord: u.hasMoneyOnRecord,
  };
}

/** Section 3's user without plan. */
function toLegacyUserWithoutPlan(u: AdminUserView) {
  return { userId: u.id, fullName: u.fullName, email: u.email, phoneNumber: u.phoneNumber, address: u.address, registrationDate: u.registeredAt.toISOString() };
}

type Body = Record<string, unknown>;

function objectBody(body: unknown, what = 'The request body'): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('VALIDATION', `${what} must be a JSON object`);
  refuseUnsafeKeys(body);
  return body as Body;
}

function refuse(problems: FieldError[]): void {
  if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
}

const ROLE_MESSAGE = 'Role must be Customer, Marketer or Admin';
const STATUS_MESSAGE = 'Status must be Active or Suspended';

/**
 * The legacy user form: `{ name | firstName, lastName, email, phoneNumber, address, role, status }`
 * (role and status in any letter case). Missing text is passed on as empty, so the service's rules
 * name what is required. On update, `status` is ignored: PUT …/status changes it.
 */
function fromLegacyUser(raw: unknown, what: 'create'): NewUserFields;
function fromLegacyUser(raw: unknown, what: 'update'): AdminUserFields;
function fromLegacyUser(raw: unknown, what: 'create' | 'update'): NewUserFields | AdminUserFields {
  const body = objectBody(raw, what === 'create' ? 'user' : 'The request body');
  const problems: FieldError[] = [];
  const text = (field: string): string | undefined => {
    const v = body[field];
    if (typeof v === 'string') return v;
    if (v !== undefined && v !== null) problems.push({ field, message: `${field} must be text` });
    return undefined;
  };
  const name = text('name');
  const split = name === undefined ? undefined : splitFullName(name);
  const fields = {
    firstName: text('firstName') ?? split?.firstName ?? '',
    lastName: text('lastName') ?? split?.lastName ?? '',
    email: text('email') ?? '',
    phoneNumber: text('phoneNumber') ?? '',
    // On update, a body without `address` leaves the address as it is (undefined); only an explicit value (or null) changes it.
    address: what === 'update' && !Object.hasOwn(body, 'address') ? undefined : (text('address') ?? null),
  };
  const absent = (v: unknown) => v === undefined || v === null;
  const role = absent(body.role) && what === 'create' ? 'Customer' : parseRole(body.role);
  if (!role) problems.push({ field: 'role', message: ROLE_MESSAGE });
  const status = absent(body.status) || what === 'update' ? 'Active' : parseStatus(body.status);
  if (!status) problems.push({ field: 'status', message: STATUS_MESSAGE });
  refuse(problems);
  return what === 'create' ? { ...fields, role: role!, status: status! } : { ...fields, role: role! };
}

function statusFrom(raw: unknown) {
  const status = parseStatus(objectBody(raw).status);
  if (!status) refuse([{ field: 'status', message: STATUS_MESSAGE }]);
  return status!;
}

function listQuery(q: Record<string, unknown>) {
  return {
    search: queryParam(q, 'search', 'searchQuery'),
    page: queryParam(q, 'page', 'pageNumber'),
    pageSize: queryParam(q, 'pageSize'),
    sort: queryParam(q, 'sortBy', 'sort'),
    direction: queryParam(q, 'sortOrder', 'direction'),
  };
}

/** A register body with a `user` object is the admin's Add User; any other is a person signing up (auth.routes.ts). */
const adminCreate: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, 'user')) return next('route');
  requireRole(req.ctx, 'Admin');
  next();
};

/**
 * Section 7's admin user paths (query: search, page, pageSize, sortBy (registrationDate, name, email) and sortOrder (asc, desc) on the lists). Each calls the
 * service method its GraphQL twin calls, which requires the Admin role again. Mounted before
 * authRoutes, so that POST /Authentication/register without `user` reaches self-registration.
 */
export function userAdminRoutes(deps: { userAdmin: UserAdminService }): Router {
  const r = Router();
  r.post('/Authentication/register', adminCreate, async (req, res) => {
    const user = await deps.userAdmin.create(req.ctx, fromLegacyUser((req.body as Body).user, 'create'));
    sendOk(res, toLegacyAdminUser(user), 'User created');
  });
  r.get('/Authentication/users', adminOnly, async (req, res) => {
    sendPage(res, await deps.userAdmin.list(req.ctx, listQuery(req.query)), toLegacyAdminUser);
  });
  r.put('/Authentication/users/:id', adminOnly, async (req, res) => {
    // The original form sent the user as the body; `{ user: {...} }` is taken too.
    const body = objectBody(req.body);
    const user = await deps.userAdmin.update(req.ctx, String(req.params.id), fromLegacyUser(Object.hasOwn(body, 'user') ? body.user : body, 'update'));
    sendOk(res, toLegacyAdminUser(user), 'User updated');
  });
  r.put('/Authentication/users/:id/status', adminOnly, async (req, res) => {
    sendOk(res, toLegacyAdminUser(await deps.userAdmin.setStatus(req.ctx, String(req.params.id), statusFrom(req.body))), 'Status updated');
  });
  r.delete('/Authentication/users/:id', adminOnly, async (req, res) => {
    const done = await deps.userAdmin.remove(req.ctx, String(req.params.id));
    sendOk(res, done, done.outcome === 'Deleted' ? 'User deleted' : 'User deactivated: personal details removed, payment records kept');
  });
  /** A BARE JSON array, as the original's SavingsPlanController answered (`Ok(users)`): the first MAX_ADMIN_PAGE_SIZE unless paged, `X-Total-Count` beside. */
  r.get('/savingsplan/admin/users-without-plans', adminOnly, async (req, res) => {
    const query = listQuery(req.query);
    sendBareList(res, await deps.userAdmin.withoutPlans(req.ctx, { ...query, pageSize: query.pageSize ?? MAX_ADMIN_PAGE_SIZE }), toLegacyUserWithoutPlan);
  });
  return r;
}
