/** A defaulter as the API lists them; `extra` overrides any field. */
export function apiDefaulter(userId: string, fullName: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Defaulter' as const,
    userId,
    fullName,
    phoneNumber: '2348031234567',
    amountOwedKobo: 1_200_000,
    duePayments: 1,
    lastPaymentAt: '2025-03-05T12:00:00.000Z' as string | null,
    ...extra,
  };
}

export function defaulterPage(items: ReturnType<typeof apiDefaulter>[], { page = 1, totalCount = items.length } = {}) {
  return { defaulters: { __typename: 'DefaulterPage' as const, items, totalCount, page, pageSize: 10 } };
}

/** The four ageing buckets, with customers and amounts (in kobo) in that order. */
export function ageing(figures: [number, number][] = [[0, 0], [0, 0], [0, 0], [0, 0]]) {
  const labels = ['1-7', '8-30', '31-60', '61+'];
  return { arrearsAgeing: labels.map((label, i) => ({ __typename: 'ArrearsBucket' as const, label, customers: figures[i][0], amountKobo: figures[i][1] })) };
}

export function apiDefaulterDetails(userId: string) {
  return {
    defaulterDetails: {
      __typename: 'DefaulterDetails' as const,
      userId,
      fullName: 'Emeka Nwosu',
      phoneNumber: '2348030000006',
      email: 'emeka@example.ng',
      address: null,
      totalOwedKobo: 2_450_000,
      duePayments: [
        { __typename: 'DuePayment' as const, scheduleId: 's-1', foodPackName: 'Family Pack', dueDate: '2025-02-01', amountKobo: 1_200_000, daysOverdue: 33 },
        { __typename: 'DuePayment' as const, scheduleId: 's-2', foodPackName: 'Family Pack', dueDate: '2025-03-04', amountKobo: 1_250_000, daysOverdue: 1 },
      ],
    },
  };
}
