import type { MouseEvent, ReactNode } from 'react';
import type { ButtonProps } from '../../ui/Button';
import { buttonClassName } from '../../ui/Button';
import type { AuthView } from '../auth-view';
import { preloadAuthDialog, useAuthDialog } from './AuthDialogProvider';

const PAGE_OF: Record<'login' | 'register', string> = { login: '/login', register: '/register' };

interface AuthLinkProps extends Pick<ButtonProps, 'type' | 'size'> {
  view: Extract<AuthView, 'login' | 'register'>;
  children: ReactNode;
  /** Called before the dialog opens (the phone menu closes itself). */
  onAction?: () => void;
}

/**
 * Login or Sign Up on a public page: a link to the sign-in or sign-up page that, once React runs,
 * opens the dialog instead. A server-rendered page shows these before its code has arrived on a
 * slow phone; as buttons, a tap made then did nothing, as links it still goes where it says.
 */
export function AuthLink({ view, children, onAction, type, size }: AuthLinkProps) {
  const { openAuthDialog } = useAuthDialog();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for with a modifier gets the page, as any link would.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onAction?.();
    openAuthDialog(view);
  };
  return (
    <a href={PAGE_OF[view]} className={buttonClassName({ type, size })} onClick={open} onMouseEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
      {children}
    </a>
  );
}
