import type { ReactNode } from 'react';

/**
 * A status label drawn like antd's Tag (global.css, .fs-tag) without antd's runtime, for a
 * signed-in page's first screen (issue 31). `color`: antd's preset names that the app uses.
 */
export function Tag({ color = 'default', className, children }: { color?: string; className?: string; children: ReactNode }) {
  return <span className={['fs-tag', `fs-tag--${color}`, className].filter(Boolean).join(' ')}>{children}</span>;
}
