import { gql } from '../support/graphql';
import { naira, signUpEachRole, TINY_PNG, type SignedUp } from '../support/catalogue';
import { startTestSystem, type TestSystem } from '../support/test-system';

const PACK_FIELDS = /* GraphQL */ `
  id name description imageUrl priceKobo originalPriceKobo savingsKobo dailyRateKobo durationMonths
  category featured available inventory items { id text } createdAt updatedAt
`;
const RESULT = (fields = PACK_FIELDS) => `__typename ... on FoodPack { ${fields} } ... on ErrorResult { errorCode message fieldErrors { field message } }`;

const CREATE = `mutation($input: CreateFoodPackInput!) { createFoodPack(input: $input) { ${RESULT()} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateFoodPackInput!) { updateFoodPack(id: $id, input: $input) { ${RESULT()} } }`;
const DELETE = `mutation($id: ID!) { deleteFoodPack(id: $id) { __typename ... on DeletedFoodPack { id } ... on ErrorResult { errorCode message } } }`;
const SET_AVAILABLE = `mutation($id: ID!, $available: Boolean!) { setFoodPackAvailable(id: $id, available: $available) { ${RESULT('id available')} } }`;
const SET_FEATURED = `mutation($id: ID!, $featured: Boolean!) { setFoodPackFeatured(id: $id, featured: $featured) { ${RESULT('id featured')} } }`;
const ADJUST = `mutation($percentage: Float!, $confirmPercentage: Float) { adjustFoodPackPrices(percentage: $percentage, confirmPercentage: $confirmPercentage) {
  __typename ... on AdjustedFoodPackPrices { percentage changedCount items { name priceKobo originalPriceKobo } } ... on ErrorResult { errorCode message fieldErrors { field } } } }`;
const PREVIEW = `query($percentage: Float!) { previewFoodPackPriceAdjustment(percentage: $percentage) { id name oldPriceKobo newPriceKobo oldOriginalPriceKobo newOriginalPriceKobo } }`;
const LIST = `query($filter: FoodPackFilter, $sort: FoodPackSort, $page: Int, $pageSize: Int) {
  foodPacks(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalCount page pageSize items { id name priceKobo available } } }`;
const ONE = `query($id: ID!) { foodPack(id: $id) { ${PACK_FIELDS} } }`;
const FEATURED = `query { featuredFoodPacks { name featured } }`;

/** The catalogue over GraphQL: public reads, admin changes, and refusals for everyone else. */
describe('food packs over GraphQL', () => {
  let t: TestSystem;
  let admin: SignedUp;
  let customer: SignedUp;
  let marketer: SignedUp;
  beforeAll(async () => {
    t = await startTestSystem();
    ({ admin, customer, marketer } = await signUpEachRole(t));
  });
  afterAll(() => t.stop());

  async function upload(): Promise<string> {
    const res = await t.http.post('/api/uploads/food-pack-image').set('authorization', `Bearer ${admin.token}`).set('content-type', 'image/png').send(TINY_PNG);
    expect(res.status).toBe(200);
    return res.body.data.key as string;
  }

  const input = (imageKey: string, extra: Record<string, unknown> = {}) => ({
    name: 'Family Foodstuff Pack',
    description: 'Two months of staples for a family of five',
    imageKey,
    priceKobo: naira(120_000),
    originalPriceKobo: naira(135_000),
    durationMonths: 2,
    category: 'foodstuff',
    inventory: 30,
    items: ['25kg bag of parboiled rice', '10kg honey beans', '5 litres vegetable oil'],
    ...extra,
  });

  it('lets an admin create a pack from an uploaded image key, and anyone read it', async () => {
    const created = await gql(t.http, CREATE, { input: input(await upload()) }, admin.token);
    const pack = created.data!.createFoodPack;
    expect(pack).toMatchObject({
      __typename: 'FoodPack',
      name: 'Family Foodstuff Pack',
      priceKobo: 12_000_000,
      originalPriceKobo: 13_500_000,
      savingsKobo: 1_500_000,
      dailyRateKobo: 200_000, // ₦120,000 / 60 days = ₦2,000
      durationMonths: 2,
      category: 'foodstuff',
      featured: false,
      available: true,
      inventory: 30,
    });
    expect(pack.items.map((i: { text: string }) => i.text)).toEqual(['25kg bag of parboiled rice', '10kg honey beans', '5 litres vegetable oil']);
    const image = await t.http.get(pack.imageUrl);
    expect([image.status, image.headers['content-type'], image.headers['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);

    const { __typename: _typename, ...fields } = pack;
    expect((await gql(t.http, ONE, { id: pack.id })).data!.foodPack).toEqual(fields);
    const list = await gql(t.http, LIST, { filter: { search: 'HONEY', category: 'foodstuff', durationMonths: 2, minPriceKobo: naira(100_000) } });
    expect(list.data!.foodPacks).toMatchObject({ totalCount: 1, page: 1, pageSize: 12, items: [{ id: pack.id }] });
  });

  it('applies the defaults of section 3 when only the required fields are sent', async () => {
    const res = await gql(t.http, CREATE, { input: { name: 'Garri Pack', description: 'Garri for the month', imageKey: await upload(), priceKobo: naira(45_000) } }, admin.token);
    expect(res.data!.createFoodPack).toMatchObject({ durationMonths: 1, category: 'provision', available: true, featured: false, inventory: 0, originalPriceKobo: naira(45_000), savingsKobo: 0, dailyRateKobo: naira(1_500) });
  });

  it('returns refusals as an ErrorResult naming the fields', async () => {
    const missing = await gql(t.http, CREATE, { input: { ...input(''), imageKey: null, name: '  ', priceKobo: naira(45_000) + 1 } }, admin.token);
    expect(missing.data!.createFoodPack).toEqual({
      __typename: 'ErrorResult',
      errorCode: 'VALIDATION',
      message: 'Please fill in all required fields and select an image',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'priceKobo', message: 'Price must be a whole number of naira' },
        { field: 'imageKey', message: 'Please select an image' },
      ],
    });
    const unknown = await gql(t.http, UPDATE, { id: '00000000-0000-4000-8000-000000000000', input: { name: 'X' } }, admin.token);
    expect(unknown.data!.updateFoodPack).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND', message: 'Food pack not found' });
    const badKey = await gql(t.http, CREATE, { input: input('../../etc/passwd') }, admin.token);
    expect(badKey.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'imageKey', message: 'Upload the image first and send the key it returns' }] });
    const badFilter = await gql(t.http, LIST, { filter: { minPriceKobo: 500, maxPriceKobo: 100 }, pageSize: 101 });
    expect(badFilter.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'VALIDATION', fields: [{ field: 'maxPriceKobo' }, { field: 'pageSize' }] });
  });

  it('edits, hides, features, re-prices and deletes, with the public seeing only what it should', async () => {
    const id = (await gql(t.http, CREATE, { input: input(await upload(), { name: 'Editable Pack' }) }, admin.token)).data!.createFoodPack.id;

    const edited = await gql(t.http, UPDATE, { id, input: { priceKobo: naira(110_000), items: ['Beans', 'Rice'] } }, admin.token);
    expect(edited.data!.updateFoodPack).toMatchObject({ name: 'Editable Pack', priceKobo: naira(110_000), savingsKobo: naira(25_000), items: [{ text: 'Beans' }, { text: 'Rice' }] });

    expect((await gql(t.http, SET_AVAILABLE, { id, available: false }, admin.token)).data!.setFoodPackAvailable).toEqual({ __typename: 'FoodPack', id, available: false });
    expect((await gql(t.http, ONE, { id })).data!.foodPack).toBeNull();
    expect((await gql(t.http, ONE, { id }, customer.token)).data!.foodPack).toBeNull();
    expect((await gql(t.http, ONE, { id }, admin.token)).data!.foodPack.available).toBe(false);
    const publicNames = (await gql(t.http, LIST, {})).data!.foodPacks.items.map((p: { name: string }) => p.name);
    const adminNames = (await gql(t.http, LIST, {}, admin.token)).data!.foodPacks.items.map((p: { name: string }) => p.name);
    expect(publicNames).not.toContain('Editable Pack');
    expect(adminNames).toContain('Editable Pack');

    await gql(t.http, SET_AVAILABLE, { id, available: true }, admin.token);
    expect((await gql(t.http, SET_FEATURED, { id, featured: true }, admin.token)).data!.setFoodPackFeatured.featured).toBe(true);
    expect((await gql(t.http, FEATURED)).data!.featuredFoodPacks).toEqual([{ name: 'Editable Pack', featured: true }]);

    const adminList = await gql(t.http, LIST, { filter: { search: 'EDITABLE', category: 'foodstuff', available: true, featured: true } }, admin.token);
    expect(adminList.data!.foodPacks).toMatchObject({ totalCount: 1, items: [{ id, name: 'Editable Pack' }] });

    const preview = (await gql(t.http, PREVIEW, { percentage: 10 }, admin.token)).data!.previewFoodPackPriceAdjustment;
    expect(preview).toContainEqual({ id, name: 'Editable Pack', oldPriceKobo: naira(110_000), newPriceKobo: naira(121_000), oldOriginalPriceKobo: naira(135_000), newOriginalPriceKobo: naira(148_500) });
    const adjusted = await gql(t.http, ADJUST, { percentage: 10 }, admin.token);
    expect(adjusted.data!.adjustFoodPackPrices).toMatchObject({ __typename: 'AdjustedFoodPackPrices', percentage: 10, changedCount: preview.length });
    expect(adjusted.data!.adjustFoodPackPrices.items).toEqual(preview.map((c: Record<string, unknown>) => ({ name: c.name, priceKobo: c.newPriceKobo, originalPriceKobo: c.newOriginalPriceKobo })));
    const refusedPreview = await gql(t.http, PREVIEW, { percentage: -100 }, admin.token);
    expect(refusedPreview.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'VALIDATION', fields: [{ field: 'percentage', message: 'The percentage must be between -50% and +100%' }] });
    expect(adjusted.data!.adjustFoodPackPrices.items).toContainEqual({ name: 'Editable Pack', priceKobo: naira(121_000), originalPriceKobo: naira(148_500) });
    const refused = await gql(t.http, ADJUST, { percentage: -99.99, confirmPercentage: -99.99 }, admin.token);
    expect(refused.data!.adjustFoodPackPrices).toMatchObject({ __typename: 'ErrorResult', errorCode: 'VALIDATION', message: 'The percentage must be between -50% and +100%', fieldErrors: [{ field: 'percentage' }] });
    // A change beyond ±20 % needs the percentage typed again (issue 26); nothing changes without it.
    const unconfirmed = await gql(t.http, ADJUST, { percentage: -30 }, admin.token);
    expect(unconfirmed.data!.adjustFoodPackPrices).toMatchObject({
      __typename: 'ErrorResult',
      errorCode: 'VALIDATION',
      message: 'A change of more than 20% must be confirmed: type -30% again to confirm',
      fieldErrors: [{ field: 'confirmPercentage' }],
    });
    const mistyped = await gql(t.http, ADJUST, { percentage: -30, confirmPercentage: -3 }, admin.token);
    expect(mistyped.data!.adjustFoodPackPrices).toMatchObject({ errorCode: 'VALIDATION', fieldErrors: [{ field: 'confirmPercentage' }] });
    expect((await gql(t.http, ONE, { id }, admin.token)).data!.foodPack).toMatchObject({ priceKobo: naira(121_000) });
    // Typed again, it goes through; -20 % (no confirmation needed) brings every price back.
    const confirmed = await gql(t.http, ADJUST, { percentage: 25, confirmPercentage: 25 }, admin.token);
    expect(confirmed.data!.adjustFoodPackPrices.items).toContainEqual({ name: 'Editable Pack', priceKobo: naira(151_250), originalPriceKobo: naira(185_625) });
    const back = await gql(t.http, ADJUST, { percentage: -20 }, admin.token);
    expect(back.data!.adjustFoodPackPrices.items).toContainEqual({ name: 'Editable Pack', priceKobo: naira(121_000), originalPriceKobo: naira(148_500) });

    expect((await gql(t.http, DELETE, { id }, admin.token)).data!.deleteFoodPack).toEqual({ __typename: 'DeletedFoodPack', id });
    expect((await gql(t.http, ONE, { id }, admin.token)).data!.foodPack).toBeNull();
    expect((await gql(t.http, DELETE, { id }, admin.token)).data!.deleteFoodPack).toMatchObject({ __typename: 'ErrorResult', errorCode: 'NOT_FOUND' });
    // The hero falls back to the first available packs once none is featured.
    expect((await gql(t.http, FEATURED)).data!.featuredFoodPacks.map((p: { name: string }) => p.name)).toEqual(['Family Foodstuff Pack', 'Garri Pack']);
  });

  describe('refuses every admin operation to customers, marketers and anonymous callers', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const mutations: [string, string, Record<string, unknown>][] = [
      ['createFoodPack', CREATE, { input: input(`${'a'.repeat(32)}.png`) }],
      ['updateFoodPack', UPDATE, { id, input: { name: 'Hacked' } }],
      ['deleteFoodPack', DELETE, { id }],
      ['setFoodPackAvailable', SET_AVAILABLE, { id, available: false }],
      ['setFoodPackFeatured', SET_FEATURED, { id, featured: true }],
      ['adjustFoodPackPrices', ADJUST, { percentage: 500 }],
      ['previewFoodPackPriceAdjustment', PREVIEW, { percentage: 500 }],
    ];

    it.each(mutations)('%s', async (name, mutation, variables) => {
      for (const [who, token, code] of [
        ['customer', customer.token, 'FORBIDDEN'],
        ['marketer', marketer.token, 'FORBIDDEN'],
        ['anonymous', undefined, 'UNAUTHENTICATED'],
      ] as const) {
        const res = await gql(t.http, mutation, variables, token);
        expect({ who, code: res.errors?.[0].extensions?.code, data: res.data?.[name] ?? null }).toEqual({ who, code, data: null });
      }
    });

    it('and nothing changed', async () => {
      const names = (await gql(t.http, LIST, { sort: { field: 'PRICE', direction: 'DESC' } }, admin.token)).data!.foodPacks.items.map((p: { name: string; priceKobo: number }) => [p.name, p.priceKobo]);
      expect(names).toEqual([
        ['Family Foodstuff Pack', naira(132_000)],
        ['Garri Pack', naira(49_500)],
      ]);
    });
  });
});
