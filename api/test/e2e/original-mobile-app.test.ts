import type { Test } from 'supertest';
import { SavingsPlanRow } from '../../src/modules/savings-plan';
import { TINY_PNG, signUpAs, type SignedUp } from '../support/catalogue';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * Issue 28: the original mobile app's calls (`superbrains/triple_prime_mobile`, see
 * shared/reference/original-mobile-app-calls.md) replayed exactly as it makes them: the headers of
 * `network_service.dart` (`Accept: application/json`, `Content-Type: application/json-patch+json`,
 * the Bearer token), its casing of the paths, its bodies and enum spellings. Every field the app
 * reads is checked with the type its Dart model parses it as: an `int` field given a string (a
 * UUID) throws in `fromJson`, and the call then fails with "Failed to parse response data".
 * Sign-in, packs, the plan list and detail, the create-plan body and reminders are here; the calls
 * the product did not have before (device token, profile, pricing, confirm-mobile-payment, the
 * client's own references…) are in original-mobile-app-calls.test.ts.
 */
let t: TestSystem;
let admin: SignedUp;

/** A request as the app's Dio client sends it: the JSON text with the app's content type. */
function asApp(req: Test, token?: string, body?: unknown): Test {
  req.set('Accept', 'application/json').set('Content-Type', 'application/json-patch+json');
  if (token) req.set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.send(JSON.stringify(body));
}

// ---- What the Dart models parse (lib/shared/models/*.dart), as type rules. ----
type Rule = 'int' | 'num' | 'String' | 'String?' | 'bool' | 'date' | 'date?' | 'Map?' | 'any' | { list: Shape } | { map: Shape };
type Shape = Record<string, Rule>;

/** Where `value` breaks `shape` as Dart would parse it (empty when it parses). `lenient`: absent/null fields fall back (`json['x'] ?? default`). */
function dartProblems(value: unknown, shape: Shape, at = '$', lenient = false): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at} is not a JSON object`];
  const json = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, rule] of Object.entries(shape)) {
    const v = json[field];
    const where = `${at}.${field}`;
    const missing = v === undefined || v === null;
    if (rule === 'any') continue;
    if (typeof rule === 'object') {
      if (missing) {
        if (!lenient && 'list' in rule) problems.push(`${where} is missing`);
        continue;
      }
      if ('list' in rule) {
        if (!Array.isArray(v)) problems.push(`${where} is not a list`);
        else v.forEach((item, i) => problems.push(...dartProblems(item, rule.list, `${where}[${i}]`)));
      } else problems.push(...dartProblems(v, rule.map, where, true));
      continue;
    }
    if (missing) {
      if (!lenient && !rule.endsWith('?')) problems.push(`${where} is missing`);
      continue;
    }
    const ok =
      rule === 'int' ? Number.isInteger(v) :
      rule === 'num' ? typeof v === 'number' && Number.isFinite(v) :
      rule === 'String' || rule === 'String?' ? typeof v === 'string' :
      rule === 'bool' ? typeof v === 'boolean' :
      rule === 'date' || rule === 'date?' ? typeof v === 'string' && !Number.isNaN(Date.parse(v)) :
      rule === 'Map?' ? typeof v === 'object' && !Array.isArray(v) : true;
    if (!ok) problems.push(`${where} is ${JSON.stringify(v)}, not ${rule}`);
  }
  return problems;
}

const USER_DATA: Shape = { id: 'String', email: 'String', firstName: 'String', lastName: 'String', phoneNumber: 'String', address: 'String', referralCode: 'String?', createdAt: 'date', updatedAt: 'date', isActive: 'bool' };
const CLAIM: Shape = { issuer: 'String', originalIssuer: 'String', properties: 'Map?', subject: 'String?', type: 'String', value: 'String', valueType: 'String' };
const FOOD_PACK_ITEM: Shape = { id: 'int', foodPackId: 'int', item: 'String', createdAt: 'String' };
const FOOD_PACK: Shape = {
  id: 'int', name: 'String', description: 'String', price: 'num', originalPrice: 'num', savings: 'num', available: 'bool', featured: 'bool', imageUrl: 'String',
  inventory: 'int', duration: 'int', category: 'String', createdAt: 'String', updatedAt: 'String', createdBy: 'String', updatedBy: 'String', items: { list: FOOD_PACK_ITEM },
};
const PAYMENT_SCHEDULE: Shape = {
  id: 'int', savingsPlanId: 'int', dueDate: 'date', amount: 'num', accruedInterest: 'num', totalDue: 'num', status: 'String', paymentReference: 'String', paidAt: 'date?',
  isOverdue: 'bool', daysOverdue: 'int', interestAccrualStartDate: 'date?', createdBy: 'String', createdAt: 'date', updatedBy: 'String', updatedAt: 'date',
};
const SAVINGS_PLAN: Shape = {
  id: 'int', userId: 'String', foodPackId: 'int', totalAmount: 'num', monthlyAmount: 'num', amountPaid: 'num', duration: 'int', status: 'String', startDate: 'date',
  lastPaymentDate: 'date?', paymentPreference: 'String', paymentFrequency: 'String', paymentMethodId: 'String?', planCode: 'String', subscriptionCode: 'String',
  remindersEnabled: 'bool', createdAt: 'date', updatedAt: 'date?', createdBy: 'String', updatedBy: 'String', user: { map: USER_DATA }, foodPack: { map: FOOD_PACK },
  paymentMethod: 'any', paymentSchedules: { list: PAYMENT_SCHEDULE },
};

/** `_handleResponse`: 200/201, and a map with `success` must have `success: true`. */
function expectAppAccepts(res: { status: number; body: unknown }): void {
  expect([200, 201]).toContain(res.status);
  const body = res.body as Record<string, unknown>;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'success' in body) expect(body.success).toBe(true);
}

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  // A pack with items, created as the original console creates one (legacy body, naira).
  const res = await t.http
    .post('/api/foodpack')
    .set('authorization', `Bearer ${admin.token}`)
    .send({ name: 'Family Foodstuff Pack', description: 'Staples for a family', price: 60_000, originalPrice: 66_000, duration: 3, category: 'foodstuff', inventory: 20, available: true, featured: true, items: ['10kg rice', '5kg beans'], imageBase64: TINY_PNG.toString('base64'), createdBy: 'admin' });
  expect(res.status).toBe(200);
});
afterAll(() => t.stop());

describe('the original mobile app', () => {
  const email = 'chioma@example.ng';
  const password = 'Secret#2026x';
  let token: string;
  let userId: string;
  let packNo: number;
  let planNo: number;

  it('#1 POST /Authentication/register with the app’s body (no age or Terms boxes) and content type', async () => {
    const res = await asApp(t.http.post('/api/Authentication/register'), undefined, { email, password, firstName: 'Chioma', lastName: 'Okeke', phoneNumber: '08031234567', address: '14 Admiralty Way, Lekki' });
    expectAppAccepts(res);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String), timestamp: expect.any(String) });
    expect(dartProblems(res.body.data.user, USER_DATA)).toEqual([]);
  });

  it('#2 POST /Authentication/login: the token in data.claims, data.user as UserData (isActive, createdAt…), data.roles', async () => {
    const res = await asApp(t.http.post('/api/Authentication/login'), undefined, { email, password });
    expectAppAccepts(res);
    const data = res.body.data;
    expect(typeof data.success).toBe('boolean');
    expect(Array.isArray(data.roles) && data.roles.every((r: unknown) => typeof r === 'string')).toBe(true);
    expect(dartProblems(data, { user: { map: USER_DATA }, claims: { list: CLAIM } })).toEqual([]);
    expect(dartProblems(data.user, USER_DATA)).toEqual([]);
    expect(data.user).toMatchObject({ email, firstName: 'Chioma', lastName: 'Okeke', address: '14 Admiralty Way, Lekki', isActive: true });
    token = data.claims.find((c: { type: string }) => c.type === 'token').value;
    userId = data.user.id;
    expect(token.split('.')).toHaveLength(3);
  });

  it('#3 GET /FoodPack: success, message, data as a list of FoodPack with whole-number ids, items with foodPackId', async () => {
    const res = await asApp(t.http.get('/api/FoodPack'), token);
    expectAppAccepts(res);
    expect(typeof res.body.message).toBe('string');
    expect(typeof res.body.timestamp).toBe('string');
    expect(res.body.errors === null || Array.isArray(res.body.errors)).toBe(true);
    expect(Array.isArray(res.body.data)).toBe(true);
    for (const pack of res.body.data) expect(dartProblems(pack, FOOD_PACK)).toEqual([]);
    const pack = res.body.data.find((p: { name: string }) => p.name === 'Family Foodstuff Pack');
    expect(pack).toMatchObject({ price: 60_000, originalPrice: 66_000, savings: 6_000, duration: 3, available: true, featured: true, category: 'foodstuff' });
    expect(pack.items.map((i: { item: string; foodPackId: number }) => [i.item, i.foodPackId])).toEqual([
      ['10kg rice', pack.id],
      ['5kg beans', pack.id],
    ]);
    packNo = pack.id;
    // The picture's address absolute on PUBLIC_URL (the app loads it as it is), as the original's were.
    const base = t.system.config.publicUrl;
    expect([pack.imageUrl.slice(0, base.length), pack.imageUrl.slice(base.length)]).toEqual([base, expect.stringMatching(/^\/images\/[0-9a-f]{32}\.png$/)]);
    expect((await t.http.get(new URL(pack.imageUrl).pathname)).status).toBe(200);
    // The pack by its number, and (for safety) by its UUID, is the same pack.
    const one = await asApp(t.http.get(`/api/FoodPack/${packNo}`), token);
    expect(one.body.data).toEqual(pack);
    const [{ id: uuid }] = (await t.system.dataSource.query('SELECT id FROM food_packs WHERE legacy_id = ?', [packNo])) as { id: string }[];
    expect((await asApp(t.http.get(`/api/FoodPack/${uuid}`), token)).body.data.id).toBe(packNo);
  });

  it('#8 POST /SavingsPlan with the app’s body (int foodPackId, doubles, a zoneless startDate, "Manual Payment", "Weekly")', async () => {
    // Started here, paid at (the stand-in) Paystack, then reported with the app's body, as the app does after its popup.
    const body = { foodPackId: packNo, totalAmount: 60_000.0, monthlyAmount: 20_000.0, duration: 3, startDate: new Date().toISOString().replace('Z', ''), paymentPreference: 'Manual Payment', paymentFrequency: 'Weekly' };
    const started = await asApp(t.http.post('/api/SavingsPlan'), token, body);
    expectAppAccepts(started);
    // Bare, as the original answered (`Ok(result)`): the plan at the top level.
    expect(started.body).toMatchObject({ foodPackId: packNo, paymentPreference: 'manual', paymentFrequency: 'weekly', totalAmount: 60_000, status: 'AwaitingFirstPayment' });
    const reference = started.body.checkout.reference;
    await t.fake.complete(t.fake.transactions.get(reference)!.accessCode, 'success', { webhook: false });
    const created = await asApp(t.http.post('/api/SavingsPlan'), token, { ...body, paymentReference: reference });
    expectAppAccepts(created);
    // The app parses the reply's top level as a SavingsPlan: bare, every field there with the app's type.
    expect(dartProblems(created.body, SAVINGS_PLAN)).toEqual([]);
    expect(created.body).toMatchObject({ status: 'Active', amountPaid: 5_000 });
    planNo = created.body.id;
    expect(Number.isInteger(planNo)).toBe(true);
  });

  it('#8 accepts the app’s other spellings: "Automatic Payment", "Daily", "Monthly"', async () => {
    for (const [preference, frequency, expected] of [
      ['Automatic Payment', 'Daily', ['automatic', 'daily']],
      ['Manual Payment', 'Monthly', ['manual', 'monthly']],
    ] as const) {
      const res = await asApp(t.http.post('/api/SavingsPlan'), token, { foodPackId: packNo, totalAmount: 60_000, monthlyAmount: 20_000, duration: 3, startDate: new Date().toISOString(), paymentPreference: preference, paymentFrequency: frequency });
      expectAppAccepts(res);
      expect([res.body.paymentPreference, res.body.paymentFrequency]).toEqual(expected);
    }
  });

  it('#4 GET /SavingsPlan: a BARE JSON array of SavingsPlan, foodPack.name, paymentSchedules with whole-number ids', async () => {
    const res = await asApp(t.http.get('/api/SavingsPlan'), token);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const plan of res.body) expect(dartProblems(plan, SAVINGS_PLAN)).toEqual([]);
    const plan = res.body.find((p: { id: number }) => p.id === planNo);
    expect(plan).toMatchObject({ userId, foodPackId: packNo, totalAmount: 60_000, amountPaid: 5_000, duration: 3, status: 'Active', paymentPreference: 'manual', paymentFrequency: 'weekly', remindersEnabled: true });
    expect(plan.foodPack).toMatchObject({ id: packNo, name: 'Family Foodstuff Pack' });
    expect(plan.paymentSchedules).toHaveLength(12);
    expect(plan.paymentSchedules.every((s: { savingsPlanId: number }) => s.savingsPlanId === planNo)).toBe(true);
    expect(new Set(plan.paymentSchedules.map((s: { id: number }) => s.id)).size).toBe(12);
    const [first, second] = plan.paymentSchedules;
    // The app: status 'paid' (any case) is paid; it pays the first unpaid one's totalDue.
    expect(first).toMatchObject({ status: 'Paid', amount: 5_000, accruedInterest: 0, totalDue: 5_000, paymentReference: expect.stringMatching(/.+/), isOverdue: false, daysOverdue: 0 });
    expect(second).toMatchObject({ status: 'Pending', totalDue: 5_000, paidAt: null, paymentReference: '' });
  });

  it('#9 GET /SavingsPlan/{id}: the bare plan, by its number (and by its UUID)', async () => {
    const res = await asApp(t.http.get(`/api/SavingsPlan/${planNo}`), token);
    expect(res.status).toBe(200);
    expect(dartProblems(res.body, SAVINGS_PLAN)).toEqual([]);
    expect(res.body).toMatchObject({ id: planNo, foodPack: { name: 'Family Foodstuff Pack' } });
    const { id: uuid } = await t.system.dataSource.manager.findOneByOrFail(SavingsPlanRow, { legacyId: planNo });
    const byUuid = await asApp(t.http.get(`/api/SavingsPlan/${uuid}`), token);
    expect(byUuid.body.id).toBe(planNo);
  });

  it('#10 PUT /SavingsPlan/{id}/reminders { enabled } by the plan’s number, then the list shows it', async () => {
    const res = await asApp(t.http.put(`/api/SavingsPlan/${planNo}/reminders`), token, { enabled: false });
    expectAppAccepts(res);
    const list = await asApp(t.http.get('/api/SavingsPlan'), token);
    expect(list.body.find((p: { id: number }) => p.id === planNo).remindersEnabled).toBe(false);
    expectAppAccepts(await asApp(t.http.put(`/api/SavingsPlan/${planNo}/reminders`), token, { enabled: true }));
  });

  it('another customer’s plan number is "not found", whatever the call', async () => {
    const other = await signUpAs(t, 'emeka@example.ng');
    expect((await asApp(t.http.get(`/api/SavingsPlan/${planNo}`), other.token)).status).toBe(404);
    expect((await asApp(t.http.put(`/api/SavingsPlan/${planNo}/reminders`), other.token, { enabled: false })).status).toBe(404);
    expect((await asApp(t.http.get('/api/SavingsPlan'), other.token)).body).toEqual([]);
    expect((await t.system.dataSource.manager.findOneByOrFail(SavingsPlanRow, { legacyId: planNo })).remindersEnabled).toBe(true);
  });

  it('#15 POST /Authentication/forgot-password { email }', async () => {
    const res = await asApp(t.http.post('/api/Authentication/forgot-password'), undefined, { email });
    expectAppAccepts(res);
    expect(typeof res.body.message).toBe('string');
  });

  it('takes any application/*+json body, and still refuses a non-JSON one as before', async () => {
    for (const type of ['application/json-patch+json', 'application/vnd.api+json', 'application/merge-patch+json']) {
      const res = await t.http.post('/api/Authentication/login').set('Content-Type', type).send(JSON.stringify({ email, password }));
      expect([type, res.status]).toEqual([type, 200]);
    }
    const text = await t.http.post('/api/Authentication/login').set('Content-Type', 'text/plain').send(JSON.stringify({ email, password }));
    expect(text.status).toBe(400);
  });
});
