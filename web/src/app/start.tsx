import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { PublicDataState } from '../lib/public-data';
import { createSessionStore } from '../lib/session';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { VersionCheck } from './useVersionCheck';

/** Renders the app into #root, or hydrates the page the server rendered there (api/src/web-app). */
export function startApp() {
  const session = createSessionStore();
  const container = document.getElementById('root')!;
  // A public page the server rendered carries the data it rendered with.
  const serverState = document.getElementById('fs-ssr-state')?.textContent;
  const initialState = serverState ? (JSON.parse(serverState) as PublicDataState) : undefined;

  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppProviders session={session} initialState={initialState}>
          <AppRoutes />
          {/* Only built apps have a /version.json to watch. */}
          {import.meta.env.PROD && <VersionCheck running={__APP_VERSION__} />}
        </AppProviders>
      </BrowserRouter>
    </StrictMode>
  );

  // Hydrating or rendering in a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a signed-in page's first render too,
  // issue 31); a tap on a part not yet hydrated hydrates it first.
  if (initialState) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
