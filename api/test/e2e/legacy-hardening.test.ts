import { signUpAs, TINY_PNG, type SignedUp } from '../support/catalogue';
import { gql, newCustomer } from '../support/graphql';
import { createPack } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The legacy /api shim against hostile bodies and caches: prototype keys in JSON bodies, replies
 * that depend on who is signed in, and what the public catalogue says about who wrote a pack.
 */
let t: TestSystem;
let admin: SignedUp;
let ada: SignedUp;

beforeAll(async () => {
  t = await startTestSystem();
  [admin, ada] = await Promise.all([signUpAs(t, 'admin@example.ng', 'Admin'), signUpAs(t, 'ada@example.ng')]);
  await createPack(t, admin, { name: 'Rice Pack' });
});
afterAll(() => t.stop());

/** POSTs a JSON text as it is: supertest would re-serialise an object (and drop an own `__proto__`). */
const postRaw = (path: string, json: string, token?: string) => {
  const req = t.http.post(path).set('content-type', 'application/json');
  if (token) req.set('authorization', `Bearer ${token}`);
  return req.send(json);
};

describe('prototype keys in a legacy JSON body', () => {
  const registration = (email: string) => JSON.stringify(newCustomer(email)).slice(1, -1);

  it('refuses "__proto__" with 400 VALIDATION naming it, instead of skipping the rules (was a 500)', async () => {
    // With Object.assign, this object became the input's prototype: no rules ran, and the
    // number reached the service as the e-mail.
    const res = await postRaw('/api/Authentication/register', `{"__proto__": {"x": 1}, ${registration('proto@example.ng')}, "email": 12345}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: { errorCode: 'VALIDATION' } });
    expect(res.body.errors).toEqual(['__proto__: The field "__proto__" is not allowed']);
  });

  it('refuses "constructor" and "prototype" at any depth, naming where', async () => {
    const login = await postRaw('/api/Authentication/login', '{"email": "ada@example.ng", "password": "x", "constructor": {"prototype": {"isAdmin": true}}}');
    expect([login.status, login.body.errors]).toEqual([400, ['constructor: The field "constructor" is not allowed']]);
    const nested = await postRaw('/api/contact', '{"name": "Ada", "email": "ada@example.ng", "message": "Hello", "extra": [{"a": {"prototype": 1}}]}');
    expect([nested.status, nested.body.errors]).toEqual([400, ['extra.0.a.prototype: The field "prototype" is not allowed']]);
    const plan = await postRaw('/api/SavingsPlan', '{"foodPackId": "x", "__proto__": {"paymentFrequency": "hourly"}}', ada.token);
    expect([plan.status, plan.body.data.errorCode]).toEqual([400, 'VALIDATION']);
  });

  it('refuses them in a food pack body too', async () => {
    const res = await postRaw('/api/foodpack', `{"name": "Beans", "price": 1000, "imageBase64": "${TINY_PNG.toString('base64')}", "__proto__": {"available": false}}`, admin.token);
    expect([res.status, res.body.errors]).toEqual([400, ['__proto__: The field "__proto__" is not allowed']]);
  });

  it('still validates the field itself when there is no prototype key', async () => {
    const res = await postRaw('/api/Authentication/register', `{${registration('number@example.ng')}, "email": 12345}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.stringMatching(/^email: /)]);
  });

  it('is refused over GraphQL as well: variables are coerced field by field', async () => {
    const res = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(`{"query": "mutation($input: LoginInput!) { login(input: $input) { __typename } }", "variables": {"input": {"__proto__": {"email": "ada@example.ng", "password": "x"}}}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('replies that depend on who is signed in', () => {
  const expectNotStored = (res: { headers: Record<string, string> }) => {
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  };

  it('are never stored: signed-in legacy GETs carry no-store and no ETag', async () => {
    for (const path of ['/api/SavingsPlan', '/api/SavingsPlan/upcoming-payments', '/api/PaymentMethod/current', '/api/foodpack']) {
      const res = await t.http.get(path).set('authorization', `Bearer ${ada.token}`);
      // No saved card is a 404, as the original's NotFound() was.
      expect([path, res.status]).toEqual([path, path === '/api/PaymentMethod/current' ? 404 : 200]);
      expectNotStored(res);
    }
  });

  it('never answer 304, whatever If-None-Match says', async () => {
    const first = await t.http.get('/api/foodpack');
    expect(first.headers.etag).toBeDefined();
    const res = await t.http.get('/api/foodpack').set('authorization', `Bearer ${admin.token}`).set('if-none-match', first.headers.etag);
    expect(res.status).toBe(200);
    expectNotStored(res);
  });

  it('include sign-in answers (they carry a token) and refusals', async () => {
    expectNotStored(await t.http.post('/api/Authentication/login').send({ email: 'ada@example.ng', password: 'Secret#2026' }));
    expectNotStored(await t.http.get('/api/SavingsPlan/00000000-0000-0000-0000-000000000000').set('authorization', `Bearer ${ada.token}`));
  });

  it('include every signed-in GraphQL reply', async () => {
    const res = await t.http.post('/graphql').set('authorization', `Bearer ${ada.token}`).send({ query: '{ me { email } }' });
    expect(res.body.data.me.email).toBe('ada@example.ng');
    expectNotStored(res);
  });

  it('leave the anonymous catalogue cacheable', async () => {
    const res = await t.http.get('/api/foodpack');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.etag).toBeDefined();
  });
});

describe('who wrote a pack', () => {
  it("is 'admin' in the public catalogue, as the specification says, never the admin's user id", async () => {
    const list = await t.http.get('/api/foodpack');
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const pack of list.body.data) expect(pack).toMatchObject({ createdBy: 'admin', updatedBy: 'admin' });
    const one = await t.http.get(`/api/foodpack/${list.body.data[0].id}`);
    const search = await t.http.get('/api/foodpack/search?featured=false');
    for (const res of [list, one, search]) expect(JSON.stringify(res.body)).not.toContain(admin.userId);
  });

  it('is not in the GraphQL catalogue at all', async () => {
    const type = await gql(t.http, '{ __type(name: "FoodPack") { fields { name } } }');
    expect(type.data!.__type.fields.map((f: { name: string }) => f.name).filter((n: string) => /by$|user/i.test(n))).toEqual([]);
  });
});
