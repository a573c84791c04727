import type { ErrorRequestHandler, RequestHandler } from 'express';
import { unavailability } from '../common/db';
import { AppError, ForbiddenError, UnauthenticatedError, type ErrorCode } from '../common/errors';
import { clientError } from '../common/client-error';
import { sendError } from './envelope';

/** Refusals that have a more telling status than 400. */
const STATUS: Partial<Record<ErrorCode, number>> = { NOT_FOUND: 404, IMAGE_TOO_LARGE: 413, RATE_LIMITED: 429, PAYMENT_PROVIDER_ERROR: 502, PLAN_HAS_PAYMENTS: 409, ALREADY_REVERTED: 409, PACK_DISPATCHED: 409, NOT_REFUNDABLE: 409, REFERENCE_USED: 409, PAYMENT_REFUNDED: 409, ACCOUNT_HOLDS_MONEY: 409, PAYMENT_PROVIDER_UNAVAILABLE: 503 };

/**
 * Maps what a legacy route threw to the original server's status codes and envelope. An unexpected
 * error answers "Internal server error (request …)" unless a developer asked for its message (ERROR_DETAILS).
 */
export function legacyErrorHandler(hideUnexpected: boolean): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof AppError) {
      // Paystack unreachable while checking a reported payment: the claim is kept and the sweep asks again.
      if (err.code === 'PAYMENT_PROVIDER_UNAVAILABLE') res.setHeader('Retry-After', '30');
      return sendError(res, STATUS[err.code] ?? 400, err.message, err.fieldErrors.length ? err.fieldErrors.map((f) => `${f.field}: ${f.message}`) : [err.message], {
        success: false,
        errorMessage: err.message,
        errorCode: err.code,
      });
    }
    const down = unavailability(err);
    if (down) {
      req.log.warn({ err }, 'legacy request failed: a dependency is down');
      res.setHeader('Retry-After', String(down.retryAfterSeconds));
      return sendError(res, 503, down.message);
    }
    if (err instanceof UnauthenticatedError) return sendError(res, 401, err.message);
    if (err instanceof ForbiddenError) {
      return sendError(res, 403, err.message, null, err.reason ? { success: false, errorMessage: err.message, errorCode: err.reason } : null);
    }
    // body-parser's refusals (bad JSON, too large, unsupported charset): the client's mistake.
    const refused = clientError(err);
    if (refused) {
      req.log.info({ status: refused.status, reason: (err as Error).message }, 'legacy request refused');
      return sendError(res, refused.status, refused.message, [refused.detail]);
    }
    req.log.error({ err }, 'unexpected error on a legacy route');
    sendError(res, 500, hideUnexpected ? `Internal server error (request ${String(req.id)})` : String((err as Error)?.message ?? err));
  };
}

export const legacyNotFound: RequestHandler = (req, res) => sendError(res, 404, `No such endpoint: ${req.method} ${req.path}`);
