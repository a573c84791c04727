import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

/**
 * The public pages rendered by the API from the built web app (web/dist and web/dist-ssr, which
 * `npm run build` makes before these tests run): the content and the data to hydrate from in the
 * HTML, escaped; and when rendering fails or hangs, the plain app instead, promptly.
 */
/** The data a server-rendered page carries for the browser (web lib/public-data.ts): each read's answer, by operation and variables. */
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="fs-ssr-state">(.*?)<\/script>/s.exec(html)![1]) as Record<string, { foodPacks?: { items: { id: string; name: string }[] } }>;

describe('public pages rendered on the server', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite', seedDemo: true });
  });
  afterAll(() => t.stop());

  // The browser's first page holds 6 packs (web usePrefetchPacks.ts, PAGE_SIZE).
  it('renders /food-packs with the packs the API lists first, and the data it used for the browser to hydrate from', async () => {
    const listed = (await gql(t.http, '{ foodPacks(page: 1, pageSize: 6) { items { id name } } }')).data!.foodPacks.items as { id: string; name: string }[];
    const res = await t.http.get('/food-packs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>Our Food Packs — Food Savings</title>');
    for (const { name } of listed) expect(res.text).toContain(`>${name.replace(/&/g, '&amp;')}</h3>`);
    const state = stateOf(res.text);
    expect(state['FoodPacks:{"page":1,"pageSize":6}']?.foodPacks?.items.map(({ id, name }) => ({ id, name }))).toEqual(listed);
    // Its styles are in the document, so it paints without another request; each beside a link
    // that is not fetched (disabled), for the app's lazy chunks to find.
    const inlined = new Map([...res.text.matchAll(/<style>([\s\S]*?)<\/style><link rel="stylesheet" crossorigin href="\/assets\/([A-Za-z]+)-[\w-]+\.css" disabled>/g)].map((m) => [m[2], m[1]]));
    expect([...inlined.keys()]).toEqual(expect.arrayContaining(['index', 'PackImage']));
    expect(inlined.get('index')).toContain('.fs-shell{');
    expect(inlined.get('PackImage')).toContain('.fs-pack-image');
    expect(res.text).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // The page's own chunk is asked for from the head, beside the app's entry.
    expect(res.text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/FoodPacksPage-[\w-]+\.js">/);
  });

  it('preloads the hero’s picture on /, the first featured pack’s', async () => {
    const [first] = (await gql(t.http, '{ featuredFoodPacks { imageUrl } }')).data!.featuredFoodPacks as { imageUrl: string }[];
    const res = await t.http.get('/');
    expect(res.text).toContain(`<link rel="preload" as="image" href="${first.imageUrl}" fetchpriority="high">`);
  });

  it('escapes what an admin typed: a pack name cannot end the data script or add markup', async () => {
    const hostile = 'Rice </script><script>alert(1)</script> <!-- Pack';
    await t.system.dataSource.query("UPDATE food_packs SET name = ? WHERE name = 'Provision Basket'", [hostile]);
    const res = await t.http.get('/food-packs');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('Rice &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- Pack');
    expect(Object.values(stateOf(res.text)).some((read) => read.foodPacks?.items.some((p) => p.name === hostile))).toBe(true);
  });

  it("renders a pack's own page, /food-packs/:id, with every item it holds; a pack that is not there is a 404", async () => {
    const [pack] = (await gql(t.http, '{ foodPacks(page: 1, pageSize: 1) { items { id name items { text } } } }')).data!.foodPacks.items as { id: string; name: string; items: { text: string }[] }[];
    expect(pack.items.length).toBeGreaterThan(4);
    const res = await t.http.get(`/food-packs/${pack.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${pack.name.replace(/&/g, '&amp;')} — Food Savings</title>`);
    for (const { text } of pack.items) expect(res.text).toContain(`<li>${text.replace(/&/g, '&amp;')}</li>`);
    expect(stateOf(res.text)[`FoodPack:{"id":"${pack.id}"}`]).toMatchObject({ foodPack: { id: pack.id, name: pack.name } });
    expect(res.text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PackDetailPage-[\w-]+\.js">/);

    const gone = await t.http.get('/food-packs/00000000-0000-4000-8000-000000000000');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Food pack not found');
  });

  it('answers an unknown path with the 404 page and status 404, and leaves sign-in and account pages to the browser', async () => {
    const missing = await t.http.get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Oops! Page not found');
    for (const url of ['/login', '/register', '/profile?tab=plans', '/admin', '/marketer', '/reset-password?token=x', '/p/some-token']) {
      const res = await t.http.get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });
});

describe('when a public page cannot be rendered', () => {
  const renderers = mkdtempSync(path.join(tmpdir(), 'fs-ssr-'));
  afterAll(() => rmSync(renderers, { recursive: true, force: true }));

  /** The real web build with a stand-in renderer that fails, or never finishes. */
  async function systemWith(renderPage: string): Promise<TestSystem> {
    const dir = mkdtempSync(path.join(renderers, 'r-'));
    writeFileSync(path.join(dir, 'entry-server.cjs'), `exports.pageModuleFor = () => 'src/pages/home/HomePage.tsx';\nexports.renderPage = ${renderPage};\n`);
    return startTestSystem({ database: 'sqlite', env: { WEB_SSR_DIR: dir } });
  }

  it('sends the plain app, which renders itself, when rendering fails', async () => {
    const t = await systemWith("async () => { throw new Error('the database is down') }");
    try {
      const res = await t.http.get('/food-packs');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    } finally {
      await t.stop();
    }
  });

  it('sends the plain app within a few seconds when rendering hangs', async () => {
    const t = await systemWith('() => new Promise(() => {})');
    try {
      const started = Date.now();
      const res = await t.http.get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.stop();
    }
  });
});
