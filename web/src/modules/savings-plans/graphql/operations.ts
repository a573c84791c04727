import { graphql } from '../../../gql';

/** Everything a plan card, its payment history and the Make Payment modal show. */
export const SavingsPlanFields = graphql(`
  fragment SavingsPlanFields on SavingsPlan {
    id
    foodPackId
    foodPackName
    totalAmountKobo
    instalmentAmountKobo
    amountPaidKobo
    remainingKobo
    progressPercent
    frequency
    durationMonths
    instalmentCount
    startDate
    endDate
    paymentPreference
    remindersEnabled
    status
    fulfilment {
      method
      address
      landmark
      area
      expectedFrom
      expectedTo
      promisedDate
      status
    }
    schedules {
      id
      sequence
      dueDate
      amountKobo
      status
      paidAt
      fineKobo
      kind
    }
    finesKobo
    fines {
      id
      monthIndex
      fineDate
      amountKobo
      waived
    }
    fineWarning {
      windowEnd
      fineDate
      payBy
      fineKobo
      amountToAvoidKobo
      daysLeft
      capKobo
      capPercent
    }
    payments {
      id
      reference
      amountKobo
      appliedKobo
      overpaymentKobo
      currency
      channel
      scheduleId
      paidAt
      createdAt
      contributorName
    }
    nextDue {
      scheduleId
      sequence
      dueDate
      amountDueKobo
      status
    }
    overdue {
      scheduleId
      count
      amountDueKobo
    }
    lastPaymentAt
    createdAt
    completedAt
    arrival {
      arrivesAround
      pace
      shiftDays
    }
    moneyFate {
      kind
      amountKobo
      toPackName
      toPlanId
      refunds {
        amountKobo
        channel
        status
        dueFrom
        dueBy
      }
    }
    priceLock {
      lockedKobo
      todayKobo
      savingKobo
    }
  }
`);

/** What the browser needs to open a checkout (lib/payment-gateway.ts). */
export const PaymentCheckoutFields = graphql(`
  fragment PaymentCheckoutFields on PaymentCheckout {
    reference
    accessCode
    authorizationUrl
    amountKobo
    scheduleId
    plan {
      id
      foodPackId
      foodPackName
      totalAmountKobo
    }
  }
`);

/** A page of the customer's plans, newest first; the tab asks for the first and loads older ones on demand. */
export const MySavingsPlansQuery = graphql(`
  query MySavingsPlans($page: Int) {
    mySavingsPlans(page: $page, pageSize: 6) {
      items {
        ...SavingsPlanFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const MyPaymentMethodQuery = graphql(`
  query MyPaymentMethod {
    myPaymentMethod {
      id
      provider
      type
      cardType
      bank
      lastFourDigits
      expMonth
      expYear
      isDefault
    }
  }
`);

export const PaymentsConfigQuery = graphql(`
  query PaymentsConfig {
    paymentsConfig {
      provider
      publicKey
      useStandIn
      currency
    }
  }
`);

export const StartSavingsPlanMutation = graphql(`
  mutation StartSavingsPlan($input: StartSavingsPlanInput!) {
    startSavingsPlan(input: $input) {
      __typename
      ... on PaymentCheckout {
        ...PaymentCheckoutFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const PayNextInstalmentMutation = graphql(`
  mutation PayNextInstalment($planId: ID!) {
    payNextInstalment(planId: $planId) {
      __typename
      ... on PaymentCheckout {
        ...PaymentCheckoutFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

/** Every overdue instalment of a plan in ONE checkout (their total); credited oldest first. */
export const PayAllOverdueMutation = graphql(`
  mutation PayAllOverdue($planId: ID!) {
    payAllOverdue(planId: $planId) {
      __typename
      ... on PaymentCheckout {
        ...PaymentCheckoutFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

/** The customer's plans still waiting for their first payment (the ones the cap of 3 counts). */
export const MyPendingPlansQuery = graphql(`
  query MyPendingPlans {
    myPendingPlans {
      id
      foodPackId
      foodPackName
      totalAmountKobo
      frequency
      instalmentCount
      createdAt
      nextDue {
        scheduleId
        amountDueKobo
      }
    }
  }
`);

/** 'Resume payment': the first instalment's checkout again. */
export const ResumePlanPaymentMutation = graphql(`
  mutation ResumePlanPayment($planId: ID!) {
    resumePlanPayment(planId: $planId) {
      __typename
      ... on PaymentCheckout {
        ...PaymentCheckoutFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

/** 'Cancel' on a plan still waiting for its first payment: it stops counting at once. */
export const CancelPendingPlanMutation = graphql(`
  mutation CancelPendingPlan($planId: ID!) {
    cancelPendingPlan(planId: $planId) {
      __typename
      ... on SavingsPlan {
        id
        status
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($reference: String!) {
    confirmPayment(reference: $reference) {
      __typename
      ... on PaymentConfirmation {
        reference
        alreadyCredited
        payment {
          id
          amountKobo
          appliedKobo
        }
        plan {
          ...SavingsPlanFields
        }
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetPlanRemindersMutation = graphql(`
  mutation SetPlanReminders($planId: ID!, $enabled: Boolean!) {
    setPlanReminders(planId: $planId, enabled: $enabled) {
      __typename
      ... on SavingsPlan {
        id
        remindersEnabled
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);

export const SetPaymentPreferenceMutation = graphql(`
  mutation SetPaymentPreference($planId: ID!, $preference: PaymentPreference!) {
    setPaymentPreference(planId: $planId, preference: $preference) {
      __typename
      ... on SavingsPlan {
        id
        paymentPreference
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);


/** The customer's own bank account number, credit and transfers (issue 27): the payment tab, and the one account each plan names. */
/** The customer's own account number alone: what each open plan names as the one account to pay into. */
export const MyBankAccountQuery = graphql(`
  query MyBankAccount {
    myBankAccount {
      status
      bankName
      accountNumber
      accountName
    }
  }
`);

export const MyBankTransfersQuery = graphql(`
  query MyBankTransfers {
    myBankTransfers {
      account {
        status
        bankName
        accountNumber
        accountName
        failureReason
        whatToDo
        firstPlanId
      }
      creditBalanceKobo
      credits {
        kind
        amountKobo
        createdAt
      }
      transfers {
        reference
        amountKobo
        creditedKobo
        paidAt
        createdAt
        lines {
          planId
          packName
          amountKobo
          note
        }
      }
    }
  }
`);

export const RequestBankAccountMutation = graphql(`
  mutation RequestBankAccount {
    requestBankAccount {
      __typename
      ... on BankAccount {
        status
        bankName
        accountNumber
        accountName
        failureReason
        whatToDo
        firstPlanId
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const RequestCreditRefundMutation = graphql(`
  mutation RequestCreditRefund {
    requestCreditRefund {
      __typename
      ... on Ack {
        ok
        message
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
