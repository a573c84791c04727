import { graphql } from '../../../gql/pack';

/**
 * Changing a plan's pack and cancelling a plan, by its customer on the profile and by an admin in
 * the console (the same operations; the server tells them apart). Generated into gql/pack, not
 * gql: only the lazily loaded 'Change pack' and 'Cancel plan' dialogs send them.
 */

/** The packs a plan can change to: the public catalogue (available packs only), names and prices. */
export const ChangePackChoicesQuery = graphql(`
  query ChangePackChoices {
    foodPacks(page: 1, pageSize: 50) {
      items {
        id
        name
        priceKobo
        durationMonths
      }
    }
  }
`);

/** What changing the pack would do; nothing changes until ChangePlanPack. */
export const PackChangePreviewQuery = graphql(`
  query PackChangePreview($planId: ID!, $foodPackId: ID!) {
    packChangePreview(planId: $planId, foodPackId: $foodPackId) {
      __typename
      ... on PackChangePreview {
        planId
        foodPackId
        foodPackName
        currentPackName
        priceKobo
        carriedKobo
        remainingKobo
        endDate
        instalments {
          sequence
          dueDate
          amountKobo
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const ChangePlanPackMutation = graphql(`
  mutation ChangePlanPack($input: ChangePlanPackInput!) {
    changePlanPack(input: $input) {
      __typename
      ... on SavingsPlan {
        id
        foodPackName
        status
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const CancelSavingsPlanMutation = graphql(`
  mutation CancelSavingsPlan($input: CancelSavingsPlanInput!) {
    cancelSavingsPlan(input: $input) {
      __typename
      ... on PlanCancellation {
        planId
        amountKobo
        cancelReason
        movedToPlanId
        status
        refunds {
          amountKobo
          channel
          status
          dueFrom
          dueBy
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
