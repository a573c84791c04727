import { graphql } from '../../../../../gql/admin';

/** A refund not yet processed, as the console's 'Refunds owed' lists it. */
export const RefundOwedFields = graphql(`
  fragment RefundOwedFields on RefundOwed {
    id
    planId
    customerId
    customerName
    packName
    amountKobo
    channel
    status
    dueBy
    overdue
    requestedAt
    paidOutChannel
    paidOutReference
  }
`);

export const RefundsOwedQuery = graphql(`
  query RefundsOwed($overdueOnly: Boolean) {
    refundsOwed(overdueOnly: $overdueOnly) {
      ...RefundOwedFields
    }
  }
`);

export const RecordRefundPayoutMutation = graphql(`
  mutation RecordRefundPayout($refundId: ID!, $channel: String!, $reference: String!) {
    recordRefundPayout(refundId: $refundId, channel: $channel, reference: $reference) {
      __typename
      ... on RefundOwed {
        ...RefundOwedFields
      }
      ... on ErrorResult {
        ...ErrorResultFields
      }
    }
  }
`);
