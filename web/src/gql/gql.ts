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
    "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment FoodPackCardFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    items {\n      id\n      text\n    }\n  }\n": typeof types.FoodPackCardFieldsFragmentDoc,
    "\n  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...FoodPackCardFields\n      }\n    }\n  }\n": typeof types.FoodPacksDocument,
    "\n  query FeaturedFoodPacks {\n    featuredFoodPacks {\n      id\n      name\n      description\n      imageUrl\n      priceKobo\n      dailyRateKobo\n      durationMonths\n    }\n  }\n": typeof types.FeaturedFoodPacksDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
};
const documents: Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment FoodPackCardFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    items {\n      id\n      text\n    }\n  }\n": types.FoodPackCardFieldsFragmentDoc,
    "\n  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...FoodPackCardFields\n      }\n    }\n  }\n": types.FoodPacksDocument,
    "\n  query FeaturedFoodPacks {\n    featuredFoodPacks {\n      id\n      name\n      description\n      imageUrl\n      priceKobo\n      dailyRateKobo\n      durationMonths\n    }\n  }\n": types.FeaturedFoodPacksDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
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
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FoodPackCardFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    items {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment FoodPackCardFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    items {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...FoodPackCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...FoodPackCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeaturedFoodPacks {\n    featuredFoodPacks {\n      id\n      name\n      description\n      imageUrl\n      priceKobo\n      dailyRateKobo\n      durationMonths\n    }\n  }\n"): (typeof documents)["\n  query FeaturedFoodPacks {\n    featuredFoodPacks {\n      id\n      name\n      description\n      imageUrl\n      priceKobo\n      dailyRateKobo\n      durationMonths\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        errorCode\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;