import { graphql } from '../../../gql';

/** What a pack card, the details dialog and the 'Available Food Packs' list show. */
export const FoodPackCardFields = graphql(`
  fragment FoodPackCardFields on FoodPack {
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
    items {
      id
      text
    }
  }
`);

export const FoodPacksQuery = graphql(`
  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {
    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      items {
        ...FoodPackCardFields
      }
    }
  }
`);

/** The home page hero: up to 3 featured packs (the server picks them). */
export const FeaturedFoodPacksQuery = graphql(`
  query FeaturedFoodPacks {
    featuredFoodPacks {
      id
      name
      description
      imageUrl
      priceKobo
      dailyRateKobo
      durationMonths
    }
  }
`);
