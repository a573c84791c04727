import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** Navbar, the page, footer. A page's code loads inside; the header stays while it does. */
export function MainLayout() {
  return (
    <div className="fs-shell">
      <a className="fs-skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar />
      <main id="main" className="fs-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
