import { addDays, lagosDate, lagosStartOfDay, type LocalDate } from '../../src/common/time';
import type { MailMessage } from '../../src/integrations/mail/mailer';
import type { PlanCheckout } from '../../src/modules/payment/checkout/plan-checkout.service';
import { SavingsPlanRow } from '../../src/modules/savings-plan/account/savings-plan.entity';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { gql, newCustomer, REGISTER } from '../support/graphql';
import { accessCodeOf, createPack, PLAN_FIELDS } from '../support/payments';
import { smsOutbox } from '../support/sms-outbox';
import { countStatements } from '../support/statements';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The price-lock certificate (issue 25), on both databases: an admin raises every price by 10 %;
 * a plan still being paid then shows what its locked price saves, on the plan and in its next
 * reminder e-mail, and what the customer owes does not change.
 */
describe.each(['mysql', 'sqlite'] as const)('the price-lock certificate on %s', (database) => {
  let t: TestSystem;
  let admin: SignedUp;
  const start = lagosDate(new Date());
  const day = (n: number) => addDays(start, n);
  const at = (d: LocalDate, hour = 9) => new Date(lagosStartOfDay(d).getTime() + hour * 3_600_000);
  const run = (d: LocalDate) => t.system.services.reminders.sendDue(t.context(undefined, at(d)));

  const LOCK = 'priceLock { lockedKobo todayKobo savingKobo }';
  const ONE = `query($id: ID!) { savingsPlan(id: $id) { ${PLAN_FIELDS} ${LOCK} } }`;
  const MINE = `query($pageSize: Int) { mySavingsPlans(pageSize: $pageSize) { items { ${PLAN_FIELDS} ${LOCK} } totalCount } }`;
  const ADMIN_LIST = `query { adminSavingsPlans(pageSize: 100) { items { id status ${LOCK} } } }`;
  const ADJUST = 'mutation($percentage: Float!) { adjustFoodPackPrices(percentage: $percentage) { __typename ... on AdjustedFoodPackPrices { changedCount items { name priceKobo } } } }';

  interface Customer {
    token: string;
    email: string;
    phone: string;
    plan: PlanCheckout;
  }

  /** A customer with a plan on the ₦30,000 pack started today, its first instalment paid. */
  async function customer(firstName: string, phone: string, frequency: 'daily' | 'monthly', packId: string): Promise<Customer> {
    const email = `${firstName.toLowerCase()}@example.ng`;
    const reg = await gql(t.http, REGISTER, { input: newCustomer(email, { firstName, phoneNumber: phone }) });
    const { token, user } = reg.data!.register as { token: string; user: { id: string } };
    const actor = { userId: user.id, roles: ['Customer'] as ['Customer'] };
    const plan = await t.system.services.checkouts.start(t.context(actor, at(start, 10)), { foodPackId: packId, frequency, preference: 'manual', fulfilment: { method: 'pickup' } });
    await t.fake.complete(accessCodeOf(plan.authorizationUrl), 'success', { webhook: false });
    await t.system.services.payments.confirmPayment(t.context(actor, at(start, 10)), plan.reference);
    return { token, email, phone: `234${phone.slice(1)}`, plan };
  }

  let seenMail = 0;
  let seenSms = 0;
  /** The reminders sent since the last call. */
  async function reminders(): Promise<{ mail: MailMessage[]; sms: { to: string; text: string }[] }> {
    const all = await t.outbox();
    const sms = (await smsOutbox(t)).slice(seenSms);
    const mail = all.slice(seenMail).filter((x) => /^(Due|Overdue)/.test(x.subject));
    seenMail = all.length;
    seenSms += sms.length;
    return { mail, sms };
  }

  let ada: Customer; // daily, still being paid
  let bola: Customer; // one monthly instalment: paid in full, Completed
  /** What Ada owes, as the plan says it. */
  const owed = (plan: Record<string, unknown> & { schedules: { amountKobo: number; status: string }[] }) => ({
    totalAmountKobo: plan.totalAmountKobo,
    instalmentAmountKobo: plan.instalmentAmountKobo,
    amountPaidKobo: plan.amountPaidKobo,
    remainingKobo: plan.remainingKobo,
    instalmentCount: plan.instalmentCount,
    nextDue: plan.nextDue,
    schedules: plan.schedules.map((s) => [s.amountKobo, s.status]),
  });
  let owedBefore: ReturnType<typeof owed>;

  beforeAll(async () => {
    t = await startTestSystem({ database });
    admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    // ₦30,000 over a month: daily 30 × ₦1,000.
    const packId = (await createPack(t, admin, { name: 'Family Foodstuff Pack', priceKobo: naira(30_000), durationMonths: 1 })).id;
    ada = await customer('Ada', '08031110001', 'daily', packId);
    bola = await customer('Bola', '08031110002', 'monthly', packId);
    await reminders();
  });
  afterAll(() => t.stop());

  it('shows nothing while the pack costs what the plan locked, on the plan or in the reminder', async () => {
    const plan = (await gql(t.http, ONE, { id: ada.plan.plan.id }, ada.token)).data!.savingsPlan;
    expect(plan).toMatchObject({ status: 'Active', totalAmountKobo: naira(30_000), priceLock: null });
    owedBefore = owed(plan);
    expect((await gql(t.http, ONE, { id: bola.plan.plan.id }, bola.token)).data!.savingsPlan).toMatchObject({ status: 'Completed', priceLock: null });

    await run(day(1));
    const { mail } = await reminders();
    const adas = mail.find((x) => x.to === ada.email)!;
    expect(adas.subject).toBe('Due today: ₦1,000 for your Family Foodstuff Pack');
    expect(adas.text).not.toContain('You locked');
  });

  it('after an admin raises prices by 10 %: the plan still being paid shows the saving in exact kobo, and owes what it owed', async () => {
    const adjusted = await gql(t.http, ADJUST, { percentage: 10 }, admin.token);
    expect(adjusted.data!.adjustFoodPackPrices).toMatchObject({ __typename: 'AdjustedFoodPackPrices', changedCount: 1, items: [{ name: 'Family Foodstuff Pack', priceKobo: naira(33_000) }] });

    const certificate = { lockedKobo: 3_000_000, todayKobo: 3_300_000, savingKobo: 300_000 };
    const plan = (await gql(t.http, ONE, { id: ada.plan.plan.id }, ada.token)).data!.savingsPlan;
    expect(plan.priceLock).toEqual(certificate);
    expect(owed(plan)).toEqual(owedBefore);
    expect(await t.system.dataSource.manager.findOneByOrFail(SavingsPlanRow, { id: ada.plan.plan.id })).toMatchObject({ priceKobo: naira(30_000), instalmentKobo: naira(1_000) });

    // The list says the same, in no more statements than before (the packs' prices come with the page).
    const counted = await countStatements(t.system.dataSource, () => gql(t.http, MINE, { pageSize: 10 }, ada.token));
    expect(counted.result.data!.mySavingsPlans.items).toEqual([expect.objectContaining({ id: ada.plan.plan.id, priceLock: certificate })]);
    expect(counted.statements).toBeLessThanOrEqual(5);

    // A completed plan has nothing left to pay: no certificate. The console's list shows the same.
    expect((await gql(t.http, ONE, { id: bola.plan.plan.id }, bola.token)).data!.savingsPlan.priceLock).toBeNull();
    const rows = (await gql(t.http, ADMIN_LIST, {}, admin.token)).data!.adminSavingsPlans.items as { id: string; priceLock: unknown }[];
    expect(rows.find((r) => r.id === ada.plan.plan.id)!.priceLock).toEqual(certificate);
    expect(rows.find((r) => r.id === bola.plan.plan.id)!.priceLock).toBeNull();
  });

  it("carries the line in the plan's next reminder e-mail (not the SMS, kept to one part)", async () => {
    await run(day(2));
    const { mail, sms } = await reminders();
    const adas = mail.find((x) => x.to === ada.email)!;
    expect(adas.text).toContain('\nYou locked ₦30,000; this pack costs ₦33,000 today; you save ₦3,000.\n');
    // Still the same instalments: day 1's ₦1,000 is overdue, day 2's is due.
    expect(adas.subject).toBe('Overdue: ₦1,000 for your Family Foodstuff Pack');
    const adaSms = sms.find((s) => s.to === ada.phone)!;
    expect(adaSms.text).not.toContain('locked');
    expect(adaSms.text.length).toBeLessThanOrEqual(160);
  });
});
