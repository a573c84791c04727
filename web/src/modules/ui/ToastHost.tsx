import { notification } from 'antd';
import { useEffect } from 'react';
import type { ToastChannel } from './toast';

/** Shows the channel's toasts with antd's notification, inside the app's ConfigProvider (theme). */
export default function ToastHost({ channel }: { channel: ToastChannel }) {
  const [api, holder] = notification.useNotification();
  useEffect(
    () =>
      channel.attach(({ type, title, description, key, duration }) =>
        api[type]({ title, description, key, duration, placement: 'topRight', role: type === 'error' || type === 'warning' ? 'alert' : 'status' }),
      ),
    [api, channel],
  );
  return holder;
}
