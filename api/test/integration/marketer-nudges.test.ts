import { randomUUID } from 'node:crypto';
import { isOneSmsPart } from '../../src/integrations/sms/sms-parts';
import { addDays, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import { insertMarketerRecord } from '../../src/modules/marketer';
import { MarketerNudgeRow } from '../../src/modules/marketer-nudge/marketer-nudge.entity';
import { NUDGE_DAILY_LIMIT } from '../../src/modules/marketer-nudge/domain/nudge-rules';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { accessCodeOf, createPack } from '../support/payments';
import { refusal } from '../support/refusal';
import { smsOutbox } from '../support/sms-outbox';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * A marketer's nudge (issue 27) on MariaDB: a referred customer who is overdue gets one SMS with a
 * pay link, once; a second within 3 days, the 51st of the marketer's day, another marketer's
 * customer, a customer not overdue or with SMS off are refused; two requests at once send one; a
 * nudge whose job was lost is sent by the sweep, once. Business time is fixed at 10:00 Lagos.
 */
let t: TestSystem;
let admin: SignedUp;
let packId: string;
let tunde: { userId: string; code: string };
let ngozi: { userId: string; code: string };
const today = lagosDate(new Date());
const start = addDays(today, -10);
const at = (d: LocalDate, hour = 10, minute = 0) => new Date(lagosStartOfDay(d).getTime() + (hour * 60 + minute) * 60_000);
const NOW = at(today);
const m = () => t.system.dataSource.manager;
const nudges = () => t.system.services.marketerNudges;
const asMarketer = (mk: { userId: string }, now = NOW) => t.context({ userId: mk.userId, roles: ['Marketer', 'Customer'] }, now);

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  // ₦40,000 over a month: weekly 4 × ₦10,000.
  packId = (await createPack(t, admin, { priceKobo: naira(40_000), durationMonths: 1 })).id;
  const a = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Tunde', lastName: 'Bakare', email: 'tunde@example.ng', phoneNumber: '0803 222 3333' });
  const b = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Ngozi', lastName: 'Obi', email: 'ngozi@example.ng', phoneNumber: '0803 222 4444' });
  tunde = { userId: a.userId, code: a.referralCode };
  ngozi = { userId: b.userId, code: b.referralCode };
});
afterAll(() => t.stop());

let people = 0;
/** A customer referred by `code`, with a weekly plan started 10 days ago and its first instalment paid: the second (₦10,000, due 3 days ago) is overdue. */
async function overdueCustomer(firstName: string, code = tunde.code, opts: { pay?: 'first' | 'all-due' } = {}): Promise<SignedUp & { phone: string }> {
  const n = ++people;
  const phone = `0805${String(10_000_000 + n).slice(1)}`;
  const reg = await gql(t.http, REGISTER, { input: newCustomer(`nudged${n}@example.ng`, { firstName, lastName: 'Customer', phoneNumber: phone, referralCode: code }) });
  const { token, user } = reg.data!.register as { token: string; user: { id: string } };
  const u = { token, userId: user.id, actor: { userId: user.id, roles: ['Customer' as const] }, phone: `234${phone.slice(1)}` };
  const c = await t.system.services.checkouts.start(t.context(u.actor, at(start)), { foodPackId: packId, frequency: 'weekly', preference: 'manual', fulfilment: { method: 'pickup' } });
  await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
  await t.system.services.payments.confirmPayment(t.context(u.actor, at(start)), c.reference);
  if (opts.pay === 'all-due') {
    const next = await t.system.services.checkouts.payNext(t.context(u.actor, NOW), c.plan.id);
    await t.fake.complete(accessCodeOf(next.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(t.context(u.actor, NOW), next.reference);
  }
  await t.system.jobs.drain();
  return u;
}

/** Runs whatever the nudges owe (the job, else the sweep: it is idempotent either way) at `now`, and returns the SMS sent to `phone`. */
async function smsTo(phone: string, now = NOW) {
  await t.system.jobs.drain();
  await t.system.services.owedWork.sweep(t.context(undefined, new Date(now.getTime() + 2 * 60_000)));
  return (await smsOutbox(t)).filter((s) => s.to === phone);
}

describe("a marketer's nudge", () => {
  let ada: SignedUp & { phone: string };

  test('an overdue referred customer shows with their first name and what is overdue, nothing else', async () => {
    ada = await overdueCustomer('Ada');
    const mine = await nudges().statuses(asMarketer(tunde), [ada.userId]);
    expect(mine).toEqual([{ customerId: ada.userId, firstName: 'Ada', overdueKobo: naira(10_000), canNudge: true, reasonCode: null, reason: null, nextPossibleAt: null, lastNudgedAt: null }]);
    // Another marketer asking about her learns nothing: she is left out.
    expect(await nudges().statuses(asMarketer(ngozi), [ada.userId])).toEqual([]);
  });

  test('sent once: recorded, audited, and in the SMS outbox with a pay link, within one part', async () => {
    const sent = await nudges().send(asMarketer(tunde), ada.userId);
    expect(sent).toMatchObject({ customerId: ada.userId, firstName: 'Ada', amountKobo: naira(10_000), nextPossibleAt: new Date(NOW.getTime() + 3 * 86_400_000) });
    const sms = await smsTo(ada.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toMatch(/^Hi Ada, you have N10,000 overdue on Food Savings\. Tunde, your marketer, asked us to remind you\. Pay now: http\S+\/p\/[A-Za-z0-9]{12}$/);
    expect(isOneSmsPart(sms[0].text)).toBe(true);
    // The link pays the overdue instalment, as a reminder's does.
    const token = /\/p\/([A-Za-z0-9]{12})$/.exec(sms[0].text)![1];
    expect(await t.system.services.payLinks.view(t.context(undefined, NOW), token)).toMatchObject({ status: 'Open', firstName: 'Ada', amountKobo: naira(10_000) });
    const row = await m().findOneByOrFail(MarketerNudgeRow, { id: sent.id });
    expect(row).toMatchObject({ marketerId: tunde.userId, customerId: ada.userId, amountKobo: naira(10_000), status: 'Queued', sentOn: today });
    expect(row.sentAt).not.toBeNull();
    expect(row.payLinkId).not.toBeNull();
    const audit = await m().findOneByOrFail(AuditEntryRow, { action: 'marketer.nudge-sent', targetId: ada.userId });
    expect(audit.actorId).toBe(tunde.userId);
    // Running the job and the sweep again sends nothing more.
    await t.system.services.marketerNudges.deliver(t.context(undefined, NOW), sent.id);
    expect(await smsTo(ada.phone)).toHaveLength(1);
  });

  test('a second within 3 days is refused with when the next is possible; after 3 days it is allowed', async () => {
    const twoDaysOn = at(addDays(today, 2), 11);
    const err = await refusal(nudges().send(asMarketer(tunde, twoDaysOn), ada.userId));
    expect(err.code).toBe('NUDGE_TOO_SOON');
    expect(err.message).toMatch(/one reminder every 3 days\. Next possible: \d{1,2} \w{3}, 10:00 \(Lagos time\)\./);
    const [status] = await nudges().statuses(asMarketer(tunde, twoDaysOn), [ada.userId]);
    expect(status).toMatchObject({ canNudge: false, reasonCode: 'NUDGE_TOO_SOON', nextPossibleAt: new Date(NOW.getTime() + 3 * 86_400_000) });
    const [later] = await nudges().statuses(asMarketer(tunde, at(addDays(today, 3), 10, 1)), [ada.userId]);
    expect(later.canNudge).toBe(true);
    expect(await m().countBy(MarketerNudgeRow, { customerId: ada.userId })).toBe(1);
  });

  test("another marketer's customer is not found, and so is an unknown one", async () => {
    const ngozis = await overdueCustomer('Bisi', ngozi.code);
    expect((await refusal(nudges().send(asMarketer(tunde), ngozis.userId))).code).toBe('NOT_FOUND');
    expect((await refusal(nudges().send(asMarketer(tunde), randomUUID()))).code).toBe('NOT_FOUND');
    expect(await m().countBy(MarketerNudgeRow, { customerId: ngozis.userId })).toBe(0);
  });

  test('a customer who is not overdue, or turned SMS reminders off, is refused; at night nobody is texted', async () => {
    const paidUp = await overdueCustomer('Chidi', tunde.code, { pay: 'all-due' });
    expect((await refusal(nudges().send(asMarketer(tunde), paidUp.userId))).code).toBe('NOT_OVERDUE');
    const quiet = await overdueCustomer('Dayo');
    await t.system.services.users.setReminderChannels(t.context(quiet.actor, NOW), { email: true, sms: false });
    const off = await refusal(nudges().send(asMarketer(tunde), quiet.userId));
    expect([off.code, off.message]).toEqual(['REMINDERS_OFF', 'This customer turned SMS reminders off.']);
    const night = await refusal(nudges().send(asMarketer(tunde, at(today, 21)), (await overdueCustomer('Efe')).userId));
    expect(night.code).toBe('OUTSIDE_SENDING_HOURS');
    expect(night.message).toContain(`Next possible: ${Number(addDays(today, 1).slice(8))} `);
  });

  test('two requests at once for one customer send one SMS', async () => {
    const femi = await overdueCustomer('Femi');
    const results = await Promise.allSettled([nudges().send(asMarketer(tunde), femi.userId), nudges().send(asMarketer(tunde), femi.userId)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected')!;
    expect((rejected.reason as { code: string }).code).toBe('NUDGE_TOO_SOON');
    expect(await m().countBy(MarketerNudgeRow, { customerId: femi.userId })).toBe(1);
    expect(await smsTo(femi.phone)).toHaveLength(1);
  });

  test('a nudge whose job was lost (a crash) is sent by the sweep, once', async () => {
    const gbenga = await overdueCustomer('Gbenga');
    const id = randomUUID();
    await m().insert(MarketerNudgeRow, { id, marketerId: tunde.userId, customerId: gbenga.userId, planId: randomUUID(), amountKobo: naira(10_000), sentOn: today, status: 'Pending', createdAt: NOW, sentAt: null, payLinkId: null });
    expect(await smsTo(gbenga.phone)).toHaveLength(1);
    expect(await smsTo(gbenga.phone)).toHaveLength(1);
    expect(await m().findOneByOrFail(MarketerNudgeRow, { id })).toMatchObject({ status: 'Queued' });
  });

  test('one asked for just before 20:00 still goes just after; one left over by an outage waits for 08:00', async () => {
    const justBefore = await overdueCustomer('Kunle');
    const leftOver = await overdueCustomer('Bayo');
    const row = (id: string, customerId: string, createdAt: Date) => ({ id, marketerId: tunde.userId, customerId, planId: randomUUID(), amountKobo: naira(10_000), sentOn: today, status: 'Pending' as const, createdAt, sentAt: null, payLinkId: null });
    const [a, b] = [randomUUID(), randomUUID()];
    await m().insert(MarketerNudgeRow, [row(a, justBefore.userId, at(today, 19, 59)), row(b, leftOver.userId, at(today, 19, 0))]);
    expect(await nudges().deliver(t.context(undefined, at(today, 20, 2)), a)).toBe('sent');
    expect(await nudges().deliver(t.context(undefined, at(today, 21)), b)).toBe('nothing');
    expect(await m().findOneByOrFail(MarketerNudgeRow, { id: b })).toMatchObject({ status: 'Pending' });
    expect(await smsTo(leftOver.phone, at(addDays(today, 1), 8))).toHaveLength(1);
    expect(await smsTo(justBefore.phone)).toHaveLength(1);
  });

  test("the 50th of the marketer's Lagos day is sent, the 51st refused until tomorrow", async () => {
    // Ngozi has sent 49 today already (other customers).
    const sentToday = await m().countBy(MarketerNudgeRow, { marketerId: ngozi.userId, sentOn: today });
    const filler = Array.from({ length: NUDGE_DAILY_LIMIT - 1 - sentToday }, () => ({
      id: randomUUID(),
      marketerId: ngozi.userId,
      customerId: randomUUID(),
      planId: randomUUID(),
      amountKobo: naira(10_000),
      sentOn: today,
      status: 'Queued' as const,
      createdAt: at(today, 9),
      sentAt: at(today, 9),
      payLinkId: null,
    }));
    await m().insert(MarketerNudgeRow, filler);
    const fiftieth = await overdueCustomer('Hauwa', ngozi.code);
    const fiftyFirst = await overdueCustomer('Ife', ngozi.code);
    await nudges().send(asMarketer(ngozi), fiftieth.userId);
    const err = await refusal(nudges().send(asMarketer(ngozi), fiftyFirst.userId));
    expect(err.code).toBe('NUDGE_DAILY_LIMIT');
    expect(err.message).toContain('You have sent 50 reminders today');
    const [status] = await nudges().statuses(asMarketer(ngozi), [fiftyFirst.userId]);
    expect(status.nextPossibleAt).toEqual(at(addDays(today, 1), 8));
    // Tomorrow at 08:00 it goes.
    await nudges().send(asMarketer(ngozi, at(addDays(today, 1), 8)), fiftyFirst.userId);
    expect(await smsTo(fiftyFirst.phone, at(addDays(today, 1), 8))).toHaveLength(1);
  });
});

describe('who may nudge, and who sees the log', () => {
  const SEND = 'mutation($id: ID!) { sendCustomerNudge(customerId: $id) { __typename ... on NudgeSent { id } ... on ErrorResult { errorCode message } } }';
  const STATUSES = 'query($ids: [ID!]!) { myCustomerNudges(customerIds: $ids) { customerId firstName overdueKobo canNudge } }';
  const LOG = 'query($id: ID) { marketerNudges(marketerId: $id) { totalCount items { marketerName customerName packName amountKobo status requestedAt sentAt } } }';

  test('signed out, a customer, an admin and a dispatcher cannot send or ask; another marketer gets NOT_FOUND', async () => {
    const target = await overdueCustomer('Jide');
    const customer = await signUpAs(t, 'roles-customer@example.ng');
    const dispatcher = await signUpAs(t, 'roles-dispatcher@example.ng', 'Dispatcher');
    const other = await signUpAs(t, 'roles-marketer@example.ng', 'Marketer');
    await insertMarketerRecord(m(), { userId: other.userId, now: NOW });
    const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
    expect(codeOf(await gql(t.http, SEND, { id: target.userId }))).toBe('UNAUTHENTICATED');
    for (const who of [customer, admin, dispatcher]) {
      expect(codeOf(await gql(t.http, SEND, { id: target.userId }, who.token))).toBe('FORBIDDEN');
      expect(codeOf(await gql(t.http, STATUSES, { ids: [target.userId] }, who.token))).toBe('FORBIDDEN');
    }
    // An Active marketer whose customer this is not: NOT_FOUND, and the status list leaves the customer out.
    expect((await gql(t.http, SEND, { id: target.userId }, other.token)).data!.sendCustomerNudge).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND', message: 'Customer not found' });
    expect((await gql(t.http, STATUSES, { ids: [target.userId] }, other.token)).data!.myCustomerNudges).toEqual([]);
    expect(await m().countBy(MarketerNudgeRow, { customerId: target.userId })).toBe(0);
  });

  test('an Inactive marketer cannot nudge, as they cannot use the portal', async () => {
    const kemi = await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Kemi', lastName: 'Alabi', email: 'kemi@example.ng', phoneNumber: '0803 222 5555' });
    const hers = await overdueCustomer('Lola', kemi.referralCode);
    await t.system.services.marketers.setStatus(t.context(admin.actor), kemi.userId, 'Inactive');
    await expect(nudges().send(asMarketer(kemi), hers.userId)).rejects.toMatchObject({ name: 'ForbiddenError', reason: 'MARKETER_INACTIVE' });
    await expect(nudges().statuses(asMarketer(kemi), [hers.userId])).rejects.toMatchObject({ name: 'ForbiddenError', reason: 'MARKETER_INACTIVE' });
    expect(await m().countBy(MarketerNudgeRow, { customerId: hers.userId })).toBe(0);
  });

  test('admins read the log, paged and newest first; marketers and customers cannot', async () => {
    const log = await gql(t.http, LOG, { id: tunde.userId }, admin.token);
    expect(log.errors).toBeUndefined();
    const page = log.data!.marketerNudges as { totalCount: number; items: { marketerName: string; customerName: string; packName: string; amountKobo: number; status: string; sentAt: string | null }[] };
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.items.find((i) => i.customerName === 'Ada Customer')).toMatchObject({ marketerName: 'Tunde Bakare', packName: 'Family Foodstuff Pack', amountKobo: naira(10_000), status: 'Queued' });
    const times = page.items.map((i) => Date.parse((i as unknown as { requestedAt: string }).requestedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const paged = await gql(t.http, 'query { marketerNudges(page: 2, pageSize: 2) { totalCount page pageSize items { id } } }', {}, admin.token);
    expect(paged.data!.marketerNudges).toMatchObject({ page: 2, pageSize: 2, items: [{}, {}] });
    const customer = await signUpAs(t, 'log-customer@example.ng');
    const marketer = await signUpAs(t, 'log-marketer@example.ng', 'Marketer');
    for (const who of [customer, marketer]) expect((await gql(t.http, LOG, {}, who.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
