import type { MockLink } from '@apollo/client/testing';
import { act } from '@testing-library/react';
import type { CheckoutOutcome, CheckoutRequest } from '../src/lib/payment-gateway';
import { PLANS_PAGE_SIZE } from '../src/modules/savings-plans/components/SavingsPlansTab';
import { ArrivalIfPaidQuery } from '../src/modules/savings-plans/graphql/arrival-operations';
import { MyPendingPlansQuery, MySavingsPlansQuery, PaymentsConfigQuery } from '../src/modules/savings-plans/graphql/operations';
import { MyPackHandoverQuery, PickupOfficeQuery } from '../src/modules/savings-plans/graphql/pack-operations';
import type { PaymentGateway } from '../src/modules/savings-plans/hooks/gateway';

/** Answers for the payment tests (amounts in kobo, as the API sends them). */

type ScheduleStatus = 'Pending' | 'Paid' | 'Overdue';

export interface PlanOptions {
  id?: string;
  foodPackName?: string;
  totalAmountKobo?: number;
  frequency?: 'daily' | 'weekly' | 'monthly';
  durationMonths?: number;
  /** How many instalments are paid. */
  paidCount?: number;
  remindersEnabled?: boolean;
  paymentPreference?: 'automatic' | 'manual';
}

const WEEK_DATES = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23'];

/**
 * 'Family Rice Pack': ₦60,000 weekly over 2 months, 8 instalments of ₦7,500 from 5 Jan 2026,
 * the first `paidCount` paid. All paid: Completed, with the delivery window.
 */
export function apiPlan({
  id = 'plan-1',
  foodPackName = 'Family Rice Pack',
  totalAmountKobo = 6_000_000,
  frequency = 'weekly',
  durationMonths = 2,
  paidCount = 2,
  remindersEnabled = false,
  paymentPreference = 'manual',
}: PlanOptions = {}) {
  const count = WEEK_DATES.length;
  const instalment = totalAmountKobo / count;
  const paid = instalment * paidCount;
  const completed = paidCount >= count;
  const schedules = WEEK_DATES.map((dueDate, i) => ({
    __typename: 'PaymentSchedule' as const,
    id: `${id}-s${i + 1}`,
    sequence: i + 1,
    dueDate,
    amountKobo: instalment,
    status: (i < paidCount ? 'Paid' : 'Pending') as ScheduleStatus,
    paidAt: i < paidCount ? `${dueDate}T09:00:00.000Z` : null,
    fineKobo: 0,
    kind: 'instalment' as 'instalment' | 'fine',
  }));
  const payments = schedules.slice(0, paidCount).map((s) => ({
    __typename: 'PlanPayment' as const,
    id: `${id}-p${s.sequence}`,
    reference: `fs-${id}-${s.sequence}`,
    amountKobo: instalment,
    appliedKobo: instalment,
    overpaymentKobo: 0,
    currency: 'NGN',
    channel: 'card',
    scheduleId: s.id,
    paidAt: s.paidAt,
    createdAt: s.paidAt,
    contributorName: null as string | null,
  }));
  const next = schedules[paidCount];
  return {
    __typename: 'SavingsPlan' as const,
    id,
    foodPackId: 'pack-1',
    foodPackName,
    totalAmountKobo,
    instalmentAmountKobo: instalment,
    amountPaidKobo: paid,
    remainingKobo: totalAmountKobo - paid,
    progressPercent: Math.round((paid / totalAmountKobo) * 100),
    frequency,
    durationMonths,
    instalmentCount: count,
    startDate: WEEK_DATES[0],
    endDate: WEEK_DATES[count - 1],
    paymentPreference,
    remindersEnabled,
    status: completed ? 'Completed' : 'Active',
    fulfilment: {
      __typename: 'PlanFulfilment' as const,
      method: 'delivery' as 'delivery' | 'pickup',
      address: '12 Allen Avenue' as string | null,
      landmark: 'Opposite Ikeja City Mall' as string | null,
      area: 'Ikeja' as string | null,
      expectedFrom: completed ? '2026-03-02' : null,
      expectedTo: completed ? '2026-03-04' : null,
      promisedDate: completed ? '2026-03-04' : null,
      status: completed ? 'AwaitingDispatch' : 'AwaitingPayment',
    },
    schedules,
    payments,
    nextDue: next
      ? { __typename: 'NextDuePayment' as const, scheduleId: next.id, sequence: next.sequence, dueDate: next.dueDate, amountDueKobo: instalment, status: 'Pending' as ScheduleStatus }
      : null,
    overdue: null as null | { __typename: 'OverduePayments'; scheduleId: string; count: number; amountDueKobo: number },
    finesKobo: 0,
    fines: [] as { __typename: 'LateFine'; id: string; monthIndex: number; fineDate: string; amountKobo: number; waived: boolean }[],
    fineWarning: null as null | {
      __typename: 'LateFineWarning';
      windowEnd: string;
      fineDate: string;
      payBy: string;
      fineKobo: number;
      amountToAvoidKobo: number;
      daysLeft: number;
      capKobo: number;
      capPercent: number;
    },
    lastPaymentAt: paidCount ? schedules[paidCount - 1].paidAt : null,
    createdAt: '2026-01-05T08:00:00.000Z',
    completedAt: completed ? '2026-02-23T09:00:00.000Z' : null,
    // Set on a Cancelled plan only (where its money went, issue 26).
    moneyFate: null,
    // An open plan's pack arrival at the customer's pace (issue 25): on time, the last due date's promise.
    arrival: (completed ? null : { __typename: 'PlanArrival' as const, arrivesAround: '2026-03-02', pace: 'onTime', shiftDays: 0 }) as null | { __typename: 'PlanArrival'; arrivesAround: string; pace: 'onTime' | 'behind' | 'ahead'; shiftDays: number },
    // Set when the pack costs more today than the plan locked (issue 25).
    priceLock: null as null | { __typename: 'PriceLockCertificate'; lockedKobo: number; todayKobo: number; savingKobo: number },
  };
}

export type ApiPlan = ReturnType<typeof apiPlan>;

/** myPendingPlans (plans waiting for their first payment) as the Savings tab asks for it. */
export function pendingPlansMock(plans: ApiPlan[]): MockLink.MockedResponse {
  const pending = plans.map((p) => ({
    __typename: 'SavingsPlan' as const,
    id: p.id,
    foodPackId: p.foodPackId,
    foodPackName: p.foodPackName,
    totalAmountKobo: p.totalAmountKobo,
    frequency: p.frequency,
    instalmentCount: p.instalmentCount,
    createdAt: p.createdAt,
    nextDue: p.nextDue && { __typename: 'NextDuePayment' as const, scheduleId: p.nextDue.scheduleId, amountDueKobo: p.nextDue.amountDueKobo },
  }));
  return { request: { query: MyPendingPlansQuery }, result: { data: { myPendingPlans: pending } } };
}

/** mySavingsPlans as the Savings tab asks for it (page 1 unless told), answering these plans. */
export function plansMock(plans: ApiPlan[], { page = 1, totalCount = plans.length } = {}): MockLink.MockedResponse {
  return {
    request: { query: MySavingsPlansQuery, variables: { page } },
    result: { data: { mySavingsPlans: { __typename: 'SavingsPlanPage', items: plans, totalCount, page, pageSize: PLANS_PAGE_SIZE } } },
  };
}

export function checkout(plan: ApiPlan, reference = 'fs-ref-1') {
  return {
    __typename: 'PaymentCheckout' as const,
    reference,
    accessCode: `ac-${reference}`,
    authorizationUrl: `http://localhost/fake-paystack/checkout/ac-${reference}`,
    amountKobo: plan.instalmentAmountKobo,
    scheduleId: plan.nextDue?.scheduleId ?? null,
    plan: { __typename: 'SavingsPlan' as const, id: plan.id, foodPackId: plan.foodPackId, foodPackName: plan.foodPackName, totalAmountKobo: plan.totalAmountKobo },
  };
}

export function confirmation(plan: ApiPlan, reference = 'fs-ref-1', amountKobo = plan.instalmentAmountKobo) {
  return {
    __typename: 'PaymentConfirmation' as const,
    reference,
    alreadyCredited: false,
    payment: { __typename: 'PlanPayment' as const, id: `pay-${reference}`, amountKobo, appliedKobo: amountKobo },
    plan,
  };
}

export function planError(errorCode: string, message: string, fieldErrors: { field: string; message: string }[] = []) {
  return { __typename: 'ErrorResult' as const, errorCode, message, fieldErrors: fieldErrors.map((f) => ({ __typename: 'FieldError' as const, ...f })) };
}

/** arrivalIfPaid (the Make Payment modal's before and after, issue 25): these dates for this plan and amount. */
export function arrivalMock(planId: string, amountKobo: number, before: string, after: string): MockLink.MockedResponse {
  const arrival = (arrivesAround: string) => ({ __typename: 'PlanArrival' as const, arrivesAround });
  return { request: { query: ArrivalIfPaidQuery, variables: { planId, amountKobo } }, result: { data: { arrivalIfPaid: { __typename: 'ArrivalPreview', before: arrival(before), after: arrival(after) } } } };
}

/** Any Make Payment modal's before and after, the date unmoved: for the tests about something else. */
export const anyArrivalMock: MockLink.MockedResponse = {
  request: { query: ArrivalIfPaidQuery, variables: () => true },
  result: { data: { arrivalIfPaid: { __typename: 'ArrivalPreview', before: { __typename: 'PlanArrival', arrivesAround: '2026-03-02' }, after: { __typename: 'PlanArrival', arrivesAround: '2026-03-02' } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const paymentsConfigMock: MockLink.MockedResponse = {
  request: { query: PaymentsConfigQuery },
  result: { data: { paymentsConfig: { __typename: 'PaymentsConfig', provider: 'paystack', publicKey: 'pk_test_1', useStandIn: true, currency: 'NGN' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A gateway the test finishes by hand: the checkout stays open until `finish`. */
export function fakeGateway() {
  let settle: ((outcome: CheckoutOutcome) => void) | null = null;
  const openCheckout = jest.fn(
    (_request: CheckoutRequest) =>
      new Promise<CheckoutOutcome>((resolve) => {
        settle = resolve;
      }),
  );
  const gateway: PaymentGateway = { openCheckout, preload: jest.fn() };
  return {
    gateway,
    openCheckout,
    async finish(outcome: CheckoutOutcome) {
      if (!settle) throw new Error('no checkout is open');
      const done = settle;
      settle = null;
      await act(async () => done(outcome));
    },
  };
}

type FulfilmentState = 'AwaitingDispatch' | 'Scheduled' | 'OutForDelivery' | 'Delivered' | 'ReadyForPickup' | 'Collected' | 'Cancelled';

/** A fully paid plan's pack as myPackHandover answers it: awaiting dispatch unless told, code 482913. */
export function apiPack(overrides: Partial<Omit<ReturnType<typeof basePack>, '__typename'>> = {}) {
  return { ...basePack(), ...overrides };
}

function basePack() {
  return {
    __typename: 'PackHandover' as const,
    id: 'ful-1',
    planId: 'plan-1',
    state: 'AwaitingDispatch' as FulfilmentState,
    method: 'delivery' as 'delivery' | 'pickup',
    street: '12 Allen Avenue' as string | null,
    landmark: 'Opposite Ikeja City Mall' as string | null,
    area: 'Ikeja' as string | null,
    promisedDate: '2026-03-04',
    late: false,
    scheduledFor: null as string | null,
    rider: null as null | { __typename: 'RiderContact'; firstName: string; phoneNumber: string },
    code: '482913' as string | null,
    canChange: true,
    timeline: [{ __typename: 'FulfilmentStep' as const, state: 'AwaitingDispatch' as FulfilmentState, label: 'Paid in full: awaiting dispatch, promised by 2026-03-04', at: '2026-02-23T09:00:00.000Z' }],
    handedOverAt: null as string | null,
  };
}

export function packMock(pack: ReturnType<typeof apiPack> | null, planId = pack?.planId ?? 'plan-1'): MockLink.MockedResponse {
  return { request: { query: MyPackHandoverQuery, variables: { planId } }, result: { data: { myPackHandover: pack } } };
}

export const pickupOfficeMock: MockLink.MockedResponse = {
  request: { query: PickupOfficeQuery },
  result: { data: { pickupOffice: { __typename: 'PickupOffice', address: '15 Bode Thomas Street, Surulere, Lagos', hours: 'Monday to Friday, 9:00 AM to 5:00 PM', phoneNumber: '+234 803 000 1234' } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
