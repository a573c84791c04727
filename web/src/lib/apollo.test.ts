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
});
