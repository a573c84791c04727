import { graphql } from '../../../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
      registeredAt
    }
  }
`);

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on User {
        ...SessionUserFields
        registeredAt
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
