import type { ApolloCache } from '@apollo/client';
import type { DeliveryMoveFieldsFragment } from '../../../gql/rider/graphql';

/**
 * A move answers the delivery as it now is (a `Delivery`); the round lists it as a `RunSheetStop`
 * of the same id. Its stop takes the new state, without fetching the round again on a phone's data.
 */
export function followDeliveryOnRound(cache: ApolloCache, delivery: DeliveryMoveFieldsFragment): void {
  cache.modify({
    id: cache.identify({ __typename: 'RunSheetStop', id: delivery.id }),
    fields: {
      state: () => delivery.state,
      late: () => delivery.late,
      scheduledFor: () => delivery.scheduledFor ?? null,
      handoverLocked: () => delivery.handoverLocked,
      handedOverAt: () => delivery.handedOverAt ?? null,
    },
  });
}

/** The stop's handover is locked (HANDOVER_LOCKED): no code is asked for any more. */
export function lockHandover(cache: ApolloCache, stopId: string): void {
  cache.modify({ id: cache.identify({ __typename: 'RunSheetStop', id: stopId }), fields: { handoverLocked: () => true } });
}

/** Only digits count: '482 913' and '482-913' are the code 482913. */
export const codeDigits = (typed: string) => typed.replace(/\D/g, '');

export const CODE_LENGTH = 6;
export const REASON_MIN = 3;
export const REASON_MAX = 300;
