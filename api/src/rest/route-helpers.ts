import type { RequestHandler } from 'express';
import { requireRole } from '../common/context';

/**
 * Admin-only legacy paths check the role before the body is read: nobody without it gets to send
 * megabytes, and a customer's malformed body is a 403, not a 400. The service checks again.
 */
export const adminOnly: RequestHandler = (req, _res, next) => {
  requireRole(req.ctx, 'Admin');
  next();
};

/** A query-string value by the first of `names` present (the original client used several spellings); a repeated one counts once. */
export function queryParam(q: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const name of names) {
    const v = q[name];
    if (typeof v === 'string') return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  }
  return undefined;
}

/**
 * The media types a legacy JSON body may come with: `application/json` and any `application/*+json`
 * (the original mobile app sends `application/json-patch+json` on every request).
 */
export const LEGACY_JSON_TYPES = ['application/json', 'application/*+json'];
