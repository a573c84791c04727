/**
 * The business details of a marketer (specification section 3's creation fields beyond the
 * person's own, whose rules are the user module's profile rules). Pure.
 */
import { controlCharactersMessage, hasControlCharacters } from '../../../common/text';

export interface MarketerDetails {
  companyName: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  website: string | null;
  socialMediaHandle: string | null;
}

export type MarketerDetailsInput = { [K in keyof MarketerDetails]?: string | null };

export const DETAIL_FIELDS: readonly (keyof MarketerDetails)[] = ['companyName', 'city', 'state', 'postalCode', 'country', 'website', 'socialMediaHandle'];

/** Each field's label in messages and its length, as the columns hold them. */
export const DETAIL_RULES: Record<keyof MarketerDetails, { label: string; max: number }> = {
  companyName: { label: 'Company name', max: 150 },
  city: { label: 'City', max: 100 },
  state: { label: 'State', max: 100 },
  postalCode: { label: 'Postal code', max: 20 },
  country: { label: 'Country', max: 100 },
  website: { label: 'Website', max: 300 },
  socialMediaHandle: { label: 'Social media handle', max: 100 },
};

export const WEBSITE_MESSAGE = 'Enter a web address, e.g. www.example.ng';
export const POSTAL_CODE_MESSAGE = 'Postal code may only hold letters, digits, spaces and dashes';

/** Trimmed; blank is null (every detail is optional). */
export function normalizeMarketerDetails(input: MarketerDetailsInput): MarketerDetails {
  const out = {} as MarketerDetails;
  for (const field of DETAIL_FIELDS) out[field] = input[field]?.trim() || null;
  return out;
}

/** Problems with normalised details, each naming its field; empty when all is well. */
export function marketerDetailProblems(d: MarketerDetails): { field: keyof MarketerDetails; message: string }[] {
  const problems: { field: keyof MarketerDetails; message: string }[] = [];
  for (const field of DETAIL_FIELDS) {
    const value = d[field];
    const { label, max } = DETAIL_RULES[field];
    if (value === null) continue;
    if (value.length > max) problems.push({ field, message: `${label} must be at most ${max} characters` });
    else if (hasControlCharacters(value)) problems.push({ field, message: controlCharactersMessage(label) });
    else if (field === 'website' && !isWebAddress(value)) problems.push({ field, message: WEBSITE_MESSAGE });
    else if (field === 'postalCode' && !/^[A-Za-z0-9 -]+$/.test(value)) problems.push({ field, message: POSTAL_CODE_MESSAGE });
  }
  return problems;
}

/** An http(s) address with a dotted host ("example.ng", "https://example.ng/about"); the scheme may be left out. */
export function isWebAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return false;
  }
  const labels = url.hostname.split('.');
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && labels.length >= 2 && labels.every(Boolean) && labels[labels.length - 1].length >= 2;
}
