import { PaymentMethodRow } from '../../src/modules/payment/payment.entity';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql, LOGIN, ME } from '../support/graphql';
import { accessCodeOf, createPack, MY_CARD, SET_PREFERENCE } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The profile's everyday controls over GraphQL on MariaDB (issue 29): removing a saved card (the
 * owner's own only; automatic plans fall back to reminders), changing the password (the current
 * one checked), and roles and suspensions read at the next request with the token already held.
 */
const REMOVE_CARD = `mutation($id: ID!) { removeMyPaymentMethod(id: $id) { __typename ... on Ack { ok message } ... on ErrorResult { errorCode message } } }`;
const CHANGE_PASSWORD = `mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { __typename ... on Ack { ok message } ... on ErrorResult { errorCode message fieldErrors { field message } } } }`;
const UPDATE_USER = `mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { __typename ... on ErrorResult { errorCode } } }`;
const SET_STATUS = `mutation($id: ID!, $status: UserStatus!) { setUserStatus(id: $id, status: $status) { __typename } }`;
const MARKETER_PROFILE = `query { myMarketerProfile { marketer { status } } }`;

let t: TestSystem;
let admin: SignedUp;
let packId: string;
const m = () => t.system.dataSource.manager;

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  packId = (await createPack(t, admin, { priceKobo: naira(90_000), durationMonths: 3 })).id;
});
afterAll(() => t.stop());

/** A customer whose first instalment was paid by card (kept as reusable) and whose plan is then automatic. */
async function cardHolder(email: string): Promise<{ u: SignedUp; planId: string; cardId: string }> {
  const u = await signUpAs(t, email);
  const c = await t.system.services.checkouts.start(t.context(u.actor), { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } });
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor), c.reference);
  await t.system.services.savingsPlans.setReminders(t.context(u.actor), c.plan.id, false);
  expect((await gql(t.http, SET_PREFERENCE, { planId: c.plan.id, preference: 'automatic' }, u.token)).data!.setPaymentPreference).toMatchObject({ paymentPreference: 'automatic' });
  const card = (await gql(t.http, MY_CARD, {}, u.token)).data!.myPaymentMethod;
  return { u, planId: c.plan.id, cardId: card.id };
}

describe('removing a saved card', () => {
  it("refuses another person's card as not found (for every role), and nobody signed out; the card stays", async () => {
    const owner = await cardHolder('owner@example.ng');
    const other = await signUpAs(t, 'other@example.ng');
    const marketer = await signUpAs(t, 'marketer@example.ng', 'Marketer');
    for (const [who, token] of [
      ['another customer', other.token],
      ['a marketer', marketer.token],
      ['an admin', admin.token],
    ] as const) {
      const res = await gql(t.http, REMOVE_CARD, { id: owner.cardId }, token);
      expect({ who, result: res.data!.removeMyPaymentMethod }).toEqual({ who, result: { __typename: 'ErrorResult', errorCode: 'NOT_FOUND', message: 'This card is not saved on your account' } });
    }
    expect((await gql(t.http, REMOVE_CARD, { id: owner.cardId })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.http, REMOVE_CARD, { id: 'not-a-card' }, owner.u.token)).data!.removeMyPaymentMethod).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect(await m().countBy(PaymentMethodRow, { id: owner.cardId })).toBe(1);
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: owner.planId })).toMatchObject({ paymentPreference: 'automatic' });
  });

  it('lets the owner remove it: their automatic plan falls back to manual payment with reminders on, and automatic cannot be chosen again without a card', async () => {
    const owner = await cardHolder('remover@example.ng');
    const bystander = await cardHolder('bystander@example.ng');
    const res = await gql(t.http, REMOVE_CARD, { id: owner.cardId }, owner.u.token);
    expect(res.data!.removeMyPaymentMethod).toEqual({
      __typename: 'Ack',
      ok: true,
      message: 'Your card has been removed. Your plan on automatic payment is now on manual payment: we will remind you before each instalment with a link to pay.',
    });
    expect((await gql(t.http, MY_CARD, {}, owner.u.token)).data!.myPaymentMethod).toBeNull();
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: owner.planId })).toMatchObject({ paymentPreference: 'manual', remindersEnabled: true });
    const again = await gql(t.http, SET_PREFERENCE, { planId: owner.planId, preference: 'automatic' }, owner.u.token);
    expect(again.data!.setPaymentPreference).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NO_SAVED_CARD' });
    // Removing it twice: nothing left to remove.
    expect((await gql(t.http, REMOVE_CARD, { id: owner.cardId }, owner.u.token)).data!.removeMyPaymentMethod).toMatchObject({ errorCode: 'NOT_FOUND' });
    // Someone else's card and plan are untouched.
    expect(await m().countBy(PaymentMethodRow, { id: bystander.cardId })).toBe(1);
    expect(await m().findOneByOrFail(SavingsPlanRow, { id: bystander.planId })).toMatchObject({ paymentPreference: 'automatic', remindersEnabled: false });
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password naming the field, keeps the old password, and needs a session', async () => {
    const u = await signUpAs(t, 'changer@example.ng');
    const wrong = await gql(t.http, CHANGE_PASSWORD, { input: { currentPassword: 'Wrong#2026', newPassword: 'Brand#New2026' } }, u.token);
    expect(wrong.data!.changeMyPassword).toEqual({
      __typename: 'ErrorResult',
      errorCode: 'WRONG_PASSWORD',
      message: 'Your current password is not correct',
      fieldErrors: [{ field: 'currentPassword', message: 'Your current password is not correct' }],
    });
    expect((await gql(t.http, LOGIN, { input: { email: 'changer@example.ng', password: 'Secret#2026' } })).data!.login.__typename).toBe('AuthPayload');
    const weak = await gql(t.http, CHANGE_PASSWORD, { input: { currentPassword: 'Secret#2026', newPassword: 'Password1!' } }, u.token);
    expect(weak.data!.changeMyPassword).toMatchObject({ errorCode: 'WEAK_PASSWORD', fieldErrors: [{ field: 'newPassword' }] });
    expect((await gql(t.http, CHANGE_PASSWORD, { input: { currentPassword: 'Secret#2026', newPassword: 'Brand#New2026' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const ok = await gql(t.http, CHANGE_PASSWORD, { input: { currentPassword: 'Secret#2026', newPassword: 'Brand#New2026' } }, u.token);
    expect(ok.data!.changeMyPassword).toEqual({ __typename: 'Ack', ok: true, message: 'Your password has been changed' });
    expect((await gql(t.http, LOGIN, { input: { email: 'changer@example.ng', password: 'Brand#New2026' } })).data!.login.__typename).toBe('AuthPayload');
  });
});

describe('roles and status read at the next request', () => {
  it('a customer made a marketer by an admin reads the new role in `me` and passes the role check with the token they hold; suspended, that token is refused', async () => {
    const u = await signUpAs(t, 'promoted@example.ng');
    expect((await gql(t.http, MARKETER_PROFILE, {}, u.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const input = { firstName: 'Kemi', lastName: 'Balogun', email: 'promoted@example.ng', phoneNumber: '08034445555', role: 'Marketer' };
    expect((await gql(t.http, UPDATE_USER, { id: u.userId, input }, admin.token)).data!.updateUser.__typename).toBe('AdminUser');

    expect((await gql(t.http, ME, {}, u.token)).data!.me.roles).toEqual(expect.arrayContaining(['Marketer']));
    expect((await gql(t.http, MARKETER_PROFILE, {}, u.token)).data!.myMarketerProfile.marketer).toMatchObject({ status: 'Active' });

    await gql(t.http, SET_STATUS, { id: u.userId, status: 'Suspended' }, admin.token);
    expect((await gql(t.http, ME, {}, u.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(t.http, MARKETER_PROFILE, {}, u.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
