import { graphql } from '../../../gql/account';

/** Removing the saved card, from the profile's payment tab (issue 29); generated into gql/account (see auth/graphql/account-operations.ts). */
export const RemoveMyPaymentMethodMutation = graphql(`
  mutation RemoveMyPaymentMethod($id: ID!) {
    removeMyPaymentMethod(id: $id) {
      __typename
      ... on Ack {
        ok
        message
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
