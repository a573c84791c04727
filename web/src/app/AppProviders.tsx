import type { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ConfigProvider } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { SessionProvider, type SessionStore } from '../lib/session';
import { AuthDialogProvider } from '../modules/auth';
import { useToast } from '../modules/ui/toast';
import { ToastProvider } from '../modules/ui/ToastProvider';
import { theme } from './theme';
import { ToastsFollowPages } from './ToastsFollowPages';

export interface AppProvidersProps {
  session: SessionStore;
  /** Tests may pass their own client, or a transport (e.g. a MockLink) under the app's own links. */
  client?: ApolloClient;
  transport?: ApolloLink;
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
 * Everything a page relies on: the antd theme, toasts (useToast; antd's notification code is
 * fetched with the first toast, so it stays out of the first download; a page's toasts close when
 * another page is shown), the session, Apollo and the auth dialog. Must sit inside the router.
 */
export function AppProviders({ session, client, transport, children }: AppProvidersProps) {
  const [sessionExpired] = useState(createSignal);
  const apollo = useMemo(
    () => client ?? createApolloClient({ session, transport, onSessionExpired: sessionExpired.emit }),
    [client, transport, session, sessionExpired],
  );

  // A different person (or nobody) is signed in now: forget everything cached for the last one.
  useEffect(() => {
    let token = session.getToken();
    return session.subscribe(() => {
      const next = session.getToken();
      if (next !== token) {
        token = next;
        void apollo.clearStore();
      }
    });
  }, [session, apollo]);

  return (
    <ConfigProvider theme={theme}>
      <ToastProvider>
        <ToastsFollowPages>
          <SessionProvider store={session}>
            <ApolloProvider client={apollo}>
              <SessionExpiryRedirect signal={sessionExpired} />
              <AuthDialogProvider>{children}</AuthDialogProvider>
            </ApolloProvider>
          </SessionProvider>
        </ToastsFollowPages>
      </ToastProvider>
    </ConfigProvider>
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
