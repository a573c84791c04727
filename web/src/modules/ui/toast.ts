import { createContext, useContext, type Key } from 'react';

export interface ToastOptions {
  /** Toasts with the same key replace each other instead of stacking (e.g. guard redirects). */
  key?: Key;
  /** Seconds on screen; the specification's default is 5. */
  duration?: number;
}

export interface Toast {
  success(title: string, description?: string, options?: ToastOptions): void;
  error(title: string, description?: string, options?: ToastOptions): void;
  info(title: string, description?: string, options?: ToastOptions): void;
  warning(title: string, description?: string, options?: ToastOptions): void;
}

export type ToastType = keyof Toast;

export interface ToastNotice {
  type: ToastType;
  title: string;
  description?: string;
  /** The caller's key, else one of the channel's own: the host closes a toast by its key. */
  key: Key;
  duration: number;
}

/** What shows toasts on screen (ToastHost): shows a notice, or closes the one with a key. */
export interface ToastScreen {
  show(notice: ToastNotice): void;
  close(key: Key): void;
}

/**
 * Where toasts go before antd's notification code has arrived: they wait in a queue, and the
 * provider is asked to load the host (ToastProvider), which then shows them in order.
 *
 * Each toast belongs to a page (a pathname): the page on screen when it was raised, or the page
 * the app set off to in the same task (sign-in raises 'Login successful', then goes to /profile:
 * the toast is about /profile). When another page is shown, the toasts of the page left close,
 * so 'Password mismatch' is gone when 'Registration successful' appears on the next page.
 */
export interface ToastChannel {
  show(notice: Omit<ToastNotice, 'key'> & { key?: Key }): void;
  /** The host shows every waiting notice, then each new one at once. Returns a detach function. */
  attach(screen: ToastScreen): () => void;
  /** Called (at once if notices are already waiting) when a notice needs the host. */
  onHostNeeded(request: () => void): void;
  /** The app set off for this page (a navigation began): toasts raised in this task go with it. */
  leavingFor(pathname: string): void;
  /** This page is on screen: the toasts of any other page close. */
  arrived(pathname: string): void;
}

interface Raised {
  notice: ToastNotice;
  page: string | undefined;
  /** Raised in the task still running: goes with a navigation that task starts. */
  fresh: boolean;
  /** When it leaves the screen by itself (ms since the epoch; Infinity until shown, or if it stays). */
  until: number;
}

export function createToastChannel(): ToastChannel {
  let screen: ToastScreen | null = null;
  let request: (() => void) | null = null;
  let page: string | undefined;
  let count = 0;
  const waiting: Raised[] = [];
  // Toasts shown and maybe still on screen, by key (a toast closed by antd meanwhile is closed again harmlessly).
  const shown = new Map<Key, Raised>();
  const put = (raised: Raised) => {
    const now = Date.now();
    for (const [key, old] of shown) if (old.until < now) shown.delete(key);
    if (raised.notice.duration > 0) raised.until = now + raised.notice.duration * 1000;
    shown.delete(raised.notice.key); // a toast shown again with the same key belongs where it was shown last
    shown.set(raised.notice.key, raised);
    screen!.show(raised.notice);
  };
  return {
    show({ key, ...rest }) {
      const notice = { ...rest, key: key ?? `toast-${++count}` };
      const raised: Raised = { notice, page, fresh: true, until: Infinity };
      queueMicrotask(() => (raised.fresh = false));
      if (screen) return put(raised);
      waiting.push(raised);
      request?.();
    },
    attach(next) {
      screen = next;
      waiting.splice(0).forEach(put);
      return () => {
        if (screen === next) screen = null;
      };
    },
    onHostNeeded(fn) {
      request = fn;
      if (waiting.length) fn();
    },
    leavingFor(pathname) {
      page = pathname; // what is raised from now on is about where the app is going
      for (const raised of [...waiting, ...shown.values()]) if (raised.fresh) raised.page = pathname;
    },
    arrived(pathname) {
      page = pathname;
      const elsewhere = (raised: Raised) => raised.page !== undefined && raised.page !== pathname;
      waiting.splice(0, waiting.length, ...waiting.filter((raised) => !elsewhere(raised)));
      for (const [key, raised] of shown) {
        if (!elsewhere(raised)) continue;
        shown.delete(key);
        screen?.close(key);
      }
    },
  };
}

export function toastApi(channel: ToastChannel): Toast {
  const show = (type: ToastType) => (title: string, description?: string, options: ToastOptions = {}) =>
    channel.show({ type, title, description, key: options.key, duration: options.duration ?? 5 });
  return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
}

export const ToastContext = createContext<Toast | null>(null);

/** The provider's channel, for what ties toasts to the router (app/ToastsFollowPages). */
export const ToastChannelContext = createContext<ToastChannel | null>(null);

/** The 'Title' / message toasts of the specification (section 8). Needs a <ToastProvider> above. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
