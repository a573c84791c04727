import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { demoPacks, seedDemoData } from '../../src/db/seed';
import { PasswordHasher } from '../../src/modules/auth/password-hasher';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** The demo catalogue on the embedded SQLite default: seeded with its pictures, served, searchable, idempotent. */
describe('the demo catalogue on SQLite', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite', seedDemo: true });
  });
  afterAll(() => t.stop());

  const list = (query: string, token?: string) => gql(t.http, `{ foodPacks(${query}) { totalCount items { name priceKobo durationMonths category featured available imageUrl items { text } } } }`, {}, token);

  it('seeds realistic packs across every category and duration, in whole naira', async () => {
    expect(t.system.seed!.foodPacks).toEqual(demoPacks.map((p) => p.name));
    const res = await list('pageSize: 100');
    const packs = res.data!.foodPacks.items as { name: string; priceKobo: number; durationMonths: number; category: string; featured: boolean; items: unknown[] }[];
    expect(packs.length).toBeGreaterThanOrEqual(8);
    expect(new Set(packs.map((p) => p.category))).toEqual(new Set(['provision', 'foodstuff', 'mixed']));
    expect(new Set(packs.map((p) => p.durationMonths))).toEqual(new Set([1, 2, 3, 4]));
    for (const p of packs) {
      expect(p.priceKobo % 100).toBe(0);
      expect(p.priceKobo).toBeGreaterThanOrEqual(45_000_00);
      expect(p.priceKobo).toBeLessThanOrEqual(350_000_00);
      expect(p.items.length).toBeGreaterThan(3);
    }
    expect((await gql(t.http, '{ featuredFoodPacks { name } }')).data!.featuredFoodPacks.map((p: { name: string }) => p.name)).toEqual([
      'Provision Basket',
      'Family Foodstuff Pack',
      'Mixed Monthly Essentials',
    ]);
  });

  it('serves every pack picture from the image storage as SVG, cached and unable to run scripts', async () => {
    const packs = (await list('pageSize: 100')).data!.foodPacks.items as { imageUrl: string }[];
    for (const { imageUrl } of packs) {
      expect(imageUrl).toMatch(/^\/images\/[0-9a-f]{32}\.svg$/);
      const res = await t.http.get(imageUrl).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.body.toString('utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(res.body.toString('utf8')).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('filters, searches and sorts on SQLite as on MySQL', async () => {
    const names = async (q: string) => (await list(q)).data!.foodPacks.items.map((p: { name: string }) => p.name);
    expect(await names('filter: { search: "GARRI" }')).toEqual(['Starter Staples Pack', 'Family Foodstuff Pack', 'Swallow Lovers Pack', 'Festive Family Hamper']);
    expect(await names('filter: { search: "elubo" }')).toEqual(['Swallow Lovers Pack']);
    expect(await names('filter: { search: "100%" }')).toEqual([]);
    expect(await names('filter: { durationMonths: 4 }, sort: { field: PRICE, direction: DESC }')).toEqual(['Festive Family Hamper', 'Soup & Stew Pack']);
    expect(await names('filter: { category: provision, maxPriceKobo: 6000000 }')).toEqual(['Provision Basket', 'Pasta & Noodles Pack']);
    expect(await names('filter: { available: false }')).toEqual([]);
  });

  it('shows the demo admin the unavailable pack and lets them re-price the catalogue', async () => {
    const login = await gql(t.http, 'mutation { login(input: { email: "admin@demo.ng", password: "Demo@2026" }) { ... on AuthPayload { token } } }');
    const token = login.data!.login.token as string;
    expect((await list('filter: { available: false }', token)).data!.foodPacks.items.map((p: { name: string }) => p.name)).toEqual(['Back-to-School Provisions']);
    const res = await gql(t.http, 'mutation { adjustFoodPackPrices(percentage: 2.5) { ... on AdjustedFoodPackPrices { changedCount items { name priceKobo } } } }', {}, token);
    expect(res.data!.adjustFoodPackPrices.changedCount).toBe(demoPacks.length);
    expect(res.data!.adjustFoodPackPrices.items).toContainEqual({ name: 'Starter Staples Pack', priceKobo: 46_125_00 });
  });

  it('changes nothing when seeded again, and puts back pictures the data folder lost', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    rmSync(path.join(uploads, readdirSync(uploads)[0]));
    const again = await seedDemoData(t.system.dataSource, new Date(), { storage: t.system.storage, hasher: new PasswordHasher(t.system.config.passwordHashing) });
    expect(again).toEqual({ created: [], foodPacks: [] });
    expect(readdirSync(uploads)).toHaveLength(demoPacks.length);
    const packs = (await list('pageSize: 100')).data!.foodPacks.items as { imageUrl: string }[];
    for (const { imageUrl } of packs) expect((await t.http.get(imageUrl)).status).toBe(200);
  });
});
