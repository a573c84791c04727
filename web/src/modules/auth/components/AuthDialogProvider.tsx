import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadAntdTheme, lazyWithAntd } from '../../ui/lazy-with-antd';
import { PageSpinner } from '../../ui/PageSpinner';
import type { AuthDialogOptions, AuthView } from '../auth-view';

const loadAuthDialog = () => import('./AuthDialog');
// The sign-in forms send their operations without Apollo (lib/public-data.ts): a visitor's first
// tap on Login downloads the dialog and antd, not Apollo too.
const AuthDialog = lazyWithAntd(loadAuthDialog);

/** Starts downloading the dialog's code (e.g. when a Login button is hovered or focused). */
export function preloadAuthDialog(): void {
  void loadAuthDialog();
  void loadAntdTheme();
}

interface AuthDialogApi {
  openAuthDialog(view?: AuthView, options?: AuthDialogOptions): void;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return api;
}

/** Owns the one auth dialog of the app; its code is only downloaded when it is first opened. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ open: false, view: 'login' as AuthView, opening: 0, stayAfterLogin: false, next: undefined as string | undefined });
  const openAuthDialog = useCallback(
    (view: AuthView = 'login', options: AuthDialogOptions = {}) =>
      setState((s) => ({ open: true, view, opening: s.opening + 1, stayAfterLogin: !!options.stayAfterLogin, next: options.next })),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const api = useMemo(() => ({ openAuthDialog }), [openAuthDialog]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {state.opening > 0 && (
        <Suspense fallback={state.open ? <PageSpinner overlay /> : null}>
          <AuthDialog key={state.opening} open={state.open} initialView={state.view} stayAfterLogin={state.stayAfterLogin} next={state.next} onClose={close} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
