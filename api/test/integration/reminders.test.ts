import { addDays, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import { fineWindowEnd } from '../../src/modules/savings-plan/domain/late-fines';
import type { MailMessage } from '../../src/integrations/mail/mailer';
import { PayLinkRow } from '../../src/modules/pay-link/pay-link.entity';
import { ReminderSentRow } from '../../src/modules/reminders/reminder.entity';
import { PaymentScheduleRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import type { PlanCheckout } from '../../src/modules/payment/checkout/plan-checkout.service';
import { naira, signUpAs } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { accessCodeOf, createPack } from '../support/payments';
import { smsOutbox } from '../support/sms-outbox';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Reminders by e-mail and SMS with one-tap pay links (issue 12), on both databases the product
 * runs on: a month of plans played day by day at 09:00 Lagos, as `npm run job -- reminders --date <day>` runs it.
 */
describe.each(['mysql', 'sqlite'] as const)('payment reminders and pay links on %s', (database) => {
  let t: TestSystem;
  let packId: string;
  const start = lagosDate(new Date());
  const day = (n: number) => addDays(start, n);
  const at = (d: LocalDate, hour = 9, minute = 0) => new Date(lagosStartOfDay(d).getTime() + (hour * 60 + minute) * 60_000);
  const m = () => t.system.dataSource.manager;
  const run = (d: LocalDate, hour = 9) => t.system.services.reminders.sendDue(t.context(undefined, at(d, hour)));

  interface Customer {
    actor: { userId: string; roles: ['Customer'] };
    token: string;
    email: string;
    phone: string;
    plan: PlanCheckout;
  }

  /** A customer (own name and phone) with a plan started on `start`, first instalment paid, reminders on (a new plan's default) unless turned off. */
  async function customer(firstName: string, phone: string, frequency: 'daily' | 'weekly', reminders = true, foodPackId = packId): Promise<Customer> {
    const email = `${firstName.toLowerCase()}@example.ng`;
    const reg = await gql(t.http, REGISTER, { input: newCustomer(email, { firstName, phoneNumber: phone }) });
    const { token, user } = reg.data!.register as { token: string; user: { id: string } };
    const actor = { userId: user.id, roles: ['Customer'] as ['Customer'] };
    const plan = await t.system.services.checkouts.start(t.context(actor, at(start, 10)), { foodPackId, frequency, preference: 'manual', fulfilment: { method: 'pickup' } });
    await pay(actor, plan, at(start, 10));
    expect(plan.plan.remindersEnabled).toBe(true);
    if (!reminders) await t.system.services.savingsPlans.setReminders(t.context(actor, at(start, 10)), plan.plan.id, false);
    return { actor, token, email, phone: `234${phone.slice(1)}`, plan };
  }

  async function pay(actor: Customer['actor'], c: { reference: string; authorizationUrl: string }, now: Date) {
    await t.fake.complete(accessCodeOf(c.authorizationUrl), 'success', { webhook: false });
    return t.system.services.payments.confirmPayment(t.context(actor, now), c.reference);
  }
  const payNext = async (c: Customer, now: Date) => pay(c.actor, await t.system.services.checkouts.payNext(t.context(c.actor, now), c.plan.plan.id), now);

  let seenSms = 0;
  let seenMail = 0;
  /** Messages sent since the last call. */
  async function newMessages(): Promise<{ sms: { to: string; text: string }[]; mail: MailMessage[] }> {
    const sms = (await smsOutbox(t)).slice(seenSms);
    const all = await t.outbox();
    const mail = all.slice(seenMail).filter((x) => /^(Due|Overdue)/.test(x.subject)); // not the receipts
    seenSms += sms.length;
    seenMail = all.length;
    return { sms, mail };
  }
  const linkIn = (text: string) => /\/p\/([A-Za-z0-9]{12})\b/.exec(text)![1];

  let ada: Customer; // daily, both channels: pays some days, falls behind, catches up
  let bola: Customer; // daily, plan reminders turned off
  let chidi: Customer; // weekly, SMS off; later turns e-mail off too

  beforeAll(async () => {
    t = await startTestSystem({ database });
    const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    // ₦30,000 over a month: daily 30 × ₦1,000; weekly 4 × ₦7,500.
    packId = (await createPack(t, admin, { name: 'Family Foodstuff Pack', priceKobo: naira(30_000), durationMonths: 1 })).id;
    ada = await customer('Ada', '08031110001', 'daily');
    bola = await customer('Bola', '08031110002', 'daily', false);
    chidi = await customer('Chidi', '08031110003', 'weekly');
    expect((await gql(t.http, 'mutation { setReminderChannels(email: true, sms: false) { __typename ... on User { emailReminders smsReminders } } }', {}, chidi.token)).data!.setReminderChannels).toEqual({
      __typename: 'User',
      emailReminders: true,
      smsReminders: false,
    });
    await newMessages(); // receipts and welcome mails so far
  });
  afterAll(() => t.stop());

  it('both channels are on by default, shown on the profile', async () => {
    const me = await gql(t.http, 'query { me { emailReminders smsReminders } }', {}, ada.token);
    expect(me.data!.me).toEqual({ emailReminders: true, smsReminders: true });
  });

  it('plays a month day by day: the right reminders on the right days only, by the chosen channels, once each, none after payment or outside 08:00-20:00', async () => {
    const expected: Record<number, { ada?: string; chidi?: string }> = {};
    const got: Record<number, { ada?: string; chidi?: string }> = {};
    let links = 0;
    for (let n = 1; n <= 29; n++) {
      const d = day(n);
      // Outside the window nothing goes out, whatever is due.
      expect((await run(d, 7)).inWindow).toBe(false);
      // Two workers run the day's job at once (MariaDB; the embedded SQLite is one process, one
      // writer: there they run one after the other), and a third catches up later in the day: one message each.
      const outcomes = database === 'mysql' ? await Promise.all([run(d), run(d)]) : [await run(d), await run(d)];
      if (database === 'sqlite') expect(outcomes[1]).toMatchObject({ emails: 0, sms: 0 });
      const late = await run(d, 19);
      expect(late).toMatchObject({ emails: 0, sms: 0 });
      expect((await run(d, 20)).inWindow).toBe(false);
      const sent = outcomes.reduce((s, o) => s + o.emails + o.sms, 0);

      const { sms, mail } = await newMessages();
      expect(sms.length + mail.length).toBe(sent);
      // Bola turned reminders off on her plan; Chidi turned SMS off.
      expect(sms.some((s) => s.to === bola.phone || s.to === chidi.phone)).toBe(false);
      expect(mail.some((x) => x.to === bola.email)).toBe(false);
      const adaSms = sms.filter((s) => s.to === ada.phone);
      const adaMail = mail.filter((x) => x.to === ada.email);
      const chidiMail = mail.filter((x) => x.to === chidi.email);
      expect(adaSms.length).toBeLessThanOrEqual(1);
      expect(adaMail.length).toBe(adaSms.length); // same reminder by both channels
      expect(chidiMail.length).toBeLessThanOrEqual(1);
      for (const s of adaSms) expect(s.text.length).toBeLessThanOrEqual(160);
      got[n] = { ada: adaSms[0]?.text, chidi: chidiMail[0]?.subject };
      if (adaSms[0]) {
        expect(linkIn(adaMail[0].text)).toBe(linkIn(adaSms[0].text)); // one link per reminder, for both channels
        links++;
      }

      // Ada pays each day's instalment at 10:00 on days 1-5, skips days 6-8, pays everything late on day 9 at noon, then daily again.
      if (n <= 5 || n >= 10) await payNext(ada, at(d, 10));
      if (n === 9) for (let k = 6; k <= 9; k++) await payNext(ada, at(d, 12));
      // Chidi pays his second instalment on its due day (day 7); then misses the third (day 14) and turns e-mail off on day 17.
      if (n === 7) await payNext(chidi, at(d, 10));
      if (n === 17) await t.system.services.users.setReminderChannels(t.context(chidi.actor, at(d, 10)), { email: false, sms: false });
    }

    for (let n = 1; n <= 29; n++) {
      if (n <= 5 || n >= 10) expected[n] = { ada: `payment of N1,000 is due today, ${dm(day(n))}` };
      expected[n] ??= {};
    }
    expected[6] = { ada: `payment of N1,000 is due today, ${dm(day(6))}` };
    // Day 7: yesterday's is overdue and today's is due: one message, about the older one.
    expected[7] = { ada: `payment of N1,000 was due ${dm(day(6))} and is overdue (+N1,000 more unpaid)` };
    // Day 8: day 6's is two days late (no reminder kind), day 7's one day: that one.
    expected[8] = { ada: `payment of N1,000 was due ${dm(day(7))} and is overdue (+N2,000 more unpaid)` };
    expected[9] = { ada: `payment of N1,000 was due ${dm(day(6))} and is 3 days overdue (+N3,000 more unpaid)` };
    Object.assign(expected[6], { chidi: 'Due tomorrow: ₦7,500 for your Family Foodstuff Pack' });
    Object.assign(expected[7], { chidi: 'Due today: ₦7,500 for your Family Foodstuff Pack' });
    expected[13].chidi = 'Due tomorrow: ₦7,500 for your Family Foodstuff Pack';
    expected[14].chidi = 'Due today: ₦7,500 for your Family Foodstuff Pack';
    expected[15].chidi = 'Overdue: ₦7,500 for your Family Foodstuff Pack';
    expected[17].chidi = 'Overdue: ₦7,500 for your Family Foodstuff Pack';
    // Day 20/21 (the fourth weekly instalment): Chidi turned e-mail off on day 17, after that morning's reminder.

    for (let n = 1; n <= 29; n++) {
      expect([n, got[n].chidi]).toEqual([n, expected[n].chidi]);
      if (expected[n].ada) expect([n, got[n].ada]).toEqual([n, expect.stringContaining(expected[n].ada!)]);
      else expect([n, got[n].ada]).toEqual([n, undefined]);
      if (got[n].ada) expect(got[n].ada).toMatch(/^Hi Ada, your Family Foodstuff Pack payment of /);
    }
    // One row per reminder and channel; one pay link per reminder.
    expect(await m().count(ReminderSentRow, { where: { planId: ada.plan.plan.id } })).toBe(2 * links);
    expect(await m().count(PayLinkRow, { where: { planId: ada.plan.plan.id } })).toBe(links);
    expect(await m().count(ReminderSentRow, { where: { planId: bola.plan.plan.id } })).toBe(0);
  });

  describe('the pay link', () => {
    let dana: Customer;
    let token: string;
    let linkDay: LocalDate;
    const PAY_LINK = 'query($token: String!) { payLink(token: $token) { status firstName packName amountKobo dueDate } }';
    const PAY = 'mutation($token: String!) { payWithLink(token: $token) { __typename ... on PayLinkCheckout { reference authorizationUrl amountKobo useStandIn } ... on ErrorResult { errorCode message } } }';
    const CONFIRM = 'mutation($token: String!, $reference: String!) { confirmPayLink(token: $token, reference: $reference) { __typename ... on PayLink { status } ... on ErrorResult { errorCode } } }';

    beforeAll(async () => {
      // A weekly plan whose second instalment falls due on day 7: the reminder the day before carries a link.
      dana = await customer('Dana', '08031110004', 'weekly');
      linkDay = day(6);
      await newMessages();
      await run(linkDay);
      const sms = (await newMessages()).sms.find((s) => s.to === dana.phone)!;
      expect(sms.text).toContain(`${t.baseUrl}/p/`);
      token = linkIn(sms.text);
    });

    it('shows only the first name, the pack, the amount and the due date, without a session', async () => {
      const res = await gql(t.http, PAY_LINK, { token });
      expect(res.data!.payLink).toEqual({ status: 'Open', firstName: 'Dana', packName: 'Family Foodstuff Pack', amountKobo: naira(7_500), dueDate: day(7) });
      expect((await gql(t.http, PAY_LINK, { token: 'AAAAAAAAAAAA' })).data!.payLink).toEqual({ status: 'Invalid', firstName: null, packName: null, amountKobo: null, dueDate: null });
    });

    it('is useless for anything else: not a session, not the plan, not another instalment', async () => {
      const asBearer = await gql(t.http, 'query { me { id } }', {}, token);
      expect(asBearer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const plan = await gql(t.http, 'query($id: ID!) { savingsPlan(id: $id) { id } }', { id: dana.plan.plan.id });
      expect(plan.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      // A reference of another instalment of the same plan (the first, paid at the start) is not its to confirm.
      expect((await gql(t.http, CONFIRM, { token, reference: dana.plan.reference })).data!.confirmPayLink).toEqual({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND' });
    });

    it('opens a checkout for its own instalment without signing anyone in, and once paid opens nothing again', async () => {
      const res = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: PAY, variables: { token } });
      expect(res.headers['x-session-token']).toBeUndefined();
      const checkout = res.body.data.payWithLink;
      expect(checkout).toMatchObject({ __typename: 'PayLinkCheckout', amountKobo: naira(7_500), useStandIn: true });
      // A second tap (a closed popup) is handed the same checkout.
      expect((await gql(t.http, PAY, { token })).data!.payWithLink.reference).toBe(checkout.reference);
      // The stand-in's page returns to the pay page, not the profile (which needs a session).
      const second = dana.plan.plan.schedules[1];
      await t.fake.complete(accessCodeOf(checkout.authorizationUrl), 'success', { webhook: false });
      expect((await gql(t.http, CONFIRM, { token, reference: checkout.reference })).data!.confirmPayLink).toEqual({ __typename: 'PayLink', status: 'Paid' });
      expect(await m().findOneByOrFail(PaymentScheduleRow, { id: second.id })).toMatchObject({ status: 'Paid' });
      expect((await gql(t.http, PAY_LINK, { token })).data!.payLink).toMatchObject({ status: 'Paid', firstName: 'Dana' });
      expect((await gql(t.http, PAY, { token })).data!.payWithLink).toMatchObject({ errorCode: 'NO_PENDING_PAYMENTS' });
    });

    it('pays exactly its instalment even when an earlier one is unpaid, and expires after 7 days', async () => {
      // Day 14 (Dana's third instalment) passes unpaid; the day-13 and day-14 links are for the third; on day 20 the fourth's link comes.
      await run(day(13));
      const third = linkIn((await newMessages()).sms.find((s) => s.to === dana.phone)!.text);
      await run(day(20));
      const fourth = linkIn((await newMessages()).sms.find((s) => s.to === dana.phone)!.text);
      const svc = t.system.services.payLinks;
      const opened = await svc.pay(t.context(undefined, at(day(20), 10)), fourth);
      const fourthSchedule = dana.plan.plan.schedules[3];
      expect(await m().findOneByOrFail(PaymentScheduleRow, { id: fourthSchedule.id })).toMatchObject({ status: 'Pending' });
      expect(opened.amountKobo).toBe(naira(7_500));
      const checkoutRow = await t.system.dataSource.query('SELECT schedule_id FROM payment_checkouts WHERE reference = ?', [opened.reference]);
      expect(checkoutRow[0].schedule_id).toBe(fourthSchedule.id);
      // The third's link, sent on day 13, is dead on day 20 at 09:00 (7 days later) and after.
      await expect(svc.pay(t.context(undefined, at(day(20), 9)), third)).rejects.toMatchObject({ code: 'PAY_LINK_EXPIRED' });
      expect((await svc.view(t.context(undefined, at(day(21))), third)).status).toBe('Expired');
      expect((await svc.view(t.context(undefined, at(day(19), 12)), third)).status).toBe('Open');
    });

    it('is rate-limited per address', async () => {
      const ctx = { ...t.context(undefined, new Date()), ip: '10.9.9.9' };
      for (let i = 0; i < 60; i++) await t.system.services.payLinks.view(ctx, 'BBBBBBBBBBBB');
      await expect(t.system.services.payLinks.view(ctx, token)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      expect((await t.system.services.payLinks.view({ ...ctx, ip: '10.9.9.8' }, token)).status).toBe('Paid');
    });
  });

  it('a plan within 14 days of its late fine has the fine, what to pay and by when in its reminders (not before)', async () => {
    // ₦120,000 over 4 months (the longest a pack runs), daily ₦1,000, first instalment paid, then nothing: the window closes 4 months after the start.
    const admin = await signUpAs(t, 'admin2@example.ng', 'Admin');
    const fourMonths = (await createPack(t, admin, { name: 'Four Month Pack', priceKobo: naira(120_000), durationMonths: 4 })).id;
    const eze = await customer('Eze', '08031110005', 'daily', true, fourMonths);
    const windowEnd = fineWindowEnd(start);
    await newMessages();

    // 20 days before the window closes: that day's instalment is reminded of, without a warning.
    await run(addDays(windowEnd, -20));
    const before = await newMessages();
    expect(before.sms.find((s) => s.to === eze.phone)!.text).not.toContain('late fine');
    expect(before.mail.find((x) => x.to === eze.email)!.text).not.toContain('late fine');

    // 10 days before: the same reminder, now with the fine (₦10,000), its date, and the rest of the plan to pay by the day before.
    await run(addDays(windowEnd, -10));
    const near = await newMessages();
    const sms = near.sms.find((s) => s.to === eze.phone)!.text;
    expect(sms).toContain(`Avoid a N10,000 late fine: pay N119,000 by ${dm(addDays(windowEnd, -1))}.`);
    expect(sms).toContain(`was due ${dm(addDays(windowEnd, -13))} and is 3 days overdue`); // the earliest unpaid instalment with a reminder today
    expect(sms.length).toBeLessThanOrEqual(160);
    const mail = near.mail.find((x) => x.to === eze.email)!;
    expect(mail.text).toContain(`A ₦10,000 late fine applies on ${longDay(windowEnd)}. Pay ₦119,000 (the rest of your plan) by ${longDay(addDays(windowEnd, -1))} to avoid it.`);
    expect(linkIn(mail.text)).toBe(linkIn(sms));
  });
});

/** "5 March 2026", as the e-mail writes a date. */
function longDay(d: LocalDate): string {
  const [y, mo, da] = d.split('-').map(Number);
  return `${da} ${new Date(Date.UTC(y, mo - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${y}`;
}

/** "5 Mar", as the SMS writes a date. */
function dm(d: LocalDate): string {
  const [, mo, da] = d.split('-').map(Number);
  return `${da} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][mo - 1]}`;
}
