import { graphql } from '../../../gql/rider';

/** A stop of the rider's round: all they need at the door, never the handover code. */
export const RoundStopFields = graphql(`
  fragment RoundStopFields on RunSheetStop {
    id
    planId
    customerName
    phoneNumber
    street
    landmark
    area
    packName
    items
    state
    method
    promisedDate
    late
    scheduledFor
    handoverLocked
    handedOverAt
  }
`);

export const MyRoundsQuery = graphql(`
  query MyRounds {
    myRounds {
      ...RoundStopFields
    }
  }
`);

/** What each move answers: the delivery as it now is (its stop on the round follows it, utils/round-cache). */
export const DeliveryMoveFields = graphql(`
  fragment DeliveryMoveFields on Delivery {
    id
    state
    late
    scheduledFor
    handoverLocked
    handedOverAt
  }
`);

export const DispatchDeliveryMutation = graphql(`
  mutation DispatchDelivery($fulfilmentId: ID!) {
    dispatchDelivery(fulfilmentId: $fulfilmentId) {
      __typename
      ... on Delivery {
        ...DeliveryMoveFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const HandOverPackMutation = graphql(`
  mutation HandOverPack($input: HandOverInput!) {
    handOverPack(input: $input) {
      __typename
      ... on Delivery {
        ...DeliveryMoveFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const RecordFailedDeliveryMutation = graphql(`
  mutation RecordFailedDelivery($input: FulfilmentNoteInput!) {
    recordFailedDelivery(input: $input) {
      __typename
      ... on Delivery {
        ...DeliveryMoveFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
