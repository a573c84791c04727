import { lazy, Suspense, type ReactNode } from 'react';

// The real one, fetched only if it is ever rendered (resolved normally: the build swaps only ConfigProvider's import).
const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/**
 * Stands in for antd's tooltip UniqueProvider inside ConfigProvider (see vite.config.ts). ConfigProvider
 * renders it only when `tooltip.unique` is configured, which this app does not do; importing it eagerly
 * put @rc-component/trigger (~10 KB gzipped) on every page's first download.
 */
export default function DeferredTooltipUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
