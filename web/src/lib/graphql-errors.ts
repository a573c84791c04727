import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/**
 * Reading the API's errors (ARCHITECTURE.md, Errors): GraphQL errors carry `extensions.code`;
 * input validation failures are `BAD_USER_INPUT` with `extensions.fields = [{ field, message }]`.
 */
export interface FieldMessage {
  field: string;
  message: string;
}

function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  // A non-2xx answer (503 while the database is down) still carries GraphQL errors in its body.
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as GraphQLFormattedError[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

export function errorCodes(error: unknown): string[] {
  return graphQLErrors(error)
    .map((e) => e.extensions?.code)
    .filter((c): c is string => typeof c === 'string');
}

/** A missing or expired session: a GraphQL UNAUTHENTICATED error or an HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return errorCodes(error).includes('UNAUTHENTICATED');
}

/** The per-field messages of BAD_USER_INPUT errors; `input.email` is reported as `email`. */
export function badUserInputFields(error: unknown): FieldMessage[] {
  return graphQLErrors(error)
    .filter((e) => e.extensions?.code === 'BAD_USER_INPUT')
    .flatMap((e) => (Array.isArray(e.extensions?.fields) ? (e.extensions.fields as unknown[]) : []))
    .filter((f): f is FieldMessage => !!f && typeof (f as FieldMessage).field === 'string' && typeof (f as FieldMessage).message === 'string')
    .map((f) => ({ field: f.field.replace(/^input\./, ''), message: f.message }));
}

/** Field messages as Formik errors: the first message per known field wins. */
export function toFormErrors<K extends string>(fields: readonly FieldMessage[], known: readonly K[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const { field, message } of fields) {
    if ((known as readonly string[]).includes(field) && !errors[field as K]) errors[field as K] = message;
  }
  return errors;
}

/** A dependency of the API is down for a moment: worth trying again shortly. */
function isServiceUnavailable(error: unknown): boolean {
  return errorCodes(error).includes('SERVICE_UNAVAILABLE') || (ServerError.is(error) && error.statusCode === 503);
}

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** A message fit for a person: the server's own message when there is one. */
export function errorMessage(error: unknown): string | undefined {
  const first = graphQLErrors(error)[0];
  if (first?.message) return first.message;
  if (isServiceUnavailable(error)) return UNAVAILABLE;
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
