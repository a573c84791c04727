import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The signed-in session, kept in localStorage under the specification's keys (section 3):
 * `token`, `user` (JSON), `userRoles` (JSON array), `isLoggedIn` ("true"), plus `tokenExpiresAt`
 * so a session whose token has expired counts as signed out after a reload.
 *
 * One store per app (see createSessionStore); React reads it through useSession(), and
 * non-React code (the Apollo links) through the store itself.
 */
export type Role = 'Admin' | 'Marketer' | 'Dispatcher' | 'Customer';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address?: string | null;
  roles: readonly Role[];
}

export interface Session {
  token: string;
  user: SessionUser;
  roles: readonly Role[];
  expiresAt: string | null;
}

export interface SignInPayload {
  token: string;
  expiresAt?: string | null;
  user: SessionUser;
}

export interface SessionStore {
  get(): Session | null;
  getToken(): string | null;
  signIn(payload: SignInPayload): void;
  signOut(): void;
  /** Replaces the token of the current session with the fresh one the server issued. */
  renew(token: string, expiresAt: string | null): void;
  updateUser(user: SessionUser): void;
  subscribe(listener: () => void): () => void;
}

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  roles: 'userRoles',
  isLoggedIn: 'isLoggedIn',
  expiresAt: 'tokenExpiresAt',
} as const;

const ALL_ROLES: readonly Role[] = ['Admin', 'Marketer', 'Dispatcher', 'Customer'];

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isSessionUser(v: unknown): v is SessionUser {
  if (!v || typeof v !== 'object') return false;
  const u = v as Record<string, unknown>;
  return typeof u.id === 'string' && typeof u.firstName === 'string' && typeof u.email === 'string';
}

function rolesOf(v: unknown): Role[] {
  return Array.isArray(v) ? v.filter((r): r is Role => ALL_ROLES.includes(r as Role)) : [];
}

/** Only the fields the session keeps (answers may carry more, e.g. __typename). */
function toSessionUser(u: SessionUser): SessionUser {
  const roles = rolesOf(u.roles);
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phoneNumber: u.phoneNumber, address: u.address ?? null, roles };
}

/** Reads a session from storage; anything incomplete, malformed or expired reads as none. */
export function readSession(storage: Storage, now: () => number = Date.now): Session | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  const user = parseJson(storage.getItem(STORAGE_KEYS.user));
  if (!token || storage.getItem(STORAGE_KEYS.isLoggedIn) !== 'true' || !isSessionUser(user)) return null;
  const expiresAt = storage.getItem(STORAGE_KEYS.expiresAt);
  if (expiresAt && Date.parse(expiresAt) <= now()) return null;
  const u = toSessionUser({ ...user, roles: rolesOf(parseJson(storage.getItem(STORAGE_KEYS.roles)) ?? user.roles) });
  return { token, user: u, roles: u.roles, expiresAt };
}

export function createSessionStore(storage: Storage = window.localStorage, now: () => number = Date.now): SessionStore {
  const listeners = new Set<() => void>();
  let current = readSession(storage, now);
  if (!current) clear();

  function clear() {
    Object.values(STORAGE_KEYS).forEach((k) => storage.removeItem(k));
  }
  function write(session: Session) {
    storage.setItem(STORAGE_KEYS.token, session.token);
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    storage.setItem(STORAGE_KEYS.roles, JSON.stringify(session.roles));
    storage.setItem(STORAGE_KEYS.isLoggedIn, 'true');
    if (session.expiresAt) storage.setItem(STORAGE_KEYS.expiresAt, session.expiresAt);
    else storage.removeItem(STORAGE_KEYS.expiresAt);
  }
  function set(next: Session | null) {
    current = next;
    listeners.forEach((l) => l());
  }

  // Another tab signed in or out: follow it.
  if (typeof window !== 'undefined' && storage === window.localStorage) {
    window.addEventListener('storage', (e) => {
      if (e.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(e.key)) set(readSession(storage, now));
    });
  }

  const get = () => (current && current.expiresAt && Date.parse(current.expiresAt) <= now() ? null : current);

  return {
    get,
    getToken: () => get()?.token ?? null,
    signIn({ token, expiresAt, user }) {
      const u = toSessionUser(user);
      const session: Session = { token, user: u, roles: u.roles, expiresAt: expiresAt ?? null };
      write(session);
      set(session);
    },
    signOut() {
      clear();
      if (current) set(null);
    },
    renew(token, expiresAt) {
      if (!current || token === current.token) return;
      const session: Session = { ...current, token, expiresAt };
      write(session);
      set(session);
    },
    updateUser(user) {
      if (!current) return;
      const u = toSessionUser(user);
      if (JSON.stringify(u) === JSON.stringify(current.user)) return;
      const session: Session = { ...current, user: u, roles: u.roles };
      write(session);
      set(session);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return createElement(SessionContext.Provider, { value: store }, children);
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

export interface UseSession {
  session: Session | null;
  user: SessionUser | null;
  roles: readonly Role[];
  isLoggedIn: boolean;
  signIn: SessionStore['signIn'];
  signOut: SessionStore['signOut'];
  updateUser: SessionStore['updateUser'];
}

const signedOut = () => null;

export function useSession(): UseSession {
  const store = useSessionStore();
  // Server-rendered public pages are the signed-out view (the server cannot read localStorage);
  // hydrating, the browser first agrees with that HTML, then shows the stored session.
  const session = useSyncExternalStore(store.subscribe, store.get, signedOut);
  // The actions stay the same functions for the life of the store (safe in effect dependencies).
  const actions = useMemo(
    () => ({ signIn: store.signIn.bind(store), signOut: store.signOut.bind(store), updateUser: store.updateUser.bind(store) }),
    [store],
  );
  return useMemo(
    () => ({ session, user: session?.user ?? null, roles: session?.roles ?? [], isLoggedIn: session !== null, ...actions }),
    [session, actions],
  );
}

/**
 * Where a user lands after signing in: Admin wins, then Marketer, then a rider's deliveries
 * (Dispatcher), else the profile (spec section 2). An Inactive marketer (`marketerActive` false)
 * cannot use the portal, so goes on down the list.
 */
export function homePathFor(roles: readonly string[], marketerActive?: boolean | null): string {
  if (roles.includes('Admin')) return '/admin';
  if (roles.includes('Marketer') && marketerActive !== false) return '/marketer';
  if (roles.includes('Dispatcher')) return '/rider';
  return '/profile';
}
