import { graphql } from '../../../gql/marketer';

/** The signed-in marketer, as the portal's header and referral card show them. */
export const PortalMarketerFields = graphql(`
  fragment PortalMarketerFields on Marketer {
    id
    firstName
    lastName
    name
    email
    phoneNumber
    companyName
    status
    referralCode
    referralLink
    totalCustomers
    registeredAt
  }
`);

export const MyMarketerProfileQuery = graphql(`
  query MyMarketerProfile {
    myMarketerProfile {
      marketer {
        ...PortalMarketerFields
      }
      summary {
        totalKobo
        thisMonthKobo
        pendingKobo
        approvedKobo
        paidKobo
        reversedKobo
        byMonth {
          month
          amountKobo
        }
      }
      activeCustomers
    }
  }
`);

export const MyReferredCustomersQuery = graphql(`
  query MyReferredCustomers($search: String, $page: Int, $pageSize: Int) {
    myReferredCustomers(search: $search, page: $page, pageSize: $pageSize) {
      items {
        id
        name
        email
        phoneNumber
        dateJoined
        referralStatus
        hasActivePlan
      }
      totalCount
      page
      pageSize
    }
  }
`);

/** One line per customer who earned the marketer commission, biggest total first (no history). */
export const MyCommissionsQuery = graphql(`
  query MyCommissions($page: Int, $pageSize: Int) {
    myCommissions(page: $page, pageSize: $pageSize) {
      items {
        customerId
        customerName
        customerContact
        totalKobo
        count
      }
      totalCount
      page
      pageSize
    }
  }
`);

/** One customer's commission history, newest first (the details dialog). */
export const MyCustomerCommissionsQuery = graphql(`
  query MyCustomerCommissions($customerId: ID!) {
    myCommissions(customerId: $customerId) {
      items {
        customerId
        customerName
        totalKobo
        count
        commissions {
          id
          kind
          amountKobo
          baseKobo
          rate
          status
          createdAt
          paidAt
        }
      }
    }
  }
`);

export const RegisterReferredCustomerMutation = graphql(`
  mutation RegisterReferredCustomer($input: RegisterReferredCustomerInput!) {
    registerReferredCustomer(input: $input) {
      __typename
      ... on ReferredCustomer {
        id
        name
        email
        phoneNumber
        dateJoined
        referralStatus
        hasActivePlan
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

/** For the customers on the page: may each be sent a reminder now (first name and overdue amount only), and if not why and when. */
export const MyCustomerNudgesQuery = graphql(`
  query MyCustomerNudges($customerIds: [ID!]!) {
    myCustomerNudges(customerIds: $customerIds) {
      customerId
      firstName
      overdueKobo
      canNudge
      reasonCode
      reason
      nextPossibleAt
      lastNudgedAt
    }
  }
`);

/** Texts an overdue referred customer the pre-written reminder with a pay link (issue 27). */
export const SendCustomerNudgeMutation = graphql(`
  mutation SendCustomerNudge($customerId: ID!) {
    sendCustomerNudge(customerId: $customerId) {
      __typename
      ... on NudgeSent {
        id
        customerId
        firstName
        amountKobo
        nextPossibleAt
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
