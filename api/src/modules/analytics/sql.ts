import type { EntityManager } from 'typeorm';
import type { Period } from './domain/periods';

/**
 * Raw SQL with `:named` parameters, bound by the connection's own driver as the query builder
 * binds them: a Date becomes what each database compares a datetime column with (mysql2 sends it
 * in UTC; SQLite gets the stored UTC text), so the same statement runs on both.
 */
export async function namedQuery<T>(m: EntityManager, sql: string, params: Record<string, unknown>): Promise<T[]> {
  const [query, args] = m.dataSource.driver.escapeQueryWithParameters(sql, params);
  return (await m.query(query, args)) as T[];
}

/** SUM over no rows is NULL; MySQL answers SUM and COUNT of BIGINTs as decimal strings. */
export function integer(value: unknown): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return n;
}

/**
 * A SQL expression for the index of the period `column` falls in (for values inside the window):
 * a binary search over the periods' starts, nested CASEs about log2(n) deep, with the starts as
 * parameters `<prefix>1` … `<prefix>n-1`. No date functions, so MySQL and SQLite agree, and a
 * year by day costs each row nine comparisons rather than 366.
 */
export function periodIndexSql(column: string, periods: readonly Pick<Period, 'from'>[], prefix = 'p'): { sql: string; params: Record<string, Date> } {
  if (!periods.length) throw new RangeError('no periods to index');
  const params: Record<string, Date> = {};
  const search = (lo: number, hi: number): string => {
    if (lo === hi) return String(lo);
    const mid = Math.ceil((lo + hi) / 2);
    params[`${prefix}${mid}`] = periods[mid].from;
    return `CASE WHEN ${column} < :${prefix}${mid} THEN ${search(lo, mid - 1)} ELSE ${search(mid, hi)} END`;
  };
  return { sql: search(0, periods.length - 1), params };
}

/** Rows keyed by their period index `i` (as MySQL or SQLite spells it). */
export function byPeriod<R extends { i: unknown }, T>(rows: readonly R[], figures: (row: R) => T): Map<number, T> {
  return new Map(rows.map((r) => [Number(r.i), figures(r)]));
}
