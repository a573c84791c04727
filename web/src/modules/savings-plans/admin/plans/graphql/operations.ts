import { graphql } from '../../../../../gql/admin';

export const AdminPlanRowFields = graphql(`
  fragment AdminPlanRowFields on AdminSavingsPlan {
    id
    userFullName
    userPhoneNumber
    userAddress
    foodPackId
    foodPackName
    totalAmountKobo
    amountPaidKobo
    status
    startDate
    createdAt
    lastPaymentAt
    hasPayments
  }
`);

export const AdminSavingsPlansQuery = graphql(`
  query AdminSavingsPlans($filter: AdminPlanFilter, $sort: AdminPlanSort, $direction: SortDirection, $page: Int, $pageSize: Int) {
    adminSavingsPlans(filter: $filter, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
      items {
        ...AdminPlanRowFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const AdminLateFineFields = graphql(`
  fragment AdminLateFineFields on AdminLateFine {
    id
    monthIndex
    fineDate
    amountKobo
    waived
    waivedAt
    waivedByName
    waiveReason
  }
`);

export const AdminPlanScheduleQuery = graphql(`
  query AdminPlanSchedule($planId: ID!) {
    planSchedule(planId: $planId) {
      userId
      customerName
      customerPhoneNumber
      foodPackName
      status
      totalAmountKobo
      finesKobo
      amountPaidKobo
      schedules {
        id
        sequence
        dueDate
        amountKobo
        fineKobo
        kind
        status
        paidAt
      }
      payments {
        id
        provider
        reference
        externalReference
        channel
        amountKobo
        paidAt
        revertedAt
        revertReason
        revertKind
        refundChannel
        refundStatus
        contributorName
      }
      fines {
        ...AdminLateFineFields
      }
      refundProblem
    }
  }
`);

export const AdminWaiveLateFineMutation = graphql(`
  mutation AdminWaiveLateFine($fineId: ID!, $reason: String!) {
    waiveLateFine(fineId: $fineId, reason: $reason) {
      __typename
      ... on WaivedLateFine {
        id
        refundKobo
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const AdminRefundPlanMutation = graphql(`
  mutation AdminRefundPlan($planId: ID!, $reason: String!) {
    refundPlan(planId: $planId, reason: $reason) {
      __typename
      ... on PlanRefund {
        planId
        totalKobo
        refunds {
          paymentId
          channel
          status
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const AdminDeletePlanMutation = graphql(`
  mutation AdminDeletePlan($planId: ID!) {
    deletePlan(planId: $planId) {
      __typename
      ... on DeletedPlan {
        id
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

/** A customer's plans (found by their phone number), for 'Move to another plan' when cancelling one. */
export const AdminCustomerPlansQuery = graphql(`
  query AdminCustomerPlans($search: String!) {
    adminSavingsPlans(filter: { search: $search }, page: 1, pageSize: 50) {
      items {
        id
        userId
        userPhoneNumber
        foodPackName
        totalAmountKobo
        amountPaidKobo
        status
      }
    }
  }
`);

/** The packs a plan can change to: every available one (names and prices). */
export const AdminChangePackChoicesQuery = graphql(`
  query AdminChangePackChoices {
    foodPacks(filter: { available: true }, page: 1, pageSize: 100) {
      items {
        id
        name
        priceKobo
      }
    }
  }
`);

/** A customer's own account number, credit and transfers (issue 27), in a plan's schedule. */
export const AdminCustomerBankTransfersQuery = graphql(`
  query AdminCustomerBankTransfers($userId: ID!) {
    bankTransfersOf(userId: $userId) {
      account {
        status
        bankName
        accountNumber
        accountName
        failureReason
      }
      creditBalanceKobo
      credits {
        kind
        amountKobo
        note
        createdAt
      }
      transfers {
        reference
        amountKobo
        creditedKobo
        paidAt
        createdAt
      }
    }
  }
`);

export const AdminRefundCustomerCreditMutation = graphql(`
  mutation AdminRefundCustomerCredit($input: RefundCreditInput!) {
    refundCustomerCredit(input: $input) {
      __typename
      ... on BankTransfers {
        creditBalanceKobo
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
