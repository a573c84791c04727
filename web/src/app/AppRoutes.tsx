import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireMarketer, RequireProfileAccess } from './guards';
import { MainLayout } from './layout/MainLayout';
import { usePageViews } from './usePageViews';
import { PageSpinner } from '../modules/ui/PageSpinner';
import { usePrefetchPacks } from '../modules/food-packs/components/usePrefetchPacks';

// Every page is its own download (spec route table, section 2).
const HomePage = lazy(() => import('../pages/home/HomePage'));
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const MarketerPage = lazy(() => import('../pages/marketer/MarketerPage'));
const AdminPage = lazy(() => import('../pages/admin/AdminPage'));
const HowItWorksPage = lazy(() => import('../pages/how-it-works/HowItWorksPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const TermsPage = lazy(() => import('../pages/terms/TermsPage'));
const PrivacyPage = lazy(() => import('../pages/privacy/PrivacyPage'));
const FoodPacksPage = lazy(() => import('../pages/food-packs/FoodPacksPage'));
const ResetPasswordPage = lazy(() => import('../pages/reset-password/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const PayLinkPage = lazy(() => import('../pages/pay-link/PayLinkPage'));

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
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* A reminder's one-tap pay link: public, no session. */}
        <Route path="p/:token" element={<PayLinkPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The profile page has its own header and footer (spec section 2, Profile page). */}
      <Route
        path="profile"
        element={
          <RequireProfileAccess>
            <Suspense fallback={<PageSpinner />}>
              <ProfilePage />
            </Suspense>
          </RequireProfileAccess>
        }
      />
    </Routes>
  );
}
