import type { ThemeConfig } from 'antd';

/** Brand colours chosen for contrast (WCAG AA on white). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2e7d32',
    colorLink: '#1b5e20',
    // antd's #ff4d4f is 3.3:1 on white: danger buttons and error text need 4.5:1.
    colorError: '#c62828',
    // antd derives lighter hover shades (white on #498a4a is 4.18:1, on #d4514c 4.13:1): darker ones keep AA under the pointer.
    colorPrimaryHover: '#1b5e20',
    colorErrorHover: '#b71c1c',
    borderRadius: 8,
    fontSize: 16,
  },
};
