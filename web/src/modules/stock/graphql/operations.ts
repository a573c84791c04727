import { graphql } from '../../../gql/admin';

/** A pack's stock as the console shows it: the figures the API sums from the pack's movements. */
export const PackStockFields = graphql(`
  fragment PackStockFields on PackStock {
    foodPackId
    name
    onHand
    reserved
    available
  }
`);

export const StockLevelsQuery = graphql(`
  query StockLevels {
    stockLevels {
      ...PackStockFields
    }
  }
`);

export const StockMovementsQuery = graphql(`
  query StockMovements($foodPackId: ID!, $page: Int, $pageSize: Int) {
    stockMovements(foodPackId: $foodPackId, page: $page, pageSize: $pageSize) {
      items {
        id
        kind
        quantity
        planId
        reason
        actorName
        at
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const RecordStockReceivedMutation = graphql(`
  mutation RecordStockReceived($input: RecordStockReceivedInput!) {
    recordStockReceived(input: $input) {
      __typename
      ... on PackStock {
        ...PackStockFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const AdjustStockMutation = graphql(`
  mutation AdjustStock($input: AdjustStockInput!) {
    adjustStock(input: $input) {
      __typename
      ... on PackStock {
        ...PackStockFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
