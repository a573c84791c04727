import { randomBytes } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A UUID version 7 (RFC 9562: the milliseconds, then a counter, then random bits), strictly
 * increasing within this process: movements written in one transaction share their `at` (the
 * request's instant), and "at, then id" must still list them in the order they were written.
 */
export function movementId(clock: () => number = Date.now): string {
  const now = clock();
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const hex = lastMs.toString(16).padStart(12, '0') + (0x7000 | counter).toString(16) + ((randomBytes(2).readUInt16BE() & 0x3fff) | 0x8000).toString(16) + randomBytes(6).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The lowest id a movement made at `ms` (or later) can have: every movement id made before that
 * millisecond sorts below it, every one made at or after it sorts at or above it.
 */
export function firstMovementIdAt(ms: number): string {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}
