import type { ApolloClient, ApolloLink } from '@apollo/client';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApolloHostProvider, createApolloHost } from '../lib/apollo-host';
import { httpPublicFetch, PublicDataProvider, PublicDataStore, type PublicDataState } from '../lib/public-data';
import { SessionProvider, type SessionStore } from '../lib/session';
import { AuthDialogProvider } from '../modules/auth';
import { useToast } from '../modules/ui/toast';
import { ToastProvider } from '../modules/ui/ToastProvider';
import { ToastsFollowPages } from './ToastsFollowPages';

export interface AppProvidersProps {
  session: SessionStore;
  /** Tests may pass their own client, or a transport (e.g. a MockLink) under the app's own links. */
  client?: ApolloClient;
  transport?: ApolloLink;
  /** The public pages' reads (lib/public-data.ts): the server's renderer and tests pass their own. */
  publicData?: PublicDataStore;
  /** What the server read to render this page: hydrating renders the same. */
  initialState?: PublicDataState;
  children: ReactNode;
}

type Listener = () => void;

function createSignal() {
  const listeners = new Set<Listener>();
  return {
    emit: () => listeners.forEach((l) => l()),
    subscribe: (l: Listener) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
}

/**
 * Everything a page relies on: toasts (useToast; antd's notification code is fetched with the
 * first toast, so it stays out of the first download; a page's toasts close when another page is
 * shown), the session, the public pages' data, Apollo (made when first needed, lib/apollo-host.ts)
 * and the auth dialog. antd's theme is not here: the parts that use antd bring it
 * (modules/ui/AntdTheme.tsx). Must sit inside the router.
 */
export function AppProviders({ session, client, transport, publicData, initialState, children }: AppProvidersProps) {
  const [sessionExpired] = useState(createSignal);
  const [apollo] = useState(() => createApolloHost({ session, transport, onSessionExpired: sessionExpired.emit }, client));
  const [publicStore] = useState(() => publicData ?? new PublicDataStore(httpPublicFetch(), initialState));

  // A different person (or nobody) is signed in now: forget everything cached for the last one.
  useEffect(() => {
    let token = session.getToken();
    return session.subscribe(() => {
      const next = session.getToken();
      if (next !== token) {
        token = next;
        void apollo.made()?.clearStore();
      }
    });
  }, [session, apollo]);

  return (
    <ToastProvider>
      <ToastsFollowPages>
        <SessionProvider store={session}>
          <ApolloHostProvider value={apollo}>
            <PublicDataProvider value={publicStore}>
              <SessionExpiryRedirect signal={sessionExpired} />
              <AuthDialogProvider>{children}</AuthDialogProvider>
            </PublicDataProvider>
          </ApolloHostProvider>
        </SessionProvider>
      </ToastsFollowPages>
    </ToastProvider>
  );
}

/** Spec section 4: when the server rejects the stored token, the session is gone: go to /login. */
function SessionExpiryRedirect({ signal }: { signal: ReturnType<typeof createSignal> }) {
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(
    () =>
      signal.subscribe(() => {
        toast.warning('Session expired', 'Please log in again.', { key: 'session-expired' });
        void navigate('/login', { replace: true });
      }),
    [signal, navigate, toast],
  );
  return null;
}
