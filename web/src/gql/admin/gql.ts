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
    "\n  query DashboardMetrics {\n    dashboardMetrics {\n      totalUsers\n      activeMarketers\n      foodPacks\n      revenueKobo\n      trend {\n        weekStart\n        newUsers\n        newMarketers\n        newFoodPacks\n        revenueKobo\n      }\n    }\n  }\n": typeof types.DashboardMetricsDocument,
    "\n  query AdminActivity($filter: AdminActivityFilter, $page: Int, $pageSize: Int) {\n    adminActivity(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        before\n        after\n        reason\n        createdAt\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminActivityDocument,
    "\n  query ActivityFilterOptions {\n    auditActions\n    adminUsers(search: \"Admin\", pageSize: 100) {\n      items {\n        id\n        fullName\n        roles\n      }\n    }\n  }\n": typeof types.ActivityFilterOptionsDocument,
    "\n  fragment AdminFoodPackFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    available\n    inventory\n    items {\n      id\n      text\n    }\n  }\n": typeof types.AdminFoodPackFieldsFragmentDoc,
    "\n  query AdminFoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int, $sort: FoodPackSort) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      items {\n        ...AdminFoodPackFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminFoodPacksDocument,
    "\n  query PreviewFoodPackPriceAdjustment($percentage: Float!) {\n    previewFoodPackPriceAdjustment(percentage: $percentage) {\n      id\n      name\n      oldPriceKobo\n      newPriceKobo\n      oldOriginalPriceKobo\n      newOriginalPriceKobo\n    }\n  }\n": typeof types.PreviewFoodPackPriceAdjustmentDocument,
    "\n  mutation CreateFoodPack($input: CreateFoodPackInput!) {\n    createFoodPack(input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.CreateFoodPackDocument,
    "\n  mutation UpdateFoodPack($id: ID!, $input: UpdateFoodPackInput!) {\n    updateFoodPack(id: $id, input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.UpdateFoodPackDocument,
    "\n  mutation DeleteFoodPack($id: ID!) {\n    deleteFoodPack(id: $id) {\n      __typename\n      ... on DeletedFoodPack {\n        id\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.DeleteFoodPackDocument,
    "\n  mutation SetFoodPackAvailable($id: ID!, $available: Boolean!) {\n    setFoodPackAvailable(id: $id, available: $available) {\n      __typename\n      ... on FoodPack {\n        id\n        available\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetFoodPackAvailableDocument,
    "\n  mutation SetFoodPackFeatured($id: ID!, $featured: Boolean!) {\n    setFoodPackFeatured(id: $id, featured: $featured) {\n      __typename\n      ... on FoodPack {\n        id\n        featured\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetFoodPackFeaturedDocument,
    "\n  mutation AdjustFoodPackPrices($percentage: Float!) {\n    adjustFoodPackPrices(percentage: $percentage) {\n      __typename\n      ... on AdjustedFoodPackPrices {\n        percentage\n        changedCount\n        items {\n          ...AdminFoodPackFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.AdjustFoodPackPricesDocument,
    "\n  fragment MarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    address\n    city\n    state\n    postalCode\n    country\n    website\n    socialMediaHandle\n    commissionRate\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n    rateHistory {\n      rate\n      changedAt\n      changedByName\n    }\n  }\n": typeof types.MarketerFieldsFragmentDoc,
    "\n  query Marketers($search: String, $page: Int, $pageSize: Int) {\n    marketers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.MarketersDocument,
    "\n  query MarketerCustomers($id: ID!, $search: String, $page: Int, $pageSize: Int) {\n    marketerCustomers(id: $id, search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.MarketerCustomersDocument,
    "\n  mutation CreateMarketer($input: CreateMarketerInput!) {\n    createMarketer(input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.CreateMarketerDocument,
    "\n  mutation UpdateMarketer($id: ID!, $input: UpdateMarketerInput!) {\n    updateMarketer(id: $id, input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.UpdateMarketerDocument,
    "\n  mutation SetMarketerCommissionRate($id: ID!, $rate: Float!) {\n    setMarketerCommissionRate(id: $id, rate: $rate) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetMarketerCommissionRateDocument,
    "\n  mutation SetMarketerStatus($id: ID!, $status: MarketerStatus!) {\n    setMarketerStatus(id: $id, status: $status) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetMarketerStatusDocument,
    "\n  fragment MarketerApplicationFields on MarketerApplication {\n    id\n    userId\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n": typeof types.MarketerApplicationFieldsFragmentDoc,
    "\n  query MarketerApplications($status: MarketerApplicationStatus, $page: Int, $pageSize: Int) {\n    marketerApplications(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerApplicationFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.MarketerApplicationsDocument,
    "\n  query PendingApplicationCount {\n    marketerApplications(status: Pending, page: 1, pageSize: 1) {\n      totalCount\n    }\n  }\n": typeof types.PendingApplicationCountDocument,
    "\n  mutation DecideMarketerApplication($id: ID!, $approve: Boolean!, $reason: String) {\n    decideMarketerApplication(id: $id, approve: $approve, reason: $reason) {\n      __typename\n      ... on MarketerApplication {\n        ...MarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.DecideMarketerApplicationDocument,
    "\n  query MarketerCommissions($id: ID!) {\n    marketerCommissions(id: $id) {\n      pendingKobo\n      approvedKobo\n      paidKobo\n    }\n  }\n": typeof types.MarketerCommissionsDocument,
    "\n  mutation RecordCommissionPayout($marketerId: ID!, $amountKobo: SafeInt!, $reference: String!, $note: String) {\n    recordCommissionPayout(marketerId: $marketerId, amountKobo: $amountKobo, reference: $reference, note: $note) {\n      __typename\n      ... on CommissionPayout {\n        id\n        marketerId\n        amountKobo\n        reference\n        note\n        entryCount\n        createdAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.RecordCommissionPayoutDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    address\n    roles\n    status\n    registeredAt\n    hasPlanUnderWay\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int, $pageSize: Int) {\n    adminUsers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query UsersWithoutPlans($search: String, $page: Int, $pageSize: Int) {\n    usersWithoutPlans(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.UsersWithoutPlansDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation SetUserStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetUserStatusDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      __typename\n      ... on DeletedUser {\n        id\n        outcome\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.DeleteUserDocument,
};
const documents: Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.ErrorResultFieldsFragmentDoc,
    "\n  query DashboardMetrics {\n    dashboardMetrics {\n      totalUsers\n      activeMarketers\n      foodPacks\n      revenueKobo\n      trend {\n        weekStart\n        newUsers\n        newMarketers\n        newFoodPacks\n        revenueKobo\n      }\n    }\n  }\n": types.DashboardMetricsDocument,
    "\n  query AdminActivity($filter: AdminActivityFilter, $page: Int, $pageSize: Int) {\n    adminActivity(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        before\n        after\n        reason\n        createdAt\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.AdminActivityDocument,
    "\n  query ActivityFilterOptions {\n    auditActions\n    adminUsers(search: \"Admin\", pageSize: 100) {\n      items {\n        id\n        fullName\n        roles\n      }\n    }\n  }\n": types.ActivityFilterOptionsDocument,
    "\n  fragment AdminFoodPackFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    available\n    inventory\n    items {\n      id\n      text\n    }\n  }\n": types.AdminFoodPackFieldsFragmentDoc,
    "\n  query AdminFoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int, $sort: FoodPackSort) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      items {\n        ...AdminFoodPackFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.AdminFoodPacksDocument,
    "\n  query PreviewFoodPackPriceAdjustment($percentage: Float!) {\n    previewFoodPackPriceAdjustment(percentage: $percentage) {\n      id\n      name\n      oldPriceKobo\n      newPriceKobo\n      oldOriginalPriceKobo\n      newOriginalPriceKobo\n    }\n  }\n": types.PreviewFoodPackPriceAdjustmentDocument,
    "\n  mutation CreateFoodPack($input: CreateFoodPackInput!) {\n    createFoodPack(input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.CreateFoodPackDocument,
    "\n  mutation UpdateFoodPack($id: ID!, $input: UpdateFoodPackInput!) {\n    updateFoodPack(id: $id, input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.UpdateFoodPackDocument,
    "\n  mutation DeleteFoodPack($id: ID!) {\n    deleteFoodPack(id: $id) {\n      __typename\n      ... on DeletedFoodPack {\n        id\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.DeleteFoodPackDocument,
    "\n  mutation SetFoodPackAvailable($id: ID!, $available: Boolean!) {\n    setFoodPackAvailable(id: $id, available: $available) {\n      __typename\n      ... on FoodPack {\n        id\n        available\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetFoodPackAvailableDocument,
    "\n  mutation SetFoodPackFeatured($id: ID!, $featured: Boolean!) {\n    setFoodPackFeatured(id: $id, featured: $featured) {\n      __typename\n      ... on FoodPack {\n        id\n        featured\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetFoodPackFeaturedDocument,
    "\n  mutation AdjustFoodPackPrices($percentage: Float!) {\n    adjustFoodPackPrices(percentage: $percentage) {\n      __typename\n      ... on AdjustedFoodPackPrices {\n        percentage\n        changedCount\n        items {\n          ...AdminFoodPackFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.AdjustFoodPackPricesDocument,
    "\n  fragment MarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    address\n    city\n    state\n    postalCode\n    country\n    website\n    socialMediaHandle\n    commissionRate\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n    rateHistory {\n      rate\n      changedAt\n      changedByName\n    }\n  }\n": types.MarketerFieldsFragmentDoc,
    "\n  query Marketers($search: String, $page: Int, $pageSize: Int) {\n    marketers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.MarketersDocument,
    "\n  query MarketerCustomers($id: ID!, $search: String, $page: Int, $pageSize: Int) {\n    marketerCustomers(id: $id, search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.MarketerCustomersDocument,
    "\n  mutation CreateMarketer($input: CreateMarketerInput!) {\n    createMarketer(input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.CreateMarketerDocument,
    "\n  mutation UpdateMarketer($id: ID!, $input: UpdateMarketerInput!) {\n    updateMarketer(id: $id, input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.UpdateMarketerDocument,
    "\n  mutation SetMarketerCommissionRate($id: ID!, $rate: Float!) {\n    setMarketerCommissionRate(id: $id, rate: $rate) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetMarketerCommissionRateDocument,
    "\n  mutation SetMarketerStatus($id: ID!, $status: MarketerStatus!) {\n    setMarketerStatus(id: $id, status: $status) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetMarketerStatusDocument,
    "\n  fragment MarketerApplicationFields on MarketerApplication {\n    id\n    userId\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n": types.MarketerApplicationFieldsFragmentDoc,
    "\n  query MarketerApplications($status: MarketerApplicationStatus, $page: Int, $pageSize: Int) {\n    marketerApplications(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerApplicationFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.MarketerApplicationsDocument,
    "\n  query PendingApplicationCount {\n    marketerApplications(status: Pending, page: 1, pageSize: 1) {\n      totalCount\n    }\n  }\n": types.PendingApplicationCountDocument,
    "\n  mutation DecideMarketerApplication($id: ID!, $approve: Boolean!, $reason: String) {\n    decideMarketerApplication(id: $id, approve: $approve, reason: $reason) {\n      __typename\n      ... on MarketerApplication {\n        ...MarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.DecideMarketerApplicationDocument,
    "\n  query MarketerCommissions($id: ID!) {\n    marketerCommissions(id: $id) {\n      pendingKobo\n      approvedKobo\n      paidKobo\n    }\n  }\n": types.MarketerCommissionsDocument,
    "\n  mutation RecordCommissionPayout($marketerId: ID!, $amountKobo: SafeInt!, $reference: String!, $note: String) {\n    recordCommissionPayout(marketerId: $marketerId, amountKobo: $amountKobo, reference: $reference, note: $note) {\n      __typename\n      ... on CommissionPayout {\n        id\n        marketerId\n        amountKobo\n        reference\n        note\n        entryCount\n        createdAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.RecordCommissionPayoutDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    address\n    roles\n    status\n    registeredAt\n    hasPlanUnderWay\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $page: Int, $pageSize: Int) {\n    adminUsers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query UsersWithoutPlans($search: String, $page: Int, $pageSize: Int) {\n    usersWithoutPlans(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.UsersWithoutPlansDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation SetUserStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetUserStatusDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      __typename\n      ... on DeletedUser {\n        id\n        outcome\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.DeleteUserDocument,
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
export function graphql(source: "\n  query DashboardMetrics {\n    dashboardMetrics {\n      totalUsers\n      activeMarketers\n      foodPacks\n      revenueKobo\n      trend {\n        weekStart\n        newUsers\n        newMarketers\n        newFoodPacks\n        revenueKobo\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardMetrics {\n    dashboardMetrics {\n      totalUsers\n      activeMarketers\n      foodPacks\n      revenueKobo\n      trend {\n        weekStart\n        newUsers\n        newMarketers\n        newFoodPacks\n        revenueKobo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminActivity($filter: AdminActivityFilter, $page: Int, $pageSize: Int) {\n    adminActivity(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        before\n        after\n        reason\n        createdAt\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminActivity($filter: AdminActivityFilter, $page: Int, $pageSize: Int) {\n    adminActivity(filter: $filter, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        actorId\n        actorName\n        action\n        targetType\n        targetId\n        before\n        after\n        reason\n        createdAt\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityFilterOptions {\n    auditActions\n    adminUsers(search: \"Admin\", pageSize: 100) {\n      items {\n        id\n        fullName\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActivityFilterOptions {\n    auditActions\n    adminUsers(search: \"Admin\", pageSize: 100) {\n      items {\n        id\n        fullName\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFoodPackFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    available\n    inventory\n    items {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment AdminFoodPackFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    available\n    inventory\n    items {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int, $sort: FoodPackSort) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      items {\n        ...AdminFoodPackFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminFoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int, $sort: FoodPackSort) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize, sort: $sort) {\n      items {\n        ...AdminFoodPackFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewFoodPackPriceAdjustment($percentage: Float!) {\n    previewFoodPackPriceAdjustment(percentage: $percentage) {\n      id\n      name\n      oldPriceKobo\n      newPriceKobo\n      oldOriginalPriceKobo\n      newOriginalPriceKobo\n    }\n  }\n"): (typeof documents)["\n  query PreviewFoodPackPriceAdjustment($percentage: Float!) {\n    previewFoodPackPriceAdjustment(percentage: $percentage) {\n      id\n      name\n      oldPriceKobo\n      newPriceKobo\n      oldOriginalPriceKobo\n      newOriginalPriceKobo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFoodPack($input: CreateFoodPackInput!) {\n    createFoodPack(input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFoodPack($input: CreateFoodPackInput!) {\n    createFoodPack(input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFoodPack($id: ID!, $input: UpdateFoodPackInput!) {\n    updateFoodPack(id: $id, input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFoodPack($id: ID!, $input: UpdateFoodPackInput!) {\n    updateFoodPack(id: $id, input: $input) {\n      __typename\n      ... on FoodPack {\n        ...AdminFoodPackFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFoodPack($id: ID!) {\n    deleteFoodPack(id: $id) {\n      __typename\n      ... on DeletedFoodPack {\n        id\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFoodPack($id: ID!) {\n    deleteFoodPack(id: $id) {\n      __typename\n      ... on DeletedFoodPack {\n        id\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFoodPackAvailable($id: ID!, $available: Boolean!) {\n    setFoodPackAvailable(id: $id, available: $available) {\n      __typename\n      ... on FoodPack {\n        id\n        available\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetFoodPackAvailable($id: ID!, $available: Boolean!) {\n    setFoodPackAvailable(id: $id, available: $available) {\n      __typename\n      ... on FoodPack {\n        id\n        available\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFoodPackFeatured($id: ID!, $featured: Boolean!) {\n    setFoodPackFeatured(id: $id, featured: $featured) {\n      __typename\n      ... on FoodPack {\n        id\n        featured\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetFoodPackFeatured($id: ID!, $featured: Boolean!) {\n    setFoodPackFeatured(id: $id, featured: $featured) {\n      __typename\n      ... on FoodPack {\n        id\n        featured\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustFoodPackPrices($percentage: Float!) {\n    adjustFoodPackPrices(percentage: $percentage) {\n      __typename\n      ... on AdjustedFoodPackPrices {\n        percentage\n        changedCount\n        items {\n          ...AdminFoodPackFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustFoodPackPrices($percentage: Float!) {\n    adjustFoodPackPrices(percentage: $percentage) {\n      __typename\n      ... on AdjustedFoodPackPrices {\n        percentage\n        changedCount\n        items {\n          ...AdminFoodPackFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    address\n    city\n    state\n    postalCode\n    country\n    website\n    socialMediaHandle\n    commissionRate\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n    rateHistory {\n      rate\n      changedAt\n      changedByName\n    }\n  }\n"): (typeof documents)["\n  fragment MarketerFields on Marketer {\n    id\n    firstName\n    lastName\n    name\n    email\n    phoneNumber\n    companyName\n    address\n    city\n    state\n    postalCode\n    country\n    website\n    socialMediaHandle\n    commissionRate\n    status\n    referralCode\n    referralLink\n    totalCustomers\n    registeredAt\n    rateHistory {\n      rate\n      changedAt\n      changedByName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Marketers($search: String, $page: Int, $pageSize: Int) {\n    marketers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query Marketers($search: String, $page: Int, $pageSize: Int) {\n    marketers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketerCustomers($id: ID!, $search: String, $page: Int, $pageSize: Int) {\n    marketerCustomers(id: $id, search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query MarketerCustomers($id: ID!, $search: String, $page: Int, $pageSize: Int) {\n    marketerCustomers(id: $id, search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        name\n        email\n        phoneNumber\n        dateJoined\n        referralStatus\n        hasActivePlan\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMarketer($input: CreateMarketerInput!) {\n    createMarketer(input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMarketer($input: CreateMarketerInput!) {\n    createMarketer(input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMarketer($id: ID!, $input: UpdateMarketerInput!) {\n    updateMarketer(id: $id, input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMarketer($id: ID!, $input: UpdateMarketerInput!) {\n    updateMarketer(id: $id, input: $input) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMarketerCommissionRate($id: ID!, $rate: Float!) {\n    setMarketerCommissionRate(id: $id, rate: $rate) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMarketerCommissionRate($id: ID!, $rate: Float!) {\n    setMarketerCommissionRate(id: $id, rate: $rate) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMarketerStatus($id: ID!, $status: MarketerStatus!) {\n    setMarketerStatus(id: $id, status: $status) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMarketerStatus($id: ID!, $status: MarketerStatus!) {\n    setMarketerStatus(id: $id, status: $status) {\n      __typename\n      ... on Marketer {\n        ...MarketerFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketerApplicationFields on MarketerApplication {\n    id\n    userId\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n"): (typeof documents)["\n  fragment MarketerApplicationFields on MarketerApplication {\n    id\n    userId\n    name\n    email\n    phoneNumber\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketerApplications($status: MarketerApplicationStatus, $page: Int, $pageSize: Int) {\n    marketerApplications(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerApplicationFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query MarketerApplications($status: MarketerApplicationStatus, $page: Int, $pageSize: Int) {\n    marketerApplications(status: $status, page: $page, pageSize: $pageSize) {\n      items {\n        ...MarketerApplicationFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingApplicationCount {\n    marketerApplications(status: Pending, page: 1, pageSize: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query PendingApplicationCount {\n    marketerApplications(status: Pending, page: 1, pageSize: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideMarketerApplication($id: ID!, $approve: Boolean!, $reason: String) {\n    decideMarketerApplication(id: $id, approve: $approve, reason: $reason) {\n      __typename\n      ... on MarketerApplication {\n        ...MarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideMarketerApplication($id: ID!, $approve: Boolean!, $reason: String) {\n    decideMarketerApplication(id: $id, approve: $approve, reason: $reason) {\n      __typename\n      ... on MarketerApplication {\n        ...MarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketerCommissions($id: ID!) {\n    marketerCommissions(id: $id) {\n      pendingKobo\n      approvedKobo\n      paidKobo\n    }\n  }\n"): (typeof documents)["\n  query MarketerCommissions($id: ID!) {\n    marketerCommissions(id: $id) {\n      pendingKobo\n      approvedKobo\n      paidKobo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCommissionPayout($marketerId: ID!, $amountKobo: SafeInt!, $reference: String!, $note: String) {\n    recordCommissionPayout(marketerId: $marketerId, amountKobo: $amountKobo, reference: $reference, note: $note) {\n      __typename\n      ... on CommissionPayout {\n        id\n        marketerId\n        amountKobo\n        reference\n        note\n        entryCount\n        createdAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCommissionPayout($marketerId: ID!, $amountKobo: SafeInt!, $reference: String!, $note: String) {\n    recordCommissionPayout(marketerId: $marketerId, amountKobo: $amountKobo, reference: $reference, note: $note) {\n      __typename\n      ... on CommissionPayout {\n        id\n        marketerId\n        amountKobo\n        reference\n        note\n        entryCount\n        createdAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    address\n    roles\n    status\n    registeredAt\n    hasPlanUnderWay\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    phoneNumber\n    address\n    roles\n    status\n    registeredAt\n    hasPlanUnderWay\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $page: Int, $pageSize: Int) {\n    adminUsers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $page: Int, $pageSize: Int) {\n    adminUsers(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersWithoutPlans($search: String, $page: Int, $pageSize: Int) {\n    usersWithoutPlans(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query UsersWithoutPlans($search: String, $page: Int, $pageSize: Int) {\n    usersWithoutPlans(search: $search, page: $page, pageSize: $pageSize) {\n      items {\n        ...AdminUserFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserStatus($id: ID!, $status: UserStatus!) {\n    setUserStatus(id: $id, status: $status) {\n      __typename\n      ... on AdminUser {\n        ...AdminUserFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      __typename\n      ... on DeletedUser {\n        id\n        outcome\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      __typename\n      ... on DeletedUser {\n        id\n        outcome\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;