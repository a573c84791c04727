import { graphql } from '../../../../gql/admin';

/** Everything the admin's card, row and edit form show, and the derived daily rate (the public cards show it: kept fresh in the cache after a price change). */
export const AdminFoodPackFields = graphql(`
  fragment AdminFoodPackFields on FoodPack {
    id
    name
    description
    imageUrl
    priceKobo
    originalPriceKobo
    dailyRateKobo
    durationMonths
    category
    featured
    available
    inventory
    items {
      id
      text
    }
  }
`);

/** Admins get every pack that is not retired, available or not. */
export const AdminFoodPacksQuery = graphql(`
  query AdminFoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int, $sort: FoodPackSort) {
    foodPacks(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {
      items {
        ...AdminFoodPackFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const PreviewFoodPackPriceAdjustmentQuery = graphql(`
  query PreviewFoodPackPriceAdjustment($percentage: Float!) {
    previewFoodPackPriceAdjustment(percentage: $percentage) {
      id
      name
      oldPriceKobo
      newPriceKobo
      oldOriginalPriceKobo
      newOriginalPriceKobo
    }
  }
`);

export const CreateFoodPackMutation = graphql(`
  mutation CreateFoodPack($input: CreateFoodPackInput!) {
    createFoodPack(input: $input) {
      __typename
      ... on FoodPack {
        ...AdminFoodPackFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const UpdateFoodPackMutation = graphql(`
  mutation UpdateFoodPack($id: ID!, $input: UpdateFoodPackInput!) {
    updateFoodPack(id: $id, input: $input) {
      __typename
      ... on FoodPack {
        ...AdminFoodPackFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const DeleteFoodPackMutation = graphql(`
  mutation DeleteFoodPack($id: ID!) {
    deleteFoodPack(id: $id) {
      __typename
      ... on DeletedFoodPack {
        id
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetFoodPackAvailableMutation = graphql(`
  mutation SetFoodPackAvailable($id: ID!, $available: Boolean!) {
    setFoodPackAvailable(id: $id, available: $available) {
      __typename
      ... on FoodPack {
        id
        available
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetFoodPackFeaturedMutation = graphql(`
  mutation SetFoodPackFeatured($id: ID!, $featured: Boolean!) {
    setFoodPackFeatured(id: $id, featured: $featured) {
      __typename
      ... on FoodPack {
        id
        featured
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const AdjustFoodPackPricesMutation = graphql(`
  mutation AdjustFoodPackPrices($percentage: Float!, $confirmPercentage: Float) {
    adjustFoodPackPrices(percentage: $percentage, confirmPercentage: $confirmPercentage) {
      __typename
      ... on AdjustedFoodPackPrices {
        percentage
        changedCount
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
