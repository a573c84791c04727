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

/** The signed-in user as the Me query selects it (both reminder channels on, the default). */
export function apiMe(user: SessionUser, extra: Record<string, unknown> = {}) {
  return apiUser(user, { registeredAt: '2025-01-02T10:00:00.000Z', emailReminders: true, smsReminders: true, ...extra });
}

/** marketerActive (asked by the login only): true for a marketer unless said, null for anyone else. */
export function authPayload(user: SessionUser, token = 'new-token', marketerActive: boolean | null = user.roles.includes('Marketer') ? true : null) {
  return {
    __typename: 'AuthPayload' as const,
    token,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: apiUser(user, { marketerActive }),
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

/** A FoodPack as the API returns it for FoodPackCardFields (amounts in kobo). */
export function apiPack(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'FoodPack' as const,
    id,
    name,
    description: `${name}: staples for the month.`,
    imageUrl: `/images/${id}.svg`,
    priceKobo: 4_500_000,
    originalPriceKobo: 5_000_000,
    dailyRateKobo: 150_000,
    durationMonths: 1,
    category: 'foodstuff',
    featured: false,
    items: ['10kg bag of rice', '5kg beans', '5kg garri', '2 litres oil', '1kg salt', 'Seasoning cubes'].map((text, i) => ({
      __typename: 'FoodPackItem' as const,
      id: `${id}-item-${i}`,
      text,
    })),
    ...extra,
  };
}

export function packPage(items: ReturnType<typeof apiPack>[], totalCount = items.length, page = 1, pageSize = 12) {
  return { foodPacks: { __typename: 'FoodPackPage' as const, totalCount, page, pageSize, items } };
}
