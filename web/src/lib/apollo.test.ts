import { ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of } from 'rxjs';
import { MeQuery } from '../modules/profile/graphql/operations';
import { createApolloClient } from './apollo';
import { createSessionStore, type SessionStore } from './session';

const ada = { id: 'u-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567', address: null, roles: ['Customer' as const] };

/** A fake server: records the Authorization header and answers UNAUTHENTICATED. */
function rejectingServer(seen: (string | undefined)[], beforeAnswer?: () => void) {
  return new ApolloLink((operation) => {
    seen.push((operation.getContext().headers as Record<string, string> | undefined)?.authorization);
    beforeAnswer?.();
    return of({ errors: [new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } })] });
  });
}

/** What HttpLink leaves in the context: the fetch Response (only its headers are read). */
function answerWithHeaders(headers: Record<string, string>) {
  const byName = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null } };
}

function signedIn(token = 'tok-1'): SessionStore {
  const session = createSessionStore(localStorage);
  session.signIn({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: ada });
  return session;
}

describe('Apollo client', () => {
  it('sends the stored token and ends the session when the server rejects it', async () => {
    const session = signedIn('tok-1');
    const seen: (string | undefined)[] = [];
    const onSessionExpired = jest.fn();
    const client = createApolloClient({ session, onSessionExpired, transport: rejectingServer(seen) });

    await expect(client.query({ query: MeQuery })).rejects.toThrow('Not signed in');
    expect(seen).toEqual(['Bearer tok-1']);
    expect(session.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('sends no header and redirects nobody when no one is signed in', async () => {
    const session = createSessionStore(localStorage);
    const seen: (string | undefined)[] = [];
    const onSessionExpired = jest.fn();
    const client = createApolloClient({ session, onSessionExpired, transport: rejectingServer(seen) });

    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(seen).toEqual([undefined]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not end a newer session when an old token’s answer arrives late', async () => {
    const session = signedIn('old');
    const onSessionExpired = jest.fn();
    const relogin = () => session.signIn({ token: 'new', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: ada });
    const client = createApolloClient({ session, onSessionExpired, transport: rejectingServer([], relogin) });

    await expect(client.query({ query: MeQuery })).rejects.toThrow();
    expect(session.getToken()).toBe('new');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the fresh token the server re-issues, for the session that sent the request', async () => {
    const session = signedIn('aging');
    const seen: (string | undefined)[] = [];
    const renewingServer = new ApolloLink((operation) => {
      seen.push((operation.getContext().headers as Record<string, string> | undefined)?.authorization);
      const expires = new Date(Date.now() + 24 * 3_600_000).toISOString();
      operation.setContext({ response: answerWithHeaders({ 'X-Session-Token': 'fresh', 'X-Session-Expires': expires }) });
      return of({ data: { me: { __typename: 'User', ...ada, status: 'Active', registeredAt: '2026-01-01T00:00:00.000Z', referralCode: null } } });
    });
    const client = createApolloClient({ session, onSessionExpired: jest.fn(), transport: renewingServer });

    await client.query({ query: MeQuery }).catch(() => undefined);
    expect(session.getToken()).toBe('fresh');
    expect(localStorage.getItem('token')).toBe('fresh');
    expect(Date.parse(localStorage.getItem('tokenExpiresAt')!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(session.get()!.user.email).toBe('ada@example.com');

    // Signed out while a request was out: its renewal must not sign anyone back in.
    const late = new ApolloLink((operation) => {
      session.signOut();
      operation.setContext({ response: answerWithHeaders({ 'X-Session-Token': 'revived' }) });
      return of({ data: null });
    });
    await createApolloClient({ session, onSessionExpired: jest.fn(), transport: late }).query({ query: MeQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    expect(session.getToken()).toBeNull();
    expect(seen).toEqual(['Bearer aging']);
  });
});
