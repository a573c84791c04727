import { graphql } from '../../../gql';

/** The Make Payment modal's "before and after": the plan's arrival as it stands and were this amount paid today (issue 25). */
export const ArrivalIfPaidQuery = graphql(`
  query ArrivalIfPaid($planId: ID!, $amountKobo: SafeInt!) {
    arrivalIfPaid(planId: $planId, amountKobo: $amountKobo) {
      __typename
      ... on ArrivalPreview {
        before {
          arrivesAround
        }
        after {
          arrivesAround
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
