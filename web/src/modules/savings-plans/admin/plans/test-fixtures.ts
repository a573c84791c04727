import type { AdminPlanRowFieldsFragment } from '../../../../gql/admin/graphql';

/** A row of the admin Savings Plans list as the API answers it; `extra` overrides any field. */
export function apiPlan(id: string, userFullName: string, extra: Partial<AdminPlanRowFieldsFragment> = {}) {
  return {
    __typename: 'AdminSavingsPlan' as const,
    id,
    userFullName,
    userPhoneNumber: '2348031234567',
    userAddress: '12 Allen Avenue, Ikeja',
    foodPackId: 'pack-family',
    foodPackName: 'Family Pack',
    totalAmountKobo: 3_600_000,
    amountPaidKobo: 0,
    status: 'Active' as AdminPlanRowFieldsFragment['status'],
    startDate: '2025-03-01',
    createdAt: '2025-02-27T12:00:00.000Z',
    lastPaymentAt: null as string | null,
    hasPayments: false,
    ...extra,
  };
}

export type ApiPlan = ReturnType<typeof apiPlan>;

export function planPage(items: ApiPlan[], { page = 1, totalCount = items.length } = {}) {
  return { adminSavingsPlans: { __typename: 'AdminSavingsPlanPage' as const, items, totalCount, page, pageSize: 10 } };
}

/** The list's variables: no filter, newest start date first, page 1, unless overridden. */
export function listVariables(
  over: { filter?: Partial<Record<'startFrom' | 'startTo' | 'status' | 'search', string>>; sort?: string; direction?: string; page?: number } = {},
) {
  return {
    filter: { startFrom: null, startTo: null, status: null, search: null, ...over.filter },
    sort: over.sort ?? 'START_DATE',
    direction: over.direction ?? 'DESC',
    page: over.page ?? 1,
    pageSize: 10,
  };
}

/** A completed plan's schedule, refundable now unless `refundProblem` says why not. */
export function completedSchedule(refundProblem: string | null = null) {
  const s = apiSchedule().planSchedule;
  return {
    planSchedule: {
      ...s,
      status: 'Completed' as const,
      amountPaidKobo: 3_600_000,
      schedules: s.schedules.map((row) => ({ ...row, status: 'Paid' as const })),
      payments: [s.payments[0]],
      refundProblem,
    },
  };
}

/** A late fine as the admin schedule lists it, owed unless `extra` says otherwise. */
export function apiFine(id: string, monthIndex: number, fineDate: string, extra: { amountKobo?: number; waivedAt?: string; waivedByName?: string; waiveReason?: string } = {}) {
  return {
    __typename: 'AdminLateFine' as const,
    id,
    monthIndex,
    fineDate,
    amountKobo: extra.amountKobo ?? 50_000,
    waived: !!extra.waivedAt,
    waivedAt: extra.waivedAt ?? null,
    waivedByName: extra.waivedByName ?? null,
    waiveReason: extra.waiveReason ?? null,
  };
}

/**
 * A plan's schedule view: one paid instalment, one overdue (with a fine), one pending; a payment
 * and a reverted one; month 1's fine waived, month 2's (spread on the overdue instalment) owed.
 */
export function apiSchedule() {
  return {
    planSchedule: {
      __typename: 'PlanScheduleView' as const,
      userId: 'user-1',
      customerName: 'Ada Obi',
      customerPhoneNumber: '2348031234567',
      foodPackName: 'Family Pack',
      status: 'Active' as const,
      totalAmountKobo: 3_600_000,
      finesKobo: 50_000,
      amountPaidKobo: 1_200_000,
      schedules: [
        { __typename: 'PaymentSchedule' as const, id: 's-1', sequence: 1, dueDate: '2025-03-01', amountKobo: 1_200_000, fineKobo: 0, kind: 'instalment' as const, status: 'Paid' as const, paidAt: '2025-03-01T12:00:00.000Z' },
        { __typename: 'PaymentSchedule' as const, id: 's-2', sequence: 2, dueDate: '2025-04-01', amountKobo: 1_250_000, fineKobo: 50_000, kind: 'instalment' as const, status: 'Overdue' as const, paidAt: null },
        { __typename: 'PaymentSchedule' as const, id: 's-3', sequence: 3, dueDate: '2025-05-01', amountKobo: 1_200_000, fineKobo: 0, kind: 'instalment' as const, status: 'Pending' as const, paidAt: null },
      ],
      payments: [
        {
          __typename: 'LedgerPayment' as const,
          id: 'p-1',
          provider: 'manual',
          reference: 'manual-1',
          externalReference: 'TRF-889',
          channel: 'bank_transfer',
          amountKobo: 1_200_000,
          paidAt: '2025-03-01T12:00:00.000Z',
          revertedAt: null,
          revertReason: null,
          revertKind: null,
          refundChannel: null,
          refundStatus: null,
          contributorName: null,
        },
        {
          __typename: 'LedgerPayment' as const,
          id: 'p-2',
          provider: 'manual',
          reference: 'manual-2',
          externalReference: null,
          channel: 'cash',
          amountKobo: 500_000,
          paidAt: '2025-03-10T12:00:00.000Z',
          revertedAt: '2025-03-11T12:00:00.000Z',
          revertReason: 'Recorded on the wrong plan',
          revertKind: 'Reversal',
          refundChannel: null,
          refundStatus: null,
          contributorName: null,
        },
        {
          __typename: 'LedgerPayment' as const,
          id: 'p-3',
          provider: 'paystack',
          reference: 'fs-abc',
          externalReference: null,
          channel: 'card',
          amountKobo: 300_000,
          paidAt: '2025-03-12T12:00:00.000Z',
          revertedAt: null,
          revertReason: null,
          revertKind: null,
          refundChannel: null,
          refundStatus: null,
          contributorName: 'Aunty Bisi',
        },
      ],
      fines: [
        apiFine('f-1', 1, '2025-07-01', { amountKobo: 1_000_000, waivedAt: '2025-07-20T12:00:00.000Z', waivedByName: 'Amaka Eze', waiveReason: 'Customer was in hospital' }),
        apiFine('f-2', 2, '2025-08-01'),
      ],
      refundProblem: 'Only a completed (fully paid) plan can be refunded',
    },
  };
}
