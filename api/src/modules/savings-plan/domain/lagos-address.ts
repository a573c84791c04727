/**
 * A delivery address in Lagos State, in the parts a rider needs: the street, a landmark (many
 * Lagos streets are unnamed or unnumbered, so riders find a house by what is near it) and the
 * local government area, which places it on a route. Pure.
 */
import { controlCharactersMessage, hasControlCharacters } from '../../../common/text';

export const LAGOS_LGAS = [
  'Agege',
  'Ajeromi-Ifelodun',
  'Alimosho',
  'Amuwo-Odofin',
  'Apapa',
  'Badagry',
  'Epe',
  'Eti-Osa',
  'Ibeju-Lekki',
  'Ifako-Ijaiye',
  'Ikeja',
  'Ikorodu',
  'Kosofe',
  'Lagos Island',
  'Lagos Mainland',
  'Mushin',
  'Ojo',
  'Oshodi-Isolo',
  'Shomolu',
  'Surulere',
] as const;
export type LagosLga = (typeof LAGOS_LGAS)[number];

export const STREET_MIN = 5;
export const STREET_MAX = 200;
export const LANDMARK_MIN = 3;
export const LANDMARK_MAX = 120;
export const OUTSIDE_LAGOS_MESSAGE =
  'We deliver only within Lagos State: choose one of its 20 local government areas, or collect your pack from our office instead.';

export interface DeliveryAddress {
  street: string;
  landmark: string;
  area: LagosLga;
}

export type AddressCheck = { ok: true; address: DeliveryAddress } | { ok: false; field: 'street' | 'landmark' | 'area'; message: string };

/** Case, spaces, hyphens and slashes do not tell areas apart: "eti osa" and "Oshodi/Isolo" match. */
const areaKey = (name: string) => name.toLowerCase().replace(/[\s/-]+/g, ' ');
const AREAS = new Map<string, LagosLga>([
  ...LAGOS_LGAS.map((lga): [string, LagosLga] => [areaKey(lga), lga]),
  // Other spellings in common use.
  [areaKey('Somolu'), 'Shomolu'],
  [areaKey('Ifako-Ijaye'), 'Ifako-Ijaiye'],
]);

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

function textProblem(text: string, label: string, missing: string, min: number, max: number): string | null {
  if (!text) return missing;
  if (text.length < min || text.length > max) return `${label} must be ${min} to ${max} characters.`;
  // Line breaks were folded into spaces; what is left (NUL, bidi overrides) is refused.
  if (hasControlCharacters(text)) return `${controlCharactersMessage(label)}.`;
  return null;
}

export function checkDeliveryAddress(input: { street: string; landmark: string; area: string }): AddressCheck {
  const street = oneLine(input.street);
  const streetProblem = textProblem(street, 'The street address', 'Enter the street address: house number and street.', STREET_MIN, STREET_MAX);
  if (streetProblem) return { ok: false, field: 'street', message: streetProblem };
  const landmark = oneLine(input.landmark);
  const landmarkProblem = textProblem(landmark, 'The landmark', 'Enter a landmark near the address, so the rider can find it.', LANDMARK_MIN, LANDMARK_MAX);
  if (landmarkProblem) return { ok: false, field: 'landmark', message: landmarkProblem };
  const area = AREAS.get(areaKey(oneLine(input.area)));
  if (!area) return { ok: false, field: 'area', message: OUTSIDE_LAGOS_MESSAGE };
  return { ok: true, address: { street, landmark, area } };
}

/** One line for a rider's list or an SMS: "12 Allen Avenue (near Ikeja City Mall), Ikeja, Lagos". */
export function formatDeliveryAddress(address: { street: string; landmark: string | null; area: string | null }): string {
  return [`${address.street}${address.landmark ? ` (near ${address.landmark})` : ''}`, address.area, 'Lagos'].filter(Boolean).join(', ');
}

/** Well-known districts and the area they are in: how an address written in one line usually names its place. */
const DISTRICTS: Readonly<Record<string, LagosLga>> = {
  lekki: 'Eti-Osa',
  ajah: 'Eti-Osa',
  ikoyi: 'Eti-Osa',
  'victoria island': 'Eti-Osa',
  yaba: 'Lagos Mainland',
  'ebute metta': 'Lagos Mainland',
  gbagada: 'Kosofe',
  ketu: 'Kosofe',
  ojota: 'Kosofe',
  magodo: 'Kosofe',
  maryland: 'Kosofe',
  ogba: 'Ikeja',
  ojodu: 'Ikeja',
  allen: 'Ikeja',
  opebi: 'Ikeja',
  oregun: 'Ikeja',
  ogudu: 'Kosofe',
  okota: 'Oshodi-Isolo',
  ajegunle: 'Ajeromi-Ifelodun',
  ojuelegba: 'Surulere',
  festac: 'Amuwo-Odofin',
  egbeda: 'Alimosho',
  ikotun: 'Alimosho',
  igando: 'Alimosho',
  isolo: 'Oshodi-Isolo',
  oshodi: 'Oshodi-Isolo',
  bariga: 'Shomolu',
  obalende: 'Lagos Island',
  idumota: 'Lagos Island',
  ikorodu: 'Ikorodu',
  sangotedo: 'Eti-Osa',
};

/**
 * The Lagos area an address written in one line names (the original clients send one line): an
 * area's name, or a well-known district in it; null when it names none, as an address in Abuja.
 */
export function lagosAreaIn(text: string): LagosLga | null {
  const words = ` ${areaKey(text.replace(/[^\p{L}\p{N}/-]+/gu, ' '))} `;
  for (const [key, area] of AREAS) if (words.includes(` ${key} `)) return area;
  for (const [district, area] of Object.entries(DISTRICTS)) if (words.includes(` ${district} `)) return area;
  return null;
}
