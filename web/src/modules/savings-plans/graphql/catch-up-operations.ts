import { graphql } from '../../../gql';

/** What catching up would do (nothing changes until confirmed). */
export const CatchUpPreviewQuery = graphql(`
  query CatchUpPreview($planId: ID!, $choice: CatchUpChoiceInput!) {
    catchUpPreview(planId: $planId, choice: $choice) {
      __typename
      ... on CatchUpPreview {
        kind
        weeks
        overdueKobo
        overdueCount
        instalments {
          sequence
          dueDate
          amountKobo
        }
        totalKobo
        previousEndDate
        endDate
        lastDayOfWindow
        canSpread
        maxExtensionWeeks
        previewToken
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** Confirms the preview; the plan comes back with its new instalments (the card updates from the cache). */
export const ConfirmCatchUpMutation = graphql(`
  mutation ConfirmCatchUp($planId: ID!, $choice: CatchUpChoiceInput!, $previewToken: String!) {
    confirmCatchUp(planId: $planId, choice: $choice, previewToken: $previewToken) {
      __typename
      ... on SavingsPlan {
        ...SavingsPlanFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
