/**
 * The original API's food-pack shapes (specification sections 3 and 7): naira instead of kobo,
 * `duration`, `items` as `{ id, item }` (plain strings accepted), `createdBy`/`updatedBy` ('admin').
 * Only the REST shim uses this file.
 */
import { AppError, validationError, type FieldError } from '../../common/errors';
import { koboToNaira, nairaToKobo } from '../../common/money';
import { IMAGE_KEY } from '../../integrations/storage/image-storage';
import { refuseUnsafeKeys } from '../../rest/validate';
import { legacyIds, type LegacyIds } from '../../rest/legacy-ids';
import type { RequestContext } from '../../common/context';
import type { FoodPackInput, FoodPackListQuery, FoodPackView } from './food-pack.service';

/** What the original API said in `createdBy`/`updatedBy` (specification section 3). */
export const LEGACY_AUTHOR = 'admin';

/** The numbers of the packs a reply shows and of their items (two queries, whatever the count). */
export function packLegacyIds(ctx: RequestContext, packs: readonly FoodPackView[]): Promise<LegacyIds> {
  return legacyIds(ctx, { pack: packs.map((p) => p.id), item: packs.flatMap((p) => p.items.map((i) => i.id)) });
}

/**
 * The picture's address as the original answered it (its FoodPackService made every `ImageUrl`
 * absolute on its own base address): ours (`/images/…`) on PUBLIC_URL, where `/images` is served;
 * one already absolute as it is; '' when the pack has no picture (the app reads a String).
 */
export function legacyImageUrl(url: string | null | undefined, publicUrl: string): string {
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * A pack as the original answered it: ids are whole numbers (the mobile app's `int id`,
 * `int foodPackId`); every text the app reads as a String is a string; `imageUrl` absolute on
 * `publicUrl` (the configured PUBLIC_URL), '' for no image.
 */
export function toLegacyPack(p: FoodPackView, ids: LegacyIds, publicUrl: string) {
  const id = ids.of('pack', p.id);
  const createdAt = p.createdAt.toISOString();
  return {
    id,
    name: p.name,
    description: p.description,
    imageUrl: legacyImageUrl(p.imageUrl, publicUrl),
    price: koboToNaira(p.priceKobo),
    originalPrice: koboToNaira(p.originalPriceKobo),
    savings: koboToNaira(p.savingsKobo),
    dailyRate: koboToNaira(p.dailyRateKobo),
    duration: p.durationMonths,
    category: p.category,
    featured: p.featured,
    available: p.available,
    inventory: p.inventory,
    items: p.items.map((i) => ({ id: ids.of('item', i.id), foodPackId: id, item: i.text, createdAt })),
    // The specification's value: who changed a pack is for the audit trail, and an admin's user id
    // is not for the public catalogue.
    createdBy: LEGACY_AUTHOR,
    updatedBy: LEGACY_AUTHOR,
    createdAt,
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Domain field names as the legacy body calls them, so `errors` reads "price: …", not "priceKobo: …". */
const LEGACY_FIELD: Record<string, string> = {
  priceKobo: 'price',
  originalPriceKobo: 'originalPrice',
  durationMonths: 'duration',
  imageKey: 'imageBase64',
  minPriceKobo: 'minPrice',
  maxPriceKobo: 'maxPrice',
  search: 'searchQuery',
  percentage: 'percentageIncrease',
};

/** Runs a service call and renames the fields of its refusal to the legacy names. */
export async function withLegacyFields<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.fieldErrors.length) {
      throw new AppError(err.code, err.message, err.fieldErrors.map((f) => ({ field: Object.hasOwn(LEGACY_FIELD, f.field) ? LEGACY_FIELD[f.field] : f.field, message: f.message })));
    }
    throw err;
  }
}

type Body = Record<string, unknown>;

function absent(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function text(body: Body, field: string, problems: FieldError[]): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') {
    problems.push({ field, message: `${field} must be text` });
    return undefined;
  }
  return v;
}

function number(body: Body, field: string, label: string, problems: FieldError[]): number | undefined {
  const v = body[field];
  if (absent(v)) return undefined;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN;
  if (!Number.isFinite(n)) {
    problems.push({ field, message: `${label} must be a number` });
    return undefined;
  }
  return n;
}

function flag(v: unknown, field: string, problems: FieldError[]): boolean | undefined {
  if (absent(v)) return undefined;
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toLowerCase();
  if (s === 'true' || s === '1') return true;
  if (s === 'false' || s === '0') return false;
  problems.push({ field, message: `${field} must be true or false` });
  return undefined;
}

function items(v: unknown, problems: FieldError[]): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (!Array.isArray(v)) {
    problems.push({ field: 'items', message: 'items must be a list' });
    return undefined;
  }
  const texts: string[] = [];
  for (const entry of v) {
    const t = typeof entry === 'string' ? entry : typeof entry === 'object' && entry ? ((entry as Body).item ?? (entry as Body).text ?? (entry as Body).name) : undefined;
    if (typeof t !== 'string') {
      problems.push({ field: 'items', message: 'Each item must be text or an object with an "item" text' });
      return undefined;
    }
    texts.push(t);
  }
  return texts;
}

/**
 * A legacy create/update body as the service's input. Numbers may arrive as strings; prices are
 * naira. `imageUrl` pointing at one of our images is accepted as the image's key (the edit form
 * sends the pack back as it received it).
 */
export function fromLegacyBody(body: unknown): FoodPackInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('VALIDATION', 'The request body must be a JSON object');
  refuseUnsafeKeys(body);
  const b = body as Body;
  const problems: FieldError[] = [];
  const price = number(b, 'price', 'Price', problems);
  const originalPrice = number(b, 'originalPrice', 'Original price', problems);
  const imageUrl = text(b, 'imageUrl', problems);
  const urlKey = imageUrl?.split('/').pop()?.split('?')[0];
  const input: FoodPackInput = {
    name: text(b, 'name', problems),
    description: text(b, 'description', problems),
    priceKobo: price === undefined ? undefined : nairaToKobo(price),
    originalPriceKobo: originalPrice === undefined ? undefined : nairaToKobo(originalPrice),
    durationMonths: number(b, 'duration', 'Duration', problems),
    category: text(b, 'category', problems),
    featured: flag(b.featured, 'featured', problems),
    available: flag(b.available, 'available', problems),
    inventory: number(b, 'inventory', 'Inventory', problems),
    items: items(b.items, problems),
    imageBase64: text(b, 'imageBase64', problems),
    imageKey: text(b, 'imageKey', problems) ?? (urlKey && IMAGE_KEY.test(urlKey) ? urlKey : undefined),
  };
  if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
  return input;
}

function param(q: Record<string, unknown>, ...names: string[]): string | undefined {
  for (const n of names) {
    const v = q[n];
    if (typeof v === 'string') return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  }
  return undefined;
}

/**
 * GET /api/foodpack/search in both of its shapes: the hero's `featured=true&available=true` and
 * the admin's `searchQuery, category, minPrice, maxPrice (naira), available, featured, sortBy,
 * sortOrder, page, pageSize`. `duration` is accepted too.
 */
export function fromLegacySearch(query: Record<string, unknown>): FoodPackListQuery {
  const problems: FieldError[] = [];
  const price = (name: string, label: string) => {
    const raw = param(query, name);
    if (raw === undefined || raw.trim() === '' || raw.trim().toLowerCase() === 'all') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) {
      problems.push({ field: name, message: `${label} must be a number of at least 0` });
      return undefined;
    }
    return nairaToKobo(n);
  };
  const result: FoodPackListQuery = {
    filter: {
      search: param(query, 'searchQuery', 'search'),
      category: param(query, 'category'),
      durationMonths: param(query, 'duration'),
      featured: param(query, 'featured'),
      available: param(query, 'available'),
      minPriceKobo: price('minPrice', 'Minimum price'),
      maxPriceKobo: price('maxPrice', 'Maximum price'),
    },
    sort: { by: param(query, 'sortBy'), order: param(query, 'sortOrder') },
    page: param(query, 'page', 'pageNumber'),
    pageSize: param(query, 'pageSize'),
  };
  if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
  return result;
}

/**
 * `confirmPercentage` (ours: the original console never sends it, so its changes beyond ±20 % are
 * refused with the rule's message), or undefined.
 */
export function confirmPercentageFrom(query: Record<string, unknown>): number | undefined {
  const raw = param(query, 'confirmPercentage');
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw validationError('confirmPercentage must be a number', [{ field: 'confirmPercentage', message: 'confirmPercentage must be a number' }]);
  return n;
}

export function percentageFrom(query: Record<string, unknown>): number {
  const raw = param(query, 'percentageIncrease', 'percentage');
  const message = raw === undefined || raw.trim() === '' ? 'percentageIncrease is required' : 'percentageIncrease must be a number';
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(n)) throw validationError(message, [{ field: 'percentageIncrease', message }]);
  return n;
}
