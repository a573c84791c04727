/**
 * How a text travels as SMS (GSM 03.38): one part is at most 160 characters of the GSM 7-bit
 * alphabet; one character outside it sends the whole text as UCS-2 in 70-character parts. Pure.
 */
export const SMS_PART_CHARS = 160;

// The GSM 03.38 basic alphabet (one septet each) and its extension table (two septets each).
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** Septets the text takes in GSM 7-bit, or null when a character is outside the alphabet. */
export function gsmLength(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) n += 1;
    else if (GSM_EXTENDED.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** True when the text goes as one GSM 7-bit SMS part. */
export function isOneSmsPart(text: string): boolean {
  const n = gsmLength(text);
  return n !== null && n <= SMS_PART_CHARS;
}
