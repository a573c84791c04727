import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OperationTypeNode, print } from 'graphql';
import { Observable, tap } from 'rxjs';
import { takeEarlyAnswer } from './early-queries';
import { errorCodes, isUnauthenticated } from './graphql-errors';
import type { SessionStore } from './session';

export interface ApolloOptions {
  session: SessionStore;
  /** Called once the session has been cleared because the server no longer accepts its token. */
  onSessionExpired: () => void;
  /** The terminating link; `/graphql` over HTTP unless a test passes its own. */
  transport?: ApolloLink;
}

const SENT_TOKEN = 'sentToken';

export function createApolloClient({ session, onSessionExpired, transport }: ApolloOptions): ApolloClient {
  // Bearer token on every request, when signed in; remember which token went out.
  const authLink = new ApolloLink((operation, forward) => {
    const token = session.getToken();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      [SENT_TOKEN]: token,
    }));
    return forward(operation);
  });

  // Past half its life the server re-issues an active session's token in X-Session-Token; keep
  // it, unless the session changed while the request was out.
  const renewalLink = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap(() => {
        const context = operation.getContext();
        const headers = (context.response as Response | undefined)?.headers;
        const fresh = headers?.get('X-Session-Token');
        const sent = context[SENT_TOKEN] as string | null | undefined;
        if (fresh && sent && session.getToken() === sent) session.renew(fresh, headers?.get('X-Session-Expires') ?? null);
      }),
    ),
  );

  // Spec section 4: a 401 while signed in ends the session and goes to /login. Only when the
  // rejected token is still the stored one, so a late answer cannot sign out a newer session.
  // A FORBIDDEN answer may mean the stored roles are out of date (an admin took one away): the
  // user is read again (at most once a minute), and the route guards follow the roles it has now.
  let rolesReadAt = 0;
  const expiryLink = new ErrorLink(({ error, operation }) => {
    const sent = operation.getContext()[SENT_TOKEN] as string | null | undefined;
    if (!sent || session.getToken() !== sent) return;
    if (isUnauthenticated(error)) {
      session.signOut();
      onSessionExpired();
    } else if (errorCodes(error).includes('FORBIDDEN') && Date.now() - rolesReadAt > 60_000) {
      rolesReadAt = Date.now();
      void import('./session-refresh').then(({ refreshSessionUser }) => refreshSessionUser(session)).catch(() => undefined);
    }
  });

  // Spec section 9: one retry for queries on a network failure; never for mutations.
  const retryLink = new RetryLink({
    delay: { initial: 500, max: 2000, jitter: true },
    attempts: {
      max: 2,
      retryIf: (error, operation) =>
        !CombinedGraphQLErrors.is(error) &&
        !isUnauthenticated(error) &&
        operation.operationType === OperationTypeNode.QUERY,
    },
  });

  // The page's first queries went out from the entry while the scripts downloaded
  // (lib/early-queries.ts): the same query, variables and token take that answer over. A failed
  // one is asked for again here.
  const earlyLink = new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY || !operation.operationName) return forward(operation);
    const answer = takeEarlyAnswer(operation.operationName, print(operation.query), operation.variables, operation.getContext()[SENT_TOKEN] as string | null);
    if (!answer) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: { unsubscribe(): void } | undefined;
      let closed = false;
      void answer.then((early) => {
        if (closed) return;
        if (!early) {
          inner = forward(operation).subscribe(observer);
          return;
        }
        operation.setContext({ response: early.response });
        observer.next(early.body as ApolloLink.Result);
        observer.complete();
      });
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });

  return new ApolloClient({
    link: ApolloLink.from([authLink, renewalLink, expiryLink, retryLink, earlyLink, transport ?? new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
}
