/**
 * Where a visitor was going when they were asked to sign in (issue 29: Start Saving on a pack
 * survives sign-in and sign-up). Carried as `?next=` on /login and /register and in the auth
 * dialog, so it is untrusted input: only a path of this site is followed, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…`), so no open redirect.
 */
const BASE = 'https://food-savings.invalid';

/** The internal path (path, query and hash) `value` names, or null for anything else. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  // A single leading slash, then no second slash or backslash (protocol-relative), no control characters.
  if (!/^\/(?![/\\])/.test(value) || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?next=` set to an internal path (left off when there is none). */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}
