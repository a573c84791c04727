import { graphql } from '../../../gql/contribute';

/**
 * A contribution link's public page (/c/:token, issue 27), signed out. Generated into
 * gql/contribute, not gql: read only by that page (and by the server before rendering it).
 */
export const ContributionPageQuery = graphql(`
  query ContributionPage($token: String!) {
    contributionPage(token: $token) {
      status
      firstName
      packName
      amountLeftKobo
      minimumKobo
    }
  }
`);

export const ContributeMutation = graphql(`
  mutation Contribute($token: String!, $input: ContributeInput!) {
    contribute(token: $token, input: $input) {
      __typename
      ... on ContributionCheckout {
        reference
        accessCode
        authorizationUrl
        amountKobo
        publicKey
        useStandIn
      }
      ... on ErrorResult {
        errorCode
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export const ConfirmContributionMutation = graphql(`
  mutation ConfirmContribution($token: String!, $reference: String!) {
    confirmContribution(token: $token, reference: $reference) {
      __typename
      ... on ContributionReceipt {
        reference
        amountKobo
        contributorName
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** The read a contribution page makes, by its path; the server makes it before rendering the page (ssr/entry-server.tsx). */
export function contributionPageRead(pathname: string): { query: typeof ContributionPageQuery; variables: { token: string } } | null {
  const match = /^\/c\/([A-Za-z0-9]{1,64})\/?$/.exec(pathname);
  return match ? { query: ContributionPageQuery, variables: { token: match[1] } } : null;
}
