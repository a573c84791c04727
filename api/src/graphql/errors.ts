import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { unavailability } from '../common/db';
import { AppError, ForbiddenError, UnauthenticatedError } from '../common/errors';

/**
 * Gives every error a stable `extensions.code` the web can switch on, turns class-validator
 * failures into BAD_USER_INPUT with the field and rule, and (unless a developer asked for details,
 * config.errorDetails) hides anything unexpected behind a generic message (the log has the details).
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, hideUnexpected: boolean): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const down = unavailability(original);
  // The driver's text (host, port, errno) stays in the log; the plugin below makes this a 503.
  if (down) return { message: down.message, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: down.retryAfterSeconds } };
  if (original instanceof UnauthenticatedError) return { message: original.message, path: formatted.path, extensions: { code: 'UNAUTHENTICATED' } };
  if (original instanceof ForbiddenError) {
    return { message: original.message, path: formatted.path, extensions: { code: 'FORBIDDEN', ...(original.reason ? { reason: original.reason } : {}) } };
  }
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', errorCode: original.code, fields: original.fieldErrors } };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = flattenValidation(original.extensions.validationErrors as ValidationLike[]);
    return {
      message: fields.map((f) => `${f.field}: ${f.message}`).join('; ') || 'Invalid input',
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', fields },
    };
  }
  const code = formatted.extensions?.code;
  const known = typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR';
  if (known || !hideUnexpected) return formatted;
  // The request id is added by the error-logging plugin, which knows the request.
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

interface ValidationLike {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationLike[];
}

function flattenValidation(errors: ValidationLike[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidation(e.children ?? [], field)];
  });
}
