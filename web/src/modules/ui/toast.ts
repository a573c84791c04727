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
  key?: Key;
  duration: number;
}

/**
 * Where toasts go before antd's notification code has arrived: they wait in a queue, and the
 * provider is asked to load the host (ToastProvider), which then shows them in order.
 */
export interface ToastChannel {
  show(notice: ToastNotice): void;
  /** The host shows every waiting notice, then each new one at once. Returns a detach function. */
  attach(deliver: (notice: ToastNotice) => void): () => void;
  /** Called (at once if notices are already waiting) when a notice needs the host. */
  onHostNeeded(request: () => void): void;
}

export function createToastChannel(): ToastChannel {
  let deliver: ((notice: ToastNotice) => void) | null = null;
  let request: (() => void) | null = null;
  const waiting: ToastNotice[] = [];
  return {
    show(notice) {
      if (deliver) return deliver(notice);
      waiting.push(notice);
      request?.();
    },
    attach(fn) {
      deliver = fn;
      waiting.splice(0).forEach(fn);
      return () => {
        if (deliver === fn) deliver = null;
      };
    },
    onHostNeeded(fn) {
      request = fn;
      if (waiting.length) fn();
    },
  };
}

export function toastApi(channel: ToastChannel): Toast {
  const show = (type: ToastType) => (title: string, description?: string, options: ToastOptions = {}) =>
    channel.show({ type, title, description, key: options.key, duration: options.duration ?? 5 });
  return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
}

export const ToastContext = createContext<Toast | null>(null);

/** The 'Title' / message toasts of the specification (section 8). Needs a <ToastProvider> above. */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
