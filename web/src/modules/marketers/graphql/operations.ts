import { graphql } from '../../../gql/admin';

export const MarketerFields = graphql(`
  fragment MarketerFields on Marketer {
    id
    firstName
    lastName
    name
    email
    phoneNumber
    companyName
    address
    city
    state
    postalCode
    country
    website
    socialMediaHandle
    commissionRate
    status
    referralCode
    referralLink
    totalCustomers
    totalSalesKobo
    totalCommissionKobo
    currentMonthCommissionKobo
    registeredAt
    rateHistory {
      rate
      changedAt
      changedByName
    }
  }
`);

export const MarketersQuery = graphql(`
  query Marketers($search: String, $page: Int, $pageSize: Int, $sort: PersonSort, $direction: SortDirection) {
    marketers(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      items {
        ...MarketerFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const MarketerCustomersQuery = graphql(`
  query MarketerCustomers($id: ID!, $search: String, $page: Int, $pageSize: Int) {
    marketerCustomers(id: $id, search: $search, page: $page, pageSize: $pageSize) {
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

/** The reminders a marketer texted their overdue customers (issue 27), newest first. */
export const MarketerNudgesQuery = graphql(`
  query MarketerNudges($marketerId: ID, $page: Int, $pageSize: Int) {
    marketerNudges(marketerId: $marketerId, page: $page, pageSize: $pageSize) {
      items {
        id
        customerName
        packName
        amountKobo
        status
        requestedAt
        sentAt
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const CreateMarketerMutation = graphql(`
  mutation CreateMarketer($input: CreateMarketerInput!) {
    createMarketer(input: $input) {
      __typename
      ... on Marketer {
        ...MarketerFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const UpdateMarketerMutation = graphql(`
  mutation UpdateMarketer($id: ID!, $input: UpdateMarketerInput!) {
    updateMarketer(id: $id, input: $input) {
      __typename
      ... on Marketer {
        ...MarketerFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetMarketerCommissionRateMutation = graphql(`
  mutation SetMarketerCommissionRate($id: ID!, $rate: Float!) {
    setMarketerCommissionRate(id: $id, rate: $rate) {
      __typename
      ... on Marketer {
        ...MarketerFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetMarketerStatusMutation = graphql(`
  mutation SetMarketerStatus($id: ID!, $status: MarketerStatus!) {
    setMarketerStatus(id: $id, status: $status) {
      __typename
      ... on Marketer {
        ...MarketerFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const MarketerApplicationFields = graphql(`
  fragment MarketerApplicationFields on MarketerApplication {
    id
    userId
    name
    email
    phoneNumber
    companyName
    status
    createdAt
    decidedAt
    decisionReason
  }
`);

export const MarketerApplicationsQuery = graphql(`
  query MarketerApplications($status: MarketerApplicationStatus, $page: Int, $pageSize: Int) {
    marketerApplications(status: $status, page: $page, pageSize: $pageSize) {
      items {
        ...MarketerApplicationFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

/** The number of applications waiting for a decision, shown on the Applications tab. */
export const PendingApplicationCountQuery = graphql(`
  query PendingApplicationCount {
    marketerApplications(status: Pending, page: 1, pageSize: 1) {
      totalCount
    }
  }
`);

export const DecideMarketerApplicationMutation = graphql(`
  mutation DecideMarketerApplication($id: ID!, $approve: Boolean!, $reason: String) {
    decideMarketerApplication(id: $id, approve: $approve, reason: $reason) {
      __typename
      ... on MarketerApplication {
        ...MarketerApplicationFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const MarketerCommissionsQuery = graphql(`
  query MarketerCommissions($id: ID!) {
    marketerCommissions(id: $id) {
      pendingKobo
      approvedKobo
      paidKobo
    }
  }
`);

export const RecordCommissionPayoutMutation = graphql(`
  mutation RecordCommissionPayout($marketerId: ID!, $amountKobo: SafeInt!, $reference: String!, $note: String) {
    recordCommissionPayout(marketerId: $marketerId, amountKobo: $amountKobo, reference: $reference, note: $note) {
      __typename
      ... on CommissionPayout {
        id
        marketerId
        amountKobo
        reference
        note
        entryCount
        createdAt
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
