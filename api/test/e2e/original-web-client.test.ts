import { randomUUID } from 'node:crypto';
import { CommissionEntryRow } from '../../src/modules/commission/commission.entity';
import { SavingsPlanRow } from '../../src/modules/savings-plan';
import { UserRow } from '../../src/modules/user/user.entity';
import { legacyPackId } from '../../src/rest/legacy-ids';
import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { createPack } from '../support/payments';
import { countStatements } from '../support/statements';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Issue 28: the original web client's calls that failed against this server, replayed as the
 * client makes them (JSON bodies, Bearer token, its casing of the paths, its bodies), and the
 * shapes it reads, with the types it reads them as:
 * - PUT /Authentication/users/{id} without an address no longer erases the address;
 * - PUT /SavingsPlan/{id}/status with `{ status }` only (no reason) cancels instead of answering 400;
 * - GET /savingsplan/admin/all rows carry `paymentSchedules`, ids as whole numbers; the list, the
 *   schedule and Create Plan answer bare, as the original's SavingsPlanController did (`Ok(x)`);
 * - GET /marketer/{id} for a marketer's own record; GET /marketer/{id}/commissions in a constant
 *   number of SQL statements whatever the page size.
 */
let t: TestSystem;
let admin: SignedUp;
let packNo: number;
const m = () => t.system.dataSource.manager;
const as = (who: SignedUp) => ({ authorization: `Bearer ${who.token}` });

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  const pack = await createPack(t, admin, { name: 'Weekly Provisions', priceKobo: naira(40_000), durationMonths: 1 });
  packNo = await legacyPackId(t.context(), pack.id);
});
afterAll(() => t.stop());

describe('PUT /Authentication/users/{id} (the console’s Edit User)', () => {
  it('leaves the address alone when the body has no address field, and changes it only when one is sent', async () => {
    const musa = await signUpAs(t, 'musa@example.ng', 'Customer', { address: '12 Allen Avenue, Ikeja' });
    // The console's form: the user as the list gave it, without the address.
    const body = { id: musa.userId, name: 'Musa Ibrahim', email: 'musa@example.ng', phoneNumber: '0805 111 2222', role: 'Customer', status: 'Active' };
    const res = await t.http.put(`/api/Authentication/users/${musa.userId}`).set(as(admin)).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { name: 'Musa Ibrahim', address: '12 Allen Avenue, Ikeja' } });
    expect((await m().findOneByOrFail(UserRow, { id: musa.userId })).address).toBe('12 Allen Avenue, Ikeja');

    const moved = await t.http.put(`/api/Authentication/users/${musa.userId}`).set(as(admin)).send({ ...body, address: '3 Awolowo Road, Ikoyi' });
    expect(moved.body.data.address).toBe('3 Awolowo Road, Ikoyi');
    const cleared = await t.http.put(`/api/Authentication/users/${musa.userId}`).set(as(admin)).send({ ...body, address: null });
    expect(cleared.body.data.address).toBeNull();
    expect((await m().findOneByOrFail(UserRow, { id: musa.userId })).address).toBeNull();
  });
});

describe('the admin’s plans', () => {
  let ngozi: SignedUp;
  let planNo: number;

  beforeAll(async () => {
    ngozi = await signUpAs(t, 'ngozi@example.ng');
    // The console's Create Plan (section 7), with the pack's number as the list gave it.
    const res = await t.http
      .post('/api/savingsplan')
      .set(as(admin))
      .send({ userId: ngozi.userId, foodPackId: packNo, totalAmount: 40_000, monthlyAmount: 40_000, duration: 1, startDate: new Date().toISOString(), paymentPreference: 'manual', paymentFrequency: 'weekly', paymentReference: `manual-${Date.now()}` });
    expect(res.status).toBe(200);
    planNo = res.body.id;
    expect(Number.isInteger(planNo)).toBe(true);
  });

  it('GET /savingsplan/admin/all: every row carries its paymentSchedules (id, dueDate, amount, status, paidAt), ids as whole numbers', async () => {
    const res = await t.http.get('/api/savingsplan/admin/all').set(as(admin));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
    const row = res.body.find((p: { id: number }) => p.id === planNo);
    expect(row).toMatchObject({ id: planNo, foodPackId: packNo, userFullName: expect.any(String), userPhoneNumber: expect.any(String), foodPackName: 'Weekly Provisions', totalAmount: 40_000, amountPaid: 0, status: 'Active', startDate: expect.any(String), lastPaymentDate: null });
    expect(row.paymentSchedules).toHaveLength(4);
    for (const s of row.paymentSchedules) {
      expect(Number.isInteger(s.id)).toBe(true);
      expect(s).toEqual({ id: s.id, savingsPlanId: planNo, dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), amount: 10_000, status: expect.any(String), paidAt: null });
    }
    // The schedule dialog answers the same numbers.
    const schedule = await t.http.get(`/api/savingsplan/admin/${planNo}/schedule`).set(as(admin));
    expect(schedule.body.paymentSchedules.map((s: { id: number }) => s.id)).toEqual(row.paymentSchedules.map((s: { id: number }) => s.id));
  });

  it('PUT /SavingsPlan/{id}/status with { status } only cancels the plan (a default reason stands in) instead of answering 400', async () => {
    const res = await t.http.put(`/api/SavingsPlan/${planNo}/status`).set(as(admin)).send({ status: 'Cancelled' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Savings plan cancelled', data: { id: planNo, status: 'Cancelled' } });
    expect((await m().findOneByOrFail(SavingsPlanRow, { legacyId: planNo })).status).toBe('Cancelled');
    // Another customer: no such plan (the owner's own call is in plan-admin.test.ts).
    const stranger = await signUpAs(t, 'stranger@example.ng');
    const other = await t.http.put(`/api/SavingsPlan/${planNo}/status`).set(as(stranger)).send({ status: 'Cancelled' });
    expect([other.status, other.body.success]).toEqual([404, false]);
  });
});

describe('marketers', () => {
  let ada: SignedUp;
  let ben: SignedUp;
  let customer: SignedUp;

  async function marketer(email: string): Promise<SignedUp> {
    const u = await signUpAs(t, email);
    await t.system.services.marketers.create(t.context(admin.actor), { firstName: 'Ada', lastName: 'Obi', email, phoneNumber: '0803 444 5555', companyName: `${email} Ltd` });
    return u;
  }

  beforeAll(async () => {
    ada = await marketer('ada@example.ng');
    ben = await marketer('ben@example.ng');
    customer = await signUpAs(t, 'kemi@example.ng');
  });

  it('GET /marketer/{id}: a marketer reads their own record, never another marketer’s; an admin reads anyone’s', async () => {
    const own = await t.http.get(`/api/marketer/${ada.userId}`).set(as(ada));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, data: { id: ada.userId, email: 'ada@example.ng', commissionRate: expect.any(Number), status: expect.any(String) } });
    expect((await t.http.get(`/api/marketer/${ben.userId}`).set(as(ada))).status).toBe(404);
    expect((await t.http.get(`/api/marketer/${ada.userId}`).set(as(customer))).status).toBe(403);
    expect((await t.http.get(`/api/marketer/${ada.userId}`)).status).toBe(401);
    const byAdmin = await t.http.get(`/api/marketer/${ben.userId}`).set(as(admin));
    expect(byAdmin.body).toMatchObject({ success: true, data: { id: ben.userId, email: 'ben@example.ng' } });
  });

  it('GET /marketer/{id}/commissions answers in the same number of SQL statements for pages of 10 and 100', async () => {
    // 120 customers with two lines each, straight into the ledger (the plans and payments they
    // would point at are beside the point here: foreign keys off for this one insert).
    const createdAt = new Date('2026-01-15T10:00:00.000Z');
    const rows = Array.from({ length: 120 }, (_, i) => {
      const customerId = randomUUID();
      return [0, 1].map((j) => ({ id: randomUUID(), marketerId: ada.userId, customerId, planId: randomUUID(), paymentId: randomUUID(), kind: 'Accrual' as const, amountKobo: naira(100 + i + j), baseKobo: naira(1_000), rateBp: 1_000, earnedMonth: '2026-01', reason: null, createdAt }));
    }).flat();
    await m().transaction(async (tx) => {
      await tx.query('SET FOREIGN_KEY_CHECKS = 0');
      await tx.insert(CommissionEntryRow, rows);
      await tx.query('SET FOREIGN_KEY_CHECKS = 1');
    });

    const page = (size: number) => t.http.get(`/api/marketer/${ada.userId}/commissions?page=1&pageSize=${size}`).set(as(ada));
    const ten = await countStatements(t.system.dataSource, () => page(10));
    const hundred = await countStatements(t.system.dataSource, () => page(100));
    console.info(`GET /marketer/{id}/commissions: ${ten.statements} statements for 10 a page, ${hundred.statements} for 100`);
    expect(ten.result.body.data).toHaveLength(10);
    expect(hundred.result.body.data).toHaveLength(100);
    expect(hundred.result.body.data[0]).toMatchObject({ customerId: expect.any(String), totalCommission: expect.any(Number), commissions: [expect.objectContaining({ amount: expect.any(Number), rate: 0.1 }), expect.anything()] });
    expect(hundred.statements).toBe(ten.statements);
    // 11 measured (the session, the marketer, the page, its count, names, contacts, the lines…); before, one more per customer on the page.
    expect(ten.statements).toBeLessThanOrEqual(12);
  });
});
