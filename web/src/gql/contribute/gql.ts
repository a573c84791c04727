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
    "\n  query ContributionPage($token: String!) {\n    contributionPage(token: $token) {\n      status\n      firstName\n      packName\n      amountLeftKobo\n      minimumKobo\n    }\n  }\n": typeof types.ContributionPageDocument,
    "\n  mutation Contribute($token: String!, $input: ContributeInput!) {\n    contribute(token: $token, input: $input) {\n      __typename\n      ... on ContributionCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ContributeDocument,
    "\n  mutation ConfirmContribution($token: String!, $reference: String!) {\n    confirmContribution(token: $token, reference: $reference) {\n      __typename\n      ... on ContributionReceipt {\n        reference\n        amountKobo\n        contributorName\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": typeof types.ConfirmContributionDocument,
};
const documents: Documents = {
    "\n  query ContributionPage($token: String!) {\n    contributionPage(token: $token) {\n      status\n      firstName\n      packName\n      amountLeftKobo\n      minimumKobo\n    }\n  }\n": types.ContributionPageDocument,
    "\n  mutation Contribute($token: String!, $input: ContributeInput!) {\n    contribute(token: $token, input: $input) {\n      __typename\n      ... on ContributionCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ContributeDocument,
    "\n  mutation ConfirmContribution($token: String!, $reference: String!) {\n    confirmContribution(token: $token, reference: $reference) {\n      __typename\n      ... on ContributionReceipt {\n        reference\n        amountKobo\n        contributorName\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n": types.ConfirmContributionDocument,
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
export function graphql(source: "\n  query ContributionPage($token: String!) {\n    contributionPage(token: $token) {\n      status\n      firstName\n      packName\n      amountLeftKobo\n      minimumKobo\n    }\n  }\n"): (typeof documents)["\n  query ContributionPage($token: String!) {\n    contributionPage(token: $token) {\n      status\n      firstName\n      packName\n      amountLeftKobo\n      minimumKobo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Contribute($token: String!, $input: ContributeInput!) {\n    contribute(token: $token, input: $input) {\n      __typename\n      ... on ContributionCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Contribute($token: String!, $input: ContributeInput!) {\n    contribute(token: $token, input: $input) {\n      __typename\n      ... on ContributionCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmContribution($token: String!, $reference: String!) {\n    confirmContribution(token: $token, reference: $reference) {\n      __typename\n      ... on ContributionReceipt {\n        reference\n        amountKobo\n        contributorName\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmContribution($token: String!, $reference: String!) {\n    confirmContribution(token: $token, reference: $reference) {\n      __typename\n      ... on ContributionReceipt {\n        reference\n        amountKobo\n        contributorName\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;