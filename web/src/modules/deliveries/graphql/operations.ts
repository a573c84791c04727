import { graphql } from '../../../gql/admin';

/** A pack in the queue as the console shows it (the API never sends a handover code here). */
export const DeliveryFields = graphql(`
  fragment DeliveryFields on Delivery {
    id
    planId
    customerName
    phoneNumber
    method
    street
    landmark
    area
    packName
    state
    promisedDate
    late
    scheduledFor
    rider {
      id
      name
      phoneNumber
    }
    handoverLocked
    handedOverAt
    stockShort
  }
`);

export const DeliveriesQuery = graphql(`
  query Deliveries($filter: DeliveryQueueFilter, $page: Int, $pageSize: Int) {
    deliveries(filter: $filter, page: $page, pageSize: $pageSize) {
      items {
        ...DeliveryFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const RidersQuery = graphql(`
  query Riders {
    riders {
      id
      name
      phoneNumber
    }
  }
`);

export const ScheduleDeliveriesMutation = graphql(`
  mutation ScheduleDeliveries($input: ScheduleDeliveriesInput!) {
    scheduleDeliveries(input: $input) {
      ...DeliveryFields
    }
  }
`);

export const AssignRiderMutation = graphql(`
  mutation AssignRider($fulfilmentId: ID!, $riderId: ID!) {
    assignRider(fulfilmentId: $fulfilmentId, riderId: $riderId) {
      __typename
      ... on Delivery {
        ...DeliveryFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const MarkReadyForPickupMutation = graphql(`
  mutation MarkReadyForPickup($fulfilmentIds: [ID!]!) {
    markReadyForPickup(fulfilmentIds: $fulfilmentIds) {
      ...DeliveryFields
    }
  }
`);

export const OverrideHandoverMutation = graphql(`
  mutation OverrideHandover($input: FulfilmentNoteInput!) {
    overrideHandover(input: $input) {
      __typename
      ... on Delivery {
        ...DeliveryFields
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
        ...DeliveryFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const RunSheetQuery = graphql(`
  query RunSheet($date: String!, $riderId: ID) {
    runSheet(date: $date, riderId: $riderId) {
      id
      customerName
      phoneNumber
      street
      landmark
      area
      packName
      items
      state
      scheduledFor
      rider {
        id
        name
        phoneNumber
      }
    }
  }
`);

export const ClosureDaysQuery = graphql(`
  query ClosureDays {
    closureDays {
      day
      reason
    }
  }
`);

export const PublicHolidaysQuery = graphql(`
  query PublicHolidays {
    publicHolidays {
      day
      name
    }
  }
`);

export const AddClosureDayMutation = graphql(`
  mutation AddClosureDay($input: ClosureDayInput!) {
    addClosureDay(input: $input) {
      __typename
      ... on ClosureDay {
        day
        reason
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const RemoveClosureDayMutation = graphql(`
  mutation RemoveClosureDay($day: String!) {
    removeClosureDay(day: $day)
  }
`);
