/**
 * Expected business failures. Services throw them (so a surrounding transaction rolls back);
 * GraphQL mutations turn them into an `ErrorResult` value and the REST shim into a 400 envelope.
 */
export const ErrorCodes = [
  'VALIDATION',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'INVALID_RESET_TOKEN',
  'NOT_FOUND',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'RATE_LIMITED',
  'PACK_UNAVAILABLE',
  'NO_PENDING_PAYMENTS',
  'PLAN_CLOSED',
  'NO_SAVED_CARD',
  'PAYMENT_NOT_SUCCESSFUL',
  'PAYMENT_DECLINED',
  'PAYMENT_MISMATCH',
  'PAYMENT_PROVIDER_ERROR',
  'TOO_MANY_PENDING_PLANS',
  'PAY_LINK_EXPIRED',
  'ALREADY_MARKETER',
  'SELF_ACTION',
  'LAST_ADMIN',
  'MARKETER_INACTIVE',
  'APPLICATION_PENDING',
  'APPLICATION_DECIDED',
  // A marketer's nudge (issue 27): not overdue, reminders off, one every 3 days, 50 a day, 08:00-20:00.
  'NOT_OVERDUE',
  'REMINDERS_OFF',
  'NUDGE_TOO_SOON',
  'NUDGE_DAILY_LIMIT',
  'OUTSIDE_SENDING_HOURS',
  'NOTHING_TO_PAY',
  'AMOUNT_CHANGED',
  'PLAN_HAS_PAYMENTS',
  'ALREADY_REVERTED',
  'PACK_DISPATCHED',
  'NOT_REFUNDABLE',
  'FULFILMENT_MOVE',
  'WRONG_HANDOVER_CODE',
  'HANDOVER_LOCKED',
  // Catching up on a plan that is behind (issue 26).
  'NOT_BEHIND',
  'CATCH_UP_TOO_SOON',
  'CATCH_UP_UNAVAILABLE',
  'CATCH_UP_STALE',
  // Changing a plan's pack, cancelling it, refunds (issue 26).
  'PACK_CHANGE_CLOSED',
  'PLAN_HAS_FINES',
  'SAME_PACK',
  'PACK_TOO_CHEAP',
  'CREDIT_NOT_TAKEN',
  'MONEY_MOVED',
  'REFUND_NOT_OWED',
  // References the original clients make themselves (issue 28).
  'PAYMENT_NOT_YOURS',
  'REFERENCE_USED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PAYMENT_REFUNDED',
  // A customer deleting their own account (issue 28).
  'ACCOUNT_HOLDS_MONEY',
  // Bank transfers into dedicated accounts (issue 27).
  'TRANSFER_ACCOUNT_UNKNOWN',
  'CREDIT_TOO_LOW',
  // Family and diaspora contributions (issue 27): the owner turned the plan's contribution link off.
  'CONTRIBUTION_LINK_OFF',
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

export interface FieldError {
  field: string;
  message: string;
}

/** Turns a domain function's list of problems into one refusal naming each field. */
export function validationError(message: string, fieldErrors: FieldError[]): AppError {
  return new AppError('VALIDATION', message, fieldErrors);
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** No valid session: HTTP 401, GraphQL UNAUTHENTICATED. */
export class UnauthenticatedError extends Error {
  constructor(message = 'Authentication required') {
    super(message);
    this.name = 'UnauthenticatedError';
  }
}

/**
 * Signed in, but not allowed: HTTP 403, GraphQL FORBIDDEN. `reason`, when there is one a client
 * should tell apart without reading the message (an Inactive marketer: MARKETER_INACTIVE), is
 * GraphQL's `extensions.reason` and the legacy envelope's `data.errorCode`.
 */
export class ForbiddenError extends Error {
  constructor(
    message = 'You do not have permission to do this',
    readonly reason?: ErrorCode,
  ) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/**
 * A dependency the request needs (the database, Redis) is down: HTTP 503 with Retry-After,
 * GraphQL SERVICE_UNAVAILABLE. The message never carries a driver's text.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly dependency: 'database' | 'queue',
    readonly retryAfterSeconds = 5,
  ) {
    super('The service is temporarily unavailable. Please try again in a moment.');
    this.name = 'ServiceUnavailableError';
  }
}
