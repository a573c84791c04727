import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEarlyAnswers } from '../../lib/early-cache';
import { earlyAnswersSettled } from '../../lib/early-queries';
import { isUnauthenticated } from '../../lib/graphql-errors';
import { useLogout } from '../../modules/auth/hooks/useLogout';
import { MeQuery } from '../../modules/profile/graphql/operations';
import { useMyProfile } from '../../modules/profile/hooks/useMyProfile';
import { SavingsPlansTab } from '../../modules/savings-plans/components/SavingsPlansTab';
import { MyPendingPlansQuery, MySavingsPlansQuery } from '../../modules/savings-plans/graphql/operations';
import { usePaymentReturn } from '../../modules/savings-plans/hooks/usePaymentReturn';
import { Button } from '../../modules/ui/Button';
import { lazyWithAntd } from '../../modules/ui/lazy-with-antd';
import { usePageMeta } from '../../modules/ui/page-meta';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import { panelIdFor, TabBar, tabIdFor } from '../../modules/ui/TabBar';
import { useTabParam } from '../../modules/ui/tab-param';
import './profile-page.css';

// The first screen (the header, the tabs, the plans) uses no antd; the other tabs' forms do, and
// download with antd when opened (issue 31: a phone's first visit carries at most 150 KB of script).
const PaymentMethodTab = lazyWithAntd<object>(() => import('../../modules/savings-plans/components/PaymentMethodTab').then((m) => ({ default: m.PaymentMethodTab })));
const PersonalDetailsTab = lazyWithAntd(() => import('./PersonalDetailsTab'));

const TABS = [
  { key: 'savings', label: 'Savings Plans' },
  { key: 'payment', label: 'Payment Methods' },
  { key: 'details', label: 'Personal Details' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const DEFAULT_TAB: Tab = 'savings';
const PREFIX = 'profile';
/** What the page asks for first, as the entry sent it early (lib/early-queries.ts). */
const FIRST_QUERIES = [{ query: MeQuery }, { query: MySavingsPlansQuery, variables: { page: 1 } }, { query: MyPendingPlansQuery }] as const;
/** Settles when those early answers are in: the router renders the page then (app/AppRoutes.tsx). */
export const ready = earlyAnswersSettled();

function asTab(value: string | null): Tab {
  return TABS.some((t) => t.key === value) ? (value as Tab) : DEFAULT_TAB;
}

export default function ProfilePage() {
  usePageMeta('My Profile', 'Your savings plans, payment methods and personal details.');
  useEarlyAnswers(FIRST_QUERIES);
  const [tab, select] = useTabParam(asTab);
  const navigate = useNavigate();
  const logout = useLogout();
  const { data, loading, error } = useMyProfile();
  // Back from a checkout (?reference=…): confirm the payment once and tidy the address.
  usePaymentReturn();
  const me = data?.me;

  let body;
  if (me) {
    body = (
      <>
        <TabBar tabs={TABS} active={tab} onSelect={select} label="Profile sections" prefix={PREFIX} />
        <div role="tabpanel" id={panelIdFor(PREFIX, tab)} aria-labelledby={tabIdFor(PREFIX, tab)} className="fs-profile__panel">
          {tab === 'savings' ? (
            <SavingsPlansTab reminderChannels={{ email: me.emailReminders, sms: me.smsReminders }} />
          ) : (
            <Suspense fallback={<PageSpinner label="Loading" />}>{tab === 'payment' ? <PaymentMethodTab /> : <PersonalDetailsTab me={me} />}</Suspense>
          )}
        </div>
      </>
    );
  } else if (loading || isUnauthenticated(error)) {
    // An expired session is sent to /login by the Apollo client.
    body = <PageSpinner label="Loading your profile" />;
  } else {
    body = (
      <section className="fs-centered" aria-labelledby="not-found-heading">
        <h2 id="not-found-heading">User Not Found</h2>
        <p>We could not load your account details.</p>
        <Button type="primary" onClick={() => navigate('/login')}>
          Return to Login
        </Button>
      </section>
    );
  }

  return (
    <div className="fs-profile">
      <header className="fs-profile__header">
        <div className="fs-container fs-profile__bar">
          <h1>My Profile</h1>
          <div className="fs-profile__actions">
            <Button onClick={() => navigate('/')}>Back to Home</Button>
            <Button onClick={logout}>Log out</Button>
          </div>
        </div>
      </header>
      <main id="main" className="fs-container fs-profile__main">
        <div className="fs-card">{body}</div>
      </main>
      <footer className="fs-profile__footer">© {new Date().getFullYear()} Food Savings App. All rights reserved.</footer>
    </div>
  );
}
