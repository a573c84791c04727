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
    "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n          marketerActive\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  fragment FoodPackCardFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    items {\n      id\n      text\n    }\n  }\n": typeof types.FoodPackCardFieldsFragmentDoc,
    "\n  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...FoodPackCardFields\n      }\n    }\n  }\n": typeof types.FoodPacksDocument,
    "\n  query FeaturedFoodPacks {\n    featuredFoodPacks {\n      id\n      name\n      description\n      imageUrl\n      priceKobo\n      dailyRateKobo\n      durationMonths\n    }\n  }\n": typeof types.FeaturedFoodPacksDocument,
    "\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      firstName\n      packName\n      amountKobo\n      dueDate\n    }\n  }\n": typeof types.PayLinkDocument,
    "\n  mutation PayWithLink($token: String!) {\n    payWithLink(token: $token) {\n      __typename\n      ... on PayLinkCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.PayWithLinkDocument,
    "\n  mutation ConfirmPayLink($token: String!, $reference: String!) {\n    confirmPayLink(token: $token, reference: $reference) {\n      __typename\n      ... on PayLink {\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ConfirmPayLinkDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n      emailReminders\n      smsReminders\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  mutation SetReminderChannels($email: Boolean!, $sms: Boolean!) {\n    setReminderChannels(email: $email, sms: $sms) {\n      __typename\n      ... on User {\n        id\n        emailReminders\n        smsReminders\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetReminderChannelsDocument,
    "\n  fragment MyMarketerApplicationFields on MarketerApplication {\n    id\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n": typeof types.MyMarketerApplicationFieldsFragmentDoc,
    "\n  query MyMarketerApplication {\n    myMarketerApplication {\n      ...MyMarketerApplicationFields\n    }\n  }\n": typeof types.MyMarketerApplicationDocument,
    "\n  mutation ApplyToBecomeMarketer($input: MarketerApplicationInput!) {\n    applyToBecomeMarketer(input: $input) {\n      __typename\n      ... on MarketerApplication {\n        ...MyMarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ApplyToBecomeMarketerDocument,
    "\n  fragment SavingsPlanFields on SavingsPlan {\n    id\n    foodPackId\n    foodPackName\n    totalAmountKobo\n    instalmentAmountKobo\n    amountPaidKobo\n    remainingKobo\n    progressPercent\n    frequency\n    durationMonths\n    instalmentCount\n    startDate\n    endDate\n    paymentPreference\n    remindersEnabled\n    status\n    fulfilment {\n      method\n      address\n      landmark\n      area\n      expectedFrom\n      expectedTo\n      promisedDate\n      status\n    }\n    schedules {\n      id\n      sequence\n      dueDate\n      amountKobo\n      status\n      paidAt\n      fineKobo\n      kind\n    }\n    finesKobo\n    fines {\n      id\n      monthIndex\n      fineDate\n      amountKobo\n      waived\n    }\n    fineWarning {\n      windowEnd\n      fineDate\n      payBy\n      fineKobo\n      amountToAvoidKobo\n      daysLeft\n    }\n    payments {\n      id\n      reference\n      amountKobo\n      appliedKobo\n      overpaymentKobo\n      currency\n      channel\n      scheduleId\n      paidAt\n      createdAt\n    }\n    nextDue {\n      scheduleId\n      sequence\n      dueDate\n      amountDueKobo\n      status\n    }\n    overdue {\n      scheduleId\n      count\n      amountDueKobo\n    }\n    lastPaymentAt\n    createdAt\n    completedAt\n  }\n": typeof types.SavingsPlanFieldsFragmentDoc,
    "\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    reference\n    accessCode\n    authorizationUrl\n    amountKobo\n    scheduleId\n    plan {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n    }\n  }\n": typeof types.PaymentCheckoutFieldsFragmentDoc,
    "\n  query MySavingsPlans($page: Int) {\n    mySavingsPlans(page: $page, pageSize: 6) {\n      items {\n        ...SavingsPlanFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.MySavingsPlansDocument,
    "\n  query MyPaymentMethod {\n    myPaymentMethod {\n      id\n      provider\n      type\n      cardType\n      bank\n      lastFourDigits\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n": typeof types.MyPaymentMethodDocument,
    "\n  query PaymentsConfig {\n    paymentsConfig {\n      provider\n      publicKey\n      useStandIn\n      currency\n    }\n  }\n": typeof types.PaymentsConfigDocument,
    "\n  mutation StartSavingsPlan($input: StartSavingsPlanInput!) {\n    startSavingsPlan(input: $input) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.StartSavingsPlanDocument,
    "\n  mutation PayNextInstalment($planId: ID!) {\n    payNextInstalment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.PayNextInstalmentDocument,
    "\n  mutation PayAllOverdue($planId: ID!) {\n    payAllOverdue(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.PayAllOverdueDocument,
    "\n  query MyPendingPlans {\n    myPendingPlans {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n      frequency\n      instalmentCount\n      createdAt\n      nextDue {\n        scheduleId\n        amountDueKobo\n      }\n    }\n  }\n": typeof types.MyPendingPlansDocument,
    "\n  mutation ResumePlanPayment($planId: ID!) {\n    resumePlanPayment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ResumePlanPaymentDocument,
    "\n  mutation CancelPendingPlan($planId: ID!) {\n    cancelPendingPlan(planId: $planId) {\n      __typename\n      ... on SavingsPlan {\n        id\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.CancelPendingPlanDocument,
    "\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      __typename\n      ... on PaymentConfirmation {\n        reference\n        alreadyCredited\n        payment {\n          id\n          amountKobo\n          appliedKobo\n        }\n        plan {\n          ...SavingsPlanFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation SetPlanReminders($planId: ID!, $enabled: Boolean!) {\n    setPlanReminders(planId: $planId, enabled: $enabled) {\n      __typename\n      ... on SavingsPlan {\n        id\n        remindersEnabled\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetPlanRemindersDocument,
    "\n  mutation SetPaymentPreference($planId: ID!, $preference: PaymentPreference!) {\n    setPaymentPreference(planId: $planId, preference: $preference) {\n      __typename\n      ... on SavingsPlan {\n        id\n        paymentPreference\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": typeof types.SetPaymentPreferenceDocument,
};
const documents: Documents = {
    "\n  fragment ErrorResultFields on ErrorResult {\n    errorCode\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.ErrorResultFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n          marketerActive\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  fragment FoodPackCardFields on FoodPack {\n    id\n    name\n    description\n    imageUrl\n    priceKobo\n    originalPriceKobo\n    dailyRateKobo\n    durationMonths\n    category\n    featured\n    items {\n      id\n      text\n    }\n  }\n": types.FoodPackCardFieldsFragmentDoc,
    "\n  query FoodPacks($filter: FoodPackFilter, $page: Int, $pageSize: Int) {\n    foodPacks(filter: $filter, page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...FoodPackCardFields\n      }\n    }\n  }\n": types.FoodPacksDocument,
    "\n  query FeaturedFoodPacks {\n    featuredFoodPacks {\n      id\n      name\n      description\n      imageUrl\n      priceKobo\n      dailyRateKobo\n      durationMonths\n    }\n  }\n": types.FeaturedFoodPacksDocument,
    "\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      firstName\n      packName\n      amountKobo\n      dueDate\n    }\n  }\n": types.PayLinkDocument,
    "\n  mutation PayWithLink($token: String!) {\n    payWithLink(token: $token) {\n      __typename\n      ... on PayLinkCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.PayWithLinkDocument,
    "\n  mutation ConfirmPayLink($token: String!, $reference: String!) {\n    confirmPayLink(token: $token, reference: $reference) {\n      __typename\n      ... on PayLink {\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ConfirmPayLinkDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n      emailReminders\n      smsReminders\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  mutation SetReminderChannels($email: Boolean!, $sms: Boolean!) {\n    setReminderChannels(email: $email, sms: $sms) {\n      __typename\n      ... on User {\n        id\n        emailReminders\n        smsReminders\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetReminderChannelsDocument,
    "\n  fragment MyMarketerApplicationFields on MarketerApplication {\n    id\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n": types.MyMarketerApplicationFieldsFragmentDoc,
    "\n  query MyMarketerApplication {\n    myMarketerApplication {\n      ...MyMarketerApplicationFields\n    }\n  }\n": types.MyMarketerApplicationDocument,
    "\n  mutation ApplyToBecomeMarketer($input: MarketerApplicationInput!) {\n    applyToBecomeMarketer(input: $input) {\n      __typename\n      ... on MarketerApplication {\n        ...MyMarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ApplyToBecomeMarketerDocument,
    "\n  fragment SavingsPlanFields on SavingsPlan {\n    id\n    foodPackId\n    foodPackName\n    totalAmountKobo\n    instalmentAmountKobo\n    amountPaidKobo\n    remainingKobo\n    progressPercent\n    frequency\n    durationMonths\n    instalmentCount\n    startDate\n    endDate\n    paymentPreference\n    remindersEnabled\n    status\n    fulfilment {\n      method\n      address\n      landmark\n      area\n      expectedFrom\n      expectedTo\n      promisedDate\n      status\n    }\n    schedules {\n      id\n      sequence\n      dueDate\n      amountKobo\n      status\n      paidAt\n      fineKobo\n      kind\n    }\n    finesKobo\n    fines {\n      id\n      monthIndex\n      fineDate\n      amountKobo\n      waived\n    }\n    fineWarning {\n      windowEnd\n      fineDate\n      payBy\n      fineKobo\n      amountToAvoidKobo\n      daysLeft\n    }\n    payments {\n      id\n      reference\n      amountKobo\n      appliedKobo\n      overpaymentKobo\n      currency\n      channel\n      scheduleId\n      paidAt\n      createdAt\n    }\n    nextDue {\n      scheduleId\n      sequence\n      dueDate\n      amountDueKobo\n      status\n    }\n    overdue {\n      scheduleId\n      count\n      amountDueKobo\n    }\n    lastPaymentAt\n    createdAt\n    completedAt\n  }\n": types.SavingsPlanFieldsFragmentDoc,
    "\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    reference\n    accessCode\n    authorizationUrl\n    amountKobo\n    scheduleId\n    plan {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n    }\n  }\n": types.PaymentCheckoutFieldsFragmentDoc,
    "\n  query MySavingsPlans($page: Int) {\n    mySavingsPlans(page: $page, pageSize: 6) {\n      items {\n        ...SavingsPlanFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.MySavingsPlansDocument,
    "\n  query MyPaymentMethod {\n    myPaymentMethod {\n      id\n      provider\n      type\n      cardType\n      bank\n      lastFourDigits\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n": types.MyPaymentMethodDocument,
    "\n  query PaymentsConfig {\n    paymentsConfig {\n      provider\n      publicKey\n      useStandIn\n      currency\n    }\n  }\n": types.PaymentsConfigDocument,
    "\n  mutation StartSavingsPlan($input: StartSavingsPlanInput!) {\n    startSavingsPlan(input: $input) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.StartSavingsPlanDocument,
    "\n  mutation PayNextInstalment($planId: ID!) {\n    payNextInstalment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.PayNextInstalmentDocument,
    "\n  mutation PayAllOverdue($planId: ID!) {\n    payAllOverdue(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.PayAllOverdueDocument,
    "\n  query MyPendingPlans {\n    myPendingPlans {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n      frequency\n      instalmentCount\n      createdAt\n      nextDue {\n        scheduleId\n        amountDueKobo\n      }\n    }\n  }\n": types.MyPendingPlansDocument,
    "\n  mutation ResumePlanPayment($planId: ID!) {\n    resumePlanPayment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ResumePlanPaymentDocument,
    "\n  mutation CancelPendingPlan($planId: ID!) {\n    cancelPendingPlan(planId: $planId) {\n      __typename\n      ... on SavingsPlan {\n        id\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.CancelPendingPlanDocument,
    "\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      __typename\n      ... on PaymentConfirmation {\n        reference\n        alreadyCredited\n        payment {\n          id\n          amountKobo\n          appliedKobo\n        }\n        plan {\n          ...SavingsPlanFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation SetPlanReminders($planId: ID!, $enabled: Boolean!) {\n    setPlanReminders(planId: $planId, enabled: $enabled) {\n      __typename\n      ... on SavingsPlan {\n        id\n        remindersEnabled\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetPlanRemindersDocument,
    "\n  mutation SetPaymentPreference($planId: ID!, $preference: PaymentPreference!) {\n    setPaymentPreference(planId: $planId, preference: $preference) {\n      __typename\n      ... on SavingsPlan {\n        id\n        paymentPreference\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n": types.SetPaymentPreferenceDocument,
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
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    firstName\n    lastName\n    email\n    phoneNumber\n    address\n    roles\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n          marketerActive\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n          marketerActive\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        expiresAt\n        user {\n          ...SessionUserFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ok\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      ok\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      __typename\n      ... on Ack {\n        ok\n        message\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      firstName\n      packName\n      amountKobo\n      dueDate\n    }\n  }\n"): (typeof documents)["\n  query PayLink($token: String!) {\n    payLink(token: $token) {\n      status\n      firstName\n      packName\n      amountKobo\n      dueDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayWithLink($token: String!) {\n    payWithLink(token: $token) {\n      __typename\n      ... on PayLinkCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayWithLink($token: String!) {\n    payWithLink(token: $token) {\n      __typename\n      ... on PayLinkCheckout {\n        reference\n        accessCode\n        authorizationUrl\n        amountKobo\n        publicKey\n        useStandIn\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayLink($token: String!, $reference: String!) {\n    confirmPayLink(token: $token, reference: $reference) {\n      __typename\n      ... on PayLink {\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayLink($token: String!, $reference: String!) {\n    confirmPayLink(token: $token, reference: $reference) {\n      __typename\n      ... on PayLink {\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n      emailReminders\n      smsReminders\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n      registeredAt\n      emailReminders\n      smsReminders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($input: UpdateMyProfileInput!) {\n    updateMyProfile(input: $input) {\n      __typename\n      ... on User {\n        ...SessionUserFields\n        registeredAt\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReminderChannels($email: Boolean!, $sms: Boolean!) {\n    setReminderChannels(email: $email, sms: $sms) {\n      __typename\n      ... on User {\n        id\n        emailReminders\n        smsReminders\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetReminderChannels($email: Boolean!, $sms: Boolean!) {\n    setReminderChannels(email: $email, sms: $sms) {\n      __typename\n      ... on User {\n        id\n        emailReminders\n        smsReminders\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyMarketerApplicationFields on MarketerApplication {\n    id\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n"): (typeof documents)["\n  fragment MyMarketerApplicationFields on MarketerApplication {\n    id\n    companyName\n    status\n    createdAt\n    decidedAt\n    decisionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarketerApplication {\n    myMarketerApplication {\n      ...MyMarketerApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyMarketerApplication {\n    myMarketerApplication {\n      ...MyMarketerApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyToBecomeMarketer($input: MarketerApplicationInput!) {\n    applyToBecomeMarketer(input: $input) {\n      __typename\n      ... on MarketerApplication {\n        ...MyMarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyToBecomeMarketer($input: MarketerApplicationInput!) {\n    applyToBecomeMarketer(input: $input) {\n      __typename\n      ... on MarketerApplication {\n        ...MyMarketerApplicationFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavingsPlanFields on SavingsPlan {\n    id\n    foodPackId\n    foodPackName\n    totalAmountKobo\n    instalmentAmountKobo\n    amountPaidKobo\n    remainingKobo\n    progressPercent\n    frequency\n    durationMonths\n    instalmentCount\n    startDate\n    endDate\n    paymentPreference\n    remindersEnabled\n    status\n    fulfilment {\n      method\n      address\n      landmark\n      area\n      expectedFrom\n      expectedTo\n      promisedDate\n      status\n    }\n    schedules {\n      id\n      sequence\n      dueDate\n      amountKobo\n      status\n      paidAt\n      fineKobo\n      kind\n    }\n    finesKobo\n    fines {\n      id\n      monthIndex\n      fineDate\n      amountKobo\n      waived\n    }\n    fineWarning {\n      windowEnd\n      fineDate\n      payBy\n      fineKobo\n      amountToAvoidKobo\n      daysLeft\n    }\n    payments {\n      id\n      reference\n      amountKobo\n      appliedKobo\n      overpaymentKobo\n      currency\n      channel\n      scheduleId\n      paidAt\n      createdAt\n    }\n    nextDue {\n      scheduleId\n      sequence\n      dueDate\n      amountDueKobo\n      status\n    }\n    overdue {\n      scheduleId\n      count\n      amountDueKobo\n    }\n    lastPaymentAt\n    createdAt\n    completedAt\n  }\n"): (typeof documents)["\n  fragment SavingsPlanFields on SavingsPlan {\n    id\n    foodPackId\n    foodPackName\n    totalAmountKobo\n    instalmentAmountKobo\n    amountPaidKobo\n    remainingKobo\n    progressPercent\n    frequency\n    durationMonths\n    instalmentCount\n    startDate\n    endDate\n    paymentPreference\n    remindersEnabled\n    status\n    fulfilment {\n      method\n      address\n      landmark\n      area\n      expectedFrom\n      expectedTo\n      promisedDate\n      status\n    }\n    schedules {\n      id\n      sequence\n      dueDate\n      amountKobo\n      status\n      paidAt\n      fineKobo\n      kind\n    }\n    finesKobo\n    fines {\n      id\n      monthIndex\n      fineDate\n      amountKobo\n      waived\n    }\n    fineWarning {\n      windowEnd\n      fineDate\n      payBy\n      fineKobo\n      amountToAvoidKobo\n      daysLeft\n    }\n    payments {\n      id\n      reference\n      amountKobo\n      appliedKobo\n      overpaymentKobo\n      currency\n      channel\n      scheduleId\n      paidAt\n      createdAt\n    }\n    nextDue {\n      scheduleId\n      sequence\n      dueDate\n      amountDueKobo\n      status\n    }\n    overdue {\n      scheduleId\n      count\n      amountDueKobo\n    }\n    lastPaymentAt\n    createdAt\n    completedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    reference\n    accessCode\n    authorizationUrl\n    amountKobo\n    scheduleId\n    plan {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentCheckoutFields on PaymentCheckout {\n    reference\n    accessCode\n    authorizationUrl\n    amountKobo\n    scheduleId\n    plan {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavingsPlans($page: Int) {\n    mySavingsPlans(page: $page, pageSize: 6) {\n      items {\n        ...SavingsPlanFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query MySavingsPlans($page: Int) {\n    mySavingsPlans(page: $page, pageSize: 6) {\n      items {\n        ...SavingsPlanFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPaymentMethod {\n    myPaymentMethod {\n      id\n      provider\n      type\n      cardType\n      bank\n      lastFourDigits\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n"): (typeof documents)["\n  query MyPaymentMethod {\n    myPaymentMethod {\n      id\n      provider\n      type\n      cardType\n      bank\n      lastFourDigits\n      expMonth\n      expYear\n      isDefault\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsConfig {\n    paymentsConfig {\n      provider\n      publicKey\n      useStandIn\n      currency\n    }\n  }\n"): (typeof documents)["\n  query PaymentsConfig {\n    paymentsConfig {\n      provider\n      publicKey\n      useStandIn\n      currency\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSavingsPlan($input: StartSavingsPlanInput!) {\n    startSavingsPlan(input: $input) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSavingsPlan($input: StartSavingsPlanInput!) {\n    startSavingsPlan(input: $input) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayNextInstalment($planId: ID!) {\n    payNextInstalment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayNextInstalment($planId: ID!) {\n    payNextInstalment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAllOverdue($planId: ID!) {\n    payAllOverdue(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayAllOverdue($planId: ID!) {\n    payAllOverdue(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPendingPlans {\n    myPendingPlans {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n      frequency\n      instalmentCount\n      createdAt\n      nextDue {\n        scheduleId\n        amountDueKobo\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPendingPlans {\n    myPendingPlans {\n      id\n      foodPackId\n      foodPackName\n      totalAmountKobo\n      frequency\n      instalmentCount\n      createdAt\n      nextDue {\n        scheduleId\n        amountDueKobo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumePlanPayment($planId: ID!) {\n    resumePlanPayment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResumePlanPayment($planId: ID!) {\n    resumePlanPayment(planId: $planId) {\n      __typename\n      ... on PaymentCheckout {\n        ...PaymentCheckoutFields\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPendingPlan($planId: ID!) {\n    cancelPendingPlan(planId: $planId) {\n      __typename\n      ... on SavingsPlan {\n        id\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPendingPlan($planId: ID!) {\n    cancelPendingPlan(planId: $planId) {\n      __typename\n      ... on SavingsPlan {\n        id\n        status\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      __typename\n      ... on PaymentConfirmation {\n        reference\n        alreadyCredited\n        payment {\n          id\n          amountKobo\n          appliedKobo\n        }\n        plan {\n          ...SavingsPlanFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($reference: String!) {\n    confirmPayment(reference: $reference) {\n      __typename\n      ... on PaymentConfirmation {\n        reference\n        alreadyCredited\n        payment {\n          id\n          amountKobo\n          appliedKobo\n        }\n        plan {\n          ...SavingsPlanFields\n        }\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPlanReminders($planId: ID!, $enabled: Boolean!) {\n    setPlanReminders(planId: $planId, enabled: $enabled) {\n      __typename\n      ... on SavingsPlan {\n        id\n        remindersEnabled\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPlanReminders($planId: ID!, $enabled: Boolean!) {\n    setPlanReminders(planId: $planId, enabled: $enabled) {\n      __typename\n      ... on SavingsPlan {\n        id\n        remindersEnabled\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPaymentPreference($planId: ID!, $preference: PaymentPreference!) {\n    setPaymentPreference(planId: $planId, preference: $preference) {\n      __typename\n      ... on SavingsPlan {\n        id\n        paymentPreference\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPaymentPreference($planId: ID!, $preference: PaymentPreference!) {\n    setPaymentPreference(planId: $planId, preference: $preference) {\n      __typename\n      ... on SavingsPlan {\n        id\n        paymentPreference\n      }\n      ... on ErrorResult {\n        ...ErrorResultFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;