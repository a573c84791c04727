/**
 * Pack images: the type is read from the file's first bytes (its "magic number"), never from
 * its name or declared type, and the size is capped. Pure; works on any Uint8Array.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size should be less than 5MB';

export interface ImageType {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF"
const WEBP = [0x57, 0x45, 0x42, 0x50]; // "WEBP" at offset 8

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

/** JPEG, PNG or WebP from the first bytes; null for anything else (SVG, GIF, HTML, a renamed text file). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

export type ImageProblemCode = 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE';
export type ImageCheck = { ok: true; type: ImageType } | { ok: false; code: ImageProblemCode; message: string };

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, code: 'IMAGE_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE };
  const type = detectImageType(bytes);
  if (!type) return { ok: false, code: 'INVALID_IMAGE', message: NOT_AN_IMAGE_MESSAGE };
  return { ok: true, type };
}

export type DecodedImage = { ok: true; bytes: Uint8Array } | { ok: false; code: ImageProblemCode; message: string };

/**
 * The bytes of an `imageBase64` value: plain base64 or a data URL (`data:image/png;base64,...`,
 * whose declared type is ignored). Too large is refused from the length, before decoding.
 */
export function decodeImageBase64(value: string): DecodedImage {
  const base64 = value.replace(/^data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > MAX_IMAGE_BYTES) return { ok: false, code: 'IMAGE_TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE };
  // One character class over the digits, no quantified group: a greedy pattern over megabytes
  // grew V8's backtrack stack until it overflowed ("Maximum call stack size exceeded", a 500).
  const digits = base64.slice(0, base64.length - padding);
  if (!digits || /[^A-Za-z0-9+/_-]/.test(digits)) return { ok: false, code: 'INVALID_IMAGE', message: NOT_AN_IMAGE_MESSAGE };
  return { ok: true, bytes: new Uint8Array(Buffer.from(base64, 'base64')) };
}
