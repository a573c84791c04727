import type { AdminFoodPackFieldsFragment, CreateFoodPackInput, FoodPackCategory, UpdateFoodPackInput } from '../../../../gql/admin/graphql';
import type { FormProblem } from '../../../ui/ValidatedForm';

/** Spec section 5 and 9: pack pictures up to 5 MB (the server counts the same bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const REQUIRED_FIELDS_AND_IMAGE_MESSAGE = 'Please fill in all required fields and select an image';

/** The admin list's page, paged on the server: 10, as every admin list. */
export const ADMIN_PACKS_PAGE_SIZE = 10;

export interface PackFormValues {
  name: string;
  description: string;
  /** The picture chosen on this device; none on an edit keeps the pack's picture. */
  image: File | null;
  /** Whole naira as typed. */
  price: string;
  originalPrice: string;
  durationMonths: string;
  category: FoodPackCategory;
  /** A new pack's opening stock (an opening 'received' movement); later changes are the Stock tab's, with a reason. */
  inventory: string;
  /** One item a line. */
  items: string;
  available: boolean;
  featured: boolean;
}

export type PackFormField = keyof PackFormValues;

export const PACK_FORM_FIELDS = ['name', 'description', 'image', 'price', 'originalPrice', 'durationMonths', 'category', 'inventory', 'items', 'available', 'featured'] as const;

/** Section 3's defaults on create: 1 month, provision, available, not featured. */
export const EMPTY_PACK: PackFormValues = {
  name: '',
  description: '',
  image: null,
  price: '',
  originalPrice: '',
  durationMonths: '1',
  category: 'provision',
  inventory: '0',
  items: '',
  available: true,
  featured: false,
};

const naira = (kobo: number) => String(Math.round(kobo / 100));

export function packFormValues(p: AdminFoodPackFieldsFragment): PackFormValues {
  return {
    name: p.name,
    description: p.description,
    image: null,
    price: naira(p.priceKobo),
    originalPrice: naira(p.originalPriceKobo),
    durationMonths: String(p.durationMonths),
    category: p.category,
    inventory: String(p.inventory),
    items: p.items.map((i) => i.text).join('\n'),
    available: p.available,
    featured: p.featured,
  };
}

/** Why a chosen file cannot be a pack's picture (spec section 5's messages), or null. The server checks the bytes again. */
export function imageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/** Digits only, as a whole number; null for anything else (blank, '12.5', '1e3', '-4'). */
function wholeNumber(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  return /^\d+$/.test(t) ? Number(t) : null;
}

export function validatePackForm(values: PackFormValues, opts: { creating: boolean }): Partial<Record<PackFormField, string>> {
  const errors: Partial<Record<PackFormField, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.description.trim()) errors.description = 'Description is required';
  if (values.image) {
    const problem = imageProblem(values.image);
    if (problem) errors.image = problem;
  } else if (opts.creating) {
    errors.image = 'Please select an image';
  }
  const price = wholeNumber(values.price);
  if (!values.price.trim()) errors.price = 'Price is required';
  else if (price === null || price < 1) errors.price = 'Price must be a whole number of naira, at least ₦1';
  if (values.originalPrice.trim()) {
    const original = wholeNumber(values.originalPrice);
    if (original === null || original < 1) errors.originalPrice = 'Original price must be a whole number of naira, at least ₦1';
    else if (price !== null && original < price) errors.originalPrice = 'Original price must not be below the price';
  }
  const inventory = wholeNumber(values.inventory || '0');
  if (opts.creating && inventory === null) errors.inventory = 'Opening stock must be a whole number, 0 or more';
  return errors;
}

/** The toast for a refused submit: section 5's message when something required is missing. */
export function packFormProblem(values: PackFormValues, opts: { creating: boolean }): FormProblem | null {
  const missing = !values.name.trim() || !values.description.trim() || !values.price.trim();
  if (opts.creating && (missing || !values.image)) return { title: 'Missing information', message: REQUIRED_FIELDS_AND_IMAGE_MESSAGE };
  if (missing) return { title: 'Missing information', message: REQUIRED_FIELDS_MESSAGE };
  return null;
}

/** The pack's fields as the API takes them: kobo, whole months, one item a line (blank lines dropped). */
function packInput(values: PackFormValues) {
  const priceKobo = Number(values.price.trim().replace(/,/g, '')) * 100;
  const original = values.originalPrice.trim().replace(/,/g, '');
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    priceKobo,
    originalPriceKobo: original ? Number(original) * 100 : priceKobo,
    durationMonths: Number(values.durationMonths),
    category: values.category,
    items: values.items
      .split('\n')
      .map((i) => i.trim())
      .filter(Boolean),
    available: values.available,
    featured: values.featured,
  };
}

export function toCreatePackInput(values: PackFormValues, imageKey: string): CreateFoodPackInput {
  return { ...packInput(values), inventory: Number((values.inventory || '0').trim().replace(/,/g, '')), imageKey };
}

/**
 * Every field is sent (the items replace the list); the picture only when a new one was uploaded.
 * Never the stock: the API would take a count as an adjustment, and the Stock tab asks for its reason.
 */
export function toUpdatePackInput(values: PackFormValues, imageKey: string | null): UpdateFoodPackInput {
  return imageKey ? { ...packInput(values), imageKey } : packInput(values);
}

/** The server names its fields as the API does (kobo, image key); the form's fields are these. */
const SERVER_FIELDS: Record<string, PackFormField> = {
  name: 'name',
  description: 'description',
  priceKobo: 'price',
  originalPriceKobo: 'originalPrice',
  durationMonths: 'durationMonths',
  category: 'category',
  inventory: 'inventory',
  items: 'items',
  imageKey: 'image',
  imageBase64: 'image',
  image: 'image',
};

export function toPackFormErrors(fields: readonly { field: string; message: string }[]): Partial<Record<PackFormField, string>> {
  const errors: Partial<Record<PackFormField, string>> = {};
  for (const { field, message } of fields) {
    const name = SERVER_FIELDS[field.replace(/^input\./, '')];
    if (name && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** A typed percentage for Adjust Prices: a number (negative lowers prices); the server sets the bounds. */
export function percentageProblem(text: string): string | null {
  const t = text.trim();
  if (!t || !Number.isFinite(Number(t))) return 'Enter a percentage, e.g. 10 (or -5 to lower prices)';
  return null;
}

/** '+10%', '-5%', '0%' */
export function signedPercent(percentage: number): string {
  return `${percentage > 0 ? '+' : ''}${percentage}%`;
}
