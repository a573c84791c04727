import { graphql } from '../../../gql';

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
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
