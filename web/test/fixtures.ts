import type { SessionUser } from '../src/lib/session';

/** A User as the API returns it for the SessionUserFields selection. */
export function apiUser(user: SessionUser, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'User' as const,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    address: user.address ?? null,
    roles: [...user.roles],
    ...extra,
  };
}

export function authPayload(user: SessionUser, token = 'new-token') {
  return {
    __typename: 'AuthPayload' as const,
    token,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: apiUser(user),
  };
}

export function errorResult(errorCode: string, message: string, fieldErrors: { field: string; message: string }[] = []) {
  return {
    __typename: 'ErrorResult' as const,
    errorCode,
    message,
    fieldErrors: fieldErrors.map((f) => ({ __typename: 'FieldError' as const, ...f })),
  };
}
