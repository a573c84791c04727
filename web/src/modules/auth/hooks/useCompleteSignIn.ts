import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeNextPath } from '../../../lib/next-path';
import { homePathFor, useSession, type SessionUser } from '../../../lib/session';
import { trackSignUp } from '../../../lib/tracking';
import { useToast } from '../../ui/toast';

export interface AuthPayloadLike {
  token: string;
  expiresAt: unknown;
  /** marketerActive: false for an Inactive marketer, who is not sent to the portal. */
  user: SessionUser & { marketerActive?: boolean | null };
}

/**
 * Spec section 4, login success: store the session, toast, go to the user's home by role
 * (Admin, then Marketer, else /profile), unless asked to stay on the page. A new registration
 * always goes to /profile. With `next` (an internal path, checked here: lib/next-path.ts), both
 * go there instead: where the visitor was going when asked to sign in.
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // From the /login or /register page, the form page is left out of the history.
  const replace = pathname === '/login' || pathname === '/register';
  return useCallback(
    (payload: AuthPayloadLike, kind: 'login' | 'register', { stay = false, next }: { stay?: boolean; next?: string | null } = {}) => {
      signIn({ token: payload.token, expiresAt: typeof payload.expiresAt === 'string' ? payload.expiresAt : null, user: payload.user });
      const name = payload.user.firstName;
      const intended = safeNextPath(next);
      if (kind === 'login') {
        toast.success('Login successful', `Welcome back, ${name}!`);
        if (intended) navigate(intended, { replace });
        else if (!stay) navigate(homePathFor(payload.user.roles, payload.user.marketerActive), { replace });
      } else {
        trackSignUp();
        toast.success('Registration successful', `Welcome to Food Savings, ${name}!`);
        navigate(intended ?? '/profile', { replace });
      }
    },
    [signIn, toast, navigate, replace],
  );
}
