/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ContributeInput = {
  /** Whole naira in kobo, from ₦500 up to what the plan still needs. */
  amountKobo: number;
  /** The contributor's name as the owner will see it (2–60 characters). */
  name: string;
};

/** Open: it takes contributions. Off: its owner turned it off. Closed: the plan is fully paid or no longer being paid. Invalid: unknown. */
export type ContributionLinkStatus =
  | 'Closed'
  | 'Invalid'
  | 'Off'
  | 'Open';

/** Why a mutation was refused. */
export type ErrorCode =
  | 'ACCOUNT_HOLDS_MONEY'
  | 'ACCOUNT_SUSPENDED'
  | 'ALREADY_MARKETER'
  | 'ALREADY_REVERTED'
  | 'AMOUNT_CHANGED'
  | 'APPLICATION_DECIDED'
  | 'APPLICATION_PENDING'
  | 'CATCH_UP_STALE'
  | 'CATCH_UP_TOO_SOON'
  | 'CATCH_UP_UNAVAILABLE'
  | 'CONTRIBUTION_LINK_OFF'
  | 'CREDIT_NOT_TAKEN'
  | 'CREDIT_TOO_LOW'
  | 'EMAIL_TAKEN'
  | 'FULFILMENT_MOVE'
  | 'HANDOVER_LOCKED'
  | 'IMAGE_TOO_LARGE'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_IMAGE'
  | 'INVALID_RESET_TOKEN'
  | 'LAST_ADMIN'
  | 'MARKETER_INACTIVE'
  | 'MONEY_MOVED'
  | 'NOTHING_TO_PAY'
  | 'NOT_BEHIND'
  | 'NOT_FOUND'
  | 'NOT_OVERDUE'
  | 'NOT_REFUNDABLE'
  | 'NO_PENDING_PAYMENTS'
  | 'NO_SAVED_CARD'
  | 'NUDGE_DAILY_LIMIT'
  | 'NUDGE_TOO_SOON'
  | 'OUTSIDE_SENDING_HOURS'
  | 'PACK_CHANGE_CLOSED'
  | 'PACK_DISPATCHED'
  | 'PACK_TOO_CHEAP'
  | 'PACK_UNAVAILABLE'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_MISMATCH'
  | 'PAYMENT_NOT_SUCCESSFUL'
  | 'PAYMENT_NOT_YOURS'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'PAYMENT_REFUNDED'
  | 'PAY_LINK_EXPIRED'
  | 'PLAN_CLOSED'
  | 'PLAN_HAS_FINES'
  | 'PLAN_HAS_PAYMENTS'
  | 'RATE_LIMITED'
  | 'REFERENCE_USED'
  | 'REFUND_NOT_OWED'
  | 'REMINDERS_OFF'
  | 'SAME_PACK'
  | 'SELF_ACTION'
  | 'TOO_MANY_ATTEMPTS'
  | 'TOO_MANY_PENDING_PLANS'
  | 'TRANSFER_ACCOUNT_UNKNOWN'
  | 'VALIDATION'
  | 'WEAK_PASSWORD'
  | 'WRONG_HANDOVER_CODE'
  | 'WRONG_PASSWORD';

export type ContributionPageQueryVariables = Exact<{
  token: string;
}>;


export type ContributionPageQuery = { contributionPage: { status: ContributionLinkStatus, firstName: string | null, packName: string | null, amountLeftKobo: number | null, minimumKobo: number | null } };

export type ContributeMutationVariables = Exact<{
  token: string;
  input: ContributeInput;
}>;


export type ContributeMutation = { contribute:
    | { __typename: 'ContributionCheckout', reference: string, accessCode: string, authorizationUrl: string, amountKobo: number, publicKey: string, useStandIn: boolean }
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type ConfirmContributionMutationVariables = Exact<{
  token: string;
  reference: string;
}>;


export type ConfirmContributionMutation = { confirmContribution:
    | { __typename: 'ContributionReceipt', reference: string, amountKobo: number, contributorName: string }
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string }
   };


export const ContributionPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContributionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contributionPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"packName"}},{"kind":"Field","name":{"kind":"Name","value":"amountLeftKobo"}},{"kind":"Field","name":{"kind":"Name","value":"minimumKobo"}}]}}]}}]} as unknown as DocumentNode<ContributionPageQuery, ContributionPageQueryVariables>;
export const ContributeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Contribute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContributeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contribute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContributionCheckout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}},{"kind":"Field","name":{"kind":"Name","value":"amountKobo"}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"useStandIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ContributeMutation, ContributeMutationVariables>;
export const ConfirmContributionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmContribution"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmContribution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContributionReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"amountKobo"}},{"kind":"Field","name":{"kind":"Name","value":"contributorName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmContributionMutation, ConfirmContributionMutationVariables>;