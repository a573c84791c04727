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
    "\n  fragment RoundStopFields on RunSheetStop {\n    id\n    planId\n    customerName\n    phoneNumber\n    street\n    landmark\n    area\n    packName\n    items\n    state\n    method\n    promisedDate\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n": typeof types.RoundStopFieldsFragmentDoc,
    "\n  query MyRounds {\n    myRounds {\n      ...RoundStopFields\n    }\n  }\n": typeof types.MyRoundsDocument,
    "\n  fragment DeliveryMoveFields on Delivery {\n    id\n    state\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n": typeof types.DeliveryMoveFieldsFragmentDoc,
    "\n  mutation DispatchDelivery($fulfilmentId: ID!) {\n    dispatchDelivery(fulfilmentId: $fulfilmentId) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.DispatchDeliveryDocument,
    "\n  mutation HandOverPack($input: HandOverInput!) {\n    handOverPack(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.HandOverPackDocument,
    "\n  mutation RecordFailedDelivery($input: FulfilmentNoteInput!) {\n    recordFailedDelivery(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.RecordFailedDeliveryDocument,
};
const documents: Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.ErrorResultFieldsFragmentDoc,
    "\n  fragment RoundStopFields on RunSheetStop {\n    id\n    planId\n    customerName\n    phoneNumber\n    street\n    landmark\n    area\n    packName\n    items\n    state\n    method\n    promisedDate\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n": types.RoundStopFieldsFragmentDoc,
    "\n  query MyRounds {\n    myRounds {\n      ...RoundStopFields\n    }\n  }\n": types.MyRoundsDocument,
    "\n  fragment DeliveryMoveFields on Delivery {\n    id\n    state\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n": types.DeliveryMoveFieldsFragmentDoc,
    "\n  mutation DispatchDelivery($fulfilmentId: ID!) {\n    dispatchDelivery(fulfilmentId: $fulfilmentId) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.DispatchDeliveryDocument,
    "\n  mutation HandOverPack($input: HandOverInput!) {\n    handOverPack(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.HandOverPackDocument,
    "\n  mutation RecordFailedDelivery($input: FulfilmentNoteInput!) {\n    recordFailedDelivery(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.RecordFailedDeliveryDocument,
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
export function graphql(source: "\n  fragment RoundStopFields on RunSheetStop {\n    id\n    planId\n    customerName\n    phoneNumber\n    street\n    landmark\n    area\n    packName\n    items\n    state\n    method\n    promisedDate\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n"): (typeof documents)["\n  fragment RoundStopFields on RunSheetStop {\n    id\n    planId\n    customerName\n    phoneNumber\n    street\n    landmark\n    area\n    packName\n    items\n    state\n    method\n    promisedDate\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRounds {\n    myRounds {\n      ...RoundStopFields\n    }\n  }\n"): (typeof documents)["\n  query MyRounds {\n    myRounds {\n      ...RoundStopFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryMoveFields on Delivery {\n    id\n    state\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n"): (typeof documents)["\n  fragment DeliveryMoveFields on Delivery {\n    id\n    state\n    late\n    scheduledFor\n    handoverLocked\n    handedOverAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DispatchDelivery($fulfilmentId: ID!) {\n    dispatchDelivery(fulfilmentId: $fulfilmentId) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DispatchDelivery($fulfilmentId: ID!) {\n    dispatchDelivery(fulfilmentId: $fulfilmentId) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HandOverPack($input: HandOverInput!) {\n    handOverPack(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation HandOverPack($input: HandOverInput!) {\n    handOverPack(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordFailedDelivery($input: FulfilmentNoteInput!) {\n    recordFailedDelivery(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordFailedDelivery($input: FulfilmentNoteInput!) {\n    recordFailedDelivery(input: $input) {\n      __typename\n      ... on Delivery {\n        ...DeliveryMoveFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;