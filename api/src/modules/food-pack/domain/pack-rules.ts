/**
 * What a food pack may be (specification sections 3, 5 and 9). Pure: plain data in, the
 * normalised pack or the problems with it out. Money is in kobo, whole naira only.
 */
import { isWholeNairaKobo, KOBO_PER_NAIRA } from '../../../common/money';
import { controlCharactersMessage, hasControlCharacters, multilineControlCharactersMessage } from '../../../common/text';

export const FoodPackCategories = ['provision', 'foodstuff', 'mixed'] as const;
export type FoodPackCategory = (typeof FoodPackCategories)[number];

export const MIN_DURATION_MONTHS = 1;
export const MAX_DURATION_MONTHS = 4;
export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const ITEM_MAX = 200;
export const ITEMS_MAX = 50;
export const INVENTORY_MAX = 1_000_000;
/** ₦1: a ₦0 pack is almost always a form that turned a bad number into 0 (spec section 5). */
export const MIN_PRICE_KOBO = 1 * KOBO_PER_NAIRA;
/** ₦100,000,000: far above any pack, far below what a BIGINT or a JavaScript number can hold. */
export const MAX_PRICE_KOBO = 100_000_000 * KOBO_PER_NAIRA;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const REQUIRED_FIELDS_AND_IMAGE_MESSAGE = 'Please fill in all required fields and select an image';

/** A pack's own fields, normalised and valid. */
export interface PackFields {
  name: string;
  description: string;
  priceKobo: number;
  originalPriceKobo: number;
  durationMonths: number;
  category: FoodPackCategory;
  featured: boolean;
  available: boolean;
  inventory: number;
  /** Item texts, in display order. */
  items: string[];
}

/** What a caller sends: any field may be missing (defaults on create, unchanged on update). */
export interface PackPatch {
  name?: string | null;
  description?: string | null;
  priceKobo?: number | null;
  originalPriceKobo?: number | null;
  durationMonths?: number | null;
  category?: string | null;
  featured?: boolean | null;
  available?: boolean | null;
  inventory?: number | null;
  items?: string[] | null;
}

export type PackField = keyof PackFields | 'imageKey';

export interface PackProblem {
  field: PackField;
  message: string;
}

export type PackCheck = { ok: true; fields: PackFields } | { ok: false; message: string; problems: PackProblem[] };

/** Defaults on create (section 3): duration 1, category provision, available, not featured. */
export const PACK_DEFAULTS = { durationMonths: 1, category: 'provision', featured: false, available: true, inventory: 0 } as const;

export function formatNaira(kobo: number): string {
  return `₦${Math.round(kobo / KOBO_PER_NAIRA).toLocaleString('en-NG')}`;
}

function given<T>(v: T | null | undefined): v is T {
  return v !== null && v !== undefined;
}

/** Trims texts, drops blank items (an empty row of the form), keeps the order. */
function normaliseItems(items: string[]): string[] {
  return items.map((i) => i.trim().replace(/\s+/g, ' ')).filter(Boolean);
}

/**
 * A new pack from what was sent: required name, description, price and image; the defaults of
 * section 3 for the rest; the original price defaults to the price (no saving shown).
 */
export function packForCreate(patch: PackPatch, opts: { hasImage: boolean }): PackCheck {
  const priceKobo = patch.priceKobo ?? NaN;
  const draft: PackFields = {
    name: patch.name?.trim() ?? '',
    description: patch.description?.trim() ?? '',
    priceKobo,
    originalPriceKobo: patch.originalPriceKobo ?? priceKobo,
    durationMonths: patch.durationMonths ?? PACK_DEFAULTS.durationMonths,
    category: (patch.category?.trim() || PACK_DEFAULTS.category) as FoodPackCategory,
    featured: patch.featured ?? PACK_DEFAULTS.featured,
    available: patch.available ?? PACK_DEFAULTS.available,
    inventory: patch.inventory ?? PACK_DEFAULTS.inventory,
    items: normaliseItems(patch.items ?? []),
  };
  const problems = packProblems(draft);
  if (!given(patch.priceKobo)) replaceProblem(problems, { field: 'priceKobo', message: 'Price is required' });
  if (!opts.hasImage) problems.push({ field: 'imageKey', message: 'Please select an image' });
  return verdict(draft, problems, opts.hasImage ? REQUIRED_FIELDS_MESSAGE : REQUIRED_FIELDS_AND_IMAGE_MESSAGE);
}

/** The pack after an edit: fields not sent stay as they are; items, when sent, replace the list. */
export function packForUpdate(current: PackFields, patch: PackPatch): PackCheck {
  const draft: PackFields = {
    name: given(patch.name) ? patch.name.trim() : current.name,
    description: given(patch.description) ? patch.description.trim() : current.description,
    priceKobo: patch.priceKobo ?? current.priceKobo,
    originalPriceKobo: patch.originalPriceKobo ?? current.originalPriceKobo,
    durationMonths: patch.durationMonths ?? current.durationMonths,
    category: (given(patch.category) ? patch.category.trim() : current.category) as FoodPackCategory,
    featured: patch.featured ?? current.featured,
    available: patch.available ?? current.available,
    inventory: patch.inventory ?? current.inventory,
    items: given(patch.items) ? normaliseItems(patch.items) : current.items,
  };
  return verdict(draft, packProblems(draft), REQUIRED_FIELDS_MESSAGE);
}

function verdict(fields: PackFields, problems: PackProblem[], requiredMessage: string): PackCheck {
  if (!problems.length) return { ok: true, fields };
  const missing = problems.some((p) => /required|select an image/i.test(p.message));
  return { ok: false, message: missing ? requiredMessage : problems.map((p) => p.message).join('. '), problems };
}

function replaceProblem(problems: PackProblem[], problem: PackProblem): void {
  const i = problems.findIndex((p) => p.field === problem.field);
  if (i >= 0) problems.splice(i, 1, problem);
  else problems.push(problem);
}

function priceProblem(kobo: number, label: string): string | null {
  if (!Number.isFinite(kobo)) return `${label} is required`;
  if (!isWholeNairaKobo(kobo)) return `${label} must be a whole number of naira`;
  if (kobo < MIN_PRICE_KOBO) return `${label} must be at least ${formatNaira(MIN_PRICE_KOBO)}`;
  if (kobo > MAX_PRICE_KOBO) return `${label} must be at most ${formatNaira(MAX_PRICE_KOBO)}`;
  return null;
}

/** Every problem with a normalised pack, in the order of the form's fields; empty when valid. */
export function packProblems(p: PackFields): PackProblem[] {
  const problems: PackProblem[] = [];
  if (!p.name) problems.push({ field: 'name', message: 'Name is required' });
  else if (p.name.length > NAME_MAX) problems.push({ field: 'name', message: `Name must be at most ${NAME_MAX} characters` });
  // The name heads receipts and plan e-mails: one line. The description may run over several lines.
  else if (hasControlCharacters(p.name)) problems.push({ field: 'name', message: controlCharactersMessage('Name') });
  if (!p.description) problems.push({ field: 'description', message: 'Description is required' });
  else if (p.description.length > DESCRIPTION_MAX) problems.push({ field: 'description', message: `Description must be at most ${DESCRIPTION_MAX} characters` });
  else if (hasControlCharacters(p.description, { multiline: true })) problems.push({ field: 'description', message: multilineControlCharactersMessage('Description') });

  const price = priceProblem(p.priceKobo, 'Price');
  if (price) problems.push({ field: 'priceKobo', message: price });
  // An original price equal to a bad price (usually the default) is the same mistake: name it once.
  const original = price && Object.is(p.originalPriceKobo, p.priceKobo) ? null : priceProblem(p.originalPriceKobo, 'Original price');
  if (original) problems.push({ field: 'originalPriceKobo', message: original });
  else if (!price && p.originalPriceKobo < p.priceKobo) {
    problems.push({ field: 'originalPriceKobo', message: 'Original price must not be below the price' });
  }

  if (!Number.isInteger(p.durationMonths) || p.durationMonths < MIN_DURATION_MONTHS || p.durationMonths > MAX_DURATION_MONTHS) {
    problems.push({ field: 'durationMonths', message: `Duration must be a whole number of months from ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS}` });
  }
  if (!(FoodPackCategories as readonly string[]).includes(p.category)) {
    problems.push({ field: 'category', message: `Category must be one of ${FoodPackCategories.join(', ')}` });
  }
  if (!Number.isInteger(p.inventory) || p.inventory < 0 || p.inventory > INVENTORY_MAX) {
    problems.push({ field: 'inventory', message: `Inventory must be a whole number from 0 to ${INVENTORY_MAX.toLocaleString('en-NG')}` });
  }
  if (p.items.length > ITEMS_MAX) problems.push({ field: 'items', message: `A pack may list at most ${ITEMS_MAX} items` });
  else if (p.items.some((i) => i.length > ITEM_MAX)) problems.push({ field: 'items', message: `Each item must be at most ${ITEM_MAX} characters` });
  else if (p.items.some((i) => hasControlCharacters(i))) problems.push({ field: 'items', message: controlCharactersMessage('An item') });
  return problems;
}
