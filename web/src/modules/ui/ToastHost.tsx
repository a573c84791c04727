import { notification } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from './AntdTheme';
import type { ToastChannel } from './toast';

/** Narrower than antd's `sm` breakpoint: a phone. */
const isPhone = () => !window.matchMedia('(min-width: 576px)').matches;

/**
 * Shows the channel's toasts with antd's notification, in the app's antd theme.
 * On a phone they rise from the bottom: at the top they would cover a dialog's title.
 */
export default function ToastHost({ channel }: { channel: ToastChannel }) {
  const [api, holder] = notification.useNotification();
  useEffect(
    () =>
      channel.attach({
        show: ({ type, title, description, key, duration }) =>
          api[type]({ title, description, key, duration, placement: isPhone() ? 'bottom' : 'topRight', role: type === 'error' || type === 'warning' ? 'alert' : 'status' }),
        close: (key) => api.destroy(key),
      }),
    [api, channel],
  );
  return <AntdTheme>{holder}</AntdTheme>;
}
