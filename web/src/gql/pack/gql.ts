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
    "\n  mutation ShareContributionLink($planId: ID!) {\n    shareContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ShareContributionLinkDocument,
    "\n  mutation TurnOffContributionLink($planId: ID!) {\n    turnOffContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.TurnOffContributionLinkDocument,
    "\n  query PickupOffice {\n    pickupOffice {\n      address\n      hours\n      phoneNumber\n    }\n  }\n": typeof types.PickupOfficeDocument,
    "\n  fragment PackHandoverFields on PackHandover {\n    id\n    planId\n    state\n    method\n    street\n    landmark\n    area\n    promisedDate\n    late\n    scheduledFor\n    rider {\n      firstName\n      phoneNumber\n    }\n    code\n    canChange\n    timeline {\n      state\n      label\n      at\n    }\n    handedOverAt\n  }\n": typeof types.PackHandoverFieldsFragmentDoc,
    "\n  query MyPackHandover($planId: ID!) {\n    myPackHandover(planId: $planId) {\n      ...PackHandoverFields\n    }\n  }\n": typeof types.MyPackHandoverDocument,
    "\n  mutation ChangeDeliveryAddress($planId: ID!, $address: DeliveryAddressInput!) {\n    changeDeliveryAddress(planId: $planId, address: $address) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ChangeDeliveryAddressDocument,
    "\n  mutation SwitchToPickup($planId: ID!) {\n    switchToPickup(planId: $planId) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SwitchToPickupDocument,
    "\n  query ChangePackChoices {\n    foodPacks(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        priceKobo\n        durationMonths\n      }\n    }\n  }\n": typeof types.ChangePackChoicesDocument,
    "\n  query PackChangePreview($planId: ID!, $foodPackId: ID!) {\n    packChangePreview(planId: $planId, foodPackId: $foodPackId) {\n      __typename\n      ... on PackChangePreview {\n        planId\n        foodPackId\n        foodPackName\n        currentPackName\n        priceKobo\n        carriedKobo\n        remainingKobo\n        endDate\n        instalments {\n          sequence\n          dueDate\n          amountKobo\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.PackChangePreviewDocument,
    "\n  mutation ChangePlanPack($input: ChangePlanPackInput!) {\n    changePlanPack(input: $input) {\n      __typename\n      ... on SavingsPlan {\n        id\n        foodPackName\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ChangePlanPackDocument,
    "\n  mutation CancelSavingsPlan($input: CancelSavingsPlanInput!) {\n    cancelSavingsPlan(input: $input) {\n      __typename\n      ... on PlanCancellation {\n        planId\n        amountKobo\n        cancelReason\n        movedToPlanId\n        status\n        refunds {\n          amountKobo\n          channel\n          status\n          dueFrom\n          dueBy\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.CancelSavingsPlanDocument,
};
const documents: Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.ErrorResultFieldsFragmentDoc,
    "\n  mutation ShareContributionLink($planId: ID!) {\n    shareContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ShareContributionLinkDocument,
    "\n  mutation TurnOffContributionLink($planId: ID!) {\n    turnOffContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.TurnOffContributionLinkDocument,
    "\n  query PickupOffice {\n    pickupOffice {\n      address\n      hours\n      phoneNumber\n    }\n  }\n": types.PickupOfficeDocument,
    "\n  fragment PackHandoverFields on PackHandover {\n    id\n    planId\n    state\n    method\n    street\n    landmark\n    area\n    promisedDate\n    late\n    scheduledFor\n    rider {\n      firstName\n      phoneNumber\n    }\n    code\n    canChange\n    timeline {\n      state\n      label\n      at\n    }\n    handedOverAt\n  }\n": types.PackHandoverFieldsFragmentDoc,
    "\n  query MyPackHandover($planId: ID!) {\n    myPackHandover(planId: $planId) {\n      ...PackHandoverFields\n    }\n  }\n": types.MyPackHandoverDocument,
    "\n  mutation ChangeDeliveryAddress($planId: ID!, $address: DeliveryAddressInput!) {\n    changeDeliveryAddress(planId: $planId, address: $address) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ChangeDeliveryAddressDocument,
    "\n  mutation SwitchToPickup($planId: ID!) {\n    switchToPickup(planId: $planId) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SwitchToPickupDocument,
    "\n  query ChangePackChoices {\n    foodPacks(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        priceKobo\n        durationMonths\n      }\n    }\n  }\n": types.ChangePackChoicesDocument,
    "\n  query PackChangePreview($planId: ID!, $foodPackId: ID!) {\n    packChangePreview(planId: $planId, foodPackId: $foodPackId) {\n      __typename\n      ... on PackChangePreview {\n        planId\n        foodPackId\n        foodPackName\n        currentPackName\n        priceKobo\n        carriedKobo\n        remainingKobo\n        endDate\n        instalments {\n          sequence\n          dueDate\n          amountKobo\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.PackChangePreviewDocument,
    "\n  mutation ChangePlanPack($input: ChangePlanPackInput!) {\n    changePlanPack(input: $input) {\n      __typename\n      ... on SavingsPlan {\n        id\n        foodPackName\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ChangePlanPackDocument,
    "\n  mutation CancelSavingsPlan($input: CancelSavingsPlanInput!) {\n    cancelSavingsPlan(input: $input) {\n      __typename\n      ... on PlanCancellation {\n        planId\n        amountKobo\n        cancelReason\n        movedToPlanId\n        status\n        refunds {\n          amountKobo\n          channel\n          status\n          dueFrom\n          dueBy\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.CancelSavingsPlanDocument,
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
export function graphql(source: "\n  mutation ShareContributionLink($planId: ID!) {\n    shareContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ShareContributionLink($planId: ID!) {\n    shareContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TurnOffContributionLink($planId: ID!) {\n    turnOffContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TurnOffContributionLink($planId: ID!) {\n    turnOffContributionLink(planId: $planId) {\n      __typename\n      ... on ContributionLinkShare {\n        planId\n        active\n        url\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupOffice {\n    pickupOffice {\n      address\n      hours\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  query PickupOffice {\n    pickupOffice {\n      address\n      hours\n      phoneNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackHandoverFields on PackHandover {\n    id\n    planId\n    state\n    method\n    street\n    landmark\n    area\n    promisedDate\n    late\n    scheduledFor\n    rider {\n      firstName\n      phoneNumber\n    }\n    code\n    canChange\n    timeline {\n      state\n      label\n      at\n    }\n    handedOverAt\n  }\n"): (typeof documents)["\n  fragment PackHandoverFields on PackHandover {\n    id\n    planId\n    state\n    method\n    street\n    landmark\n    area\n    promisedDate\n    late\n    scheduledFor\n    rider {\n      firstName\n      phoneNumber\n    }\n    code\n    canChange\n    timeline {\n      state\n      label\n      at\n    }\n    handedOverAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPackHandover($planId: ID!) {\n    myPackHandover(planId: $planId) {\n      ...PackHandoverFields\n    }\n  }\n"): (typeof documents)["\n  query MyPackHandover($planId: ID!) {\n    myPackHandover(planId: $planId) {\n      ...PackHandoverFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeDeliveryAddress($planId: ID!, $address: DeliveryAddressInput!) {\n    changeDeliveryAddress(planId: $planId, address: $address) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeDeliveryAddress($planId: ID!, $address: DeliveryAddressInput!) {\n    changeDeliveryAddress(planId: $planId, address: $address) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchToPickup($planId: ID!) {\n    switchToPickup(planId: $planId) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchToPickup($planId: ID!) {\n    switchToPickup(planId: $planId) {\n      __typename\n      ... on PackHandover {\n        ...PackHandoverFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangePackChoices {\n    foodPacks(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        priceKobo\n        durationMonths\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChangePackChoices {\n    foodPacks(page: 1, pageSize: 50) {\n      items {\n        id\n        name\n        priceKobo\n        durationMonths\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackChangePreview($planId: ID!, $foodPackId: ID!) {\n    packChangePreview(planId: $planId, foodPackId: $foodPackId) {\n      __typename\n      ... on PackChangePreview {\n        planId\n        foodPackId\n        foodPackName\n        currentPackName\n        priceKobo\n        carriedKobo\n        remainingKobo\n        endDate\n        instalments {\n          sequence\n          dueDate\n          amountKobo\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackChangePreview($planId: ID!, $foodPackId: ID!) {\n    packChangePreview(planId: $planId, foodPackId: $foodPackId) {\n      __typename\n      ... on PackChangePreview {\n        planId\n        foodPackId\n        foodPackName\n        currentPackName\n        priceKobo\n        carriedKobo\n        remainingKobo\n        endDate\n        instalments {\n          sequence\n          dueDate\n          amountKobo\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlanPack($input: ChangePlanPackInput!) {\n    changePlanPack(input: $input) {\n      __typename\n      ... on SavingsPlan {\n        id\n        foodPackName\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlanPack($input: ChangePlanPackInput!) {\n    changePlanPack(input: $input) {\n      __typename\n      ... on SavingsPlan {\n        id\n        foodPackName\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSavingsPlan($input: CancelSavingsPlanInput!) {\n    cancelSavingsPlan(input: $input) {\n      __typename\n      ... on PlanCancellation {\n        planId\n        amountKobo\n        cancelReason\n        movedToPlanId\n        status\n        refunds {\n          amountKobo\n          channel\n          status\n          dueFrom\n          dueBy\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSavingsPlan($input: CancelSavingsPlanInput!) {\n    cancelSavingsPlan(input: $input) {\n      __typename\n      ... on PlanCancellation {\n        planId\n        amountKobo\n        cancelReason\n        movedToPlanId\n        status\n        refunds {\n          amountKobo\n          channel\n          status\n          dueFrom\n          dueBy\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;