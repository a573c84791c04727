import type { EntityManager } from 'typeorm';
import { ServiceUnavailableError } from './errors';

/**
 * Row lock for "read, decide, write" on MySQL (SELECT … FOR UPDATE). SQLite has no row locks:
 * it runs one writing transaction at a time, which gives the same guarantee.
 */
export function forUpdate(m: EntityManager): { mode: 'pessimistic_write' } | undefined {
  return m.dataSource.options.type === 'mysql' ? { mode: 'pessimistic_write' } : undefined;
}

function driverCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** An instant as a raw SQL parameter compared with a datetime column: a Date for MySQL's driver, the stored UTC text for SQLite's. */
export function sqlDateTime(m: EntityManager, value: Date): Date | string {
  return m.dataSource.options.type === 'mysql' ? value : value.toISOString().replace('T', ' ').slice(0, 23);
}

/** A datetime column read with raw SQL: MySQL's driver gives a Date, SQLite the stored UTC text ('2026-11-23 22:08:22.123'). */
export function rawDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

export function isUniqueViolation(err: unknown): boolean {
  const code = driverCode(err);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** InnoDB gave up on this transaction to break a lock cycle or a long wait: running it again is safe. */
export function isLockConflict(err: unknown): boolean {
  const code = driverCode(err);
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

/** Codes and messages of a database that cannot be reached (as opposed to a query it refused). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
]);
const UNREACHABLE_MESSAGES = /connection is in closed state|Pool is closed|Connection lost|connect ETIMEDOUT|Too many connections/i;

/** True when `err` (or what it wraps) says the database is unreachable, not that a query was wrong. */
export function isDatabaseUnreachable(err: unknown): boolean {
  // mysql2 rejects a failed connect with a plain object, which graphql-js wraps (thrownValue).
  for (let e = err as { cause?: unknown; driverError?: unknown; thrownValue?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    const code = driverCode(e);
    if (code && UNREACHABLE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
    e = (e.driverError ?? e.thrownValue ?? e.cause) as typeof e;
  }
  return false;
}

/** What a client should be told when `err` means a dependency is down, else undefined. */
export function unavailability(err: unknown): ServiceUnavailableError | undefined {
  if (err instanceof ServiceUnavailableError) return err;
  return isDatabaseUnreachable(err) ? new ServiceUnavailableError('database') : undefined;
}

const LOCK_RETRIES = 4;

/**
 * A transaction for work that moves money. On MySQL it runs READ COMMITTED: every read sees the
 * latest committed rows and searches take no gap locks, so two customers paying at once cannot
 * deadlock on an index gap (REPEATABLE READ's "SELECT … FOR UPDATE of a row that does not exist
 * yet, then INSERT" did). Row locks (`forUpdate`) still serialize work on one plan. Should InnoDB
 * still pick this transaction as a deadlock victim or time out a lock wait, it runs again from
 * the start, a bounded number of times, after a short random pause.
 */
export async function moneyTransaction<T>(manager: EntityManager, work: (m: EntityManager) => Promise<T>): Promise<T> {
  const mysql = manager.dataSource.options.type === 'mysql';
  for (let attempt = 1; ; attempt++) {
    try {
      return mysql ? await manager.transaction('READ COMMITTED', work) : await manager.transaction(work);
    } catch (err) {
      if (!isLockConflict(err) || attempt >= LOCK_RETRIES) throw err;
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 40 * attempt));
    }
  }
}
