/** The Manual Payments tab's API answers, for its tests; `extra` overrides any field. */

export function apiCustomer(id: string, fullName: string, extra: Record<string, unknown> = {}) {
  return { __typename: 'AdminUser' as const, id, fullName, email: `${fullName.split(' ')[0].toLowerCase()}@example.ng`, status: 'Active', ...extra };
}

export function apiPack(id: string, name: string, priceKobo: number, extra: Record<string, unknown> = {}) {
  return { __typename: 'FoodPack' as const, id, name, priceKobo, available: true, ...extra };
}

export function apiInstalment(scheduleId: string, dueDate: string, amountDueKobo: number, status: 'Pending' | 'Overdue' = 'Pending') {
  return { __typename: 'UnpaidInstalment' as const, scheduleId, dueDate, amountDueKobo, status };
}

export function apiPayablePlan(planId: string, userFullName: string, foodPackName: string, unpaid: ReturnType<typeof apiInstalment>[]) {
  return {
    __typename: 'PayablePlan' as const,
    planId,
    userFullName,
    userEmail: `${userFullName.split(' ')[0].toLowerCase()}@example.ng`,
    foodPackName,
    status: 'Active',
    unpaid,
  };
}

export function apiRecentPayment(paymentId: string, userFullName: string, foodPackName: string, amountKobo: number, paidAt: string) {
  return {
    __typename: 'RecentPayment' as const,
    paymentId,
    planId: `plan-of-${paymentId}`,
    scheduleId: `schedule-of-${paymentId}`,
    userFullName,
    foodPackName,
    amountKobo,
    channel: 'cash',
    paidAt,
    recordedByName: 'Adaeze Okafor',
  };
}

export function apiErrorResult(errorCode: string, message: string, fieldErrors: { field: string; message: string }[] = []) {
  return {
    __typename: 'ErrorResult' as const,
    errorCode,
    message,
    fieldErrors: fieldErrors.map((f) => ({ __typename: 'FieldError' as const, ...f })),
  };
}
