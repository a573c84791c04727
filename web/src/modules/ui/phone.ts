/**
 * A tap-to-call link for a Nigerian number as the API gives it ('2348031234567', '08031234567',
 * '+234 803 000 1234'): 'tel:+2348031234567'. Anything else keeps its digits and a leading '+'.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^0\d{10}$/.test(digits)) return `tel:+234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** '2348031234567' as a person reads it: '0803 123 4567'; other numbers as given. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = /^234(\d{10})$/.exec(digits)?.[1] ?? (/^0(\d{10})$/.exec(digits)?.[1] || null);
  return local ? `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}` : phone;
}
