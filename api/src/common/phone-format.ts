/**
 * Phone numbers as people read them, shared by the api (messages) and the web (every screen),
 * through the web's `@api/common/phone-format` entry. Storage is unchanged: a Nigerian mobile is
 * kept as 234XXXXXXXXXX (common/nigerian-mobile). Pure; libphonenumber-js's small metadata
 * ('min') is enough to format, and only the signed-in pages load this file.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/** Anything that is not a phone number at all: letters, or too few digits to be one. */
const PHONE_LIKE = /^\+?[\d\s().-]{7,30}$/;

function parsed(value: string): PhoneNumber | undefined {
  const typed = value.trim();
  if (!PHONE_LIKE.test(typed)) return undefined;
  const digits = typed.replace(/[^\d+]/g, '');
  // '+44…' and '234…' (stored without the +) are international; '0803…' is dialled in Nigeria.
  const candidates = digits.startsWith('+') ? [digits] : digits.startsWith('0') ? [] : [`+${digits}`];
  for (const c of candidates) {
    const p = parsePhoneNumberFromString(c);
    if (p?.isValid()) return p;
  }
  const local = parsePhoneNumberFromString(digits, 'NG');
  return local?.isValid() ? local : undefined;
}

/**
 * The one way a phone number is shown: a Nigerian number in the local form people dial,
 * '2348123628908' → '0812 362 8908'; a foreign one in international form, '+447911123456' →
 * '+44 7911 123456'; anything unrecognised as it was typed (trimmed); '' for none.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const p = parsed(value);
  if (!p) return value.trim();
  return p.country === 'NG' ? p.formatNational() : p.formatInternational();
}

/**
 * A phone number with its middle hidden, enough to tell two people apart without revealing the
 * number: '2348123628908' → '0812 *** 8908', '+447911123456' → '+44 *** 3456'. Null for none or
 * for something that is not a number (it could be anything, so none of it is shown).
 */
export function maskPhone(value: string | null | undefined): string | null {
  if (!value) return null;
  const p = parsed(value);
  if (!p) return null;
  const national = String(p.nationalNumber);
  const last = national.slice(-4);
  return p.country === 'NG' ? `0${national.slice(0, 3)} *** ${last}` : `+${p.countryCallingCode} *** ${last}`;
}

/** An e-mail address with its name hidden but for two letters: 'adaeze@gmail.com' → 'ad***@gmail.com'; null for none. */
export function maskEmail(value: string | null | undefined): string | null {
  const email = value?.trim();
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length - 1) || 1)}***${email.slice(at)}`;
}

/** Beside a name: the masked phone number, else the masked e-mail address, else null. */
export function maskContact(person: { phoneNumber?: string | null; email?: string | null }): string | null {
  return maskPhone(person.phoneNumber) ?? maskEmail(person.email);
}

/**
 * A tap-to-call link: 'tel:+2348031234567' for a number as the API gives it ('2348031234567',
 * '0803 123 4567', '+234 803 000 1234'); anything else keeps its digits and a leading '+'.
 */
export function telHref(value: string): string {
  const p = parsed(value);
  return p ? `tel:${p.number}` : `tel:${value.replace(/[^\d+]/g, '')}`;
}
