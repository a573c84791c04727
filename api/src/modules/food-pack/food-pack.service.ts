import { In, IsNull, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AppError, validationError } from '../../common/errors';
import { requireRole, type RequestContext } from '../../common/context';
import { IMAGE_KEY, type ImageStorage } from '../../integrations/storage/image-storage';
import type { ImageVariants } from '../../integrations/storage/image-variants';
import { type AuditAction, changedFields, recordAudit } from '../audit';
import {
  HERO_MAX,
  likePattern,
  normalizePackFilter,
  normalizePackSort,
  normalizePage,
  visibleFilter,
  type Checked,
  type PackFilter,
  type PackFilterInput,
  type PackSort,
} from './domain/filters';
import { checkImage, decodeImageBase64 } from './domain/image';
import { packForCreate, packForUpdate, type FoodPackCategory, type PackCheck, type PackFields, type PackPatch } from './domain/pack-rules';
import { confirmationProblem, dailyRateKobo, planPriceAdjustment, savingsKobo, type PriceChange } from './domain/pricing';
import { FoodPackItemRow, FoodPackRow } from './food-pack.entity';
import type { PackStock } from './pack-stock';

/** A pack as every reader sees it: kobo amounts, derived savings and daily rate, items in order. */
export interface FoodPackView {
  id: string;
  name: string;
  description: string;
  imageKey: string | null;
  imageUrl: string | null;
  priceKobo: number;
  originalPriceKobo: number;
  savingsKobo: number;
  dailyRateKobo: number;
  durationMonths: number;
  category: FoodPackCategory;
  featured: boolean;
  available: boolean;
  /** The stock on hand, summed from the stock feature's rows (the legacy and pack-form field's name). */
  inventory: number;
  items: { id: string; text: string }[];
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface FoodPackPage {
  items: FoodPackView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface FoodPackListQuery {
  filter?: PackFilterInput | null;
  sort?: { by?: string | null; order?: string | null } | null;
  page?: number | string | null;
  pageSize?: number | string | null;
}

/**
 * The pack's fields plus its image: `imageKey` from POST /api/uploads/food-pack-image, or
 * `imageBase64` (the legacy body's field). On update, a missing image keeps the current one.
 */
export interface FoodPackInput extends PackPatch {
  imageKey?: string | null;
  imageBase64?: string | null;
}

export interface PriceAdjustmentResult {
  percentage: number;
  changedCount: number;
  items: FoodPackView[];
}

const NOT_FOUND_MESSAGE = 'Food pack not found';
const IMAGE_GONE_MESSAGE = 'The uploaded image was not found. Please upload it again.';

/** The values of several checks, or one refusal naming every problem of all of them. */
function unwrapAll<A, B, C>(a: Checked<A>, b: Checked<B>, c: Checked<C>): [A, B, C] {
  if (a.ok && b.ok && c.ok) return [a.value, b.value, c.value];
  const problems = [a, b, c].flatMap((x) => (x.ok ? [] : x.problems));
  throw validationError(problems.map((p) => p.message).join('. '), problems);
}

function refuse(check: Extract<PackCheck, { ok: false }>): AppError {
  return validationError(check.message, check.problems);
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, [{ field: 'id', message: NOT_FOUND_MESSAGE }]);
}

function isAdmin(ctx: RequestContext): boolean {
  return !!ctx.actor?.roles.includes('Admin');
}

/**
 * The catalogue. Reads are public and show available packs (admins see unavailable ones too);
 * every change needs the Admin role, runs in one transaction and records who made it and when,
 * with an audit row of what changed. Retired packs are gone from every read.
 */
export class FoodPackService {
  constructor(private readonly deps: { storage: ImageStorage; variants: Pick<ImageVariants, 'forget'>; stock: PackStock }) {}

  async list(ctx: RequestContext, query: FoodPackListQuery = {}): Promise<FoodPackPage> {
    const [filter, sort, { page, pageSize }] = unwrapAll(
      normalizePackFilter(query.filter ?? {}),
      normalizePackSort(query.sort?.by, query.sort?.order),
      normalizePage(query.page, query.pageSize),
    );
    const visible = visibleFilter(filter, { admin: isAdmin(ctx) });
    if (visible === 'nothing') return { items: [], totalCount: 0, page, pageSize };
    const qb = sorted(live(ctx.manager, visible), sort)
      .offset((page - 1) * pageSize)
      .limit(pageSize);
    const [rows, totalCount] = await qb.getManyAndCount();
    return { items: await this.views(ctx.manager, rows), totalCount, page, pageSize };
  }

  /** One pack, or null when unknown, retired, or unavailable to a non-admin. */
  async get(ctx: RequestContext, id: string): Promise<FoodPackView | null> {
    const row = await ctx.manager.findOne(FoodPackRow, { where: { id, retiredAt: IsNull() } });
    if (!row || (!row.available && !isAdmin(ctx))) return null;
    return this.view(ctx.manager, row);
  }

  /** The hero's packs (section 4): up to three featured and available, oldest first; else the first three available. */
  async featured(ctx: RequestContext): Promise<FoodPackView[]> {
    const first = (filter: PackFilter) => sorted(live(ctx.manager, filter), { field: 'createdAt', direction: 'asc' }).limit(HERO_MAX).getMany();
    let rows = await first({ available: true, featured: true });
    if (!rows.length) rows = await first({ available: true });
    return this.views(ctx.manager, rows);
  }

  /** Checks an uploaded image (type by magic bytes, 5 MB) and stores it; the key goes into createFoodPack/updateFoodPack. */
  async storeImage(ctx: RequestContext, source: { bytes: Uint8Array } | { base64: string }): Promise<{ key: string; url: string }> {
    requireRole(ctx, 'Admin');
    const key = await this.saveImage('bytes' in source ? source.bytes : decoded(source.base64, 'image'), 'image');
    ctx.log.info({ key }, 'food-pack image stored');
    return { key, url: this.deps.storage.url(key) };
  }

  async create(ctx: RequestContext, input: FoodPackInput): Promise<FoodPackView> {
    const actor = requireRole(ctx, 'Admin');
    const check = packForCreate(input, { hasImage: !!(input.imageKey?.trim() || input.imageBase64?.trim()) });
    if (!check.ok) throw refuse(check);
    const { items, inventory, ...fields } = check.fields;
    const image = await this.resolveImage(input);
    try {
      const view = await ctx.manager.transaction(async (m) => {
        const row = m.create(FoodPackRow, {
          ...fields,
          imagePath: image?.key ?? null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
          createdAt: ctx.now,
          updatedAt: ctx.now,
          retiredAt: null,
        });
        await m.save(row);
        await replaceItems(m, row.id, items);
        if (inventory > 0) await this.deps.stock.setOnHand(m, { foodPackId: row.id, target: inventory, opening: true, actorId: actor.userId, now: ctx.now });
        await recordAudit(m, ctx, { action: 'food-pack.created', targetType: 'FoodPack', targetId: row.id, before: null, after: { ...check.fields, imageKey: row.imagePath } });
        return this.view(m, row);
      });
      ctx.log.info({ foodPackId: view.id }, 'food pack created');
      return view;
    } catch (err) {
      if (image?.fresh) await this.deps.storage.remove(image.key).catch(() => undefined);
      throw err;
    }
  }

  /** Changes the fields sent; items, when sent, replace the list in the order given; an image, when sent, replaces the image. */
  async update(ctx: RequestContext, id: string, input: FoodPackInput): Promise<FoodPackView> {
    const actor = requireRole(ctx, 'Admin');
    const image = await this.resolveImage(input);
    try {
      const { view, replacedKey } = await ctx.manager.transaction(async (m) => {
        const row = await findLive(m, id);
        const onHand = (await this.deps.stock.onHand(m, [row.id])).get(row.id) ?? 0;
        const current: PackFields = { ...pick(row), inventory: onHand, items: (await itemsOf(m, [row.id])).get(row.id)?.map((i) => i.text) ?? [] };
        const check = packForUpdate(current, input);
        if (!check.ok) throw refuse(check);
        const { items, inventory, ...fields } = check.fields;
        const replacedKey = image && image.key !== row.imagePath ? row.imagePath : null;
        const change = changedFields({ ...current, imageKey: row.imagePath }, { ...check.fields, imageKey: image?.key ?? row.imagePath });
        Object.assign(row, fields, { imagePath: image?.key ?? row.imagePath, updatedBy: actor.userId, updatedAt: ctx.now });
        await m.save(row);
        if (input.items !== undefined && input.items !== null) await replaceItems(m, row.id, items);
        // A count sent that differs from what is on hand becomes an adjustment of the difference (never a stored counter).
        if (inventory !== onHand) await this.deps.stock.setOnHand(m, { foodPackId: row.id, target: inventory, opening: false, actorId: actor.userId, now: ctx.now });
        await auditPack(m, ctx, 'food-pack.updated', row.id, change);
        return { view: await this.view(m, row), replacedKey };
      });
      if (replacedKey) await this.forgetImage(ctx, replacedKey);
      return view;
    } catch (err) {
      if (image?.fresh) await this.deps.storage.remove(image.key).catch(() => undefined);
      throw err;
    }
  }

  /**
   * "Delete" retires the pack: it disappears from every listing and from `foodPack`, but the row
   * stays, because savings plans refer to it and keep the price they locked in.
   */
  async retire(ctx: RequestContext, id: string): Promise<{ id: string }> {
    const actor = requireRole(ctx, 'Admin');
    await ctx.manager.transaction(async (m) => {
      const result = await m.update(FoodPackRow, { id, retiredAt: IsNull() }, { retiredAt: ctx.now, updatedBy: actor.userId, updatedAt: ctx.now });
      if (result.affected !== 1) throw notFound();
      await auditPack(m, ctx, 'food-pack.retired', id, { before: { retiredAt: null }, after: { retiredAt: ctx.now } });
    });
    ctx.log.info({ foodPackId: id }, 'food pack retired');
    return { id };
  }

  setAvailable(ctx: RequestContext, id: string, available: boolean): Promise<FoodPackView> {
    return this.setFlag(ctx, id, { available }, 'food-pack.availability-changed');
  }

  setFeatured(ctx: RequestContext, id: string, featured: boolean): Promise<FoodPackView> {
    return this.setFlag(ctx, id, { featured }, 'food-pack.featured-changed');
  }

  /** What adjustPrices would change right now (packs whose prices would not change are left out); changes nothing. */
  async previewPriceAdjustment(ctx: RequestContext, percentage: number): Promise<PriceChange[]> {
    requireRole(ctx, 'Admin');
    return (await priceAdjustment(ctx.manager, percentage, { lock: false })).changes;
  }

  /**
   * Raises (or lowers) the price and original price of every pack that is not retired by a
   * percentage, rounded to whole naira, in one transaction: all change or none does. From -50 %
   * to +100 %; beyond ±20 % only with `confirmPercentage`, the same number typed again (issue 26).
   */
  async adjustPrices(ctx: RequestContext, percentage: number, confirmPercentage?: number | null): Promise<PriceAdjustmentResult> {
    const actor = requireRole(ctx, 'Admin');
    // The bounds first (the same refusal as the preview's), then the confirmation.
    planPriceAdjustmentBounds(percentage);
    const unconfirmed = confirmationProblem(percentage, confirmPercentage);
    if (unconfirmed) throw validationError(unconfirmed, [{ field: 'confirmPercentage', message: unconfirmed }]);
    const result = await ctx.manager.transaction(async (m) => {
      const { rows, changes } = await priceAdjustment(m, percentage, { lock: true });
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const change of changes) {
        const values = { priceKobo: change.newPriceKobo, originalPriceKobo: change.newOriginalPriceKobo, updatedBy: actor.userId, updatedAt: ctx.now };
        await m.update(FoodPackRow, { id: change.id }, values);
        Object.assign(byId.get(change.id)!, values);
      }
      if (changes.length) {
        await recordAudit(m, ctx, { action: 'food-pack.prices-adjusted', targetType: 'Catalogue', targetId: null, before: null, after: { percentage, changedCount: changes.length, packs: changes } });
      }
      return { percentage, changedCount: changes.length, items: await this.views(m, rows) };
    });
    ctx.log.info({ percentage, changed: result.changedCount }, 'food pack prices adjusted');
    return result;
  }

  private async setFlag(ctx: RequestContext, id: string, flag: { available: boolean } | { featured: boolean }, action: AuditAction): Promise<FoodPackView> {
    const actor = requireRole(ctx, 'Admin');
    return ctx.manager.transaction(async (m) => {
      const row = await findLive(m, id);
      const change = changedFields(pick(row), flag);
      Object.assign(row, flag, { updatedBy: actor.userId, updatedAt: ctx.now });
      await m.save(row);
      await auditPack(m, ctx, action, id, change);
      return this.view(m, row);
    });
  }

  /** The image a create or update names: new bytes are checked and stored; a key must exist. */
  private async resolveImage(input: FoodPackInput): Promise<{ key: string; fresh: boolean } | null> {
    if (input.imageBase64?.trim()) return { key: await this.saveImage(decoded(input.imageBase64, 'imageBase64'), 'imageBase64'), fresh: true };
    const key = input.imageKey?.trim();
    if (!key) return null;
    if (!IMAGE_KEY.test(key) || !(await this.deps.storage.exists(key))) {
      throw new AppError('INVALID_IMAGE', IMAGE_GONE_MESSAGE, [{ field: 'imageKey', message: IMAGE_GONE_MESSAGE }]);
    }
    return { key, fresh: false };
  }

  private async saveImage(bytes: Uint8Array, field: string): Promise<string> {
    const check = checkImage(bytes);
    if (!check.ok) throw new AppError(check.code, check.message, [{ field, message: check.message }]);
    return this.deps.storage.save(bytes, check.type.ext);
  }

  /** Removes a replaced image, and its resized copies, unless another pack (a retired one, say) still shows it. */
  private async forgetImage(ctx: RequestContext, key: string): Promise<void> {
    if (await ctx.manager.exists(FoodPackRow, { where: { imagePath: key } })) return;
    try {
      await this.deps.storage.remove(key);
      await this.deps.variants.forget(key);
    } catch (err) {
      ctx.log.warn({ err, key }, 'could not remove a replaced image');
    }
  }

  private async view(m: EntityManager, row: FoodPackRow): Promise<FoodPackView> {
    return (await this.views(m, [row]))[0];
  }

  /** Views of many packs with their items and their stock on hand, a query each. */
  private async views(m: EntityManager, rows: FoodPackRow[]): Promise<FoodPackView[]> {
    const ids = rows.map((r) => r.id);
    const items = await itemsOf(m, ids);
    const onHand = ids.length ? await this.deps.stock.onHand(m, ids) : new Map<string, number>();
    return rows.map((r) => this.toView(r, items.get(r.id) ?? [], onHand.get(r.id) ?? 0));
  }

  private toView(row: FoodPackRow, items: FoodPackItemRow[], onHand: number): FoodPackView {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      imageKey: row.imagePath,
      imageUrl: row.imagePath ? this.deps.storage.url(row.imagePath) : null,
      priceKobo: row.priceKobo,
      originalPriceKobo: row.originalPriceKobo,
      savingsKobo: savingsKobo(row.originalPriceKobo, row.priceKobo),
      dailyRateKobo: dailyRateKobo(row.priceKobo, row.durationMonths),
      durationMonths: row.durationMonths,
      category: row.category,
      featured: row.featured,
      available: row.available,
      inventory: onHand,
      items: items.map((i) => ({ id: i.id, text: i.text })),
      createdBy: row.createdBy,
      updatedBy: row.updatedBy,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}

function decoded(base64: string, field: string): Uint8Array {
  const result = decodeImageBase64(base64);
  if (!result.ok) throw new AppError(result.code, result.message, [{ field, message: result.message }]);
  return result.bytes;
}

function pick(row: FoodPackRow): Omit<PackFields, 'items' | 'inventory'> {
  const { name, description, priceKobo, originalPriceKobo, durationMonths, category, featured, available } = row;
  return { name, description, priceKobo, originalPriceKobo, durationMonths, category, featured, available };
}

/**
 * The audit row of a change to one pack, in its transaction; only when something changed
 * (saving a pack as it was is not a change).
 */
async function auditPack(m: EntityManager, ctx: RequestContext, action: AuditAction, id: string, change: { before: object; after: object }): Promise<void> {
  if (!Object.keys(change.after).length) return;
  await recordAudit(m, ctx, { action, targetType: 'FoodPack', targetId: id, before: change.before, after: change.after });
}

/**
 * Every live pack, oldest first, and what adjusting their prices by `percentage` changes: the one
 * computation behind both the preview and the adjustment. Refused as a whole, naming the field.
 */
async function priceAdjustment(m: EntityManager, percentage: number, opts: { lock: boolean }): Promise<{ rows: FoodPackRow[]; changes: PriceChange[] }> {
  const qb = sorted(live(m, {}), { field: 'createdAt', direction: 'asc' });
  // Keep concurrent edits out until the adjustment commits (SQLite serialises writers anyway).
  if (opts.lock && m.dataSource.options.type === 'mysql') qb.setLock('pessimistic_write');
  const rows = await qb.getMany();
  const plan = planPriceAdjustment(rows, percentage);
  if (!plan.ok) throw validationError(plan.message, [{ field: 'percentage', message: plan.message }]);
  return { rows, changes: plan.changes };
}

/** The percentage's own bounds (no pack read): the refusal the adjustment would give, naming the field. */
function planPriceAdjustmentBounds(percentage: number): void {
  const plan = planPriceAdjustment([], percentage);
  if (!plan.ok) throw validationError(plan.message, [{ field: 'percentage', message: plan.message }]);
}

/** A live pack to change, locked on MySQL until the transaction ends, so a concurrent price adjustment is never overwritten. */
async function findLive(m: EntityManager, id: string): Promise<FoodPackRow> {
  const lock = m.dataSource.options.type === 'mysql' ? ({ mode: 'pessimistic_write' } as const) : undefined;
  const row = await m.findOne(FoodPackRow, { where: { id, retiredAt: IsNull() }, lock });
  if (!row) throw notFound();
  return row;
}

/** Packs that are not retired and match the filter. */
function live(m: EntityManager, f: PackFilter): SelectQueryBuilder<FoodPackRow> {
  const qb = m.createQueryBuilder(FoodPackRow, 'p').where('p.retiredAt IS NULL');
  if (f.search) {
    qb.andWhere(
      "(LOWER(p.name) LIKE :q ESCAPE '!' OR LOWER(p.description) LIKE :q ESCAPE '!' OR EXISTS " +
        "(SELECT 1 FROM food_pack_items i WHERE i.food_pack_id = p.id AND LOWER(i.text) LIKE :q ESCAPE '!'))",
      { q: likePattern(f.search) },
    );
  }
  if (f.durationMonths !== undefined) qb.andWhere('p.durationMonths = :duration', { duration: f.durationMonths });
  if (f.category !== undefined) qb.andWhere('p.category = :category', { category: f.category });
  if (f.featured !== undefined) qb.andWhere('p.featured = :featured', { featured: f.featured });
  if (f.available !== undefined) qb.andWhere('p.available = :available', { available: f.available });
  if (f.minPriceKobo !== undefined) qb.andWhere('p.priceKobo >= :minPrice', { minPrice: f.minPriceKobo });
  if (f.maxPriceKobo !== undefined) qb.andWhere('p.priceKobo <= :maxPrice', { maxPrice: f.maxPriceKobo });
  return qb;
}

const SORT_COLUMNS: Record<PackSort['field'], string> = {
  name: 'p.name',
  price: 'p.priceKobo',
  duration: 'p.durationMonths',
  createdAt: 'p.createdAt',
};

/** Sorted by a whitelisted column, then oldest first and by id, so pages never overlap. */
function sorted(qb: SelectQueryBuilder<FoodPackRow>, sort: PackSort): SelectQueryBuilder<FoodPackRow> {
  const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
  qb.orderBy(SORT_COLUMNS[sort.field], direction);
  if (sort.field !== 'createdAt') qb.addOrderBy('p.createdAt', 'ASC');
  return qb.addOrderBy('p.id', 'ASC');
}

async function itemsOf(m: EntityManager, packIds: string[]): Promise<Map<string, FoodPackItemRow[]>> {
  const byPack = new Map<string, FoodPackItemRow[]>();
  if (!packIds.length) return byPack;
  const rows = await m.find(FoodPackItemRow, { where: { foodPackId: In(packIds) }, order: { foodPackId: 'ASC', position: 'ASC' } });
  for (const row of rows) byPack.set(row.foodPackId, [...(byPack.get(row.foodPackId) ?? []), row]);
  return byPack;
}

async function replaceItems(m: EntityManager, foodPackId: string, texts: string[]): Promise<void> {
  await m.delete(FoodPackItemRow, { foodPackId });
  if (texts.length) await m.insert(FoodPackItemRow, texts.map((text, position) => ({ foodPackId, position, text })));
}
