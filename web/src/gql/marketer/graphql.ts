/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Accrual: earned on a collected payment. Reversal: cancels the accrual of a payment reverted or refunded (a negative amount). */
export type CommissionKind =
  | 'Accrual'
  | 'Reversal';

/** Pending: the money can still go back (the plan is not completed, or its 48-hour refund window after delivery is open). Approved: in the next payout (a Reversal of a paid commission is Approved too: deducted from it). Paid: in a payout. Reversed: its payment was reverted or refunded before it was paid. */
export type CommissionStatus =
  | 'Approved'
  | 'Paid'
  | 'Pending'
  | 'Reversed';

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

/** An Inactive marketer earns no commission and cannot use the marketer portal; their account and customer side are untouched. */
export type MarketerStatus =
  | 'Active'
  | 'Inactive';

/** Active: a savings plan is being paid. Completed: a plan was paid in full and none is under way. Pending: nothing paid yet. */
export type ReferralStatus =
  | 'Active'
  | 'Completed'
  | 'Pending';

/** The customer a marketer registers; they are e-mailed a link to set their own password. */
export type RegisterReferredCustomerInput = {
  address: string;
  email: string;
  firstName: string;
  lastName: string;
  /** A Nigerian mobile number, e.g. 0803 123 4567. */
  phoneNumber: string;
};

export type ErrorResultFieldsFragment = { errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> };

export type PortalMarketerFieldsFragment = { id: string, firstName: string, lastName: string, name: string, email: string, phoneNumber: string, companyName: string | null, status: MarketerStatus, referralCode: string, referralLink: string, totalCustomers: number, registeredAt: string };

export type MyMarketerProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMarketerProfileQuery = { myMarketerProfile: { activeCustomers: number, marketer: { id: string, firstName: string, lastName: string, name: string, email: string, phoneNumber: string, companyName: string | null, status: MarketerStatus, referralCode: string, referralLink: string, totalCustomers: number, registeredAt: string }, summary: { totalKobo: number, thisMonthKobo: number, pendingKobo: number, approvedKobo: number, paidKobo: number, reversedKobo: number, byMonth: Array<{ month: string, amountKobo: number }> } } };

export type MyReferredCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyReferredCustomersQuery = { myReferredCustomers: { totalCount: number, page: number, pageSize: number, items: Array<{ id: string, name: string, email: string, phoneNumber: string, dateJoined: string, referralStatus: ReferralStatus, hasActivePlan: boolean }> } };

export type MyCommissionsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyCommissionsQuery = { myCommissions: { totalCount: number, page: number, pageSize: number, items: Array<{ customerId: string, customerName: string, customerContact: string | null, totalKobo: number, count: number }> } };

export type MyCustomerCommissionsQueryVariables = Exact<{
  customerId: string | number;
}>;


export type MyCustomerCommissionsQuery = { myCommissions: { items: Array<{ customerId: string, customerName: string, totalKobo: number, count: number, commissions: Array<{ id: string, kind: CommissionKind, amountKobo: number, baseKobo: number, rate: number, status: CommissionStatus, createdAt: string, paidAt: string | null }> }> } };

export type RegisterReferredCustomerMutationVariables = Exact<{
  input: RegisterReferredCustomerInput;
}>;


export type RegisterReferredCustomerMutation = { registerReferredCustomer:
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, message: string }> }
    | { __typename: 'ReferredCustomer', id: string, name: string, email: string, phoneNumber: string, dateJoined: string, referralStatus: ReferralStatus, hasActivePlan: boolean }
   };

export type MyCustomerNudgesQueryVariables = Exact<{
  customerIds: Array<string | number> | string | number;
}>;


export type MyCustomerNudgesQuery = { myCustomerNudges: Array<{ customerId: string, firstName: string, overdueKobo: number, canNudge: boolean, reasonCode: ErrorCode | null, reason: string | null, nextPossibleAt: string | null, lastNudgedAt: string | null }> };

export type SendCustomerNudgeMutationVariables = Exact<{
  customerId: string | number;
}>;


export type SendCustomerNudgeMutation = { sendCustomerNudge:
    | { __typename: 'ErrorResult', errorCode: ErrorCode, message: string }
    | { __typename: 'NudgeSent', id: string, customerId: string, firstName: string, amountKobo: number, nextPossibleAt: string }
   };

export const ErrorResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ErrorResultFieldsFragment, unknown>;
export const PortalMarketerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMarketerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marketer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"totalCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}}]}}]} as unknown as DocumentNode<PortalMarketerFieldsFragment, unknown>;
export const MyMarketerProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMarketerProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMarketerProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PortalMarketerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalKobo"}},{"kind":"Field","name":{"kind":"Name","value":"thisMonthKobo"}},{"kind":"Field","name":{"kind":"Name","value":"pendingKobo"}},{"kind":"Field","name":{"kind":"Name","value":"approvedKobo"}},{"kind":"Field","name":{"kind":"Name","value":"paidKobo"}},{"kind":"Field","name":{"kind":"Name","value":"reversedKobo"}},{"kind":"Field","name":{"kind":"Name","value":"byMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amountKobo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeCustomers"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PortalMarketerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Marketer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"referralLink"}},{"kind":"Field","name":{"kind":"Name","value":"totalCustomers"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}}]}}]} as unknown as DocumentNode<MyMarketerProfileQuery, MyMarketerProfileQueryVariables>;
export const MyReferredCustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyReferredCustomers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myReferredCustomers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"referralStatus"}},{"kind":"Field","name":{"kind":"Name","value":"hasActivePlan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<MyReferredCustomersQuery, MyReferredCustomersQueryVariables>;
export const MyCommissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCommissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"customerContact"}},{"kind":"Field","name":{"kind":"Name","value":"totalKobo"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode<MyCommissionsQuery, MyCommissionsQueryVariables>;
export const MyCustomerCommissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCustomerCommissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"totalKobo"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"commissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountKobo"}},{"kind":"Field","name":{"kind":"Name","value":"baseKobo"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyCustomerCommissionsQuery, MyCustomerCommissionsQueryVariables>;
export const RegisterReferredCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterReferredCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterReferredCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerReferredCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReferredCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dateJoined"}},{"kind":"Field","name":{"kind":"Name","value":"referralStatus"}},{"kind":"Field","name":{"kind":"Name","value":"hasActivePlan"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorResultFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RegisterReferredCustomerMutation, RegisterReferredCustomerMutationVariables>;
export const MyCustomerNudgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCustomerNudges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCustomerNudges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"overdueKobo"}},{"kind":"Field","name":{"kind":"Name","value":"canNudge"}},{"kind":"Field","name":{"kind":"Name","value":"reasonCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"nextPossibleAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastNudgedAt"}}]}}]}}]} as unknown as DocumentNode<MyCustomerNudgesQuery, MyCustomerNudgesQueryVariables>;
export const SendCustomerNudgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCustomerNudge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCustomerNudge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NudgeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"amountKobo"}},{"kind":"Field","name":{"kind":"Name","value":"nextPossibleAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendCustomerNudgeMutation, SendCustomerNudgeMutationVariables>;