import { graphql } from '../../../../../gql/admin';

export const DefaultersQuery = graphql(`
  query Defaulters($page: Int, $pageSize: Int) {
    defaulters(page: $page, pageSize: $pageSize) {
      items {
        userId
        fullName
        phoneNumber
        amountOwedKobo
        duePayments
        lastPaymentAt
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const ArrearsAgeingQuery = graphql(`
  query ArrearsAgeing {
    arrearsAgeing {
      label
      customers
      amountKobo
    }
  }
`);

export const DefaulterDetailsQuery = graphql(`
  query DefaulterDetails($userId: ID!) {
    defaulterDetails(userId: $userId) {
      userId
      fullName
      phoneNumber
      email
      address
      totalOwedKobo
      duePayments {
        scheduleId
        foodPackName
        dueDate
        amountKobo
        daysOverdue
      }
    }
  }
`);
