import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloHost } from '../../../lib/apollo-host';
import { useSession, useSessionStore } from '../../../lib/session';
import { useToast } from '../../ui/toast';
import { LogoutMutation } from '../graphql/operations';

/**
 * Log out: the server revokes the session's tokens, the stored session is cleared, 'Logged out'
 * is shown, and the browser goes to /login. The browser does not wait for the server: offline,
 * the token is still forgotten here and lapses within a day.
 */
export function useLogout() {
  const { signOut } = useSession();
  const store = useSessionStore();
  const apollo = useApolloHost();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(() => {
    const token = store.getToken();
    // The token goes with the request explicitly: the stored one is cleared just below. (From a
    // public page, where Apollo was never needed, this is what loads it.)
    if (token) {
      const context = { headers: { authorization: `Bearer ${token}` } };
      apollo
        .load()
        .then((client) => client.mutate({ mutation: LogoutMutation, context }))
        .catch(() => undefined);
    }
    navigate('/login', { replace: true });
    signOut();
    toast.success('Logged out', 'You have been logged out.', { key: 'logged-out' });
  }, [store, apollo, navigate, signOut, toast]);
}
