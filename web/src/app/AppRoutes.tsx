import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireDispatcher, RequireMarketer, RequireProfileAccess } from './guards';
import { MainLayout } from './layout/MainLayout';
import { usePageViews } from './usePageViews';
import { lazyWithAntd, lazyWithApollo } from '../modules/ui/lazy-with-antd';
import { HydratedMark } from './HydratedMark';
import { PageSpinner } from '../modules/ui/PageSpinner';
import { usePrefetchPacks } from '../modules/food-packs/components/usePrefetchPacks';

// Every page is its own download (spec route table, section 2). The pages that use antd bring it
// (and its theme) with them; the public ones (home, packs, how it works, about, terms, privacy, 404) use none.
const HomePage = lazy(() => import('../pages/home/HomePage'));
const LoginPage = lazyWithAntd(() => import('../pages/login/LoginPage'));
const RegisterPage = lazyWithAntd(() => import('../pages/register/RegisterPage'));
// The profile's first screen uses no antd (issue 31); its other tabs and dialogs bring it. It
// renders once its first queries, sent by the entry while the code downloaded, are answered too
// (`ready`), so that its first render has its data (lib/early-cache.ts).
const ProfilePage = lazyWithApollo<object>(() => import('../pages/profile/ProfilePage').then((page) => page.ready.then(() => page)), { antd: false });
// The same for the marketer portal: its tables and chart bring antd and recharts when in view.
const MarketerPage = lazyWithApollo<object>(() => import('../pages/marketer/MarketerPage').then((page) => page.ready.then(() => page)), { antd: false });
const AdminPage = lazyWithApollo(() => import('../pages/admin/AdminPage'));
const RiderPage = lazyWithApollo(() => import('../pages/rider/RiderPage'));
const HowItWorksPage = lazy(() => import('../pages/how-it-works/HowItWorksPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ContactPage = lazyWithAntd(() => import('../pages/contact/ContactPage'));
const TermsPage = lazy(() => import('../pages/terms/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/privacy/PrivacyPage'));
const FoodPacksPage = lazy(() => import('../pages/food-packs/FoodPacksPage'));
const PackDetailPage = lazy(() => import('../pages/food-packs/PackDetailPage'));
const ResetPasswordPage = lazyWithAntd(() => import('../pages/reset-password/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const PayLinkPage = lazyWithApollo(() => import('../pages/pay-link/PayLinkPage'));
// A plan's contribution link (issue 27): public, rendered on the server, no antd and no Apollo.
const ContributePage = lazy(() => import('../pages/contribute/ContributePage'));

export function AppRoutes() {
  usePageViews();
  usePrefetchPacks();
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={<HomePage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route
          path="marketer"
          element={
            <RequireMarketer>
              <MarketerPage />
            </RequireMarketer>
          }
        />
        <Route
          path="rider"
          element={
            <RequireDispatcher>
              <RiderPage />
            </RequireDispatcher>
          }
        />
        <Route
          path="admin"
          element={
            <RequireAdmin>
              <AdminPage />
            </RequireAdmin>
          }
        />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="food-packs" element={<FoodPacksPage />} />
        <Route path="food-packs/:id" element={<PackDetailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* A reminder's one-tap pay link: public, no session. */}
        <Route path="p/:token" element={<PayLinkPage />} />
        <Route path="c/:token" element={<ContributePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The profile page has its own header and footer (spec section 2, Profile page). */}
      <Route
        path="profile"
        element={
          <RequireProfileAccess>
            <Suspense fallback={<PageSpinner />}>
              <ProfilePage />
              <HydratedMark />
            </Suspense>
          </RequireProfileAccess>
        }
      />
    </Routes>
  );
}
