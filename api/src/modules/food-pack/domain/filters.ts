/**
 * Listing a catalogue: filters, sort and page, normalised from what GraphQL or the legacy query
 * string sends. Pure. 'all' or empty means no filter (section 5).
 */
import { FoodPackCategories, MAX_DURATION_MONTHS, MIN_DURATION_MONTHS, type FoodPackCategory } from './pack-rules';

export interface PackFilter {
  /** Lower-cased; matched anywhere in the name, the description or an item. */
  search?: string;
  durationMonths?: number;
  category?: FoodPackCategory;
  featured?: boolean;
  available?: boolean;
  minPriceKobo?: number;
  maxPriceKobo?: number;
}

/** Raw filter values: typed ones from GraphQL, strings from a query string. */
export interface PackFilterInput {
  search?: string | null;
  durationMonths?: number | string | null;
  category?: string | null;
  featured?: boolean | string | null;
  available?: boolean | string | null;
  minPriceKobo?: number | null;
  maxPriceKobo?: number | null;
}

export const PackSortFields = ['name', 'price', 'duration', 'createdAt'] as const;
export type PackSortField = (typeof PackSortFields)[number];
export type SortDirection = 'asc' | 'desc';
export interface PackSort {
  field: PackSortField;
  direction: SortDirection;
}

export const DEFAULT_SORT: PackSort = { field: 'createdAt', direction: 'asc' };
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const SEARCH_MAX = 100;
/** The home page's hero shows at most three packs (section 9). */
export const HERO_MAX = 3;

export interface ListProblem {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: ListProblem[] };

function isAll(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all'));
}

function parseBoolean(v: boolean | string): boolean | undefined {
  if (typeof v === 'boolean') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(s)) return true;
  if (['false', '0', 'no'].includes(s)) return false;
  return undefined;
}

export { likePattern } from '../../../common/list-query';

export function normalizePackFilter(input: PackFilterInput = {}): Checked<PackFilter> {
  const filter: PackFilter = {};
  const problems: ListProblem[] = [];
  if (!isAll(input.search)) {
    const search = String(input.search).trim().replace(/\s+/g, ' ').toLowerCase();
    if (search.length > SEARCH_MAX) problems.push({ field: 'search', message: `Search must be at most ${SEARCH_MAX} characters` });
    else filter.search = search;
  }
  if (!isAll(input.durationMonths)) {
    const d = typeof input.durationMonths === 'number' ? input.durationMonths : Number(String(input.durationMonths).trim());
    if (!Number.isInteger(d) || d < MIN_DURATION_MONTHS || d > MAX_DURATION_MONTHS) {
      problems.push({ field: 'durationMonths', message: `Duration must be all or ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS} months` });
    } else filter.durationMonths = d;
  }
  if (!isAll(input.category)) {
    const c = String(input.category).trim().toLowerCase();
    if (!(FoodPackCategories as readonly string[]).includes(c)) {
      problems.push({ field: 'category', message: `Category must be all, ${FoodPackCategories.join(', ')}` });
    } else filter.category = c as FoodPackCategory;
  }
  for (const field of ['featured', 'available'] as const) {
    const raw = input[field];
    if (isAll(raw)) continue;
    const b = parseBoolean(raw as boolean | string);
    if (b === undefined) problems.push({ field, message: `${field} must be true, false or all` });
    else filter[field] = b;
  }
  for (const field of ['minPriceKobo', 'maxPriceKobo'] as const) {
    const v = input[field];
    if (v === null || v === undefined) continue;
    if (!Number.isSafeInteger(v) || v < 0) problems.push({ field, message: `${field === 'minPriceKobo' ? 'Minimum' : 'Maximum'} price must be a number of at least 0` });
    else filter[field] = v;
  }
  if (filter.minPriceKobo !== undefined && filter.maxPriceKobo !== undefined && filter.minPriceKobo > filter.maxPriceKobo) {
    problems.push({ field: 'maxPriceKobo', message: 'Maximum price must not be below the minimum price' });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: filter };
}

/**
 * What a reader may see: the public only available packs (asking for unavailable ones gives
 * none), admins every pack unless they filter. Retired packs are never listed (the query says so).
 */
export function visibleFilter(filter: PackFilter, opts: { admin: boolean }): PackFilter | 'nothing' {
  if (opts.admin) return filter;
  if (filter.available === false) return 'nothing';
  return { ...filter, available: true };
}

/** Sort field and direction from any casing ('createdAt', 'CREATED_AT', 'price', 'DESC'); unknown ones are refused. */
export function normalizePackSort(by?: string | null, order?: string | null): Checked<PackSort> {
  const problems: ListProblem[] = [];
  let field = DEFAULT_SORT.field;
  let direction = DEFAULT_SORT.direction;
  if (!isAll(by)) {
    const key = String(by).replace(/[_\s-]/g, '').toLowerCase();
    const found = PackSortFields.find((f) => f.toLowerCase() === key);
    if (found) field = found;
    else problems.push({ field: 'sortBy', message: `Sort by one of ${PackSortFields.join(', ')}` });
  }
  if (!isAll(order)) {
    const o = String(order).trim().toLowerCase();
    if (o === 'asc' || o === 'desc') direction = o;
    else problems.push({ field: 'sortOrder', message: 'Sort order must be asc or desc' });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: { field, direction } };
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function normalizePage(page?: number | string | null, pageSize?: number | string | null): Checked<PageRequest> {
  const problems: ListProblem[] = [];
  const p = isAll(page) ? 1 : Number(page);
  const s = isAll(pageSize) ? DEFAULT_PAGE_SIZE : Number(pageSize);
  if (!Number.isInteger(p) || p < 1 || p > MAX_PAGE) problems.push({ field: 'page', message: 'Page must be a whole number of at least 1' });
  if (!Number.isInteger(s) || s < 1 || s > MAX_PAGE_SIZE) problems.push({ field: 'pageSize', message: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` });
  return problems.length ? { ok: false, problems } : { ok: true, value: { page: p, pageSize: s } };
}
