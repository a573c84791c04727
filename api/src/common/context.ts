import type { EntityManager } from 'typeorm';
import type { Logger } from './logger';
import type { Role } from './roles';
import { ForbiddenError, UnauthenticatedError } from './errors';

export interface Actor {
  userId: string;
  roles: Role[];
}

/**
 * What every service call receives first: who is acting, the entity manager to use (a caller's
 * transaction is joined by passing its manager), the request's clock and logger.
 */
export interface RequestContext {
  actor?: Actor;
  manager: EntityManager;
  now: Date;
  requestId: string;
  ip?: string;
  /**
   * The web address the caller is on (scheme, host, port), when this server answers for it: where
   * a checkout sends the customer back. Unset for jobs and webhooks, which use PUBLIC_URL.
   */
  webOrigin?: string;
  log: Logger;
  /** Hands a new session token to the client (HTTP requests only: the `X-Session-Token` header). */
  issueSession?: (token: { token: string; expiresAt: Date }) => void;
}

export function requireActor(ctx: RequestContext): Actor {
  if (!ctx.actor) throw new UnauthenticatedError();
  return ctx.actor;
}

/** The actor, holding at least one of `roles`; UNAUTHENTICATED when nobody is signed in, FORBIDDEN otherwise. */
export function requireRole(ctx: RequestContext, ...roles: [Role, ...Role[]]): Actor {
  const actor = requireActor(ctx);
  if (!roles.some((role) => actor.roles.includes(role))) throw new ForbiddenError();
  return actor;
}

/** The same context with another entity manager, for work inside a transaction. */
export function withManager(ctx: RequestContext, manager: EntityManager): RequestContext {
  return { ...ctx, manager };
}

/** The context of work nobody signed in started: a job, a webhook. Its clock is read once, now. */
export function systemContext(manager: EntityManager, log: Logger, requestId: string, now: Date = new Date()): RequestContext {
  return { manager, now, requestId, log };
}
