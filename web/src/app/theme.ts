import type { ThemeConfig } from 'antd';

/** Brand colours chosen for contrast (WCAG AA on white). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2e7d32',
    colorLink: '#1b5e20',
    // antd's #ff4d4f is 3.3:1 on white: danger buttons and error text need 4.5:1.
    colorError: '#c62828',
    borderRadius: 8,
    fontSize: 16,
  },
};
