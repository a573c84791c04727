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
    "\n  query SessionRefresh {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.SessionRefreshDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ChangeMyPasswordDocument,
    "\n  mutation RemoveMyPaymentMethod($id: ID!) {\n    removeMyPaymentMethod(id: $id) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.RemoveMyPaymentMethodDocument,
};
const documents: Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.ErrorResultFieldsFragmentDoc,
    "\n  query SessionRefresh {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.SessionRefreshDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ChangeMyPasswordDocument,
    "\n  mutation RemoveMyPaymentMethod($id: ID!) {\n    removeMyPaymentMethod(id: $id) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.RemoveMyPaymentMethodDocument,
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
export function graphql(source: "\n  query SessionRefresh {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query SessionRefresh {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMyPassword($input: ChangeMyPasswordInput!) {\n    changeMyPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMyPaymentMethod($id: ID!) {\n    removeMyPaymentMethod(id: $id) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMyPaymentMethod($id: ID!) {\n    removeMyPaymentMethod(id: $id) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;