import { graphql } from '../../../gql';

export const PayLinkQuery = graphql(`
  query PayLink($token: String!) {
    payLink(token: $token) {
      status
      firstName
      packName
      amountKobo
      dueDate
    }
  }
`);

export const PayWithLinkMutation = graphql(`
  mutation PayWithLink($token: String!) {
    payWithLink(token: $token) {
      __typename
      ... on PayLinkCheckout {
        reference
        accessCode
        authorizationUrl
        amountKobo
        publicKey
        useStandIn
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const ConfirmPayLinkMutation = graphql(`
  mutation ConfirmPayLink($token: String!, $reference: String!) {
    confirmPayLink(token: $token, reference: $reference) {
      __typename
      ... on PayLink {
        status
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
