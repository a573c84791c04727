import { graphql } from '../../../gql/account';

/**
 * The signed-in customer's own account controls on the profile (issue 29). Generated into
 * gql/account, not gql: the main map ships with every page, the public ones too, while these
 * are only sent from the profile.
 */
export const ChangeMyPasswordMutation = graphql(`
  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {
    changeMyPassword(input: $input) {
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
