import type { ThemeConfig } from 'antd';

/** Brand colours chosen for contrast (WCAG AA on white). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2e7d32',
    colorLink: '#1b5e20',
    borderRadius: 8,
    fontSize: 16,
  },
};
