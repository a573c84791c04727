import { App } from 'antd';
import { useMemo, type Key } from 'react';

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

/** The 'Title' / message toasts of the specification (section 8), through antd's App context. */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(() => {
    const show = (type: 'success' | 'error' | 'info' | 'warning') => (title: string, description?: string, options: ToastOptions = {}) =>
      notification[type]({
        title,
        description,
        key: options.key,
        duration: options.duration ?? 5,
        placement: 'topRight',
        role: type === 'error' || type === 'warning' ? 'alert' : 'status',
      });
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, [notification]);
}
