/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": typeof types.ErrorResultFieldsFragmentDoc,
    "\n  fragment PortalMarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n  }\n": typeof types.PortalMarketerFieldsFragmentDoc,
    "\n  query MyMarketerProfile {\n    myMarketerProfile {\n      marketer {\n        ...PortalMarketerFields\n      }\n      summary {\n        totalKobo\n        thisMonthKobo\n        pendingKobo\n        approvedKobo\n        paidKobo\n        reversedKobo\n        byMonth {\n          month\n          amountKobo\n        }\n      }\n      activeCustomers\n    }\n  }\n": typeof types.MyMarketerProfileDocument,
    "\n  query MyReferredCustomers($search: String, $page: Int, $pageSize: Int) {\n    myReferredCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.MyReferredCustomersDocument,
    "\n  query MyCommissions($page: Int, $pageSize: Int) {\n    myCommissions(page: $page, pageSize: $pageSize) {\n      items {\n        customerId\n        customerName\n        customerContact\n        totalKobo\n        count\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.MyCommissionsDocument,
    "\n  query MyCustomerCommissions($customerId: ID!) {\n    myCommissions(customerId: $customerId) {\n      items {\n        customerId\n        customerName\n        totalKobo\n        count\n        commissions {\n          id\n          kind\n          amountKobo\n          baseKobo\n          rate\n          status\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n": typeof types.MyCustomerCommissionsDocument,
    "\n  mutation RegisterReferredCustomer($input: RegisterReferredCustomerInput!) {\n    registerReferredCustomer(input: $input) {\n      __typename\n      ... on ReferredCustomer {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.RegisterReferredCustomerDocument,
    "\n  query MyCustomerNudges($customerIds: [ID!]!) {\n    myCustomerNudges(customerIds: $customerIds) {\n      customerId\n      firstName\n      overdueKobo\n      canNudge\n      reasonCode\n      reason\n      nextPossibleAt\n      lastNudgedAt\n    }\n  }\n": typeof types.MyCustomerNudgesDocument,
    "\n  mutation SendCustomerNudge($customerId: ID!) {\n    sendCustomerNudge(customerId: $customerId) {\n      __typename\n      ... on NudgeSent {\n        id\n        customerId\n        firstName\n        amountKobo\n        nextPossibleAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.SendCustomerNudgeDocument,
};
const documents: Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.ErrorResultFieldsFragmentDoc,
    "\n  fragment PortalMarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n  }\n": types.PortalMarketerFieldsFragmentDoc,
    "\n  query MyMarketerProfile {\n    myMarketerProfile {\n      marketer {\n        ...PortalMarketerFields\n      }\n      summary {\n        totalKobo\n        thisMonthKobo\n        pendingKobo\n        approvedKobo\n        paidKobo\n        reversedKobo\n        byMonth {\n          month\n          amountKobo\n        }\n      }\n      activeCustomers\n    }\n  }\n": types.MyMarketerProfileDocument,
    "\n  query MyReferredCustomers($search: String, $page: Int, $pageSize: Int) {\n    myReferredCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.MyReferredCustomersDocument,
    "\n  query MyCommissions($page: Int, $pageSize: Int) {\n    myCommissions(page: $page, pageSize: $pageSize) {\n      items {\n        customerId\n        customerName\n        customerContact\n        totalKobo\n        count\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.MyCommissionsDocument,
    "\n  query MyCustomerCommissions($customerId: ID!) {\n    myCommissions(customerId: $customerId) {\n      items {\n        customerId\n        customerName\n        totalKobo\n        count\n        commissions {\n          id\n          kind\n          amountKobo\n          baseKobo\n          rate\n          status\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n": types.MyCustomerCommissionsDocument,
    "\n  mutation RegisterReferredCustomer($input: RegisterReferredCustomerInput!) {\n    registerReferredCustomer(input: $input) {\n      __typename\n      ... on ReferredCustomer {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.RegisterReferredCustomerDocument,
    "\n  query MyCustomerNudges($customerIds: [ID!]!) {\n    myCustomerNudges(customerIds: $customerIds) {\n      customerId\n      firstName\n      overdueKobo\n      canNudge\n      reasonCode\n      reason\n      nextPossibleAt\n      lastNudgedAt\n    }\n  }\n": types.MyCustomerNudgesDocument,
    "\n  mutation SendCustomerNudge($customerId: ID!) {\n    sendCustomerNudge(customerId: $customerId) {\n      __typename\n      ... on NudgeSent {\n        id\n        customerId\n        firstName\n        amountKobo\n        nextPossibleAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.SendCustomerNudgeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortalMarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n  }\n"): (typeof documents)["\n  fragment PortalMarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarketerProfile {\n    myMarketerProfile {\n      marketer {\n        ...PortalMarketerFields\n      }\n      summary {\n        totalKobo\n        thisMonthKobo\n        pendingKobo\n        approvedKobo\n        paidKobo\n        reversedKobo\n        byMonth {\n          month\n          amountKobo\n        }\n      }\n      activeCustomers\n    }\n  }\n"): (typeof documents)["\n  query MyMarketerProfile {\n    myMarketerProfile {\n      marketer {\n        ...PortalMarketerFields\n      }\n      summary {\n        totalKobo\n        thisMonthKobo\n        pendingKobo\n        approvedKobo\n        paidKobo\n        reversedKobo\n        byMonth {\n          month\n          amountKobo\n        }\n      }\n      activeCustomers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReferredCustomers($search: String, $page: Int, $pageSize: Int) {\n    myReferredCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query MyReferredCustomers($search: String, $page: Int, $pageSize: Int) {\n    myReferredCustomers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCommissions($page: Int, $pageSize: Int) {\n    myCommissions(page: $page, pageSize: $pageSize) {\n      items {\n        customerId\n        customerName\n        customerContact\n        totalKobo\n        count\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query MyCommissions($page: Int, $pageSize: Int) {\n    myCommissions(page: $page, pageSize: $pageSize) {\n      items {\n        customerId\n        customerName\n        customerContact\n        totalKobo\n        count\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCustomerCommissions($customerId: ID!) {\n    myCommissions(customerId: $customerId) {\n      items {\n        customerId\n        customerName\n        totalKobo\n        count\n        commissions {\n          id\n          kind\n          amountKobo\n          baseKobo\n          rate\n          status\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCustomerCommissions($customerId: ID!) {\n    myCommissions(customerId: $customerId) {\n      items {\n        customerId\n        customerName\n        totalKobo\n        count\n        commissions {\n          id\n          kind\n          amountKobo\n          baseKobo\n          rate\n          status\n          createdAt\n          paidAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterReferredCustomer($input: RegisterReferredCustomerInput!) {\n    registerReferredCustomer(input: $input) {\n      __typename\n      ... on ReferredCustomer {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterReferredCustomer($input: RegisterReferredCustomerInput!) {\n    registerReferredCustomer(input: $input) {\n      __typename\n      ... on ReferredCustomer {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCustomerNudges($customerIds: [ID!]!) {\n    myCustomerNudges(customerIds: $customerIds) {\n      customerId\n      firstName\n      overdueKobo\n      canNudge\n      reasonCode\n      reason\n      nextPossibleAt\n      lastNudgedAt\n    }\n  }\n"): (typeof documents)["\n  query MyCustomerNudges($customerIds: [ID!]!) {\n    myCustomerNudges(customerIds: $customerIds) {\n      customerId\n      firstName\n      overdueKobo\n      canNudge\n      reasonCode\n      reason\n      nextPossibleAt\n      lastNudgedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCustomerNudge($customerId: ID!) {\n    sendCustomerNudge(customerId: $customerId) {\n      __typename\n      ... on NudgeSent {\n        id\n        customerId\n        firstName\n        amountKobo\n        nextPossibleAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendCustomerNudge($customerId: ID!) {\n    sendCustomerNudge(customerId: $customerId) {\n      __typename\n      ... on NudgeSent {\n        id\n        customerId\n        firstName\n        amountKobo\n        nextPossibleAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;