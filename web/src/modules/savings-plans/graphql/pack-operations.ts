import { graphql } from '../../../gql/pack';

/**
 * A paid pack on its way, as its customer sees and changes it, and where pickups happen. Generated
 * into gql/pack, not gql: the main map ships with every page (the public ones too), while these are
 * used only by the lazily loaded set-up dialog and 'Your pack'.
 */
/** Where pickups are collected: shown when the customer chooses pickup, and on a pack to collect. */
export const PickupOfficeQuery = graphql(`
  query PickupOffice {
    pickupOffice {
      address
      hours
      phoneNumber
    }
  }
`);

/** A paid pack on its way, as its customer sees it (with the handover code until it is handed over). */
export const PackHandoverFields = graphql(`
  fragment PackHandoverFields on PackHandover {
    id
    planId
    state
    method
    street
    landmark
    area
    promisedDate
    late
    scheduledFor
    rider {
      firstName
      phoneNumber
    }
    code
    canChange
    timeline {
      state
      label
      at
    }
    handedOverAt
  }
`);

/** Asked only for a Completed plan: null until a plan is paid in full. */
export const MyPackHandoverQuery = graphql(`
  query MyPackHandover($planId: ID!) {
    myPackHandover(planId: $planId) {
      ...PackHandoverFields
    }
  }
`);

export const ChangeDeliveryAddressMutation = graphql(`
  mutation ChangeDeliveryAddress($planId: ID!, $address: DeliveryAddressInput!) {
    changeDeliveryAddress(planId: $planId, address: $address) {
      __typename
      ... on PackHandover {
        ...PackHandoverFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SwitchToPickupMutation = graphql(`
  mutation SwitchToPickup($planId: ID!) {
    switchToPickup(planId: $planId) {
      __typename
      ... on PackHandover {
        ...PackHandoverFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
