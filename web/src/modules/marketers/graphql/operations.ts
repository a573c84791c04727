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
    registeredAt
    rateHistory {
      rate
      changedAt
      changedByName
    }
  }
`);

export const MarketersQuery = graphql(`
  query Marketers($search: String, $page: Int, $pageSize: Int) {
    marketers(search: $search, page: $page, pageSize: $pageSize) {
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
