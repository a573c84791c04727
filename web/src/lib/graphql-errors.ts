import type { GraphQLFormattedError } from 'graphql';

/**
 * Reading the API's errors (ARCHITECTURE.md, Errors): GraphQL errors carry `extensions.code`;
 * input validation failures are `BAD_USER_INPUT` with `extensions.fields = [{ field, message }]`.
 * The errors come from Apollo Client (signed-in pages) or from lib/public-data.ts (the public
 * pages and the sign-in forms, which do without Apollo): Apollo's are told apart by name, since
 * importing its error classes here would download Apollo with every form that reads an error.
 */
export interface FieldMessage {
  field: string;
  message: string;
}

/** A GraphQL request that failed without Apollo: the reply's errors (maybe none) and its HTTP status. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: readonly GraphQLFormattedError[],
    readonly statusCode: number,
  ) {
    super(errors[0]?.message ?? `The server answered ${statusCode}`);
    this.name = 'GraphQLRequestError';
  }
}

/** Apollo Client's CombinedGraphQLErrors and ServerError, by the names Apollo gives them. */
type ApolloGraphQLErrors = Error & { name: 'CombinedGraphQLErrors'; errors: readonly GraphQLFormattedError[] };
type ApolloServerError = Error & { name: 'ServerError'; statusCode: number; bodyText: string };
const isApollo = <E extends Error>(error: unknown, name: E['name']): error is E => error instanceof Error && error.name === name;

function graphQLErrors(error: unknown): readonly GraphQLFormattedError[] {
  if (error instanceof GraphQLRequestError) return error.errors;
  if (isApollo<ApolloGraphQLErrors>(error, 'CombinedGraphQLErrors')) return error.errors;
  // A non-2xx answer (503 while the database is down) still carries GraphQL errors in its body.
  if (isApollo<ApolloServerError>(error, 'ServerError')) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as GraphQLFormattedError[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The HTTP status of a reply that was not a success, when the error carries one. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof GraphQLRequestError) return error.statusCode;
  if (isApollo<ApolloServerError>(error, 'ServerError')) return error.statusCode;
  return undefined;
}

export function errorCodes(error: unknown): string[] {
  return graphQLErrors(error)
    .map((e) => e.extensions?.code)
    .filter((c): c is string => typeof c === 'string');
}

/** A missing or expired session: a GraphQL UNAUTHENTICATED error or an HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (statusOf(error) === 401) return true;
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
  return errorCodes(error).includes('SERVICE_UNAVAILABLE') || statusOf(error) === 503;
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

/** What a form's mutation answered: 'done', or the refusal (an ErrorResult), or nothing (no answer). */
export type FormOutcome = 'done' | { message?: string | null; fieldErrors?: readonly FieldMessage[] | null } | null | undefined;

/**
 * Runs a console form's mutation and puts a refusal where the person sees it: the server's field
 * errors on their fields (Formik keeps what was typed), its message above the form (`setProblem`),
 * `failure` when there is nothing better to say. `busy` brackets the call.
 */
export async function submitForm<K extends string>(
  send: () => Promise<FormOutcome>,
  ui: { setErrors: (errors: Partial<Record<K, string>>) => void; fields: readonly K[]; setProblem: (problem: string | null) => void; busy: (busy: boolean) => void; failure: string },
): Promise<void> {
  ui.setProblem(null);
  ui.busy(true);
  try {
    const outcome = await send();
    if (outcome === 'done') return;
    ui.setErrors(toFormErrors(outcome?.fieldErrors ?? [], ui.fields));
    ui.setProblem(outcome?.message || ui.failure);
  } catch (e) {
    const fields = badUserInputFields(e);
    ui.setErrors(toFormErrors(fields, ui.fields));
    ui.setProblem(fields.length ? errorMessage(e) || ui.failure : ui.failure);
  } finally {
    ui.busy(false);
  }
}
