import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadBoundary } from './LoadBoundary';
import { useHydrated } from './useHydrated';

export interface WhenVisibleProps {
  /** Usually a React.lazy component: its code is only downloaded once it is rendered. */
  children: ReactNode;
  /** Keeps room on the page until then (avoids a jump when it arrives). */
  minHeight?: number;
  /** How far ahead of the screen to start (a screenful on a phone). */
  rootMargin?: string;
  fallback?: ReactNode;
  /** Draws the room kept until then (e.g. a box of the final size). */
  placeholderClassName?: string;
}

/**
 * Renders its children once their place on the page comes near the screen, so content below the
 * fold costs nothing on a first visit that never scrolls to it. Without IntersectionObserver
 * (very old browsers, tests) it renders at once.
 */
export function WhenVisible({ children, minHeight, rootMargin = '800px 0px', fallback, placeholderClassName }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // The server renders the placeholder, and hydrating does too, so the HTML matches.
  const cannotWatch = useHydrated() && typeof IntersectionObserver === 'undefined';
  const near = seen || cannotWatch;

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (!near) return <div ref={ref} className={placeholderClassName} style={{ minHeight }} />;
  return (
    <LoadBoundary>
      <Suspense fallback={fallback ?? <div style={{ minHeight }} />}>{children}</Suspense>
    </LoadBoundary>
  );
}
