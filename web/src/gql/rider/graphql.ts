/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** delivery: free within Lagos; pickup: from the office. */
export type FulfilmentMethod =
  | 'delivery'
  | 'pickup';

export type FulfilmentNoteInput = {
  fulfilmentId: string | number;
  /** Why: what happened at the door, or why the code could not be used. */
  reason: string;
};

/** A paid pack on its way: AwaitingDispatch → Scheduled → OutForDelivery → Delivered, or AwaitingDispatch → ReadyForPickup → Collected; Cancelled with a refund. */
export type FulfilmentState =
  | 'AwaitingDispatch'
  | 'Cancelled'
  | 'Collected'
  | 'Delivered'
  | 'OutForDelivery'
  | 'ReadyForPickup'
  | 'Scheduled';

export type HandOverInput = {
  /** The 6-digit code the customer gives. */
  code: string;
  fulfilmentId: string | number;
};

export type ErrorResultFieldsFragment = { errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> };

export type RoundStopFieldsFragment = { id: string, planId: string, customerName: string, phoneNumber: string, street: string | null, landmark: string | null, area: string | null, packName: string, items: Array<string>, state: FulfilmentState, method: FulfilmentMethod, promisedDate: string, late: boolean, scheduledFor: string | null, handoverLocked: boolean, handedOverAt: string | null };

export type MyRoundsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRoundsQuery = { myRounds: Array<{ id: string, planId: string, customerName: string, phoneNumber: string, street: string | null, landmark: string | null, area: string | null, packName: string, items: Array<string>, state: FulfilmentState, method: FulfilmentMethod, promisedDate: string, late: boolean, scheduledFor: string | null, handoverLocked: boolean, handedOverAt: string | null }> };

export type DeliveryMoveFieldsFragment = { id: string, state: FulfilmentState, late: boolean, scheduledFor: string | null, handoverLocked: boolean, handedOverAt: string | null };

export type DispatchDeliveryMutationVariables = Exact<{
  fulfilmentId: string | number;
}>;


export type DispatchDeliveryMutation = { dispatchDelivery:
    | { __typename: 'Delivery', id: string, state: FulfilmentState, late: boolean, scheduledFor: string | null, handoverLocked: boolean, handedOverAt: string | null }
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type HandOverPackMutationVariables = Exact<{
  input: HandOverInput;
}>;


export type HandOverPackMutation = { handOverPack:
    | { __typename: 'Delivery', id: string, state: FulfilmentState, late: boolean, scheduledFor: string | null, handoverLocked: boolean, handedOverAt: string | null }
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export type RecordFailedDeliveryMutationVariables = Exact<{
  input: FulfilmentNoteInput;
}>;


export type RecordFailedDeliveryMutation = { recordFailedDelivery:
    | { __typename: 'Delivery', id: string, state: FulfilmentState, late: boolean, scheduledFor: string | null, handoverLocked: boolean, handedOverAt: string | null }
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
   };

export const ErrorResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ErrorResultFieldsFragment, unknown>;
export const RoundStopFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundStopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunSheetStop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"packName"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"promisedDate"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"handoverLocked"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}}]}}]} as unknown as DocumentNode<RoundStopFieldsFragment, unknown>;
export const DeliveryMoveFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"handoverLocked"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}}]}}]} as unknown as DocumentNode<DeliveryMoveFieldsFragment, unknown>;
export const MyRoundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoundStopFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoundStopFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RunSheetStop"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"landmark"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"packName"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"promisedDate"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"handoverLocked"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}}]}}]} as unknown as DocumentNode<MyRoundsQuery, MyRoundsQueryVariables>;
export const DispatchDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DispatchDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fulfilmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fulfilmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fulfilmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryMoveFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"handoverLocked"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DispatchDeliveryMutation, DispatchDeliveryMutationVariables>;
export const HandOverPackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HandOverPack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandOverInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handOverPack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryMoveFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"handoverLocked"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HandOverPackMutation, HandOverPackMutationVariables>;
export const RecordFailedDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordFailedDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FulfilmentNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordFailedDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeliveryMoveFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeliveryMoveFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Delivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"late"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"handoverLocked"}},{"kind":"Field","name":{"kind":"Name","value":"handedOverAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RecordFailedDeliveryMutation, RecordFailedDeliveryMutationVariables>;