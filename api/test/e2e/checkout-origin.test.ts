import { naira, signUpAs, type SignedUp } from '../support/catalogue';
import { createPack, START_PLAN } from '../support/payments';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * A checkout comes back to the address the customer is on (issue 9): opened at another address
 * than PUBLIC_URL (127.0.0.1 against localhost, a LAN address), a redirect checkout returns there,
 * where the customer is signed in. An address this server does not serve is never used.
 */
describe('where a checkout returns', () => {
  let t: TestSystem;
  let ada: SignedUp;
  let packId: string;

  beforeAll(async () => {
    t = await startTestSystem();
    const admin = await signUpAs(t, 'admin@example.ng', 'Admin');
    ada = await signUpAs(t, 'ada@example.ng');
    packId = (await createPack(t, admin, { priceKobo: naira(30_000), durationMonths: 1 })).id;
  });
  afterAll(() => t.stop());

  async function startFrom(headers: Record<string, string>): Promise<string | null> {
    let req = t.http.post('/graphql').set('content-type', 'application/json').set('authorization', `Bearer ${ada.token}`);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const res = await req.send({ query: START_PLAN, variables: { input: { foodPackId: packId, frequency: 'monthly', preference: 'manual', fulfilment: { method: 'pickup' } } } });
    const reference = res.body.data.startSavingsPlan.reference as string;
    return t.fake.transactions.get(reference)!.callbackUrl;
  }

  it('returns to the address the page was served from', async () => {
    const port = new URL(t.baseUrl).port;
    expect(await startFrom({ origin: `http://localhost:${port}`, host: `localhost:${port}` })).toBe(`http://localhost:${port}/profile?tab=savings`);
  });

  it('returns to PUBLIC_URL for any other origin, or none', async () => {
    expect(await startFrom({ origin: 'https://evil.example' })).toBe(`${t.baseUrl}/profile?tab=savings`);
    expect(await startFrom({})).toBe(`${t.baseUrl}/profile?tab=savings`);
  });
});
