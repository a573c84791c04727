import { graphql } from '../../../../../gql/admin';

/** The customer picker: people whose name or e-mail matches what was typed. */
export const ManualPaymentCustomersQuery = graphql(`
  query ManualPaymentCustomers($search: String!, $pageSize: Int!) {
    adminUsers(search: $search, pageSize: $pageSize) {
      items {
        id
        fullName
        email
        status
      }
    }
  }
`);

/** The pack picker: admins get every pack, so the filter asks for the available ones only (`available` is read again: the Food Packs tab may switch one off while this list is cached). */
export const ManualPaymentFoodPacksQuery = graphql(`
  query ManualPaymentFoodPacks($pageSize: Int!) {
    foodPacks(filter: { available: true }, pageSize: $pageSize, sort: { field: NAME, direction: ASC }) {
      items {
        id
        name
        priceKobo
        available
      }
      totalCount
    }
  }
`);

export const CreatePlanForUserMutation = graphql(`
  mutation ManualPaymentCreatePlan($input: CreatePlanForUserInput!) {
    createPlanForUser(input: $input) {
      __typename
      ... on AdminSavingsPlan {
        id
        userFullName
        foodPackName
        startDate
        status
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

/** The plan picker, with each plan's unpaid instalments (refetched after a payment or a revert). */
export const ManualPaymentPayablePlansQuery = graphql(`
  query ManualPaymentPayablePlans($search: String!) {
    payablePlans(search: $search) {
      planId
      userFullName
      userEmail
      foodPackName
      status
      unpaid {
        scheduleId
        dueDate
        amountDueKobo
        status
      }
    }
  }
`);

export const RecentPaymentFields = graphql(`
  fragment RecentPaymentFields on RecentPayment {
    paymentId
    planId
    scheduleId
    userFullName
    foodPackName
    amountKobo
    channel
    paidAt
    recordedByName
  }
`);

export const RecentManualPaymentsQuery = graphql(`
  query RecentManualPayments {
    recentManualPayments {
      ...RecentPaymentFields
    }
  }
`);

export const RecordManualPaymentMutation = graphql(`
  mutation RecordManualPayment($input: RecordManualPaymentInput!) {
    recordManualPayment(input: $input) {
      __typename
      ... on RecentPayment {
        ...RecentPaymentFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const RevertPaymentMutation = graphql(`
  mutation ManualPaymentRevert($paymentId: ID!, $reason: String!) {
    revertPayment(paymentId: $paymentId, reason: $reason) {
      __typename
      ... on RevertedPayment {
        paymentId
        planId
        planStatus
        amountPaidKobo
        commissionReversedKobo
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
