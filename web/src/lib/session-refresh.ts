// The printer alone: importing 'graphql' would bring all of graphql-js.
import { print } from 'graphql/language/printer';
import { graphql } from '../gql/account';
import type { SessionStore, SessionUser } from './session';

/**
 * The signed-in user as the server has them now: roles and status are read from the database on
 * every request (docs/security.md), so the stored copy of the roles can lag behind an admin's
 * change. Asked when a page needs a role the stored session lacks (an approved marketer opening
 * /marketer: app/guards.tsx) and when the server refuses a call as FORBIDDEN (lib/apollo.ts).
 * Generated into gql/account: loaded only when needed, not with every page.
 */
export const SessionRefreshQuery = graphql(`
  query SessionRefresh {
    me {
      ...SessionUserFields
    }
  }
`);

export type RefreshOutcome = 'updated' | 'signed-out' | 'failed';

/**
 * Reads `me` with the stored token and keeps what it says: new roles, or, for a token no longer
 * accepted (a suspended user, a session ended elsewhere), no session at all. A later sign-in or
 * sign-out while the answer was on its way wins over it.
 */
export async function refreshSessionUser(store: SessionStore, fetchImpl: typeof fetch = fetch, uri = '/graphql'): Promise<RefreshOutcome> {
  const token = store.getToken();
  if (!token) return 'signed-out';
  let status: number;
  let body: { data?: { me?: SessionUser | null } | null; errors?: { extensions?: { code?: string } }[] } | null;
  try {
    const response = await fetchImpl(uri, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ operationName: 'SessionRefresh', query: print(SessionRefreshQuery), variables: {} }),
      signal: AbortSignal.timeout(15_000),
    });
    status = response.status;
    body = (await response.json().catch(() => null)) as typeof body;
    const fresh = response.headers.get('X-Session-Token');
    if (fresh && store.getToken() === token) store.renew(fresh, response.headers.get('X-Session-Expires'));
  } catch {
    return 'failed';
  }
  if (store.getToken() !== token && store.getToken() !== null) return 'failed'; // another session meanwhile: not ours to change
  const me = body?.data?.me;
  if (me) {
    store.updateUser(me);
    return 'updated';
  }
  if (status === 401 || body?.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
    store.signOut();
    return 'signed-out';
  }
  return 'failed';
}
