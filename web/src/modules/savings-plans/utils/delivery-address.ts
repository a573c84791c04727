import { checkDeliveryAddress, LAGOS_LGAS, lagosAreaIn, STREET_MIN } from '@api/modules/savings-plan/domain/lagos-address';

/** The three parts of a Lagos delivery address the forms ask for (lagos-address.ts on the server). */
export interface DeliveryAddressValues {
  street: string;
  landmark: string;
  area: string;
}

export const ADDRESS_FIELDS = ['street', 'landmark', 'area'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The 20 local government areas, as the server lists them (lagosAreas). */
export const LAGOS_AREAS: readonly string[] = LAGOS_LGAS;

export const AREA_REQUIRED = 'Choose your local government area';

/**
 * Each part's problem by the server's own rule and words (checkDeliveryAddress), all at once: the
 * server stops at the first, a form shows every field's. Each part is checked with the others
 * stood in by valid values, so a problem is always the part's own.
 */
export function deliveryAddressErrors(values: DeliveryAddressValues): Partial<Record<AddressField, string>> {
  const valid = { street: '1 Valid Street', landmark: 'Valid landmark', area: LAGOS_LGAS[0] };
  const errors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    if (field === 'area' && !values.area.trim()) {
      errors.area = AREA_REQUIRED;
      continue;
    }
    const check = checkDeliveryAddress({ ...valid, [field]: values[field] });
    if (!check.ok && check.field === field) errors[field] = check.message;
  }
  return errors;
}

const squash = (text: string) => text.toLowerCase().replace(/[\s/-]+/g, '');

/**
 * The profile's one-line address as a first guess: the area it names (if any), and the street
 * without the trailing parts the other fields say ('…, Surulere, Lagos' with Surulere chosen).
 */
export function addressFromProfile(address: string | null | undefined): DeliveryAddressValues {
  const line = address?.trim().replace(/\s+/g, ' ') ?? '';
  const area = (line && lagosAreaIn(line)) || '';
  const parts = line.split(',').map((p) => p.trim());
  while (parts.length > 1 && ['lagos', 'lagosstate', squash(area)].includes(squash(parts[parts.length - 1]))) parts.pop();
  const street = parts.join(', ');
  return { street: street.length >= STREET_MIN ? street : line, landmark: '', area };
}

/** '12 Allen Avenue (near Ikeja City Mall), Ikeja' */
export function addressLine(address: { street?: string | null; landmark?: string | null; area?: string | null }): string {
  const street = address.street ? `${address.street}${address.landmark ? ` (near ${address.landmark})` : ''}` : '';
  return [street, address.area].filter(Boolean).join(', ');
}
