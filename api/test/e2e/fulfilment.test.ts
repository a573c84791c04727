import { lagosDate } from '../../src/common/time';
import { FulfilmentMoveRow, FulfilmentRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { addWorkingDays } from '../../src/modules/savings-plan/domain/delivery';
import { nigerianHolidays } from '../../src/modules/savings-plan/domain/nigerian-holidays';
import { adminPlans, type NumberedCustomer } from '../support/admin-plans';
import { signUpAs, type SignedUp } from '../support/catalogue';
import { gql } from '../support/graphql';
import type { TestSystem } from '../support/test-system';

/**
 * Who may do what with a paid pack, over GraphQL as the clients call it (issue 24): every
 * fulfilment operation by every role, another customer's and another rider's ids. A refusal
 * changes nothing.
 */
const now = new Date();
const fx = adminPlans(now);
let t: TestSystem;
let admin: SignedUp;
let owner: NumberedCustomer;
let stranger: NumberedCustomer;
let marketer: SignedUp;
let rider: SignedUp;
let otherRider: SignedUp;
let planId: string;
let fulfilmentId: string;
let code: string;
const day = addWorkingDays(lagosDate(now), 1, nigerianHolidays());

const DELIVERY = 'id state rider { id }';
const RESULT = `... on Delivery { ${DELIVERY} } ... on ErrorResult { errorCode message }`;
const Q = {
  myPackHandover: `query ($planId: ID!) { myPackHandover(planId: $planId) { id state code } }`,
  changeDeliveryAddress: `mutation ($planId: ID!) { changeDeliveryAddress(planId: $planId, address: { street: "1 Broad Street", landmark: "Tinubu Square", area: "Lagos Island" }) { ... on PackHandover { id area } ... on ErrorResult { errorCode } } }`,
  switchToPickup: `mutation ($planId: ID!) { switchToPickup(planId: $planId) { ... on PackHandover { id method } ... on ErrorResult { errorCode } } }`,
  deliveries: `{ deliveries { totalCount items { ${DELIVERY} } } }`,
  riders: `{ riders { id } }`,
  runSheet: `query ($date: String!) { runSheet(date: $date) { id items } }`,
  closureDays: `{ closureDays { day } }`,
  scheduleDeliveries: `mutation ($ids: [ID!]!, $date: String!, $riderId: ID) { scheduleDeliveries(input: { fulfilmentIds: $ids, date: $date, riderId: $riderId }) { ${DELIVERY} } }`,
  assignRider: `mutation ($id: ID!, $riderId: ID!) { assignRider(fulfilmentId: $id, riderId: $riderId) { ${RESULT} } }`,
  markReadyForPickup: `mutation ($ids: [ID!]!) { markReadyForPickup(fulfilmentIds: $ids) { ${DELIVERY} } }`,
  overrideHandover: `mutation ($id: ID!) { overrideHandover(input: { fulfilmentId: $id, reason: "Showed an ID card" }) { ${RESULT} } }`,
  addClosureDay: `mutation ($day: String!) { addClosureDay(input: { day: $day, reason: "Stock-take" }) { ... on ClosureDay { day } ... on ErrorResult { errorCode } } }`,
  removeClosureDay: `mutation ($day: String!) { removeClosureDay(day: $day) }`,
  myRounds: `{ myRounds { id } }`,
  dispatchDelivery: `mutation ($id: ID!) { dispatchDelivery(fulfilmentId: $id) { ${RESULT} } }`,
  handOverPack: `mutation ($id: ID!, $code: String!) { handOverPack(input: { fulfilmentId: $id, code: $code }) { ${RESULT} } }`,
  recordFailedDelivery: `mutation ($id: ID!) { recordFailedDelivery(input: { fulfilmentId: $id, reason: "Nobody at home" }) { ${RESULT} } }`,
};

beforeAll(async () => {
  ({ t, admin } = await fx.start());
  [owner, stranger] = [await fx.customer(), await fx.customer()];
  [marketer, rider, otherRider] = await Promise.all([signUpAs(t, 'marketer@example.ng', 'Marketer'), signUpAs(t, 'rider@example.ng', 'Dispatcher'), signUpAs(t, 'rider2@example.ng', 'Dispatcher')]);
  const plan = await fx.planFor(owner, 0);
  for (let i = 0; i < 3; i++) await fx.payFirstUnpaid(plan.id);
  planId = plan.id;
  fulfilmentId = (await t.system.dataSource.manager.findOneByOrFail(FulfilmentRow, { planId })).id;
  code = (await t.system.services.fulfilment.myHandover(t.context(owner.actor), planId))!.code!;
});
afterAll(() => fx.stop());

const snapshot = async () => ({
  fulfilments: await t.system.dataSource.manager.find(FulfilmentRow, { order: { id: 'ASC' } }),
  moves: await t.system.dataSource.manager.count(FulfilmentMoveRow),
});

/** The refusal an answer carries: its GraphQL error code, the ErrorResult's code, or 'allowed'. */
function outcome(res: { data?: Record<string, any> | null; errors?: readonly { extensions?: Record<string, unknown> }[] }, name: keyof typeof Q): string {
  if (res.errors?.length) return String(res.errors[0].extensions?.errorCode ?? res.errors[0].extensions?.code);
  const value = res.data?.[name];
  if (value && typeof value === 'object' && 'errorCode' in value) return String(value.errorCode);
  return value === null ? 'null' : 'allowed';
}

describe('fulfilment operations by role', () => {
  const refusals: [keyof typeof Q, () => Record<string, unknown>, Record<string, string>][] = [
    // [operation, variables, expected outcome by caller]: anything not listed must be refused.
    ['myPackHandover', () => ({ planId }), { anonymous: 'UNAUTHENTICATED', stranger: 'null', marketer: 'null', rider: 'null', admin: 'null' }],
    ['deliveries', () => ({}), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', stranger: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['riders', () => ({}), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['runSheet', () => ({ date: day }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['closureDays', () => ({}), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['scheduleDeliveries', () => ({ ids: [fulfilmentId], date: day, riderId: rider.userId }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['assignRider', () => ({ id: fulfilmentId, riderId: rider.userId }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['markReadyForPickup', () => ({ ids: [fulfilmentId] }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['overrideHandover', () => ({ id: fulfilmentId }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['addClosureDay', () => ({ day }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['removeClosureDay', () => ({ day }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'FORBIDDEN' }],
    ['myRounds', () => ({}), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', admin: 'FORBIDDEN' }],
    // The owner may not mark their own pack delivered; a rider may not touch a pack not given to them.
    ['dispatchDelivery', () => ({ id: fulfilmentId }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'NOT_FOUND', otherRider: 'NOT_FOUND' }],
    ['handOverPack', () => ({ id: fulfilmentId, code }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'NOT_FOUND', otherRider: 'NOT_FOUND' }],
    ['recordFailedDelivery', () => ({ id: fulfilmentId }), { anonymous: 'UNAUTHENTICATED', owner: 'FORBIDDEN', marketer: 'FORBIDDEN', rider: 'NOT_FOUND', otherRider: 'NOT_FOUND' }],
    ['changeDeliveryAddress', () => ({ planId }), { anonymous: 'UNAUTHENTICATED', stranger: 'NOT_FOUND', marketer: 'NOT_FOUND', rider: 'NOT_FOUND', admin: 'NOT_FOUND' }],
    ['switchToPickup', () => ({ planId }), { anonymous: 'UNAUTHENTICATED', stranger: 'NOT_FOUND', marketer: 'NOT_FOUND', rider: 'NOT_FOUND', admin: 'NOT_FOUND' }],
  ];

  it.each(refusals)('%s is refused to the callers it is not for, changing nothing', async (name, variables, expected) => {
    const callers: Record<string, string | undefined> = { anonymous: undefined, owner: owner.token, stranger: stranger.token, marketer: marketer.token, rider: rider.token, otherRider: otherRider.token, admin: admin.token };
    const before = await snapshot();
    const seen: Record<string, string> = {};
    for (const who of Object.keys(expected)) seen[who] = outcome(await gql(t.http, Q[name], variables(), callers[who]), name);
    expect(seen).toEqual(expected);
    expect(await snapshot()).toEqual(before);
  });

  it('lets each through to whom it is for: the admin schedules, the rider delivers on the code, the owner reads the code', async () => {
    expect(outcome(await gql(t.http, Q.myPackHandover, { planId }, owner.token), 'myPackHandover')).toBe('allowed');
    expect((await gql(t.http, Q.scheduleDeliveries, { ids: [fulfilmentId], date: day, riderId: rider.userId }, admin.token)).data!.scheduleDeliveries).toEqual([{ id: fulfilmentId, state: 'Scheduled', rider: { id: rider.userId } }]);
    const other = await gql(t.http, Q.dispatchDelivery, { id: fulfilmentId }, otherRider.token);
    expect(outcome(other, 'dispatchDelivery')).toBe('NOT_FOUND');
    expect((await gql(t.http, Q.dispatchDelivery, { id: fulfilmentId }, rider.token)).data!.dispatchDelivery).toMatchObject({ state: 'OutForDelivery' });
    expect(outcome(await gql(t.http, Q.handOverPack, { id: fulfilmentId, code }, owner.token), 'handOverPack')).toBe('FORBIDDEN');
    expect((await gql(t.http, Q.handOverPack, { id: fulfilmentId, code }, rider.token)).data!.handOverPack).toMatchObject({ state: 'Delivered' });
    const mine = await gql(t.http, Q.myPackHandover, { planId }, owner.token);
    expect(mine.data!.myPackHandover).toEqual({ id: fulfilmentId, state: 'Delivered', code: null });
  });

  it('serves the run sheet as CSV to the admin only, without the handover code', async () => {
    const csv = await t.http.get(`/api/admin/run-sheet.csv?date=${day}`).set('authorization', `Bearer ${admin.token}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\r\n')[0]).toBe('Stop,Customer,Phone,Street,Landmark,Area,Pack,Items,Rider,State');
    expect(csv.text).toContain('Ikeja');
    expect(csv.text).not.toContain(code);
    for (const token of [owner.token, rider.token]) {
      expect((await t.http.get(`/api/admin/run-sheet.csv?date=${day}`).set('authorization', `Bearer ${token}`)).status).toBe(403);
    }
    expect((await t.http.get(`/api/admin/run-sheet.csv?date=${day}`)).status).toBe(401);
  });
});
