import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, useSessionStore, type Role } from '../lib/session';
import { PageSpinner } from '../modules/ui/PageSpinner';
import { useToast } from '../modules/ui/toast';
import { Button } from '../modules/ui/Button';

/**
 * Route guards (spec section 6). They are a convenience for people: the API checks every call.
 * Refused entry: a toast and a redirect. A session that ends while the page is open (log out,
 * expiry, another tab) just leaves for /login without the toast.
 *
 * The stored roles are a copy from sign-in. Before turning someone away for a role they lack, the
 * guard asks the server once per token (lib/session-refresh.ts): a marketer approved since signing
 * in gets in without signing out and in again (issue 29), and a suspended user is signed out.
 */
interface GuardProps {
  children: ReactNode;
  /** The message of the 'Authentication required' toast. */
  loginMessage: string;
  role?: Role;
  /** Signed in without the role: a toast and a redirect, or an Access Denied page. */
  denied?: { title: string; message: string; redirectTo: string } | 'page';
}

function Guard({ children, loginMessage, role, denied }: GuardProps) {
  const { isLoggedIn, roles, session } = useSession();
  const store = useSessionStore();
  const toast = useToast();
  const navigate = useNavigate();
  const wasLoggedIn = useRef(isLoggedIn);
  const hasRole = !role || roles.includes(role);
  const token = session?.token ?? null;
  // The session token whose user was read again from the server (after a renewal: the new one).
  const [checked, setChecked] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const checking = isLoggedIn && !hasRole && checked !== token;

  useEffect(() => {
    if (!checking || asked.current === token) return;
    asked.current = token;
    void import('../lib/session-refresh')
      .then(({ refreshSessionUser }) => refreshSessionUser(store))
      .catch(() => 'failed')
      .finally(() => setChecked(store.getToken() ?? token));
  }, [checking, store, token]);

  useEffect(() => {
    if (checking) return;
    if (isLoggedIn) {
      wasLoggedIn.current = true;
      if (!hasRole && denied && denied !== 'page') {
        toast.error(denied.title, denied.message, { key: 'guard-denied' });
        void navigate(denied.redirectTo, { replace: true });
      }
      return;
    }
    if (!wasLoggedIn.current) toast.error('Authentication required', loginMessage, { key: 'guard-auth-required' });
    void navigate('/login', { replace: true });
  }, [isLoggedIn, hasRole, denied, loginMessage, navigate, toast, checking]);

  if (!isLoggedIn) return null;
  if (checking) return <PageSpinner label="Checking your access" />;
  if (!hasRole) return denied === 'page' ? <AccessDenied /> : null;
  return <>{children}</>;
}

function AccessDenied() {
  const navigate = useNavigate();
  return (
    <section className="fs-page fs-centered" aria-labelledby="access-denied-heading">
      <h1 id="access-denied-heading">Access Denied</h1>
      <p>You do not have administrative privileges to access this page.</p>
      <Button type="primary" onClick={() => navigate('/')}>
        Return to Home
      </Button>
    </section>
  );
}

export function RequireProfileAccess({ children }: { children: ReactNode }) {
  return <Guard loginMessage="Please log in to access your profile">{children}</Guard>;
}

const MARKETER_DENIED = { title: 'Access Denied', message: 'You do not have marketer privileges', redirectTo: '/' };

export function RequireMarketer({ children }: { children: ReactNode }) {
  return (
    <Guard loginMessage="Please log in to access the marketer portal" role="Marketer" denied={MARKETER_DENIED}>
      {children}
    </Guard>
  );
}

const DISPATCHER_DENIED = { title: 'Access Denied', message: 'You do not have rider privileges', redirectTo: '/' };

/** /rider: the Dispatcher role (riders); others are turned away as from the marketer portal. */
export function RequireDispatcher({ children }: { children: ReactNode }) {
  return (
    <Guard loginMessage="Please log in to see your deliveries" role="Dispatcher" denied={DISPATCHER_DENIED}>
      {children}
    </Guard>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <Guard loginMessage="Please log in to access the admin dashboard" role="Admin" denied="page">
      {children}
    </Guard>
  );
}
