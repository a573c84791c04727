import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { VersionCheck } from './app/useVersionCheck';
import { createSessionStore } from './lib/session';
import './app/global.css';

const session = createSessionStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders session={session}>
        <AppRoutes />
        {/* Only built apps have a /version.json to watch. */}
        {import.meta.env.PROD && <VersionCheck running={__APP_VERSION__} />}
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
