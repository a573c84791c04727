import type { EntityManager } from 'typeorm';

/**
 * Row lock for "read, decide, write" on MySQL (SELECT … FOR UPDATE). SQLite has no row locks:
 * it runs one writing transaction at a time, which gives the same guarantee.
 */
export function forUpdate(m: EntityManager): { mode: 'pessimistic_write' } | undefined {
  return m.dataSource.options.type === 'mysql' ? { mode: 'pessimistic_write' } : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
