import { Alert, Button, Tag } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession, useSessionStore } from '../../lib/session';
import { LedgerCheckNotice, MetricCards } from '../../modules/analytics';
import { useLogout } from '../../modules/auth';
import { LoadBoundary } from '../../modules/ui/LoadBoundary';
import { usePageMeta } from '../../modules/ui/page-meta';
import { PageSpinner } from '../../modules/ui/PageSpinner';
import { UsersTab } from '../../modules/users';
import { ADMIN_TABS, asAdminTab, type AdminTab } from './admin-tabs';
import { AdminTabBar, panelId, tabId } from './AdminTabBar';
import { openQueueBoard } from './queue-board';
import './admin-page.css';

// Users, the default tab, comes with the page; the others download when first opened.
const MarketersTab = lazy(() => import('../../modules/marketers/MarketersTab').then((m) => ({ default: m.MarketersTab })));
const FoodPacksAdminTab = lazy(() => import('../../modules/food-packs/admin/FoodPacksAdminTab').then((m) => ({ default: m.FoodPacksAdminTab })));
const SavingsPlansAdminTab = lazy(() => import('../../modules/savings-plans/admin/plans/SavingsPlansAdminTab').then((m) => ({ default: m.SavingsPlansAdminTab })));
const ManualPaymentsTab = lazy(() => import('../../modules/savings-plans/admin/manual-payments/ManualPaymentsTab').then((m) => ({ default: m.ManualPaymentsTab })));
const DefaultersTab = lazy(() => import('../../modules/savings-plans/admin/defaulters/DefaultersTab').then((m) => ({ default: m.DefaultersTab })));
const ActivityView = lazy(() => import('../../modules/audit').then((m) => ({ default: m.ActivityView })));

function panel(tab: AdminTab): ReactNode {
  switch (tab) {
    case 'users':
      return <UsersTab />;
    case 'marketers':
      return <MarketersTab />;
    case 'foodpacks':
      return <FoodPacksAdminTab />;
    case 'activity':
      return <ActivityView />;
    case 'savingsplans':
      return <SavingsPlansAdminTab />;
    case 'manualpayments':
      return <ManualPaymentsTab />;
    case 'defaulters':
      return <DefaultersTab />;
  }
}

/**
 * The admin console (spec section 2, issue 11). Who may enter is decided by RequireAdmin in the
 * router (section 6); every call it makes is checked again by the API. Its own download: nothing
 * here reaches the public pages.
 */
export default function AdminPage() {
  usePageMeta('Admin Dashboard', 'Manage users, marketers, food packs, savings plans and payments.');
  const { user } = useSession();
  const session = useSessionStore();
  const logout = useLogout();
  const [params, setParams] = useSearchParams();
  const tab = asAdminTab(params.get('tab'));
  const [queuesUnavailable, setQueuesUnavailable] = useState(false);
  const [openingQueues, setOpeningQueues] = useState(false);

  const select = (key: AdminTab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const openQueues = async () => {
    setOpeningQueues(true);
    const opened = await openQueueBoard(session.getToken(), { fetch: window.fetch.bind(window), navigate: (url) => window.location.assign(url) }).catch(() => false);
    setOpeningQueues(false);
    setQueuesUnavailable(!opened);
  };

  return (
    <div className="fs-page fs-admin">
      <header className="fs-admin__header">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="fs-admin__welcome">
            Welcome, {user?.firstName || 'Admin'}{' '}
            <Tag color="green" className="fs-admin__badge">
              Active Admin Session
            </Tag>
          </p>
        </div>
        <div className="fs-admin__actions">
          <Button onClick={() => void openQueues()} loading={openingQueues}>
            Job queues
          </Button>
          <Button onClick={logout}>Logout</Button>
        </div>
      </header>
      {queuesUnavailable && (
        <Alert type="info" showIcon closable className="fs-admin__notice" title="The job queue board is not available on this server (it needs Redis: REDIS_URL)." />
      )}
      <LedgerCheckNotice />
      <MetricCards />
      <AdminTabBar active={tab} onSelect={select} />
      {ADMIN_TABS.map(({ key, label }) => (
        <div key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden={key !== tab} className="fs-admin__panel">
          {key === tab && (
            <LoadBoundary>
              <Suspense fallback={<PageSpinner label={`Loading ${label}`} />}>{panel(key)}</Suspense>
            </LoadBoundary>
          )}
        </div>
      ))}
    </div>
  );
}
