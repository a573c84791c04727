import { graphql } from '../../../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
      registeredAt
      emailReminders
      smsReminders
    }
  }
`);

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      __typename
      ... on User {
        ...SessionUserFields
        registeredAt
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetReminderChannelsMutation = graphql(`
  mutation SetReminderChannels($email: Boolean!, $sms: Boolean!) {
    setReminderChannels(email: $email, sms: $sms) {
      __typename
      ... on User {
        id
        emailReminders
        smsReminders
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const MyMarketerApplicationFields = graphql(`
  fragment MyMarketerApplicationFields on MarketerApplication {
    id
    companyName
    status
    createdAt
    decidedAt
    decisionReason
  }
`);

export const MyMarketerApplicationQuery = graphql(`
  query MyMarketerApplication {
    myMarketerApplication {
      ...MyMarketerApplicationFields
    }
  }
`);

export const ApplyToBecomeMarketerMutation = graphql(`
  mutation ApplyToBecomeMarketer($input: MarketerApplicationInput!) {
    applyToBecomeMarketer(input: $input) {
      __typename
      ... on MarketerApplication {
        ...MyMarketerApplicationFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
