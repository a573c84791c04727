import type { FoodPackInput } from '../../src/modules/food-pack/food-pack.service';
import type { PlanCheckout } from '../../src/modules/payment/checkout/plan-checkout.service';
import { signUpAs, TINY_PNG, type SignedUp } from './catalogue';
import type { TestSystem } from './test-system';

/** A pack in the catalogue, created by an admin through the service. */
export async function createPack(t: TestSystem, admin: SignedUp, extra: Partial<FoodPackInput> = {}) {
  return t.system.services.foodPacks.create(t.context(admin.actor), {
    name: 'Family Foodstuff Pack',
    description: 'Staples for a family',
    priceKobo: 100_000_00,
    durationMonths: 3,
    imageBase64: TINY_PNG.toString('base64'),
    ...extra,
  });
}

let savers = 0;
/** A new customer with a monthly plan on the pack, awaiting its first payment (pickup, manual). */
export async function saverWithPlan(t: TestSystem, packId: string): Promise<{ u: SignedUp & { email: string }; c: PlanCheckout }> {
  const email = `saver${++savers}@example.ng`;
  const u = { ...(await signUpAs(t, email)), email };
  const c = await t.system.services.checkouts.start(t.context(u.actor), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
  return { u, c };
}

/** The access code at the end of an authorization URL (…/checkout/<code>). */
export function accessCodeOf(authorizationUrl: string): string {
  return authorizationUrl.split('/').pop()!;
}

/** Sends a body to the webhook as Paystack would, signature and all. */
export function postWebhook(t: TestSystem, body: string, signature: string) {
  return t.http.post('/api/paystack/webhook').set('content-type', 'application/json').set('x-paystack-signature', signature).send(body);
}

export const PLAN_FIELDS = /* GraphQL */ `
  id foodPackId foodPackName totalAmountKobo instalmentAmountKobo amountPaidKobo remainingKobo progressPercent
  frequency durationMonths instalmentCount startDate endDate paymentPreference remindersEnabled status
  fulfilment { method address area expectedFrom expectedTo promisedDate status }
  schedules { id sequence dueDate amountKobo status paidAt }
  payments { id reference amountKobo appliedKobo overpaymentKobo currency scheduleId }
  nextDue { scheduleId sequence dueDate amountDueKobo status }
`;
const ERROR = '... on ErrorResult { errorCode message fieldErrors { field message } }';
const CHECKOUT = `__typename ... on PaymentCheckout { reference accessCode authorizationUrl amountKobo scheduleId plan { ${PLAN_FIELDS} } } ${ERROR}`;

export const START_PLAN = `mutation($input: StartSavingsPlanInput!) { startSavingsPlan(input: $input) { ${CHECKOUT} } }`;
export const PAY_NEXT = `mutation($planId: ID!) { payNextInstalment(planId: $planId) { ${CHECKOUT} } }`;
export const CONFIRM = `mutation($reference: String!) { confirmPayment(reference: $reference) {
  __typename ... on PaymentConfirmation { reference alreadyCredited payment { amountKobo overpaymentKobo scheduleId } plan { ${PLAN_FIELDS} } } ${ERROR} } }`;
export const MY_PLANS = `query($page: Int, $pageSize: Int) { mySavingsPlans(page: $page, pageSize: $pageSize) { items { ${PLAN_FIELDS} } totalCount page pageSize } }`;
export const ONE_PLAN = `query($id: ID!) { savingsPlan(id: $id) { ${PLAN_FIELDS} } }`;
export const SET_REMINDERS = `mutation($planId: ID!, $enabled: Boolean!) { setPlanReminders(planId: $planId, enabled: $enabled) { __typename ... on SavingsPlan { id remindersEnabled } ${ERROR} } }`;
export const SET_PREFERENCE = `mutation($planId: ID!, $preference: PaymentPreference!) { setPaymentPreference(planId: $planId, preference: $preference) { __typename ... on SavingsPlan { id paymentPreference } ${ERROR} } }`;
export const MY_CARD = `query { myPaymentMethod { id provider type cardType bank lastFourDigits expMonth expYear isDefault } }`;
export const UPCOMING = `query { myUpcomingPayments { planId foodPackName scheduleId sequence dueDate amountKobo amountDueKobo status } }`;
export const PAYMENTS_CONFIG = `query { paymentsConfig { provider publicKey useStandIn currency } }`;
