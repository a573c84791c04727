import { addDays, dayOfWeek, lagosDate } from '@api/common/time';
import type { MockLink } from '@apollo/client/testing';
import type { DeliveryFieldsFragment, DeliveryQueueFilter } from '../../gql/admin/graphql';
import { DeliveriesQuery } from './graphql/operations';
import { DELIVERIES_PAGE_SIZE } from './utils/deliveries';

/** A row of the deliveries queue as the API answers it; `extra` overrides any field. */
export function apiDelivery(id: string, customerName: string, extra: Partial<DeliveryFieldsFragment> = {}) {
  return {
    __typename: 'Delivery' as const,
    id,
    planId: `plan-${id}`,
    customerName,
    phoneNumber: '08031234567',
    method: 'delivery' as DeliveryFieldsFragment['method'],
    street: '12 Allen Avenue',
    landmark: 'opposite Shoprite',
    area: 'Ikeja',
    packName: 'Family Pack',
    state: 'AwaitingDispatch' as DeliveryFieldsFragment['state'],
    promisedDate: '2026-12-02',
    late: false,
    scheduledFor: null as string | null,
    rider: null as DeliveryFieldsFragment['rider'],
    handoverLocked: false,
    handedOverAt: null as string | null,
    stockShort: false,
    ...extra,
  };
}

export type ApiDelivery = ReturnType<typeof apiDelivery>;

export const apiRider = (id: string, name: string, phoneNumber = '08059990000') => ({ __typename: 'Rider' as const, id, name, phoneNumber });

export function deliveryPage(items: ApiDelivery[], { page = 1, totalCount = items.length, pageSize = DELIVERIES_PAGE_SIZE } = {}) {
  return { deliveries: { __typename: 'DeliveryPage' as const, items, totalCount, page, pageSize } };
}

/** The queue's variables: no filter, page 1, unless overridden. */
export function queueVariables(over: { filter?: Partial<Record<'state' | 'method' | 'area' | 'search', string> & { lateOnly: boolean }>; page?: number; pageSize?: number } = {}) {
  return {
    filter: { state: null, method: null, area: null, lateOnly: null, search: null, ...over.filter },
    page: over.page ?? 1,
    pageSize: over.pageSize ?? DELIVERIES_PAGE_SIZE,
  };
}

/** The first Monday to Friday at least `ahead` days from today in Lagos: a day the browser's own checks accept. */
export function weekdayAhead(ahead = 1): string {
  let day = addDays(lagosDate(new Date()), ahead);
  while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6) day = addDays(day, 1);
  return day;
}

/** A GraphQL error as the API sends a refused input (BAD_USER_INPUT with the fields). */
export function badInput(message: string, field: string) {
  return { message, extensions: { code: 'BAD_USER_INPUT', errorCode: 'VALIDATION', fields: [{ field, message }] } };
}

/** The deliveries query answered with `items` (once, or as often as asked when `reuse`). */
export function queueMock(variables: { filter: { [K in keyof DeliveryQueueFilter]?: unknown }; page: number; pageSize: number }, items: ApiDelivery[], extra: { page?: number; totalCount?: number } = {}, reuse = false): MockLink.MockedResponse {
  return { request: { query: DeliveriesQuery, variables }, result: { data: deliveryPage(items, { ...extra, pageSize: variables.pageSize }) }, maxUsageCount: reuse ? Number.POSITIVE_INFINITY : 1 };
}
