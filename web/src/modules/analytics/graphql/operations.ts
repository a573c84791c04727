import { graphql } from '../../../gql/admin';

export const DashboardMetricsQuery = graphql(`
  query DashboardMetrics {
    dashboardMetrics {
      totalUsers
      activeMarketers
      foodPacks
      revenueKobo
      trend {
        weekStart
        newUsers
        newMarketers
        newFoodPacks
        revenueKobo
      }
    }
  }
`);

export const LatestLedgerCheckQuery = graphql(`
  query LatestLedgerCheck {
    latestLedgerCheck {
      businessDate
      balanced
      differenceKobo
      missingCount
      missingReferences
      providerError
    }
  }
`);
