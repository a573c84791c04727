import { validationError } from './errors';

/** Admin lists (users, marketers, activity): 10 a page by default (spec section 9), at most 100. */
export const ADMIN_PAGE_SIZE = 10;
export const MAX_ADMIN_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
const SEARCH_MAX = 100;

export interface ListPage {
  page: number;
  pageSize: number;
  offset: number;
}

/** Page and page size from GraphQL or a legacy query string; refused with the field named when not sensible. */
export function readListPage(page?: number | string | null, pageSize?: number | string | null, defaultSize = ADMIN_PAGE_SIZE): ListPage {
  const p = page === undefined || page === null || page === '' ? 1 : Number(page);
  const s = pageSize === undefined || pageSize === null || pageSize === '' ? defaultSize : Number(pageSize);
  const problems = [];
  if (!Number.isInteger(p) || p < 1 || p > MAX_PAGE) problems.push({ field: 'page', message: 'Page must be a whole number of at least 1' });
  if (!Number.isInteger(s) || s < 1 || s > MAX_ADMIN_PAGE_SIZE) problems.push({ field: 'pageSize', message: `Page size must be a whole number from 1 to ${MAX_ADMIN_PAGE_SIZE}` });
  if (problems.length) throw validationError(problems[0].message, problems);
  return { page: p, pageSize: s, offset: (p - 1) * s };
}

/** A search box's text, trimmed, spaces collapsed and lower-cased; undefined when empty. */
export function readSearch(search?: string | null): string | undefined {
  const s = (search ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (!s) return undefined;
  if (s.length > SEARCH_MAX) throw validationError(`Search must be at most ${SEARCH_MAX} characters`, [{ field: 'search', message: `Search must be at most ${SEARCH_MAX} characters` }]);
  return s;
}

/** Escapes LIKE's wildcards with `!` (an ESCAPE character both MySQL and SQLite accept): use `LIKE :q ESCAPE '!'`. */
export function likePattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
