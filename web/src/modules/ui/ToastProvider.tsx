import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createToastChannel, toastApi, ToastChannelContext, ToastContext, type ToastChannel } from './toast';

type Host = ComponentType<{ channel: ToastChannel }>;

/**
 * Provides useToast(). antd's notification code (with its motion and portal parts) is downloaded
 * with the first toast, so a first visit downloads no toast code at all; toasts shown meanwhile
 * wait, then appear in order. If that download fails (a flaky connection), they keep waiting and
 * the next toast tries again: the page never breaks over a toast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [channel] = useState(createToastChannel);
  const [toast] = useState(() => toastApi(channel));
  const [Host, setHost] = useState<Host | null>(null);

  useEffect(() => {
    let loading = false;
    channel.onHostNeeded(() => {
      if (loading) return;
      loading = true;
      import('./ToastHost').then(
        (m) => setHost(() => m.default),
        (error: unknown) => {
          loading = false;
          console.warn('toasts could not be loaded', error);
        },
      );
    });
  }, [channel]);

  return (
    <ToastContext.Provider value={toast}>
      <ToastChannelContext.Provider value={channel}>
        {children}
        {Host && <Host channel={channel} />}
      </ToastChannelContext.Provider>
    </ToastContext.Provider>
  );
}
