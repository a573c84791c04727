import { graphql } from '../../../gql/pack';

/**
 * The owner's contribution link for a plan (issue 27): turned on (or shown again) and off from the
 * plan card. Generated into gql/pack, not gql: asked only by the lazily loaded share panel.
 */
export const ShareContributionLinkMutation = graphql(`
  mutation ShareContributionLink($planId: ID!) {
    shareContributionLink(planId: $planId) {
      __typename
      ... on ContributionLinkShare {
        planId
        active
        url
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const TurnOffContributionLinkMutation = graphql(`
  mutation TurnOffContributionLink($planId: ID!) {
    turnOffContributionLink(planId: $planId) {
      __typename
      ... on ContributionLinkShare {
        planId
        active
        url
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
