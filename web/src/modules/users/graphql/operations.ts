import { graphql } from '../../../gql/admin';

export const AdminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    firstName
    lastName
    fullName
    email
    phoneNumber
    address
    roles
    status
    registeredAt
    hasPlanUnderWay
    hasMoneyOnRecord
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $page: Int, $pageSize: Int, $sort: PersonSort, $direction: SortDirection) {
    adminUsers(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      items {
        ...AdminUserFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const UsersWithoutPlansQuery = graphql(`
  query UsersWithoutPlans($search: String, $page: Int, $pageSize: Int, $sort: PersonSort, $direction: SortDirection) {
    usersWithoutPlans(search: $search, page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      items {
        ...AdminUserFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      __typename
      ... on AdminUser {
        ...AdminUserFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      __typename
      ... on AdminUser {
        ...AdminUserFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetUserStatusMutation = graphql(`
  mutation SetUserStatus($id: ID!, $status: UserStatus!) {
    setUserStatus(id: $id, status: $status) {
      __typename
      ... on AdminUser {
        ...AdminUserFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) {
      __typename
      ... on DeletedUser {
        id
        outcome
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
