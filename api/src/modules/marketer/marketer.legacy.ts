/**
 * The original API's marketer shapes (specification sections 3 and 7): rates as fractions,
 * `registrationDate`, status 'Active'/'Inactive', `{ isActive }` to switch it. Only the REST shim uses this file.
 */
import { AppError, validationError, type FieldError } from '../../common/errors';
import { koboToNaira } from '../../common/money';
import { refuseUnsafeKeys } from '../../rest/validate';
import type { MarketerStatus } from './marketer.entity';
import type { CreateMarketerFields, MarketerView, ReferredCustomerView } from './marketer.service';

export function toLegacyMarketer(k: MarketerView) {
  return {
    id: k.id,
    userId: k.userId,
    name: k.name,
    firstName: k.firstName,
    lastName: k.lastName,
    email: k.email,
    phoneNumber: k.phoneNumber,
    companyName: k.companyName,
    address: k.address,
    city: k.city,
    state: k.state,
    postalCode: k.postalCode,
    country: k.country,
    website: k.website,
    socialMediaHandle: k.socialMediaHandle,
    commissionRate: k.commissionRate,
    status: k.status,
    referralCode: k.referralCode,
    referralLink: k.referralLink,
    totalCustomers: k.totalCustomers,
    totalSales: koboToNaira(k.totalSalesKobo),
    totalCommission: koboToNaira(k.totalCommissionKobo),
    currentMonthCommission: koboToNaira(k.currentMonthCommissionKobo),
    registrationDate: k.registeredAt.toISOString(),
  };
}

export function toLegacyCustomer(c: ReferredCustomerView) {
  return { ...c, dateJoined: c.dateJoined.toISOString() };
}

type Body = Record<string, unknown>;

function objectBody(body: unknown): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('VALIDATION', 'The request body must be a JSON object');
  refuseUnsafeKeys(body);
  return body as Body;
}

function refuse(problems: FieldError[]): void {
  if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
}

/** A number, or a numeric string; undefined when absent. */
function number(v: unknown, field: string, problems: FieldError[]): number | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
  if (Number.isFinite(n)) return n;
  problems.push({ field, message: `${field} must be a number` });
  return undefined;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'address', 'companyName', 'city', 'state', 'postalCode', 'country', 'website', 'socialMediaHandle'] as const;

/**
 * A POST/PUT body as the service's input. Missing text is passed on as empty, so the service's
 * rules name what is required; `commissionRate` is a fraction (0.1 = 10 %), numeric strings accepted.
 */
export function fromLegacyMarketerBody(raw: unknown): CreateMarketerFields {
  const body = objectBody(raw);
  const problems: FieldError[] = [];
  const text: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const v = body[field];
    if (typeof v === 'string') text[field] = v;
    else if (v !== undefined && v !== null) problems.push({ field, message: `${field} must be text` });
  }
  const commissionRate = number(body.commissionRate, 'commissionRate', problems);
  refuse(problems);
  return { ...text, firstName: text.firstName ?? '', lastName: text.lastName ?? '', email: text.email ?? '', phoneNumber: text.phoneNumber ?? '', commissionRate };
}

/** PATCH …/commission's `{ rate }`: a fraction. */
export function rateFrom(raw: unknown): number {
  const problems: FieldError[] = [];
  const rate = number(objectBody(raw).rate, 'rate', problems);
  if (rate === undefined && !problems.length) problems.push({ field: 'rate', message: 'rate is required' });
  refuse(problems);
  return rate!;
}

/** PATCH …/status's `{ isActive }`: true or false (also as text). */
export function statusFrom(raw: unknown): MarketerStatus {
  const v = objectBody(raw).isActive;
  const s = typeof v === 'boolean' ? v : typeof v === 'string' ? ({ true: true, false: false } as Record<string, boolean>)[v.trim().toLowerCase()] : undefined;
  if (s === undefined) refuse([{ field: 'isActive', message: 'isActive must be true or false' }]);
  return s ? 'Active' : 'Inactive';
}
