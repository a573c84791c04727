import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { theme } from './antd-theme';

/**
 * antd with the app's theme, around the parts that use antd: the sign-in, account and console
 * pages, dialogs, drawers and toasts. Not around the whole app: the public pages' first download
 * carries no antd (issue 9), and their buttons are the app's own (Button.tsx).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
