import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EntityManager, IsNull } from 'typeorm';
import { ForbiddenError, UnauthenticatedError } from '../../src/common/errors';
import type { RequestContext } from '../../src/common/context';
import { AuditEntryRow } from '../../src/modules/audit/audit-entry.entity';
import type { AuditAction } from '../../src/modules/audit/actions';
import { FoodPackItemRow, FoodPackRow } from '../../src/modules/food-pack/food-pack.entity';
import type { FoodPackInput, FoodPackView } from '../../src/modules/food-pack/food-pack.service';
import { naira, signUpAs, TINY_PNG, type SignedUp } from '../support/catalogue';
import { startTestSystem, type TestSystem } from '../support/test-system';
import { refusal } from '../support/refusal';

let t: TestSystem;
let admin: SignedUp;
let customer: SignedUp;
let marketer: SignedUp;
const T0 = new Date('2026-11-01T09:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  t = await startTestSystem();
  admin = await signUpAs(t, 'admin@example.ng', 'Admin');
  customer = await signUpAs(t, 'customer@example.ng');
  marketer = await signUpAs(t, 'marketer@example.ng', 'Marketer');
});
afterAll(() => t.stop());

const packs = () => t.system.services.foodPacks;
const asAdmin = (now = new Date()) => t.context(admin.actor, now);
const asPublic = () => t.context();
const uploads = () => path.join(t.dataDir, 'uploads');
const variants = () => path.join(t.dataDir, 'image-variants');
const png64 = TINY_PNG.toString('base64');

/** The audit rows of one action (on one pack), oldest first, as the activity view reads them. */
async function audits(action: AuditAction, targetId?: string | null) {
  const rows = await t.system.dataSource.manager.find(AuditEntryRow, { where: { action, ...(targetId === undefined ? {} : { targetId: targetId ?? IsNull() }) }, order: { createdAt: 'ASC' } });
  return rows.map((r) => ({ actorId: r.actorId, targetType: r.targetType, targetId: r.targetId, ...(JSON.parse(r.changes) as { before: unknown; after: unknown }) }));
}
const auditCount = () => t.system.dataSource.manager.count(AuditEntryRow);

function pack(name: string, extra: Partial<FoodPackInput> = {}): FoodPackInput {
  return { name, description: `${name}, for a month`, priceKobo: naira(45_000), imageBase64: png64, ...extra };
}

describe('creating packs', () => {
  it('applies the defaults, keeps items in order, derives savings and daily rate, and records the admin', async () => {
    const created = await packs().create(asAdmin(at(0)), pack('Starter Staples', { originalPriceKobo: naira(50_000), items: ['10kg rice', ' 5kg beans ', '', '2L vegetable oil'] }));
    expect(created).toMatchObject({
      name: 'Starter Staples',
      priceKobo: naira(45_000),
      originalPriceKobo: naira(50_000),
      savingsKobo: naira(5_000),
      dailyRateKobo: naira(1_500),
      durationMonths: 1,
      category: 'provision',
      available: true,
      featured: false,
      inventory: 0,
      createdBy: admin.userId,
      updatedBy: admin.userId,
    });
    expect(created.items.map((i) => i.text)).toEqual(['10kg rice', '5kg beans', '2L vegetable oil']);
    expect(created.imageUrl).toMatch(/^\/images\/[0-9a-f]{32}\.png$/);
    expect(existsSync(path.join(uploads(), created.imageKey!))).toBe(true);
    const row = await t.system.dataSource.manager.findOneByOrFail(FoodPackRow, { id: created.id });
    expect(row.createdAt.toISOString()).toBe(at(0).toISOString());
    expect(typeof row.priceKobo).toBe('number'); // BIGINT read back through the transformer
    expect(await audits('food-pack.created', created.id)).toEqual([
      {
        actorId: admin.userId,
        targetType: 'FoodPack',
        targetId: created.id,
        before: null,
        after: {
          name: 'Starter Staples',
          description: 'Starter Staples, for a month',
          priceKobo: naira(45_000),
          originalPriceKobo: naira(50_000),
          durationMonths: 1,
          category: 'provision',
          featured: false,
          available: true,
          inventory: 0,
          items: ['10kg rice', '5kg beans', '2L vegetable oil'],
          imageKey: created.imageKey,
        },
      },
    ]);
  });

  it('takes an image uploaded beforehand by its key', async () => {
    const { key, url } = await packs().storeImage(asAdmin(), { bytes: TINY_PNG });
    expect(url).toBe(`/images/${key}`);
    const created = await packs().create(asAdmin(at(1)), pack('Keyed', { imageBase64: null, imageKey: key }));
    expect(created.imageKey).toBe(key);
    const gone = await refusal(packs().create(asAdmin(), pack('Ghost', { imageBase64: null, imageKey: `${'0'.repeat(32)}.png` })));
    expect([gone.code, gone.fieldErrors]).toEqual(['INVALID_IMAGE', [{ field: 'imageKey', message: 'The uploaded image was not found. Please upload it again.' }]]);
  });

  it('refuses bad fields by name and stores nothing, not even the image', async () => {
    const before = await t.system.dataSource.manager.count(FoodPackRow);
    const audited = await auditCount();
    const files = readdirSync(uploads()).length;
    const err = await refusal(packs().create(asAdmin(), pack('', { priceKobo: naira(45_000) + 50, durationMonths: 6, originalPriceKobo: naira(1) })));
    expect(err.code).toBe('VALIDATION');
    expect(err.message).toBe('Please fill in all required fields');
    expect(err.fieldErrors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'priceKobo', message: 'Price must be a whole number of naira' },
      { field: 'durationMonths', message: 'Duration must be a whole number of months from 1 to 4' },
    ]);
    const noImage = await refusal(packs().create(asAdmin(), pack('No picture', { imageBase64: null })));
    expect(noImage.message).toBe('Please fill in all required fields and select an image');
    const notImage = await refusal(packs().create(asAdmin(), pack('Text file', { imageBase64: Buffer.from('just text, named .png').toString('base64') })));
    expect([notImage.code, notImage.message]).toEqual(['INVALID_IMAGE', 'Please select an image file']);
    expect(await t.system.dataSource.manager.count(FoodPackRow)).toBe(before);
    expect(await auditCount()).toBe(audited);
    expect(readdirSync(uploads())).toHaveLength(files);
  });
});

describe('listing', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    await t.system.dataSource.manager.update(FoodPackRow, { retiredAt: IsNull() }, { retiredAt: new Date() }); // start from an empty catalogue
    const catalogue: [string, Partial<FoodPackInput>][] = [
      ['Rice & Beans', { priceKobo: naira(120_000), durationMonths: 2, category: 'foodstuff', items: ['25kg parboiled rice', '10kg honey beans'], featured: true }],
      ['Provision Basket', { priceKobo: naira(58_000), category: 'provision', items: ['Instant noodles (1 carton)', 'Powdered milk'] }],
      ['Swallow Lovers', { priceKobo: naira(78_000), durationMonths: 2, category: 'foodstuff', items: ['10kg semovita', '10kg GARRI', 'Palm oil'] }],
      ['Mixed Essentials', { priceKobo: naira(165_000), durationMonths: 3, category: 'mixed', items: ['Spaghetti', 'Tomato paste'], featured: true }],
      ['Festive Hamper', { priceKobo: naira(350_000), durationMonths: 4, category: 'mixed', description: 'Big 50% bigger hamper', items: ['50kg rice'] }],
      ['Back to School', { priceKobo: naira(68_000), category: 'provision', available: false, featured: true, items: ['Biscuits'] }],
    ];
    for (const [i, [name, extra]] of catalogue.entries()) ids[name] = (await packs().create(asAdmin(at(10 + i)), pack(name, extra))).id;
  });

  const names = (page: { items: FoodPackView[] }) => page.items.map((p) => p.name);

  it('shows the public only available packs, oldest first', async () => {
    const page = await packs().list(asPublic());
    expect(names(page)).toEqual(['Rice & Beans', 'Provision Basket', 'Swallow Lovers', 'Mixed Essentials', 'Festive Hamper']);
    expect(page).toMatchObject({ totalCount: 5, page: 1, pageSize: 12 });
    expect(names(await packs().list(asPublic(), { filter: { available: false } }))).toEqual([]);
    expect(await packs().get(asPublic(), ids['Back to School'])).toBeNull();
  });

  it('shows admins unavailable packs too, and lets them filter on availability', async () => {
    expect((await packs().list(asAdmin())).totalCount).toBe(6);
    expect(names(await packs().list(asAdmin(), { filter: { available: false } }))).toEqual(['Back to School']);
    expect((await packs().get(asAdmin(), ids['Back to School']))?.available).toBe(false);
    // A customer or marketer is "the public" here.
    expect((await packs().list(t.context(marketer.actor))).totalCount).toBe(5);
  });

  it('searches name, description and item texts, case-insensitively, with wildcards taken literally', async () => {
    expect(names(await packs().list(asPublic(), { filter: { search: 'garri' } }))).toEqual(['Swallow Lovers']);
    expect(names(await packs().list(asPublic(), { filter: { search: 'RICE' } }))).toEqual(['Rice & Beans', 'Festive Hamper']);
    expect(names(await packs().list(asPublic(), { filter: { search: 'basket' } }))).toEqual(['Provision Basket']);
    expect(names(await packs().list(asPublic(), { filter: { search: '50%' } }))).toEqual(['Festive Hamper']);
    expect(names(await packs().list(asPublic(), { filter: { search: '%' } }))).toEqual(['Festive Hamper']);
    expect(names(await packs().list(asPublic(), { filter: { search: 'caviar' } }))).toEqual([]);
  });

  it('filters on duration, category, featured and a price range', async () => {
    expect(names(await packs().list(asPublic(), { filter: { durationMonths: 2 } }))).toEqual(['Rice & Beans', 'Swallow Lovers']);
    expect(names(await packs().list(asPublic(), { filter: { category: 'mixed' } }))).toEqual(['Mixed Essentials', 'Festive Hamper']);
    expect(names(await packs().list(asPublic(), { filter: { featured: true } }))).toEqual(['Rice & Beans', 'Mixed Essentials']);
    expect(names(await packs().list(asPublic(), { filter: { minPriceKobo: naira(78_000), maxPriceKobo: naira(165_000) } }))).toEqual([
      'Rice & Beans',
      'Swallow Lovers',
      'Mixed Essentials',
    ]);
    expect(names(await packs().list(asPublic(), { filter: { category: 'all', durationMonths: 'all', search: '' } }))).toHaveLength(5);
  });

  it('sorts by a whitelisted field and pages with a total count', async () => {
    expect(names(await packs().list(asPublic(), { sort: { by: 'price', order: 'desc' } }))).toEqual([
      'Festive Hamper',
      'Mixed Essentials',
      'Rice & Beans',
      'Swallow Lovers',
      'Provision Basket',
    ]);
    expect(names(await packs().list(asPublic(), { sort: { by: 'name' } }))[0]).toBe('Festive Hamper');
    expect(names(await packs().list(asPublic(), { sort: { by: 'duration', order: 'desc' } }))[0]).toBe('Festive Hamper');
    const second = await packs().list(asPublic(), { sort: { by: 'price', order: 'asc' }, page: 2, pageSize: 2 });
    expect(second).toMatchObject({ totalCount: 5, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Rice & Beans', 'Mixed Essentials']);
    const err = await refusal(packs().list(asPublic(), { sort: { by: 'price_kobo' }, pageSize: 500 }));
    expect(err.fieldErrors.map((f) => f.field)).toEqual(['sortBy', 'pageSize']);
  });

  it('loads the items of a whole page in one query', async () => {
    const find = jest.spyOn(EntityManager.prototype, 'find');
    try {
      const page = await packs().list(asPublic());
      expect(page.items.every((p) => p.items.length > 0)).toBe(true);
      expect(find.mock.calls.filter(([target]) => target === FoodPackItemRow)).toHaveLength(1);
    } finally {
      find.mockRestore();
    }
  });

  it('puts up to three featured available packs in the hero, else the first three available', async () => {
    expect((await packs().featured(asPublic())).map((p) => p.name)).toEqual(['Rice & Beans', 'Mixed Essentials']); // Back to School is unavailable
    await t.system.dataSource.manager.update(FoodPackRow, { retiredAt: IsNull() }, { featured: false });
    expect((await packs().featured(asPublic())).map((p) => p.name)).toEqual(['Rice & Beans', 'Provision Basket', 'Swallow Lovers']);
    for (const name of ['Festive Hamper', 'Swallow Lovers', 'Provision Basket', 'Mixed Essentials']) await packs().setFeatured(asAdmin(), ids[name], true);
    expect((await packs().featured(asPublic())).map((p) => p.name)).toEqual(['Provision Basket', 'Swallow Lovers', 'Mixed Essentials']);
  });
});

describe('changing packs', () => {
  let id: string;
  beforeEach(async () => {
    id = (await packs().create(asAdmin(at(100)), pack('Editable', { originalPriceKobo: naira(50_000), items: ['Rice', 'Beans'], durationMonths: 2 }))).id;
  });

  it('changes only the fields sent, replaces items in the order given, and records who and when', async () => {
    const later = at(200);
    const updated = await packs().update(t.context(admin.actor, later), id, { priceKobo: naira(48_000), items: ['Oil', 'Rice', 'Garri'] });
    expect(updated).toMatchObject({ name: 'Editable', durationMonths: 2, priceKobo: naira(48_000), savingsKobo: naira(2_000), dailyRateKobo: naira(800), updatedBy: admin.userId });
    expect(updated.items.map((i) => i.text)).toEqual(['Oil', 'Rice', 'Garri']);
    expect(updated.updatedAt.toISOString()).toBe(later.toISOString());
    const untouchedItems = await packs().update(asAdmin(), id, { name: 'Renamed' });
    expect(untouchedItems.items.map((i) => i.text)).toEqual(['Oil', 'Rice', 'Garri']);
    await packs().update(asAdmin(), id, { name: 'Renamed', priceKobo: naira(48_000) }); // as it was: not a change
    expect((await audits('food-pack.updated', id)).map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { priceKobo: naira(45_000), items: ['Rice', 'Beans'] }, after: { priceKobo: naira(48_000), items: ['Oil', 'Rice', 'Garri'] } },
      { before: { name: 'Editable' }, after: { name: 'Renamed' } },
    ]);
  });

  it('refuses an invalid edit and leaves the pack, its items and the image folder as they were', async () => {
    const files = readdirSync(uploads()).length;
    const err = await refusal(packs().update(asAdmin(), id, { priceKobo: naira(60_000), items: ['Only this'], imageBase64: png64 }));
    expect(readdirSync(uploads())).toHaveLength(files);
    expect(err.fieldErrors).toEqual([{ field: 'originalPriceKobo', message: 'Original price must not be below the price' }]);
    const after = await packs().get(asAdmin(), id);
    expect(after).toMatchObject({ priceKobo: naira(45_000) });
    expect(after!.items.map((i) => i.text)).toEqual(['Rice', 'Beans']);
    expect(await audits('food-pack.updated', id)).toEqual([]);
  });

  it('replaces the image and removes the old file, with its resized copies', async () => {
    const before = (await packs().get(asAdmin(), id))!.imageKey!;
    // A phone asked for the old picture at two widths: two copies kept on disk.
    for (const w of [320, 720]) expect((await t.http.get(`/images/${before}?w=${w}`).set('accept', 'image/webp')).status).toBe(200);
    const copiesOf = (key: string) => (existsSync(variants()) ? readdirSync(variants()) : []).filter((f) => f.startsWith(key.slice(0, key.lastIndexOf('.'))));
    expect(copiesOf(before)).toHaveLength(2);
    const after = await packs().update(asAdmin(), id, { imageBase64: png64 });
    expect(after.imageKey).not.toBe(before);
    expect(existsSync(path.join(uploads(), before))).toBe(false);
    expect(copiesOf(before)).toEqual([]);
    expect(existsSync(path.join(uploads(), after.imageKey!))).toBe(true);
    expect(await audits('food-pack.updated', id)).toMatchObject([{ before: { imageKey: before }, after: { imageKey: after.imageKey } }]);
  });

  it('switches availability and featuring, recording the admin', async () => {
    const other = await signUpAs(t, `admin2-${id.slice(0, 8)}@example.ng`, 'Admin');
    const off = await packs().setAvailable(t.context(other.actor), id, false);
    expect(off).toMatchObject({ available: false, updatedBy: other.userId });
    expect(await packs().get(asPublic(), id)).toBeNull();
    expect(await packs().setFeatured(asAdmin(), id, true)).toMatchObject({ featured: true, updatedBy: admin.userId });
    await packs().setFeatured(asAdmin(), id, true); // already featured: not a change
    expect(await audits('food-pack.availability-changed', id)).toEqual([{ actorId: other.userId, targetType: 'FoodPack', targetId: id, before: { available: true }, after: { available: false } }]);
    expect(await audits('food-pack.featured-changed', id)).toEqual([{ actorId: admin.userId, targetType: 'FoodPack', targetId: id, before: { featured: false }, after: { featured: true } }]);
  });

  it('retires on delete: gone from every read, even for admins, but the row stays for savings plans', async () => {
    await packs().setFeatured(asAdmin(), id, true);
    expect(await packs().retire(asAdmin(at(300)), id)).toEqual({ id });
    expect(await packs().get(asAdmin(), id)).toBeNull();
    expect((await packs().list(asAdmin(), { pageSize: 100 })).items.map((p) => p.id)).not.toContain(id);
    expect((await packs().featured(asPublic())).map((p) => p.id)).not.toContain(id);
    const row = await t.system.dataSource.manager.findOneByOrFail(FoodPackRow, { id });
    expect(row.retiredAt!.toISOString()).toBe(at(300).toISOString());
    expect(await audits('food-pack.retired', id)).toEqual([{ actorId: admin.userId, targetType: 'FoodPack', targetId: id, before: { retiredAt: null }, after: { retiredAt: at(300).toISOString() } }]);
    expect(existsSync(path.join(uploads(), row.imagePath!))).toBe(true);
    for (const again of [() => packs().retire(asAdmin(), id), () => packs().update(asAdmin(), id, { name: 'Back' }), () => packs().setAvailable(asAdmin(), id, true)]) {
      expect((await refusal(again())).code).toBe('NOT_FOUND');
    }
  });
});

describe('adjusting prices', () => {
  let ids: string[];
  beforeAll(async () => {
    await t.system.dataSource.manager.update(FoodPackRow, { retiredAt: IsNull() }, { retiredAt: new Date() });
    ids = [];
    ids.push((await packs().create(asAdmin(at(400)), pack('A', { priceKobo: naira(45_000), originalPriceKobo: naira(50_000) }))).id);
    ids.push((await packs().create(asAdmin(at(401)), pack('B', { priceKobo: naira(28_333), available: false }))).id);
    ids.push((await packs().create(asAdmin(at(402)), pack('C', { priceKobo: naira(99) }))).id);
  });

  const prices = async () => {
    const rows = await t.system.dataSource.manager.findBy(FoodPackRow, { name: 'A' });
    const all = await t.system.dataSource.manager.find(FoodPackRow, { order: { createdAt: 'ASC' } });
    return { live: all.filter((r) => ids.includes(r.id)).map((r) => [r.priceKobo, r.originalPriceKobo]), a: rows };
  };

  it('previews the adjustment by the same rule, changing nothing', async () => {
    const before = (await prices()).live;
    const audited = await auditCount();
    expect(await packs().previewPriceAdjustment(asAdmin(), 10)).toEqual([
      { id: ids[0], name: 'A', oldPriceKobo: naira(45_000), newPriceKobo: naira(49_500), oldOriginalPriceKobo: naira(50_000), newOriginalPriceKobo: naira(55_000) },
      { id: ids[1], name: 'B', oldPriceKobo: naira(28_333), newPriceKobo: naira(31_166), oldOriginalPriceKobo: naira(28_333), newOriginalPriceKobo: naira(31_166) },
      { id: ids[2], name: 'C', oldPriceKobo: naira(99), newPriceKobo: naira(109), oldOriginalPriceKobo: naira(99), newOriginalPriceKobo: naira(109) },
    ]);
    expect(await packs().previewPriceAdjustment(asAdmin(), 0.5)).toEqual([expect.objectContaining({ name: 'A' }), expect.objectContaining({ name: 'B' })]); // C: ₦99.495 rounds back to ₦99
    expect((await prices()).live).toEqual(before);
    expect(await auditCount()).toBe(audited);
  });

  it('changes every live pack, available or not, by the percentage, rounded to whole naira, as previewed, and audits it', async () => {
    const retired = await packs().create(asAdmin(), pack('Retired one', { priceKobo: naira(10_000) }));
    await packs().retire(asAdmin(), retired.id);
    const preview = await packs().previewPriceAdjustment(asAdmin(), 10);
    const result = await packs().adjustPrices(asAdmin(at(500)), 10);
    expect(result.items.map((p) => ({ id: p.id, priceKobo: p.priceKobo, originalPriceKobo: p.originalPriceKobo }))).toEqual(
      preview.map((c) => ({ id: c.id, priceKobo: c.newPriceKobo, originalPriceKobo: c.newOriginalPriceKobo })),
    );
    expect(await audits('food-pack.prices-adjusted')).toEqual([{ actorId: admin.userId, targetType: 'Catalogue', targetId: null, before: null, after: { percentage: 10, changedCount: 3, packs: preview } }]);
    expect(result.changedCount).toBe(3);
    expect(result.items.map((p) => [p.name, p.priceKobo, p.originalPriceKobo])).toEqual([
      ['A', naira(49_500), naira(55_000)],
      ['B', naira(31_166), naira(31_166)],
      ['C', naira(109), naira(109)], // 108.9
    ]);
    expect(result.items.every((p) => p.updatedBy === admin.userId && p.updatedAt.toISOString() === at(500).toISOString())).toBe(true);
    expect((await t.system.dataSource.manager.findOneByOrFail(FoodPackRow, { id: retired.id })).priceKobo).toBe(naira(10_000));
  });

  it('refuses a percentage that would make a price zero, and changes nothing', async () => {
    const before = (await prices()).live;
    for (const [pct, message] of [
      [-100, 'The percentage must be between -50% and +100%'],
      [-99.99, 'The percentage must be between -50% and +100%'], // would have sold every pack for ₦1 (issue 26)
      [100.5, 'The percentage must be between -50% and +100%'],
      [Number.NaN, 'The percentage must be a number'],
    ] as const) {
      const err = await refusal(packs().adjustPrices(asAdmin(), pct, pct));
      expect([err.code, err.message, err.fieldErrors[0].field]).toEqual(['VALIDATION', message, 'percentage']);
      const previewed = await refusal(packs().previewPriceAdjustment(asAdmin(), pct));
      expect([previewed.code, previewed.message, previewed.fieldErrors]).toEqual([err.code, err.message, err.fieldErrors]);
    }
    // Beyond ±20 %: only with the percentage typed again, the same number.
    for (const [pct, confirm] of [[-30, undefined], [-30, 30], [25, null]] as const) {
      const err = await refusal(packs().adjustPrices(asAdmin(), pct, confirm));
      expect([err.code, err.fieldErrors[0].field]).toEqual(['VALIDATION', 'confirmPercentage']);
    }
    expect((await prices()).live).toEqual(before);
    expect(await audits('food-pack.prices-adjusted')).toHaveLength(1);
  });

  it('rolls every change back when the database fails half-way', async () => {
    const before = (await prices()).live;
    const realUpdate = EntityManager.prototype.update;
    let calls = 0;
    const update = jest.spyOn(EntityManager.prototype, 'update').mockImplementation(function (this: EntityManager, ...args: Parameters<EntityManager['update']>) {
      if (++calls === 2) return Promise.reject(new Error('connection lost'));
      return realUpdate.apply(this, args);
    });
    try {
      await expect(packs().adjustPrices(asAdmin(), 5)).rejects.toThrow('connection lost');
    } finally {
      update.mockRestore();
    }
    expect(calls).toBe(2);
    expect((await prices()).live).toEqual(before);
    expect(await audits('food-pack.prices-adjusted')).toHaveLength(1); // the audit row rolled back with the prices
  });

  it('audits nothing when no price changes', async () => {
    expect(await packs().adjustPrices(asAdmin(), 0)).toMatchObject({ changedCount: 0 });
    expect(await audits('food-pack.prices-adjusted')).toHaveLength(1);
  });
});

describe('who may change the catalogue', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const attempts: [string, (ctx: RequestContext) => Promise<unknown>][] = [
    ['create', (ctx) => packs().create(ctx, pack('Sneaky'))],
    ['update', (ctx) => packs().update(ctx, id, { name: 'Sneaky' })],
    ['retire', (ctx) => packs().retire(ctx, id)],
    ['setAvailable', (ctx) => packs().setAvailable(ctx, id, false)],
    ['setFeatured', (ctx) => packs().setFeatured(ctx, id, true)],
    ['adjustPrices', (ctx) => packs().adjustPrices(ctx, 50)],
    ['previewPriceAdjustment', (ctx) => packs().previewPriceAdjustment(ctx, 50)],
    ['storeImage', (ctx) => packs().storeImage(ctx, { bytes: TINY_PNG })],
  ];

  it.each(attempts)('%s needs the Admin role', async (_name, attempt) => {
    await expect(attempt(t.context(customer.actor))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt(t.context(marketer.actor))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(attempt(t.context())).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});
