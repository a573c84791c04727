import { useEffect } from 'react';

/**
 * Marks the document once the page itself answers input (`<html data-hydrated>`): rendered
 * beside the page inside its Suspense boundary, so it commits with the page, not with the header
 * while the page's code is still on its way. A tap held from before then is made again
 * (lib/early-taps.ts), and browser journeys wait for it before they tap a server-rendered page.
 */
export function HydratedMark() {
  useEffect(() => void (document.documentElement.dataset.hydrated = ''), []);
  return null;
}
