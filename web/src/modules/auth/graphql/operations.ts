import { graphql } from '../../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AuthPayload {
        token
        expiresAt
        user {
          ...SessionUserFields
          marketerActive
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on AuthPayload {
        token
        expiresAt
        user {
          ...SessionUserFields
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ok
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on Ack {
        ok
        message
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);
