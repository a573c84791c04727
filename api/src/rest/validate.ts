import { validate } from 'class-validator';
import { AppError } from '../common/errors';

/** Keys that reach an object's prototype when assigned: refused anywhere in a JSON body. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
/**
 * The path of the first `__proto__`, `constructor` or `prototype` key in a parsed JSON value
 * (e.g. "items.0.__proto__"), else null. JSON.parse makes such keys own properties, so they are
 * found with Object.keys; copied with Object.assign or a merge, they would replace the prototype.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function unsafeKeyPath(body: unknown): string | null {
  // Each entry links to its parent, so only the path of a key that is found gets spelt out.
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const pending: (Entry | { value: unknown; root: true })[] = [{ value: body, root: true }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const parent = 'root' in next ? null : next;
    for (const key of Object.keys(next.value)) {
      const entry: Entry = { value: (next.value as Record<string, unknown>)[key], key, parent };
      if (!UNSAFE_KEYS.has(key)) {
        pending.push(entry);
        continue;
      }
      const keys: string[] = [];
      for (let at: Entry | null = entry; at; at = at.parent) keys.push(at.key);
      return keys.reverse().join('.');
    }
  }
  return null;
}

/** Refuses (400 VALIDATION, naming the key) a body carrying a prototype-polluting key at any depth. */
export function refuseUnsafeKeys(body: unknown): void {
  const at = unsafeKeyPath(body);
  if (at) {
    const key = at.split('.').pop()!;
    const message = `The field "${key}" is not allowed`;
    throw new AppError('VALIDATION', `${at}: ${message}`, [{ field: at, message }]);
  }
}

/**
 * Checks a JSON body against the same class-validator rules as the GraphQL input type, so the
 * legacy paths refuse exactly what GraphQL refuses. Unknown fields are dropped. The input is
 * built from the body's own keys only, so nothing in the body can become its prototype and
 * hide fields from the rules.
 */
export async function parseBody<T extends object>(Input: new () => T, body: unknown): Promise<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION', 'The request body must be a JSON object');
  }
  refuseUnsafeKeys(body);
  const input = new Input();
  for (const key of Object.keys(body)) {
    Object.defineProperty(input, key, { value: (body as Record<string, unknown>)[key], enumerable: true, writable: true, configurable: true });
  }
  const errors = await validate(input, { whitelist: true, forbidUnknownValues: false, stopAtFirstError: true });
  if (errors.length) {
    const fields = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((message) => ({ field: e.property, message })));
    throw new AppError('VALIDATION', fields.map((f) => `${f.field}: ${f.message}`).join('; '), fields);
  }
  return input;
}
