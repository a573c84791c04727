import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../lib/tracking';

/** Spec section 2: a page view on each change of path (not of the query or the hash). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
}
