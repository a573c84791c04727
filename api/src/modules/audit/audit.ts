import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../common/context';
import type { AuditAction, AuditTarget } from './actions';
import { AuditEntryRow } from './audit-entry.entity';

export interface AuditChange {
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * The actor of a change nobody signed in made: a job applying a rule (for example the late-fine
 * cap's correction). No user has this id; the Activity view names it "System".
 */
export const SYSTEM_ACTOR_ID = 'system';

/**
 * Records an admin change. Pass the manager of the transaction that makes the change, so the row
 * and the change commit (or roll back) together.
 */
export async function recordAudit(m: EntityManager, ctx: RequestContext, change: AuditChange): Promise<void> {
  await writeAudit(m, requireActor(ctx).userId, ctx.now, change);
}

/** Records a change the system made by a rule (a job, no one signed in), as recordAudit does, with SYSTEM_ACTOR_ID as its actor. */
export async function recordSystemAudit(m: EntityManager, ctx: RequestContext, change: AuditChange): Promise<void> {
  await writeAudit(m, SYSTEM_ACTOR_ID, ctx.now, change);
}

async function writeAudit(m: EntityManager, actorId: string, now: Date, change: AuditChange): Promise<void> {
  await m.insert(AuditEntryRow, {
    id: randomUUID(),
    actorId,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    changes: JSON.stringify({ before: change.before ?? null, after: change.after ?? null }),
    reason: change.reason ?? null,
    createdAt: now,
  });
}

/** The fields of `after` that differ from `before`, each side holding only those: what an audit row shows. */
export function changedFields<T extends object>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] === undefined || JSON.stringify(after[key]) === JSON.stringify(before[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}
