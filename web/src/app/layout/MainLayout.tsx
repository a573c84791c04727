import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadBoundary } from '../../modules/ui/LoadBoundary';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import { HydratedMark } from '../HydratedMark';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Navbar, the page, footer. A page's code loads inside; the header stays while it does. */
export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <div className="fs-shell">
      <a className="fs-skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" className="fs-main" tabIndex={-1}>
        {/* A page whose code cannot be downloaded says so; another page starts afresh. */}
        <LoadBoundary key={pathname}>
          {/* A screenful while the page's code loads keeps the footer below the fold, so it is not pushed down when the page arrives. */}
          <Suspense
            fallback={
              <div className="fs-route-loading">
                <PageSpinner />
              </div>
            }
          >
            <Outlet />
            <HydratedMark />
          </Suspense>
        </LoadBoundary>
      </main>
      <Footer />
    </div>
  );
}
