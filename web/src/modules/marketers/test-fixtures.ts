/** A marketer as the API answers it, for the Marketers tab's tests; `extra` overrides any field. */
export function apiMarketer(id: string, name: string, extra: Record<string, unknown> = {}) {
  const [firstName, lastName] = name.split(' ');
  return {
    __typename: 'Marketer' as const,
    id,
    firstName,
    lastName,
    name,
    email: `${firstName.toLowerCase()}@example.ng`,
    phoneNumber: '2348031234567',
    companyName: 'Bakare Ventures',
    address: null,
    city: 'Ikeja',
    state: 'Lagos',
    postalCode: null,
    country: 'Nigeria',
    website: null,
    socialMediaHandle: null,
    commissionRate: 0.1,
    status: 'Active',
    referralCode: 'K7QW3MPA',
    referralLink: 'http://localhost/register?ref=K7QW3MPA',
    totalCustomers: 2,
    totalSalesKobo: 6_000_000,
    totalCommissionKobo: 600_000,
    currentMonthCommissionKobo: 300_000,
    registeredAt: '2025-01-02T10:00:00.000Z',
    rateHistory: [
      { __typename: 'MarketerRateChange' as const, rate: 0.1, changedAt: '2025-01-02T10:00:00.000Z', changedByName: 'Adaeze Okafor' },
    ],
    ...extra,
  };
}
